using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text.Json;
using Spanwire.Infrastructure;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// [BinaryBcd] against Python's formatting of the decimal digits (Vectors/make_bcd_vectors.py): every digit count from
/// 1 to 19, the ISO 8583-style message, BCD holders of a count, a condition and an offset, and bad bytes and values.
/// </summary>
public class BcdTests
{
    public static IEnumerable<object[]> Vectors()
    {
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "bcd_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            if (vector.RootElement.TryGetProperty("digits", out JsonElement digits))
            {
                yield return [digits.GetInt32(), vector.RootElement.GetProperty("value").GetString()!, vector.RootElement.GetProperty("hex").GetString()!];
            }
        }
    }

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Every_digit_count_packs_as_Python_formats_it(int digits, string value, string hex)
    {
        ulong number = ulong.Parse(value, CultureInfo.InvariantCulture);
        Wire.CheckBcd(number, digits, "T", "M", 0);
        byte[] bytes = new byte[(digits + 1) / 2];
        Wire.WriteBcd(ref Wire.At(bytes, 0), 0, number, digits);
        Assert.Equal(hex, Convert.ToHexString(bytes), ignoreCase: true);
        Assert.Equal(number, Wire.ReadBcd(ref Wire.At((ReadOnlySpan<byte>)bytes, 0), 0, digits, "T", "M", 0));
    }

    [Fact]
    public void An_ISO_8583_message_with_a_BCD_length_writes_Pythons_bytes_and_reads_back()
    {
        string hex = Message("iso8583", out string pan);
        var message = new IsoBcdMessage { Mti = 200, ProcessingCode = 0, Amount = 12345, Currency = 978, Pan = pan };
        byte[] bytes = BinarySerializer.Serialize(message);
        Assert.Equal(hex, Convert.ToHexString(bytes), ignoreCase: true);
        Assert.Equal(message.GetSerializedSize(), bytes.Length);

        IsoBcdMessage read = TestSupport.RoundTrip(message);
        Assert.Equal((200, 0, 12345L, 978, 16, pan), (read.Mti, read.ProcessingCode, read.Amount, read.Currency, read.PanLength, read.Pan));
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(IsoBcdMessage.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }
    }

    [Fact]
    public void BCD_members_hold_a_count_a_condition_and_an_offset()
    {
        var value = new BcdHolders { Kind = 7, Amounts = [0, 999_999, 123_456], Extra = 0xDEADBEEF, Note = "hi" };
        byte[] bytes = BinarySerializer.Serialize(value);
        // Count 03, Kind 07 (one digit: 0 then 7), At 0017 (the note's offset, filled in), three 6-digit amounts, Extra, then the note.
        Assert.Equal("03" + "07" + "0017" + "000000" + "999999" + "123456" + "DEADBEEF" + "02" + "6869", Convert.ToHexString(bytes));
        BcdHolders read = TestSupport.RoundTrip(value);
        Assert.Equal((3, (byte)7, (ushort)17, 0xDEADBEEFu, "hi"), (read.Count, read.Kind, read.At, read.Extra, read.Note));
        Assert.Equal(value.Amounts, read.Amounts);

        // Kind 5: Extra is not on the wire.
        BcdHolders without = TestSupport.RoundTrip(new BcdHolders { Kind = 5, Note = "" });
        Assert.Equal(0u, without.Extra);
    }

    [Fact]
    public void The_widest_values_each_type_holds_round_trip()
    {
        var value = new WideBcd { Big = 9_999_999_999_999_999_999, Signed = 999_999_999_999_999_999 };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("09999999999999999999" + "999999999999999999", Convert.ToHexString(bytes));
        Assert.Equal((value.Big, value.Signed), (TestSupport.RoundTrip(value).Big, TestSupport.RoundTrip(value).Signed));
    }

    [Theory]
    [InlineData(-1L)]
    [InlineData(1_000_000L)]
    public void A_value_the_digits_cannot_hold_is_a_write_error_naming_the_member(long amount)
    {
        var value = new BcdHolders { Amounts = [(int)amount] };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(value));
        Assert.Equal(("BcdHolders", "Amounts"), (error.TypeName, error.MemberName));
        Assert.Contains("not a BCD number of at most 6 digits", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0, "1A")]   // low half above 9
    [InlineData(0, "A1")]   // high half above 9
    [InlineData(1, "17")]   // one digit: the padding half must be 0
    public void A_half_byte_that_is_no_digit_is_invalid_data_at_its_offset(int at, string bad)
    {
        byte[] bytes = BinarySerializer.Serialize(new BcdHolders { Note = "" });
        bytes[at] = Convert.FromHexString(bad)[0];
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<BcdHolders>(bytes));
        Assert.Equal((at == 0 ? "Count" : "Kind", (long)at), (error.MemberName, error.Offset));
        Assert.Contains("is not a BCD byte", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_BCD_count_larger_than_its_data_is_a_truncation_not_an_allocation()
    {
        byte[] bytes = BinarySerializer.Serialize(new BcdHolders { Note = "" });
        bytes[0] = 0x99; // 99 amounts, none there
        Assert.False(BcdHolders.TryRead(bytes, out _, out _));
    }

    private static string Message(string name, out string pan)
    {
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "bcd_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            if (vector.RootElement.TryGetProperty("message", out JsonElement message) && message.GetString() == name)
            {
                pan = vector.RootElement.GetProperty("pan").GetString()!;
                return vector.RootElement.GetProperty("hex").GetString()!;
            }
        }

        throw new InvalidOperationException(name);
    }
}
