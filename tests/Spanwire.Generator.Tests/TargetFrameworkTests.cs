using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Suggestions must compile on the user's target: netstandard2.0 lacks the span overloads of BitConverter and Encoding.</summary>
public class TargetFrameworkTests
{
    private const string Code = """
        using System;
        using System.IO;
        using System.Text;
        public class Legacy
        {
            public void Put(byte[] buffer, int position, long value) => Array.Copy(BitConverter.GetBytes(value), 0, buffer, position, 8);
            public void Send(Stream stream, string text) { var bytes = Encoding.UTF8.GetBytes(text); stream.Write(bytes, 0, bytes.Length); }
        }
        """;

    [Fact]
    public async Task Netstandard20_with_System_Memory_suggests_BinaryPrimitives_only()
    {
        var diagnostics = await AnalyzerHarness.NetStandardDiagnostics(Code, new ByteOrderAnalyzer(), withSystemMemory: true);
        string message = Assert.Single(diagnostics);
        Assert.StartsWith("SPW1001", message, System.StringComparison.Ordinal);
        Assert.Contains("BinaryPrimitives.Write*", message, System.StringComparison.Ordinal);
        Assert.DoesNotContain("TryWriteBytes", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task Netstandard20_has_no_span_GetBytes_so_SPW1006_stays_silent()
        => Assert.Empty(await AnalyzerHarness.NetStandardDiagnostics(Code, new CopyAnalyzer(), withSystemMemory: true));

    [Fact]
    public async Task Netstandard20_without_System_Memory_has_nothing_to_suggest()
    {
        Assert.Empty(await AnalyzerHarness.NetStandardDiagnostics(Code, new ByteOrderAnalyzer(), withSystemMemory: false));
        Assert.Empty(await AnalyzerHarness.NetStandardDiagnostics(
            "public class C { public int M() { var scratch = new byte[8]; scratch[0] = 1; return scratch.Length; } }",
            new TemporaryBufferAnalyzer(),
            withSystemMemory: false));
    }
}
