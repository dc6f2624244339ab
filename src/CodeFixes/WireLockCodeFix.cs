using System.Collections.Immutable;
using System.Composition;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Text;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Parsing;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW0030 and SPW0031: writes the type's current layout into the project's <c>WireFormat.lock.txt</c>, replacing its
/// entry (or adding it in name order). Accepting a breaking change this way is a decision, so the fix is per type.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(WireLockCodeFix)), Shared]
public sealed class WireLockCodeFix : CodeFixProvider
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.WireLayoutBroken.Id, Descriptors.WireLayoutChanged.Id];

    /// <inheritdoc />
    public override FixAllProvider? GetFixAllProvider() => null;

    /// <inheritdoc />
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        TextDocument? lockFile = context.Document.Project.AdditionalDocuments.FirstOrDefault(document => Path.GetFileName(document.FilePath ?? document.Name) == WireLock.FileName);
        SemanticModel? model = await context.Document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false);
        SyntaxNode? root = await context.Document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false);
        if (lockFile is null || model is null || root is null)
        {
            return;
        }

        SyntaxNode node = root.FindNode(context.Span);
        if (model.GetDeclaredSymbol(node, context.CancellationToken) is not INamedTypeSymbol type)
        {
            return;
        }

        KnownTypeSymbols known = KnownTypeSymbols.For(model.Compilation);
        if (new TypeParser(known, context.CancellationToken, problems: null).Parse(type) is not { IsStub: false } layout)
        {
            return;
        }

        LockedType current = WireLock.Lock(layout);
        context.RegisterCodeFix(
            CodeAction.Create(
                $"Update the wire-format lock for '{type.Name}'",
                async token =>
                {
                    SourceText text = await lockFile.GetTextAsync(token).ConfigureAwait(false);
                    string updated = WireLock.Update(text.ToString(), current);
                    return context.Document.Project.Solution.WithAdditionalDocumentText(lockFile.Id, SourceText.From(updated, text.Encoding));
                },
                nameof(WireLockCodeFix)),
            context.Diagnostics);
    }
}
