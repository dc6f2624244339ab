using System;
using System.Collections.Generic;
using System.Collections.Immutable;
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
    /// <summary>
    /// Candidate members in wire order: those of each base class declared in source come first, outermost base first,
    /// then the type's own. A union's base is where inheritance stops (its cases are written after its tag), and so is a
    /// base from another assembly, whose declaration order is not known here (the analyzer warns when it has data).
    /// </summary>
    public static List<ISymbol> WithInherited(INamedTypeSymbol type, KnownTypeSymbols known)
    {
        List<ISymbol> members = InDeclarationOrder(type);
        for (INamedTypeSymbol? current = type.BaseType; InheritsMembersFrom(current, known); current = current!.BaseType)
        {
            members.InsertRange(0, InDeclarationOrder(current!));
        }

        return members;
    }

    /// <summary>A base class whose members the derived type serializes: one that has data to inherit, declared in source.</summary>
    public static bool InheritsMembersFrom(INamedTypeSymbol? type, KnownTypeSymbols known)
        => HasInheritableData(type, known) && type!.Locations.Any(location => location.IsInSource);

    /// <summary>A base class whose data members belong to a derived layout: not <c>object</c>, and not a union's base.</summary>
    public static bool HasInheritableData(INamedTypeSymbol? type, KnownTypeSymbols known)
        => type is { TypeKind: TypeKind.Class, SpecialType: SpecialType.None } && !known.HasAttribute(type, known.BinaryUnionCase);

    /// <summary>Candidate members of the type itself in wire order: source order within the one declaration part that holds them.</summary>
    public static List<ISymbol> InDeclarationOrder(INamedTypeSymbol type)
    {
        // Loops rather than LINQ: the generator and the analyzer run this for every type.
        ImmutableArray<ISymbol> all = type.GetMembers();
        var keyed = new List<(ISymbol Member, string? Path, int Start, int Index)>(all.Length);
        foreach (ISymbol member in all)
        {
            if (member.Kind is SymbolKind.Field or SymbolKind.Property && member.Locations is [{ IsInSource: true } location, ..])
            {
                keyed.Add((member, location.SourceTree?.FilePath, location.SourceSpan.Start, keyed.Count));
            }
        }

        keyed.Sort(static (x, y) => string.CompareOrdinal(x.Path, y.Path) is var byPath and not 0 ? byPath
            : x.Start != y.Start ? x.Start.CompareTo(y.Start)
            : x.Index.CompareTo(y.Index));
        var members = new List<ISymbol>(keyed.Count);
        foreach (var entry in keyed)
        {
            members.Add(entry.Member);
        }

        return members;
    }

    public static MemberRole RoleOf(ISymbol member, KnownTypeSymbols known)
    {
        if (member.IsStatic || member.IsImplicitlyDeclared || !member.CanBeReferencedByName || DataType(member) is null)
        {
            return MemberRole.NotData;
        }

        if (IsIgnored(member, known))
        {
            return MemberRole.Ignored;
        }

        return member.DeclaredAccessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal
            ? MemberRole.Serialized
            : MemberRole.Hidden;
    }

    /// <summary>The type of a stored field or property (one with a backing field or a setter), or null.</summary>
    public static ITypeSymbol? DataType(ISymbol member) => member switch
    {
        IFieldSymbol { IsConst: false } field => field.Type,
        IPropertySymbol { IsIndexer: false, GetMethod: not null, ReturnsByRef: false, ReturnsByRefReadonly: false } property
            when property.SetMethod is not null || HasBackingField(property) => property.Type,
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
    public static bool IsIgnored(ISymbol member, KnownTypeSymbols known)
    {
        if (known.HasAttribute(member, known.BinaryIgnore))
        {
            return true;
        }

        foreach (AttributeData attribute in PositionalParameterAttributes(member))
        {
            if (KnownTypeSymbols.Is(attribute.AttributeClass, known.BinaryIgnore))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The attributes of the positional record parameter that declares <paramref name="member"/>, if any: they apply to the member.</summary>
    public static ImmutableArray<AttributeData> PositionalParameterAttributes(ISymbol member)
    {
        // A parameter written without attributes has none: most are, and finding the parameter symbol is the costly part.
        if (member is not IPropertySymbol property || PositionalSyntax(property) is not { } declaration
            || declaration.GetSyntax() is not ParameterSyntax { AttributeLists.Count: > 0 })
        {
            return ImmutableArray<AttributeData>.Empty;
        }

        foreach (IMethodSymbol constructor in property.ContainingType.InstanceConstructors)
        {
            foreach (IParameterSymbol parameter in constructor.Parameters)
            {
                if (parameter.Name == property.Name)
                {
                    foreach (SyntaxReference reference in parameter.DeclaringSyntaxReferences)
                    {
                        if (reference.SyntaxTree == declaration.SyntaxTree && reference.Span == declaration.Span)
                        {
                            return parameter.GetAttributes();
                        }
                    }
                }
            }
        }

        return ImmutableArray<AttributeData>.Empty;
    }

    private static bool HasBackingField(IPropertySymbol property)
    {
        if (PositionalSyntax(property) is not null)
        {
            return true;
        }

        foreach (ISymbol member in property.ContainingType.GetMembers())
        {
            if (member is IFieldSymbol field && SymbolEqualityComparer.Default.Equals(field.AssociatedSymbol, property))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>The record parameter a property was declared by, or null for a property declared on its own.</summary>
    private static SyntaxReference? PositionalSyntax(IPropertySymbol property)
    {
        if (property.ContainingType.IsRecord)
        {
            foreach (SyntaxReference reference in property.DeclaringSyntaxReferences)
            {
                if (reference.GetSyntax() is ParameterSyntax)
                {
                    return reference;
                }
            }
        }

        return null;
    }
}
