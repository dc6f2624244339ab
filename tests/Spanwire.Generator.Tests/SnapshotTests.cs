using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Snapshot tests of the generated source. Verify.SourceGenerators does not restore from this machine's package
/// source, so the comparison is done by hand against committed <c>Snapshots/*.verified.cs</c> files: a mismatch
/// writes a <c>.received.cs</c> file beside it and fails. Set SPANWIRE_ACCEPT_SNAPSHOTS=1 to accept the output.
/// </summary>
public class SnapshotTests
{
    public static TheoryData<string> Names => [.. SnapshotCorpus.Cases.Keys];

    [Theory]
    [MemberData(nameof(Names))]
    public void Generated_source_matches_the_snapshot(string name)
    {
        (string source, LanguageVersion version) = SnapshotCorpus.Cases[name];
        Verify(source, version, name);
    }

    /// <summary>
    /// The generated text is what every build then parses: the corpus stays at or under 8,000 characters a type
    /// (14,800 before the aliases, the two-space indentation and the shared runtime paths).
    /// </summary>
    [Fact]
    public void Generated_source_stays_lean()
    {
        int types = 0;
        long characters = 0;
        foreach ((string source, LanguageVersion version) in SnapshotCorpus.Cases.Values)
        {
            var (_, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source, version));
            foreach (string text in GeneratorHarness.GeneratedSources(result).Where(pair => pair.Key != "Spanwire.ModuleInitializerAttribute.g.cs").Select(pair => pair.Value))
            {
                types++;
                characters += text.Length;
            }
        }

        Assert.True(characters / types <= 8_000, $"{characters / types} characters per generated type ({types} types)");
    }

    private static void Verify(string source, LanguageVersion version, string name, [CallerFilePath] string testFile = "")
    {
        var (output, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source, version));
        Assert.Empty(GeneratorHarness.Problems(output));
        string generated = string.Join(
            "\n// ----\n",
            GeneratorHarness.GeneratedSources(result).OrderBy(pair => pair.Key, StringComparer.Ordinal).Select(pair => $"// {pair.Key}\n{pair.Value}"));

        string folder = Path.Combine(Path.GetDirectoryName(testFile)!, "Snapshots");
        string verified = Path.Combine(folder, $"{name}.verified.cs");
        string received = Path.Combine(folder, $"{name}.received.cs");
        if (Environment.GetEnvironmentVariable("SPANWIRE_ACCEPT_SNAPSHOTS") == "1")
        {
            File.WriteAllText(verified, generated);
        }

        string expected = File.Exists(verified) ? File.ReadAllText(verified).ReplaceLineEndings("\n") : "<no verified snapshot>";
        if (expected != generated)
        {
            File.WriteAllText(received, generated);
            Assert.Fail($"Generated source differs from {verified}; see {received}. Review it, then accept with SPANWIRE_ACCEPT_SNAPSHOTS=1.");
        }

        File.Delete(received);
    }
}
