using System;

namespace Spanwire;

/// <summary>A cyclic redundancy check over a member's bytes.</summary>
public enum ChecksumAlgorithm
{
    /// <summary>CRC-32 (IEEE 802.3, ITU-T V.42): zlib, gzip, PNG, zip, Ethernet.</summary>
    Crc32 = 0,

    /// <summary>CRC-32C (Castagnoli, RFC 3720): Kafka record batches, iSCSI, ext4, SCTP.</summary>
    Crc32C = 1,
}

/// <summary>Where a checksum sits relative to the bytes it covers.</summary>
public enum ChecksumPlacement
{
    /// <summary>The checksum comes first (Kafka's record batch), then the bytes it covers.</summary>
    Before = 0,

    /// <summary>The bytes come first, then their checksum (PNG chunks, Ethernet frames).</summary>
    After = 1,
}

/// <summary>
/// A 4-byte checksum of the member's bytes, written with the member and verified on read: a mismatch throws
/// <see cref="BinarySerializationException"/> naming the member and the checksum's offset. It is big-endian, or
/// little-endian under <see cref="BinaryByteOrderAttribute"/> on the member or its type.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryChecksumAttribute(ChecksumAlgorithm algorithm) : Attribute
{
    /// <summary>The algorithm.</summary>
    public ChecksumAlgorithm Algorithm { get; } = algorithm;

    /// <summary>Before (the default) or after the member's bytes.</summary>
    public ChecksumPlacement Placement { get; set; }

    /// <summary>Leading bytes of the member the checksum does not cover (a PNG chunk's length).</summary>
    public int SkipBytes { get; set; }
}
