using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A DOS MZ executable (Kaitai's dos_mz): a 28-byte header of little-endian words, the rest of the header (its size in
/// 16-byte paragraphs), the load image, and whatever follows the image (a PE file's headers and sections after its
/// DOS stub). The image's size is the file size the header keeps in 512-byte pages and the bytes used in the last page
/// (0 for a full page), less the header: a pair of methods computes and fills it.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class DosMz
{
    /// <summary>"MZ", or "ZM" in some old files.</summary>
    [BinaryValid(AnyOf = [0x5A4D, 0x4D5A])]
    public ushort Magic = 0x5A4D;

    public ushort LastPageBytes;

    public ushort Pages;

    public ushort RelocationCount;

    public ushort HeaderParagraphs;

    public ushort MinAllocation;

    public ushort MaxAllocation;

    public ushort InitialSs;

    public ushort InitialSp;

    public ushort Checksum;

    public ushort InitialIp;

    public ushort InitialCs;

    public ushort RelocationTableOffset;

    public ushort OverlayId;

    /// <summary>The header after its first 28 bytes: the relocation table, and a PE file's pointer to its own header.</summary>
    [BinaryLengthFrom(nameof(HeaderParagraphs), Scale = 16, Adjust = 28)]
    public byte[] RestOfHeader = [];

    /// <summary>
    /// The relocation table, read where its offset points, inside the rest of the header (whose bytes keep it on write);
    /// a table of none is not looked for (a PE stub's offset points at the end of the header).
    /// </summary>
    [BinaryPointer(nameof(RelocationTableOffset))]
    [BinaryLengthFrom(nameof(RelocationCount))]
    public List<MzRelocation> Relocations = [];

    [BinaryLengthFrom(nameof(ImageSize), Fill = nameof(FillImageSize))]
    public byte[] Image = [];

    /// <summary>What follows the image: a PE file's headers and sections, or an overlay.</summary>
    [BinaryRemainder]
    public byte[] Rest = [];

    private static long ImageSize(ushort lastPageBytes, ushort pages, ushort headerParagraphs)
        => (lastPageBytes == 0 ? pages * 512 : ((pages - 1) * 512) + lastPageBytes) - (headerParagraphs * 16);

    private static void FillImageSize(long length, ref ushort lastPageBytes, ref ushort pages, ushort headerParagraphs)
    {
        long file = length + (headerParagraphs * 16);
        pages = (ushort)((file + 511) / 512);
        lastPageBytes = (ushort)(file % 512);
    }
}

/// <summary>A segment:offset pair the loader adds the program's load segment to.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial record struct MzRelocation(ushort Offset, ushort Segment);

/// <summary>A DOS MZ declaration whose Fill forgets the header: the write refuses what its own computation reads back differently.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class CarelessMz
{
    public ushort LastPageBytes;

    public ushort Pages;

    public ushort HeaderParagraphs;

    [BinaryLengthFrom(nameof(HeaderParagraphs), Scale = 16, Adjust = 28)]
    public byte[] RestOfHeader = [];

    [BinaryLengthFrom(nameof(ImageSize), Fill = nameof(FillForgettingTheHeader))]
    public byte[] Image = [];

    private static long ImageSize(ushort lastPageBytes, ushort pages, ushort headerParagraphs)
        => (lastPageBytes == 0 ? pages * 512 : ((pages - 1) * 512) + lastPageBytes) - (headerParagraphs * 16);

    private static void FillForgettingTheHeader(long length, ref ushort lastPageBytes, ref ushort pages, ushort headerParagraphs)
    {
        pages = (ushort)((length + 511) / 512);
        lastPageBytes = (ushort)(length % 512);
    }
}
