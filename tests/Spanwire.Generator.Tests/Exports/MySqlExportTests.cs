using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// MySQL's length-encoded strings with FB for NULL (<c>LengthPrefix.MySqlLengthEncoded</c>) in the dissector and the
/// diagram: tshark reads a text-protocol row PyMySQL's reader checked (tests/Spanwire.Tests/Vectors/mysql_lenenc_vectors.jsonl);
/// Kaitai's reading is checked with ksc in KaitaiExportTests.
/// </summary>
public class MySqlExportTests
{
    private const string Source = """
        using System.Collections.Generic;
        using Spanwire;
        namespace Export;
        [BinarySerializable]
        public partial class Row
        {
            [BinaryItemLengthPrefix(LengthPrefix.MySqlLengthEncoded), BinaryRemainder] public List<string?> Columns = [];
        }
        """;

    [Fact]
    public void The_dissector_reads_each_column_and_FB_as_null()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        Assert.Contains("MySQL length-encoded, FB = null", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), System.StringComparison.Ordinal);

        // "1", "Ada", NULL, "2024-05-06 07:08:09": the payload of the vectors' first row.
        if (TsharkTool.DissectChecked(catalog, "Row", "013103416461fb13323032342d30352d30362030373a30383a3039") is not { } json)
        {
            return;
        }

        var lengths = System.Text.RegularExpressions.Regex.Matches(json, "\"[a-z_.]*\\.columns_len[a-z_]*\": \"(-?[0-9]+)\"");
        Assert.Equal("1,3,-1,19", string.Join(",", System.Linq.Enumerable.Select(lengths, match => match.Groups[1].Value)));
    }
}
