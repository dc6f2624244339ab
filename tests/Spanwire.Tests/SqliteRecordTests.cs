using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Sqlite;
using Xunit;
using Record = Sqlite.Record;

namespace Spanwire.Tests;

/// <summary>
/// SQLite's record format (https://www.sqlite.org/fileformat2.html, 2.1) declared whole: a header of serial types, then
/// each column's value, whose case its serial type chooses (<c>[BinaryTagFrom]</c> on a list, item by item), text and
/// blobs sized by the serial type passed in as the default case's <c>Tag</c>. Records Python's sqlite3 wrote
/// (Vectors/make_sqlite_record_vectors.py: every serial type, and a 130-column row whose header size takes two bytes)
/// read as Python's struct parses their headers, every value equal to what sqlite3 returned, and write back byte for
/// byte; built from values alone, the serial types and the header size are filled in.
/// </summary>
public class SqliteRecordTests
{
    private static readonly JsonElement[] Records = [.. JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "sqlite_records.json"))).RootElement.EnumerateArray()];

    public static TheoryData<int> Indices() => [.. Enumerable.Range(0, Records.Length)];

    [Theory]
    [MemberData(nameof(Indices))]
    public void A_record_reads_its_serial_types_as_python_parsed_them_and_its_values_as_sqlite3_returned_them(int index)
    {
        JsonElement expected = Records[index];
        Record record = BinarySerializer.Deserialize<Record>(Convert.FromHexString(expected.GetProperty("payload").GetString()!));

        Assert.Equal(expected.GetProperty("serial_types").EnumerateArray().Select(type => type.GetInt64()), record.SerialTypes);
        JsonElement[] values = [.. expected.GetProperty("values").EnumerateArray()];
        Assert.Equal(values.Length, record.Values.Length);
        for (int column = 0; column < values.Length; column++)
        {
            Assert.Equal(Text(values[column]), Text(record.Values[column]));
        }
    }

    [Theory]
    [MemberData(nameof(Indices))]
    public void A_record_writes_back_byte_for_byte(int index)
    {
        byte[] payload = Convert.FromHexString(Records[index].GetProperty("payload").GetString()!);
        Record record = BinarySerializer.Deserialize<Record>(payload);

        Assert.Equal(payload.Length, record.GetSerializedSize());
        Assert.Equal(payload, BinarySerializer.Serialize(record));
    }

    /// <summary>
    /// Values built from what sqlite3 returned, each in the smallest case SQLite's rule gives it (no serial types, no
    /// header size): the write fills both in, and the bytes are the ones sqlite3 wrote.
    /// </summary>
    [Theory]
    [MemberData(nameof(Indices))]
    public void Values_alone_write_the_record_sqlite3_wrote(int index)
    {
        var record = new Record { Values = [.. Records[index].GetProperty("values").EnumerateArray().Select(Value)] };

        Assert.Equal(Records[index].GetProperty("payload").GetString(), Convert.ToHexString(BinarySerializer.Serialize(record)), ignoreCase: true);
    }

    /// <summary>Serial types 10 and 11 are reserved: no length can be computed, so the value is invalid data where it starts.</summary>
    [Theory]
    [InlineData("030A0B")]
    [InlineData("020A")]
    public void A_reserved_serial_type_is_invalid_data(string hex)
    {
        var failed = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Record>(Convert.FromHexString(hex)));

        Assert.Equal("SqliteBytes", failed.TypeName);
        Assert.Equal("Content", failed.MemberName);
        Assert.Contains("out of range", failed.Message, StringComparison.Ordinal);
    }

    /// <summary>A header that says more serial types than the record has bytes: too short, never an exception of another kind.</summary>
    [Fact]
    public void A_header_longer_than_the_record_is_refused()
    {
        Assert.ThrowsAny<BinarySerializationException>(() => BinarySerializer.Deserialize<Record>(Convert.FromHexString("0901")));
        Assert.False(BinarySerializer.TryDeserialize<Record>(Convert.FromHexString("0901"), out _, out _));
    }

    /// <summary>A text whose serial type says another length than its bytes: the write refuses it, naming the method that sizes it.</summary>
    [Fact]
    public void A_serial_type_that_disagrees_with_the_content_is_a_write_error()
    {
        var record = new Record { Values = [new SqliteBytes { Tag = 13 + 2 * 5, Content = "four"u8.ToArray() }] };

        var failed = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(record));

        Assert.Equal(("SqliteBytes", "Content"), (failed.TypeName, failed.MemberName));
        Assert.Contains("ContentLength", failed.Message, StringComparison.Ordinal);
    }

    /// <summary>A value of the union's type that is none of its cases cannot be given a serial type.</summary>
    [Fact]
    public void A_null_value_is_a_write_error()
    {
        var record = new Record { Values = [new SqliteNull(), null!] };

        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(record));
    }

    /// <summary>The record read from any split of its bytes (a stream that returns one byte at a time) is the same.</summary>
    [Fact]
    public void A_record_reads_the_same_from_a_stream_one_byte_at_a_time()
    {
        byte[] payload = Convert.FromHexString(Records[4].GetProperty("payload").GetString()!);

        Record record = BinarySerializer.Deserialize<Record>(new TrickleStream(payload, 1, seekable: false));

        Assert.Equal(payload, BinarySerializer.Serialize(record));
    }

    /// <summary>
    /// Values of no bytes (NULL, 0, 1) after one that runs short: a stream that cannot seek is never read past the
    /// record (found by afl-fuzz: each such item was counted as at least a byte still to come), and chunks read it as a span does.
    /// </summary>
    [Theory]
    [InlineData("0600030980003F0005000000E9316100")]
    [InlineData("0503080909" + "AABBCC")]
    [InlineData("05070009080000000000000000")]
    public void Items_of_no_bytes_are_not_awaited_past_the_record(string hex)
    {
        byte[] bytes = Convert.FromHexString(hex);
        bool read = BinarySerializer.TryDeserialize<Record>(bytes, out Record? expected, out int length);

        if (read)
        {
            var stream = new TrickleStream([.. bytes[..length], 0xEE], 1, seekable: false);
            Record streamed = BinarySerializer.Deserialize<Record>(stream);
            Assert.Equal(BinarySerializer.Serialize(expected!), BinarySerializer.Serialize(streamed));
            Assert.Equal(length, stream.Position);
        }
        else
        {
            Assert.ThrowsAny<BinarySerializationException>(() => BinarySerializer.Deserialize<Record>(new TrickleStream(bytes, 1, seekable: false)));
        }
    }

    private static string Text(JsonElement value) => value[0].GetString() switch
    {
        "null" => "null",
        "integer" => "integer " + value[1].GetString(),
        "real" => "real " + double.Parse(value[1].GetString()!, CultureInfo.InvariantCulture).ToString("R", CultureInfo.InvariantCulture),
        "text" => "text " + value[1].GetString(),
        _ => "blob " + value[1].GetString()!.ToUpperInvariant(),
    };

    private static string Text(SqliteValue value) => value switch
    {
        SqliteNull => "null",
        SqliteZero => "integer 0",
        SqliteOne => "integer 1",
        SqliteInt8 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteInt16 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteInt24 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteInt32 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteInt48 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteInt64 number => "integer " + number.Value.ToString(CultureInfo.InvariantCulture),
        SqliteReal real => "real " + real.Value.ToString("R", CultureInfo.InvariantCulture),
        SqliteBytes { IsText: true } text => "text " + Encoding.UTF8.GetString(text.Content),
        SqliteBytes blob => "blob " + Convert.ToHexString(blob.Content),
        _ => throw new InvalidDataException(value.GetType().Name),
    };

    /// <summary>SQLite's rule for a value's serial type: the smallest integer that holds it (0 and 1 have their own), a float, text, a blob.</summary>
    private static SqliteValue Value(JsonElement value)
    {
        switch (value[0].GetString())
        {
            case "null":
                return new SqliteNull();
            case "real":
                return new SqliteReal { Value = double.Parse(value[1].GetString()!, CultureInfo.InvariantCulture) };
            case "text":
                string text = value[1].GetString()!;
                byte[] encoded = new byte[Encoding.UTF8.GetByteCount(text)];
                Encoding.UTF8.GetBytes(text, encoded);
                return SqliteBytes.Text(encoded);
            case "blob":
                return SqliteBytes.Blob(Convert.FromHexString(value[1].GetString()!));
        }

        long number = long.Parse(value[1].GetString()!, CultureInfo.InvariantCulture);
        return number switch
        {
            0 => new SqliteZero(),
            1 => new SqliteOne(),
            >= sbyte.MinValue and <= sbyte.MaxValue => new SqliteInt8 { Value = (sbyte)number },
            >= short.MinValue and <= short.MaxValue => new SqliteInt16 { Value = (short)number },
            >= -(1 << 23) and < 1 << 23 => new SqliteInt24 { Bits = (int)number & 0xFFFFFF },
            >= int.MinValue and <= int.MaxValue => new SqliteInt32 { Value = (int)number },
            >= -(1L << 47) and < 1L << 47 => new SqliteInt48 { High = (short)(number >> 32), Low = (uint)number },
            _ => new SqliteInt64 { Value = number },
        };
    }
}
