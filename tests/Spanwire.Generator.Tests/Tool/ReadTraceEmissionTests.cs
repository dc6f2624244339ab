using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace Spanwire.Generator.Tests.Tool;

/// <summary>
/// The read trace <c>spanwire inspect</c> compiles with (<c>SpanwireReadTrace=true</c>): every snapshot layout still
/// compiles with it and reports its reads; without the property nothing of it is emitted (the snapshots show that).
/// </summary>
public sealed class ReadTraceEmissionTests
{
    public static TheoryData<string> Names => [.. SnapshotCorpus.Cases.Keys];

    [Theory]
    [MemberData(nameof(Names))]
    public void Every_layout_compiles_with_its_read_trace(string name)
    {
        (string source, LanguageVersion version) = SnapshotCorpus.Cases[name];
        GeneratorDriver driver = CSharpGeneratorDriver.Create(
            [new SpanwireGenerator().AsSourceGenerator()],
            parseOptions: GeneratorHarness.ParseOptions(version),
            optionsProvider: new TraceOn());
        (Compilation output, _, GeneratorDriverRunResult result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source, version), driver);

        Assert.Empty(GeneratorHarness.Problems(output));
        IReadOnlyDictionary<string, string> traced = GeneratorHarness.GeneratedSources(result);
        Assert.Contains(traced.Values, text => text.Contains("ReadTrace.Member(", System.StringComparison.Ordinal));
        Assert.All(GeneratorHarness.GeneratedSources(GeneratorHarness.Run(GeneratorHarness.Compilation(source, version)).Result).Values,
            text => Assert.DoesNotContain("ReadTrace", text, System.StringComparison.Ordinal));
    }

    private sealed class TraceOn : AnalyzerConfigOptionsProvider
    {
        public override AnalyzerConfigOptions GlobalOptions { get; } = new Options(true);

        public override AnalyzerConfigOptions GetOptions(SyntaxTree tree) => new Options(false);

        public override AnalyzerConfigOptions GetOptions(AdditionalText textFile) => new Options(false);

        private sealed class Options(bool trace) : AnalyzerConfigOptions
        {
            public override bool TryGetValue(string key, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out string? value)
            {
                value = trace && key == "build_property.SpanwireReadTrace" ? "true" : null;
                return value is not null;
            }
        }
    }
}
