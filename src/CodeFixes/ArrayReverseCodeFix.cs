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
/// SPW1003, for the clear shape only: <c>var bytes = BitConverter.GetBytes(x); Array.Reverse(bytes);</c> with an
/// integer <c>x</c> becomes <c>var bytes = BitConverter.GetBytes(BinaryPrimitives.ReverseEndianness(x));</c> —
/// the same bytes without the extra pass (SPW1001 then offers to drop the array too).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ArrayReverseCodeFix)), Shared]
public sealed class ArrayReverseCodeFix : SpanwireCodeFix
{
    private const string Title = "Swap the value with BinaryPrimitives.ReverseEndianness";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.ArrayReverseForByteOrder.Id];

    /// <inheritdoc />
    public override FixAllProvider? GetFixAllProvider() => null;

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<InvocationExpressionSyntax>(root, context.Span) is not InvocationExpressionSyntax reverse
            || reverse.Parent is not ExpressionStatementSyntax reverseStatement
            || reverseStatement.Parent is not BlockSyntax block
            || reverse.ArgumentList.Arguments is not [{ Expression: IdentifierNameSyntax array }])
        {
            return;
        }

        int index = block.Statements.IndexOf(reverseStatement);
        if (index < 1 || block.Statements[index - 1] is not LocalDeclarationStatementSyntax { Declaration.Variables: [var variable] } declaration
            || variable.Identifier.ValueText != array.Identifier.ValueText
            || variable.Initializer?.Value is not InvocationExpressionSyntax { ArgumentList.Arguments: [var value] } getBytes
            || model.GetSymbolInfo(getBytes).Symbol is not IMethodSymbol { Name: "GetBytes", ContainingType.Name: "BitConverter" }
            || FixHelpers.PrimitiveName(model.GetTypeInfo(value.Expression).Type) is null)
        {
            return;
        }

        context.RegisterCodeFix(
            CodeAction.Create(Title, cancellationToken =>
            {
                ExpressionSyntax swapped = SyntaxFactory.ParseExpression($"BinaryPrimitives.ReverseEndianness({value.Expression})");
                LocalDeclarationStatementSyntax newDeclaration = declaration.ReplaceNode(value.Expression, swapped);
                SyntaxList<StatementSyntax> statements = block.Statements.RemoveAt(index);
                BlockSyntax newBlock = block.WithStatements(statements.Replace(statements[index - 1], newDeclaration));
                return FixHelpers.ReplaceAsync(context.Document, block, newBlock, FixHelpers.BinaryPrimitivesNamespace, cancellationToken);
            }, nameof(ArrayReverseCodeFix)),
            context.Diagnostics);
    }
}
