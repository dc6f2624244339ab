using System.Collections.Generic;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>
/// Turns a <c>[BinarySerializable]</c> type symbol into a <see cref="TypeModel"/>. It never throws and never reports:
/// the layout analyzer runs the same parse with a problem list and reports what it finds.
/// </summary>
internal static class Parser
{
    /// <summary>Names the generator adds to every type; a member with one of them would clash.</summary>
    internal static readonly string[] GeneratedMemberNames =
        ["FixedSize", "GetSerializedSize", "Write", "TryWrite", "TryWriteCore", "WriteChunk", "Read", "ReadFixedAt", "TryRead", "TryReadCore", "SpanwireDeserializer", "RegisterSpanwireDeserializer", "SpanwireTruncation"];

    /// <summary>
    /// The generator's entry: the type's model, or for a type it cannot generate but whose declaration can carry a
    /// partial part, a stub that implements the interfaces (so call sites do not add CS0311 to the real diagnostic).
    /// </summary>
    public static TypeModel? Parse(GeneratorAttributeSyntaxContext context, CancellationToken cancellationToken)
    {
        if (context.TargetSymbol is not INamedTypeSymbol type || context.TargetNode is not TypeDeclarationSyntax { Identifier.IsMissing: false })
        {
            return null;
        }

        // [BinarySerializable] on several parts of one type is a compiler error (CS0579); generate once, from the first.
        KnownTypeSymbols known = KnownTypeSymbols.For(context.SemanticModel.Compilation);
        if (!IsFirstAttributedPart(type, context.TargetNode, known))
        {
            return null;
        }

        var parser = new TypeParser(known, cancellationToken, problems: null);
        return parser.Parse(type) ?? parser.Stub(type);
    }

    /// <summary>The reasons the generator would skip <paramref name="type"/>, for the layout analyzer. Empty when it generates.</summary>
    public static List<LayoutProblem> Problems(INamedTypeSymbol type, KnownTypeSymbols known, CancellationToken cancellationToken)
    {
        var problems = new List<LayoutProblem>();
        new TypeParser(known, cancellationToken, problems).Parse(type);
        return problems;
    }

    private static bool IsFirstAttributedPart(INamedTypeSymbol type, SyntaxNode node, KnownTypeSymbols known)
    {
        SyntaxReference? first = null;
        foreach (AttributeData attribute in type.GetAttributes())
        {
            if (KnownTypeSymbols.Is(attribute.AttributeClass, known.BinarySerializable) && attribute.ApplicationSyntaxReference is { } reference
                && (first is null || ComesBefore(reference, first)))
            {
                first = reference;
            }
        }

        return first is null || (first.SyntaxTree == node.SyntaxTree && node.Span.Contains(first.Span));

        static bool ComesBefore(SyntaxReference reference, SyntaxReference other)
            => string.CompareOrdinal(reference.SyntaxTree.FilePath, other.SyntaxTree.FilePath) is var byPath && byPath != 0 ? byPath < 0 : reference.Span.Start < other.Span.Start;
    }
}
