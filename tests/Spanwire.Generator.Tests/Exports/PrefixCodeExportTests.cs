using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A union whose tags are a prefix code (MessagePack, tests/Spanwire.Tests/Types/MsgPack.cs) in the exports, on the
/// values Python's msgpack packed (tests/Spanwire.Tests/Vectors/msgpack_vectors.jsonl, the small ones): ksc reads each
/// to its last byte, tshark dissects each to its last byte, the lock names each case's tag and width.
/// </summary>
public class PrefixCodeExportTests
{
    private static string Tests([CallerFilePath] string thisFile = "") => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(File.ReadAllText(Path.Combine(Tests(), "Types", "MsgPack.cs"))));

    private static List<(string Name, string Hex)> Small()
        => [.. File.ReadLines(Path.Combine(Tests(), "Vectors", "msgpack_vectors.jsonl")).Select(line => JsonDocument.Parse(line).RootElement)
            .Where(vector => vector.TryGetProperty("hex", out _)).Select(vector => (vector.GetProperty("name").GetString()!, vector.GetProperty("hex").GetString()!))];

    [Fact]
    public void Kaitai_reads_every_small_vector_to_its_last_byte()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "MsgPackValue");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-msgpack-").FullName;
        try
        {
            List<(string Name, string Hex)> vectors = Small();
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < vectors.Count; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D2}.bin"), Convert.FromHexString(vectors[i].Hex));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString())];
            Assert.Equal(vectors.Count, values.Length);
            for (int i = 0; i < vectors.Count; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), $"{vectors[i].Name}: {failed}");
                Assert.Equal(vectors[i].Hex.Length / 2, values[i].GetProperty("end").GetInt32());
            }

            // The document is a fixmap (1000xxxx), case 3 by tag (after fixint 0, fixstr 0b101, negative fixint 0b111) of
            // 7 entries; its first key a fixstr.
            JsonElement document = values[vectors.FindIndex(v => v.Name == "document")].GetProperty("value");
            Assert.Equal(3, document.GetProperty("caseIndex").GetInt32());
            Assert.Equal(7, document.GetProperty("body").GetProperty("count").GetInt32());
            Assert.Equal("id", document.GetProperty("body").GetProperty("entries")[0].GetProperty("key").GetProperty("body").GetProperty("text").GetString());
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void A_list_a_prefix_code_case_ends_compiles_and_reads_in_Kaitai()
    {
        // Values until a nil: MessagePack items in a stream, the last case a whole-byte one, numbered by case_index.
        const string source = """
            using System.Collections.Generic;
            using Spanwire;
            namespace Export;
            [BinarySerializable] public partial class Stream { [BinaryUntil(typeof(Nil))] public List<Value> Items = []; }
            [BinarySerializable, BinaryUnionCase(0, typeof(Small), TagBits = 1), BinaryUnionCase(0xC0, typeof(Nil))] public abstract partial class Value { }
            [BinarySerializable] public sealed partial class Small : Value { [BinaryBitField(7)] public byte Number; }
            [BinarySerializable] public sealed partial class Nil : Value { }
            """;
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(source));
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "Stream");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-prefix-until-").FullName;
        try
        {
            string ksy = KaitaiExport.Write(type, catalog);
            Assert.Contains("repeat-until: _.case_index == 1", ksy, StringComparison.Ordinal);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), [0x01, 0x7F, 0xC0]);
            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement value = parsed.GetProperty("values")[0];
            Assert.False(value.TryGetProperty("error", out JsonElement failed), failed.ToString());
            Assert.Equal(3, value.GetProperty("end").GetInt32());
            Assert.Equal(3, value.GetProperty("value").GetProperty("items").GetArrayLength());
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_reads_every_small_vector_to_its_last_byte()
    {
        foreach ((string name, string hex) in Small())
        {
            if (TsharkTool.DissectChecked(Catalog(), "MsgPackValue", hex) is null)
            {
                return;
            }
        }
    }

    [Fact]
    public void The_lock_names_each_cases_tag_and_width_and_the_diagram_the_byte_ranges()
    {
        LayoutCatalog catalog = Catalog();
        string wireLock = WireLock.Write(catalog.Types);
        Assert.Contains("0/1bits Spanwire.Tests.Types.MsgPackPositiveFixInt", wireLock.Replace(" = ", " ", StringComparison.Ordinal), StringComparison.Ordinal);
        Assert.Contains("0x80-0x8F MsgPackFixMap", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), StringComparison.Ordinal);
    }
}
