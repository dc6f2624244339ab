using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Lists that end at an item matching a predicate (<c>[BinaryUntil]</c>): a DNS name's labels end with the empty root
/// label. Queries dnspython wrote (Vectors/make_dns_query_vectors.py) read as it reads them and write back byte for
/// byte; built from objects, every label length and the question count are filled in. A FIN bit ends fragments.
/// </summary>
public class UntilTests
{
    public static TheoryData<string> Queries => [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "dns_query_vectors.jsonl"))];

    [Theory]
    [MemberData(nameof(Queries))]
    public void DNS_queries_read_as_dnspython_wrote_them_and_write_back(string line)
    {
        using JsonDocument vector = JsonDocument.Parse(line);
        JsonElement root = vector.RootElement;
        byte[] bytes = Convert.FromHexString(root.GetProperty("hex").GetString()!);
        DnsQuery query = DnsQuery.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(root.GetProperty("id").GetInt32(), query.Id);
        Assert.Equal(root.GetProperty("recursion_desired").GetBoolean(), query.RecursionDesired);
        var expected = root.GetProperty("questions").EnumerateArray().ToList();
        Assert.Equal(expected.Count, query.Questions.Count);
        for (int i = 0; i < expected.Count; i++)
        {
            Assert.Equal(expected[i].GetProperty("name").EnumerateArray().Select(label => label.GetString()), query.Questions[i].Name.Select(label => label.Text));
            Assert.Equal((expected[i].GetProperty("type").GetInt32(), expected[i].GetProperty("class").GetInt32()), (query.Questions[i].Type, query.Questions[i].Class));
        }

        Assert.Equal(bytes, BinarySerializer.Serialize(query));
        Assert.Equal(bytes.Length, query.GetSerializedSize());

        // From objects, with every holder left at zero: the labels' lengths and the question count are filled in.
        var built = new DnsQuery
        {
            Id = query.Id,
            RecursionDesired = query.RecursionDesired,
            Questions = [.. expected.Select(question => new DnsQuestion
            {
                Name = [.. question.GetProperty("name").EnumerateArray().Select(label => new DnsLabel { Text = label.GetString()! })],
                Type = (ushort)question.GetProperty("type").GetInt32(),
                Class = (ushort)question.GetProperty("class").GetInt32(),
            })],
        };
        Assert.Equal(bytes, BinarySerializer.Serialize(built));
    }

    /// <summary>A name cut anywhere asks for more bytes; a pipe that hands over a byte at a time reads it whole.</summary>
    [Fact]
    public async System.Threading.Tasks.Task A_cut_name_is_a_truncation_and_a_trickled_one_reads_whole()
    {
        string line = File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "dns_query_vectors.jsonl")).First();
        byte[] bytes = Convert.FromHexString(JsonDocument.Parse(line).RootElement.GetProperty("hex").GetString()!);
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(DnsQuery.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        DnsQuery query = await BinarySerializer.DeserializeAsync<DnsQuery>(new TrickleStream(bytes, 1, seekable: false));
        Assert.Equal("www.example.com.", string.Join(".", query.Questions[0].Name.Select(label => label.Text)));
    }

    /// <summary>
    /// A list that does not end with its one last item would read back as another list: an empty one, one whose last
    /// item has a non-empty label, or one with the root label before its end are write errors naming the member.
    /// </summary>
    [Theory]
    [InlineData(new[] { "", "com", "" }, "an item before the last has Length 0")]
    [InlineData(new[] { "example", "com" }, "the last item does not end the list: it needs Length 0")]
    [InlineData(new string[0], "the list is empty")]
    public void A_list_that_would_read_back_otherwise_is_a_write_error(string[] labels, string reason)
    {
        var question = new DnsQuestion { Name = [.. labels.Select(label => new DnsLabel { Text = label, Length = (byte)label.Length })] };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(question));
        Assert.Equal("Name", error.MemberName);
        Assert.Contains(reason, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async System.Threading.Tasks.Task A_bool_marker_ends_the_list_where_it_is_set_and_what_follows_reads_after_it()
    {
        var message = new FragmentedMessage
        {
            Fragments = [new Fragment { Payload = [1, 2] }, new Fragment { Payload = [] }, new Fragment { Fin = true, Payload = [3] }],
            After = 0x7F,
        };
        byte[] bytes = BinarySerializer.Serialize(message);
        Assert.Equal("020102" + "00" + "8103" + "7F", Convert.ToHexString(bytes));
        FragmentedMessage read = FragmentedMessage.Read(bytes, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal([false, false, true], read.Fragments.Select(fragment => fragment.Fin));
        Assert.Equal(0x7F, read.After);

        // A stream that hands over a byte at a time: a read that runs short after the list resumes past its end.
        FragmentedMessage trickled = await BinarySerializer.DeserializeAsync<FragmentedMessage>(new TrickleStream(bytes, 1, seekable: false));
        Assert.Equal((3, 0x7F), (trickled.Fragments.Length, (int)trickled.After));

        var unfinished = new FragmentedMessage { Fragments = [new Fragment { Payload = [1] }] };
        Assert.Contains("it needs Fin set", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(unfinished)).Message, StringComparison.Ordinal);
    }
}
