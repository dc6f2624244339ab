using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>A PNG file: the signature, then chunks to the end of the data.</summary>
[BinarySerializable]
public partial class PngDocument
{
    [BinaryConstant(0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)]
    [BinaryRemainder]
    public List<PngDocumentEntry> Chunks { get; set; } = [];
}

/// <summary>A chunk and its CRC-32, which covers the type and the data (not the length, its first 4 bytes).</summary>
[BinarySerializable]
public partial class PngDocumentEntry
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    public PngDocumentChunk Chunk { get; set; } = new();
}

/// <summary>
/// A chunk: its length, then its type, then a body whose size is that length (one member before it) and whose case
/// that type chooses (Kaitai's <c>size: len</c> with <c>type: switch-on: type</c>). Both are filled in on write.
/// </summary>
[BinarySerializable]
public partial class PngDocumentChunk
{
    public uint Length { get; set; }

    public uint Type { get; set; }

    [BinaryLengthFrom(nameof(Length)), BinaryTagFrom(nameof(Type))]
    public PngDocumentBody Body { get; set; } = new PngIend();
}

/// <summary>The chunk bodies Spanwire reads; any other type is kept raw, with its type, and written back.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.Int32, Default = typeof(PngOtherChunk))]
[BinaryUnionCase("IHDR", typeof(PngIhdr))]
[BinaryUnionCase("tEXt", typeof(PngTextChunk))]
[BinaryUnionCase("IEND", typeof(PngIend))]
public abstract partial class PngDocumentBody
{
}

/// <summary>IHDR: the image's size and pixel format.</summary>
[BinarySerializable]
public partial class PngIhdr : PngDocumentBody
{
    public uint Width { get; set; }

    public uint Height { get; set; }

    [BinaryValid(AnyOf = [1, 2, 4, 8, 16])]
    public byte BitDepth { get; set; }

    [BinaryValid(AnyOf = [0, 2, 3, 4, 6])]
    public byte ColorType { get; set; }

    [BinaryValid(Max = 0)]
    public byte Compression { get; set; }

    [BinaryValid(Max = 0)]
    public byte Filter { get; set; }

    [BinaryValid(Max = 1)]
    public byte Interlace { get; set; }
}

/// <summary>tEXt: a Latin-1 keyword, a NUL, and Latin-1 text to the end of the chunk.</summary>
[BinarySerializable]
public partial class PngTextChunk : PngDocumentBody
{
    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Latin1)]
    public string Keyword { get; set; } = "";

    [BinaryRemainder, BinaryStringEncoding(StringEncoding.Latin1)]
    public string Text { get; set; } = "";
}

/// <summary>IEND: no data.</summary>
[BinarySerializable]
public partial class PngIend : PngDocumentBody
{
}

/// <summary>Any other chunk (IDAT, sRGB, ...): its type and its bytes as read.</summary>
[BinarySerializable]
public partial class PngOtherChunk : PngDocumentBody
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
    public byte[] Data { get; set; } = [];
}
