using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A gzip member (RFC 1952): the magic, method and flag bits, the optional fields the flags announce (filled in from
/// which are present), the deflated data (the rest of the file but its last 8 bytes), then the data's CRC-32 and size.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant(0x1F, 0x8B)]
public partial class GzipMember
{
    /// <summary>8: deflate.</summary>
    public byte Method;

    [BinaryBitField(1, Order = BitOrder.LowBitFirst)]
    public bool IsText;

    [BinaryBitField(1, Order = BitOrder.LowBitFirst)]
    public bool HasHeaderCrc;

    [BinaryBitField(1, Order = BitOrder.LowBitFirst)]
    public bool HasExtra;

    [BinaryBitField(1, Order = BitOrder.LowBitFirst)]
    public bool HasName;

    [BinaryBitField(1, Order = BitOrder.LowBitFirst)]
    public bool HasComment;

    [BinaryBitField(3, Order = BitOrder.LowBitFirst)]
    public byte Reserved;

    public uint ModificationTime;

    public byte ExtraFlags;

    public byte OperatingSystem;

    /// <summary>XLEN, then that many bytes.</summary>
    [BinaryWhen(nameof(HasExtra))]
    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public byte[]? Extra;

    [BinaryWhen(nameof(HasName))]
    [BinaryNullTerminated]
    [BinaryStringEncoding(StringEncoding.Latin1)]
    public string? Name;

    [BinaryWhen(nameof(HasComment))]
    [BinaryNullTerminated]
    [BinaryStringEncoding(StringEncoding.Latin1)]
    public string? Comment;

    [BinaryWhen(nameof(HasHeaderCrc))]
    public ushort? HeaderCrc;

    /// <summary>The deflated data: everything up to the last 8 bytes.</summary>
    [BinaryRemainder]
    public byte[] Deflated = [];

    public uint Crc32;

    public uint Size;
}
