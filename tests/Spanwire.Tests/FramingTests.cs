using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Size-prefixed frames, terminated lists and remainders, against whole protocol messages built from their
/// specifications in Python (Vectors/make_protocol_vectors.py), and on bad input.
/// </summary>
public class FramingTests
{
    internal static IEnumerable<JsonElement> Vectors(string kind) => TestSupport.Vectors("protocol_vectors.jsonl", kind);

    private static byte[]? Hex(JsonElement element) => element.ValueKind == JsonValueKind.Null ? null : Convert.FromHexString(element.GetString()!);

    [Fact]
    public void PostgreSQL_startup_messages_match_the_specification()
    {
        foreach (JsonElement vector in Vectors("pg_startup"))
        {
            var value = new PgStartup
            {
                Body = new PgStartupBody
                {
                    Parameters = vector.GetProperty("params").EnumerateArray().Select(p => new PgParameter(p[0].GetString()!, p[1].GetString()!)).ToList(),
                },
            };
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(value));
            PgStartup read = TestSupport.RoundTrip(value);
            Assert.Equal(value.Body.Parameters, read.Body.Parameters);
        }
    }

    [Fact]
    public void Kafka_records_match_the_specification()
    {
        foreach (JsonElement vector in Vectors("kafka_record"))
        {
            var record = new KafkaRecord
            {
                Attributes = (sbyte)vector.GetProperty("attributes").GetInt32(),
                TimestampDelta = vector.GetProperty("timestampDelta").GetInt64(),
                OffsetDelta = vector.GetProperty("offsetDelta").GetInt32(),
                Key = Hex(vector.GetProperty("key")),
                Value = Hex(vector.GetProperty("value")),
                Headers = vector.GetProperty("headers").EnumerateArray().Select(h => new KafkaHeader(h[0].GetString()!, Hex(h[1]))).ToArray(),
            };
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(new KafkaRecordFrame { Record = record }));
            KafkaRecordFrame read = KafkaRecordFrame.Read(Convert.FromHexString(hex), out int bytesRead);
            Assert.Equal(hex.Length / 2, bytesRead);
            Assert.Equal(Convert.ToHexString(record.Value!), Convert.ToHexString(read.Record.Value!));
            Assert.Equal(record.Headers.Length, read.Record.Headers.Length);
        }
    }

    [Fact]
    public void A_frame_must_be_filled_exactly_unless_it_skips_unknown_bytes()
    {
        // Startup length 9 = 4 (itself) + 4 (protocol) + 1 (the list's end): one byte too few for the body it claims.
        Assert.Equal("Body", Assert.Throws<BinarySerializationException>(() => PgStartup.Read(Convert.FromHexString("00000009" + "00030000" + "7500"), out _)).MemberName);

        // One byte more than the body needs: not filled.
        var exception = Assert.Throws<BinarySerializationException>(() => PgStartup.Read(Convert.FromHexString("0000000A" + "00030000" + "00" + "FF"), out _));
        Assert.Contains("before its frame does", exception.Message, StringComparison.Ordinal);

        // A size below what the prefix itself takes is invalid, not "more data needed".
        Assert.Throws<BinarySerializationException>(() => PgStartup.Read(Convert.FromHexString("00000003" + "00030000" + "00"), out _));

        // Envelope's header frame skips the 2 bytes a newer writer appended; the payload takes the rest.
        Envelope envelope = Envelope.Read(Convert.FromHexString("0006" + "00000007" + "AAAA" + "010203"), out int read);
        Assert.Equal((7, "010203", 11), (envelope.Header.Version, Convert.ToHexString(envelope.Payload), read));
        Assert.Equal("0004" + "00000007" + "010203", TestSupport.Hex(envelope));
    }

    [Fact]
    public void Truncation_anywhere_is_a_clean_false_and_the_documented_exception()
    {
        byte[] bytes = Convert.FromHexString(Vectors("pg_startup").First().GetProperty("hex").GetString()!);
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(PgStartup.TryRead(bytes.AsSpan(0, length), out _, out int consumed));
            Assert.Equal(0, consumed);
            Assert.Throws<BinarySerializationException>(() => PgStartup.Read(bytes.AsSpan(0, length), out _));
        }

        // The list's sentinel never comes: truncated, with the terminator's member named.
        var missing = Assert.Throws<BinarySerializationException>(() => PgStartupBody.Read(Convert.FromHexString("00030000" + "7500" + "7600"), out _));
        Assert.Equal("Parameters", missing.MemberName);
    }

    [Fact]
    public void Writes_refuse_what_a_reader_could_not_split_back()
    {
        // An empty parameter name would begin with the sentinel and end the list.
        var empty = new PgStartup { Body = new PgStartupBody { Parameters = [new PgParameter("", "x")] } };
        Assert.Equal("Parameters", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(empty)).MemberName);
        Assert.Equal("Parameters", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new PgStartup { Body = new PgStartupBody { Parameters = null! } })).MemberName);
        Assert.Equal("Payload", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Envelope { Payload = null! })).MemberName);
    }

    [Fact]
    public void Framed_writes_allocate_nothing()
    {
        var startup = new PgStartup { Body = new PgStartupBody { Parameters = [new PgParameter("user", "postgres")] } };
        var kafka = new KafkaRecordFrame { Record = new KafkaRecord { Value = new byte[100], Headers = [new KafkaHeader("h", null)] } };
        var buffer = new byte[512];
        Assert.Equal(0, TestSupport.AllocatedBy(() => startup.Write(buffer)));
        Assert.Equal(0, TestSupport.AllocatedBy(() => kafka.Write(buffer)));
    }
}

public class TaggedFrameTests
{
    // Z 00000005 'I' | C 0000000D "SELECT 1\0" | D 0000000F 0002 00000001 '1' FFFFFFFF | S 00000008 'a\0b\0' (unknown to the union)
    private const string Stream = "5A00000005" + "49" + "430000000D" + "53454C4543542031" + "00" + "440000000F" + "0002" + "00000001" + "31" + "FFFFFFFF" + "5300000008" + "61006200";

    [Fact]
    public void A_stream_of_tagged_frames_reads_message_by_message()
    {
        byte[] bytes = Convert.FromHexString(Stream);
        var messages = new List<PgBackend>();
        int offset = 0;
        while (offset < bytes.Length)
        {
            messages.Add(PgBackend.Read(bytes.AsSpan(offset), out int read));
            offset += read;
        }

        Assert.Equal((byte)'I', Assert.IsType<PgReadyForQuery>(messages[0]).Status);
        Assert.Equal("SELECT 1", Assert.IsType<PgCommandComplete>(messages[1]).Tag);
        PgDataRow row = Assert.IsType<PgDataRow>(messages[2]);
        Assert.Equal(("31", null), (Convert.ToHexString(row.Columns[0]!), row.Columns[1]));
        PgUnknown unknown = Assert.IsType<PgUnknown>(messages[3]);
        Assert.Equal(((long)'S', "61006200"), (unknown.Tag, Convert.ToHexString(unknown.Body)));

        // Each writes back as exactly its frame, the unknown one included.
        Assert.Equal(Stream, string.Concat(messages.Select(m => Convert.ToHexString(BinarySerializer.Serialize(m)))));
    }

    /// <summary>
    /// ReadyForQuery is sealed and of constant size, so its frame is a constant written with the tag in one room check:
    /// the bytes are the protocol's, and a destination short by any number of bytes is refused with nothing claimed.
    /// </summary>
    [Fact]
    public void A_constant_size_case_writes_its_constant_frame_whole_or_not_at_all()
    {
        PgBackend ready = new PgReadyForQuery { Status = (byte)'T' };
        Assert.Equal("5A0000000554", Convert.ToHexString(BinarySerializer.Serialize(ready)));
        Assert.Equal(6, ready.GetSerializedSize());
        for (int length = 0; length < 6; length++)
        {
            Assert.False(ready.TryWrite(new byte[length], out int written));
            Assert.Equal(0, written);
        }
    }

    [Fact]
    public void A_bad_frame_is_invalid_data_and_a_partial_one_needs_more()
    {
        // The length says 6 but ReadyForQuery's body is 1 byte: not filled.
        Assert.Throws<BinarySerializationException>(() => PgBackend.Read(Convert.FromHexString("5A00000006" + "4949"), out _));

        // CommandComplete whose C string runs past the frame: overrun.
        Assert.Throws<BinarySerializationException>(() => PgBackend.Read(Convert.FromHexString("4300000006" + "4142" + "434400"), out _));

        byte[] bytes = Convert.FromHexString(Stream);
        for (int length = 0; length < 6; length++)
        {
            Assert.False(PgBackend.TryRead(bytes.AsSpan(0, length), out _, out int consumed));
            Assert.Equal(0, consumed);
        }

        Assert.Equal("(tag)", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<PgBackend>(new PgUnknown { Tag = 300 })).MemberName);
    }
}

public class ProtocolBindingTests
{
    private static IEnumerable<JsonElement> Vectors(string kind) => FramingTests.Vectors(kind);

    [Fact]
    public void Memcached_packets_fill_their_lengths_from_the_data_and_match_the_protocol()
    {
        foreach (JsonElement vector in Vectors("memcached"))
        {
            var packet = new McPacket
            {
                Opcode = (McOpcode)vector.GetProperty("opcode").GetInt32(),
                Extras = Convert.FromHexString(vector.GetProperty("extras").GetString()!),
                Key = vector.GetProperty("key").GetString()!,
                Value = Convert.FromHexString(vector.GetProperty("value").GetString()!),
                Opaque = vector.GetProperty("opaque").GetUInt32(),
                Cas = vector.GetProperty("cas").GetUInt64(),
            };
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(packet));
            McPacket read = TestSupport.RoundTrip(packet);
            Assert.Equal((packet.Key, Convert.ToHexString(packet.Value)), (read.Key, Convert.ToHexString(read.Value)));
            Assert.Equal((uint)(packet.Extras.Length + packet.Key.Length + packet.Value.Length), read.TotalBodyLength);
        }

        // A total smaller than extras + key leaves the value a negative length: invalid, not "more data needed".
        Assert.Equal("Value", Assert.Throws<BinarySerializationException>(() => McPacket.Read(Convert.FromHexString("800000010000000000000000" + "00000000" + "0000000000000000" + "6B"), out _)).MemberName);
    }

    [Fact]
    public void HdrHistogram_V2_counts_are_ZigZag_varints_bound_by_their_byte_length()
    {
        foreach (JsonElement vector in Vectors("hdr_v2"))
        {
            var histogram = new HdrHistogramV2
            {
                SignificantDigits = 3,
                LowestTrackableValue = 1,
                HighestTrackableValue = 3_600_000_000,
                ConversionRatio = 1.0,
                Counts = vector.GetProperty("counts").EnumerateArray().Select(c => c.GetInt64()).ToArray(),
            };
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(histogram));
            Assert.Equal(histogram.Counts, TestSupport.RoundTrip(histogram).Counts);
        }

        // A payload length that cuts a varint in two: the items overrun the bytes their length member holds.
        byte[] bytes = Convert.FromHexString(Vectors("hdr_v2").Last().GetProperty("hex").GetString()!);
        bytes[7] = 2;
        Assert.Equal("Counts", Assert.Throws<BinarySerializationException>(() => HdrHistogramV2.Read(bytes.AsSpan(0, 40 + 2), out _)).MemberName);
    }

    [Fact]
    public void Items_take_their_own_layout_and_bindings_can_count_a_header()
    {
        var value = new ItemLayouts { Names = ["é", ""], Keys = ["k"], Deltas = [-1, 64], Text = "ab" };
        Assert.Equal("00000002" + "01E9" + "00" + "01" + "6B00" + "02" + "01" + "8001" + "0006" + "6162", TestSupport.Hex(value));
        ItemLayouts read = TestSupport.RoundTrip(value);
        Assert.Equal(value.Names, read.Names);
        Assert.Equal((6, "ab"), (read.Length, read.Text));

        // A held length below the adjustment is invalid.
        Assert.Equal("Text", Assert.Throws<BinarySerializationException>(() => ItemLayouts.Read(Convert.FromHexString("00000000" + "00" + "00" + "0003"), out _)).MemberName);
    }
}
