using System.Collections.Generic;
using Spanwire;

namespace Zip;

// ZIP's records (PKWARE's APPNOTE.TXT, 4.3): a union told apart by each record's 4-byte signature, little-endian
// fields, and names, extra fields, comments and entry data bound to the lengths before them.

[BinarySerializable]
[BinaryUnion(UnionTagWidth.Int32)]
[BinaryUnionCase("PK\x03\x04", typeof(LocalFile))]
[BinaryUnionCase("PK\x01\x02", typeof(CentralFile))]
[BinaryUnionCase("PK\x05\x06", typeof(EndOfCentralDirectory))]
public abstract partial class ZipRecord
{
}

/// <summary>
/// A local file header and the entry's data, as stored (method 0) or deflated (method 8). A writer that streams (Java's
/// jar, zip writing to a pipe) sets flag bit 3, leaves the header's sizes 0 and puts them in a data descriptor after
/// the data: then the data's size is the one the central directory entry gives, which the reader passes in
/// (<see cref="StoredSize"/>, a parameter: <c>LocalFile.Read(bytes, entry.CompressedSize, out _)</c>).
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class LocalFile : ZipRecord
{
    /// <summary>The data's size as the central directory entry gives it; used when the header's is in a descriptor.</summary>
    [BinaryParameter]
    public uint StoredSize { get; set; }

    public ushort VersionNeeded { get; set; } = 20;

    /// <summary>Bit 3: a data descriptor follows the data (set on write exactly when <see cref="Descriptor"/> is given).</summary>
    public ushort Flags { get; set; }

    public ushort Method { get; set; }
    public ushort ModifiedTime { get; set; }
    public ushort ModifiedDate { get; set; }
    public uint Crc32 { get; set; }
    public uint CompressedSize { get; set; }
    public uint UncompressedSize { get; set; }
    public ushort NameLength { get; set; }
    public ushort ExtraLength { get; set; }

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name { get; set; } = "";

    [BinaryLengthFrom(nameof(ExtraLength))]
    public byte[] Extra { get; set; } = [];

    [BinaryLengthFrom(nameof(DataSize), Fill = nameof(FillDataSize))]
    public byte[] Data { get; set; } = [];

    [BinaryWhen(nameof(Flags), Mask = 8)]
    public DataDescriptor? Descriptor { get; set; }

    // With a descriptor (bit 3, tested as flags % 16 >= 8: an expression the exports compute too) the header's size is
    // not the data's (0 from a streaming writer): the directory's is.
    private static long DataSize(ushort flags, uint compressedSize, uint storedSize) => flags % 16 >= 8 ? storedSize : compressedSize;

    private static void FillDataSize(long length, ushort flags, ref uint compressedSize, ref uint storedSize)
    {
        if (flags % 16 >= 8)
        {
            storedSize = (uint)length;
        }
        else
        {
            compressedSize = (uint)length;
        }
    }
}

/// <summary>
/// A local file where its central directory entry points: the signature, then the header and the data, whose size the
/// entry gives (passed on to <see cref="LocalFile.StoredSize"/>). <c>LocatedFile.Read(bytes, entry.CompressedSize, out _)</c>.
/// </summary>
[BinarySerializable]
[BinaryConstant((byte)'P', (byte)'K', 3, 4)]
public sealed partial class LocatedFile
{
    [BinaryParameter]
    public uint StoredSize { get; set; }

    [BinaryArguments(nameof(StoredSize))]
    public LocalFile File { get; set; } = new();
}

/// <summary>The sizes and CRC-32 a streaming writer knows only after the data (APPNOTE 4.3.9), after its signature.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 7, 8)]
public sealed partial class DataDescriptor
{
    public uint Crc32 { get; set; }
    public uint CompressedSize { get; set; }
    public uint UncompressedSize { get; set; }
}

/// <summary>A central directory entry: the local header's facts again, and where that header is.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class CentralFile : ZipRecord
{
    public ushort VersionMadeBy { get; set; } = 20;
    public ushort VersionNeeded { get; set; } = 20;
    public ushort Flags { get; set; }
    public ushort Method { get; set; }
    public ushort ModifiedTime { get; set; }
    public ushort ModifiedDate { get; set; }
    public uint Crc32 { get; set; }
    public uint CompressedSize { get; set; }
    public uint UncompressedSize { get; set; }
    public ushort NameLength { get; set; }
    public ushort ExtraLength { get; set; }
    public ushort CommentLength { get; set; }
    public ushort DiskStart { get; set; }
    public ushort InternalAttributes { get; set; }
    public uint ExternalAttributes { get; set; }
    public uint LocalHeaderOffset { get; set; }

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name { get; set; } = "";

    [BinaryLengthFrom(nameof(ExtraLength))]
    public byte[] Extra { get; set; } = [];

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment { get; set; } = [];
}

/// <summary>The end of central directory record: how many entries, and where their directory is.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class EndOfCentralDirectory : ZipRecord
{
    public ushort Disk { get; set; }
    public ushort CentralDisk { get; set; }
    public ushort EntriesOnDisk { get; set; }
    public ushort Entries { get; set; }
    public uint CentralSize { get; set; }
    public uint CentralOffset { get; set; }
    public ushort CommentLength { get; set; }

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment { get; set; } = [];
}

/// <summary>
/// The end of central directory record read where a ZIP reader starts, at the end of the archive: its offset and count
/// locate the central directory, which is read there (out of this record's sequence) as records.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 5, 6)]
public sealed partial class ZipDirectoryEnd
{
    public ushort Disk { get; set; }
    public ushort CentralDisk { get; set; }
    public ushort EntriesOnDisk { get; set; }
    public ushort Entries { get; set; }
    public uint CentralSize { get; set; }
    public uint CentralOffset { get; set; }
    public ushort CommentLength { get; set; }

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment { get; set; } = [];

    [BinaryAt(nameof(CentralOffset))]
    [BinaryLengthFrom(nameof(Entries))]
    public List<ZipRecord> Directory { get; set; } = [];
}

/// <summary>A deflated entry's data: the bytes of a LocalFile's Data, held inflated.</summary>
[BinarySerializable]
public sealed partial class DeflatedData
{
    [BinaryRemainder, BinaryCompressed(CompressionFormat.Deflate)]
    public byte[] Content { get; set; } = [];
}
