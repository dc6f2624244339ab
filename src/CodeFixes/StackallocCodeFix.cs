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
/// SPW1004: <c>var buffer = new byte[16];</c> becomes <c>Span&lt;byte&gt; buffer = stackalloc byte[16];</c>. The analyzer
/// only reports arrays whose every use a span serves; the fix is not offered in loops, async methods, iterators or
/// lambdas, where stack memory would pile up or cannot live.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(StackallocCodeFix)), Shared]
public sealed class StackallocCodeFix : SpanwireCodeFix
{
    private const string Title = "Use stackalloc";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.SmallTemporaryArray.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<ArrayCreationExpressionSyntax>(root, context.Span) is not ArrayCreationExpressionSyntax { Type.RankSpecifiers: [{ Sizes: [var size] }] } creation
            || creation.Parent is not EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1 } declaration } variable }
            || declaration.Parent is not LocalDeclarationStatementSyntax statement
            || FixHelpers.UnsafeForStackalloc(statement, model))
        {
            return;
        }

        StatementSyntax replacement = FixHelpers.Statement($"Span<byte> {variable.Identifier.ValueText} = stackalloc byte[{size}];", statement);
        context.RegisterCodeFix(
            CodeAction.Create(Title, cancellationToken => FixHelpers.ReplaceAsync(context.Document, statement, replacement, "System", cancellationToken), nameof(StackallocCodeFix)),
            context.Diagnostics);
    }
}
