using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>An Ogg stream (RFC 3533, Kaitai's ogg): pages to the end of the file.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class OggFile
{
    [BinaryRemainder]
    public List<OggPage> Pages { get; set; } = [];
}

/// <summary>
/// One page: "OggS", version 0, the flags, the granule position, the stream's serial number, the page's sequence
/// number, a CRC of the whole page with its own field counted as zero, then the segment table (one length a segment)
/// and the segments. The write fills the segment count, the table and the CRC from the segments.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'O', (byte)'g', (byte)'g', (byte)'S', 0)]
public partial class OggPage
{
    [BinaryBitField(5)]
    public byte Reserved;

    [BinaryBitField(1)]
    public bool IsEndOfStream;

    [BinaryBitField(1)]
    public bool IsBeginningOfStream;

    /// <summary>The page's first segment continues the previous page's last packet.</summary>
    [BinaryBitField(1)]
    public bool IsContinuation;

    /// <summary>The codec's position after the last packet that ends on this page; all ones when none does.</summary>
    public long GranulePosition;

    public uint BitstreamSerial;

    public uint PageSequence;

    [BinaryChecksum(ChecksumAlgorithm.Crc32Ogg, Through = nameof(Segments))]
    public uint Crc;

    public byte SegmentCount;

    /// <summary>Up to 255 segments of up to 255 bytes; a segment shorter than 255 ends a packet.</summary>
    [BinaryLengthFrom(nameof(SegmentCount))]
    [BinaryItemLengthPrefix(LengthPrefix.UInt8, Table = true)]
    public byte[][] Segments = [];
}
