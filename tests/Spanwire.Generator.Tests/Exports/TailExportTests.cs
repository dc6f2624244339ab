using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// The rest of the frame minus a fixed tail (a gzip member's deflated data before its CRC-32 and size) in the dissector,
/// the lock and the diagram; Kaitai's <c>size: _io.size - _io.pos - 8</c> is checked with ksc in KaitaiExportTests.
/// </summary>
public class TailExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Export;
        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class Member
        {
            public uint Time;
            [BinaryRemainder] public byte[] Deflated = [];
            public uint Crc32;
            public uint Size;
        }
        """;

    [Fact]
    public void The_dissector_leaves_the_tail_to_the_members_after_the_remainder()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        if (TsharkTool.DissectChecked(catalog, "Member", "01000000" + "aabbccdd" + "78563412" + "05000000") is not { } json)
        {
            return;
        }

        string Value(string field) => System.Text.RegularExpressions.Regex.Match(json, $"\"[a-z_.]*\\.{field}\": \"([^\"]*)\"").Groups[1].Value;
        Assert.Equal(("aa:bb:cc:dd", "305419896", "5"), (Value("deflated"), Value("crc32"), Value("size")));
    }

    [Fact]
    public void The_lock_and_the_diagram_say_what_the_tail_takes()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        Assert.Contains("rest(bytes,but last 8)", WireLock.Write(catalog.Types), System.StringComparison.Ordinal);
        Assert.Contains("the rest of the frame but its last 8 bytes", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), System.StringComparison.Ordinal);
    }
}
