using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Spanwire.CodeFixes;

/// <summary>Small syntax edits shared by the fixes.</summary>
internal static class FixHelpers
{
    public const string BinaryPrimitivesNamespace = "System.Buffers.Binary";

    /// <summary>Replaces <paramref name="oldNode"/> and adds <c>using <paramref name="namespaceName"/>;</c> if the file lacks it.</summary>
    public static async Task<Document> ReplaceAsync(Document document, SyntaxNode oldNode, SyntaxNode newNode, string? namespaceName, CancellationToken cancellationToken)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        root = root.ReplaceNode(oldNode, newNode);
        return document.WithSyntaxRoot(namespaceName is null ? root : AddUsing(root, namespaceName));
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

    public static StatementSyntax Statement(string text, SyntaxNode original)
        => SyntaxFactory.ParseStatement(text).WithTriviaFrom(original);

    /// <summary>Inside a loop, async method, iterator or lambda: places where a new <c>stackalloc</c> would not be safe.</summary>
    public static bool UnsafeForStackalloc(SyntaxNode node, SemanticModel model)
    {
        foreach (SyntaxNode ancestor in node.Ancestors())
        {
            switch (ancestor)
            {
                case ForStatementSyntax or ForEachStatementSyntax or WhileStatementSyntax or DoStatementSyntax:
                case AnonymousFunctionExpressionSyntax:
                    return true;
                case LocalFunctionStatementSyntax or BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    return model.GetDeclaredSymbol(ancestor) is IMethodSymbol { IsAsync: true } || ancestor.DescendantNodes().OfType<YieldStatementSyntax>().Any();
            }
        }

        return false;
    }

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
        SpecialType.System_UInt16 => "UInt16",
        SpecialType.System_Int32 => "Int32",
        SpecialType.System_UInt32 => "UInt32",
        SpecialType.System_Int64 => "Int64",
        SpecialType.System_UInt64 => "UInt64",
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
