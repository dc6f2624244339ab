using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The C# blocks of docs/ as a user pastes them into files that import System, System.Collections.Generic and
/// Spanwire (a block's <c>// Name.cs</c> lines start new files): the wire-format page's blocks compile with the
/// generator and no diagnostic; each layout rule's page has a "Bad" block that gets its rule and a "Good" block that
/// does not. The SPW1xxx pages' blocks are statements: a <c>&lt;!-- fragment: SIGNATURE | HELPERS --&gt;</c> line names
/// the method they are the body of (or <c>members</c> of a class), and they are compiled there. Not covered here:
/// SPW0009 (needs C# 8), SPW0014 (needs a second assembly) and SPW003x (need a lock file), which their own tests cover.
/// </summary>
public partial class DocsCompileTests
{
    private const string Usings = "using System;\nusing System.Buffers;\nusing System.Buffers.Binary;\nusing System.Collections.Generic;\nusing System.IO;\nusing System.Net;\nusing System.Text;\nusing System.Threading.Tasks;\nusing Spanwire;\n";

    private static readonly DiagnosticAnalyzer[] Analyzers =
        [new LayoutAnalyzer(), new ByteOrderAnalyzer(), new TemporaryBufferAnalyzer(), new CopyAnalyzer(), new ArrayPoolAnalyzer()];

    public static TheoryData<string, int> WireFormatBlocks()
    {
        var data = new TheoryData<string, int>();
        for (int i = 0; i < Blocks(Path.Combine("docs", "wire-format.md")).Count; i++)
        {
            data.Add("wire-format.md", i);
        }

        return data;
    }

    public static TheoryData<string> DiagnosticPages()
    {
        var data = new TheoryData<string>();
        foreach (string page in Directory.GetFiles(Path.Combine(Root(), "docs", "diagnostics"), "SPW*.md").Select(file => Path.GetFileName(file)).Order(StringComparer.Ordinal))
        {
            if (page is not ("SPW0009.md" or "SPW0014.md" or "SPW0030.md" or "SPW0031.md" or "SPW0032.md"))
            {
                data.Add(page);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(WireFormatBlocks))]
    public async Task Wire_format_blocks_compile_as_pasted(string page, int index)
    {
        string block = Blocks(Path.Combine("docs", page))[index];
        (Compilation output, List<Diagnostic> analyzers) = await Compile(block);
        Assert.Empty(GeneratorHarness.Problems(output).Select(d => d.ToString()));
        Assert.Empty(analyzers.Select(d => d.ToString()));
    }

    [Theory]
    [MemberData(nameof(DiagnosticPages))]
    public async Task A_diagnostic_page_s_bad_block_gets_its_rule_and_the_good_block_does_not(string page)
    {
        string id = page[..^3];
        string text = File.ReadAllText(Path.Combine(Root(), "docs", "diagnostics", page)).ReplaceLineEndings("\n");
        string? bad = Section(text, "## Bad");
        string? good = Section(text, "## Good");
        Assert.True(bad is not null || good is not null, $"{page} has no Bad or Good block");
        if (bad is not null)
        {
            (Compilation output, List<Diagnostic> analyzers) = await Compile(InContext(text, bad));
            Assert.Contains(id, analyzers.Select(d => d.Id).Concat(GeneratorHarness.Problems(output).Select(d => d.Id)));
            Assert.Empty(output.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error && !d.Id.StartsWith("SPW", StringComparison.Ordinal)).Select(d => d.ToString()));
        }

        if (good is not null)
        {
            (Compilation output, List<Diagnostic> analyzers) = await Compile(InContext(text, good));
            Assert.DoesNotContain(id, analyzers.Select(d => d.Id));
            Assert.Empty(GeneratorHarness.Problems(output).Where(d => d.Severity == DiagnosticSeverity.Error).Select(d => d.ToString()));
        }
    }

    /// <summary>A block as a file: itself, or the statements or members its page's fragment line places in a class.</summary>
    private static string InContext(string page, string block)
    {
        Match fragment = FragmentPattern().Match(page);
        if (!fragment.Success)
        {
            return block;
        }

        string helpers = fragment.Groups[2].Success ? fragment.Groups[2].Value : "";
        return fragment.Groups[1].Value == "members"
            ? $"public class Fragment\n{{\n{block}\n{helpers}\n}}\n"
            : $"public class Fragment\n{{\n    public {fragment.Groups[1].Value}\n    {{\n{block}\n    }}\n{helpers}\n}}\n";
    }

    private static async Task<(Compilation Output, List<Diagnostic> Analyzers)> Compile(string block)
    {
        // "// Message.Extra.cs" on a line of its own starts another file of the same project.
        string[] files = FilePattern().Split(block);
        CSharpCompilation compilation = GeneratorHarness.Compilation(Usings + files[0]);
        compilation = compilation.AddSyntaxTrees(files.Skip(1).Select((file, i) => CSharpSyntaxTree.ParseText(Usings + file, GeneratorHarness.ParseOptions(), path: $"File{i + 1}.cs")));
        var (output, _, _) = GeneratorHarness.Run(compilation);
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([.. Analyzers]).GetAnalyzerDiagnosticsAsync();
        return (output, [.. diagnostics]);
    }

    /// <summary>The first C# block after <paramref name="heading"/>, before the next heading.</summary>
    private static string? Section(string text, string heading)
    {
        int at = text.IndexOf(heading + "\n", StringComparison.Ordinal);
        if (at < 0)
        {
            return null;
        }

        int end = text.IndexOf("\n## ", at + heading.Length, StringComparison.Ordinal);
        string section = end < 0 ? text[at..] : text[at..end];
        Match block = BlockPattern().Match(section);
        return block.Success ? block.Groups[1].Value : null;
    }

    private static List<string> Blocks(string relativePath)
        => BlockPattern().Matches(File.ReadAllText(Path.Combine(Root(), relativePath)).ReplaceLineEndings("\n")).Select(m => m.Groups[1].Value).ToList();

    private static string Root([CallerFilePath] string testFile = "")
        => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(testFile)!, "..", ".."));

    [GeneratedRegex("^// [A-Za-z.]+\\.cs$", RegexOptions.Multiline)]
    private static partial Regex FilePattern();

    [GeneratedRegex("^<!-- fragment: ([^|]+?)(?: \\| (.+?))? -->$", RegexOptions.Multiline)]
    private static partial Regex FragmentPattern();

    [GeneratedRegex("```csharp\\n(.*?)```", RegexOptions.Singleline)]
    private static partial Regex BlockPattern();
}
