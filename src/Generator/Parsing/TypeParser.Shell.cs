using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>The type shell: whether a generated part can be declared beside the type, and the names it is declared with.</summary>
internal sealed partial class TypeParser
{
    /// <summary>
    /// A stub for a type the generator skips, when its declaration can take a generated part: it implements the
    /// interfaces explicitly, so the one Spanwire diagnostic is not buried under CS0311 at every call site.
    /// </summary>
    public TypeModel? Stub(INamedTypeSymbol type)
    {
        if (type.TypeKind is not (TypeKind.Class or TypeKind.Struct) || type.IsStatic || type.IsRefLikeType || type.Name.Length == 0
            || !CheckShell(type, out List<string> containingTypes, out bool moduleAccessible))
        {
            return null;
        }

        string fullyQualifiedName = type.ToDisplayString(FullyQualified);
        return new TypeModel(Namespace(type), containingTypes.ToEquatableArray(), Declaration(type), fullyQualifiedName, DisplayName(type),
            type.IsValueType, moduleAccessible, EquatableArray<MemberModel>.Empty, EquatableArray<string>.Empty, EquatableArray<string>.Empty,
            HintName(fullyQualifiedName), HidesBase: GeneratedBase(type).Exists, IsStub: true);
    }

    /// <summary>Whether a generated part can be declared beside the type: partial and non-generic all the way out, in a class or struct, in a file of its own.</summary>
    private bool CheckShell(INamedTypeSymbol type, out List<string> containingTypes, out bool moduleAccessible)
    {
        bool valid = true;
        if (type.IsGenericType)
        {
            valid = Report(Descriptors.GenericType, type, type.Name, string.Empty);
        }

        if (!IsPartial(type))
        {
            valid = Report(Descriptors.NotPartial, type, type.Name, string.Empty);
        }

        if (type.IsFileLocal)
        {
            valid = Report(Descriptors.InvalidTypeKind, type, type.Name, "file-local, and generated code lives in a file of its own");
        }

        containingTypes = [];
        moduleAccessible = IsAtLeastInternal(type);
        for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
        {
            if (outer.IsGenericType)
            {
                valid = Report(Descriptors.GenericType, type, outer.Name, $" (it contains '{type.Name}')");
            }

            if (outer.TypeKind is not (TypeKind.Class or TypeKind.Struct) || outer.IsFileLocal)
            {
                valid = Report(Descriptors.InvalidTypeKind, type, type.Name, $"nested in '{outer.Name}', which is {(outer.IsFileLocal ? "file-local" : "an interface")}; declare it in a class or struct");
            }
            else if (!IsPartial(outer))
            {
                valid = Report(Descriptors.NotPartial, type, outer.Name, $", because it contains '{type.Name}'");
            }

            moduleAccessible &= IsAtLeastInternal(outer);
            containingTypes.Insert(0, Declaration(outer));
        }

        return valid;
    }

    /// <summary>Wire order is source order, which only one declaration part can define: serialized members split across files would make the format depend on file names.</summary>
    private bool CheckOneDeclarationPart(INamedTypeSymbol type, List<ISymbol> members)
    {
        var trees = members.Select(member => member.Locations[0].SourceTree).Distinct().ToList();
        if (trees.Count <= 1)
        {
            return true;
        }

        ISymbol first = members.First(member => member.Locations[0].SourceTree != members[0].Locations[0].SourceTree);
        return Report(Descriptors.MembersInSeveralParts, first, type.Name, members[0].Name, first.Name);
    }

    /// <summary>
    /// Whether a base type has generated members that this type's hide, and whether they include <c>FixedSize</c>. A
    /// base of this compilation is parsed (its members are not generated yet); one from a referenced assembly shows them.
    /// </summary>
    private (bool Exists, bool FixedSize) GeneratedBase(INamedTypeSymbol type)
    {
        for (INamedTypeSymbol? current = type.BaseType; current is not null; current = current.BaseType)
        {
            if (!known.IsSerializable(current))
            {
                continue;
            }

            if (!SymbolEqualityComparer.Default.Equals(current.ContainingAssembly, known.Compilation.Assembly))
            {
                if (HasGeneratedShape(current))
                {
                    return (true, !current.GetMembers("FixedSize").IsEmpty);
                }
            }
            else if (!_inProgress.Contains(current) && ParseQuietly(current, orStub: true) is { } model)
            {
                // A stub declares the same public members, which a derived type's generated members hide too.
                return (true, model is { IsStub: false, Union: null, IsFixedSize: true });
            }
        }

        return default;
    }

    /// <summary>Every declaration carries <c>partial</c>, so a generated part can extend the type.</summary>
    private bool IsPartial(INamedTypeSymbol type)
    {
        foreach (SyntaxReference reference in type.DeclaringSyntaxReferences)
        {
            if (reference.GetSyntax(cancellationToken) is not TypeDeclarationSyntax declaration || !declaration.Modifiers.Any(SyntaxKind.PartialKeyword))
            {
                return false;
            }
        }

        return type.DeclaringSyntaxReferences.Length > 0;
    }

    private static bool IsAtLeastInternal(INamedTypeSymbol type)
        => type.DeclaredAccessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal;

    private static string Namespace(INamedTypeSymbol type)
        => type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() : string.Empty;

    private static string DisplayName(INamedTypeSymbol type)
    {
        string displayName = type.Name;
        for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
        {
            displayName = outer.Name + "." + displayName;
        }

        return displayName;
    }

    private static string Declaration(INamedTypeSymbol type)
    {
        string keyword = (type.IsRecord, type.IsValueType) switch
        {
            (true, true) => "record struct",
            (true, false) => "record",
            (false, true) => "struct",
            _ => "class",
        };

        string readOnly = type.IsValueType && type.IsReadOnly ? "readonly " : string.Empty;
        return $"{readOnly}partial {keyword} {CSharpNames.Identifier(type.Name)}";
    }

    /// <summary>
    /// A file name from the type's full name: hint names allow letters, digits, dots and underscores, and are compared
    /// ignoring case. A name whose every part is capitalized and otherwise lower case (<c>Demo.Trade</c>) is kept as it
    /// is; any other gets a hash of its letter case (<c>Demo.DnsHeader.0x1a2b3c4d</c>), so <c>Abc</c> and <c>ABC</c>, or
    /// namespaces <c>n</c> and <c>N</c>, never share a file. The hash part starts with a digit, so no type name matches it.
    /// </summary>
    private static string HintName(string fullyQualifiedName)
    {
        var name = new System.Text.StringBuilder();
        var caseMarks = new System.Text.StringBuilder();
        bool plain = true;
        bool segmentStart = true;
        foreach (char c in fullyQualifiedName.Replace("global::", string.Empty).Replace("@", string.Empty))
        {
            char safe = char.IsLetterOrDigit(c) || c is '.' or '_' ? c : '_';
            name.Append(safe);
            caseMarks.Append(char.IsUpper(c) ? '1' : '0');
            plain &= segmentStart ? !char.IsLower(c) : !char.IsUpper(c);
            segmentStart = safe == '.';
        }

        return plain ? $"{name}.Spanwire.g.cs" : $"{name}.0x{Fnv(caseMarks.ToString()):x8}.Spanwire.g.cs";

        static uint Fnv(string text)
        {
            uint hash = 2166136261;
            foreach (char c in text)
            {
                hash = (hash ^ c) * 16777619;
            }

            return hash;
        }
    }
}
