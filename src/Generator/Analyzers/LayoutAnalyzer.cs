using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// Reports why a <c>[BinarySerializable]</c> type cannot be generated (the parser's own checks, so the generator
/// and this analyzer never disagree), and layouts that work but cost something.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class LayoutAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } =
    [
        Descriptors.NotPartial, Descriptors.UnsupportedMemberType, Descriptors.MemberTypeHasErrors, Descriptors.CaseTypeHasErrors, Descriptors.InvalidTypeKind, Descriptors.NoConstructor,
        Descriptors.GenericType, Descriptors.PrivateMemberSkipped, Descriptors.RecursionWithoutBreak, Descriptors.GeneratedNameClash,
        Descriptors.LanguageVersionTooLow, Descriptors.NotRegistered, Descriptors.InterfaceCollectionMember, Descriptors.LayoutAttributeMisplaced,
        Descriptors.MembersInSeveralParts, Descriptors.RequiredMemberIgnored, Descriptors.InheritedFromMetadata,
    ];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            // Looked up at the first type, not here: a compilation's first symbol look-up binds every referenced
            // assembly (0.5 s of a cold 300-file build was charged to this analyzer), which the compiler itself has
            // done by the time it declares types. A compilation without Spanwire finds no attribute and stops there.
            var known = new Lazy<KnownTypeSymbols>(() => KnownTypeSymbols.For(start.Compilation));
            bool languageSupported = start.Compilation is CSharpCompilation { LanguageVersion: >= LanguageVersion.CSharp9 };
            start.RegisterSymbolAction(symbol => AnalyzeType(symbol, known.Value, languageSupported), SymbolKind.NamedType);
        });
    }

    private static void AnalyzeType(SymbolAnalysisContext context, KnownTypeSymbols known, bool languageSupported)
    {
        var type = (INamedTypeSymbol)context.Symbol;
        if (!known.IsSerializable(type))
        {
            return;
        }

        Location location = type.Locations.FirstOrDefault() ?? Location.None;
        if (!languageSupported)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.LanguageVersionTooLow, location, type.Name));
        }

        List<LayoutProblem> problems = Parser.Problems(type, known, context.CancellationToken);
        foreach (LayoutProblem problem in problems)
        {
            context.ReportDiagnostic(Diagnostic.Create(problem.Descriptor, problem.Symbol.Locations.FirstOrDefault() ?? location, problem.Arguments));
        }

        foreach (ISymbol member in MemberSelection.InDeclarationOrder(type))
        {
            MemberRole role = MemberSelection.RoleOf(member, known);
            if (role is MemberRole.NotData or MemberRole.Ignored || MemberSelection.DataType(member) is not { } memberType)
            {
                continue;
            }

            Location memberLocation = member.Locations.FirstOrDefault() ?? location;
            if (role == MemberRole.Hidden)
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.PrivateMemberSkipped, memberLocation, member.Name));
                continue;
            }

            if (memberType is INamedTypeSymbol { IsGenericType: true } named && KnownTypeSymbols.Is(named.OriginalDefinition, known.ReadOnlyList))
            {
                string element = named.TypeArguments[0].ToDisplayString();
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.InterfaceCollectionMember, memberLocation, member.Name, "IReadOnlyList<T>", $"{element}[] or ImmutableArray<{element}>"));
            }

            if (memberType.NullableAnnotation == NullableAnnotation.NotAnnotated && memberType is INamedTypeSymbol { IsReferenceType: true } target
                && known.IsSerializable(target) && ReachesWithoutNull(target, type, known, [type]))
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.RecursionWithoutBreak, memberLocation, member.Name, type.Name, memberType.ToDisplayString()));
            }
        }

        ReportDataInheritedFromMetadata(context, type, known, location);
        if (problems.Count == 0 && ContainedInNonInternalType(type))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.NotRegistered, location, type.Name));
        }
    }

    /// <summary>
    /// The first base that <see cref="MemberSelection.WithInherited"/> stops at for being in another assembly: if it (or
    /// a base of it) has members the rule would serialize, they are silently left off the wire, so say so.
    /// </summary>
    private static void ReportDataInheritedFromMetadata(SymbolAnalysisContext context, INamedTypeSymbol type, KnownTypeSymbols known, Location location)
    {
        INamedTypeSymbol? current = type.BaseType;
        while (MemberSelection.InheritsMembersFrom(current, known))
        {
            current = current!.BaseType;
        }

        var names = new List<string>();
        string? declaringType = null;
        for (; MemberSelection.HasInheritableData(current, known); current = current!.BaseType)
        {
            foreach (ISymbol member in current!.GetMembers())
            {
                if (MemberSelection.RoleOf(member, known) == MemberRole.Serialized && context.Compilation.IsSymbolAccessibleWithin(member, type))
                {
                    names.Add($"'{member.Name}'");
                    declaringType ??= current!.ToDisplayString();
                }
            }
        }

        if (declaringType is not null)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.InheritedFromMetadata, location, type.Name, string.Join(", ", names), declaringType));
        }
    }

    /// <summary>Whether <paramref name="from"/> leads back to <paramref name="target"/> through non-nullable class members only.</summary>
    private static bool ReachesWithoutNull(INamedTypeSymbol from, INamedTypeSymbol target, KnownTypeSymbols known, HashSet<INamedTypeSymbol> visited)
    {
        if (SymbolEqualityComparer.Default.Equals(from, target))
        {
            return true;
        }

        if (!visited.Add(from))
        {
            return false;
        }

        foreach (ISymbol member in MemberSelection.WithInherited(from, known))
        {
            if (MemberSelection.RoleOf(member, known) == MemberRole.Serialized
                && MemberSelection.DataType(member) is INamedTypeSymbol { IsReferenceType: true, NullableAnnotation: NullableAnnotation.NotAnnotated } nextType
                && known.IsSerializable(nextType) && ReachesWithoutNull(nextType, target, known, visited))
            {
                return true;
            }
        }

        return false;
    }

    private static bool ContainedInNonInternalType(INamedTypeSymbol type)
    {
        for (INamedTypeSymbol? current = type; current is not null; current = current.ContainingType)
        {
            if (current.DeclaredAccessibility is Accessibility.Private or Accessibility.Protected or Accessibility.ProtectedAndInternal)
            {
                return true;
            }
        }

        return false;
    }
}
