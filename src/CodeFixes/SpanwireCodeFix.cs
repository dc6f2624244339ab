using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace Spanwire.CodeFixes;

/// <summary>Loads the syntax root and semantic model once, then lets each fix inspect the diagnostic's code.</summary>
public abstract class SpanwireCodeFix : CodeFixProvider
{
    /// <inheritdoc />
    public override FixAllProvider GetFixAllProvider() => new SequentialFixAll(this);

    /// <inheritdoc />
    public sealed override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        SyntaxNode? root = await context.Document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false);
        SemanticModel? model = await context.Document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false);
        if (root is not null && model is not null)
        {
            Register(context, root, model);
        }
    }

    /// <summary>Registers the fix when the code at the diagnostic has a shape this fix rewrites exactly.</summary>
    protected abstract void Register(CodeFixContext context, SyntaxNode root, SemanticModel model);

    /// <summary>
    /// Fix All that applies the fixes of a document one after another, each to the code the previous one left. The
    /// batch fixer merges fixes computed on the original text and drops the ones whose edits touch (two fixes adding
    /// the same using, a fix that removes a statement another finding is in); it also finds nothing to do when the
    /// equivalence key is null, which is what <c>dotnet format analyzers</c> passes when the first finding of an ID
    /// has no fix. Findings are tracked through the edits by annotating their nodes.
    /// </summary>
    private sealed class SequentialFixAll(SpanwireCodeFix fix) : DocumentBasedFixAllProvider
    {
        protected override async Task<Document?> FixAllAsync(FixAllContext fixAllContext, Document document, ImmutableArray<Diagnostic> diagnostics)
        {
            SyntaxNode root = (await document.GetSyntaxRootAsync(fixAllContext.CancellationToken).ConfigureAwait(false))!;
            var marked = diagnostics
                .Where(diagnostic => diagnostic.Location.IsInSource)
                .Select(diagnostic => (Diagnostic: diagnostic, Node: root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true), Mark: new SyntaxAnnotation()))
                .ToList();
            var marks = marked.GroupBy(entry => entry.Node).ToDictionary(group => group.Key, group => group.Select(entry => entry.Mark).ToArray());
            document = document.WithSyntaxRoot(root.ReplaceNodes(marks.Keys, (original, rewritten) => rewritten.WithAdditionalAnnotations(marks[original])));

            foreach (var (diagnostic, _, mark) in marked)
            {
                root = (await document.GetSyntaxRootAsync(fixAllContext.CancellationToken).ConfigureAwait(false))!;
                if (root.GetAnnotatedNodes(mark).FirstOrDefault() is not { } node)
                {
                    continue; // an earlier fix rewrote the code this finding was in
                }

                Diagnostic current = Diagnostic.Create(diagnostic.Descriptor, Location.Create(root.SyntaxTree, node.Span));
                CodeAction? action = null;
                await fix.RegisterCodeFixesAsync(new CodeFixContext(document, current, (registered, _) => action ??= registered, fixAllContext.CancellationToken)).ConfigureAwait(false);
                if (action is null)
                {
                    continue;
                }

                var operations = await action.GetOperationsAsync(fixAllContext.CancellationToken).ConfigureAwait(false);
                if (operations.OfType<ApplyChangesOperation>().FirstOrDefault()?.ChangedSolution.GetDocument(document.Id) is { } changed)
                {
                    document = changed;
                }
            }

            return document;
        }
    }
}
