using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>A ZIP entry's extra field bytes (APPNOTE 4.5): a sequence of fields, each its id and size little-endian.</summary>
[BinarySerializable]
public sealed partial class ZipExtraFields
{
    [BinaryRemainder] public List<ZipExtraField> Fields = [];
}

/// <summary>One extra field: a little-endian 16-bit id (the union's tag), a little-endian 16-bit size, the data.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(ZipUnknownExtra))]
[BinarySizePrefix(LengthPrefix.UInt16LittleEndian)]
[BinaryUnionCase(0x5455, typeof(ZipExtendedTimestamp))]
[BinaryUnionCase(0x7875, typeof(ZipUnixOwner))]
public abstract partial class ZipExtraField
{
}

/// <summary>Info-ZIP's extended timestamp ("UT"): flags, then the Unix times they announce (modification first).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class ZipExtendedTimestamp : ZipExtraField
{
    public byte Flags;
    [BinaryRemainder] public uint[] Times = [];
}

/// <summary>Info-ZIP's Unix owner ("ux"): a version, then the uid and gid, each after its size.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public sealed partial class ZipUnixOwner : ZipExtraField
{
    public byte Version = 1;
    public byte UidSize;
    [BinaryLengthFrom(nameof(UidSize))] public byte[] Uid = [];
    public byte GidSize;
    [BinaryLengthFrom(nameof(GidSize))] public byte[] Gid = [];
}

/// <summary>An id no case names: kept raw and written back.</summary>
[BinarySerializable]
public sealed partial class ZipUnknownExtra : ZipExtraField
{
    [BinaryIgnore] public long Tag { get; set; }
    [BinaryRemainder] public byte[] Data = [];
}
