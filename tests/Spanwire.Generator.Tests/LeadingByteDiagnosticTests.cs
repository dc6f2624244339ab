using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>A default case that begins at the tag, and cases chosen by length: each misuse gets one diagnostic that names it.</summary>
public class LeadingByteDiagnosticTests
{
    private const string Cases = """
        [BinarySerializable] public partial class Stop : Message { }
        [BinarySerializable] public partial class Data : Message { [BinaryRemainder] public byte[] Bytes = []; }
        """;

    [Theory]
    [InlineData("[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(Data), DefaultReadsTag = true), BinaryUnionCase(0xFF, typeof(Stop))]", "unions with a one-byte tag of whole bytes")]
    [InlineData("[BinaryUnion(DefaultReadsTag = true), BinaryUnionCase(0xFF, typeof(Stop)), BinaryUnionCase(1, typeof(Data))]", "unions with a default case")]
    [InlineData("[BinaryUnion(Default = typeof(Data), DefaultReadsTag = true), BinarySizePrefix(LengthPrefix.UInt8), BinaryUnionCase(0xFF, typeof(Stop))]", "put the frame on the member that holds the union")]
    [InlineData("[BinaryUnion(Default = typeof(Data), DefaultReadsTag = true), BinaryUnionCase(0xFF, typeof(Stop), BelowLength = 1)]", "BelowLength is 0 (any length) or 2 or more")]
    [InlineData("[BinaryUnionCase(0xFF, typeof(Stop), BelowLength = 9), BinaryUnionCase(1, typeof(Data))]", "unions whose default case begins at the tag")]
    public async Task A_union_that_cannot_read_its_default_from_the_tag_is_refused(string attributes, string expected)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n{attributes}\n[BinarySerializable] public abstract partial class Message {{ }}\n{Cases}", new LayoutAnalyzer());

        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_union_whose_default_begins_at_the_tag_cannot_be_chosen_by_a_holder()
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable, BinaryUnion(Default = typeof(Data), DefaultReadsTag = true), BinaryUnionCase(0xFF, typeof(Stop))]
            public abstract partial class Message { }
            {{Cases}}
            [BinarySerializable] public partial class Holder { public byte Kind; [BinaryTagFrom(nameof(Kind))] public Message Body = new Stop(); }
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryTagFrom] does not apply to member 'Body'", message, System.StringComparison.Ordinal);
        Assert.Contains("no DefaultReadsTag", message, System.StringComparison.Ordinal);
    }
}
