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
