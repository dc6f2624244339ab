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
/// Parameters an enclosing value passes (<c>[BinaryParameter]</c>, <c>[BinaryArguments]</c>) in every export: Kaitai's
/// own <c>params</c>, which ksc reads the PNG files ImageMagick and Pillow wrote with (tests/Spanwire.Tests/Vectors/png_*
/// from make_png_colour_vectors.sh), each bKGD and tRNS body as Python's struct read it; the dissector's argument table
/// (tshark); the lock and the diagram.
/// </summary>
public class ParameterExportTests
{
    /// <summary>The declaration ParameterTests reads files with, compiled here as it stands.</summary>
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "PngImages.cs"));

    private static string Vectors([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(Source()));

    private static JsonElement[] Expected()
        => [.. JsonDocument.Parse(File.ReadAllText(Path.Combine(Vectors(), "png_colour_vectors.json"))).RootElement.EnumerateArray()];

    [Fact]
    public void Kaitai_passes_the_colour_type_as_params_and_reads_every_file()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "PngImage");
        string id = catalog.TypeId(type);
        string ksy = KaitaiExport.Write(type, catalog);
        Assert.Contains("params:", ksy, StringComparison.Ordinal);
        JsonElement[] expected = Expected();
        string folder = Directory.CreateTempSubdirectory("spanwire-png-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            for (int i = 0; i < expected.Length; i++)
            {
                File.Copy(Path.Combine(Vectors(), expected[i].GetProperty("file").GetString()!), Path.Combine(folder, $"{id}.{i:D2}.bin"));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error + "\n" + ksy);
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString(), StringComparer.Ordinal)];
            for (int i = 0; i < expected.Length; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), expected[i].GetProperty("file") + ": " + failed + "\n" + ksy);
                Assert.Equal(values[i].GetProperty("size").GetInt64(), values[i].GetProperty("end").GetInt64());
                int[][] colours = [.. values[i].GetProperty("value").GetProperty("chunks").EnumerateArray()
                    .Select(entry => entry.GetProperty("chunk").GetProperty("body"))
                    .Where(body => body.TryGetProperty("color", out _) || body.TryGetProperty("transparent", out _))
                    .Select(body => Numbers(body.TryGetProperty("color", out JsonElement color) ? color : body.GetProperty("transparent")))];
                int[][] wanted = [.. expected[i].GetProperty("chunks").EnumerateArray().Select(chunk => chunk.GetProperty("values").EnumerateArray().Select(value => value.GetInt32()).ToArray())];
                Assert.Equal(wanted, colours);
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_lock_names_each_parameter_and_what_passes_it_and_the_diagram_says_it_has_no_bytes()
    {
        LayoutCatalog catalog = Catalog();
        string locked = WireLock.Write(catalog.Types);
        Assert.Contains("args(ColorType=#1.Ihdr.ColorType)", locked, StringComparison.Ordinal);
        Assert.Contains("parameter Byte", locked, StringComparison.Ordinal);
        Assert.Contains("args(ColorType=$ColorType)", locked, StringComparison.Ordinal);
        string diagram = PacketDiagram.Write(catalog.Types, catalog, "Parameters");
        Assert.Contains("a parameter: the enclosing value passes it, not on the wire", diagram, StringComparison.Ordinal);
    }

    /// <summary>Pillow's RGB file with a tRNS chunk: the dissector passes IHDR's colour type down to the chunk that needs it.</summary>
    [Fact]
    public void The_dissector_passes_the_colour_type_down()
    {
        string hex = Convert.ToHexString(File.ReadAllBytes(Path.Combine(Vectors(), "png_trns_rgb.png")));
        if (TsharkTool.DissectChecked(Catalog(), "PngImage", hex) is { } json)
        {
            Assert.True(json.Contains("\"test.png_transparent_rgb.", StringComparison.Ordinal), json);
        }
    }

    /// <summary>
    /// ZIP64's fields, each there when the entry's header saturates its own (a condition on a parameter the entry passes):
    /// the central directory records zip -fz wrote (Vectors/make_zip64_vectors.sh) read in ksc's reader with the
    /// exported spec, each original size where Python's struct found it, and the dissector shows the field.
    /// </summary>
    [Fact]
    public void ZIP64_fields_under_a_passed_header_read_in_Kaitai_and_the_dissector()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(ZipRecords()));
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "ZipRecord");
        string id = catalog.TypeId(type);
        string ksy = KaitaiExport.Write(type, catalog);
        byte[] archive = File.ReadAllBytes(Path.Combine(Vectors(), "zip64_cli.zip"));
        JsonElement report = JsonDocument.Parse(File.ReadAllText(Path.Combine(Vectors(), "zip64_vectors.json"))).RootElement.GetProperty("zip64_cli.zip");
        JsonElement[] entries = [.. report.GetProperty("entries").EnumerateArray()];
        int at = report.GetProperty("directory").GetInt32();
        string folder = Directory.CreateTempSubdirectory("spanwire-zip64-").FullName;
        var records = new List<byte[]>();
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            foreach (JsonElement entry in entries)
            {
                int length = 46 + BitConverter.ToUInt16(archive, at + 28) + BitConverter.ToUInt16(archive, at + 30) + BitConverter.ToUInt16(archive, at + 32);
                records.Add(archive.AsSpan(at, length).ToArray());
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{records.Count - 1:D2}.bin"), records[^1]);
                at += length;
            }

            using JsonDocument parsed = KaitaiTool.Check(folder);
            JsonElement result = parsed.RootElement.GetProperty(id);
            Assert.False(result.TryGetProperty("error", out JsonElement error), error + "\n" + ksy);
            JsonElement[] values = [.. result.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString(), StringComparer.Ordinal)];
            for (int i = 0; i < entries.Length; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), failed + "\n" + ksy);
                Assert.Equal(values[i].GetProperty("size").GetInt64(), values[i].GetProperty("end").GetInt64());
                string text = values[i].GetProperty("value").GetRawText();
                Assert.Contains($"\"original\":{entries[i].GetProperty("size").GetInt64()}", text, StringComparison.Ordinal);
                Assert.DoesNotContain("\"compressed\":", text, StringComparison.Ordinal);
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        if (TsharkTool.DissectChecked(catalog, "ZipRecord", Convert.ToHexString(records[0])) is { } json)
        {
            Assert.True(json.Contains(".original\"", StringComparison.Ordinal), json);
        }
    }

    private static string ZipRecords([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "..", "samples", "Zip", "Records.cs"));

    /// <summary>Every number in a parsed value, depth first: a colour's samples, or a palette's alphas.</summary>
    private static int[] Numbers(JsonElement value) => value.ValueKind switch
    {
        JsonValueKind.Number => [value.GetInt32()],
        JsonValueKind.Array => [.. value.EnumerateArray().SelectMany(Numbers)],
        JsonValueKind.Object => [.. value.EnumerateObject().SelectMany(property => Numbers(property.Value))],
        _ => [],
    };
}
