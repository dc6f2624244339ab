using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A BMP file (Kaitai's bmp): "BM", the file's size, two reserved words and the offset of the pixels; then the DIB
/// information in the bytes up to that offset, then the pixels to the file size. The write fills the pixel offset from
/// the information's size and the file size from the pixel offset and the pixels (a method pair: the file size is not
/// a length of one member alone).
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'B', (byte)'M')]
public partial class BmpFile
{
    public uint FileSize;

    public ushort Reserved1;

    public ushort Reserved2;

    public uint PixelOffset;

    /// <summary>The bytes from the end of the 14-byte file header to the pixels.</summary>
    [BinaryLengthFrom(nameof(PixelOffset), Adjust = 14)]
    public BmpInfo Info = new();

    [BinaryLengthFrom(nameof(PixelsLength), Fill = nameof(FillPixelsLength))]
    public byte[] Pixels = [];

    private static long PixelsLength(uint fileSize, uint pixelOffset) => (long)fileSize - pixelOffset;

    private static void FillPixelsLength(long length, ref uint fileSize, uint pixelOffset) => fileSize = (uint)(pixelOffset + length);
}

/// <summary>The DIB header, chosen by its own size, then what lies before the pixels: color masks, the palette, a gap.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpInfo
{
    public BmpHeader Header = new BmpInfoHeader();

    [BinaryRemainder]
    public byte[] ColorTable = [];
}

/// <summary>The DIB headers by their size, a little-endian 32-bit tag: OS/2's core header and Windows' four.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryUnion(UnionTagWidth.Int32)]
[BinaryUnionCase(12, typeof(BmpCoreHeader))]
[BinaryUnionCase(40, typeof(BmpInfoHeader))]
[BinaryUnionCase(52, typeof(BmpV2Header))]
[BinaryUnionCase(56, typeof(BmpV3Header))]
[BinaryUnionCase(108, typeof(BmpV4Header))]
[BinaryUnionCase(124, typeof(BmpV5Header))]
public abstract partial class BmpHeader
{
}

/// <summary>BITMAPCOREHEADER (OS/2 1.x): 16-bit sizes.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpCoreHeader : BmpHeader
{
    public ushort Width;

    public ushort Height;

    public ushort Planes;

    public ushort BitsPerPixel;
}

/// <summary>The fields BITMAPINFOHEADER adds to its size; the later headers begin with them.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial record struct BmpImageFields(int Width, int Height, ushort Planes, ushort BitsPerPixel, uint Compression, uint ImageSize, int XPixelsPerMeter, int YPixelsPerMeter, uint ColorsUsed, uint ColorsImportant);

/// <summary>The red, green, blue and alpha masks of BI_BITFIELDS.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial record struct BmpMasks(uint Red, uint Green, uint Blue, uint Alpha);

/// <summary>BITMAPINFOHEADER (Windows 3).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpInfoHeader : BmpHeader
{
    public BmpImageFields Image;
}

/// <summary>BITMAPV2INFOHEADER: the red, green and blue masks.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpV2Header : BmpHeader
{
    public BmpImageFields Image;

    public uint RedMask;

    public uint GreenMask;

    public uint BlueMask;
}

/// <summary>BITMAPV3INFOHEADER: the four masks.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpV3Header : BmpHeader
{
    public BmpImageFields Image;

    public BmpMasks Masks;
}

/// <summary>BITMAPV4HEADER: the masks, the color space, its endpoints (nine fixed-point numbers) and gamma.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpV4Header : BmpHeader
{
    public BmpImageFields Image;

    public BmpMasks Masks;

    public uint ColorSpaceType;

    [BinaryFixedLength(9)]
    public int[] Endpoints = new int[9];

    public uint GammaRed;

    public uint GammaGreen;

    public uint GammaBlue;
}

/// <summary>BITMAPV5HEADER: V4's fields, the rendering intent and where an embedded color profile is.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BmpV5Header : BmpHeader
{
    public BmpImageFields Image;

    public BmpMasks Masks;

    public uint ColorSpaceType;

    [BinaryFixedLength(9)]
    public int[] Endpoints = new int[9];

    public uint GammaRed;

    public uint GammaGreen;

    public uint GammaBlue;

    public uint Intent;

    public uint ProfileData;

    public uint ProfileSize;

    public uint Reserved;
}
