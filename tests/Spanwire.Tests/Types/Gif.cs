using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A GIF file (GIF89a): the logical screen, a global color table of 2 &lt;&lt; n entries when the flags say so, then blocks
/// to the end: extensions and images, whose data runs in sub-blocks until an empty one, and the trailer.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant("GIF")]
public partial class GifFile
{
    [BinaryFixedLength(3)]
    [BinaryStringEncoding(StringEncoding.Ascii)]
    public string Version = "89a";

    public ushort Width;

    public ushort Height;

    [BinaryBitField(1)]
    public bool HasGlobalColorTable;

    [BinaryBitField(3)]
    public byte ColorResolution;

    [BinaryBitField(1)]
    public bool Sorted;

    [BinaryBitField(3)]
    public byte GlobalColorTableSize;

    public byte BackgroundColor;

    public byte PixelAspectRatio;

    [BinaryWhen(nameof(HasGlobalColorTable))]
    [BinaryLengthFrom(nameof(GlobalColorTableSize), Scale = 2, Shift = true)]
    public GifColor[]? GlobalColorTable;

    [BinaryRemainder]
    public List<GifBlock> Blocks = [];
}

/// <summary>One palette entry.</summary>
[BinarySerializable]
public partial record struct GifColor(byte Red, byte Green, byte Blue);

/// <summary>A block, by its introducer byte.</summary>
[BinarySerializable]
[BinaryUnionCase(0x21, typeof(GifExtension))]
[BinaryUnionCase(0x2C, typeof(GifImage))]
[BinaryUnionCase(0x3B, typeof(GifTrailer))]
public abstract partial class GifBlock;

/// <summary>An extension (graphic control, comment, application): its label, then its data sub-blocks.</summary>
[BinarySerializable]
public sealed partial class GifExtension : GifBlock
{
    public byte Label;

    [BinaryUntil(nameof(GifSubBlock.Size))]
    public List<GifSubBlock> Data = [];
}

/// <summary>An image: where it sits, its flags, a local color table when they say so, then its LZW data.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class GifImage : GifBlock
{
    public ushort Left;

    public ushort Top;

    public ushort Width;

    public ushort Height;

    [BinaryBitField(1)]
    public bool HasLocalColorTable;

    [BinaryBitField(1)]
    public bool Interlaced;

    [BinaryBitField(1)]
    public bool Sorted;

    [BinaryBitField(2)]
    public byte Reserved;

    [BinaryBitField(3)]
    public byte LocalColorTableSize;

    [BinaryWhen(nameof(HasLocalColorTable))]
    [BinaryLengthFrom(nameof(LocalColorTableSize), Scale = 2, Shift = true)]
    public GifColor[]? LocalColorTable;

    public byte LzwMinimumCodeSize;

    [BinaryUntil(nameof(GifSubBlock.Size))]
    public List<GifSubBlock> Data = [];
}

/// <summary>The end of the file.</summary>
[BinarySerializable]
public sealed partial class GifTrailer : GifBlock;

/// <summary>Up to 255 bytes of data after their count; a count of 0 ends the data.</summary>
[BinarySerializable]
public partial class GifSubBlock
{
    public byte Size;

    [BinaryLengthFrom(nameof(Size))]
    public byte[] Bytes = [];
}
