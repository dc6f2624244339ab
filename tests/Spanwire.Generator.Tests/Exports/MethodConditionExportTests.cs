using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A condition computed by the type's method (<c>[BinaryWhen(nameof(Spills))]</c>, SQLite's overflow page pointer) in
/// every export: Kaitai's <c>if:</c> is the method's expression (ksc reads a value with the member and one without),
/// the dissector computes it in Lua (tshark), the lock and the diagram print it.
/// </summary>
public class MethodConditionExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Demo;
        [BinarySerializable]
        public partial class Cell
        {
            public ushort Size { get; set; }
            public byte Limit { get; set; }
            [BinaryLengthFrom(nameof(Kept), Fill = nameof(FillKept))] public byte[] Data { get; set; } = [];
            [BinaryWhen(nameof(Spills))] public uint? Next { get; set; }
            private static long Kept(ushort size, byte limit) => size > limit ? limit : size;
            private static void FillKept(long length, ref ushort size, byte limit) { if (size <= limit) size = (ushort)length; }
            private static bool Spills(ushort size, byte limit) => size > limit;
        }
        """;

    // 5 bytes of which 3 are kept and a next page 7; then 2 bytes, all kept, no next page.
    private static readonly byte[][] Values = [Convert.FromHexString("0005" + "03" + "AABBCC" + "00000007"), Convert.FromHexString("0002" + "03" + "AABB")];

    [Fact]
    public void Kaitai_reads_the_member_exactly_where_the_method_says()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "Cell");
        string id = catalog.TypeId(type);
        string ksy = KaitaiExport.Write(type, catalog);
        Assert.Contains("if: (size > limit)", ksy, StringComparison.Ordinal);
        string folder = Directory.CreateTempSubdirectory("spanwire-method-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            for (int i = 0; i < Values.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D2}.bin"), Values[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement result = report.RootElement.GetProperty(id);
            Assert.False(result.TryGetProperty("error", out JsonElement error), error + "\n" + ksy);
            JsonElement[] values = [.. result.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString(), StringComparer.Ordinal)];
            Assert.All(values, value => Assert.Equal(value.GetProperty("size").GetInt64(), value.GetProperty("end").GetInt64()));
            Assert.Equal(7, values[0].GetProperty("value").GetProperty("next").GetInt32());
            Assert.False(values[1].GetProperty("value").TryGetProperty("next", out JsonElement absent) && absent.ValueKind == JsonValueKind.Number, ksy);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_computes_the_condition_and_the_lock_and_diagram_print_it()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        Assert.Contains("Next when((#1>#2)) uint32", WireLock.Write(catalog.Types), StringComparison.Ordinal);
        Assert.Contains("present when (Size > Limit)", PacketDiagram.Write(catalog.Types, catalog, "Cells"), StringComparison.Ordinal);
        if (TsharkTool.DissectChecked(catalog, "Cell", Convert.ToHexString(Values[0])) is { } with)
        {
            Assert.Contains("\"test.cell.next\": \"7\"", with, StringComparison.Ordinal);
        }

        if (TsharkTool.DissectChecked(catalog, "Cell", Convert.ToHexString(Values[1])) is { } without)
        {
            Assert.DoesNotContain("test.cell.next", without, StringComparison.Ordinal);
        }
    }
}
