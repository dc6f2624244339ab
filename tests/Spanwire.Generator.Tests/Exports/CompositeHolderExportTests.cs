using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A length kept in two holders (<c>[BinaryLengthFrom(nameof(High), Low = nameof(Low))]</c>: cpio's file size in two
/// 16-bit words) in every export: ksc reads the archives GNU cpio wrote (tests/Spanwire.Tests/Vectors/cpio_*.cpio) to
/// their last byte with Kaitai's <c>(high &lt;&lt; 16) | low</c>, a 70,000-byte member among them; tshark dissects one;
/// the lock says <c>#h&lt;&lt;16|#l</c>. The path is text whose NUL ends the bytes its size gives (Kaitai <c>terminator: 0</c>).
/// </summary>
public class CompositeHolderExportTests
{
    /// <summary>The declaration CpioTests reads archives with, compiled here as it stands.</summary>
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "Cpio.cs"));

    private static byte[] Archive(string name, [CallerFilePath] string thisFile = "")
        => File.ReadAllBytes(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", name));

    [Fact]
    public void Kaitai_and_the_dissector_read_the_archives_gnu_cpio_wrote()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source()));
        string wireLock = WireLock.Write(catalog.Types);
        Assert.Contains("<<16|", wireLock, System.StringComparison.Ordinal);
        Assert.Contains("string(utf8,nul,length", wireLock, System.StringComparison.Ordinal);

        string folder = Directory.CreateTempSubdirectory("spanwire-cpio-").FullName;
        try
        {
            Spanwire.Generator.Model.TypeModel type = catalog.Types.Single(model => model.DisplayName == "CpioArchive");
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            byte[][] archives = [Archive("cpio_tree.cpio"), Archive("cpio_one.cpio")];
            for (int i = 0; i < archives.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), archives[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            Assert.Equal(archives.Select(bytes => bytes.Length), parsed.GetProperty("values").EnumerateArray().Select(value => value.GetProperty("end").GetInt32()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        if (TsharkTool.DissectChecked(catalog, "CpioArchive", System.Convert.ToHexString(Archive("cpio_one.cpio"))) is not { } json)
        {
            return;
        }

        // odd.txt's path and one byte of data (size words 0 and 1) with its pad, then the trailer's path.
        Assert.Contains("\"test.cpio_entry.path\": \"odd.txt\"", json, System.StringComparison.Ordinal);
        Assert.Contains("\"test.cpio_entry.data\": \"61\",\n            \"test.cpio_entry.data_padding\": \"00\"", json, System.StringComparison.Ordinal);
        Assert.Contains("\"test.cpio_entry.path\": \"TRAILER!!!\"", json, System.StringComparison.Ordinal);
    }
}
