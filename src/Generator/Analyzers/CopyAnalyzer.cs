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
            // Resolved on the first candidate call: the first GetTypeByMetadataName of a compilation is costly.
            var symbols = new System.Lazy<CopySymbols>(() => new CopySymbols(start.Compilation));
            start.RegisterOperationAction(operation => Analyze(operation, symbols), OperationKind.Invocation);
        });
    }

    private static void Analyze(OperationAnalysisContext context, System.Lazy<CopySymbols> lazySymbols)
    {
        var invocation = (IInvocationOperation)context.Operation;
        IMethodSymbol method = invocation.TargetMethod;
        if (method.Name is not ("ToArray" or "GetBytes") || method.Parameters.Length > 1)
        {
            return;
        }

        CopySymbols symbols = lazySymbols.Value;
        if (method.Name == "ToArray" && method.Parameters.Length == 0 && symbols.MemoryStream is not null && DerivesFrom(method.ContainingType, symbols.MemoryStream)
            && OperationFacts.UsedOnlyLocally(invocation))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.MemoryStreamToArray, invocation.Syntax.GetLocation()));
            return;
        }

        if (method.Name == "GetBytes" && symbols.EncodingWithSpanOverload is { } encoding && method.Parameters.Length == 1
            && method.Parameters[0].Type.SpecialType == SpecialType.System_String && DerivesFrom(method.ContainingType, encoding)
            && OperationFacts.UsedOnlyLocally(invocation))
        {
            bool fromBuilder = invocation.Arguments[0].Value is IInvocationOperation { TargetMethod.Name: "ToString" } toString
                && SymbolEqualityComparer.Default.Equals(toString.TargetMethod.ContainingType, symbols.StringBuilder);
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

    private sealed class CopySymbols
    {
        public CopySymbols(Compilation compilation)
        {
            MemoryStream = compilation.GetTypeByMetadataName("System.IO.MemoryStream");
            StringBuilder = compilation.GetTypeByMetadataName("System.Text.StringBuilder");
            INamedTypeSymbol? encoding = compilation.GetTypeByMetadataName("System.Text.Encoding");
            INamedTypeSymbol? readOnlySpan = compilation.GetTypeByMetadataName("System.ReadOnlySpan`1");
            bool hasSpanOverload = encoding?.GetMembers("GetBytes").OfType<IMethodSymbol>()
                .Any(method => method.Parameters.Length == 2 && SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type.OriginalDefinition, readOnlySpan)) == true;
            EncodingWithSpanOverload = hasSpanOverload ? encoding : null;
        }

        public INamedTypeSymbol? MemoryStream { get; }

        public INamedTypeSymbol? StringBuilder { get; }

        /// <summary><c>Encoding</c>, where it has <c>GetBytes(ReadOnlySpan&lt;char&gt;, Span&lt;byte&gt;)</c> to suggest.</summary>
        public INamedTypeSymbol? EncodingWithSpanOverload { get; }
    }
}
