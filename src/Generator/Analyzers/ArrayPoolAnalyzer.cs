using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// SPW1007: an array rented into a local must go back to the pool exactly once on every path: from a
/// <c>finally</c> block, and not twice. A local that is returned from the method, stored elsewhere, swapped into
/// another local that a <c>finally</c> block returns (rent, grow, swap), or passed to a method of this compilation
/// that returns it from its own <c>finally</c>, hands the array to someone else and is not checked.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ArrayPoolAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = [Descriptors.RentedBufferLeak];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        // Matched by name rather than GetTypeByMetadataName, whose first call in a compilation reads the namespace
        // tables of every referenced assembly: a cost this rule would pay in every build for a type few files use.
        context.RegisterOperationAction(Analyze, OperationKind.Invocation);
    }

    private static void Analyze(OperationAnalysisContext context)
    {
        var rent = (IInvocationOperation)context.Operation;
        if (!IsPoolMethod(rent.TargetMethod, "Rent") || RentedInto(rent) is not { } local)
        {
            return;
        }

        // One walk of the method collects the local's references and counts its initializations.
        IOperation root = OperationFacts.Root(rent);
        var references = new List<ILocalReferenceOperation>();
        int initializations = 0;
        foreach (IOperation operation in root.Descendants())
        {
            if (operation is ILocalReferenceOperation reference && SymbolEqualityComparer.Default.Equals(reference.Local, local))
            {
                references.Add(reference);
            }
            else if (operation is IVariableDeclaratorOperation { Initializer: not null } declarator && SymbolEqualityComparer.Default.Equals(declarator.Symbol, local))
            {
                initializations++;
            }
        }

        if (references.Any(reference => Escapes(reference) || SwappedIntoReturned(reference, root)))
        {
            return;
        }

        var returns = references
            .Select(reference => OperationFacts.Consumer(reference))
            .OfType<IArgumentOperation>()
            .Select(argument => argument.Parent)
            .OfType<IInvocationOperation>()
            .Where(invocation => IsPoolMethod(invocation.TargetMethod, "Return"))
            .ToList();

        // A local that is reassigned (say, to null after an early Return) is guarded by its value; the analysis does
        // not follow values, so it only checks the count when the local holds the rented array throughout.
        int assignments = references.Count(reference => reference.Parent is ISimpleAssignmentOperation assignment && ReferenceEquals(assignment.Target, reference))
            + initializations;
        bool reassigned = assignments > 1;
        string? problem = returns.Count switch
        {
            0 => "is never returned to the pool",
            _ when !reassigned && (returns.Count(r => InFinally(r.Syntax)) > 1
                || (returns.Any(r => InFinally(r.Syntax)) && returns.Any(r => !InFinally(r.Syntax) && !InCatch(r.Syntax)))) => "is returned twice on some path",
            _ when !returns.Any(r => InFinally(r.Syntax)) => "is not returned when an exception or early return leaves the method",
            _ => null,
        };
        if (problem is not null)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.RentedBufferLeak, rent.Syntax.GetLocation(), local.Name, problem));
        }
    }

    private static ILocalSymbol? RentedInto(IInvocationOperation rent)
        => OperationFacts.InitializedLocal(rent)
            ?? (OperationFacts.Consumer(rent) is ISimpleAssignmentOperation { Target: ILocalReferenceOperation target } ? target.Local : null);

    /// <summary>Returned from the method, stored in a field, property or array, or captured: someone else owns it now.</summary>
    private static bool Escapes(ILocalReferenceOperation reference)
        => OperationFacts.Consumer(reference) switch
        {
            IReturnOperation => true,
            ISimpleAssignmentOperation assignment => !ReferenceEquals(assignment.Target, reference) && StoredBeyondLocals(assignment),
            IArgumentOperation { Parent: IObjectCreationOperation } => true,
            IAnonymousFunctionOperation or IDelegateCreationOperation => true,
            IArgumentOperation { Parent: IInvocationOperation handOff } argument => ReturnsInFinally(handOff.TargetMethod, argument.Parameter),
            _ => reference.Syntax.Ancestors().Any(node => node is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax),
        };

    /// <summary>An assignment whose value reaches a field, property or array element, itself or through a chain (<c>_buffer = buffer = larger;</c>).</summary>
    private static bool StoredBeyondLocals(ISimpleAssignmentOperation assignment)
        => assignment.Target is not ILocalReferenceOperation
            || (OperationFacts.Consumer(assignment) is ISimpleAssignmentOperation outer && !ReferenceEquals(outer.Target, assignment) && StoredBeyondLocals(outer));

    /// <summary>
    /// Rent, grow, swap: the array is assigned to another local (<c>buffer = larger;</c>) that a <c>finally</c> block
    /// returns to the pool, which owns it from then on.
    /// </summary>
    private static bool SwappedIntoReturned(ILocalReferenceOperation reference, IOperation root)
        => OperationFacts.Consumer(reference) is ISimpleAssignmentOperation { Target: ILocalReferenceOperation owner } assignment
            && !ReferenceEquals(assignment.Target, reference)
            && root.Descendants().OfType<IInvocationOperation>().Any(invocation => IsPoolMethod(invocation.TargetMethod, "Return")
                && invocation.Arguments.FirstOrDefault()?.Value is ILocalReferenceOperation returned
                && SymbolEqualityComparer.Default.Equals(returned.Local, owner.Local)
                && InFinally(invocation.Syntax));

    /// <summary>
    /// A method of this compilation that returns the array passed as <paramref name="parameter"/> to a pool from its own
    /// <c>finally</c> (an "await, then return the buffer" helper): the rental is handed off to it, and owned there.
    /// </summary>
    private static bool ReturnsInFinally(IMethodSymbol method, IParameterSymbol? parameter)
        => parameter is not null && method.DeclaringSyntaxReferences.Any(reference => reference.GetSyntax()
            .DescendantNodes()
            .OfType<InvocationExpressionSyntax>()
            .Any(invocation => invocation.Expression is MemberAccessExpressionSyntax { Name.Identifier.Text: "Return" }
                && invocation.ArgumentList.Arguments.FirstOrDefault()?.Expression is IdentifierNameSyntax { Identifier.Text: var name } && name == parameter.Name
                && InFinally(invocation)));

    /// <summary><c>System.Buffers.ArrayPool&lt;T&gt;.Rent</c> or <c>Return</c>, on the pool or a type derived from it.</summary>
    private static bool IsPoolMethod(IMethodSymbol method, string name)
    {
        if (method.Name != name)
        {
            return false;
        }

        for (INamedTypeSymbol? type = method.ContainingType; type is not null; type = type.BaseType)
        {
            if (type is { Name: "ArrayPool", Arity: 1, ContainingNamespace: { Name: "Buffers", ContainingNamespace: { Name: "System", ContainingNamespace.IsGlobalNamespace: true } } })
            {
                return true;
            }
        }

        return false;
    }

    private static bool InFinally(SyntaxNode node) => node.Ancestors().Any(ancestor => ancestor is FinallyClauseSyntax);

    private static bool InCatch(SyntaxNode node) => node.Ancestors().Any(ancestor => ancestor is CatchClauseSyntax);
}
