using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Runs analyzers over a compilation (findings as "ID: flagged text") and the Fix All cases the Roslyn SDK's test
/// cannot state (<c>dotnet format</c>'s null equivalence key, the seed corpus); single fixes go through <see cref="RoslynTest{TAnalyzer, TFix}"/>.
/// </summary>
internal static class AnalyzerHarness
{
    /// <summary>Each reported diagnostic as "ID: flagged source text".</summary>
    public static async Task<List<string>> Diagnostics(string source, DiagnosticAnalyzer analyzer, LanguageVersion version = LanguageVersion.Latest, string[]? extraFiles = null)
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(source, version)
            .AddSyntaxTrees((extraFiles ?? []).Select((text, index) => CSharpSyntaxTree.ParseText(text, GeneratorHarness.ParseOptions(version), path: $"Extra{index}.cs")));
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([analyzer]).GetAnalyzerDiagnosticsAsync();
        return diagnostics
            .OrderBy(d => d.Location.SourceSpan.Start)
            .Select(d => $"{d.Id}: {d.Location.SourceTree!.GetText().ToString(d.Location.SourceSpan)}")
            .ToList();
    }

    /// <summary>Diagnostics for code compiled against netstandard2.0, with or without System.Memory.</summary>
    public static async Task<List<string>> NetStandardDiagnostics(string source, DiagnosticAnalyzer analyzer, bool withSystemMemory)
    {
        string folder = Path.Combine(AppContext.BaseDirectory, "netstandard20");
        var references = new List<MetadataReference> { MetadataReference.CreateFromFile(Path.Combine(folder, "netstandard.dll")) };
        if (withSystemMemory)
        {
            references.Add(MetadataReference.CreateFromFile(Path.Combine(folder, "System.Memory.dll")));
        }

        CSharpCompilation compilation = CSharpCompilation.Create(
            "Legacy", [CSharpSyntaxTree.ParseText(source, GeneratorHarness.ParseOptions(), path: "Legacy.cs")], references,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true));
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([analyzer]).GetAnalyzerDiagnosticsAsync();
        return diagnostics.Select(d => $"{d.Id}: {d.GetMessage(System.Globalization.CultureInfo.InvariantCulture)}").ToList();
    }

    /// <summary>The message of the one diagnostic (of <paramref name="id"/>, when given) the analyzer reports.</summary>
    public static async Task<string> Message(string source, DiagnosticAnalyzer analyzer, string? id = null)
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(source);
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([analyzer]).GetAnalyzerDiagnosticsAsync();
        return Assert.Single(diagnostics, diagnostic => id is null || diagnostic.Id == id).GetMessage(System.Globalization.CultureInfo.InvariantCulture);
    }

    /// <summary>A document in a project compiled like the other test sources.</summary>
    public static Document Document(AdhocWorkspace workspace, string source)
    {
        CSharpCompilation template = GeneratorHarness.Compilation(source);
        Project project = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(), VersionStamp.Create(), "Consumer", "Consumer", LanguageNames.CSharp,
            compilationOptions: template.Options, parseOptions: GeneratorHarness.ParseOptions(), metadataReferences: template.References));
        return workspace.AddDocument(project.Id, "Consumer.cs", SourceText.From(source.ReplaceLineEndings("\n")));
    }

    /// <summary>Fix All in solution scope with a null equivalence key, as <c>dotnet format analyzers</c> runs it when the first finding has no fix.</summary>
    public static async Task<string> FixAllWithNullKey(string source, DiagnosticAnalyzer analyzer, CodeFixProvider fix)
    {
        using var workspace = new AdhocWorkspace();
        Document document = Document(workspace, source);
        Compilation compilation = (await document.Project.GetCompilationAsync())!;
        var diagnostics = (await compilation.WithAnalyzers([analyzer]).GetAnalyzerDiagnosticsAsync()).Where(d => fix.FixableDiagnosticIds.Contains(d.Id)).ToList();
        var context = new FixAllContext(document, fix, FixAllScope.Solution, null!, fix.FixableDiagnosticIds, new FixedDiagnostics(diagnostics), CancellationToken.None);
        CodeAction action = (await fix.GetFixAllProvider()!.GetFixAsync(context))!;
        Assert.NotNull(action);
        ImmutableArray<CodeActionOperation> operations = await action.GetOperationsAsync(CancellationToken.None);
        Document fixedDocument = operations.OfType<ApplyChangesOperation>().Single().ChangedSolution.GetDocument(document.Id)!;
        Compilation fixedCompilation = (await fixedDocument.Project.GetCompilationAsync())!;
        Assert.Empty(fixedCompilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        return (await fixedDocument.GetTextAsync()).ToString();
    }

    /// <summary>Fix All's diagnostics: a fixed list, computed once by the test.</summary>
    internal sealed class FixedDiagnostics(IReadOnlyList<Diagnostic> diagnostics) : FixAllContext.DiagnosticProvider
    {
        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) => Task.FromResult<IEnumerable<Diagnostic>>(diagnostics);

        public override async Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken)
        {
            SyntaxTree? tree = await document.GetSyntaxTreeAsync(cancellationToken);
            return diagnostics.Where(d => d.Location.SourceTree == tree);
        }

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) => Task.FromResult<IEnumerable<Diagnostic>>([]);
    }
}
