using Spanwire;

namespace WireFormats;

/// <summary>
/// A PNG chunk (PNG specification §5.3): the data's length, a 4-letter type and the data, then a CRC-32 of the type
/// and data. The length is filled in from the data; the CRC is computed on write and checked on read.
/// </summary>
[BinarySerializable]
public partial class PngChunk
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    public PngChunkBody Body { get; set; }
}

[BinarySerializable]
public partial record struct PngChunkBody(
    uint Length,
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)] string Type,
    [BinaryLengthFrom(nameof(Length))] byte[] Data);

/// <summary>IHDR's data: the image's size and pixel format (§11.2.2).</summary>
[BinarySerializable]
public partial record struct PngHeader(uint Width, uint Height, byte BitDepth, byte ColorType, byte Compression, byte Filter, byte Interlace);
