using System.Collections.Generic;
using System.Linq;
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

    /// <summary>The extra fields; a ZIP64 one holds the sizes this header saturates (0xFFFFFFFF).</summary>
    [BinaryLengthFrom(nameof(ExtraLength), CountsBytes = true), BinaryArguments(nameof(UncompressedSize), nameof(CompressedSize))]
    public List<LocalExtra> Extra { get; set; } = [];

    [BinaryLengthFrom(nameof(DataSize), Fill = nameof(FillDataSize))]
    public byte[] Data { get; set; } = [];

    /// <summary>Its sizes are 8 bytes each when this header's are ZIP64's (0xFFFFFFFF), else 4.</summary>
    [BinaryWhen(nameof(Flags), Mask = 8), BinaryArguments(nameof(CompressedSize))]
    public DataDescriptor? Descriptor { get; set; }

    // With a descriptor (bit 3, tested as flags % 16 >= 8: an expression the exports compute too) the header's size is
    // not the data's (0 from a streaming writer): the directory's is. So it is when the header's size is ZIP64's
    // 0xFFFFFFFF (the real one in a ZIP64 extra field, or, streamed, in the descriptor).
    private static long DataSize(ushort flags, uint compressedSize, uint storedSize) => flags % 16 >= 8 || compressedSize == 0xFFFFFFFF ? storedSize : compressedSize;

    private static void FillDataSize(long length, ushort flags, ref uint compressedSize, ref uint storedSize)
    {
        if (flags % 16 >= 8 || compressedSize == 0xFFFFFFFF)
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

/// <summary>
/// The sizes and CRC-32 a streaming writer knows only after the data (APPNOTE 4.3.9), after its signature: 4 bytes each,
/// or 8 when the local header's sizes are ZIP64's 0xFFFFFFFF (its <see cref="CompressedSize"/>, passed in).
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 7, 8)]
public sealed partial class DataDescriptor
{
    /// <summary>The local header's compressed size: 0xFFFFFFFF when the entry is ZIP64.</summary>
    [BinaryParameter]
    public uint CompressedSize { get; set; }

    public uint Crc32 { get; set; }

    [BinaryWhen(nameof(CompressedSize), AtMost = 0xFFFFFFFE)]
    public uint? Compressed32 { get; set; }

    [BinaryWhen(nameof(CompressedSize), AtMost = 0xFFFFFFFE)]
    public uint? Uncompressed32 { get; set; }

    [BinaryWhen(nameof(CompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Compressed64 { get; set; }

    [BinaryWhen(nameof(CompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Uncompressed64 { get; set; }

    [BinaryIgnore]
    public ulong Compressed => Compressed64 ?? Compressed32 ?? 0;

    [BinaryIgnore]
    public ulong Uncompressed => Uncompressed64 ?? Uncompressed32 ?? 0;
}

/// <summary>
/// One extra field of a local header (APPNOTE 4.5): a little-endian id, which chooses the body, and the body's size.
/// The header's sizes are passed on to a ZIP64 body, which holds those the header saturates.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class LocalExtra
{
    [BinaryParameter]
    public uint UncompressedSize { get; set; }

    [BinaryParameter]
    public uint CompressedSize { get; set; }

    public ushort Id { get; set; }

    public ushort Size { get; set; }

    [BinaryLengthFrom(nameof(Size)), BinaryTagFrom(nameof(Id)), BinaryArguments(nameof(UncompressedSize), nameof(CompressedSize))]
    public LocalExtraBody Body { get; set; } = new OtherLocalExtra();
}

/// <summary>A local extra field's body by its id: ZIP64's, or any other kept as its bytes.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(OtherLocalExtra))]
[BinaryUnionCase(1, typeof(LocalZip64))]
public abstract partial class LocalExtraBody
{
}

/// <summary>
/// ZIP64's extended information in a local header (APPNOTE 4.5.3): the 8-byte sizes, each there when the header's is
/// 0xFFFFFFFF (a ZIP64 local header saturates both). A size given while the header's is not saturated is a write error.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class LocalZip64 : LocalExtraBody
{
    [BinaryParameter]
    public uint UncompressedSize { get; set; }

    [BinaryParameter]
    public uint CompressedSize { get; set; }

    [BinaryWhen(nameof(UncompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Original { get; set; }

    [BinaryWhen(nameof(CompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Compressed { get; set; }
}

/// <summary>A local extra field no case names (Info-ZIP's timestamps and owner, say): its id and its bytes as read.</summary>
[BinarySerializable]
public sealed partial class OtherLocalExtra : LocalExtraBody
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
    public byte[] Data { get; set; } = [];
}

/// <summary>One extra field of a central directory entry, which passes the ZIP64 body its four saturable fields.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class CentralExtra
{
    [BinaryParameter]
    public uint UncompressedSize { get; set; }

    [BinaryParameter]
    public uint CompressedSize { get; set; }

    [BinaryParameter]
    public uint LocalHeaderOffset { get; set; }

    [BinaryParameter]
    public ushort DiskStart { get; set; }

    public ushort Id { get; set; }

    public ushort Size { get; set; }

    [BinaryLengthFrom(nameof(Size)), BinaryTagFrom(nameof(Id))]
    [BinaryArguments(nameof(UncompressedSize), nameof(CompressedSize), nameof(LocalHeaderOffset), nameof(DiskStart))]
    public CentralExtraBody Body { get; set; } = new OtherCentralExtra();
}

/// <summary>A central extra field's body by its id: ZIP64's, or any other kept as its bytes.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(OtherCentralExtra))]
[BinaryUnionCase(1, typeof(CentralZip64))]
public abstract partial class CentralExtraBody
{
}

/// <summary>
/// ZIP64's extended information in a central directory entry (APPNOTE 4.5.3): in this order, each field the entry
/// saturates (0xFFFFFFFF, or 0xFFFF for the disk), and only those.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class CentralZip64 : CentralExtraBody
{
    [BinaryParameter]
    public uint UncompressedSize { get; set; }

    [BinaryParameter]
    public uint CompressedSize { get; set; }

    [BinaryParameter]
    public uint LocalHeaderOffset { get; set; }

    [BinaryParameter]
    public ushort DiskStart { get; set; }

    [BinaryWhen(nameof(UncompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Original { get; set; }

    [BinaryWhen(nameof(CompressedSize), Value = 0xFFFFFFFF)]
    public ulong? Compressed { get; set; }

    [BinaryWhen(nameof(LocalHeaderOffset), Value = 0xFFFFFFFF)]
    public ulong? Offset { get; set; }

    [BinaryWhen(nameof(DiskStart), Value = 0xFFFF)]
    public uint? Disk { get; set; }
}

/// <summary>A central extra field no case names: its id and its bytes as read.</summary>
[BinarySerializable]
public sealed partial class OtherCentralExtra : CentralExtraBody
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
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

    /// <summary>The extra fields; a ZIP64 one holds the sizes, offset and disk this entry saturates.</summary>
    [BinaryLengthFrom(nameof(ExtraLength), CountsBytes = true)]
    [BinaryArguments(nameof(UncompressedSize), nameof(CompressedSize), nameof(LocalHeaderOffset), nameof(DiskStart))]
    public List<CentralExtra> Extra { get; set; } = [];

    [BinaryLengthFrom(nameof(CommentLength))]
    public byte[] Comment { get; set; } = [];

    /// <summary>The entry's ZIP64 field, if it has one.</summary>
    [BinaryIgnore]
    public CentralZip64? Zip64 => Extra.Select(extra => extra.Body).OfType<CentralZip64>().FirstOrDefault();

    /// <summary>The compressed size, from the ZIP64 field when this entry's is saturated.</summary>
    [BinaryIgnore]
    public ulong RealCompressedSize => Zip64?.Compressed ?? CompressedSize;

    /// <summary>The uncompressed size, from the ZIP64 field when this entry's is saturated.</summary>
    [BinaryIgnore]
    public ulong RealUncompressedSize => Zip64?.Original ?? UncompressedSize;

    /// <summary>Where the local header is, from the ZIP64 field when this entry's offset is saturated.</summary>
    [BinaryIgnore]
    public ulong RealLocalHeaderOffset => Zip64?.Offset ?? LocalHeaderOffset;
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

/// <summary>
/// ZIP64's end of central directory locator (APPNOTE 4.3.15), just before the end record: where ZIP64's end record is,
/// which is read there.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 6, 7)]
public sealed partial class Zip64Locator
{
    public uint EndDisk { get; set; }
    public ulong EndOffset { get; set; }
    public uint Disks { get; set; } = 1;

    [BinaryAt(nameof(EndOffset))]
    public Zip64DirectoryEnd End { get; set; } = new();
}

/// <summary>
/// ZIP64's end of central directory record (APPNOTE 4.3.14): the end record's counts, size and offset at 8 bytes, the
/// record's own size first (the 44 bytes after it and any extensible data), and the directory read where it says.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant((byte)'P', (byte)'K', 6, 6)]
public sealed partial class Zip64DirectoryEnd
{
    public ulong RecordSize { get; set; }
    public ushort VersionMadeBy { get; set; } = 45;
    public ushort VersionNeeded { get; set; } = 45;
    public uint Disk { get; set; }
    public uint CentralDisk { get; set; }
    public ulong EntriesOnDisk { get; set; }
    public ulong Entries { get; set; }
    public ulong CentralSize { get; set; }
    public ulong CentralOffset { get; set; }

    [BinaryLengthFrom(nameof(RecordSize), Adjust = 44)]
    public byte[] Extensible { get; set; } = [];

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
