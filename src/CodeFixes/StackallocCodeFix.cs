using System.Collections.Generic;
using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW1004. In synchronous code, <c>var buffer = new byte[16];</c> (or <c>new[] { hi, lo }</c>) becomes
/// <c>Span&lt;byte&gt; buffer = stackalloc byte[16];</c>, and calls that took <c>(buffer, 0, buffer.Length)</c> take the span;
/// an array created inside such a call becomes a <c>stackalloc</c> there, and one passed where an overload takes its
/// bytes one by one (<c>new Guid(a, b, c, new byte[] { … })</c>) becomes those arguments. In async code, where a span cannot live, the
/// array is rented from <c>ArrayPool&lt;byte&gt;.Shared</c> and returned in a <c>finally</c>, when nothing measures it (a
/// rented array may be longer). No fix in loops or lambdas, or where the array goes to a method of this compilation
/// without a span overload (give it one first).
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(StackallocCodeFix)), Shared]
public sealed class StackallocCodeFix : SpanwireCodeFix
{
    private const string Title = "Use a stack or pooled buffer";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.SmallTemporaryArray.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<ExpressionSyntax>(root, context.Span) is not ExpressionSyntax creation
            || model.GetOperation(creation) is not IArrayCreationOperation operation
            || FixHelpers.InLoopOrLambda(creation))
        {
            return;
        }

        string stackText = operation.Initializer is { } initializer
            ? $"stackalloc byte[] {{ {string.Join(", ", initializer.ElementValues.Select(element => element.Syntax.ToString()))} }}"
            : $"stackalloc byte[{operation.DimensionSizes[0].Syntax}]";
        int size = operation.Initializer?.ElementValues.Length ?? (int)operation.DimensionSizes[0].ConstantValue.Value!;
        bool inAsync = OperationFacts.InAsyncOrIterator(creation, model);
        System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? fix = null;
        if (OperationFacts.InitializedLocal(operation) is { } local
            && creation.Parent is EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: LocalDeclarationStatementSyntax { Parent: BlockSyntax } declaration } } })
        {
            var uses = FixHelpers.UsesAfter(declaration, local, model)
                .Select(use => (Name: use, Use: model.GetOperation(use) is { } reference ? BufferUses.Classify(reference, inAsync) : BufferUse.Escapes))
                .ToList();
            fix = inAsync
                ? Rent(context.Document, model, declaration, local, size, uses, operation.Initializer is null)
                : Stack(context.Document, declaration, local, stackText, size, uses);
        }
        else if (operation.Initializer is { } elements && creation.Parent is ArgumentSyntax { Parent: ArgumentListSyntax spliced } passed
            && BufferUses.Classify(operation, allowMemory: false, elsewhere: null, elements.ElementValues.Length) == BufferUse.ElementsOverload)
        {
            // The overload that takes the bytes one by one (new Guid(a, b, c, d0, …, d7)): the initializer's elements
            // become its arguments, and nothing is allocated.
            ArgumentListSyntax expanded = spliced.WithArguments(spliced.Arguments.ReplaceRange(passed,
                elements.ElementValues.Select(element => SyntaxFactory.Argument((ExpressionSyntax)element.Syntax.WithoutTrivia()))));
            fix = token => FixHelpers.ReplaceAsync(context.Document, spliced, expanded, null, token);
        }
        else if (!inAsync && creation.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax or ObjectCreationExpressionSyntax } arguments } argument)
        {
            ExpressionSyntax replacement = SyntaxFactory.ParseExpression(stackText).WithTriviaFrom(creation);
            fix = BufferUses.Classify(operation, allowMemory: false) switch
            {
                BufferUse.SpanOverload => token => FixHelpers.ReplaceAsync(context.Document, creation, replacement, null, token),
                BufferUse.RangeOverload or BufferUse.StartOverload when FixHelpers.FoldRange(arguments, argument, BufferUses.Classify(operation, false) == BufferUse.RangeOverload ? 2 : 1, replacement, size) is var folded
                    && folded.Arguments[arguments.Arguments.IndexOf(argument)].Expression.IsEquivalentTo(replacement)
                    => token => FixHelpers.ReplaceAsync(context.Document, arguments, folded, null, token),
                _ => null,
            };
        }

        if (fix is not null)
        {
            context.RegisterCodeFix(CodeAction.Create(Title, fix, nameof(StackallocCodeFix)), context.Diagnostics);
        }
    }

    private static System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? Stack(
        Document document, LocalDeclarationStatementSyntax declaration, ILocalSymbol local, string stackText, int size, List<(IdentifierNameSyntax Name, BufferUse Use)> uses)
    {
        if (uses.Any(use => use.Use is BufferUse.Escapes or BufferUse.SourceMethod))
        {
            return null;
        }

        return token => FixHelpers.EditAsync(
            document,
            editor =>
            {
                editor.ReplaceNode(declaration, FixHelpers.NewStatement($"Span<byte> {local.Name} = {stackText};").WithTriviaFrom(declaration));
                foreach (var (name, use) in uses)
                {
                    if (use is BufferUse.RangeOverload or BufferUse.StartOverload && name.Parent is ArgumentSyntax { Parent: ArgumentListSyntax arguments } argument)
                    {
                        editor.ReplaceNode(arguments, FixHelpers.FoldRange(arguments, argument, use == BufferUse.RangeOverload ? 2 : 1, name, size));
                    }
                }
            },
            token,
            "System");
    }

    /// <summary>A rented array is at least as long: fine for indexing and explicit counts, wrong wherever its length is read.</summary>
    private static System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? Rent(
        Document document, SemanticModel model, LocalDeclarationStatementSyntax declaration, ILocalSymbol local, int size, List<(IdentifierNameSyntax Name, BufferUse Use)> uses, bool uninitialized)
    {
        bool exactLengthNeeded = uses.Any(use => use.Use switch
        {
            BufferUse.Element or BufferUse.StartOverload => false,
            BufferUse.Span => !ReadsFixedPrefix(use.Name, model),
            BufferUse.RangeOverload => use.Name.Parent is ArgumentSyntax { Parent: ArgumentListSyntax arguments } argument
                && arguments.Arguments.Skip(arguments.Arguments.IndexOf(argument) + 1).Take(2).Any(count => count.Expression is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" }),
            BufferUse.SourceMethod => use.Name.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax call } }
                && model.GetOperation(call) is IInvocationOperation invocation
                && invocation.Arguments.FirstOrDefault(argument => argument.Syntax == use.Name.Parent) is { Parameter: { } parameter }
                && BufferUses.MeasuresParameter(invocation.TargetMethod, parameter),
            _ => true,
        });
        if (!uninitialized || exactLengthNeeded)
        {
            return null;
        }

        var block = (BlockSyntax)declaration.Parent!;
        var rest = block.Statements.SkipWhile(statement => statement != declaration).Skip(1).ToList();
        string type = declaration.Declaration.Type.ToString();
        return token => FixHelpers.EditAsync(
            document,
            editor =>
            {
                var guarded = (TryStatementSyntax)SyntaxFactory.ParseStatement(
                    $"try\n{{\n}}\nfinally\n{{\n    ArrayPool<byte>.Shared.Return({local.Name});\n}}\n");
                guarded = guarded
                    .WithBlock(guarded.Block.WithStatements(SyntaxFactory.List(rest.Select(statement => statement.WithAdditionalAnnotations(Microsoft.CodeAnalysis.Formatting.Formatter.Annotation)))))
                    .WithLeadingTrivia(SyntaxFactory.ElasticMarker)
                    .WithAdditionalAnnotations(Microsoft.CodeAnalysis.Formatting.Formatter.Annotation);
                editor.ReplaceNode(declaration, FixHelpers.NewStatement($"{type} {local.Name} = ArrayPool<byte>.Shared.Rent({size});").WithTriviaFrom(declaration));
                foreach (StatementSyntax statement in rest.Skip(1))
                {
                    editor.RemoveNode(statement);
                }

                if (rest.Count > 0)
                {
                    editor.ReplaceNode(rest[0], guarded);
                }
            },
            token,
            "System.Buffers");
    }

    /// <summary>Passed as a span to <c>BinaryPrimitives</c> or <c>BitConverter</c>, which read or write a fixed-size prefix.</summary>
    private static bool ReadsFixedPrefix(IdentifierNameSyntax use, SemanticModel model)
        => use.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax call } }
            && model.GetSymbolInfo(call).Symbol is IMethodSymbol { ContainingType.Name: "BinaryPrimitives" or "BitConverter" };
}
