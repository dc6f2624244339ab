using System.Collections.Generic;
using Spanwire;

namespace WireFormats;

/// <summary>A PNG file (PNG specification §5): the 8-byte signature, then chunks until the file ends.</summary>
[BinarySerializable]
public partial class PngImage
{
    [BinaryFixedLength(8)] public byte[] Signature { get; set; } = [0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A];

    [BinaryRemainder] public List<PngChunk> Chunks { get; set; } = [];
}

/// <summary>
/// A chunk (§5.3): the data's length, a 4-letter type and the data, then a CRC-32 of the type and data. The length is
/// filled in from the data; the CRC is computed on write and checked on read.
/// </summary>
[BinarySerializable]
public partial record struct PngChunk(
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)] PngChunkBody Body);

[BinarySerializable]
public partial record struct PngChunkBody(
    uint Length,
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)] string Type,
    [BinaryLengthFrom(nameof(Length))] byte[] Data);

/// <summary>IHDR's data: the image's size and pixel format (§11.2.2).</summary>
[BinarySerializable]
public partial record struct PngHeader(uint Width, uint Height, byte BitDepth, byte ColorType, byte Compression, byte Filter, byte Interlace);
