using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// The runtime's public surface is pinned in <c>PublicApi.approved.txt</c>: any change to it fails here until it is
/// reviewed and accepted (SPANWIRE_ACCEPT_API=1), the role PublicAPI.Shipped/Unshipped files play elsewhere
/// (Microsoft.CodeAnalysis.PublicApiAnalyzers is not served to this machine).
/// </summary>
public class PublicApiTests
{
    [Fact]
    public void The_public_surface_is_the_reviewed_one()
    {
        Assembly runtime = typeof(BinarySerializer).Assembly;
        string actual = string.Join("\n", runtime.GetExportedTypes()
            .SelectMany(Describe)
            .Order(StringComparer.Ordinal)) + "\n";

        string approved = Path.Combine(SourceFolder(), "PublicApi.approved.txt");
        if (Environment.GetEnvironmentVariable("SPANWIRE_ACCEPT_API") == "1")
        {
            File.WriteAllText(approved, actual);
        }

        string expected = File.Exists(approved) ? File.ReadAllText(approved).ReplaceLineEndings("\n") : string.Empty;
        Assert.True(expected == actual, "The public API changed; review the diff below and accept with SPANWIRE_ACCEPT_API=1.\n"
            + string.Join("\n", actual.Split('\n').Except(expected.Split('\n')).Select(line => "+ " + line)
                .Concat(expected.Split('\n').Except(actual.Split('\n')).Select(line => "- " + line))));
    }

    private static System.Collections.Generic.IEnumerable<string> Describe(Type type)
    {
        string name = Name(type);
        string kind = type.IsInterface ? "interface" : type.IsEnum ? "enum" : type.IsValueType ? "struct" : type.IsAbstract && type.IsSealed ? "static class" : "class";
        yield return $"{kind} {name}";
        const BindingFlags Declared = BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly;
        foreach (MemberInfo member in type.GetMembers(Declared))
        {
            string? line = member switch
            {
                ConstructorInfo constructor => $"{name}({Parameters(constructor)})",
                MethodInfo { IsSpecialName: false } method => $"{name}.{(method.IsStatic ? "static " : "")}{Name(method.ReturnType)} {method.Name}{Generic(method)}({Parameters(method)})",
                PropertyInfo property => $"{name}.{Name(property.PropertyType)} {property.Name} {{ {(property.GetMethod?.IsPublic == true ? "get; " : "")}{(property.SetMethod?.IsPublic == true ? "set; " : "")}}}",
                FieldInfo field when type.IsEnum && field.IsStatic => $"{name}.{field.Name} = {Convert.ToInt64(field.GetRawConstantValue(), System.Globalization.CultureInfo.InvariantCulture)}",
                FieldInfo field => $"{name}.{(field.IsStatic ? "static " : "")}{(field.IsLiteral ? "const " : field.IsInitOnly ? "readonly " : "")}{Name(field.FieldType)} {field.Name}",
                EventInfo @event => $"{name}.event {Name(@event.EventHandlerType!)} {@event.Name}",
                _ => null,
            };
            if (line is not null)
            {
                yield return line;
            }
        }
    }

    private static string Generic(MethodInfo method)
        => method.IsGenericMethodDefinition ? "<" + string.Join(", ", method.GetGenericArguments().Select(a => a.Name)) + ">" : string.Empty;

    private static string Parameters(MethodBase method)
        => string.Join(", ", method.GetParameters().Select(p => (p.IsOut ? "out " : p.ParameterType.IsByRef ? "ref " : "") + Name(p.ParameterType) + " " + p.Name));

    private static string Name(Type type)
    {
        if (type.IsByRef)
        {
            return Name(type.GetElementType()!);
        }

        if (type.IsGenericParameter)
        {
            return type.Name;
        }

        string name = type.IsNested ? Name(type.DeclaringType!) + "." + type.Name : type.FullName ?? type.Name;
        if (type.IsArray)
        {
            return Name(type.GetElementType()!) + "[]";
        }

        if (!type.IsGenericType)
        {
            return name;
        }

        string bare = name.Contains('`', StringComparison.Ordinal) ? name[..name.IndexOf('`', StringComparison.Ordinal)] : name;
        return bare + "<" + string.Join(", ", type.GetGenericArguments().Select(Name)) + ">";
    }

    private static string SourceFolder([CallerFilePath] string path = "") => Path.GetDirectoryName(path)!;
}
