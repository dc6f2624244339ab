using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>RFC 4506 bytes from Python's xdrlib (Vectors/make_xdr_vectors.py), both ways, plus XDR's padding rules.</summary>
public class XdrVectorTests
{
    public static IEnumerable<object[]> Vectors()
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "xdr_vectors.jsonl")).Select(line => new object[] { line });

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Spanwire_matches_xdrlib_both_ways(string line)
    {
        using JsonDocument document = JsonDocument.Parse(line);
        JsonElement f = document.RootElement.GetProperty("fields");
        byte[] xdr = Convert.FromHexString(document.RootElement.GetProperty("hex").GetString()!);
        var value = new XdrRecord
        {
            Int = f.GetProperty("Int").GetInt32(),
            UInt = f.GetProperty("UInt").GetUInt32(),
            Hyper = long.Parse(f.GetProperty("Hyper").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
            UHyper = ulong.Parse(f.GetProperty("UHyper").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
            Flag = f.GetProperty("Flag").GetBoolean(),
            Float = BitConverter.UInt32BitsToSingle(f.GetProperty("FloatBits").GetUInt32()),
            Double = BitConverter.UInt64BitsToDouble(ulong.Parse(f.GetProperty("DoubleBits").GetString()!, System.Globalization.CultureInfo.InvariantCulture)),
            Text = f.GetProperty("Text").GetString()!,
            Opaque = Convert.FromHexString(f.GetProperty("Opaque").GetString()!),
            Fixed = Convert.FromHexString(f.GetProperty("Fixed").GetString()!),
            Ints = f.GetProperty("Ints").EnumerateArray().Select(e => e.GetInt32()).ToArray(),
            Flags = f.GetProperty("Flags").EnumerateArray().Select(e => e.GetBoolean()).ToArray(),
            Names = f.GetProperty("Names").EnumerateArray().Select(e => e.GetString()!).ToArray(),
            Triple = f.GetProperty("Triple").EnumerateArray().Select(e => e.GetInt32()).ToArray(),
        };

        Assert.Equal(Convert.ToHexString(xdr), TestSupport.Hex(value));
        Assert.Equal(0, xdr.Length % 4);

        // Padding is stored, not assumed: a dirty destination gets the same bytes, and nothing past them changes.
        byte[] dirty = new byte[xdr.Length + 8];
        Array.Fill(dirty, (byte)0xAB);
        Assert.Equal(xdr.Length, value.Write(dirty));
        Assert.Equal(Convert.ToHexString(xdr), Convert.ToHexString(dirty, 0, xdr.Length));
        Assert.All(dirty[xdr.Length..], b => Assert.Equal(0xAB, b));

        XdrRecord read = XdrRecord.Read(xdr, out int bytesRead);
        Assert.Equal(xdr.Length, bytesRead);
        Assert.Equal((value.Int, value.UInt, value.Hyper, value.UHyper, value.Flag, value.Text), (read.Int, read.UInt, read.Hyper, read.UHyper, read.Flag, read.Text));
        Assert.Equal(BitConverter.SingleToInt32Bits(value.Float), BitConverter.SingleToInt32Bits(read.Float));
        Assert.Equal(BitConverter.DoubleToInt64Bits(value.Double), BitConverter.DoubleToInt64Bits(read.Double));
        Assert.Equal(value.Opaque, read.Opaque);
        Assert.Equal(value.Fixed, read.Fixed);
        Assert.Equal(value.Ints, read.Ints);
        Assert.Equal(value.Flags, read.Flags);
        Assert.Equal(value.Names, read.Names);
        Assert.Equal(value.Triple, read.Triple);
    }

    [Fact]
    public void Fixed_count_arrays_must_hold_exactly_their_count()
    {
        var value = new XdrRecord { Triple = [1, 2] };
        var exception = Assert.Throws<BinarySerializationException>(() => value.Write(stackalloc byte[256]));
        Assert.Equal("Triple", exception.MemberName);
        Assert.Contains("exactly 3", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Non_zero_padding_and_wide_booleans_are_rejected()
    {
        var value = new XdrRecord { Text = "a", Fixed = new byte[5] };
        byte[] bytes = TestSupport.Bytes(value);
        int text = 4 + 4 + 8 + 8 + 4 + 4 + 8;
        Assert.Equal("0000000161000000", Convert.ToHexString(bytes, text, 8));

        byte[] dirty = (byte[])bytes.Clone();
        dirty[text + 6] = 0x20;
        var exception = Assert.Throws<BinarySerializationException>(() => XdrRecord.Read(dirty, out _));
        Assert.Equal(("Text", (long)(text + 6)), (exception.MemberName, exception.Offset));

        byte[] wide = (byte[])bytes.Clone();
        wide[4 + 4 + 8 + 8 + 3] = 2;
        Assert.Equal("Flag", Assert.Throws<BinarySerializationException>(() => XdrRecord.Read(wide, out _)).MemberName);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void Every_non_zero_padding_byte_is_rejected_at_its_offset(int length)
    {
        var value = new XdrText { Name = new string('n', length), Data = new byte[length] };
        byte[] bytes = TestSupport.Bytes(value);
        int padding = 4 - length;
        int dataStart = 4 + length + padding;
        var paddingBytes = Enumerable.Range(4 + length, padding).Select(offset => ("Name", offset))
            .Concat(Enumerable.Range(dataStart + 4 + length, padding).Select(offset => ("Data", offset)));
        foreach ((string member, int offset) in paddingBytes)
        {
            byte[] dirty = (byte[])bytes.Clone();
            dirty[offset] = 0x80;
            var exception = Assert.Throws<BinarySerializationException>(() => XdrText.Read(dirty, out _));
            Assert.Equal((member, (long)offset), (exception.MemberName, exception.Offset));
        }

        Assert.Equal(value.Name, XdrText.Read(bytes, out _).Name);
    }

    [Fact]
    public void Padding_within_the_first_four_bytes_is_checked_too()
    {
        byte[] bytes = TestSupport.Bytes(new XdrShortOpaque { Tag = [7, 9], Value = 5 });
        Assert.Equal("07090000" + "00000005", Convert.ToHexString(bytes));
        Assert.Equal((byte[])[7, 9], XdrShortOpaque.Read(bytes, out _).Tag);
        foreach (int offset in new[] { 2, 3 })
        {
            byte[] dirty = (byte[])bytes.Clone();
            dirty[offset] = 1;
            var exception = Assert.Throws<BinarySerializationException>(() => XdrShortOpaque.Read(dirty, out _));
            Assert.Equal(("Tag", (long)offset), (exception.MemberName, exception.Offset));
        }
    }

    [Fact]
    public void Every_truncation_is_incomplete_and_serializing_allocates_nothing()
    {
        var value = new XdrRecord { Text = "xyz", Opaque = [1, 2], Fixed = [1, 2, 3, 4, 5], Ints = [1], Flags = [true], Names = ["n"] };
        byte[] bytes = TestSupport.Bytes(value);
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(XdrRecord.TryRead(bytes.AsSpan(0, length), out _, out _));
        }

        Assert.Equal(0, TestSupport.AllocatedBy(() => value.Write(bytes)));
    }
}
