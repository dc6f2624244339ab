using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A list whose items' cases are chosen item by item by an earlier list (<c>[BinaryTagFrom]</c> on a list: SQLite's
/// record values by their serial types), with a default case that takes its tag as a parameter and is sized by it, in
/// every export: Kaitai switches on the holder list's item at <c>_index</c> (ksc reads a record sqlite3 wrote), the
/// dissector keeps the holder's items for the union's cases (tshark), the lock and the diagram say where each case comes from.
/// </summary>
public class ItemTagExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Demo;
        [BinarySerializable]
        public sealed partial class Row
        {
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] public long HeaderSize { get; set; }
            [BinaryLengthFrom(nameof(HeaderSize), CountsBytes = true, Adjust = 1)]
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] public long[] Types { get; set; } = [];
            [BinaryTagFrom(nameof(Types))] public Cell[] Cells { get; set; } = [];
        }
        [BinarySerializable]
        [BinaryUnion(Default = typeof(Bytes))]
        [BinaryUnionCase(0, typeof(Empty))]
        [BinaryUnionCase(1, typeof(Small))]
        public abstract partial class Cell { }
        [BinarySerializable] public sealed partial class Empty : Cell { }
        [BinarySerializable] public sealed partial class Small : Cell { public sbyte Value { get; set; } }
        [BinarySerializable]
        public sealed partial class Bytes : Cell
        {
            [BinaryParameter] public long Tag { get; set; }
            [BinaryLengthFrom(nameof(ContentLength))] public byte[] Content { get; set; } = [];
            private static long ContentLength(long tag) => tag >= 12 ? (tag - 12) / 2 : -1;
        }
        """;

    // A NULL, 5, "text" (serial type 21) and the blob 00 01 FF (serial type 18), as sqlite3 writes such a row.
    private static readonly byte[] Value = Convert.FromHexString("05" + "00011512" + "05" + "74657874" + "0001FF");

    [Fact]
    public void Kaitai_switches_on_the_holder_lists_item_at_its_index()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "Row");
        string id = catalog.TypeId(type);
        string ksy = KaitaiExport.Write(type, catalog);
        Assert.Contains("switch-on: 'types.items[_index].value'", ksy, StringComparison.Ordinal);
        string folder = Directory.CreateTempSubdirectory("spanwire-itemtag-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            File.WriteAllBytes(Path.Combine(folder, $"{id}.00.bin"), Value);

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement result = report.RootElement.GetProperty(id);
            Assert.False(result.TryGetProperty("error", out JsonElement error), error + "\n" + ksy);
            JsonElement value = Assert.Single(result.GetProperty("values").EnumerateArray());
            Assert.Equal(Value.Length, value.GetProperty("end").GetInt64());
            JsonElement[] cells = [.. value.GetProperty("value").GetProperty("cells").EnumerateArray()];
            Assert.Equal(4, cells.Length);
            Assert.Equal(5, cells[1].GetProperty("value").GetInt32());
            Assert.Equal([0x74, 0x65, 0x78, 0x74], cells[2].GetProperty("content").EnumerateArray().Select(item => item.GetInt32()));
            Assert.Equal([0x00, 0x01, 0xFF], cells[3].GetProperty("content").EnumerateArray().Select(item => item.GetInt32()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_reads_each_case_by_its_tag_and_the_lock_and_diagram_say_where_it_comes_from()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        string locked = WireLock.Write(catalog.Types);
        Assert.Contains("list(items of #2) of tagfrom(#2[i]) Demo.Cell(0=Demo.Empty,1=Demo.Small,_=Demo.Bytes) args(Tag=tag)", locked, StringComparison.Ordinal);
        Assert.Contains("one for each item of Types", PacketDiagram.Write(catalog.Types, catalog, "Rows"), StringComparison.Ordinal);
        if (TsharkTool.DissectChecked(catalog, "Row", Convert.ToHexString(Value)) is { } dissected)
        {
            Assert.Contains("\"test.small.value\": \"5\"", dissected, StringComparison.Ordinal);
            Assert.Contains("\"test.bytes.content\": \"74:65:78:74\"", dissected, StringComparison.Ordinal);
            Assert.Contains("\"test.bytes.content\": \"00:01:ff\"", dissected, StringComparison.Ordinal);
        }
    }
}
