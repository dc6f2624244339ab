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

/// <summary>A local file header and the entry's data, as stored (method 0) or deflated (method 8).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class LocalFile : ZipRecord
{
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

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name { get; set; } = "";

    [BinaryLengthFrom(nameof(ExtraLength))]
    public byte[] Extra { get; set; } = [];

    [BinaryLengthFrom(nameof(CompressedSize))]
    public byte[] Data { get; set; } = [];
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
