using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// SPW1001–SPW1003: byte-order code built from allocating or misused APIs — <c>BitConverter.GetBytes</c>,
/// <c>IPAddress.HostToNetworkOrder</c>/<c>NetworkToHostOrder</c>, and <c>Array.Reverse</c> on byte arrays.
/// Suggestions name only APIs the compilation has (netstandard2.0 without System.Memory gets none).
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ByteOrderAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } =
        [Descriptors.BitConverterGetBytes, Descriptors.NetworkOrderCall, Descriptors.ArrayReverseForByteOrder];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            // Resolved on the first call with a candidate name: the first GetTypeByMetadataName of a compilation reads
            // every referenced assembly's namespaces, a cost not worth paying in builds that never call these APIs.
            var symbols = new System.Lazy<ByteOrderSymbols>(() => new ByteOrderSymbols(start.Compilation));
            start.RegisterOperationAction(operation => Analyze(operation, symbols), OperationKind.Invocation);
        });
    }

    private static void Analyze(OperationAnalysisContext context, System.Lazy<ByteOrderSymbols> lazySymbols)
    {
        var invocation = (IInvocationOperation)context.Operation;
        IMethodSymbol method = invocation.TargetMethod;
        if (method.Name is not ("GetBytes" or "HostToNetworkOrder" or "NetworkToHostOrder" or "Reverse"))
        {
            return;
        }

        ByteOrderSymbols symbols = lazySymbols.Value;
        if (symbols.BinaryPrimitives is null)
        {
            return; // nothing non-allocating to suggest on this target
        }

        if (symbols.IsBitConverterGetBytes(method))
        {
            ITypeSymbol valueType = method.Parameters[0].Type;
            // A cast around the swap (a ushort port swapped as a short) hides nothing: the value is still in network order.
            IOperation argument = invocation.Arguments[0].Value;
            while (argument is IConversionOperation conversion)
            {
                argument = conversion.Operand;
            }

            bool bigEndian = argument is IInvocationOperation inner && symbols.IsNetworkOrderCall(inner.TargetMethod);
            string suggestion = bigEndian
                ? $"BinaryPrimitives.Write{ByteOrderSymbols.PrimitiveName(valueType)}BigEndian (the value is already swapped to network order)"
                : symbols.HasSpanTryWriteBytes ? "BitConverter.TryWriteBytes(span, value), or BinaryPrimitives.Write*BigEndian/LittleEndian" : "BinaryPrimitives.Write*BigEndian/LittleEndian";
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.BitConverterGetBytes, invocation.Syntax.GetLocation(), ByteOrderSymbols.SizeOf(valueType), suggestion));
            return;
        }

        if (symbols.IsNetworkOrderCall(method))
        {
            // Inside BitConverter.GetBytes, SPW1001 already says to write big-endian; one diagnostic per mistake.
            if (OperationFacts.Consumer(invocation) is IArgumentOperation { Parent: IInvocationOperation outer } && symbols.IsBitConverterGetBytes(outer.TargetMethod))
            {
                return;
            }

            context.ReportDiagnostic(Diagnostic.Create(Descriptors.NetworkOrderCall, invocation.Syntax.GetLocation(), method.Name));
            return;
        }

        if (symbols.IsArrayReverse(method) && invocation.Arguments.Length == 1
            && (invocation.Arguments[0].Value is IConversionOperation { Operand: ILocalReferenceOperation converted } ? converted : invocation.Arguments[0].Value) is ILocalReferenceOperation reference
            && reference.Local.Type is IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte }
            && IsByteOrderBuffer(reference.Local, OperationFacts.Root(invocation), symbols))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.ArrayReverseForByteOrder, invocation.Syntax.GetLocation(), reference.Local.Name));
        }
    }

    /// <summary>
    /// The array goes to a <c>BitConverter.To*</c> call, so it holds one value's bytes being read. An array that came
    /// from <c>BitConverter.GetBytes</c> is already SPW1001's finding, whose fix removes the reversal with the array.
    /// </summary>
    private static bool IsByteOrderBuffer(ILocalSymbol local, IOperation root, ByteOrderSymbols symbols)
    {
        bool fromGetBytes = root.Descendants().Any(operation => operation switch
        {
            IVariableDeclaratorOperation declarator => SymbolEqualityComparer.Default.Equals(declarator.Symbol, local)
                && declarator.Initializer?.Value is IInvocationOperation created && symbols.IsBitConverterGetBytes(created.TargetMethod),
            ISimpleAssignmentOperation { Target: ILocalReferenceOperation target, Value: IInvocationOperation assigned }
                => SymbolEqualityComparer.Default.Equals(target.Local, local) && symbols.IsBitConverterGetBytes(assigned.TargetMethod),
            _ => false,
        });
        return !fromGetBytes && root.Descendants().OfType<IInvocationOperation>().Any(call =>
            SymbolEqualityComparer.Default.Equals(call.TargetMethod.ContainingType, symbols.BitConverter)
            && call.TargetMethod.Name.StartsWith("To", System.StringComparison.Ordinal)
            && call.Arguments.Any(argument => argument.Value is ILocalReferenceOperation used && SymbolEqualityComparer.Default.Equals(used.Local, local)));
    }
}
