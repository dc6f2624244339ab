using Spanwire;

namespace Spanwire.Tests.Types;

// ZIP's records (APPNOTE.TXT 4.3): a union told apart by each record's 4-byte signature, little-endian fields, names,
// extra fields, comments and entry data bound to the lengths before them.

[BinarySerializable]
[BinaryUnion(UnionTagWidth.Int32)]
[BinaryUnionCase("PK\x03\x04", typeof(ZipLocalFile))]
[BinaryUnionCase("PK\x01\x02", typeof(ZipCentralFile))]
[BinaryUnionCase("PK\x05\x06", typeof(ZipEnd))]
public abstract partial class ZipRecord
{
}

/// <summary>A local file header and the entry's data (compressed or stored) after it.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class ZipLocalFile : ZipRecord
{
    public ushort VersionNeeded;
    public ushort Flags;
    public ushort Method;
    public ushort ModifiedTime;
    public ushort ModifiedDate;
    public uint Crc32;
    public uint CompressedSize;
    public uint UncompressedSize;
    public ushort NameLength;
    public ushort ExtraLength;

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name = "";

    [BinaryLengthFrom(nameof(ExtraLength))]
    public byte[] Extra = [];

    [BinaryLengthFrom(nameof(CompressedSize))]
    public byte[] Data = [];
}

/// <summary>A central directory entry.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class ZipCentralFile : ZipRecord
{
    public ushort VersionMadeBy;
    public ushort VersionNeeded;
    public ushort Flags;
    public ushort Method;
    public ushort ModifiedTime;
    public ushort ModifiedDate;
    public uint Crc32;
    public uint CompressedSize;
    public uint UncompressedSize;
    public ushort NameLength;
    public ushort ExtraLength;
    public ushort CommentLength;
    public ushort DiskStart;
    public ushort InternalAttributes;
    public uint ExternalAttributes;
    public uint LocalHeaderOffset;

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name = "";

    [BinaryLengthFrom(nameof(ExtraLength))]
    public byte[] Extra = [];

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment = [];
}

/// <summary>The end of central directory record.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class ZipEnd : ZipRecord
{
    public ushort Disk;
    public ushort CentralDisk;
    public ushort EntriesOnDisk;
    public ushort Entries;
    public uint CentralSize;
    public uint CentralOffset;
    public ushort CommentLength;

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment = [];
}

/// <summary>The end record read where readers start, its central directory located by its offset and count.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 5, 6)]
public sealed partial class ZipDirectoryEnd
{
    public ushort Disk;
    public ushort CentralDisk;
    public ushort EntriesOnDisk;
    public ushort Entries;
    public uint CentralSize;
    public uint CentralOffset;
    public ushort CommentLength;

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment = [];

    [BinaryAt(nameof(CentralOffset))]
    [BinaryLengthFrom(nameof(Entries))]
    public System.Collections.Generic.List<ZipRecord> Directory = [];
}
