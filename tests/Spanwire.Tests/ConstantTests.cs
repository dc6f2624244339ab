using System;
using System.IO;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>[BinaryConstant]: signatures and magic numbers written automatically and checked on read.</summary>
public class ConstantTests
{
    [Fact]
    public void Constants_are_written_before_their_member_and_the_type_s_first()
    {
        // PostgreSQL's documented COPY BINARY header: "PGCOPY\n\377\r\n\0", int32 flags, int32 extension length.
        Assert.Equal("5047434F50590AFF0D0A00" + "00000000" + "00000000", TestSupport.Hex(new CopyHeader()));
        Assert.Equal("89504E470D0A1A0A" + "0000000D", TestSupport.Hex(new SignedStart(13)));
        Assert.Equal("81" + "00" + "0005" + "4F4B" + "07", TestSupport.Hex(new MagicThenOpcode { KeyLength = 5, Status = 7 }));
        Assert.Equal(11 + 8, new CopyHeader().GetSerializedSize());

        MagicThenOpcode read = TestSupport.RoundTrip(new MagicThenOpcode { KeyLength = 5, Status = 7 });
        Assert.Equal((5, 7), (read.KeyLength, read.Status));
        Assert.Equal(13, TestSupport.RoundTrip(new SignedStart(13)).FirstChunkLength);
    }

    [Fact]
    public void A_wrong_constant_names_the_bytes_expected_and_found_at_once()
    {
        byte[] gif = Convert.FromHexString("474946383961" + "0000000000000000000000000000");
        var error = Assert.Throws<BinarySerializationException>(() => CopyHeader.Read(gif, out _));
        Assert.Equal(("CopyHeader", "Flags", 0L), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("expected the constant bytes 50 47 43 4F 50 59 0A FF 0D 0A 00, found 47 49 46 38 39 61 00 00 00 00 00", error.Message, StringComparison.Ordinal);

        // A differing byte fails before the rest has arrived: a stream of the wrong format is refused on its first byte.
        Assert.Throws<BinarySerializationException>(() => CopyHeader.TryRead(Convert.FromHexString("47"), out _, out _));
        Assert.False(CopyHeader.TryRead(Convert.FromHexString("5047434F"), out _, out _));

        // The member's own constant after the type's: offset 1.
        var opcode = Assert.Throws<BinarySerializationException>(() => MagicThenOpcode.Read(Convert.FromHexString("81" + "01" + "0005" + "4F4B07"), out _));
        Assert.Equal(("KeyLength", 0L), (opcode.MemberName, opcode.Offset));
        Assert.Contains("expected the constant bytes 81 00, found 81 01", opcode.Message, StringComparison.Ordinal);
        var status = Assert.Throws<BinarySerializationException>(() => MagicThenOpcode.Read(Convert.FromHexString("8100" + "0005" + "4F4E07"), out _));
        Assert.Equal(("Status", 4L), (status.MemberName, status.Offset));
    }

    [Fact]
    public void A_stream_giving_a_byte_a_read_still_reads_the_signature()
    {
        byte[] bytes = BinarySerializer.Serialize(new CopyHeader { Flags = 1 << 16, ExtensionLength = 0 });
        using var stream = new TrickleStream(bytes, 1, seekable: false);
        Assert.Equal(1 << 16, BinarySerializer.Deserialize<CopyHeader>(stream).Flags);
    }

    [Fact]
    public void A_constant_before_bit_fields_is_written_and_checked()
    {
        // The MQTT 5.0 specification's CONNECT example (3.1.2.11): "MQTT", version 5, flags 0xCE, Keep Alive 10.
        var connect = new Mqtt5ConnectHeader { UserName = true, Password = true, WillQos = 1, WillFlag = true, CleanStart = true, KeepAlive = 10 };
        Assert.Equal("00044D51545405" + "CE" + "000A", TestSupport.Hex(connect));
        Assert.Equal(10, connect.GetSerializedSize());
        Mqtt5ConnectHeader read = TestSupport.RoundTrip(connect);
        Assert.Equal((true, true, false, 1, true, true, (ushort)10), (read.UserName, read.Password, read.WillRetain, read.WillQos, read.WillFlag, read.CleanStart, read.KeepAlive));

        // Without its constant the flags byte is not a CONNECT: refused at offset 0, naming the first bit field.
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Mqtt5ConnectHeader>(Convert.FromHexString("CE000A")));
        Assert.Equal(("Mqtt5ConnectHeader", "UserName", 0L), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("expected the constant bytes 00 04 4D 51 54 54 05, found CE 00 0A", error.Message, StringComparison.Ordinal);
        Assert.False(BinarySerializer.TryDeserialize<Mqtt5ConnectHeader>(Convert.FromHexString("00044D51"), out _, out _));

        var nibbles = new ConstantThenNibbles { Before = 9, High = 1, Low = 2 };
        Assert.Equal("09" + "CE" + "12", TestSupport.Hex(nibbles));
        Assert.Equal(3, nibbles.GetSerializedSize());
        Assert.Equal((9, 1, 2), TestSupport.RoundTrip(nibbles) is var back ? (back.Before, back.High, back.Low) : default);
        var wrong = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ConstantThenNibbles>(Convert.FromHexString("0912")));
        Assert.Equal(("High", 1L), (wrong.MemberName, wrong.Offset));
    }

    [Fact]
    public void A_stream_giving_a_byte_a_read_reads_a_constant_before_bit_fields()
    {
        byte[] bytes = BinarySerializer.Serialize(new Mqtt5ConnectHeader { CleanStart = true, KeepAlive = 60 });
        using var stream = new TrickleStream(bytes, 1, seekable: false);
        Assert.Equal(60, BinarySerializer.Deserialize<Mqtt5ConnectHeader>(stream).KeepAlive);
    }
}
