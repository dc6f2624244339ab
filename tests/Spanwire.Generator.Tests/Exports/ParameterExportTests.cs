using System;
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
        Assert.Contains("args(ColorType=#1)", locked, StringComparison.Ordinal);
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

    /// <summary>Every number in a parsed value, depth first: a colour's samples, or a palette's alphas.</summary>
    private static int[] Numbers(JsonElement value) => value.ValueKind switch
    {
        JsonValueKind.Number => [value.GetInt32()],
        JsonValueKind.Array => [.. value.EnumerateArray().SelectMany(Numbers)],
        JsonValueKind.Object => [.. value.EnumerateObject().SelectMany(property => Numbers(property.Value))],
        _ => [],
    };
}
