using System.Collections.Immutable;
using System.Composition;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW1002. Both <c>IPAddress</c> helpers are the same swap, so either one around
/// <c>BitConverter.ToInt64(buffer, position)</c> becomes <c>BinaryPrimitives.ReadInt64BigEndian(buffer.AsSpan(position))</c>
/// (<c>buffer</c> alone at position 0, and a span argument as it is). Any other simple operand becomes
/// <c>(BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(x) : x)</c>, which the JIT folds to the swap.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(NetworkOrderCodeFix)), Shared]
public sealed class NetworkOrderCodeFix : SpanwireCodeFix
{
    private const string Title = "Use BinaryPrimitives";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.NetworkOrderCall.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<InvocationExpressionSyntax>(root, context.Span) is not InvocationExpressionSyntax call
            || call.ArgumentList.Arguments is not [var argument])
        {
            return;
        }

        ExpressionSyntax operand = argument.Expression;
        string? replacement = null;
        if (operand is InvocationExpressionSyntax read
            && model.GetSymbolInfo(read).Symbol is IMethodSymbol { ContainingType.Name: "BitConverter", Name: "ToInt16" or "ToInt32" or "ToInt64" } toInteger)
        {
            string width = toInteger.Name.Substring(2);
            replacement = read.ArgumentList.Arguments switch
            {
                [var buffer, { Expression: LiteralExpressionSyntax { Token.ValueText: "0" } }] when model.GetTypeInfo(buffer.Expression).Type is IArrayTypeSymbol
                    => $"BinaryPrimitives.Read{width}BigEndian({buffer.Expression})",
                [var buffer, var position] when model.GetTypeInfo(buffer.Expression).Type is IArrayTypeSymbol
                    => $"BinaryPrimitives.Read{width}BigEndian({buffer.Expression}.AsSpan({position.Expression}))",
                [var span] => $"BinaryPrimitives.Read{width}BigEndian({span.Expression})",
                _ => null,
            };
        }
        else if (operand is IdentifierNameSyntax or LiteralExpressionSyntax or MemberAccessExpressionSyntax { Expression: ThisExpressionSyntax or IdentifierNameSyntax })
        {
            replacement = $"(BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness({operand}) : {operand})";
        }

        if (replacement is null)
        {
            return;
        }

        ExpressionSyntax newExpression = SyntaxFactory.ParseExpression(replacement).WithTriviaFrom(call);
        context.RegisterCodeFix(
            CodeAction.Create(Title, cancellationToken => FixHelpers.ReplaceAsync(context.Document, call, newExpression, FixHelpers.BinaryPrimitivesNamespace, cancellationToken), nameof(NetworkOrderCodeFix)),
            context.Diagnostics);
    }
}
