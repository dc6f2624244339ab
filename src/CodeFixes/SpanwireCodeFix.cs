using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;

namespace Spanwire.CodeFixes;

/// <summary>Loads the syntax root and semantic model once, then lets each fix inspect the diagnostic's code.</summary>
public abstract class SpanwireCodeFix : CodeFixProvider
{
    /// <inheritdoc />
    public override FixAllProvider? GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

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
}
