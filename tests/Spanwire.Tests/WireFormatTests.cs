using System;
using System.Collections.Generic;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>The exact bytes of each layout, as documented in the README's type table.</summary>
public class WireFormatTests
{
    [Fact]
    public void Trade_is_big_endian_in_declaration_order()
    {
        var trade = new Trade(1, "AB", 1.5, -2, TradeSide.Sell);
        Assert.Equal(
            "0000000000000001" + "00000002" + "4142" + "3FF8000000000000" + "FFFFFFFE" + "00000002",
            TestSupport.Hex(trade));
    }

    [Fact]
    public void Null_string_is_minus_one_and_utf8_length_counts_bytes()
    {
        Assert.Equal("FFFFFFFF" + "FFFFFFFF" + "FFFFFFFF" + "00000000" + "00000000", TestSupport.Hex(new Blobs()));
        Assert.Equal("00000003" + "C3A9" + "41", TestSupport.Hex(new Blobs { Text = "éA" })[..14]);
        Assert.Equal("00000004" + "F09F9880", TestSupport.Hex(new Blobs { Text = "😀" })[..16]);
    }

    [Fact]
    public void Guid_uses_rfc4122_byte_order()
    {
        var value = default(AllScalars) with { Id = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff") };
        string hex = TestSupport.Hex(value);
        int guidOffset = (1 + 1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 16 + 16 + 2 + 4 + 8 + 2) * 2;
        Assert.Equal("00112233445566778899AABBCCDDEEFF", hex.Substring(guidOffset, 32));
    }

    [Fact]
    public void Dates_and_times_are_ticks_with_kind_and_offset()
    {
        var utc = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        var local = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Local);
        var offset = new DateTimeOffset(2000, 1, 1, 0, 0, 0, TimeSpan.FromMinutes(-90));
        var value = default(AllScalars) with { When = utc, WhenOffset = offset, Duration = TimeSpan.FromTicks(0x0102030405060708) };
        string hex = TestSupport.Hex(value);
        int when = (1 + 1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 16 + 16 + 2 + 4 + 8 + 2 + 16) * 2;
        Assert.Equal((utc.Ticks | (1L << 62)).ToString("X16"), hex.Substring(when, 16));
        Assert.Equal(offset.Ticks.ToString("X16") + "FFA6", hex.Substring(when + 16, 20));
        Assert.Equal("0102030405060708", hex.Substring(when + 36, 16));

        string localHex = TestSupport.Hex(value with { When = local });
        Assert.Equal((local.Ticks | (2L << 62)).ToString("X16"), localHex.Substring(when, 16));
    }

    [Fact]
    public void Enums_use_their_underlying_width()
    {
        var value = default(AllScalars) with { Small = SmallEnum.Max, Signed = SignedEnum.Negative, Flags = WideFlags.High };
        Assert.EndsWith("FF" + "FFFE" + "8000000000000000", TestSupport.Hex(value), StringComparison.Ordinal);
    }

    [Fact]
    public void Scalars_have_exact_ieee_and_integer_bytes()
    {
        var value = new AllScalars(true, 0xAB, -2, 0x0102, 0xFFFE, 0x01020304, 0xA0B0C0D0, -1, 0x0102030405060708,
            Int128.MinValue, 1, (Half)1.5, -2.5f, double.NegativeInfinity, 'é', Guid.Empty, default, default, default, 0, 0, 0);
        string hex = TestSupport.Hex(value);
        Assert.StartsWith(
            "01" + "AB" + "FE" + "0102" + "FFFE" + "01020304" + "A0B0C0D0" + "FFFFFFFFFFFFFFFF" + "0102030405060708"
            + "80000000000000000000000000000000" + "00000000000000000000000000000001" + "3E00" + "C0200000" + "FFF0000000000000" + "00E9",
            hex,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Nullable_values_take_a_presence_byte()
    {
        var value = new Optionals { MaybeInt = 258, MaybeFlag = true };
        Assert.Equal("01" + "00000102" + "00" + "00" + "00" + "01" + "01", TestSupport.Hex(value));
    }

    [Fact]
    public void Class_members_take_a_presence_byte_and_structs_do_not()
    {
        var tree = new TreeNode { Value = 1, Left = new TreeNode { Value = 2 } };
        Assert.Equal("00000001" + "01" + "00000002" + "00" + "00" + "00", TestSupport.Hex(tree));

        var withPoint = new Optionals { MaybePoint = new Vector3(1, 0, -1) };
        Assert.Equal("00" + "00" + "01" + "3F800000" + "00000000" + "BF800000" + "00" + "00", TestSupport.Hex(withPoint));
    }

    [Fact]
    public void Collections_are_count_prefixed_with_minus_one_for_null()
    {
        var value = new Collections { Ints = [1, -1], Longs = [2], Strings = ["a", null], SignedEnums = [SignedEnum.Negative], Bools = [true, false] };
        string hex = TestSupport.Hex(value);
        Assert.StartsWith(
            "00000002" + "00000001" + "FFFFFFFF"
            + "00000001" + "0000000000000002"
            + "00000002" + "00000001" + "61" + "FFFFFFFF"
            + "FFFFFFFF" // Doubles: default ImmutableArray
            + "FFFFFFFF" // SmallEnums
            + "00000001" + "FFFE"
            + "00000002" + "01" + "00",
            hex,
            StringComparison.Ordinal);
    }

    [Fact]
    public void Nested_records_follow_declaration_order_with_ignored_members_skipped()
    {
        var order = new Order(Guid.Empty, "ignored", new List<OrderLine> { new("A", 1, 0.5) }) { Customer = null, CacheHits = 9, Placed = default };
        Assert.Equal(
            "00000000000000000000000000000000" + "00000001" + "00000001" + "41" + "00000001" + "3FE0000000000000"
            + "FFFFFFFF" + "0000000000000000" + "0000",
            TestSupport.Hex(order));
    }
}
