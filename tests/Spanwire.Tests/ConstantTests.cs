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
}
