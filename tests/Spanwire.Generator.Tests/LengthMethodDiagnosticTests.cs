using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// A length a pair of the user's methods computes and fills: a pair the generator cannot call, or whose computation the
/// exports cannot render, gets one diagnostic on the bound member that names what a pair must be.
/// </summary>
public class LengthMethodDiagnosticTests
{
    private const string Holders = "public ushort Low; public ushort Pages; [BinaryLengthFrom(nameof(Size), Fill = nameof(SetSize))] public byte[] Data = [];";

    [Theory]
    [InlineData("static long Size(ushort low, ushort pages) => System.Math.Max(low, pages); static void SetSize(long length, ref ushort low, ref ushort pages) { }")]
    [InlineData("static long Size(ushort low, ushort pages) { long size = low; return size + pages; } static void SetSize(long length, ref ushort low, ref ushort pages) { }")]
    [InlineData("static long Size(ushort low, ushort pages) => low + pages;")]
    [InlineData("static long Size(ushort low, ushort pages) => low + pages; static void SetSize(long length, ushort low, ushort pages) { }")]
    [InlineData("static long Size(ushort low, ushort pages) => low + pages; static void SetSize(int length, ref ushort low, ref ushort pages) { }")]
    [InlineData("static long Size(ushort low, ushort pages) => low + pages; static void SetSize(long length, ref ushort low) { }")]
    [InlineData("long Size(ushort low, ushort pages) => low + pages; static void SetSize(long length, ref ushort low, ref ushort pages) { }")]
    [InlineData("static void Size(ushort low, ushort pages) { } static void SetSize(long length, ref ushort low, ref ushort pages) { }")]
    public async Task A_pair_that_cannot_be_called_or_rendered_is_one_diagnostic(string methods)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Entry {{ {Holders} {methods} }}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Data'", message, System.StringComparison.Ordinal);
        Assert.Contains("a length computed by a static method of the type whose parameters name earlier integer members", message, System.StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("static long Size(ushort low, ushort other) => low + other; static void SetSize(long length, ref ushort low, ref ushort other) { }", "other")]
    [InlineData("static long Size(ushort low, int pages) => low + pages; static void SetSize(long length, ref ushort low, ref int pages) { }", "pages")]
    [InlineData("static long Size(ushort low, ushort pages) => low + pages; static void SetSize(long length, ref ushort low, ref ushort count) { }", "pages")]
    public async Task A_parameter_that_names_no_earlier_holder_of_its_type_is_named(string methods, string parameter)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Entry {{ {Holders} {methods} }}", new LayoutAnalyzer());

        Assert.Contains($"parameter '{parameter}' is not one of them", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_holder_another_length_already_uses_cannot_be_filled()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable] public partial class Entry
            {
                public ushort Low; public ushort Pages;
                [BinaryLengthFrom(nameof(Low))] public byte[] First = [];
                [BinaryLengthFrom(nameof(Size), Fill = nameof(SetSize))] public byte[] Data = [];
                static long Size(ushort low, ushort pages) => low + pages;
                static void SetSize(long length, ref ushort low, ref ushort pages) { }
            }
            """, new LayoutAnalyzer());

        Assert.Contains("parameter 'low' is not one of them", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task Scale_or_adjust_beside_the_methods_is_refused()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable] public partial class Entry
            {
                public ushort Low; public ushort Pages;
                [BinaryLengthFrom(nameof(Size), Fill = nameof(SetSize), Scale = 2)] public byte[] Data = [];
                static long Size(ushort low, ushort pages) => low + pages;
                static void SetSize(long length, ref ushort low, ref ushort pages) { }
            }
            """, new LayoutAnalyzer());

        Assert.Contains("without Adjust, Scale, Shift or Low (the methods compute those)", message, System.StringComparison.Ordinal);
    }
}
