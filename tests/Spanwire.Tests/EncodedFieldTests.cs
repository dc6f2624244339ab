using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// ASCII, Latin-1, UTF-16BE and Java modified UTF-8 fields decode through a stack buffer up to 256 bytes and a pooled one
/// past it (short and long valid ASCII and Latin-1 take the direct routes): every length route reads the bytes the BCL's
/// encoders write, and a bad byte is refused at its offset or replaced.
/// </summary>
public class EncodedFieldTests
{
    public static TheoryData<int> Lengths => [1, 7, 16, 17, 255, 256, 257, 1000, 5000];

    private static string Text(int length, Func<int, char> character) => new(Enumerable.Range(0, length).Select(character).ToArray());

    private static EncodedFields Fields(int length) => new()
    {
        Ascii = Text(length, i => (char)('a' + (i % 26))),
        AsciiReplaced = Text(length, i => (char)('A' + (i % 26))),
        Latin1 = Text(length, i => (char)(0x20 + (i % 0xE0))),
        Utf16 = Text(length, i => i % 3 == 0 ? '日' : (char)('0' + (i % 10))),
        Java = Text(length, i => i % 4 == 0 ? 'é' : i % 4 == 1 ? '語' : 'j'),
    };

    /// <summary>Each field as an int32 byte count and the BCL encoder's bytes (for this text, modified UTF-8 is UTF-8).</summary>
    private static (byte[] Bytes, int[] FieldStarts) Expected(EncodedFields value)
    {
        var bytes = new List<byte>();
        var starts = new List<int>();
        foreach (byte[] field in new[]
        {
            Encoding.ASCII.GetBytes(value.Ascii), Encoding.ASCII.GetBytes(value.AsciiReplaced), Encoding.Latin1.GetBytes(value.Latin1),
            Encoding.BigEndianUnicode.GetBytes(value.Utf16), Encoding.UTF8.GetBytes(value.Java),
        })
        {
            byte[] length = new byte[4];
            BinaryPrimitives.WriteInt32BigEndian(length, field.Length);
            bytes.AddRange(length);
            starts.Add(bytes.Count);
            bytes.AddRange(field);
        }

        return (bytes.ToArray(), starts.ToArray());
    }

    [Theory]
    [MemberData(nameof(Lengths))]
    public void Every_encoding_reads_the_bytes_the_BCL_writes_at_every_length_route(int length)
    {
        EncodedFields value = Fields(length);
        (byte[] expected, _) = Expected(value);
        Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(TestSupport.Bytes(value)));

        EncodedFields read = EncodedFields.Read(expected, out int bytesRead);
        Assert.Equal(expected.Length, bytesRead);
        Assert.Equal(
            (value.Ascii, value.AsciiReplaced, value.Latin1, value.Utf16, value.Java),
            (read.Ascii, read.AsciiReplaced, read.Latin1, read.Utf16, read.Java));
    }

    [Theory]
    [MemberData(nameof(Lengths))]
    public void A_high_byte_in_ASCII_is_refused_at_its_offset_or_replaced(int length)
    {
        EncodedFields value = Fields(length);
        (byte[] expected, int[] starts) = Expected(value);
        int position = length / 2;

        byte[] strict = (byte[])expected.Clone();
        strict[starts[0] + position] = 0xE9;
        var exception = Assert.Throws<BinarySerializationException>(() => EncodedFields.Read(strict, out _));
        Assert.Equal(("Ascii", (long)(starts[0] + position)), (exception.MemberName, exception.Offset));

        byte[] replaced = (byte[])expected.Clone();
        replaced[starts[1] + position] = 0xE9;
        EncodedFields read = EncodedFields.Read(replaced, out _);
        Assert.Equal(value.AsciiReplaced[..position] + '\uFFFD' + value.AsciiReplaced[(position + 1)..], read.AsciiReplaced);
    }

    [Fact]
    public void A_long_field_decodes_with_only_its_string_allocated()
    {
        EncodedFields value = Fields(5000);
        value.Ascii = "a";
        byte[] bytes = TestSupport.Bytes(value);
        long allocated = TestSupport.AllocatedBy(() => EncodedFields.Read(bytes, out _));

        // The holder and five strings, four of 5,000 characters (the pooled decode buffers are reused, not allocated).
        long strings = (4 * (22 + (2 * 5000))) + 24;
        Assert.InRange(allocated, strings, strings + 200);
    }
}
