using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// SPW1004: a small constant-size <c>new byte[N]</c> or <c>new byte[] { ... }</c> that never leaves its method: indexed,
/// measured, passed where a span overload exists, or passed to a method of this compilation that does not keep it (use
/// <c>stackalloc</c>; in async code a pooled array or a field). A method in another file is known from
/// <see cref="ParameterFacts"/>, so those findings come at compilation end. SPW1008: a <c>stackalloc</c> whose size is neither constant nor checked against a constant.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class TemporaryBufferAnalyzer : DiagnosticAnalyzer
{
    /// <summary>The largest array SPW1004 suggests putting on the stack.</summary>
    public const int MaxStackBytes = 256;

    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = [Descriptors.SmallTemporaryArray, Descriptors.SmallTemporaryArrayAcrossFiles, Descriptors.UnboundedStackalloc];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            // Looked up on the first byte array: the first GetTypeByMetadataName of a compilation is costly.
            var hasSpan = new System.Lazy<bool>(() => start.Compilation.GetTypeByMetadataName("System.Span`1") is not null);

            // An array handed to a method in another file is reported at the end, once that method's facts are in.
            var facts = new ParameterFacts();
            var pending = new ConcurrentQueue<(Diagnostic Finding, List<CalleeUse> Callees)>();
            start.RegisterOperationBlockAction(facts.Collect);
            start.RegisterOperationAction(operation => AnalyzeArrayCreation(operation, hasSpan, pending), OperationKind.ArrayCreation);
            start.RegisterSyntaxNodeAction(AnalyzeStackalloc, SyntaxKind.StackAllocArrayCreationExpression);
            start.RegisterCompilationEndAction(end =>
            {
                foreach (var (finding, callees) in pending.Where(entry => facts.AllTemporary(entry.Callees)))
                {
                    end.ReportDiagnostic(finding);
                }
            });
        });
    }

    private static void AnalyzeArrayCreation(OperationAnalysisContext context, System.Lazy<bool> hasSpan, ConcurrentQueue<(Diagnostic Finding, List<CalleeUse> Callees)> pending)
    {
        var creation = (IArrayCreationOperation)context.Operation;
        if (creation.Type is not IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte, Rank: 1 }
            || Size(creation) is not int size
            || size is <= 0 or > MaxStackBytes
            || !hasSpan.Value) // no Span<T>: stackalloc cannot replace an array on this target
        {
            return;
        }

        // A field's initializer or a static constructor runs once: nothing there is worth a stack buffer.
        if (OperationFacts.Root(creation) is IFieldInitializerOperation or IPropertyInitializerOperation
            || context.ContainingSymbol is IMethodSymbol { MethodKind: MethodKind.StaticConstructor })
        {
            return;
        }

        bool inAsync = OperationFacts.InAsyncOrIterator(creation.Syntax, creation.SemanticModel!);
        var elsewhere = new List<CalleeUse>();
        string name;
        List<IOperation> references;
        if (OperationFacts.InitializedLocal(creation) is { } local)
        {
            references = [.. OperationFacts.References(OperationFacts.Root(creation), local)];
            if (references.Count == 0 || references.Any(reference => CapturedAwayFrom(reference, creation)))
            {
                return;
            }

            name = local.Name;
        }
        else if (OperationFacts.Consumer(creation) is IArgumentOperation)
        {
            name = creation.Syntax.ToString();
            references = [creation];
        }
        else
        {
            return;
        }

        var uses = references.Select(reference => (Reference: reference, Use: BufferUses.Classify(reference, inAsync, elsewhere, size))).ToList();

        // In async code the advice is a rented array, which may be longer than asked: one whose Length is used (a
        // datagram of exactly its bytes sent with buffer.Length) would change behaviour, so it is left alone. Bytes
        // handed over one by one need no array at all, so long as nothing else needs one.
        if (uses.Any(use => use.Use == BufferUse.Escapes)
            || (inAsync && uses.Any(use => use.Use == BufferUse.Length))
            || (uses.Any(use => use.Use == BufferUse.ElementsOverload) && uses.Any(use => use.Use is not (BufferUse.ElementsOverload or BufferUse.Element))))
        {
            return;
        }

        // A method that returns a task may hold the array across its awaits: no span overload can stand in for it.
        var callees = uses.Where(use => use.Use is BufferUse.SourceMethod or BufferUse.StreamContract).ToList();
        bool awaitedElsewhere = callees.Any(use => CalledMethod(use.Reference) is { ReturnsVoid: false } method && IsAwaitable(method.ReturnType));
        var overloadsToAdd = callees.Select(use => SpanOverloadToAdd(use.Reference, use.Use)).Distinct().ToList();
        string advice = uses.FirstOrDefault(use => use.Use == BufferUse.ElementsOverload) is { Reference: { } passed }
            ? $"pass its {size} bytes one by one to the {OneByOneOverload(passed, size)} overload instead"
            : inAsync || awaitedElsewhere
                ? $"{(inAsync ? "stackalloc cannot cross an await or yield here" : "the method it is passed to may hold it across an await")}, so rent it from ArrayPool<byte>.Shared (returned in a finally) or keep one buffer in a field"
                : overloadsToAdd.Count > 0
                    ? $"add {string.Join(" and ", overloadsToAdd)}, then use stackalloc byte[{size}]"
                    : $"use stackalloc byte[{size}] as a Span<byte>";
        if (elsewhere.Count == 0)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.SmallTemporaryArray, creation.Syntax.GetLocation(), name, size, advice));
        }
        else
        {
            pending.Enqueue((Diagnostic.Create(Descriptors.SmallTemporaryArrayAcrossFiles, creation.Syntax.GetLocation(), name, size, advice), elsewhere));
        }
    }

    /// <summary>
    /// The span overload the callee needs, named for the user to add: <c>IDataProvider.Write(ReadOnlySpan&lt;byte&gt; buffer)</c>
    /// for a Stream-shaped method (the span carries offset and count), the same parameters with a span otherwise.
    /// </summary>
    private static string SpanOverloadToAdd(IOperation passed, BufferUse use)
    {
        var argument = (IArgumentOperation)OperationFacts.Consumer(passed)!;
        IMethodSymbol method = CalledMethod(passed)!;
        string span = use == BufferUse.StreamContract
            ? method.Name.StartsWith("Write", System.StringComparison.Ordinal) ? "ReadOnlySpan<byte>" : "Span<byte>"
            : BufferUses.WritesInto(method, argument.Parameter!) ? "Span<byte>" : "ReadOnlySpan<byte>";
        var parameters = method.Parameters.Select(parameter => parameter.Ordinal == argument.Parameter!.Ordinal
                ? $"{span} {parameter.Name}"
                : $"{parameter.Type.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat)} {parameter.Name}")
            .Where((_, ordinal) => use != BufferUse.StreamContract || ordinal is not (1 or 2));
        return $"{method.ContainingType.Name}.{method.Name}({string.Join(", ", parameters)})";
    }

    private static IMethodSymbol? CalledMethod(IOperation passed) => OperationFacts.Consumer(passed) switch
    {
        IArgumentOperation { Parent: IInvocationOperation invocation } => invocation.TargetMethod,
        IArgumentOperation { Parent: IObjectCreationOperation creation } => creation.Constructor,
        _ => null,
    };

    private static bool IsAwaitable(ITypeSymbol type)
        => type.Name is "Task" or "ValueTask" && type.ContainingNamespace?.ToDisplayString() == "System.Threading.Tasks";

    /// <summary>The call <paramref name="passed"/> goes to, written as its overload that takes the bytes one by one: <c>Guid(int, short, short, byte × 8)</c>.</summary>
    private static string OneByOneOverload(IOperation passed, int size)
    {
        var argument = (IArgumentOperation)OperationFacts.Consumer(passed)!;
        IMethodSymbol method = CalledMethod(passed)!;
        string[] types = [.. method.Parameters.Select(parameter => parameter.Type.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat))];
        int at = argument.Parameter!.Ordinal;
        string name = method.MethodKind == MethodKind.Constructor ? method.ContainingType.Name : $"{method.ContainingType.Name}.{method.Name}";
        return $"{name}({string.Join(", ", [.. types.Take(at), $"byte × {size}", .. types.Skip(at + 1)])})";
    }

    /// <summary>The length of <c>new byte[N]</c> with a constant N, or of an initializer.</summary>
    private static int? Size(IArrayCreationOperation creation)
        => creation.Initializer is { } initializer ? initializer.ElementValues.Length
            : creation.DimensionSizes is [{ ConstantValue: { HasValue: true, Value: int size } }] ? size
            : null;

    /// <summary>Used inside a lambda or local function the array is not declared in: a span local cannot be captured.</summary>
    private static bool CapturedAwayFrom(IOperation reference, IOperation creation)
        => reference.Syntax.Ancestors()
            .TakeWhile(node => !node.Span.Contains(creation.Syntax.Span))
            .Any(node => node is AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax);

    private static void AnalyzeStackalloc(SyntaxNodeAnalysisContext context)
    {
        var creation = (StackAllocArrayCreationExpressionSyntax)context.Node;
        if (creation.Type is not ArrayTypeSyntax { RankSpecifiers: [{ Sizes: [var sizeExpression] }] } || sizeExpression is OmittedArraySizeExpressionSyntax)
        {
            return;
        }

        if (IsBounded(sizeExpression, context.SemanticModel))
        {
            return;
        }

        context.ReportDiagnostic(Diagnostic.Create(Descriptors.UnboundedStackalloc, sizeExpression.GetLocation(), sizeExpression.ToString()));
    }

    /// <summary>
    /// Constant, <c>Math.Min(x, constant)</c>, the true branch of <c>size &lt;= constant ? stackalloc : ...</c>, inside
    /// <c>if (size &lt;= constant)</c>, or after <c>if (size &gt; constant) throw/return</c> in the same block.
    /// </summary>
    private static bool IsBounded(ExpressionSyntax size, SemanticModel model)
    {
        if (model.GetConstantValue(size).HasValue)
        {
            return true;
        }

        if (model.GetOperation(size) is IInvocationOperation { TargetMethod: { Name: "Min", ContainingType.Name: "Math" } } min
            && min.Arguments.Any(argument => argument.Value.ConstantValue.HasValue))
        {
            return true;
        }

        ISymbol? sizeSymbol = model.GetSymbolInfo(size).Symbol;
        if (sizeSymbol is null)
        {
            return false;
        }

        foreach (SyntaxNode ancestor in size.Ancestors())
        {
            switch (ancestor)
            {
                case ConditionalExpressionSyntax conditional when conditional.WhenTrue.Span.Contains(size.Span) || conditional.WhenFalse.Span.Contains(size.Span):
                    if (ComparesWithConstant(conditional.Condition, sizeSymbol, model))
                    {
                        return true;
                    }

                    break;
                case IfStatementSyntax ifStatement when ComparesWithConstant(ifStatement.Condition, sizeSymbol, model):
                    return true;
                case StatementSyntax statement when statement.Parent is BlockSyntax block:
                    foreach (StatementSyntax previous in block.Statements.TakeWhile(s => s != statement))
                    {
                        if (previous is IfStatementSyntax guard && ComparesWithConstant(guard.Condition, sizeSymbol, model) && Exits(guard.Statement))
                        {
                            return true;
                        }
                    }

                    break;
                case MemberDeclarationSyntax or AnonymousFunctionExpressionSyntax or LocalFunctionStatementSyntax:
                    return false;
            }
        }

        return false;
    }

    private static bool ComparesWithConstant(ExpressionSyntax condition, ISymbol sizeSymbol, SemanticModel model)
        => condition.DescendantNodesAndSelf().OfType<BinaryExpressionSyntax>().Any(binary =>
            binary.Kind() is SyntaxKind.LessThanExpression or SyntaxKind.LessThanOrEqualExpression or SyntaxKind.GreaterThanExpression or SyntaxKind.GreaterThanOrEqualExpression
            && ((IsSymbol(binary.Left, sizeSymbol, model) && model.GetConstantValue(binary.Right).HasValue)
                || (IsSymbol(binary.Right, sizeSymbol, model) && model.GetConstantValue(binary.Left).HasValue)));

    private static bool IsSymbol(ExpressionSyntax expression, ISymbol symbol, SemanticModel model)
        => SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(expression).Symbol, symbol);

    private static bool Exits(StatementSyntax statement) => statement switch
    {
        ThrowStatementSyntax or ReturnStatementSyntax => true,
        ExpressionStatementSyntax { Expression: ThrowExpressionSyntax } => true,
        BlockSyntax block => block.Statements.LastOrDefault() is { } last && Exits(last),
        _ => false,
    };
}
