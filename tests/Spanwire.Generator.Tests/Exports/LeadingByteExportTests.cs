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
/// A default case that begins at the tag, and a case chosen only in a short union (<c>DefaultReadsTag</c>,
/// <c>BelowLength</c>: MySQL's result rows and EOF) in every export: ksc reads each packet MariaDB sent after the
/// column definitions (tests/Spanwire.Tests/Vectors/mysql_result_*.bin) as the same case, and rows with the same
/// columns; the dissector tells a row from an EOF by the same byte and length (tshark); the lock and the diagram say so.
/// </summary>
public class LeadingByteExportTests
{
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "MySqlResults.cs"));

    private static string Vectors([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(Source()));

    /// <summary>The packets after a response's column count and definitions: an EOF, the rows, an EOF.</summary>
    private static List<byte[]> ResultPackets(int query)
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Vectors(), $"mysql_result_{query}.bin"));
        var packets = new List<byte[]>();
        for (int at = 0; at < bytes.Length;)
        {
            int length = bytes[at] | bytes[at + 1] << 8 | bytes[at + 2] << 16;
            packets.Add(bytes[at..(at + 4 + length)]);
            at += 4 + length;
        }

        return packets.Skip(1 + packets[0][4]).ToList();
    }

    [Fact]
    public void Kaitai_reads_each_packet_as_the_case_its_first_byte_and_length_choose()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "MySqlResultPacket");
        string id = catalog.TypeId(type);
        string ksy = KaitaiExport.Write(type, catalog);
        List<byte[]> packets = [.. Enumerable.Range(0, 5).SelectMany(ResultPackets)];
        string folder = Directory.CreateTempSubdirectory("spanwire-mysql-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            for (int i = 0; i < packets.Count; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D3}.bin"), packets[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error + "\n" + ksy);
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString(), StringComparer.Ordinal)];
            for (int i = 0; i < packets.Count; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), failed + "\n" + ksy);
                Assert.Equal(packets[i].Length, values[i].GetProperty("end").GetInt32());
                JsonElement body = values[i].GetProperty("value").GetProperty("message").GetProperty("body");
                bool eof = packets[i][4] == 0xFE && packets[i].Length - 4 < 9;
                Assert.Equal(eof, body.TryGetProperty("status", out _));
                if (!eof)
                {
                    int columns = body.GetProperty("columns").GetArrayLength();
                    Assert.True(columns > 0, body.ToString());
                }
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_lock_and_the_diagram_say_the_default_begins_at_the_tag()
    {
        LayoutCatalog catalog = Catalog();
        string locked = WireLock.Write(catalog.Types);
        Assert.Contains("default Spanwire.Tests.Types.MySqlResultRow from tag", locked, StringComparison.Ordinal);
        Assert.Contains("254<9bytes", locked, StringComparison.Ordinal);
        string diagram = PacketDiagram.Write(catalog.Types, catalog, "MySQL");
        Assert.Contains("0xFE MySqlEof (in fewer than 9 bytes), 0xFF MySqlError; any other byte begins MySqlResultRow, which reads it again", diagram, StringComparison.Ordinal);
    }

    /// <summary>A row whose first column is empty (00), one beginning with NULL (FB), and an EOF (FE in 5 bytes).</summary>
    [Theory]
    [InlineData("030000020001" + "78", "my_sql_result_row")]
    [InlineData("03000002FB0131", "my_sql_result_row")]
    [InlineData("05000005FE00000200", "my_sql_eof")]
    public void The_dissector_tells_a_row_from_an_eof_by_the_same_byte_and_length(string hex, string caseId)
    {
        if (TsharkTool.DissectChecked(Catalog(), "MySqlResultPacket", hex) is { } json)
        {
            Assert.True(json.Contains($"\"test.{caseId}.", StringComparison.Ordinal), json);
        }
    }
}
