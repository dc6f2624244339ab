using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A cpio archive in the old binary format as GNU cpio writes it on a little-endian machine (<c>cpio -H bin</c>;
/// Kaitai's cpio_old_le): entries up to the trailer, then zeros to the end of the 512-byte block. The trailer is the
/// entry whose mode is 0 (<c>TRAILER!!!</c>): every real entry has a file type in its mode.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class CpioArchive
{
    [BinaryUntil(nameof(CpioEntry.Mode), Value = 0)]
    public List<CpioEntry> Entries { get; set; } = [];

    [BinaryRemainder]
    public byte[] Padding { get; set; } = [];
}

/// <summary>
/// One entry: a 26-byte header of 16-bit words (the modification time and the file size each in two, high word first),
/// the path and its NUL in the bytes the path size gives, the data; path and data each padded to an even length.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant(0xC7, 0x71)]
public partial class CpioEntry
{
    public ushort Device;

    public ushort Inode;

    public ushort Mode;

    public ushort UserId;

    public ushort GroupId;

    public ushort Links;

    public ushort SpecialDevice;

    public ushort ModifiedHigh;

    public ushort ModifiedLow;

    public ushort PathSize;

    public ushort FileSizeHigh;

    public ushort FileSizeLow;

    /// <summary>The path: with its NUL, the bytes the path size gives; padded to an even length.</summary>
    [BinaryLengthFrom(nameof(PathSize))]
    [BinaryNullTerminated]
    [BinaryPadTo(2)]
    public string Path = "";

    [BinaryLengthFrom(nameof(FileSizeHigh), Low = nameof(FileSizeLow))]
    [BinaryPadTo(2)]
    public byte[] Data = [];
}
