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
/// A union tag in the union's little-endian byte order in the exports: ksc reads the extra fields Info-ZIP's zip CLI
/// wrote (tests/Spanwire.Tests/Vectors/zip_cli_extra.json) with <c>u2le</c> ids, taking the timestamp case; the
/// dissector reads them to their last byte; the lock says <c>uint16le</c>.
/// </summary>
public class LittleEndianTagExportTests
{
    private static string Tests([CallerFilePath] string thisFile = "") => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(File.ReadAllText(Path.Combine(Tests(), "Types", "ZipExtras.cs"))));

    private static byte[] Extra()
    {
        using JsonDocument report = JsonDocument.Parse(File.ReadAllText(Path.Combine(Tests(), "Vectors", "zip_cli_extra.json")));
        return Convert.FromHexString(report.RootElement.GetProperty("entries")[0].GetProperty("extra").GetString()!);
    }

    [Fact]
    public void The_lock_says_the_tag_is_little_endian()
        => Assert.Contains("Spanwire.Tests.Types.ZipExtraField union uint16le", WireLock.Write(Catalog().Types), StringComparison.Ordinal);

    [Fact]
    public void Kaitai_and_the_dissector_read_the_zip_CLIs_extra_fields()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "ZipExtraFields");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-zipextra-").FullName;
        byte[] extra = Extra();
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), extra);
            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement value = report.RootElement.GetProperty(id).GetProperty("values")[0];
            Assert.False(value.TryGetProperty("error", out JsonElement failed), failed.ToString());
            Assert.Equal(extra.Length, value.GetProperty("end").GetInt32());
            Assert.Equal([0x5455, 0x7875], value.GetProperty("value").GetProperty("fields").EnumerateArray().Select(field => field.GetProperty("tag").GetInt32()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        _ = TsharkTool.DissectChecked(catalog, "ZipExtraFields", Convert.ToHexString(extra));
    }
}
