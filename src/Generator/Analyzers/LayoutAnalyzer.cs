using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Diagnostics;

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
        Descriptors.NotPartial, Descriptors.UnsupportedMemberType, Descriptors.InvalidTypeKind, Descriptors.NoConstructor,
        Descriptors.GenericType, Descriptors.PrivateMemberSkipped, Descriptors.RecursionWithoutBreak, Descriptors.GeneratedNameClash,
        Descriptors.LanguageVersionTooLow, Descriptors.NotRegistered, Descriptors.InterfaceCollectionMember, Descriptors.LayoutAttributeMisplaced,
    ];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            if (start.Compilation.GetTypeByMetadataName(KnownTypeNames.BinarySerializableAttribute) is not { } attribute)
            {
                return;
            }

            bool languageSupported = start.Compilation is CSharpCompilation { LanguageVersion: >= LanguageVersion.CSharp9 };
            INamedTypeSymbol? readOnlyList = start.Compilation.GetTypeByMetadataName(KnownTypeNames.ReadOnlyList);
            start.RegisterSymbolAction(symbol => AnalyzeType(symbol, attribute, readOnlyList, languageSupported), SymbolKind.NamedType);
        });
    }

    private static void AnalyzeType(SymbolAnalysisContext context, INamedTypeSymbol attribute, INamedTypeSymbol? readOnlyList, bool languageSupported)
    {
        var type = (INamedTypeSymbol)context.Symbol;
        if (!HasAttribute(type, attribute))
        {
            return;
        }

        Location location = type.Locations.FirstOrDefault() ?? Location.None;
        if (!languageSupported)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.LanguageVersionTooLow, location, type.Name));
        }

        List<LayoutProblem> problems = Parser.Problems(type, context.CancellationToken);
        foreach (LayoutProblem problem in problems)
        {
            context.ReportDiagnostic(Diagnostic.Create(problem.Descriptor, problem.Symbol.Locations.FirstOrDefault() ?? location, problem.Arguments));
        }

        foreach (ISymbol member in type.GetMembers())
        {
            if (member.IsStatic || member.IsImplicitlyDeclared || !member.CanBeReferencedByName || Parser.HasIgnoreAttribute(type, member))
            {
                continue;
            }

            ITypeSymbol? memberType = member switch
            {
                IFieldSymbol { IsConst: false } field => field.Type,
                IPropertySymbol { IsIndexer: false } property when IsStored(type, property) => property.Type,
                _ => null,
            };
            if (memberType is null)
            {
                continue;
            }

            Location memberLocation = member.Locations.FirstOrDefault() ?? location;
            if (member.DeclaredAccessibility is Accessibility.Private or Accessibility.Protected or Accessibility.ProtectedAndInternal)
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.PrivateMemberSkipped, memberLocation, member.Name));
                continue;
            }

            if (readOnlyList is not null && memberType is INamedTypeSymbol { IsGenericType: true } named
                && SymbolEqualityComparer.Default.Equals(named.OriginalDefinition, readOnlyList))
            {
                string element = named.TypeArguments[0].ToDisplayString();
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.InterfaceCollectionMember, memberLocation, member.Name, "IReadOnlyList<T>", $"{element}[] or ImmutableArray<{element}>"));
            }

            if (memberType.NullableAnnotation == NullableAnnotation.NotAnnotated && memberType is INamedTypeSymbol { IsReferenceType: true } target
                && HasAttribute(target, attribute) && ReachesWithoutNull(target, type, attribute, [type]))
            {
                context.ReportDiagnostic(Diagnostic.Create(Descriptors.RecursionWithoutBreak, memberLocation, member.Name, type.Name, memberType.ToDisplayString()));
            }
        }

        if (problems.Count == 0 && ContainedInNonInternalType(type))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.NotRegistered, location, type.Name));
        }
    }

    /// <summary>Whether <paramref name="from"/> leads back to <paramref name="target"/> through non-nullable class members only.</summary>
    private static bool ReachesWithoutNull(INamedTypeSymbol from, INamedTypeSymbol target, INamedTypeSymbol attribute, HashSet<INamedTypeSymbol> visited)
    {
        if (SymbolEqualityComparer.Default.Equals(from, target))
        {
            return true;
        }

        if (!visited.Add(from))
        {
            return false;
        }

        foreach (ISymbol member in from.GetMembers())
        {
            ITypeSymbol? next = member switch
            {
                IFieldSymbol { IsStatic: false, IsConst: false } field => field.Type,
                IPropertySymbol { IsStatic: false, IsIndexer: false } property => property.Type,
                _ => null,
            };
            if (next is INamedTypeSymbol { IsReferenceType: true, NullableAnnotation: NullableAnnotation.NotAnnotated } nextType && !Parser.HasIgnoreAttribute(from, member)
                && HasAttribute(nextType, attribute) && ReachesWithoutNull(nextType, target, attribute, visited))
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

    private static bool IsStored(INamedTypeSymbol type, IPropertySymbol property)
        => property.SetMethod is not null
            || type.GetMembers().OfType<IFieldSymbol>().Any(field => SymbolEqualityComparer.Default.Equals(field.AssociatedSymbol, property));

    private static bool HasAttribute(INamedTypeSymbol type, INamedTypeSymbol attribute)
        => type.GetAttributes().Any(a => SymbolEqualityComparer.Default.Equals(a.AttributeClass, attribute));
}
