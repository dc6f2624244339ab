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

    /// <summary>
    /// Passed as <c>(buffer, offset, count)</c> to an interface or overridable <c>Read…</c> or <c>Write…</c> method with no
    /// span overload: <see cref="System.IO.Stream"/>'s contract, under which the callee keeps no reference once it returns.
    /// </summary>
    StreamContract,

    /// <summary>Passed where an overload takes the same bytes one by one (<c>new Guid(int, short, short, byte, …, byte)</c>).</summary>
    ElementsOverload,

    /// <summary>Compared with null.</summary>
    NullCheck,

    /// <summary>A parameter returned by its method: temporary for a caller that discards the result.</summary>
    Returned,
}

/// <summary>Classifies the uses of a small byte array, for SPW1004 and its fix.</summary>
internal static class BufferUses
{
    /// <summary>What <paramref name="value"/>'s consumer does with it. Memory overloads count only where an await can use them.</summary>
    public static BufferUse Classify(IOperation value, bool allowMemory) => Classify(value, allowMemory, elsewhere: null);

    /// <summary>
    /// As <see cref="Classify(IOperation, bool)"/>, but a method declared in another file counts as
    /// <see cref="BufferUse.SourceMethod"/> on condition: its parameter is added to <paramref name="elsewhere"/>, for
    /// <see cref="ParameterFacts"/> to settle once every method of the compilation has been seen.
    /// <paramref name="size"/>, when known, lets an overload taking that many bytes one by one stand in for the array.
    /// </summary>
    public static BufferUse Classify(IOperation value, bool allowMemory, List<CalleeUse>? elsewhere, int size = 0)
        => Classify(value, allowMemory, depth: 0, elsewhere, size) is var use && use == BufferUse.Returned ? BufferUse.Escapes : use;

    /// <summary>A use of a method's own parameter, where <c>return parameter;</c> is <see cref="BufferUse.Returned"/>.</summary>
    public static BufferUse ClassifyParameterUse(IOperation use, List<CalleeUse> elsewhere) => Classify(use, allowMemory: true, depth: 0, elsewhere, size: 0);

    private static BufferUse Classify(IOperation value, bool allowMemory, int depth, List<CalleeUse>? elsewhere, int size)
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
            IConditionalAccessOperation { WhenNotNull: IPropertyReferenceOperation { Property.Name: "Length" } } access when ReferenceEquals(access.Operation, value) => BufferUse.Length,
            IBinaryOperation { OperatorKind: BinaryOperatorKind.Equals or BinaryOperatorKind.NotEquals } comparison
                when comparison.LeftOperand.ConstantValue is { HasValue: true, Value: null } || comparison.RightOperand.ConstantValue is { HasValue: true, Value: null } => BufferUse.NullCheck,
            IReturnOperation => BufferUse.Returned,
            IArgumentOperation { Parameter: { RefKind: RefKind.None } parameter, Parent: IInvocationOperation or IObjectCreationOperation } argument
                => ArgumentUse(Target(argument.Parent!), parameter, allowMemory, value.SemanticModel, depth, elsewhere, size, ResultDiscarded(argument.Parent!)),
            _ => BufferUse.Escapes,
        };
    }

    /// <summary>
    /// A call whose result nobody keeps: a statement of its own, awaited (through <c>ConfigureAwait</c>) as one, or a
    /// constructor's or void method's. A method that returns the array it was given hands it to no one then.
    /// </summary>
    private static bool ResultDiscarded(IOperation call)
    {
        IOperation current = call;
        while (true)
        {
            switch (current.Parent)
            {
                case IInvocationOperation { TargetMethod.Name: "ConfigureAwait" } configured when ReferenceEquals(configured.Instance, current):
                case IAwaitOperation:
                case IConversionOperation:
                    current = current.Parent;
                    continue;
                case IExpressionStatementOperation:
                    return true;
                default:
                    return false;
            }
        }
    }

    /// <summary>
    /// Whether a method of this compilation may write into its array parameter, read from its syntax alone (the file
    /// may be another's): an element assigned or incremented, or the array handed to a <c>Read…</c>, <c>Fill…</c> or
    /// <c>Receive…</c> method, a copy's destination, or a method whose own syntax writes into it.
    /// </summary>
    public static bool WritesInto(IMethodSymbol method, IParameterSymbol parameter)
        => ParameterUses(method, parameter).Any(use => use.Parent switch
        {
            ElementAccessExpressionSyntax element => element.Parent is AssignmentExpressionSyntax assignment && assignment.Left == element
                || element.Parent is PostfixUnaryExpressionSyntax or PrefixUnaryExpressionSyntax,
            ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax call } arguments } argument => CalledName(call) switch
            {
                var name when name.StartsWith("Read", System.StringComparison.Ordinal) || name.StartsWith("Fill", System.StringComparison.Ordinal) || name.StartsWith("Receive", System.StringComparison.Ordinal) => true,
                "Copy" or "BlockCopy" => arguments.Arguments.IndexOf(argument) == 2,
                "CopyTo" => arguments.Arguments.IndexOf(argument) == 0,
                _ => false,
            },
            _ => false,
        });

    private static string CalledName(InvocationExpressionSyntax call) => call.Expression switch
    {
        MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
        SimpleNameSyntax name => name.Identifier.ValueText,
        _ => string.Empty,
    };

    /// <summary>Whether a method of this compilation reads <c>parameter.Length</c> (a rented, longer array would change it).</summary>
    public static bool MeasuresParameter(IMethodSymbol method, IParameterSymbol parameter)
        => ParameterUses(method, parameter).Any(use => use.Parent is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" });

    private static IMethodSymbol? Target(IOperation call) => call switch
    {
        IInvocationOperation invocation => invocation.TargetMethod,
        IObjectCreationOperation creation => creation.Constructor,
        _ => null,
    };

    private static BufferUse ArgumentUse(IMethodSymbol? method, IParameterSymbol parameter, bool allowMemory, SemanticModel? model, int depth, List<CalleeUse>? elsewhere, int size, bool resultDiscarded)
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

            if (size > 1 && TakesBytesOneByOne(other, parameters, at, size))
            {
                return BufferUse.ElementsOverload;
            }
        }

        if (MayDispatchElsewhere(method) && IsStreamShaped(method, at))
        {
            return BufferUse.StreamContract;
        }

        return OnlyUsedLocally(method, method.Parameters[at], model, depth, elsewhere, resultDiscarded) ? BufferUse.SourceMethod : BufferUse.Escapes;
    }

    /// <summary>
    /// <c>Read…(byte[] buffer, int offset, int count)</c> or <c>Write…</c>, optionally with a trailing
    /// <c>CancellationToken</c>: the shape of <see cref="System.IO.Stream"/>'s methods, whose contract implementations follow.
    /// </summary>
    private static bool IsStreamShaped(IMethodSymbol method, int at)
    {
        var parameters = method.Parameters;
        return (method.Name.StartsWith("Read", System.StringComparison.Ordinal) || method.Name.StartsWith("Write", System.StringComparison.Ordinal))
            && at == 0
            && parameters.Length is 3 or 4
            && parameters[1].Type.SpecialType == SpecialType.System_Int32
            && parameters[2].Type.SpecialType == SpecialType.System_Int32
            && (parameters.Length == 3 || parameters[3].Type is { Name: "CancellationToken", ContainingNamespace: { Name: "Threading", ContainingNamespace.Name: "System" } });
    }

    /// <summary>The overload has <paramref name="size"/> byte parameters in place of the array, the same types elsewhere.</summary>
    private static bool TakesBytesOneByOne(System.Collections.Immutable.ImmutableArray<IParameterSymbol> overload, System.Collections.Immutable.ImmutableArray<IParameterSymbol> original, int at, int size)
    {
        if (overload.Length != original.Length - 1 + size)
        {
            return false;
        }

        for (int i = 0; i < overload.Length; i++)
        {
            bool matches = i >= at && i < at + size
                ? overload[i].Type.SpecialType == SpecialType.System_Byte
                : SymbolEqualityComparer.Default.Equals(overload[i].Type, original[i < at ? i : i - size + 1].Type);
            if (!matches)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// A method whose every use of the parameter is itself a temporary use (followed two calls deep; the method may be
    /// async, so Memory overloads count there). A method in this file is read here; one in another file is added to
    /// <paramref name="elsewhere"/> when the caller collects them (analyzers do not read other files' semantic
    /// models), and is not followed otherwise. A call that may dispatch to an override is not followed at all.
    /// </summary>
    private static bool OnlyUsedLocally(IMethodSymbol method, IParameterSymbol parameter, SemanticModel? model, int depth, List<CalleeUse>? elsewhere, bool resultDiscarded)
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

                elsewhere.Add(new CalleeUse(new CalleeParameter(method.OriginalDefinition, parameter.Ordinal), resultDiscarded));
                continue;
            }

            if (model.GetOperation(reference.GetSyntax()) is not { } body)
            {
                return false;
            }

            if (body.Descendants().OfType<IParameterReferenceOperation>()
                .Where(use => SymbolEqualityComparer.Default.Equals(use.Parameter, parameter))
                .Select(use => Classify(use, allowMemory: true, depth + 1, elsewhere, size: 0))
                .Any(use => use == BufferUse.Escapes || (use == BufferUse.Returned && !resultDiscarded)))
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
