using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Precision over realistic code: the seed-shaped corpus is flagged exactly on the lines marked "// SPWxxxx", and
/// the clean corpus, correct allocation-aware code, is not flagged at all.
/// </summary>
public partial class CorpusTests
{
    private static readonly DiagnosticAnalyzer[] Analyzers = [new ByteOrderAnalyzer(), new TemporaryBufferAnalyzer(), new CopyAnalyzer(), new ArrayPoolAnalyzer(), new LayoutAnalyzer()];

    [Fact]
    public async Task Seed_patterns_are_flagged_exactly_where_marked()
    {
        string source = Corpus("SeedPatterns.cs.txt");
        var expected = source.Split('\n')
            .Select((line, index) => (Line: index + 1, Match: MarkerPattern().Match(line)))
            .Where(x => x.Match.Success)
            .Select(x => $"{x.Line}: {x.Match.Groups[1].Value}")
            .ToList();
        Assert.Equal(10, expected.Count);
        Assert.Equal(expected, await Flagged(source));
    }

    [Fact]
    public async Task Clean_code_is_not_flagged()
        => Assert.Empty(await Flagged(Corpus("CleanCode.cs.txt")));

    private static async Task<List<string>> Flagged(string source)
    {
        var all = new List<string>();
        foreach (DiagnosticAnalyzer analyzer in Analyzers)
        {
            var compilation = GeneratorHarness.Compilation(source);
            Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == Microsoft.CodeAnalysis.DiagnosticSeverity.Error));
            var diagnostics = await compilation.WithAnalyzers([analyzer]).GetAnalyzerDiagnosticsAsync();
            all.AddRange(diagnostics.Select(d => $"{d.Location.GetLineSpan().StartLinePosition.Line + 1}: {d.Id}"));
        }

        return all.OrderBy(entry => int.Parse(entry.Split(':')[0], System.Globalization.CultureInfo.InvariantCulture)).ToList();
    }

    private static string Corpus(string name) => File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Corpus", name)).ReplaceLineEndings("\n");

    [GeneratedRegex(@"// (SPW\d{4})$")]
    private static partial Regex MarkerPattern();
}
