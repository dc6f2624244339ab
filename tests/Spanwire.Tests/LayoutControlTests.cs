using System;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Length prefixes and varints: exact bytes, round trips, and the errors they can raise.</summary>
public class LayoutControlTests
{
    private static PyPrefixed Sample() => new()
    {
        Pascal = "ab",
        Short = null,
        Blob = [9],
        Counts = [1, 2],
        Maybe = null,
        Delta = -3,
        Big = 300,
        Offset = 1,
    };

    [Fact]
    public void Prefixes_and_varints_have_their_documented_bytes()
        => Assert.Equal(
            "02" + "6162" // u8 length, "ab"
            + "FFFF" // i16 -1: null
            + "0001" + "09" // u16 length
            + "02" + "00000001" + "00000002" // LEB128 count
            + "01" // ZigZag -1: null
            + "05" // ZigZag(-3) = 5
            + "AC02" // LEB128(300)
            + "02", // ZigZag(1) = 2
            TestSupport.Hex(Sample()));

    [Fact]
    public void Prefixed_values_round_trip()
    {
        PyPrefixed value = Sample();
        value.Short = new string('s', 1000);
        value.Maybe = "m";
        value.Counts = new int[300];
        PyPrefixed read = TestSupport.RoundTrip(value);
        Assert.Equal(value.Short, read.Short);
        Assert.Equal(value.Maybe, read.Maybe);
        Assert.Equal(300, read.Counts.Length);
    }

    [Fact]
    public void Values_a_prefix_cannot_hold_are_rejected_on_write()
    {
        var tooLong = Sample();
        tooLong.Pascal = new string('x', 256);
        var exception = Assert.Throws<BinarySerializationException>(() => tooLong.Write(new byte[1024]));
        Assert.Equal("Pascal", exception.MemberName);
        Assert.Contains("does not fit a UInt8 prefix", exception.Message, StringComparison.Ordinal);
        Assert.Throws<BinarySerializationException>(() => tooLong.GetSerializedSize() is > 0 && tooLong.TryWrite(new byte[1024], out _));
    }

    [Fact]
    public void Malformed_varints_and_out_of_range_prefixes_are_rejected_on_read()
    {
        byte[] bytes = TestSupport.Bytes(Sample());
        int delta = bytes.Length - 4;
        byte[] overlong = [.. bytes[..delta], 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, .. bytes[(delta + 1)..]];
        var exception = Assert.Throws<BinarySerializationException>(() => PyPrefixed.Read(overlong, out _));
        Assert.Equal(("Delta", (long)delta), (exception.MemberName, exception.Offset));

        byte[] negativeShort = (byte[])bytes.Clone();
        negativeShort[3] = 0xFE; // i16 prefix -2
        Assert.Equal("Short", Assert.Throws<BinarySerializationException>(() => PyPrefixed.Read(negativeShort, out _)).MemberName);
    }

    [Fact]
    public void Every_truncation_of_a_prefixed_value_is_reported_as_incomplete()
    {
        PyPrefixed value = Sample();
        value.Maybe = "zz";
        byte[] bytes = TestSupport.Bytes(value);
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(PyPrefixed.TryRead(bytes.AsSpan(0, length), out _, out int read));
            Assert.Equal(0, read);
            Assert.Throws<BinarySerializationException>(() => PyPrefixed.Read(bytes.AsSpan(0, length), out _));
        }
    }

    [Fact]
    public void Hostile_varint_counts_allocate_nothing()
    {
        byte[] bytes = TestSupport.Bytes(Sample());
        // The LEB128 count of Counts sits after 3 + 2 + 3 bytes; claim 2^31-1 items.
        byte[] hostile = [.. bytes[..8], 0xFF, 0xFF, 0xFF, 0xFF, 0x07, .. bytes[9..]];
        Assert.False(PyPrefixed.TryRead(hostile, out _, out _));
        long allocated = TestSupport.AllocatedBy(() => PyPrefixed.TryRead(hostile, out _, out _));
        Assert.True(allocated < 1024, $"allocated {allocated} bytes");
    }

    [Fact]
    public void Varint_members_of_every_width_round_trip_their_extremes()
    {
        var value = new VarInts { I16 = short.MinValue, U16 = ushort.MaxValue, I32 = int.MinValue, U32 = uint.MaxValue, I64 = long.MinValue, U64 = ulong.MaxValue, Plain = -1 };
        VarInts read = TestSupport.RoundTrip(value);
        Assert.Equal(value, read);
        Assert.Equal("FFFF03" + "FFFF03" + "FFFFFFFF0F" + "FFFFFFFF0F" + "FFFFFFFFFFFFFFFFFF01" + "FFFFFFFFFFFFFFFFFF01" + "FFFFFFFF0F", TestSupport.Hex(value));
    }

    [Fact]
    public void Fixed_fields_reject_values_that_do_not_fit_unless_truncating()
    {
        var value = new PyFixed { Name = "123456789", Code = "A", Magic = [1], Cut = "a" };
        var exception = Assert.Throws<BinarySerializationException>(() => value.Write(stackalloc byte[64]));
        Assert.Equal("Name", exception.MemberName);
        Assert.Contains("does not fit the 8-byte field", exception.Message, StringComparison.Ordinal);

        value.Name = "ok";
        value.Magic = [1, 2, 3, 4, 5];
        Assert.Equal("Magic", Assert.Throws<BinarySerializationException>(() => value.Write(stackalloc byte[64])).MemberName);

        value.Magic = [1];
        value.Cut = "日本語"; // 9 bytes; only one 3-byte character fits 5 bytes whole
        PyFixed read = TestSupport.RoundTrip(value);
        Assert.Equal("日", read.Cut);
        Assert.Equal(new byte[] { 1, 0, 0, 0 }, read.Magic);
    }

    [Fact]
    public void Fixed_fields_report_truncated_input_as_incomplete()
    {
        byte[] bytes = TestSupport.Bytes(new PyFixed { Name = "n", Code = "c", Magic = [7], Cut = "x" });
        Assert.Equal(8 + 6 + 4 + 5, bytes.Length);
        Assert.False(PyFixed.TryRead(bytes.AsSpan(0, 20), out _, out _));
        var exception = Assert.Throws<BinarySerializationException>(() => PyFixed.Read(bytes.AsSpan(0, 20), out _));
        Assert.Equal(("Cut", 18L), (exception.MemberName, exception.Offset));
    }

    [Fact]
    public void Serializing_prefixed_values_allocates_nothing()
    {
        PyPrefixed value = Sample();
        var buffer = new byte[256];
        Assert.Equal(0, TestSupport.AllocatedBy(() => value.Write(buffer)));
        var fixedValue = new PyFixed { Name = "name", Code = "code", Magic = [1, 2], Cut = "日本語" };
        Assert.Equal(0, TestSupport.AllocatedBy(() => fixedValue.Write(buffer)));
    }
}

public class EnumCheckTests
{
    [Fact]
    public void Undefined_values_are_rejected_and_flags_are_exempt()
    {
        var value = new CheckedEnums(TradeSide.Sell, (WideFlags)12345, SmallEnum.Max);
        Assert.Equal(value, TestSupport.RoundTrip(value));

        byte[] bytes = TestSupport.Bytes(value);
        bytes[3] = 3; // Side = 3
        var exception = Assert.Throws<BinarySerializationException>(() => CheckedEnums.Read(bytes, out _));
        Assert.Equal(("Side", 0L), (exception.MemberName, exception.Offset));
        Assert.Contains("3 is not a defined Spanwire.Tests.Types.TradeSide value", exception.Message, StringComparison.Ordinal);

        byte[] small = TestSupport.Bytes(value);
        small[^1] = 7;
        Assert.Equal(("Small", 12L), (Assert.Throws<BinarySerializationException>(() => CheckedEnums.Read(small, out _)).MemberName, 12L));

        // Without the option, any value of the underlying type reads back (the default keeps unknown values).
        byte[] unchecked_ = TestSupport.Bytes(new AllScalars { Small = (SmallEnum)7 });
        Assert.Equal((SmallEnum)7, AllScalars.Read(unchecked_, out _).Small);
    }
}

public class BitFieldTests
{
    [Fact]
    public void Values_wider_than_their_bits_are_rejected_on_write()
    {
        var header = new DnsHeader(1, false, (DnsOpcode)16, false, false, false, false, 0, 0, 0, 0, 0, 0);
        var exception = Assert.Throws<BinarySerializationException>(() => header.Write(stackalloc byte[12]));
        Assert.Equal(("Opcode", 2L), (exception.MemberName, exception.Offset));
        Assert.Contains("16 does not fit 4 bits", exception.Message, StringComparison.Ordinal);

        exception = Assert.Throws<BinarySerializationException>(() => new SignedNibbles { Delta = -1 }.Write(stackalloc byte[1]));
        Assert.Equal(("Delta", 0L), (exception.MemberName, exception.Offset));
        Assert.Contains("-1 does not fit 4 bits", exception.Message, StringComparison.Ordinal);
        Assert.Equal([0x7A], TestSupport.Bytes(new SignedNibbles { Delta = 7, Rest = 10 }));
    }

    [Fact]
    public void Bit_fields_truncate_cleanly_and_allocate_nothing()
    {
        var header = new DnsHeader(7, true, DnsOpcode.Status, true, false, true, false, 0, 5, 1, 2, 3, 4);
        byte[] bytes = TestSupport.Bytes(header);
        Assert.Equal("0007" + "9505" + "0001000200030004", Convert.ToHexString(bytes)); // QR, opcode 2, AA, RD, rcode 5
        Assert.False(DnsHeader.TryRead(bytes.AsSpan(0, 3), out _, out _));
        Assert.Equal("IsResponse", Assert.Throws<BinarySerializationException>(() => DnsHeader.Read(bytes.AsSpan(0, 3), out _)).MemberName);
        Assert.Equal(0, TestSupport.AllocatedBy(() => header.Write(bytes)));
    }
}

public class ByteOrderTests
{
    [Fact]
    public void Member_overrides_mix_byte_orders_in_one_type()
    {
        var value = new MixedOrder(1, 1, [2, 3]);
        Assert.Equal("00000001" + "01000000" + "02000000" + "0200000000000000" + "0300000000000000", TestSupport.Hex(value));
        MixedOrder read = TestSupport.RoundTrip(value);
        Assert.Equal((1, 1), (read.Big, read.Little));
        Assert.Equal(value.Values, read.Values);
    }
}

public class ReservedAndPresenceTests
{
    [Fact]
    public void Reserved_bytes_are_zero_and_presence_bytes_mark_null()
    {
        var value = new ReservedAndPresence { Version = 1, Length = 2, Note = "a", Values = null };
        Assert.Equal("01" + "000000" + "00000002" + "01" + "01" + "61" + "00", TestSupport.Hex(value));
        ReservedAndPresence read = TestSupport.RoundTrip(value);
        Assert.Equal((1, 2, "a"), (read.Version, read.Length, read.Note));
        Assert.Null(read.Values);

        var other = new ReservedAndPresence { Note = null, Values = [5] };
        Assert.Equal("00" + "000000" + "00000000" + "00" + "01" + "00000001" + "00000005", TestSupport.Hex(other));
        Assert.Equal(new[] { 5 }, TestSupport.RoundTrip(other).Values);
    }

    [Fact]
    public void Non_zero_reserved_bytes_are_rejected()
    {
        byte[] bytes = TestSupport.Bytes(new ReservedAndPresence { Note = "x" });
        bytes[2] = 0x80;
        var exception = Assert.Throws<BinarySerializationException>(() => ReservedAndPresence.Read(bytes, out _));
        Assert.Equal(("Length", 2L), (exception.MemberName, exception.Offset));
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(ReservedAndPresence.TryRead(TestSupport.Bytes(new ReservedAndPresence { Note = "x" }).AsSpan(0, length), out _, out _));
        }
    }
}

public class BindingTests
{
    [Fact]
    public void Holders_are_filled_from_the_data_and_bound_members_have_no_prefix()
    {
        var value = new Bound { NameLength = 99, ItemCount = 0, BlobLength = 7, Name = "hi", Items = [1, 2, 3], Blob = [0xFF] };
        Assert.Equal("0002" + "03" + "02" + "6869" + "000000010000000200000003" + "FF", TestSupport.Hex(value));
        Bound read = Bound.Read(TestSupport.Bytes(value), out _);
        Assert.Equal(((ushort)2, (byte)3, 1, "hi"), (read.NameLength, read.ItemCount, read.BlobLength, read.Name));
        Assert.Equal(value.Items, read.Items);
        Assert.Equal(value.Blob, read.Blob);
    }

    [Fact]
    public void A_length_the_holder_cannot_hold_is_rejected_and_bound_reads_are_bounded()
    {
        var tooMany = new Bound { Items = new int[256] };
        var exception = Assert.Throws<BinarySerializationException>(() => tooMany.Write(new byte[2048]));
        Assert.Equal("ItemCount", exception.MemberName);

        byte[] bytes = TestSupport.Bytes(new Bound { Name = "hi", Items = [1], Blob = [] });
        bytes[2] = 200; // ItemCount claims 200 items; 4 bytes remain
        Assert.False(Bound.TryRead(bytes, out _, out _));
        Assert.Equal("Items", Assert.Throws<BinarySerializationException>(() => Bound.Read(bytes, out _)).MemberName);

        byte[] negative = TestSupport.Bytes(new Bound());
        negative[3] = 0x01; // ZigZag 1 = -1
        Assert.Equal("Blob", Assert.Throws<BinarySerializationException>(() => Bound.Read(negative, out _)).MemberName);
    }
}

public class ConditionalTests
{
    [Fact]
    public void Conditional_members_follow_their_holder()
    {
        var v1 = new Versioned { Version = 1, Flags = MessageFlags.None, Note = null, Timestamp = 5, Extra = null };
        Assert.Equal("01" + "00" + "0000000000000005" + "FFFFFFFF", TestSupport.Hex(v1));
        Versioned read1 = TestSupport.RoundTrip(v1);
        Assert.Equal((0, (string?)null, 5L), (read1.AddedInV2, read1.Note, read1.Timestamp));

        // A member that holds a value while its condition is false would be lost: the write refuses it, naming it.
        var lost = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Versioned { Version = 1, AddedInV2 = 99 }));
        Assert.Equal(("Versioned", "AddedInV2"), (lost.TypeName, lost.MemberName));
        Assert.Contains("condition on Version is false", lost.Message, StringComparison.Ordinal);

        // Flags governs only nullable members: it is filled from which have values (HasNote with the note, cleared without).
        Assert.Equal("02" + "02" + "00000000" + "0000000164" + "0000000000000000" + "FFFFFFFF", TestSupport.Hex(new Versioned { Version = 2, Note = "d" }));
        Assert.Equal("01" + "01" + "0000000000000000" + "FFFFFFFF", TestSupport.Hex(new Versioned { Version = 1, Flags = MessageFlags.HasNote | MessageFlags.HasChecksum }));

        var v2 = new Versioned { Version = 2, Flags = MessageFlags.HasNote | MessageFlags.HasChecksum, AddedInV2 = 7, Note = "n", Timestamp = 1, Extra = "e" };
        Assert.Equal("02" + "03" + "00000007" + "000000016E" + "0000000000000001" + "0000000165", TestSupport.Hex(v2));
        Versioned read2 = TestSupport.RoundTrip(v2);
        Assert.Equal((7, "n", 1L, "e"), (read2.AddedInV2, read2.Note, read2.Timestamp, read2.Extra));
    }

    [Theory]
    [InlineData(0, "0000" + "00" + "0002" + "09")]                          // v0: until v2; no key, so NoKey
    [InlineData(2, "0002" + "00" + "0002" + "01" + "09")]                   // v2: until v2 and v1-v4
    [InlineData(3, "0003" + "00" + "00000003" + "01" + "09")]               // v3: since v3 and v1-v4
    [InlineData(5, "0005" + "00" + "00000003" + "09")]                      // v5: since v3 only
    public void Version_ranges_select_members(short version, string hex)
    {
        var value = new Ranged
        {
            Version = version,
            SinceV3 = version >= 3 ? 3 : 0,
            UntilV2 = (short)(version <= 2 ? 2 : 0),
            V1ToV4 = (byte)(version is >= 1 and <= 4 ? 1 : 0),
            NoKey = 9,
        };
        Assert.Equal(hex.ToUpperInvariant(), TestSupport.Hex(value));
        Ranged read = TestSupport.RoundTrip(value);
        Assert.Equal((value.SinceV3, value.UntilV2, value.V1ToV4, (string?)null, (byte)9), (read.SinceV3, read.UntilV2, read.V1ToV4, read.Key, read.NoKey));

        // Out of its range a member must be empty: SinceV3 on version 0 would be lost.
        Assert.Equal("SinceV3", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Ranged { Version = 0, SinceV3 = 1 })).MemberName);
    }

    [Fact]
    public void A_bool_named_alone_means_when_true()
    {
        var keyed = new Ranged { Version = 5, HasKey = true, Key = "k" };
        Assert.Equal("0005" + "01" + "00000000" + "00000001" + "6B", TestSupport.Hex(keyed));
        Assert.Equal("k", TestSupport.RoundTrip(keyed).Key);
        Assert.Equal("NoKey", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Ranged { Version = 5, HasKey = true, Key = "k", NoKey = 1 })).MemberName);
    }

    [Fact]
    public void Trailing_members_a_sender_left_out_read_as_defaults()
    {
        byte[] oldSender = Convert.FromHexString("01" + "00");
        Versioned read = Versioned.Read(oldSender, out int bytesRead);
        Assert.Equal((2, 0L, (string?)null), (bytesRead, read.Timestamp, read.Extra));

        byte[] partly = Convert.FromHexString("01" + "00" + "0000000000000009");
        Assert.Equal(9L, Versioned.Read(partly, out _).Timestamp);

        // A trailing member that starts is read whole: a cut inside it is truncation, not absence.
        Assert.False(Versioned.TryRead(Convert.FromHexString("01" + "00" + "0000"), out _, out _));
    }
}
