using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace Spanwire.Generator.Analyzers;

/// <summary>Questions the allocation analyzers ask of the operation tree around a value.</summary>
internal static class OperationFacts
{
    /// <summary>The operation of the whole method, property accessor, lambda or local function body.</summary>
    public static IOperation Root(IOperation operation)
    {
        IOperation current = operation;
        while (current.Parent is { } parent)
        {
            current = parent;
        }

        return current;
    }

    /// <summary>Every read or write of <paramref name="local"/> within <paramref name="root"/>.</summary>
    public static List<ILocalReferenceOperation> References(IOperation root, ILocalSymbol local)
        => root.Descendants().OfType<ILocalReferenceOperation>().Where(reference => SymbolEqualityComparer.Default.Equals(reference.Local, local)).ToList();

    /// <summary>The value's use, seen through conversions and parentheses.</summary>
    public static IOperation? Consumer(IOperation value)
    {
        IOperation? parent = value.Parent;
        while (parent is IConversionOperation or IParenthesizedOperation)
        {
            parent = parent.Parent;
        }

        return parent;
    }

    /// <summary>The local a value initializes directly (<c>var x = value;</c>), if any.</summary>
    public static ILocalSymbol? InitializedLocal(IOperation value)
        => Consumer(value) is IVariableInitializerOperation { Parent: IVariableDeclaratorOperation declarator } ? declarator.Symbol : null;

    /// <summary>Whether a value is consumed where it is made: passed to a call, indexed, measured, or held in a local used only so.</summary>
    public static bool UsedOnlyLocally(IOperation value)
    {
        if (InitializedLocal(value) is { } local)
        {
            var references = References(Root(value), local);
            return references.Count > 0 && references.All(IsLocalUse);
        }

        return IsLocalUse(value);
    }

    private static bool IsLocalUse(IOperation value)
    {
        IOperation? consumer = Consumer(value);
        return consumer switch
        {
            IArgumentOperation { Parent: IInvocationOperation } => true,
            IArrayElementReferenceOperation => true,
            IPropertyReferenceOperation { Property.Name: "Length" } => true,
            IInvocationOperation invocation when invocation.Instance is not null => true,
            _ => false,
        };
    }

    /// <summary>Inside an async method, iterator or lambda: places where <c>stackalloc</c> cannot simply replace an array.</summary>
    public static bool InAsyncOrIterator(SyntaxNode node, SemanticModel model)
    {
        foreach (SyntaxNode ancestor in node.Ancestors())
        {
            switch (ancestor)
            {
                case AnonymousFunctionExpressionSyntax lambda:
                    return lambda.AsyncKeyword != default;
                case LocalFunctionStatementSyntax or BaseMethodDeclarationSyntax or AccessorDeclarationSyntax:
                    return model.GetDeclaredSymbol(ancestor) is IMethodSymbol { IsAsync: true }
                        || ancestor.DescendantNodes().OfType<YieldStatementSyntax>().Any();
            }
        }

        return false;
    }
}
