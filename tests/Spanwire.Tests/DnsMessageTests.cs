using System;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Text;
using System.Text.Json;
using Dns;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// DNS responses with compressed names (<c>[BinaryPointer]</c>, a list ended by a union case or a case's member): the
/// messages dnspython writes (Vectors/make_dns_response_vectors.py) read as dnspython reads them, write back byte for
/// byte, and built from objects with whole names equal dnspython's uncompressed rendering; hostile pointers are refused.
/// </summary>
public class DnsMessageTests
{
    private static IEnumerable<JsonElement> Responses => TestSupport.Vectors("dns_response_vectors.jsonl", "response");

    private static byte[] Hex(JsonElement vector, string property) => Convert.FromHexString(vector.GetProperty(property).GetString()!);

    /// <summary>RDATA in dnspython's text form: the declaration's own, and HINFO (kept raw) as its character-strings.</summary>
    private static string Text(DnsRecordData data) => data is DnsOtherData other ? CharacterStrings(other.Data) : data.ToString()!;

    /// <summary>Raw RDATA as character-strings (HINFO's CPU and OS), to compare with dnspython's text.</summary>
    private static string CharacterStrings(byte[] data)
    {
        var strings = new List<string>();
        for (int at = 0; at < data.Length; at += 1 + data[at])
        {
            strings.Add($"\"{Encoding.ASCII.GetString(data, at + 1, data[at])}\"");
        }

        return string.Join(" ", strings);
    }

    private static void AssertRecords(JsonElement expected, List<DnsResourceRecord> records)
    {
        Assert.Equal(
            expected.EnumerateArray().Select(r => (r.GetProperty("name").GetString(), r.GetProperty("type").GetInt32(), r.GetProperty("ttl").GetUInt32(), r.GetProperty("data").GetString())),
            records.Select(r => ((string?)r.Name.ToString(), (int)r.Type, r.Ttl, (string?)Text(r.Data))));
    }

    [Fact]
    public void Compressed_responses_read_as_dnspython_reads_them_and_write_back_byte_for_byte()
    {
        int pointers = 0;
        foreach (JsonElement vector in Responses)
        {
            byte[] wire = Hex(vector, "hex");
            DnsMessage message = BinarySerializer.Deserialize<DnsMessage>(wire);
            Assert.Equal(vector.GetProperty("id").GetUInt16(), message.Id);
            Assert.True(message.IsResponse);
            Assert.Equal(
                vector.GetProperty("questions").EnumerateArray().Select(q => (q.GetProperty("name").GetString(), q.GetProperty("type").GetInt32())),
                message.Questions.Select(q => ((string?)q.Name.ToString(), (int)q.Type)));
            AssertRecords(vector.GetProperty("answers"), message.Answers);
            AssertRecords(vector.GetProperty("authority"), message.Authority);
            AssertRecords(vector.GetProperty("additional"), message.Additional);
            pointers += message.Answers.Concat(message.Authority).Concat(message.Additional).Count(r => r.Name.Parts[^1] is DnsPointerPart);

            // Pointers keep their offsets: the same bytes, and the exact size.
            Assert.Equal(wire, BinarySerializer.Serialize(message));
            Assert.Equal(wire.Length, message.GetSerializedSize());
        }

        Assert.True(pointers >= 10, $"only {pointers} owner names were pointers");
    }

    [Fact]
    public void Messages_built_from_whole_names_get_every_count_and_length_filled_in_as_dnspython_renders_them()
    {
        JsonElement vector = Responses.Single(v => v.GetProperty("name").GetString() == "mx_ns_soa");
        static DnsResourceRecord Record(string name, ushort type, uint ttl, DnsRecordData data) => new() { Name = DnsName.Of(name), Type = type, Class = 1, Ttl = ttl, Data = data };
        var message = new DnsMessage
        {
            Id = vector.GetProperty("id").GetUInt16(),
            IsResponse = true,
            RecursionDesired = true,
            Questions = [new DnsQuestionRecord { Name = DnsName.Of("example.org"), Type = 15, Class = 1 }],
            Answers =
            [
                Record("example.org", 15, 3600, new DnsMailExchangeData { Preference = 10, Exchange = DnsName.Of("mail.example.org") }),
                Record("example.org", 15, 3600, new DnsMailExchangeData { Preference = 20, Exchange = DnsName.Of("backup.mail.example.org") }),
            ],
            Authority =
            [
                Record("example.org", 2, 86400, new DnsNameServerData { Host = DnsName.Of("ns1.example.org") }),
                Record("example.org", 2, 86400, new DnsNameServerData { Host = DnsName.Of("ns2.example.net") }),
                Record("example.org", 6, 900, new DnsStartOfAuthorityData
                {
                    PrimaryServer = DnsName.Of("ns1.example.org"), Mailbox = DnsName.Of("hostmaster.example.org"),
                    Serial = 2026112801, Refresh = 7200, Retry = 3600, Expire = 1209600, Minimum = 300,
                }),
            ],
            Additional =
            [
                Record("mail.example.org", 1, 3600, new DnsAddressData { Address = [203, 0, 113, 25] }),
                Record("mail.example.org", 28, 3600, new DnsAddress6Data { Address = IPAddress.Parse("2001:db8::25").GetAddressBytes() }),
            ],
        };

        byte[] written = BinarySerializer.Serialize(message);
        Assert.Equal(Hex(vector, "plain_hex"), written);
        Assert.Equal(written.Length, message.GetSerializedSize());
        // dnspython keeps an RRset's records as a set: the listing's order is not the rendering's.
        List<DnsResourceRecord> authority = BinarySerializer.Deserialize<DnsMessage>(written).Authority;
        AssertRecords(vector.GetProperty("authority"), [.. vector.GetProperty("authority").EnumerateArray().Select(r => authority.Single(a => Text(a.Data) == r.GetProperty("data").GetString()))]);
    }

    [Fact]
    public void A_name_list_ends_at_the_root_label_or_a_pointer_and_a_write_refuses_a_list_that_does_not()
    {
        // A name whose last part is neither the root label nor a pointer would read back as a longer name.
        var open = new DnsQuestionRecord { Name = new DnsName { Parts = [new DnsLabelPart { Text = "example" }] } };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(open));
        Assert.Equal("Parts", error.MemberName);
        Assert.Contains("case DnsPointerPart or case DnsLabelPart with Length 0", error.Message, StringComparison.Ordinal);

        // A root label before the end ends the name early.
        var early = new DnsQuestionRecord { Name = new DnsName { Parts = [new DnsLabelPart(), new DnsLabelPart { Text = "x" }, new DnsLabelPart()] } };
        Assert.Equal("Parts", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(early)).MemberName);
    }

    [Fact]
    public void Hostile_pointers_are_invalid_data_at_the_pointer_never_a_hang_or_a_stack_overflow()
    {
        // Header with one question, whose name is a pointer to itself (offset 12).
        byte[] self = Convert.FromHexString("000181000001000000000000" + "c00c" + "00010001");
        var loop = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DnsMessage>(self));
        Assert.Contains("pointer loop", loop.Message, StringComparison.Ordinal);
        // Named where the pointer's value sits in the sequence: after its two bytes, the second time it is reached.
        Assert.Equal(("DnsPointerPart", "Target", 14L), (loop.TypeName, loop.MemberName, loop.Offset));

        // A label, then a pointer back to that label (12): each follow leads back, yet the name never ends.
        byte[] around = Convert.FromHexString("000181000001000000000000" + "0161c00c" + "00010001");
        Assert.Contains("pointer loop", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DnsMessage>(around)).Message, StringComparison.Ordinal);

        // A pointer forward (here past the end): pointers lead back, so it is invalid however many bytes follow, and a
        // stream that cannot seek never reads ahead for one (found by afl-fuzz: the trickle stream was asked to seek back).
        foreach (string pointer in new[] { "c0ff", "c012", "c00e" })
        {
            byte[] forward = Convert.FromHexString("000181000001000000000000" + pointer + "00010001");
            var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DnsMessage>(forward));
            Assert.Contains("not back before its own place", error.Message, StringComparison.Ordinal);
            Assert.Throws<BinarySerializationException>(() => DnsMessage.TryRead(forward, out _, out _));
            using var stream = new TrickleStream(forward, 3, seekable: false);
            Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DnsMessage>(stream));
        }
    }

    [Fact]
    public void Pointers_that_lead_to_the_same_long_name_again_and_again_stop_at_MaxPointerBytes()
    {
        // One name of 100 labels "a" (201 bytes), then 2,000 questions whose names all point at it: 402,000 bytes read
        // through pointers from a 12 KB message.
        var wire = new List<byte>(Convert.FromHexString("00018100" + "07d1" + "000000000000"));
        wire.AddRange(Enumerable.Range(0, 100).SelectMany(_ => new byte[] { 1, (byte)'a' }));
        wire.AddRange(new byte[] { 0, 0, 1, 0, 1 });
        for (int i = 0; i < 2000; i++)
        {
            wire.AddRange(new byte[] { 0xC0, 12, 0, 1, 0, 1 });
        }

        byte[] bytes = [.. wire];
        Assert.Equal(2001, BinarySerializer.Deserialize<DnsMessage>(bytes).Questions.Count);
        var limited = new BinarySerializerOptions { MaxPointerBytes = 100_000 };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DnsMessage>(bytes, limited));
        Assert.Contains("MaxPointerBytes", error.Message, StringComparison.Ordinal);
    }
}
