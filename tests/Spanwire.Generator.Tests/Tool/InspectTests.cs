using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using Xunit;

namespace Spanwire.Generator.Tests.Tool;

/// <summary>
/// <c>spanwire inspect</c> run as users run it, on the Quickstart sample: each member's offset and size from the
/// project's own generated reader (compiled again with its read trace), what a read that stopped had read, and the
/// <c>--html</c> page clicked in headless Chromium.
/// </summary>
public sealed class InspectTests
{
    // Settlement: a Guid, a DateTimeOffset, two Trades (id, symbol, price, quantity, side) and a note.
    private const string Settlement = "00112233445566778899aabbccddeeff 08DCF08B6A1E8000 0000 00000002"
        + " 0000000000000001 00000004 41424344 405EDD2F1A9FBE77 00000064 01"
        + " 0000000000000002 00000002 5859 4059000000000000 00000005 02"
        + " 00000002 6869";

    [Fact]
    public void Each_member_shows_the_offset_and_size_its_read_took()
    {
        (int exit, string output) = Inspect("--type", "Settlement", "--hex", Settlement);

        Assert.Equal(0, exit);
        string[] expected =
        [
            "Settlement at offset 0, 92 byte(s)",
            "       0    16  BatchId = 00112233-4455-6677-8899-aabbccddeeff",
            "      26    60  Trades = [2 items]",
            "      30    29    Trades[0]: Trade",
            "      38     8      Symbol = \"ABCD\"",
            "      59    27    Trades[1]: Trade",
            "      67     6      Symbol = \"XY\"",
            "      85     1      Side = Sell",
            "      86     6  Note = \"hi\"",
        ];
        foreach (string line in expected)
        {
            Assert.Contains(line + "\n", output.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Invalid_data_shows_what_was_read_before_the_read_stopped()
    {
        (int exit, string output) = Inspect("--type", "Settlement", "--hex", Settlement.Replace("5859", "58FF", StringComparison.Ordinal));

        Assert.Equal(1, exit);
        Assert.Contains("invalid data: Trade.Symbol at offset 71: the 2-byte string is not valid UTF-8.", output, StringComparison.Ordinal);
        Assert.Contains("                  Trades = (being read)\n", output.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        Assert.Contains("      30    29      Trades[0]: Trade\n", output.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        Assert.Contains("                    Trades[1]: Trade = (stopped inside)\n", output.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        Assert.Contains("      59     8        Id = 0000000000000002\n", output.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        Assert.Contains("  00000040  00  00  02  00  00  00  02 [58] ff", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_page_lights_up_a_fields_bytes_and_opens_a_bytes_field_in_chromium()
    {
        Assert.False(ChromiumTool.Required && ChromiumTool.Executable is null, "SPANWIRE_REQUIRE_CHROMIUM is set but chromium is not on PATH");
        string page = Path.Combine(Directory.CreateTempSubdirectory("spanwire-inspect-").FullName, "settlement.html");
        (int exit, _) = Inspect("--type", "Settlement", "--hex", Settlement, "--html", page);
        Assert.Equal(0, exit);
        string html = File.ReadAllText(page);
        Assert.DoesNotContain("http://", html, StringComparison.Ordinal);
        Assert.DoesNotContain("https://", html, StringComparison.Ordinal);
        Assert.DoesNotContain("<script src", html, StringComparison.Ordinal);
        if (ChromiumTool.Executable is null)
        {
            return;
        }

        await using ChromiumTool chromium = await ChromiumTool.OpenAsync(page);
        Assert.Equal(92.0, await chromium.EvaluateAsync("document.querySelectorAll('.byte').length"));

        // A field selects its bytes: the second trade is bytes 59 to 85.
        await chromium.ClickAsync(".node[data-start='59'][data-end='86']");
        Assert.Equal("[59,85,27]", await chromium.EvaluateAsync(
            "(() => { const lit = [...document.querySelectorAll('.byte.lit')].map(b => Number(b.dataset.offset)); return JSON.stringify([lit[0], lit[lit.length - 1], lit.length]); })()"));

        // Close the first trade, then select a byte of its symbol: the innermost field opens, its bytes light up.
        await chromium.ClickAsync("#tree > ul > li > ul > li:nth-child(3) > ul > li:nth-child(1) > .toggle");
        Assert.Equal(true, await chromium.EvaluateAsync("document.querySelector(\"#tree > ul > li > ul > li:nth-child(3) > ul > li:nth-child(1)\").classList.contains('closed')"));
        await chromium.ClickAsync("#b40");
        Assert.Equal("38 8 Symbol = \"ABCD\"", await chromium.EvaluateAsync(
            "(() => { const n = document.querySelector('.node.current'); return `${n.dataset.start} ${n.dataset.end - n.dataset.start} ${n.childNodes[2].textContent}${n.childNodes[3].textContent}`; })()"));
        Assert.Equal(false, await chromium.EvaluateAsync("document.querySelector(\"#tree > ul > li > ul > li:nth-child(3) > ul > li:nth-child(1)\").classList.contains('closed')"));
        Assert.Equal(8.0, await chromium.EvaluateAsync("document.querySelectorAll('.byte.lit').length"));

        if (Environment.GetEnvironmentVariable("SPANWIRE_ACCEPT_SCREENSHOTS") is { Length: > 0 })
        {
            File.WriteAllBytes(Path.Combine(RepositoryRoot(), "docs", "inspect.png"), await chromium.ScreenshotAsync());
        }
    }

    /// <summary>The built tool (this project builds it first) run on the Quickstart sample in this test run's configuration.</summary>
    private static (int Exit, string Output) Inspect(params string[] arguments)
    {
        string configuration = new DirectoryInfo(AppContext.BaseDirectory).Parent!.Name;
        string tool = Path.Combine(RepositoryRoot(), "src", "Export", "bin", configuration, "net10.0", "spanwire.dll");
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (string argument in new[] { tool, "inspect", Path.Combine(RepositoryRoot(), "samples", "Quickstart"), "-c", configuration }.Concat(arguments))
        {
            start.ArgumentList.Add(argument);
        }

        using Process process = Process.Start(start)!;
        Task<string> errors = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        Assert.True(process.ExitCode is 0 or 1, $"spanwire inspect exited {process.ExitCode}: {output}{errors.Result}");
        return (process.ExitCode, output);
    }

    private static string RepositoryRoot([CallerFilePath] string testFile = "")
        => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(testFile)!, "..", "..", ".."));
}
