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
