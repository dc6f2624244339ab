using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The Roslyn SDK's analyzer and code-fix test (markup locations such as <c>{|SPW0012:Name|}</c>, every diagnostic
/// accounted for, Fix All in document, project and solution scope, iteration counts), compiled like the other test
/// sources: against the running framework and Spanwire, with nullable annotations on.
/// </summary>
internal sealed class RoslynTest<TAnalyzer, TFix> : CSharpCodeFixTest<TAnalyzer, TFix, DefaultVerifier>
    where TAnalyzer : DiagnosticAnalyzer, new()
    where TFix : CodeFixProvider, new()
{
    public RoslynTest()
    {
        // No reference-assembly package (this machine restores from a limited feed): the running framework's own.
        ReferenceAssemblies = new ReferenceAssemblies("net10.0");
        TestState.AdditionalReferences.AddRange(GeneratorHarness.References.Value);

        // SPW0002 has two messages (two descriptors): markup names the ID, the first descriptor stands for both.
        MarkupOptions = MarkupOptions.UseFirstDescriptor;
        SolutionTransforms.Add((solution, projectId) =>
        {
            Project project = solution.GetProject(projectId)!;
            return solution
                .WithProjectCompilationOptions(projectId, ((CSharpCompilationOptions)project.CompilationOptions!).WithNullableContextOptions(NullableContextOptions.Enable))
                .WithProjectParseOptions(projectId, GeneratorHarness.ParseOptions());
        });
    }

    /// <summary>The diagnostics at the markup; the fix, and Fix All in document, project and solution, give <paramref name="fixedSource"/>.</summary>
    public static Task VerifyFix(string source, string fixedSource) => new RoslynTest<TAnalyzer, TFix> { TestCode = source, FixedCode = fixedSource }.RunAsync();

    /// <summary>The diagnostics at the markup, and no fix offered for them.</summary>
    public static Task VerifyNoFix(string source) => new RoslynTest<TAnalyzer, TFix> { TestCode = source, FixedCode = source }.RunAsync();
}
