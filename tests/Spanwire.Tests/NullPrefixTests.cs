using System;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>[BinarySizePrefix(NullAsMinusOne = true)]: PostgreSQL's NULL field, a size of -1 with no bytes after it.</summary>
public class NullPrefixTests
{
    [Fact]
    public void Null_is_a_size_of_minus_one_and_a_value_is_framed()
    {
        var nulls = new NullableFields();
        Assert.Equal("FFFFFFFF" + "FFFFFFFF" + "FFFF", TestSupport.Hex(nulls));
        NullableFields readNulls = TestSupport.RoundTrip(nulls);
        Assert.Equal((null, null, (FieldPoint?)null), (readNulls.Name, readNulls.Data, readNulls.Where));

        var values = new NullableFields { Name = "ab", Data = [], Where = new FieldPoint { X = 1, Y = -1 } };
        Assert.Equal("00000002" + "6162" + "00000000" + "0008" + "00000001" + "FFFFFFFF", TestSupport.Hex(values));
        NullableFields read = TestSupport.RoundTrip(values);
        Assert.Equal(("ab", 0, 1, -1), (read.Name, read.Data!.Length, read.Where!.X, read.Where.Y));
        Assert.Equal(TestSupport.Hex(values).Length / 2, values.GetSerializedSize());
    }

    /// <summary>Nullable value types: no presence byte, the frame's -1 alone (PostgreSQL's NULL int4, int8, float8, bool, uuid).</summary>
    [Fact]
    public void A_nullable_value_is_framed_or_a_size_of_minus_one()
    {
        Assert.Equal("FFFFFFFF" + "FFFFFFFF" + "FFFFFFFF" + "FFFFFFFF" + "FFFF", TestSupport.Hex(new NullableValueFields()));
        var values = new NullableValueFields { Count = 7, Total = -1, Ratio = 0.5, Flag = true, Id = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff") };
        string hex = "00000004" + "00000007" + "00000008" + "FFFFFFFFFFFFFFFF" + "00000008" + "3FE0000000000000" + "00000001" + "01" + "0010" + "00112233445566778899AABBCCDDEEFF";
        Assert.Equal(hex, TestSupport.Hex(values));
        Assert.Equal(hex.Length / 2, values.GetSerializedSize());
        NullableValueFields read = TestSupport.RoundTrip(values);
        Assert.Equal((7, -1L, 0.5, true, values.Id), (read.Count, read.Total, read.Ratio, read.Flag, read.Id));
        NullableValueFields nulls = TestSupport.RoundTrip(new NullableValueFields { Ratio = 1 });
        Assert.Equal((null, null, 1.0, null, (Guid?)null), (nulls.Count, nulls.Total, nulls.Ratio, nulls.Flag, nulls.Id));

        // A size that is not the value's is invalid at the prefix: the value is fixed-size, so its frame's size is a constant.
        var wrongSize = Assert.Throws<BinarySerializationException>(() => NullableValueFields.Read(Convert.FromHexString("00000008" + "0000000000000007" + "FFFFFFFF" + "FFFFFFFF" + "FFFFFFFF" + "FFFF"), out _));
        Assert.Equal(("Count", 0L), (wrongSize.MemberName, wrongSize.Offset));
        Assert.Contains("frame size 8 does not match the 4 byte(s)", wrongSize.Message, StringComparison.Ordinal);
        Assert.False(NullableValueFields.TryRead(Convert.FromHexString("00000004" + "0000"), out _, out _));
    }

    [Fact]
    public void Other_negative_sizes_are_invalid_and_a_cut_prefix_asks_for_more()
    {
        byte[] minusTwo = Convert.FromHexString("FFFFFFFE" + "FFFFFFFF" + "FFFF");
        var error = Assert.Throws<BinarySerializationException>(() => NullableFields.Read(minusTwo, out _));
        Assert.Equal(("Name", 0L), (error.MemberName, error.Offset));
        Assert.False(NullableFields.TryRead(Convert.FromHexString("FFFFFFFF" + "FFFF"), out _, out _));
        Assert.False(NullableFields.TryRead(Convert.FromHexString("00000002" + "61"), out _, out _));
    }
}
