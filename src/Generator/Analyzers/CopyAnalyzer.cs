using System.Collections.Immutable;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// SPW1005: <c>MemoryStream.ToArray()</c> whose copy is only passed on (written or parsed). SPW1006:
/// <c>Encoding.GetBytes(string)</c> whose array is only passed on, where the span overload exists. A copy that is
/// returned or stored is an API boundary and is left alone.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class CopyAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = [Descriptors.MemoryStreamToArray, Descriptors.EncodingGetBytes];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            INamedTypeSymbol? memoryStream = start.Compilation.GetTypeByMetadataName("System.IO.MemoryStream");
            INamedTypeSymbol? encoding = start.Compilation.GetTypeByMetadataName("System.Text.Encoding");
            INamedTypeSymbol? stringBuilder = start.Compilation.GetTypeByMetadataName("System.Text.StringBuilder");
            INamedTypeSymbol? readOnlySpan = start.Compilation.GetTypeByMetadataName("System.ReadOnlySpan`1");
            bool encodingHasSpanOverload = encoding?.GetMembers("GetBytes").OfType<IMethodSymbol>()
                .Any(method => method.Parameters.Length == 2 && SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type.OriginalDefinition, readOnlySpan)) == true;

            start.RegisterOperationAction(
                operation => Analyze(operation, memoryStream, encodingHasSpanOverload ? encoding : null, stringBuilder),
                OperationKind.Invocation);
        });
    }

    private static void Analyze(OperationAnalysisContext context, INamedTypeSymbol? memoryStream, INamedTypeSymbol? encoding, INamedTypeSymbol? stringBuilder)
    {
        var invocation = (IInvocationOperation)context.Operation;
        IMethodSymbol method = invocation.TargetMethod;
        if (method.Name == "ToArray" && method.Parameters.Length == 0 && memoryStream is not null && DerivesFrom(method.ContainingType, memoryStream)
            && OperationFacts.UsedOnlyLocally(invocation))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.MemoryStreamToArray, invocation.Syntax.GetLocation()));
            return;
        }

        if (method.Name == "GetBytes" && encoding is not null && method.Parameters.Length == 1
            && method.Parameters[0].Type.SpecialType == SpecialType.System_String && DerivesFrom(method.ContainingType, encoding)
            && OperationFacts.UsedOnlyLocally(invocation))
        {
            bool fromBuilder = invocation.Arguments[0].Value is IInvocationOperation { TargetMethod.Name: "ToString" } toString
                && SymbolEqualityComparer.Default.Equals(toString.TargetMethod.ContainingType, stringBuilder);
            string detail = fromBuilder ? ", after StringBuilder.ToString() allocated the whole string" : string.Empty;
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.EncodingGetBytes, invocation.Syntax.GetLocation(), "Encoding.GetBytes(string)", detail));
        }
    }

    private static bool DerivesFrom(INamedTypeSymbol? type, INamedTypeSymbol baseType)
    {
        for (INamedTypeSymbol? current = type; current is not null; current = current.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(current, baseType))
            {
                return true;
            }
        }

        return false;
    }
}
