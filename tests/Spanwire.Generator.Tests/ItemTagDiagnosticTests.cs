using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// A list whose items' cases an earlier list chooses, and a length computed from parameters alone: a declaration the
/// write could not fill (a holder list with a count of its own, a holder that is no list of integers) or a length that
/// reads a member the write could not check gets one diagnostic naming the real cause.
/// </summary>
public class ItemTagDiagnosticTests
{
    private const string Union = """
        [BinarySerializable, BinaryUnion(Default = typeof(Bytes)), BinaryUnionCase(0, typeof(Empty))] public abstract partial class Cell { }
        [BinarySerializable] public sealed partial class Empty : Cell { }
        [BinarySerializable] public sealed partial class Bytes : Cell
        {
            [BinaryParameter] public long Tag { get; set; }
            [BinaryLengthFrom(nameof(Length))] public byte[] Content { get; set; } = [];
            private static long Length(long tag) => tag - 12;
        }
        """;

    [Theory]
    [InlineData("public long[] Types = [];", "'Types' is not such a list")]
    [InlineData("public byte Count; public long Types;", "'Types' is not such a list")]
    [InlineData("public byte Count; [BinaryLengthFrom(nameof(Count))] public string[] Types = [];", "'Types' is not such a list")]
    public async Task A_holder_the_write_cannot_fill_item_by_item_is_named(string holder, string cause)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Row {{ {holder} [BinaryTagFrom(nameof(Types))] public Cell[] Cells = []; }}\n{Union}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Cells'", message, System.StringComparison.Ordinal);
        Assert.Contains(cause, message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_union_list_with_a_count_of_its_own_is_one_diagnostic()
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Row {{ public byte Count; [BinaryLengthFrom(nameof(Count))] public long[] Types = []; [BinaryTagFrom(nameof(Types))] [BinaryLengthPrefix(LengthPrefix.UInt8)] public Cell[] Cells = []; }}\n{Union}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Cells'", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_computed_length_over_a_member_that_is_no_parameter_is_named()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable] public partial class Entry
            {
                public long Tag;
                [BinaryLengthFrom(nameof(Length))] public byte[] Content = [];
                private static long Length(long tag) => tag - 12;
            }
            """, new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Content'", message, System.StringComparison.Ordinal);
        Assert.Contains("whose parameters all name [BinaryParameter] members", message, System.StringComparison.Ordinal);
        Assert.Contains("parameter 'tag' is not one of them", message, System.StringComparison.Ordinal);
    }

    /// <summary>A case type under two tags: a read could take either, but a write could not tell which tag to write.</summary>
    [Fact]
    public async Task A_case_type_under_two_tags_is_one_diagnostic_naming_both()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable, BinaryUnionCase(9, typeof(Time)), BinaryUnionCase(10, typeof(Time))] public abstract partial class Value { }
            [BinarySerializable] public sealed partial class Time : Value { public long Seconds; }
            """, new LayoutAnalyzer());

        Assert.Contains("case 10 (Time)", message, System.StringComparison.Ordinal);
        Assert.Contains("a case type under one tag only ('Time' is also case 9): a write could not tell which to write", message, System.StringComparison.Ordinal);
    }
}
