using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// cpio's constructs: a length kept in two holders, and text whose NUL ends the bytes a holder gives. A Low holder the
/// pair cannot be read from, or a bound C string with a two-byte terminator, gets one diagnostic that names it.
/// </summary>
public class CompositeHolderDiagnosticTests
{
    [Theory]
    [InlineData("public ushort High; public short Low;", "Low = nameof(Low)")]
    [InlineData("public ushort High; public ushort Low;", "Low = nameof(High)")]
    [InlineData("public ushort High;", "Low = \"Missing\"")]
    [InlineData("public ushort High; public ushort Low;", "Low = nameof(Low), Scale = 2")]
    [InlineData("public ushort High; public ushort Low; [BinaryLengthFrom(nameof(Low))] public byte[] First = [];", "Low = nameof(Low)")]
    public async Task A_low_holder_that_is_not_an_earlier_unused_unsigned_member_is_refused(string holders, string arguments)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Entry {{ {holders} [BinaryLengthFrom(nameof(High), {arguments})] public byte[] Data = []; }}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Data'", message, System.StringComparison.Ordinal);
        Assert.Contains("a Low holder that is an earlier, otherwise unused byte, ushort or uint member", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_low_holder_declared_after_the_member_is_refused()
    {
        string message = await AnalyzerHarness.Message("using Spanwire;\n[BinarySerializable] public partial class Entry { public ushort High; [BinaryLengthFrom(nameof(High), Low = nameof(Low))] public byte[] Data = []; public ushort Low; }", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Data'", message, System.StringComparison.Ordinal);
        Assert.Contains("a Low holder that is an earlier", message, System.StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("[BinaryLengthFrom(nameof(Size)), BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16LittleEndian)]")]
    [InlineData("[BinaryLengthFrom(nameof(Size)), BinaryNullTerminated, BinaryTrailing]")]
    public async Task A_bound_c_string_with_a_wide_terminator_or_that_may_be_absent_is_refused(string attributes)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Entry {{ public ushort Size; {attributes} public string Path = \"\"; }}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Path'", message, System.StringComparison.Ordinal);
    }
}
