using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Issue 43's diagnostic defects: one mistake gets one diagnostic, and it names the real cause.</summary>
public class StructureDiagnosticTests
{
    /// <summary>A [BinaryWhen] part of a sum whose condition reads a length holder: the part is wrong, not the sum.</summary>
    [Fact]
    public async Task A_sums_conditional_part_with_a_wrong_condition_gets_one_diagnostic_on_the_part()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable]
            public partial class Summed
            {
                [BinaryLengthOf(nameof(Name), nameof(Extra))] public int Total;
                public byte NameLength;
                [BinaryLengthFrom(nameof(NameLength))] public string Name = "";
                [BinaryWhen(nameof(NameLength), Value = 3)] public int Extra;
            }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryWhen] does not apply to member 'Extra'", message, System.StringComparison.Ordinal);
        Assert.Contains("holds no length", message, System.StringComparison.Ordinal);
    }

    /// <summary>A conditional length holder (QUIC's STREAM Length under its LEN bit) is refused for what it is, not for its varint.</summary>
    [Fact]
    public async Task A_conditional_length_holder_is_refused_as_a_holder()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable]
            public partial class StreamFrame
            {
                public byte Type;
                [BinaryWhen(nameof(Type), Mask = 2), BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)] public ulong Length;
                [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
            }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryWhen] does not apply to member 'Length'", message, System.StringComparison.Ordinal);
        Assert.Contains("'Length' holds a length, count or offset that is filled in on write, so it must always be on the wire", message, System.StringComparison.Ordinal);
    }
}
