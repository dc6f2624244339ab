using System;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>Typed reads of an attribute's arguments; anything malformed (an error the compiler reports) reads as null.</summary>
internal static class AttributeArguments
{
    /// <summary>The first constructor argument as a defined member of <typeparamref name="T"/> (which mirrors the runtime enum), or <paramref name="fallback"/> when absent.</summary>
    public static T? Enum<T>(AttributeData attribute, T? fallback = null)
        where T : struct, Enum
    {
        if (attribute.ConstructorArguments.Length == 0)
        {
            return fallback;
        }

        TypedConstant argument = attribute.ConstructorArguments[0];
        if (argument.Kind != TypedConstantKind.Enum || argument.Value is not int value || !System.Enum.IsDefined(typeof(T), value))
        {
            return null;
        }

        return (T)(object)value;
    }

    public static int? Int(AttributeData attribute)
        => attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is int value ? value : null;

    public static string? String(AttributeData attribute)
        => attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is string value ? value : null;

    public static object? Named(AttributeData attribute, string name)
        => attribute.NamedArguments.FirstOrDefault(argument => argument.Key == name).Value.Value;

    /// <summary>A named <c>long[]</c> argument's distinct values (empty when it is empty), or null when it is not set.</summary>
    public static EquatableArray<long>? Longs(AttributeData attribute, string name)
    {
        TypedConstant values = attribute.NamedArguments.FirstOrDefault(argument => argument.Key == name).Value;
        return values.Kind == TypedConstantKind.Array && !values.IsNull
            ? values.Values.Select(value => value.Value is long number ? number : 0).Distinct().ToEquatableArray()
            : null;
    }
}
