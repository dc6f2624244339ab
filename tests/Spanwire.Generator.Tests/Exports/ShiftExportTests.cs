using System.IO;
using System.Runtime.CompilerServices;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A holder that is an exponent (<c>[BinaryLengthFrom(Scale = 2, Shift = true)]</c>: GIF's color tables) in every export:
/// tshark dissects the GIF Java's ImageIO wrote (tests/Spanwire.Tests/Vectors/gif_java.gif) to its last byte, and ksc
/// reads it with Kaitai's <c>2 &lt;&lt; n</c> (KaitaiExportTests checks random values too); the lock says <c>2&lt;&lt;#n</c>.
/// </summary>
public class ShiftExportTests
{
    /// <summary>The declaration GifTests reads files with, compiled here as it stands.</summary>
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "Gif.cs"));

    private static string GifFile([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", "gif_java.gif");

    [Fact]
    public void The_dissector_and_Kaitai_read_the_GIF_Java_wrote()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source()));
        Assert.Contains("2<<#", WireLock.Write(catalog.Types), System.StringComparison.Ordinal);
        byte[] bytes = File.ReadAllBytes(GifFile());

        TypeModel_Check(catalog, bytes);
        if (TsharkTool.DissectChecked(catalog, "GifFile", System.Convert.ToHexString(bytes)) is not { } json)
        {
            return;
        }

        Assert.Contains("\"20\"", json, System.StringComparison.Ordinal);
    }

    /// <summary>ksc's JavaScript parser reads the whole file with the exported .ksy.</summary>
    private static void TypeModel_Check(LayoutCatalog catalog, byte[] bytes)
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-gif-").FullName;
        try
        {
            Spanwire.Generator.Model.TypeModel type = System.Linq.Enumerable.Single(catalog.Types, model => model.DisplayName == "GifFile");
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), bytes);
            using System.Text.Json.JsonDocument report = KaitaiTool.Check(folder);
            System.Text.Json.JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out System.Text.Json.JsonElement error), error.ToString());
            Assert.Equal(bytes.Length, parsed.GetProperty("values")[0].GetProperty("end").GetInt32());
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
