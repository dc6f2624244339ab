namespace Spanwire.Tests.Types;

/// <summary>
/// A DOS master boot record: 440 bytes of boot code, the disk signature, four partition entries, and the 55 AA boot
/// signature after the last member (a type-level constant with <c>After</c>).
/// </summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
[BinaryConstant(0x55, 0xAA, After = true)]
public partial class MasterBootRecord
{
    [BinaryFixedLength(440)] public byte[] BootCode { get; set; } = new byte[440];

    public uint DiskSignature { get; set; }

    public ushort CopyProtection { get; set; }

    [BinaryFixedLength(4)] public MbrPartition[] Partitions { get; set; } = new MbrPartition[4];
}

/// <summary>One partition entry: status, CHS start, type, CHS end, first sector and sector count.</summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial struct MbrPartition
{
    public byte Status { get; set; }

    [BinaryFixedLength(3)] public byte[] FirstChs { get; set; }

    public byte Type { get; set; }

    [BinaryFixedLength(3)] public byte[] LastChs { get; set; }

    public uint FirstSector { get; set; }

    public uint Sectors { get; set; }
}

/// <summary>A Bitcoin transaction input's tail: its script, then the sequence (ff ff ff ff) as a member's trailing bytes.</summary>
[BinarySerializable]
public partial class ScriptWithSequence
{
    [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryConstant(0xFF, 0xFF, 0xFF, 0xFF, After = true)]
    public byte[] Script { get; set; } = [];

    public byte Next { get; set; }
}
