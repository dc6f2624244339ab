using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The Roslyn SDK's code-fix test (markup locations such as <c>{|SPW0012:Name|}</c>, every diagnostic accounted for,
/// Fix All in document, project and solution scope, iteration counts), compiled like the other test sources.
/// </summary>
internal sealed class RoslynTest<TAnalyzer, TFix> : CSharpCodeFixTest<TAnalyzer, TFix, DefaultVerifier>
    where TAnalyzer : DiagnosticAnalyzer, new()
    where TFix : CodeFixProvider, new()
{
    public RoslynTest() => RoslynTestSetup.Apply(this);

    /// <summary>The diagnostics at the markup; the fix, and Fix All in document, project and solution, give <paramref name="fixedSource"/>.</summary>
    public static Task VerifyFix(string source, string fixedSource) => new RoslynTest<TAnalyzer, TFix> { TestCode = source, FixedCode = fixedSource }.RunAsync();

    /// <summary>The diagnostics at the markup, and no fix offered for them.</summary>
    public static Task VerifyNoFix(string source) => new RoslynTest<TAnalyzer, TFix> { TestCode = source, FixedCode = source }.RunAsync();
}

/// <summary>The Roslyn SDK's analyzer test, for findings no fix applies to (those reported at compilation end).</summary>
internal sealed class RoslynAnalyzerTest<TAnalyzer> : CSharpAnalyzerTest<TAnalyzer, DefaultVerifier>
    where TAnalyzer : DiagnosticAnalyzer, new()
{
    public RoslynAnalyzerTest() => RoslynTestSetup.Apply(this);
}

/// <summary>Compiles the SDK's test projects like the other test sources: the running framework and Spanwire, nullable on.</summary>
internal static class RoslynTestSetup
{
    public static void Apply(AnalyzerTest<DefaultVerifier> test)
    {
        // No reference-assembly package (this machine restores from a limited feed): the running framework's own.
        test.ReferenceAssemblies = new ReferenceAssemblies("net10.0");
        test.TestState.AdditionalReferences.AddRange(GeneratorHarness.References.Value);

        // SPW0002 has two messages (two descriptors): markup names the ID, the first descriptor stands for both.
        test.MarkupOptions = MarkupOptions.UseFirstDescriptor;
        test.SolutionTransforms.Add((solution, projectId) =>
        {
            Project project = solution.GetProject(projectId)!;
            return solution
                .WithProjectCompilationOptions(projectId, ((CSharpCompilationOptions)project.CompilationOptions!).WithNullableContextOptions(NullableContextOptions.Enable))
                .WithProjectParseOptions(projectId, GeneratorHarness.ParseOptions());
        });
    }
}
