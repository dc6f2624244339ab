using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Parsing;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW0001: makes the <c>[BinarySerializable]</c> type partial, with every type that contains it (the diagnostic names
/// the one that is not; all of them must be, so one fix settles each of those diagnostics).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(PartialCodeFix)), Shared]
public sealed class PartialCodeFix : SpanwireCodeFix
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.NotPartial.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        var declarations = root.FindNode(context.Span).AncestorsAndSelf().OfType<TypeDeclarationSyntax>()
            .Where(declaration => !declaration.Modifiers.Any(SyntaxKind.PartialKeyword))
            .ToList();
        if (declarations.Count == 0)
        {
            return;
        }

        context.RegisterCodeFix(
            CodeAction.Create(
                declarations.Count == 1 ? $"Make '{declarations[0].Identifier.Text}' partial" : "Make the type and the types containing it partial",
                token => FixHelpers.EditAsync(context.Document, editor =>
                {
                    foreach (TypeDeclarationSyntax declaration in declarations)
                    {
                        // 'partial' comes last among the modifiers, right before the keyword.
                        editor.ReplaceNode(declaration, (current, _) => ((TypeDeclarationSyntax)current).AddModifiers(SyntaxFactory.Token(SyntaxKind.PartialKeyword)));
                    }
                }, token),
                nameof(PartialCodeFix)),
            context.Diagnostics);
    }
}

/// <summary>SPW0002 (a member whose type Spanwire cannot serialize): marks the member <c>[BinaryIgnore]</c>.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(BinaryIgnoreCodeFix)), Shared]
public sealed class BinaryIgnoreCodeFix : SpanwireCodeFix
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.UnsupportedMemberType.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        // The same ID also says a member's [BinarySerializable] type has errors of its own: those are fixed there.
        if (context.Diagnostics[0].Descriptor.MessageFormat.ToString(System.Globalization.CultureInfo.InvariantCulture)
            != Descriptors.UnsupportedMemberType.MessageFormat.ToString(System.Globalization.CultureInfo.InvariantCulture))
        {
            return;
        }

        SyntaxNode? member = root.FindNode(context.Span).AncestorsAndSelf().FirstOrDefault(node => node
            is PropertyDeclarationSyntax or ParameterSyntax or FieldDeclarationSyntax { Declaration.Variables.Count: 1 });
        if (member is null)
        {
            return;
        }

        bool imported = root.DescendantNodes().OfType<UsingDirectiveSyntax>().Any(directive => directive.Name?.ToString() == "Spanwire")
            || member.Ancestors().OfType<BaseNamespaceDeclarationSyntax>().Any(space => space.Name.ToString().StartsWith("Spanwire", System.StringComparison.Ordinal));
        AttributeListSyntax ignore = SyntaxFactory.AttributeList(SyntaxFactory.SingletonSeparatedList(
            SyntaxFactory.Attribute(SyntaxFactory.ParseName(imported ? "BinaryIgnore" : "Spanwire.BinaryIgnore"))));
        context.RegisterCodeFix(
            CodeAction.Create(
                "Leave the member off the wire with [BinaryIgnore]",
                token => FixHelpers.EditAsync(context.Document, editor => editor.ReplaceNode(member, (current, _) => Ignored(current, ignore)), token),
                nameof(BinaryIgnoreCodeFix)),
            context.Diagnostics);
    }

    private static SyntaxNode Ignored(SyntaxNode member, AttributeListSyntax ignore)
        => (member switch
        {
            PropertyDeclarationSyntax property => property.AddAttributeLists(ignore),
            FieldDeclarationSyntax field => field.AddAttributeLists(ignore),
            ParameterSyntax parameter => parameter.AddAttributeLists(ignore.WithTrailingTrivia(SyntaxFactory.Space)),
            _ => member,
        }).WithAdditionalAnnotations(Formatter.Annotation);
}

/// <summary>SPW0013 (a required member marked [BinaryIgnore]): removes <c>required</c>, keeping the member off the wire.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(RequiredIgnoredCodeFix)), Shared]
public sealed class RequiredIgnoredCodeFix : SpanwireCodeFix
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.RequiredMemberIgnored.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (root.FindNode(context.Span).AncestorsAndSelf().OfType<MemberDeclarationSyntax>().FirstOrDefault(node => node is PropertyDeclarationSyntax or FieldDeclarationSyntax) is not { } member
            || !member.Modifiers.Any(SyntaxKind.RequiredKeyword))
        {
            return;
        }

        context.RegisterCodeFix(
            CodeAction.Create(
                "Remove 'required' from the ignored member",
                token => FixHelpers.EditAsync(context.Document, editor => editor.ReplaceNode(member, (current, _) => WithoutRequired((MemberDeclarationSyntax)current)), token),
                nameof(RequiredIgnoredCodeFix)),
            context.Diagnostics);
    }

    private static MemberDeclarationSyntax WithoutRequired(MemberDeclarationSyntax member)
    {
        SyntaxToken required = member.Modifiers.First(modifier => modifier.IsKind(SyntaxKind.RequiredKeyword));
        SyntaxTokenList modifiers = member.Modifiers.Remove(required);

        // The keyword's leading trivia (indentation, or a comment when it came first) goes to what follows it.
        return modifiers.Count == member.Modifiers.IndexOf(required)
            ? member.WithModifiers(modifiers).WithLeadingTrivia(member.GetLeadingTrivia())
            : member.WithModifiers(modifiers.Replace(modifiers[member.Modifiers.IndexOf(required)], modifiers[member.Modifiers.IndexOf(required)].WithLeadingTrivia(required.LeadingTrivia)));
    }
}

/// <summary>
/// SPW0012 (serialized members in several parts): moves every serialized member declared outside the part that
/// carries <c>[BinarySerializable]</c> into that part, after its last serialized member and in their order, so one part defines the
/// wire order. The members keep their attributes, comments and initializers.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(OnePartCodeFix)), Shared]
public sealed class OnePartCodeFix : CodeFixProvider
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.MembersInSeveralParts.Id];

    /// <inheritdoc />
    /// <remarks>The fix edits two documents; the batch fixer merges the edits of several types' fixes.</remarks>
    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    /// <inheritdoc />
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        SyntaxNode? root = await context.Document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false);
        SemanticModel? model = await context.Document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false);
        if (root?.FindNode(context.Span) is not { } flagged || model?.GetDeclaredSymbol(flagged, context.CancellationToken) is not { ContainingType: { } type })
        {
            return;
        }

        // The parser's own rule and order; the part in charge is the one carrying [BinarySerializable] when it has
        // serialized members (where the user declared the layout), else the first.
        KnownTypeSymbols known = KnownTypeSymbols.For(model.Compilation);
        var serialized = MemberSelection.InDeclarationOrder(type).Where(member => MemberSelection.RoleOf(member, known) == MemberRole.Serialized).ToList();
        SyntaxTree? attributed = type.GetAttributes().FirstOrDefault(attribute => SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, known.BinarySerializable))?.ApplicationSyntaxReference?.SyntaxTree;
        SyntaxTree? inCharge = serialized.Any(member => member.Locations[0].SourceTree == attributed) ? attributed : serialized.FirstOrDefault()?.Locations[0].SourceTree;
        SyntaxReference? anchor = serialized.LastOrDefault(member => member.Locations[0].SourceTree == inCharge)?.DeclaringSyntaxReferences.FirstOrDefault();
        var moved = serialized.Where(member => member.Locations[0].SourceTree != inCharge)
            .Select(member => MemberDeclaration(member.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(context.CancellationToken)))
            .Distinct()
            .ToList();
        if (anchor is null || moved.Count == 0 || moved.Any(member => member is null)
            || MemberDeclaration(anchor.GetSyntax(context.CancellationToken)) is not { Parent: TypeDeclarationSyntax } anchorMember)
        {
            return; // a positional parameter or a multi-variable field: nothing this fix can move whole
        }

        context.RegisterCodeFix(
            CodeAction.Create(
                $"Move the serialized members of '{type.Name}' into one part",
                token => MoveAsync(context.Document.Project.Solution, anchorMember, moved!, token),
                nameof(OnePartCodeFix)),
            context.Diagnostics);
    }

    /// <summary>The declaration a member's syntax sits in, when it declares that member alone.</summary>
    private static MemberDeclarationSyntax? MemberDeclaration(SyntaxNode? node) => node switch
    {
        PropertyDeclarationSyntax property => property,
        VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: FieldDeclarationSyntax field } } => field,
        _ => null,
    };

    private static async Task<Solution> MoveAsync(Solution solution, MemberDeclarationSyntax anchor, List<MemberDeclarationSyntax> moved, CancellationToken cancellationToken)
    {
        foreach (var removals in moved.GroupBy(member => member.SyntaxTree))
        {
            Document source = solution.GetDocument(removals.Key)!;
            SyntaxNode root = (await source.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
            solution = solution.WithDocumentSyntaxRoot(source.Id, root.RemoveNodes(removals, SyntaxRemoveOptions.KeepNoTrivia)!);
        }

        Document target = solution.GetDocument(anchor.SyntaxTree)!;
        var editor = new SyntaxEditor((await target.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!, solution.Services);
        editor.InsertAfter(anchor, moved.Select(member => member.WithAdditionalAnnotations(Formatter.Annotation)));
        Document edited = target.WithSyntaxRoot(editor.GetChangedRoot());
        return (await Formatter.FormatAsync(edited, Formatter.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false)).Project.Solution;
    }
}
