using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// A PNG file as the gallery's png.ksy reads it: the signature, IHDR first, then the other chunks, whose bKGD and tRNS
/// bodies depend on IHDR's colour type (Kaitai's <c>_root.ihdr.color_type</c>). The colour type is passed down as a
/// parameter, through each chunk to the body that needs it; the write checks each body against it.
/// </summary>
[BinarySerializable]
[BinaryConstant(0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)]
public partial class PngImage
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    public PngImageHeaderChunk Header { get; set; } = new();

    [BinaryRemainder]
    [BinaryArguments($"{nameof(Header)}.{nameof(PngImageHeaderChunk.Ihdr)}.{nameof(PngImageHeader.ColorType)}")]
    public List<PngImageEntry> Chunks { get; set; } = [];
}

/// <summary>IHDR: its length (13), its type, and the header.</summary>
[BinarySerializable]
public partial class PngImageHeaderChunk
{
    public uint Length { get; set; }

    [BinaryConstant((byte)'I', (byte)'H', (byte)'D', (byte)'R')]
    [BinaryLengthFrom(nameof(Length))]
    public PngImageHeader Ihdr { get; set; }
}

/// <summary>The image's size and pixel format.</summary>
[BinarySerializable]
public partial struct PngImageHeader
{
    public uint Width { get; set; }

    public uint Height { get; set; }

    public byte BitDepth { get; set; }

    /// <summary>0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.</summary>
    [BinaryValid(AnyOf = [0, 2, 3, 4, 6])]
    public byte ColorType { get; set; }

    public byte Compression { get; set; }

    public byte Filter { get; set; }

    public byte Interlace { get; set; }
}

/// <summary>A chunk and its CRC-32 over its type and data.</summary>
[BinarySerializable]
public partial class PngImageEntry
{
    [BinaryParameter]
    public byte ColorType { get; set; }

    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    [BinaryArguments(nameof(ColorType))]
    public PngImageChunk Chunk { get; set; } = new();
}

/// <summary>A chunk: its length, its type, and a body of that length that the type chooses.</summary>
[BinarySerializable]
public partial class PngImageChunk
{
    [BinaryParameter]
    public byte ColorType { get; set; }

    public uint Length { get; set; }

    public uint Type { get; set; }

    [BinaryLengthFrom(nameof(Length)), BinaryTagFrom(nameof(Type)), BinaryArguments(nameof(ColorType))]
    public PngImageBody Body { get; set; } = new PngImageEnd();
}

/// <summary>The chunk bodies read here; any other is kept as its bytes.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.Int32, Default = typeof(PngImageOther))]
[BinaryUnionCase("bKGD", typeof(PngBackground))]
[BinaryUnionCase("tRNS", typeof(PngTransparency))]
[BinaryUnionCase("IEND", typeof(PngImageEnd))]
public abstract partial class PngImageBody
{
}

/// <summary>bKGD: the background colour, in the form the image's colour type has.</summary>
[BinarySerializable]
public partial class PngBackground : PngImageBody
{
    [BinaryParameter]
    public byte ColorType { get; set; }

    [BinaryTagFrom(nameof(ColorType))]
    public PngBackgroundColor Color { get; set; } = new PngBackgroundGrey();
}

/// <summary>A background colour by colour type: a grey level, an RGB triple, or a palette index.</summary>
[BinarySerializable]
[BinaryUnionCase(0, typeof(PngBackgroundGrey))]
[BinaryUnionCase(4, typeof(PngBackgroundGreyAlpha))]
[BinaryUnionCase(2, typeof(PngBackgroundRgb))]
[BinaryUnionCase(6, typeof(PngBackgroundRgba))]
[BinaryUnionCase(3, typeof(PngBackgroundIndex))]
public abstract partial class PngBackgroundColor
{
}

/// <summary>A grey image's background (colour type 0).</summary>
[BinarySerializable]
public partial class PngBackgroundGrey : PngBackgroundColor
{
    public ushort Grey { get; set; }
}

/// <summary>A grey image with alpha (colour type 4): the same grey level.</summary>
[BinarySerializable]
public partial class PngBackgroundGreyAlpha : PngBackgroundGrey
{
}

/// <summary>An RGB image's background (colour type 2).</summary>
[BinarySerializable]
public partial class PngBackgroundRgb : PngBackgroundColor
{
    public ushort Red { get; set; }

    public ushort Green { get; set; }

    public ushort Blue { get; set; }
}

/// <summary>An RGBA image (colour type 6): the same triple.</summary>
[BinarySerializable]
public partial class PngBackgroundRgba : PngBackgroundRgb
{
}

/// <summary>A palette image's background (colour type 3): an index into the palette.</summary>
[BinarySerializable]
public partial class PngBackgroundIndex : PngBackgroundColor
{
    public byte Index { get; set; }
}

/// <summary>tRNS: the transparent grey level or colour, or the palette entries' alpha values.</summary>
[BinarySerializable]
public partial class PngTransparency : PngImageBody
{
    [BinaryParameter]
    public byte ColorType { get; set; }

    [BinaryTagFrom(nameof(ColorType))]
    public PngTransparent Transparent { get; set; } = new PngTransparentGrey();
}

/// <summary>A transparent colour by colour type (images with alpha have no tRNS).</summary>
[BinarySerializable]
[BinaryUnionCase(0, typeof(PngTransparentGrey))]
[BinaryUnionCase(2, typeof(PngTransparentRgb))]
[BinaryUnionCase(3, typeof(PngTransparentPalette))]
public abstract partial class PngTransparent
{
}

/// <summary>The grey level drawn transparent (colour type 0).</summary>
[BinarySerializable]
public partial class PngTransparentGrey : PngTransparent
{
    public ushort Grey { get; set; }
}

/// <summary>The RGB colour drawn transparent (colour type 2).</summary>
[BinarySerializable]
public partial class PngTransparentRgb : PngTransparent
{
    public ushort Red { get; set; }

    public ushort Green { get; set; }

    public ushort Blue { get; set; }
}

/// <summary>The alpha of each palette entry, from the first (colour type 3).</summary>
[BinarySerializable]
public partial class PngTransparentPalette : PngTransparent
{
    [BinaryRemainder]
    public byte[] Alphas { get; set; } = [];
}

/// <summary>IEND: no data.</summary>
[BinarySerializable]
public partial class PngImageEnd : PngImageBody
{
}

/// <summary>Any other chunk: its type and its bytes as read.</summary>
[BinarySerializable]
public partial class PngImageOther : PngImageBody
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
    public byte[] Data { get; set; } = [];
}
