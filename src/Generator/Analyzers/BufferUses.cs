using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace Spanwire.Generator.Analyzers;

/// <summary>How a small byte array is used, seen from one reference to it (or from the array creation itself).</summary>
internal enum BufferUse
{
    /// <summary>Stored, returned, captured or handed to a method that may keep it: not a temporary.</summary>
    Escapes,

    /// <summary><c>buffer[i]</c>, read or written.</summary>
    Element,

    /// <summary><c>buffer.Length</c>.</summary>
    Length,

    /// <summary>Converted to <c>Span&lt;byte&gt;</c> or <c>ReadOnlySpan&lt;byte&gt;</c>.</summary>
    Span,

    /// <summary>Passed where an overload takes a span in the same position: a span argument picks it.</summary>
    SpanOverload,

    /// <summary>Passed as <c>(buffer, offset, count)</c> where an overload takes one span instead of the three.</summary>
    RangeOverload,

    /// <summary>Passed as <c>(buffer, index)</c> where an overload takes one span instead of the two (<c>BitConverter.ToInt32</c>).</summary>
    StartOverload,

    /// <summary>Passed to a method of this compilation that only indexes, measures or passes on its <c>byte[]</c> parameter.</summary>
    SourceMethod,
}

/// <summary>Classifies the uses of a small byte array, for SPW1004 and its fix.</summary>
internal static class BufferUses
{
    /// <summary>What <paramref name="value"/>'s consumer does with it. Memory overloads count only where an await can use them.</summary>
    public static BufferUse Classify(IOperation value, bool allowMemory) => Classify(value, allowMemory, depth: 0, elsewhere: null);

    /// <summary>
    /// As <see cref="Classify(IOperation, bool)"/>, but a method declared in another file counts as
    /// <see cref="BufferUse.SourceMethod"/> on condition: its parameter is added to <paramref name="elsewhere"/>, for
    /// <see cref="ParameterFacts"/> to settle once every method of the compilation has been seen.
    /// </summary>
    public static BufferUse Classify(IOperation value, bool allowMemory, List<CalleeParameter> elsewhere) => Classify(value, allowMemory, depth: 0, elsewhere);

    private static BufferUse Classify(IOperation value, bool allowMemory, int depth, List<CalleeParameter>? elsewhere)
    {
        if (value.Parent is IConversionOperation conversion && IsSpanLike(conversion.Type, allowMemory: false))
        {
            return BufferUse.Span;
        }

        return OperationFacts.Consumer(value) switch
        {
            // buffer[a..b] copies into a new array, which a span slice could not stand in for.
            IArrayElementReferenceOperation element when ReferenceEquals(element.ArrayReference, value)
                => element.Indices.Any(index => index.Type?.Name == "Range") ? BufferUse.Escapes : BufferUse.Element,
            IPropertyReferenceOperation { Property.Name: "Length" } => BufferUse.Length,
            IArgumentOperation { Parameter: { RefKind: RefKind.None } parameter, Parent: IInvocationOperation or IObjectCreationOperation } argument
                => ArgumentUse(Target(argument.Parent!), parameter, allowMemory, value.SemanticModel, depth, elsewhere),
            _ => BufferUse.Escapes,
        };
    }

    /// <summary>Whether a method of this compilation reads <c>parameter.Length</c> (a rented, longer array would change it).</summary>
    public static bool MeasuresParameter(IMethodSymbol method, IParameterSymbol parameter)
        => ParameterUses(method, parameter).Any(use => use.Parent is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" });

    private static IMethodSymbol? Target(IOperation call) => call switch
    {
        IInvocationOperation invocation => invocation.TargetMethod,
        IObjectCreationOperation creation => creation.Constructor,
        _ => null,
    };

    private static BufferUse ArgumentUse(IMethodSymbol? method, IParameterSymbol parameter, bool allowMemory, SemanticModel? model, int depth, List<CalleeParameter>? elsewhere)
    {
        if (method is null)
        {
            return BufferUse.Escapes;
        }

        var parameters = method.Parameters;
        int at = parameter.Ordinal;
        bool IsInt(int index) => index < parameters.Length && parameters[index].Type.SpecialType == SpecialType.System_Int32;
        foreach (IMethodSymbol overload in Overloads(method))
        {
            var other = overload.Parameters;
            if (Matches(other, parameters, at, 0, allowMemory))
            {
                return BufferUse.SpanOverload;
            }

            if (IsInt(at + 1) && IsInt(at + 2) && Matches(other, parameters, at, 2, allowMemory))
            {
                return BufferUse.RangeOverload;
            }

            if (IsInt(at + 1) && Matches(other, parameters, at, 1, allowMemory))
            {
                return BufferUse.StartOverload;
            }
        }

        return OnlyUsedLocally(method, method.Parameters[at], model, depth, elsewhere) ? BufferUse.SourceMethod : BufferUse.Escapes;
    }

    /// <summary>
    /// A method whose every use of the parameter is itself a temporary use (followed two calls deep; the method may be
    /// async, so Memory overloads count there). A method in this file is read here; one in another file is added to
    /// <paramref name="elsewhere"/> when the caller collects them (analyzers do not read other files' semantic
    /// models), and is not followed otherwise. A call that may dispatch to an override is not followed at all.
    /// </summary>
    private static bool OnlyUsedLocally(IMethodSymbol method, IParameterSymbol parameter, SemanticModel? model, int depth, List<CalleeParameter>? elsewhere)
    {
        if (model is null || depth >= 2 || method.DeclaringSyntaxReferences.Length == 0 || parameter.Type is not IArrayTypeSymbol || MayDispatchElsewhere(method))
        {
            return false;
        }

        foreach (SyntaxReference reference in method.DeclaringSyntaxReferences)
        {
            if (reference.SyntaxTree != model.SyntaxTree)
            {
                if (elsewhere is null)
                {
                    return false;
                }

                elsewhere.Add(new CalleeParameter(method.OriginalDefinition, parameter.Ordinal));
                continue;
            }

            if (model.GetOperation(reference.GetSyntax()) is not { } body)
            {
                return false;
            }

            if (body.Descendants().OfType<IParameterReferenceOperation>()
                .Where(use => SymbolEqualityComparer.Default.Equals(use.Parameter, parameter))
                .Any(use => Classify(use, allowMemory: true, depth + 1, elsewhere) == BufferUse.Escapes))
            {
                return false;
            }
        }

        return true;
    }

    private static bool MayDispatchElsewhere(IMethodSymbol method)
        => method.IsAbstract || method.IsVirtual || (method.IsOverride && !method.IsSealed && !method.ContainingType.IsSealed);

    /// <summary>
    /// The overload has a span at <paramref name="at"/> in place of the array and <paramref name="dropped"/> ints after
    /// it, the same types elsewhere, and perhaps optional parameters at the end (<c>WriteAsync(ReadOnlyMemory&lt;byte&gt;, CancellationToken = default)</c>).
    /// </summary>
    private static bool Matches(System.Collections.Immutable.ImmutableArray<IParameterSymbol> overload, System.Collections.Immutable.ImmutableArray<IParameterSymbol> original, int at, int dropped, bool allowMemory)
    {
        int expected = original.Length - dropped;
        if (overload.Length < expected || at >= overload.Length || !IsSpanLike(overload[at].Type, allowMemory)
            || overload.Skip(expected).Any(extra => !extra.IsOptional))
        {
            return false;
        }

        for (int i = 0; i < expected; i++)
        {
            int source = i < at ? i : i + dropped;
            if (i != at && !SymbolEqualityComparer.Default.Equals(overload[i].Type, original[source].Type))
            {
                return false;
            }
        }

        return true;
    }

    private static System.Collections.Generic.IEnumerable<IMethodSymbol> Overloads(IMethodSymbol method)
    {
        if (method.MethodKind == MethodKind.Constructor)
        {
            return method.ContainingType.InstanceConstructors.Where(constructor => !SymbolEqualityComparer.Default.Equals(constructor, method));
        }

        return BaseTypesAndSelf(method.ContainingType)
            .SelectMany(type => type.GetMembers(method.Name).OfType<IMethodSymbol>())
            .Where(overload => overload.IsStatic == method.IsStatic && !SymbolEqualityComparer.Default.Equals(overload.OriginalDefinition, method.OriginalDefinition));
    }

    private static System.Collections.Generic.IEnumerable<INamedTypeSymbol> BaseTypesAndSelf(INamedTypeSymbol? type)
    {
        for (; type is not null; type = type.BaseType)
        {
            yield return type;
        }
    }

    private static bool IsSpanLike(ITypeSymbol? type, bool allowMemory)
        => type is INamedTypeSymbol { IsGenericType: true, TypeArguments: [{ SpecialType: SpecialType.System_Byte }] } named
            && named.ContainingNamespace?.ToDisplayString() == "System"
            && (named.Name is "Span" or "ReadOnlySpan" || (allowMemory && named.Name is "Memory" or "ReadOnlyMemory"));

    /// <summary>Every mention of the parameter in the method's own body.</summary>
    private static System.Collections.Generic.IEnumerable<IdentifierNameSyntax> ParameterUses(IMethodSymbol method, IParameterSymbol parameter)
        => method.DeclaringSyntaxReferences
            .Select(reference => reference.GetSyntax())
            .SelectMany(declaration => declaration.DescendantNodes())
            .OfType<IdentifierNameSyntax>()
            .Where(name => name.Identifier.ValueText == parameter.Name);
}
