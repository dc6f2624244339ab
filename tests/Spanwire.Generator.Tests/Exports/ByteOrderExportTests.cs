using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A byte order chosen at read time (<c>[BinaryByteOrderFrom]</c>: pcap's magic) in every export: ksc reads the four
/// captures text2pcap, editcap and their big-endian rewrites hold (tests/Spanwire.Tests/Vectors/pcap_*.pcap) through
/// Kaitai's calculated endianness, each record's length as tshark lists it; the dissector hands over to its
/// little-endian twin and reads each file to its last byte; the lock names the holder and its values.
/// </summary>
public class ByteOrderExportTests
{
    private static readonly string[] Captures = ["pcap_le_usec", "pcap_le_nsec", "pcap_be_usec", "pcap_be_nsec"];

    /// <summary>The declaration PcapTests reads files with, compiled here as it stands.</summary>
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "Pcap.cs"));

    private static string Vectors([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(Source()));

    [Fact]
    public void The_lock_names_the_holder_and_its_values_and_the_follower()
    {
        string text = WireLock.Write(Catalog().Types);

        Assert.Contains("PcapFile class byteorder(#Magic le 3569595041,1295823521 be 2712847316,2712812621)", text, System.StringComparison.Ordinal);
        Assert.Contains("PcapRecord class byteorder(enclosing)", text, System.StringComparison.Ordinal);
    }

    [Fact]
    public void Kaitai_reads_every_capture_in_its_own_order()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "PcapFile");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-pcap-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < Captures.Length; i++)
            {
                File.Copy(Path.Combine(Vectors(), Captures[i] + ".pcap"), Path.Combine(folder, $"{id}.{i}.bin"));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString()).ToArray();
            for (int i = 0; i < Captures.Length; i++)
            {
                JsonElement value = values[i];
                Assert.False(value.TryGetProperty("error", out JsonElement failed), Captures[i] + ": " + failed);
                Assert.Equal(new FileInfo(Path.Combine(Vectors(), Captures[i] + ".pcap")).Length, value.GetProperty("end").GetInt64());
                int[] listed = File.ReadAllLines(Path.Combine(Vectors(), Captures[i] + ".txt")).Select(line => int.Parse(line.Split(' ')[1], System.Globalization.CultureInfo.InvariantCulture)).ToArray();
                int[] read = value.GetProperty("value").GetProperty("records").EnumerateArray().Select(record => record.GetProperty("includedLength").GetInt32()).ToArray();
                Assert.Equal(listed, read);
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    /// <summary>Inside a size frame, the type that chooses is not the root: the follower is declared under it, so ksc still reads it in the chosen order.</summary>
    [Fact]
    public void Kaitai_reads_a_capture_inside_another_value()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "PcapHolder");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-pcap-").FullName;
        try
        {
            byte[] capture = File.ReadAllBytes(Path.Combine(Vectors(), "pcap_le_nsec.pcap"));
            byte[] framed = new byte[4 + capture.Length];
            System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(framed, capture.Length);
            capture.CopyTo(framed, 4);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), framed);

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement value = report.RootElement.GetProperty(id).GetProperty("values")[0];
            Assert.False(value.TryGetProperty("error", out JsonElement failed), failed.ToString());
            Assert.Equal(framed.Length, value.GetProperty("end").GetInt32());
            Assert.Equal([60, 60, 74], value.GetProperty("value").GetProperty("capture").GetProperty("records").EnumerateArray().Select(record => record.GetProperty("includedLength").GetInt32()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Theory]
    [InlineData("pcap_le_usec")]
    [InlineData("pcap_be_nsec")]
    public void The_dissector_reads_a_capture_to_its_last_byte(string capture)
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Vectors(), capture + ".pcap"));
        if (TsharkTool.DissectChecked(Catalog(), "PcapFile", System.Convert.ToHexString(bytes)) is not { } json)
        {
            return;
        }

        // The last record's included length, 74, as the dissector read it in the file's order.
        Assert.Contains("\"74\"", json, System.StringComparison.Ordinal);
    }
}
