using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW1003 on the read path, the shape HdrHistogram's <c>GetDouble</c> had:
/// <c>var raw = new byte[8]; Array.Copy(src, i, raw, 0, 8); Array.Reverse(raw); ... BitConverter.ToDouble(raw, 0)</c>
/// becomes <c>var raw = BinaryPrimitives.ReadDoubleBigEndian(src.AsSpan(i)); ... raw</c>, read where the copy was.
/// (Reversals of <c>BitConverter.GetBytes</c> arrays are SPW1001's, fixed with the write.)
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(ArrayReverseCodeFix)), Shared]
public sealed class ArrayReverseCodeFix : SpanwireCodeFix
{
    private const string Title = "Read the value with BinaryPrimitives";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.ArrayReverseForByteOrder.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<InvocationExpressionSyntax>(root, context.Span) is not InvocationExpressionSyntax { ArgumentList.Arguments: [{ Expression: IdentifierNameSyntax array }] } reverse
            || model.GetSymbolInfo(array).Symbol is not ILocalSymbol local
            || reverse.Ancestors().OfType<StatementSyntax>().FirstOrDefault(statement => statement.Parent is BlockSyntax) is not { Parent: BlockSyntax block } reversal
            || !FixHelpers.IsReverseOf(reversal, local.Name, model))
        {
            return;
        }

        int index = block.Statements.IndexOf(reversal);
        if (index < 2
            || block.Statements[index - 2] is not LocalDeclarationStatementSyntax { Declaration.Variables: [{ Initializer.Value: var created } variable] } declaration
            || variable.Identifier.ValueText != local.Name
            || model.GetConstantValue(created is ArrayCreationExpressionSyntax { Type.RankSpecifiers: [{ Sizes: [var size] }] } ? size : created).Value is not int length
            || block.Statements[index - 1] is not ExpressionStatementSyntax { Expression: InvocationExpressionSyntax copy } copyStatement
            || model.GetSymbolInfo(copy).Symbol is not IMethodSymbol { Name: "Copy", ContainingType.SpecialType: SpecialType.System_Array }
            || copy.ArgumentList.Arguments is not [var source, var sourceIndex, { Expression: IdentifierNameSyntax target }, { Expression: LiteralExpressionSyntax { Token.ValueText: "0" } }, var count]
            || target.Identifier.ValueText != local.Name
            || model.GetConstantValue(count.Expression).Value is not int copied || copied != length
            || FixHelpers.UsesAfter(declaration, local, model).Where(use => !copyStatement.Span.Contains(use.Span) && !reversal.Span.Contains(use.Span)).ToList() is not [var read]
            || read.Parent is not ArgumentSyntax { Parent: ArgumentListSyntax { Arguments: [_, { Expression: LiteralExpressionSyntax { Token.ValueText: "0" } }], Parent: InvocationExpressionSyntax toValue } }
            || model.GetSymbolInfo(toValue).Symbol is not IMethodSymbol { ContainingType.Name: "BitConverter", ReturnType: var valueType } reader
            || FixHelpers.PrimitiveName(valueType) is not { } primitive
            || FixHelpers.SizeOf(valueType) != length
            || reader.Name != "To" + valueType.Name)
        {
            return;
        }

        string span = $"{source.Expression}.AsSpan({sourceIndex.Expression})";
        string? value = FixHelpers.Has(model.Compilation, "System.Buffers.Binary.BinaryPrimitives", $"Read{primitive}BigEndian")
            ? $"BinaryPrimitives.Read{primitive}BigEndian({span})"
            : primitive == "Double" ? $"BitConverter.Int64BitsToDouble(BinaryPrimitives.ReadInt64BigEndian({span}))" : null;
        if (value is null)
        {
            return;
        }

        string type = declaration.Declaration.Type.IsVar ? "var" : valueType.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat);
        context.RegisterCodeFix(
            CodeAction.Create(
                Title,
                token => FixHelpers.EditAsync(
                    context.Document,
                    editor =>
                    {
                        editor.ReplaceNode(declaration, FixHelpers.NewStatement($"{type} {local.Name} = {value};").WithTriviaFrom(declaration));
                        editor.RemoveNode(copyStatement);
                        editor.RemoveNode(reversal);
                        editor.ReplaceNode(toValue, SyntaxFactory.IdentifierName(local.Name).WithTriviaFrom(toValue));
                    },
                    token,
                    FixHelpers.BinaryPrimitivesNamespace),
                nameof(ArrayReverseCodeFix)),
            context.Diagnostics);
    }
}
