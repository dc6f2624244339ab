using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace Spanwire.Generator.Analyzers;

/// <summary>A <c>byte[]</c> parameter of a method of this compilation, by the method's definition and the parameter's position.</summary>
internal readonly record struct CalleeParameter(IMethodSymbol Method, int Ordinal)
{
    public bool Equals(CalleeParameter other) => Ordinal == other.Ordinal && SymbolEqualityComparer.Default.Equals(Method, other.Method);

    public override int GetHashCode() => (SymbolEqualityComparer.Default.GetHashCode(Method) * 31) + Ordinal;
}

/// <summary>A call's argument bound to <paramref name="Parameter"/>, and whether the caller discards what the call returns.</summary>
internal readonly record struct CalleeUse(CalleeParameter Parameter, bool ResultDiscarded);

/// <summary>
/// What every method of the compilation does with its <c>byte[]</c> parameters, gathered as each method body is
/// analyzed (on its own file's semantic model) and read at compilation end: a parameter is temporary when every use
/// of it indexes, measures, copies from or passes it to a span overload, or hands it to a parameter that is temporary
/// in turn. Lets SPW1004 follow an array into a method declared in another file.
/// </summary>
internal sealed class ParameterFacts
{
    /// <summary>How many calls deep a parameter is followed across files.</summary>
    private const int MaxDepth = 4;

    /// <summary>
    /// Per parameter: null when a use escapes; otherwise the parameters in other files it is handed to, and whether the
    /// method returns it (temporary then only for callers that discard the result: XdrReaderWriter.ReadBytes).
    /// </summary>
    private readonly ConcurrentDictionary<CalleeParameter, (List<CalleeUse> HandedTo, bool Returned)?> _facts = new();

    /// <summary>Records the facts of one method body (an operation block action).</summary>
    public void Collect(OperationBlockAnalysisContext context)
    {
        if (context.OwningSymbol is not IMethodSymbol method || !method.Parameters.Any(IsByteArray))
        {
            return;
        }

        foreach (IParameterSymbol parameter in method.Parameters.Where(IsByteArray))
        {
            var elsewhere = new List<CalleeUse>();
            var uses = context.OperationBlocks
                .SelectMany(block => block.DescendantsAndSelf())
                .OfType<IParameterReferenceOperation>()
                .Where(use => SymbolEqualityComparer.Default.Equals(use.Parameter, parameter))
                .Select(use => BufferUses.ClassifyParameterUse(use, elsewhere))
                .ToList();
            _facts[new CalleeParameter(method.OriginalDefinition, parameter.Ordinal)] = uses.Contains(BufferUse.Escapes) ? null : (elsewhere, uses.Contains(BufferUse.Returned));
        }
    }

    /// <summary>Whether every parameter listed is temporary (call at compilation end, when every body has been seen).</summary>
    public bool AllTemporary(IEnumerable<CalleeUse> uses)
        => uses.All(use => IsTemporary(use, [], 0));

    private bool IsTemporary(CalleeUse use, HashSet<CalleeParameter> visiting, int depth)
    {
        // No facts: a body this analysis did not see (generated code, partial without implementation). A cycle or a
        // long chain is not followed further: both answer "not known to be temporary".
        if (depth > MaxDepth || !_facts.TryGetValue(use.Parameter, out var fact) || fact is not var (handedTo, returned)
            || (returned && !use.ResultDiscarded) || !visiting.Add(use.Parameter))
        {
            return false;
        }

        bool temporary = handedTo.All(next => IsTemporary(next, visiting, depth + 1));
        visiting.Remove(use.Parameter);
        return temporary;
    }

    private static bool IsByteArray(IParameterSymbol parameter)
        => parameter is { RefKind: RefKind.None, Type: IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte } };
}
