using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Spanwire.Generator.Parsing;

/// <summary>What the one member rule says of a field or property.</summary>
internal enum MemberRole
{
    /// <summary>Not data: static, const, computed, an indexer, compiler-made.</summary>
    NotData,

    /// <summary>Data marked <c>[BinaryIgnore]</c>.</summary>
    Ignored,

    /// <summary>Data that is private or protected: skipped (the analyzer says so).</summary>
    Hidden,

    /// <summary>Serialized.</summary>
    Serialized,
}

/// <summary>
/// The one rule that decides which members serialize, in which order, used by the generator and the layout
/// analyzer alike so that they cannot disagree.
/// </summary>
internal static class MemberSelection
{
    /// <summary>Candidate members in wire order: source order within the one declaration part that holds them.</summary>
    public static IEnumerable<ISymbol> InDeclarationOrder(INamedTypeSymbol type)
        => type.GetMembers()
            .Where(member => member.Kind is SymbolKind.Field or SymbolKind.Property && member.Locations.Length > 0 && member.Locations[0].IsInSource)
            .OrderBy(member => member.Locations[0].SourceTree?.FilePath, StringComparer.Ordinal)
            .ThenBy(member => member.Locations[0].SourceSpan.Start);

    public static MemberRole RoleOf(INamedTypeSymbol type, ISymbol member, KnownTypeSymbols known)
    {
        if (member.IsStatic || member.IsImplicitlyDeclared || !member.CanBeReferencedByName || DataType(type, member) is null)
        {
            return MemberRole.NotData;
        }

        if (IsIgnored(type, member, known))
        {
            return MemberRole.Ignored;
        }

        return member.DeclaredAccessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal
            ? MemberRole.Serialized
            : MemberRole.Hidden;
    }

    /// <summary>The type of a stored field or property (one with a backing field or a setter), or null.</summary>
    public static ITypeSymbol? DataType(INamedTypeSymbol type, ISymbol member) => member switch
    {
        IFieldSymbol { IsConst: false } field => field.Type,
        IPropertySymbol { IsIndexer: false, GetMethod: not null, ReturnsByRef: false, ReturnsByRefReadonly: false } property
            when property.SetMethod is not null || HasBackingField(type, property) => property.Type,
        _ => null,
    };

    /// <summary>Whether the member can be assigned after construction (a setter, an init accessor, a writable field).</summary>
    public static bool IsSettable(ISymbol member) => member switch
    {
        IFieldSymbol field => !field.IsReadOnly,
        IPropertySymbol property => property.SetMethod is not null,
        _ => false,
    };

    public static bool IsRequired(ISymbol member) => member is IFieldSymbol { IsRequired: true } or IPropertySymbol { IsRequired: true };

    /// <summary><c>[BinaryIgnore]</c> on the member, or on the positional record parameter that declares it.</summary>
    public static bool IsIgnored(INamedTypeSymbol type, ISymbol member, KnownTypeSymbols known)
        => known.HasAttribute(member, known.BinaryIgnore)
            || (PositionalParameter(type, member) is { } parameter && known.HasAttribute(parameter, known.BinaryIgnore));

    /// <summary>The positional record parameter that declares <paramref name="member"/>, if any: its attributes apply to the member.</summary>
    public static IParameterSymbol? PositionalParameter(INamedTypeSymbol type, ISymbol member)
    {
        if (member is not IPropertySymbol property || !IsPrimaryConstructorProperty(type, property))
        {
            return null;
        }

        return type.InstanceConstructors.SelectMany(constructor => constructor.Parameters)
            .FirstOrDefault(parameter => parameter.Name == property.Name
                && parameter.DeclaringSyntaxReferences.Any(reference => property.DeclaringSyntaxReferences.Any(p => p.Span == reference.Span)));
    }

    private static bool HasBackingField(INamedTypeSymbol type, IPropertySymbol property)
        => type.GetMembers().OfType<IFieldSymbol>().Any(field => SymbolEqualityComparer.Default.Equals(field.AssociatedSymbol, property))
            || IsPrimaryConstructorProperty(type, property);

    private static bool IsPrimaryConstructorProperty(INamedTypeSymbol type, IPropertySymbol property)
        => type.IsRecord && property.DeclaringSyntaxReferences.Any(reference => reference.GetSyntax() is ParameterSyntax);
}
