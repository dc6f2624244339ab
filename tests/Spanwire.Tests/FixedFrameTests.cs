using System;
using System.Buffers;
using System.Buffers.Binary;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A size frame around a fixed-size value states a constant: the generated code stores it with the value in one run
/// and checks it on read. The bytes are the frame layout's, and a frame stating another size is malformed.
/// </summary>
public class FixedFrameTests
{
    private static readonly FramedScalars Sample = new()
    {
        Id = 0x0102030405060708,
        Small = -2,
        Wide = 0x11223344,
        Key = new Guid("00112233-4455-6677-8899-aabbccddeeff"),
        Ratio = -0.75,
    };

    /// <summary>The layout written by hand with BinaryPrimitives: each prefix states its body's size.</summary>
    private static byte[] Expected()
    {
        var bytes = new byte[12 + 3 + 6 + 18 + 12];
        BinaryPrimitives.WriteInt32BigEndian(bytes, 8);
        BinaryPrimitives.WriteInt64BigEndian(bytes.AsSpan(4), Sample.Id);
        bytes[12] = 2;
        BinaryPrimitives.WriteInt16BigEndian(bytes.AsSpan(13), Sample.Small);
        BinaryPrimitives.WriteUInt16LittleEndian(bytes.AsSpan(15), 6);
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(17), Sample.Wide);
        BinaryPrimitives.WriteInt16BigEndian(bytes.AsSpan(21), 16 + 3);
        Sample.Key.TryWriteBytes(bytes.AsSpan(23), bigEndian: true, out _);
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(39), 8);
        BinaryPrimitives.WriteDoubleBigEndian(bytes.AsSpan(43), Sample.Ratio);
        return bytes;
    }

    [Fact]
    public void Framed_fixed_values_are_a_fixed_size_layout_with_constant_prefixes()
    {
        byte[] expected = Expected();
        Assert.Equal(FramedScalars.FixedSize, expected.Length);
        Assert.Equal(Convert.ToHexString(expected), TestSupport.Hex(Sample));
        FramedScalars read = TestSupport.RoundTrip(Sample);
        Assert.Equal((Sample.Id, Sample.Small, Sample.Wide, Sample.Key, Sample.Ratio), (read.Id, read.Small, read.Wide, read.Key, read.Ratio));
    }

    [Theory]
    [InlineData(0, 4, "Id", 7)]
    [InlineData(12, 1, "Small", 3)]
    [InlineData(15, 2, "Wide", 0)]
    [InlineData(21, 2, "Key", 16)]
    [InlineData(39, 4, "Ratio", 9)]
    public void A_frame_stating_another_size_is_malformed_at_the_frame(int at, int width, string member, int stated)
    {
        byte[] wire = Expected();
        switch (width)
        {
            case 1:
                wire[at] = (byte)stated;
                break;
            case 2 when member == "Wide":
                BinaryPrimitives.WriteUInt16LittleEndian(wire.AsSpan(at), (ushort)stated);
                break;
            case 2:
                BinaryPrimitives.WriteInt16BigEndian(wire.AsSpan(at), (short)stated);
                break;
            default:
                BinaryPrimitives.WriteInt32BigEndian(wire.AsSpan(at), stated);
                break;
        }

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FramedScalars>(wire));
        Assert.Equal(member, error.MemberName);
        Assert.Equal(at, error.Offset);
        Assert.Contains($"frame size {stated}", error.Message, StringComparison.Ordinal);

        // Malformed is not "more data needed": TryDeserialize throws too.
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.TryDeserialize<FramedScalars>(wire, out _, out _));
    }

    [Fact]
    public void A_cut_short_run_is_truncated_at_the_member_it_ends_in()
    {
        byte[] wire = Expected();
        for (int length = 0; length < wire.Length; length++)
        {
            Assert.False(BinarySerializer.TryDeserialize<FramedScalars>(wire.AsSpan(0, length), out _, out int read), $"cut at {length}");
            Assert.Equal(0, read);
        }

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FramedScalars>(wire.AsSpan(0, 14)));
        Assert.Equal("Small", error.MemberName);
        Assert.Equal(12, error.Offset);
    }

    [Fact]
    public void Framed_fixed_values_between_framed_text_match_the_copy_tuple_layout()
    {
        var tuple = new FramedTuple { Quantity = 42, Name = "grüße", Active = true, Price = 2.5 };
        byte[] name = [0x67, 0x72, 0xC3, 0xBC, 0xC3, 0x9F, 0x65]; // "grüße" in UTF-8
        var expected = new byte[8 + 4 + name.Length + 5 + 12];
        BinaryPrimitives.WriteInt32BigEndian(expected, 4);
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(4), 42);
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(8), name.Length);
        name.CopyTo(expected, 12);
        int at = 12 + name.Length;
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(at), 1);
        expected[at + 4] = 1;
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(at + 5), 8);
        BinaryPrimitives.WriteDoubleBigEndian(expected.AsSpan(at + 9), 2.5);
        Assert.Equal(Convert.ToHexString(expected), TestSupport.Hex(tuple));
        FramedTuple read = TestSupport.RoundTrip(tuple);
        Assert.Equal((tuple.Quantity, tuple.Name, tuple.Active, tuple.Price), (read.Quantity, read.Name, read.Active, read.Price));

        // The bool's frame says 2: malformed at the frame, from a span and from a stream.
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(at), 2);
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FramedTuple>(expected));
        Assert.Equal(("Active", (long)at), (error.MemberName, error.Offset));
        error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FramedTuple>(new TrickleStream(expected, 3, seekable: false)));
        Assert.Equal("Active", error.MemberName);
    }

    [Fact]
    public void Framed_text_with_an_unpaired_surrogate_is_refused_naming_the_member_and_its_offset()
    {
        var tuple = new FramedTuple { Quantity = 1, Name = "ok\uD800" };
        var writer = new ArrayBufferWriter<byte>();
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(tuple, writer));
        Assert.Equal(("Name", 12L), (error.MemberName, error.Offset));
        Assert.Equal(0, writer.WrittenCount);
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(tuple));
    }

    [Fact]
    public void A_frame_its_prefix_cannot_state_is_refused_on_write()
    {
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new OverfullFrame()));
        Assert.Equal("Block", error.MemberName);
        Assert.Contains("does not fit a UInt8 prefix", error.Message, StringComparison.Ordinal);
    }
}
