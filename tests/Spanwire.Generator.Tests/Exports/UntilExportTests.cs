using System.Linq;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A list that ends at an item matching a predicate (<c>[BinaryUntil]</c>) in the dissector, the lock and the diagram:
/// tshark dissects a query dnspython wrote (tests/Spanwire.Tests/Vectors/dns_query_vectors.jsonl) label by label to its
/// last byte and stops at the root label; Kaitai's repeat-until is checked with ksc in KaitaiExportTests.
/// </summary>
public class UntilExportTests
{
    private const string Source = """
        using System.Collections.Generic;
        using Spanwire;
        namespace Export;
        [BinarySerializable]
        public partial class Query
        {
            public ushort Id;
            public ushort Flags;
            public ushort QuestionCount;
            public ushort AnswerCount;
            public ushort AuthorityCount;
            public ushort AdditionalCount;
            [BinaryLengthFrom(nameof(QuestionCount))] public List<Question> Questions = [];
        }
        [BinarySerializable]
        public partial class Question
        {
            [BinaryUntil(nameof(Label.Length))] public List<Label> Name = [];
            public ushort Type;
            public ushort Class;
        }
        [BinarySerializable]
        public partial class Label
        {
            public byte Length;
            [BinaryLengthFrom(nameof(Length)), BinaryStringEncoding(StringEncoding.Ascii)] public string Text = "";
        }
        """;

    /// <summary>www.example.com AAAA, then example.org MX, ns1.test A and version.bind CH TXT, as dnspython wrote them.</summary>
    private const string OneQuestion = "12340100000100000000000003777777076578616d706c6503636f6d00001c0001";

    private const string ThreeQuestions = "109200000003000000000000076578616d706c65036f726700000f0001036e7331047465737400000100010776657273696f6e0462696e640000100003";

    [Fact]
    public void The_dissector_stops_each_name_at_its_root_label()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        foreach (string query in new[] { OneQuestion, ThreeQuestions })
        {
            if (TsharkTool.DissectChecked(catalog, "Query", query) is not { } json)
            {
                return;
            }

            // Every label is shown, the questions' types after their names (read past the names' ends).
            string Values(string field) => string.Join(",", System.Text.RegularExpressions.Regex.Matches(json, $"\"[a-z_.]*\\.{field}\": \"([^\"]*)\"").Select(match => match.Groups[1].Value));
            Assert.Equal(query == OneQuestion ? "www,example,com," : "example,org,,ns1,test,,version,bind,", Values("text"));
            Assert.Equal(query == OneQuestion ? "28" : "15,1,16", Values("type"));
        }
    }

    [Fact]
    public void The_lock_and_the_diagram_say_where_the_list_ends()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        Assert.Contains("list(until Length=0) of", WireLock.Write(catalog.Types), System.StringComparison.Ordinal);
        Assert.Contains("until an item with Length 0, which is the last", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), System.StringComparison.Ordinal);
    }
}
