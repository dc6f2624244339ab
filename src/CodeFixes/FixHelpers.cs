using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;

namespace Spanwire.CodeFixes;

/// <summary>Small syntax edits shared by the fixes.</summary>
internal static class FixHelpers
{
    public const string BinaryPrimitivesNamespace = "System.Buffers.Binary";

    /// <summary>Replaces <paramref name="oldNode"/> and adds <c>using <paramref name="namespaceName"/>;</c> if the file lacks it.</summary>
    public static Task<Document> ReplaceAsync(Document document, SyntaxNode oldNode, SyntaxNode newNode, string? namespaceName, CancellationToken cancellationToken)
        => EditAsync(document, editor => editor.ReplaceNode(oldNode, newNode.WithAdditionalAnnotations(Formatter.Annotation)), cancellationToken, namespaceName);

    /// <summary>Applies several edits to one document, formats what they inserted and adds the usings the new code needs.</summary>
    public static async Task<Document> EditAsync(Document document, Action<SyntaxEditor> edit, CancellationToken cancellationToken, params string?[] namespaces)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        var editor = new SyntaxEditor(root, document.Project.Solution.Services);
        edit(editor);
        SyntaxNode changed = editor.GetChangedRoot();
        foreach (string? namespaceName in namespaces)
        {
            if (namespaceName is not null)
            {
                changed = AddUsing(changed, namespaceName);
            }
        }

        return await Formatter.FormatAsync(document.WithSyntaxRoot(changed), Formatter.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
    }

    /// <summary>How to remove <paramref name="statement"/> so that the comments above it stay: they move to the next statement.</summary>
    public static SyntaxRemoveOptions KeepingComments(SyntaxNode statement)
        => statement.GetLeadingTrivia().Any(trivia => trivia.IsKind(SyntaxKind.SingleLineCommentTrivia) || trivia.IsKind(SyntaxKind.MultiLineCommentTrivia))
            ? SyntaxRemoveOptions.KeepLeadingTrivia | SyntaxRemoveOptions.KeepUnbalancedDirectives
            : SyntaxRemoveOptions.KeepUnbalancedDirectives;

    /// <summary>A statement parsed from text, marked for formatting.</summary>
    public static StatementSyntax NewStatement(string text)
        => SyntaxFactory.ParseStatement(text).WithLeadingTrivia(SyntaxFactory.ElasticMarker).WithTrailingTrivia(SyntaxFactory.LineFeed).WithAdditionalAnnotations(Formatter.Annotation);

    /// <summary>
    /// The statement reverses <paramref name="local"/> in place: <c>Array.Reverse(local);</c> or
    /// <c>if (BitConverter.IsLittleEndian) Array.Reverse(local);</c>, with or without braces.
    /// </summary>
    public static bool IsReverseOf(StatementSyntax statement, string local, SemanticModel model)
    {
        if (statement is IfStatementSyntax { Else: null } guard
            && model.GetSymbolInfo(guard.Condition).Symbol is IFieldSymbol { Name: "IsLittleEndian", ContainingType.Name: "BitConverter" })
        {
            statement = guard.Statement is BlockSyntax { Statements: [var only] } ? only : guard.Statement;
        }

        return statement is ExpressionStatementSyntax { Expression: InvocationExpressionSyntax { ArgumentList.Arguments: [{ Expression: IdentifierNameSyntax name }] } reverse }
            && name.Identifier.ValueText == local
            && model.GetSymbolInfo(reverse).Symbol is IMethodSymbol { Name: "Reverse", ContainingType.SpecialType: SpecialType.System_Array };
    }

    /// <summary>Every mention of <paramref name="local"/> after <paramref name="declaration"/> in its block.</summary>
    public static System.Collections.Generic.List<IdentifierNameSyntax> UsesAfter(LocalDeclarationStatementSyntax declaration, ILocalSymbol local, SemanticModel model)
        => ((BlockSyntax)declaration.Parent!).Statements
            .SkipWhile(statement => statement != declaration)
            .Skip(1)
            .SelectMany(statement => statement.DescendantNodes().OfType<IdentifierNameSyntax>())
            .Where(name => name.Identifier.ValueText == local.Name && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(name).Symbol, local))
            .ToList();

    /// <summary>Whether a method named <paramref name="method"/> exists on <paramref name="type"/> in this compilation.</summary>
    public static bool Has(Compilation compilation, string type, string method)
        => compilation.GetTypeByMetadataName(type)?.GetMembers(method).Length > 0;

    /// <summary>
    /// The arguments with the array <paramref name="array"/> and the offset/count (or start) that follow it folded into
    /// one span argument: <c>(b, 0, b.Length)</c> becomes <c>(b)</c>, <c>(b, o, c)</c> becomes <c>(b.Slice(o, c))</c>.
    /// </summary>
    public static ArgumentListSyntax FoldRange(ArgumentListSyntax arguments, ArgumentSyntax array, int folded, ExpressionSyntax span, int? knownLength)
    {
        int at = arguments.Arguments.IndexOf(array);
        var following = arguments.Arguments.Skip(at + 1).Take(folded).Select(argument => argument.Expression).ToList();
        bool whole = following.Count > 0 && following[0] is LiteralExpressionSyntax { Token.ValueText: "0" }
            && (following.Count == 1 || following[1] is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" } || (knownLength is int length && following[1] is LiteralExpressionSyntax literal && literal.Token.Value is int count && count == length));
        ExpressionSyntax replacement = whole ? span : SyntaxFactory.ParseExpression($"{span}.Slice({string.Join(", ", following)})");
        var kept = arguments.Arguments.Take(at).Append(array.WithExpression(replacement)).Concat(arguments.Arguments.Skip(at + 1 + folded));
        return arguments.WithArguments(SyntaxFactory.SeparatedList(kept));
    }

    /// <summary>In a loop or lambda, where a <c>stackalloc</c> would pile up or cannot live.</summary>
    public static bool InLoopOrLambda(SyntaxNode node)
    {
        foreach (SyntaxNode ancestor in node.Ancestors())
        {
            switch (ancestor)
            {
                case ForStatementSyntax or ForEachStatementSyntax or WhileStatementSyntax or DoStatementSyntax or AnonymousFunctionExpressionSyntax:
                    return true;
                case LocalFunctionStatementSyntax or BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    return false;
            }
        }

        return false;
    }

    public static SyntaxNode AddUsing(SyntaxNode root, string namespaceName)
    {
        if (root is not CompilationUnitSyntax unit || unit.Usings.Any(u => u.Name?.ToString() == namespaceName))
        {
            return root;
        }

        UsingDirectiveSyntax directive = SyntaxFactory.ParseCompilationUnit($"using {namespaceName};\n").Usings[0];
        int index = unit.Usings.TakeWhile(u => string.CompareOrdinal(u.Name?.ToString(), namespaceName) < 0).Count();
        return unit.WithUsings(unit.Usings.Insert(index, directive));
    }

    /// <summary>The innermost node of type <typeparamref name="T"/> whose span is the diagnostic's (an argument and its expression share one).</summary>
    public static T? Find<T>(SyntaxNode root, Microsoft.CodeAnalysis.Text.TextSpan span)
        where T : SyntaxNode
        => root.FindNode(span).DescendantNodesAndSelf().OfType<T>().FirstOrDefault(node => node.Span == span);

    /// <summary>A fresh local name near <paramref name="position"/>.</summary>
    public static string FreshName(SemanticModel model, int position, string baseName)
    {
        string name = baseName;
        for (int i = 2; model.LookupSymbols(position, name: name).Any(); i++)
        {
            name = baseName + i.ToString(System.Globalization.CultureInfo.InvariantCulture);
        }

        return name;
    }

    /// <summary>The BinaryPrimitives name of a value type, or null for types it has no method for.</summary>
    public static string? PrimitiveName(ITypeSymbol? type) => type?.SpecialType switch
    {
        SpecialType.System_Int16 => "Int16",
        SpecialType.System_UInt16 or SpecialType.System_Char => "UInt16",
        SpecialType.System_Int32 => "Int32",
        SpecialType.System_UInt32 => "UInt32",
        SpecialType.System_Int64 => "Int64",
        SpecialType.System_UInt64 => "UInt64",
        SpecialType.System_Single => "Single",
        SpecialType.System_Double => "Double",
        _ => null,
    };

    public static int SizeOf(ITypeSymbol? type) => type?.SpecialType switch
    {
        SpecialType.System_Boolean or SpecialType.System_Byte or SpecialType.System_SByte => 1,
        SpecialType.System_Int16 or SpecialType.System_UInt16 or SpecialType.System_Char => 2,
        SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Single => 4,
        SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Double => 8,
        _ => 0,
    };
}
