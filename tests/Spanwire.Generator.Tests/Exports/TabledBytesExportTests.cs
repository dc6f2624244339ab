using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Byte arrays behind a table of their lengths (<c>[BinaryItemLengthPrefix(LengthPrefix.UInt8, Table = true)]</c>, Ogg's
/// segment table) in every export: Kaitai reads the table, then each segment as many bytes as its entry, so ksc reads
/// the Ogg streams oggenc, opusenc and flac wrote (tests/Spanwire.Tests/Vectors/ogg_*) to their last byte with
/// Spanwire's export of the declaration OggTests reads them with; tshark dissects a page's segments; the lock and the
/// diagram name the table.
/// </summary>
public class TabledBytesExportTests
{
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "Ogg.cs"));

    private static byte[] Vector(string name, [CallerFilePath] string thisFile = "")
        => File.ReadAllBytes(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", name));

    [Fact]
    public void Kaitai_reads_the_encoders_streams_and_the_dissector_each_segment()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source()));
        Spanwire.Generator.Model.TypeModel file = catalog.Types.Single(model => model.DisplayName == "OggFile");
        Spanwire.Generator.Model.TypeModel page = catalog.Types.Single(model => model.DisplayName == "OggPage");
        Assert.Contains("Segments list(count #9) of bytes(table uint8)", WireLock.Write(catalog.Types), StringComparison.Ordinal);
        Assert.Contains("one uint8 per item", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), StringComparison.Ordinal);

        string folder = Directory.CreateTempSubdirectory("spanwire-ogg-").FullName;
        try
        {
            string id = catalog.TypeId(file);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(file, catalog));
            string[] names = ["ogg_vorbis.ogg", "ogg_opus.opus", "ogg_flac.oga"];
            byte[][] files = [.. names.Select(name => Vector(name))];
            for (int i = 0; i < files.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), files[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray()];
            Assert.Equal(files.Select(bytes => bytes.Length), values.Select(value => value.GetProperty("end").GetInt32()));
            JsonElement first = values[1].GetProperty("value").GetProperty("pages")[0];
            Assert.Equal(1, first.GetProperty("segmentCount").GetInt32());
            Assert.Equal(19, first.GetProperty("segments")[0].GetArrayLength()); // OpusHead, one segment of 19 bytes
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        byte[] opus = Vector("ogg_opus.opus");
        if (TsharkTool.DissectChecked(catalog, "OggPage", Convert.ToHexString(opus.AsSpan(0, 27 + 1 + 19))) is not { } json)
        {
            return;
        }

        Assert.Contains("\"test.ogg_page.segment_count\": \"1\"", json, StringComparison.Ordinal);
        Assert.Contains("\"test.ogg_page.segments_length\": \"19\"", json, StringComparison.Ordinal);
        Assert.Contains("\"test.ogg_page.segments\": \"4f:70:75:73:48:65:61:64", json, StringComparison.Ordinal); // "OpusHead"
    }
}
