using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Byte-exact vectors from Java's DataOutputStream and ByteBuffer (Vectors/JavaVectors.java): Spanwire's bytes
/// equal Java's, and Java's bytes read back to the same values.
/// </summary>
public class JavaVectorTests
{
    public static IEnumerable<object[]> Vectors()
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "java_vectors.jsonl"))
            .Select((line, index) => new object[] { index, line });

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Spanwire_matches_Java_DataOutputStream_both_ways(int index, string line)
    {
        using JsonDocument document = JsonDocument.Parse(line);
        JsonElement f = document.RootElement.GetProperty("fields");
        byte[] java = Convert.FromHexString(document.RootElement.GetProperty("hex").GetString()!);
        var value = new JavaRecord
        {
            Flag = f.GetProperty("Flag").GetBoolean(),
            Small = f.GetProperty("Small").GetSByte(),
            Short = f.GetProperty("Short").GetInt16(),
            Letter = (char)f.GetProperty("Letter").GetInt32(),
            Int = f.GetProperty("Int").GetInt32(),
            Long = long.Parse(f.GetProperty("Long").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
            Float = BitConverter.Int32BitsToSingle(f.GetProperty("FloatBits").GetInt32()),
            Double = BitConverter.Int64BitsToDouble(long.Parse(f.GetProperty("DoubleBits").GetString()!, System.Globalization.CultureInfo.InvariantCulture)),
            Utf = f.GetProperty("Utf").GetString()!,
            Chars = f.GetProperty("Chars").GetString(),
            Latin = f.GetProperty("Latin").GetString(),
            Ints = f.GetProperty("Ints").EnumerateArray().Select(e => e.GetInt32()).ToArray(),
            Doubles = f.GetProperty("DoubleBitsArray").EnumerateArray()
                .Select(e => BitConverter.Int64BitsToDouble(long.Parse(e.GetString()!, System.Globalization.CultureInfo.InvariantCulture))).ToArray(),
        };

        Assert.True(index >= 0);
        Assert.Equal(Convert.ToHexString(java), TestSupport.Hex(value));

        JavaRecord read = JavaRecord.Read(java, out int bytesRead);
        Assert.Equal(java.Length, bytesRead);
        Assert.Equal(
            (value.Flag, value.Small, value.Short, value.Letter, value.Int, value.Long, value.Utf, value.Chars, value.Latin),
            (read.Flag, read.Small, read.Short, read.Letter, read.Int, read.Long, read.Utf, read.Chars, read.Latin));
        Assert.Equal(BitConverter.SingleToInt32Bits(value.Float), BitConverter.SingleToInt32Bits(read.Float));
        Assert.Equal(BitConverter.DoubleToInt64Bits(value.Double), BitConverter.DoubleToInt64Bits(read.Double));
        Assert.Equal(value.Ints, read.Ints);
        Assert.Equal(value.Doubles!.Select(BitConverter.DoubleToInt64Bits), read.Doubles!.Select(BitConverter.DoubleToInt64Bits));
    }

    [Fact]
    public void WriteUTF_encodes_NUL_as_C0_80_and_non_BMP_as_two_surrogates()
    {
        var value = new JavaRecord { Utf = "\0😀", Chars = null, Latin = null };
        string hex = TestSupport.Hex(value);
        int utf = (1 + 1 + 2 + 2 + 4 + 8 + 4 + 8) * 2;
        Assert.Equal("0008" + "C080" + "EDA0BD" + "EDB880", hex.Substring(utf, 4 + 16));
    }

    [Fact]
    public void Encodings_reject_what_they_cannot_represent_unless_replacing()
    {
        var value = new JavaRecord { Latin = "Ω" };
        var exception = Assert.Throws<BinarySerializationException>(() => value.Write(stackalloc byte[256]));
        Assert.Equal("Latin", exception.MemberName);

        byte[] bytes = TestSupport.Bytes(new JavaRecord { Utf = "ok" });
        int utf = 1 + 1 + 2 + 2 + 4 + 8 + 4 + 8 + 2;
        bytes[utf] = 0xFF;
        Assert.Equal("Utf", Assert.Throws<BinarySerializationException>(() => JavaRecord.Read(bytes, out _)).MemberName);

        var replaced = new EncodedText { Ascii = "héllo", Fixed = "日本語" };
        EncodedText read = TestSupport.RoundTrip(replaced);
        Assert.Equal("h?llo", read.Ascii);
        Assert.Equal("日本", read.Fixed);
    }

    [Fact]
    public void Encoded_strings_serialize_without_allocating()
    {
        var value = new JavaRecord { Utf = "\0😀 modified", Chars = "UTF-16 日本", Latin = "café" };
        var buffer = new byte[512];
        Assert.Equal(0, TestSupport.AllocatedBy(() => value.Write(buffer)));
    }
}

[BinarySerializable]
public partial class EncodedText
{
    [BinaryStringEncoding(StringEncoding.Ascii, Replace = true)]
    public string? Ascii { get; set; }

    [BinaryFixedLength(4, Truncate = true)]
    [BinaryStringEncoding(StringEncoding.Utf16BigEndian)]
    public string Fixed { get; set; } = string.Empty;
}
