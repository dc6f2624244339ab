using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// The varint formats against bytes their own implementations wrote: HdrHistogram's ZigZagEncoding (Java, from
/// HdrHistogram's source: Vectors/HdrZigZagVectors.java), SQLite (rowids of database files Python's sqlite3 wrote:
/// Vectors/make_varint_vectors.py), RFC 9000's QUIC examples and MySQL's length-encoded integers and strings as PyMySQL
/// writes and reads them (Vectors/make_mysql_lenenc_vectors.py). Spanwire writes the same bytes and reads them back.
/// </summary>
public class VarIntFormatTests
{
    public static TheoryData<string, string> Hdr => Load("hdr_varint_vectors.jsonl");

    public static TheoryData<string, string> Sqlite => Load("sqlite_varint_vectors.jsonl");

    public static TheoryData<string, string> Quic => Load("quic_varint_vectors.jsonl");

    [Theory]
    [MemberData(nameof(Hdr))]
    public void HdrHistogram_varints_match_its_Java_encoder(string value, string hex)
    {
        var expected = new HdrVarInt { Value = long.Parse(value, System.Globalization.CultureInfo.InvariantCulture) };
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(expected)).ToLowerInvariant());
        Assert.Equal(expected.Value, HdrVarInt.Read(Convert.FromHexString(hex), out int read).Value);
        Assert.Equal(hex.Length / 2, read);
    }

    [Theory]
    [MemberData(nameof(Sqlite))]
    public void Sqlite_varints_match_the_rowids_SQLite_stored(string value, string hex)
    {
        var expected = new SqliteVarInt { Value = ulong.Parse(value, System.Globalization.CultureInfo.InvariantCulture) };
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(expected)).ToLowerInvariant());
        Assert.Equal(expected.Value, SqliteVarInt.Read(Convert.FromHexString(hex), out int read).Value);
        Assert.Equal(hex.Length / 2, read);
    }

    [Theory]
    [MemberData(nameof(Quic))]
    public void Quic_varints_match_RFC_9000(string value, string hex)
    {
        ulong number = ulong.Parse(value, System.Globalization.CultureInfo.InvariantCulture);
        Assert.Equal(number, QuicVarInt.Read(Convert.FromHexString(hex), out int read).Value);
        Assert.Equal(hex.Length / 2, read);

        // Writes are the shortest encoding (0x4025 reads as 37, but 37 is written 0x25).
        string shortest = Convert.ToHexString(BinarySerializer.Serialize(new QuicVarInt { Value = number })).ToLowerInvariant();
        Assert.True(shortest == hex || shortest.Length < hex.Length, $"{number} written as {shortest}, the vector is {hex}");
    }

    /// <summary>
    /// With <c>KeepWidth</c> a QUIC varint writes back as wide as it was read, for every vector (the RFC's longer
    /// <c>40 25</c> for 37 among them); a value that no longer fits takes the width it needs, and one never read the shortest.
    /// </summary>
    [Theory]
    [MemberData(nameof(Quic))]
    public void Quic_varints_kept_at_their_width_write_back_as_read(string value, string hex)
    {
        byte[] bytes = Convert.FromHexString(hex);
        KeptQuicVarInt kept = KeptQuicVarInt.Read(bytes, out int read);
        Assert.Equal(ulong.Parse(value, System.Globalization.CultureInfo.InvariantCulture), kept.Value);
        Assert.Equal(bytes.Length, read);
        Assert.Equal(bytes, BinarySerializer.Serialize(kept));
        Assert.Equal(bytes.Length, kept.GetSerializedSize());
    }

    [Fact]
    public void A_kept_width_gives_way_to_a_value_that_needs_more_and_a_new_value_is_shortest()
    {
        KeptQuicVarInt kept = KeptQuicVarInt.Read(Convert.FromHexString("4025"), out _);
        kept.Value = 5;
        Assert.Equal("4005", Convert.ToHexString(BinarySerializer.Serialize(kept)));
        kept.Value = 20_000;
        Assert.Equal("80004E20", Convert.ToHexString(BinarySerializer.Serialize(kept)));
        Assert.Equal("25", Convert.ToHexString(BinarySerializer.Serialize(new KeptQuicVarInt { Value = 37 })));
    }

    /// <summary>
    /// A STREAM frame whose length takes two bytes for 5 (as aioquic writes it) writes back byte for byte; with other
    /// data the length holder is filled in, still two bytes wide.
    /// </summary>
    [Fact]
    public void A_stream_frame_keeps_its_two_byte_length_and_fills_it_in()
    {
        byte[] bytes = Convert.FromHexString("04" + "4400" + "4005" + "68656C6C6F"); // stream 4, offset 1024, length 5, "hello"
        QuicStreamBody frame = QuicStreamBody.Read(bytes, out int read);
        Assert.Equal((4UL, 1024UL, 5UL, bytes.Length), (frame.StreamId, frame.Offset, frame.Length, read));
        Assert.Equal(bytes, BinarySerializer.Serialize(frame));

        frame.Data = [0x68, 0x69];
        Assert.Equal("04440040026869", Convert.ToHexString(BinarySerializer.Serialize(frame)));
        Assert.Equal("040002" + "6869", Convert.ToHexString(BinarySerializer.Serialize(new QuicStreamBody { StreamId = 4, Data = [0x68, 0x69] })));
    }

    public static TheoryData<string, string> MySqlIntegers => Load("mysql_lenenc_vectors.jsonl", "int");

    public static TheoryData<string, string> MySqlStrings => Load("mysql_lenenc_vectors.jsonl", "string");

    [Theory]
    [MemberData(nameof(MySqlIntegers))]
    public void MySql_length_encoded_integers_match_PyMySQL(string value, string hex)
    {
        var expected = new MySqlLengthEncoded { Value = ulong.Parse(value, System.Globalization.CultureInfo.InvariantCulture) };
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(expected)).ToLowerInvariant());
        Assert.Equal(hex.Length / 2, expected.GetSerializedSize());
        Assert.Equal(expected.Value, MySqlLengthEncoded.Read(Convert.FromHexString(hex), out int read).Value);
        Assert.Equal(hex.Length / 2, read);
    }

    /// <summary>A length-encoded string: the holder is filled in from the text on write.</summary>
    [Theory]
    [MemberData(nameof(MySqlStrings))]
    public void MySql_length_encoded_strings_match_PyMySQL(string text, string hex)
    {
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(new MySqlLengthEncodedText { Text = text })).ToLowerInvariant());
        MySqlLengthEncodedText read = MySqlLengthEncodedText.Read(Convert.FromHexString(hex), out int bytesRead);
        Assert.Equal((text, text.Length, hex.Length / 2), (read.Text, read.Length, bytesRead));
    }

    public static TheoryData<string> MySqlRows => [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "mysql_lenenc_vectors.jsonl")).Where(line => line.Contains("\"row\"", StringComparison.Ordinal))];

    /// <summary>
    /// Text-protocol rows in their packets: each column a length-encoded string or FB for NULL, as PyMySQL reads them.
    /// Built from the columns alone, the payload length and each column's length (or FB) are filled in.
    /// </summary>
    [Theory]
    [MemberData(nameof(MySqlRows))]
    public void MySql_text_rows_read_with_their_NULLs_and_write_back(string line)
    {
        using JsonDocument vector = JsonDocument.Parse(line);
        JsonElement root = vector.RootElement;
        byte[] bytes = Convert.FromHexString(root.GetProperty("hex").GetString()!);
        MySqlRowPacket packet = MySqlRowPacket.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(root.GetProperty("sequence").GetInt32(), packet.Sequence);
        Assert.Equal(root.GetProperty("columns").EnumerateArray().Select(column => column.ValueKind == JsonValueKind.Null ? null : column.GetString()), packet.Row.Columns);
        Assert.Equal(bytes, BinarySerializer.Serialize(packet));

        var built = new MySqlRowPacket { Sequence = packet.Sequence, Row = new MySqlTextRow { Columns = [.. packet.Row.Columns] } };
        Assert.Equal(bytes, BinarySerializer.Serialize(built));
        Assert.Equal(bytes.Length, built.GetSerializedSize());
    }

    /// <summary>FB (NULL), FF (an error packet) and a longer form than the value needs are invalid data at the member; a cut is a truncation.</summary>
    [Theory]
    [InlineData("fb", "FB is MySQL's NULL")]
    [InlineData("ff", "FF starts an error packet")]
    [InlineData("fcfa00", "takes 3 bytes where 1 hold it")]
    [InlineData("fdffff00", "takes 4 bytes where 3 hold it")]
    [InlineData("feffffff0000000000", "takes 9 bytes where 4 hold it")]
    public void MySql_length_encoded_integers_refuse_what_is_not_one_value(string hex, string reason)
    {
        var invalid = Assert.Throws<BinarySerializationException>(() => MySqlLengthEncoded.Read(Convert.FromHexString(hex), out _));
        Assert.Equal(("Value", 0L), (invalid.MemberName, invalid.Offset));
        Assert.Contains(reason, invalid.Message, StringComparison.Ordinal);

        byte[] full = BinarySerializer.Serialize(new MySqlLengthEncoded { Value = ulong.MaxValue });
        for (int cut = 0; cut < full.Length; cut++)
        {
            Assert.False(MySqlLengthEncoded.TryRead(full.AsSpan(0, cut), out _, out _));
        }
    }

    [Fact]
    public void HdrHistogram_takes_nine_bytes_where_LEB128_takes_ten()
    {
        // ZigZag(long.MinValue) has all 64 bits set: LEB128 needs a tenth byte for the last bit; HdrHistogram's ninth byte holds 8.
        Assert.Equal("ffffffffffffffffff", Convert.ToHexString(BinarySerializer.Serialize(new HdrVarInt { Value = long.MinValue })).ToLowerInvariant());
        Assert.Equal(10, Spanwire.Infrastructure.Wire.VarUIntSize(Spanwire.Infrastructure.Wire.ZigZagEncode(long.MinValue)));
    }

    [Fact]
    public void Collections_and_narrow_members_round_trip_in_every_format()
    {
        var value = new VarIntFormats { Small = 16384, Counts = [0, -1, long.MaxValue, long.MinValue, 1L << 56], Rowids = [240, 2287, -1, long.MaxValue] };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("80004000", Convert.ToHexString(bytes.AsSpan(0, 4)));
        VarIntFormats read = BinarySerializer.Deserialize<VarIntFormats>(bytes);
        Assert.Equal(value.Small, read.Small);
        Assert.Equal(value.Counts, read.Counts);
        Assert.Equal(value.Rowids, read.Rowids);
        Assert.Equal(bytes.Length, value.GetSerializedSize());
    }

    [Fact]
    public void Bad_input_is_truncation_or_invalid_data_never_another_error()
    {
        // Cut anywhere inside a varint, a read asks for more bytes (TryRead false), in every format.
        foreach ((byte[] full, Func<byte[], bool> tryRead) in new (byte[], Func<byte[], bool>)[]
        {
            (BinarySerializer.Serialize(new HdrVarInt { Value = long.MinValue }), bytes => HdrVarInt.TryRead(bytes, out _, out _)),
            (BinarySerializer.Serialize(new SqliteVarInt { Value = ulong.MaxValue }), bytes => SqliteVarInt.TryRead(bytes, out _, out _)),
            (BinarySerializer.Serialize(new QuicVarInt { Value = (1UL << 62) - 1 }), bytes => QuicVarInt.TryRead(bytes, out _, out _)),
        })
        {
            for (int cut = 0; cut < full.Length; cut++)
            {
                Assert.False(tryRead(full[..cut]));
            }

            Assert.True(tryRead(full));
        }

        // A value over QUIC's 62 bits is a write error naming the member; a value wider than the member is invalid data.
        var over = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new QuicVarInt { Value = 1UL << 62 }));
        Assert.Equal("Value", over.MemberName);
        byte[] wide = Convert.FromHexString("c000010000000000" + "00" + "00");
        var invalid = Assert.Throws<BinarySerializationException>(() => VarIntFormats.Read(wide, out _));
        Assert.Equal(("Small", 0L), (invalid.MemberName, invalid.Offset));
    }

    private static TheoryData<string, string> Load(string file, string? kind = null)
    {
        var data = new TheoryData<string, string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", file)))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            if (kind is null || vector.RootElement.GetProperty("kind").GetString() == kind)
            {
                data.Add(vector.RootElement.GetProperty("value").GetString()!, vector.RootElement.GetProperty("hex").GetString()!);
            }
        }

        return data;
    }
}
