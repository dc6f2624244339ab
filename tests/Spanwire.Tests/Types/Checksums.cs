using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A Kafka v2 record batch (KIP-98): the base offset, then a frame (the batch length) holding the leader epoch, the
/// magic byte and a CRC-32C of everything after it.
/// </summary>
[BinarySerializable]
public partial class KafkaBatch
{
    public long BaseOffset { get; set; }

    [BinarySizePrefix] public KafkaBatchHeader Batch { get; set; } = new();
}

[BinarySerializable]
public partial class KafkaBatchHeader
{
    public int PartitionLeaderEpoch { get; set; }

    public sbyte Magic { get; set; } = 2;

    [BinaryChecksum(ChecksumAlgorithm.Crc32C)] public KafkaBatchBody Body { get; set; }
}

[BinarySerializable]
public partial record struct KafkaBatchBody(
    short Attributes,
    int LastOffsetDelta,
    long BaseTimestamp,
    long MaxTimestamp,
    long ProducerId,
    short ProducerEpoch,
    int BaseSequence,
    KafkaBatchRecord[] Records);

/// <summary>A record inside a batch: its ZigZag varint length, then the record.</summary>
[BinarySerializable]
public partial record struct KafkaBatchRecord([BinarySizePrefix(LengthPrefix.ZigZag)] KafkaRecord Record);

/// <summary>A PNG chunk: its data length, type and data, then a CRC-32 of the type and data (not the length).</summary>
[BinarySerializable]
public partial class PngChunk
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    public PngChunkBody Body { get; set; }
}

[BinarySerializable]
public partial record struct PngChunkBody(
    uint Length,
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)] string Type,
    [BinaryLengthFrom(nameof(Length))] byte[] Data);

[BinarySerializable]
public partial class ShortSkip
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 8)]
    public byte[] Data { get; set; } = [];
}

/// <summary>A checksum on a scalar of a struct that is otherwise fixed-size, in a list of such structs.</summary>
[BinarySerializable]
public partial record struct CheckedPoint(int X, [BinaryChecksum(ChecksumAlgorithm.Crc32C, Placement = ChecksumPlacement.After)] int Y, short Z);

[BinarySerializable]
public partial class CheckedPoints
{
    public System.Collections.Generic.List<CheckedPoint> Points { get; set; } = [];

    [BinaryChecksum(ChecksumAlgorithm.Crc32)] public string? Label { get; set; }

    [BinarySizePrefix(LengthPrefix.UInt16), BinaryChecksum(ChecksumAlgorithm.Crc32C)] public byte[] Framed { get; set; } = [];
}

/// <summary>A PNG file: the 8-byte signature, then chunks until the data ends (a remainder list).</summary>
[BinarySerializable]
public partial class PngFile
{
    [BinaryFixedLength(8)] public byte[] Signature { get; set; } = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A];

    [BinaryRemainder] public List<PngFileChunk> Chunks { get; set; } = [];
}

[BinarySerializable]
public partial record struct PngFileChunk(
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)] PngChunkBody Body);

/// <summary>Numbers until their frame ends, then a byte after the frame.</summary>
[BinarySerializable]
public partial class FramedNumbers
{
    [BinarySizePrefix(LengthPrefix.UInt16)] public NumberRun Run { get; set; } = new();

    public byte After { get; set; }
}

[BinarySerializable]
public partial class NumberRun
{
    public byte Kind { get; set; }

    [BinaryRemainder] public int[] Numbers { get; set; } = [];
}

/// <summary>Items that take no bytes: a remainder list of them could never reach its end.</summary>
[BinarySerializable]
public partial class NothingRun
{
    [BinaryRemainder] public System.Collections.Immutable.ImmutableArray<Nothing> Items { get; set; } = [];
}

[BinarySerializable]
public partial struct Nothing
{
}

/// <summary>A little-endian layout: the checksum follows the type's byte order (an Ethernet frame's FCS goes least significant byte first).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class LittleEndianFrame
{
    public ushort Kind { get; set; }

    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After)] public byte[] Payload { get; set; } = [];
}

/// <summary>A Modbus RTU request: a big-endian PDU, then its CRC-16/MODBUS low byte first.</summary>
[BinarySerializable]
public partial class ModbusRtuFrame
{
    [BinaryChecksum(ChecksumAlgorithm.Crc16Modbus, Placement = ChecksumPlacement.After, ByteOrder = ByteOrder.LittleEndian)]
    public ModbusRequest Request { get; set; }
}

[BinarySerializable]
public partial record struct ModbusRequest(byte Address, byte Function, ushort Start, ushort Count);

/// <summary>A CRC-16/CCITT-FALSE before the bytes it covers, big-endian.</summary>
[BinarySerializable]
public partial class CcittBlock
{
    [BinaryChecksum(ChecksumAlgorithm.Crc16Ccitt)] public byte[] Data { get; set; } = [];
}

/// <summary>An Internet checksum (2 bytes) before the bytes it covers: the wrapper form, not the within form.</summary>
[BinarySerializable]
public partial class InternetChecked
{
    [BinaryChecksum(ChecksumAlgorithm.Internet)]
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public byte[] Data = [];

    public byte After;
}
