using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary><c>[BinaryNullTerminated]</c> against Python's codecs (Vectors/make_cstring_vectors.py), and on bad input.</summary>
public class NullTerminatedTests
{
    public static IEnumerable<object[]> Vectors()
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "cstring_vectors.jsonl")).Select(line => new object[] { line });

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Python_encoded_c_strings_match_both_ways(string line)
    {
        JsonElement vector = JsonDocument.Parse(line).RootElement;
        var value = new CStrings
        {
            Utf8 = vector.GetProperty("utf8").GetString()!,
            Ascii = vector.GetProperty("ascii").GetString()!,
            Latin1 = vector.GetProperty("latin1").GetString()!,
            Utf16 = vector.GetProperty("utf16").GetString()!,
            Tail = vector.GetProperty("tail").GetInt32(),
        };
        string hex = vector.GetProperty("hex").GetString()!;
        Assert.Equal(hex, TestSupport.Hex(value));

        CStrings read = CStrings.Read(Convert.FromHexString(hex), out int bytesRead);
        Assert.Equal(hex.Length / 2, bytesRead);
        Assert.Equal((value.Utf8, value.Ascii, value.Latin1, value.Utf16, value.Tail), (read.Utf8, read.Ascii, read.Latin1, read.Utf16, read.Tail));
        TestSupport.RoundTrip(value);
    }

    [Fact]
    public void Java_modified_utf8_keeps_U0000_and_a_presence_byte_allows_null()
    {
        var value = new CStringOptions { Java = "a\0b", Maybe = null };
        Assert.Equal("61C08062" + "00" + "00", TestSupport.Hex(value));
        Assert.Equal("a\0b", TestSupport.RoundTrip(value).Java);
        Assert.Equal("hi", TestSupport.RoundTrip(new CStringOptions { Maybe = "hi" }).Maybe);
    }

    [Fact]
    public void Null_and_embedded_NUL_are_write_errors_that_name_the_member()
    {
        var embedded = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CStrings { Ascii = "a\0b" }));
        Assert.Equal("Ascii", embedded.MemberName);
        Assert.Contains("U+0000 at index 1", embedded.Message, StringComparison.Ordinal);

        var missing = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CStrings { Utf8 = null! }));
        Assert.Equal("Utf8", missing.MemberName);
        Assert.Contains("[BinaryPresenceByte]", missing.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Every_truncation_is_a_clean_false_or_the_documented_exception()
    {
        byte[] bytes = TestSupport.Bytes(new CStrings { Utf8 = "user", Ascii = "db", Latin1 = "é", Utf16 = "\u0100", Tail = 5 });
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(CStrings.TryRead(bytes.AsSpan(0, length), out _, out int consumed));
            Assert.Equal(0, consumed);
            var exception = Assert.Throws<BinarySerializationException>(() => CStrings.Read(bytes.AsSpan(0, length), out _));
            Assert.NotNull(exception.MemberName);
        }

        // No terminator anywhere in a long run of text: truncated at the member, with nothing allocated for it.
        byte[] unterminated = Enumerable.Repeat((byte)'x', 1 << 16).ToArray();
        var noEnd = Assert.Throws<BinarySerializationException>(() => CStrings.Read(unterminated, out _));
        Assert.Equal(("Utf8", 0L), (noEnd.MemberName, noEnd.Offset));
        Assert.True(TestSupport.AllocatedBy(() => CStrings.TryRead(unterminated, out _, out _)) < 1024);
    }

    [Fact]
    public void Invalid_bytes_before_the_terminator_are_invalid_data()
    {
        // 0xC3 0x28 is not UTF-8; 0x80 is not ASCII.
        Assert.Equal("Utf8", Assert.Throws<BinarySerializationException>(() => CStrings.Read(Convert.FromHexString("C32800" + "00" + "00" + "0000" + "00000000"), out _)).MemberName);
        Assert.Equal("Ascii", Assert.Throws<BinarySerializationException>(() => CStrings.Read(Convert.FromHexString("00" + "8000" + "00" + "0000" + "00000000"), out _)).MemberName);
    }

    /// <summary>
    /// ASCII and Latin-1 fields of 1-16 bytes are checked and widened by overlapping loads: at every length there and
    /// just past it, Latin-1 keeps every byte value, and a non-ASCII byte at any position is refused at its own offset.
    /// </summary>
    [Fact]
    public void Short_ascii_and_latin1_fields_decode_every_byte_or_refuse_it_at_its_offset()
    {
        const int asciiStart = 1; // after the empty UTF-8 string's terminator
        for (int length = 1; length <= 20; length++)
        {
            byte[] ascii = new byte[length];
            byte[] latin1 = new byte[length];
            for (int i = 0; i < length; i++)
            {
                ascii[i] = (byte)(1 + ((i * 13) % 0x7F));
                latin1[i] = (byte)(1 + ((i * 37) % 0xFF));
            }

            CStrings read = CStrings.Read(CStringBytes(ascii, latin1), out _);
            Assert.Equal(Widened(ascii), read.Ascii);
            Assert.Equal(Widened(latin1), read.Latin1);
            for (int position = 0; position < length; position++)
            {
                byte[] invalid = (byte[])ascii.Clone();
                invalid[position] = (byte)(0x80 + position);
                var exception = Assert.Throws<BinarySerializationException>(() => CStrings.Read(CStringBytes(invalid, latin1), out _));
                Assert.Equal(("Ascii", (long)(asciiStart + position)), (exception.MemberName, exception.Offset));
            }
        }
    }

    /// <summary>Each byte as the char of the same value: the string a Latin-1 (or ASCII) decoder gives.</summary>
    private static string Widened(byte[] bytes) => new(Array.ConvertAll(bytes, b => (char)b));

    /// <summary>An empty UTF-8 string, the given ASCII and Latin-1 fields, an empty UTF-16 string and a zero tail.</summary>
    private static byte[] CStringBytes(byte[] ascii, byte[] latin1) => [0, .. ascii, 0, .. latin1, 0, 0, 0, 0, 0, 0, 0];

    [Fact]
    public void Serializing_allocates_nothing()
    {
        var value = new CStrings { Utf8 = "user", Ascii = "postgres", Latin1 = "café", Utf16 = "x", Tail = 1 };
        var buffer = new byte[value.GetSerializedSize()];
        Assert.Equal(0, TestSupport.AllocatedBy(() => value.Write(buffer)));
    }
}
