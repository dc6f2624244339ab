using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Caching and agreement over the whole snapshot corpus (every control, unions, enums): a second run is all
/// cached, an edit that changes nothing the generator reads emits nothing, and the layout analyzer and the
/// generator agree on which types generate and which members they serialize.
/// </summary>
public class CorpusIncrementalTests
{
    public static TheoryData<string> Names => [.. SnapshotCorpus.Cases.Keys];

    [Theory]
    [MemberData(nameof(Names))]
    public void Running_twice_is_all_cached(string name)
    {
        CSharpCompilation compilation = Compile(name);
        var (_, driver, _) = GeneratorHarness.Run(compilation);
        var (_, _, second) = GeneratorHarness.Run(compilation.Clone(), driver);
        Assert.All(Reasons(second, TrackingNames.Types), reason => Assert.Equal(IncrementalStepRunReason.Cached, reason));
        Assert.All(Reasons(second, TrackingNames.Output), reason => Assert.Equal(IncrementalStepRunReason.Cached, reason));
    }

    [Theory]
    [MemberData(nameof(Names))]
    public void Whitespace_and_comment_edits_change_no_output(string name)
    {
        CSharpCompilation compilation = Compile(name);
        var (_, driver, first) = GeneratorHarness.Run(compilation);
        SyntaxTree tree = compilation.SyntaxTrees.Single();
        string edited = "// a comment the generator must not care about\n" + tree.ToString().Replace(";\n", ";  \n");
        var (_, _, second) = GeneratorHarness.Run(compilation.ReplaceSyntaxTree(tree, tree.WithChangedText(SourceText.From(edited))), driver);

        Assert.All(Reasons(second, TrackingNames.Output), reason => Assert.True(reason is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, $"{reason}"));
        Assert.Equal(GeneratorHarness.GeneratedSources(first), GeneratorHarness.GeneratedSources(second));
    }

    [Fact]
    public void Editing_a_contained_type_in_another_file_regenerates_the_container()
    {
        const string Container = "using Spanwire; namespace Demo; [BinarySerializable] public partial class Path { public Point[]? Points; }";
        const string Contained = "using Spanwire; namespace Demo; [BinarySerializable] public partial struct Point { public float X; public float Y; }";
        CSharpCompilation compilation = GeneratorHarness.Compilation(Container)
            .AddSyntaxTrees(CSharpSyntaxTree.ParseText(Contained, GeneratorHarness.ParseOptions(), path: "Point.cs"));
        var (_, driver, _) = GeneratorHarness.Run(compilation);

        SyntaxTree point = compilation.SyntaxTrees.Single(tree => tree.FilePath == "Point.cs");
        SyntaxTree changed = point.WithChangedText(SourceText.From(Contained.Replace("float", "double")));
        var (output, _, second) = GeneratorHarness.Run(compilation.ReplaceSyntaxTree(point, changed), driver);

        var reasons = second.Results.Single().TrackedSteps[TrackingNames.Output]
            .SelectMany(step => step.Outputs)
            .ToDictionary(o => (((TypeModel Model, Capabilities))o.Value).Model.DisplayName, o => o.Reason);
        Assert.Equal(IncrementalStepRunReason.Modified, reasons["Path"]);
        Assert.Equal(IncrementalStepRunReason.Modified, reasons["Point"]);
        Assert.Empty(GeneratorHarness.Problems(output));
    }

    /// <summary>The corpus, the broken-code corpus and the analyzer corpora: the same verdict and the same members from both.</summary>
    public static TheoryData<string> AllSources
    {
        get
        {
            var sources = new TheoryData<string>();
            foreach (var (source, _) in SnapshotCorpus.Cases.Values)
            {
                sources.Add(source);
            }

            foreach (string row in RobustnessTests.BrokenSources)
            {
                sources.Add(row);
            }

            return sources;
        }
    }

    [Theory]
    [MemberData(nameof(AllSources))]
    public async Task The_generator_and_the_layout_analyzer_agree(string source)
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(source);
        var (_, _, result) = GeneratorHarness.Run(compilation);
        var generated = (result.Results.Single().TrackedSteps.TryGetValue(TrackingNames.Types, out var steps) ? steps : [])
            .SelectMany(step => step.Outputs)
            .Select(output => (TypeModel)output.Value)
            .Where(model => !model.IsStub)
            .ToDictionary(model => model.FullyQualifiedName.Replace("global::", string.Empty));

        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        KnownTypeSymbols known = KnownTypeSymbols.For(compilation);
        var compilerErrors = compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).ToList();
        foreach (INamedTypeSymbol type in AllTypes(compilation.Assembly.GlobalNamespace).Where(known.IsSerializable))
        {
            if (compilerErrors.Any(error => type.DeclaringSyntaxReferences.Any(r => r.SyntaxTree == error.Location.SourceTree && r.Span.Contains(error.Location.SourceSpan))))
            {
                continue; // broken code: the compiler explains it, and neither side has anything to add
            }

            string name = type.ToDisplayString();
            bool analyzerSaysValid = Parser.Problems(type, known, default).Count == 0
                && !diagnostics.Any(d => d.Severity == DiagnosticSeverity.Error && d.Id.StartsWith("SPW", System.StringComparison.Ordinal) && Declares(type, d));
            Assert.True(analyzerSaysValid == generated.ContainsKey(name), $"{name}: analyzer says {(analyzerSaysValid ? "valid" : "invalid")}, the generator {(generated.ContainsKey(name) ? "generated it" : "skipped it")}");
            if (generated.TryGetValue(name, out TypeModel? model) && model.Union is null)
            {
                var serialized = MemberSelection.WithInherited(type, known)
                    .Where(member => MemberSelection.RoleOf(member, known) == MemberRole.Serialized)
                    .Select(member => member.Name);
                Assert.Equal(serialized, model.Members.Select(member => member.WireName));
            }
        }
    }

    private static bool Declares(INamedTypeSymbol type, Diagnostic diagnostic)
        => type.Locations.Concat(type.GetMembers().SelectMany(member => member.Locations)).Any(location => location.SourceTree == diagnostic.Location.SourceTree && location.SourceSpan == diagnostic.Location.SourceSpan);

    private static IEnumerable<INamedTypeSymbol> AllTypes(INamespaceOrTypeSymbol container)
    {
        foreach (ISymbol member in container.GetMembers())
        {
            if (member is INamespaceSymbol ns)
            {
                foreach (INamedTypeSymbol type in AllTypes(ns))
                {
                    yield return type;
                }
            }
            else if (member is INamedTypeSymbol type)
            {
                yield return type;
                foreach (INamedTypeSymbol nested in AllTypes(type))
                {
                    yield return nested;
                }
            }
        }
    }

    private static CSharpCompilation Compile(string name)
    {
        (string source, LanguageVersion version) = SnapshotCorpus.Cases[name];
        return GeneratorHarness.Compilation(source, version);
    }

    private static IEnumerable<IncrementalStepRunReason> Reasons(GeneratorDriverRunResult result, string step)
        => result.Results.Single().TrackedSteps[step].SelectMany(s => s.Outputs).Select(o => o.Reason);
}
