using System;

namespace Spanwire;

/// <summary>Where a checksum sits relative to the bytes it covers.</summary>
public enum ChecksumPlacement
{
    /// <summary>The checksum comes first (Kafka's record batch), then the bytes it covers.</summary>
    Before = 0,

    /// <summary>The bytes come first, then their checksum (PNG chunks, Ethernet frames).</summary>
    After = 1,
}

/// <summary>
/// A checksum of the member's bytes (4 bytes for a CRC-32, 2 for a CRC-16), written with the member and verified on
/// read: a mismatch throws <see cref="BinarySerializationException"/> naming the member and the checksum's offset. It
/// is stored in the layout's byte order (<see cref="BinaryByteOrderAttribute"/> on the member or its type) unless
/// <see cref="ByteOrder"/> says otherwise.
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

    /// <summary>The checksum's own byte order, when it differs from the layout's (Modbus RTU's little-endian CRC in a big-endian frame).</summary>
    public ByteOrder ByteOrder { get; set; }

    /// <summary>
    /// On an integer member as wide as the checksum: the member holds the checksum of the value's bytes from its start
    /// through the member named (<c>nameof(Options)</c>), its own bytes counted as zero: IPv4's header checksum. Filled in
    /// on write once that member is written, verified on read; <see cref="Placement"/> and <see cref="SkipBytes"/> do not apply.
    /// </summary>
    public string? Through { get; set; }

    /// <summary>
    /// On a 16-bit <see cref="ChecksumAlgorithm.Internet"/> member at a fixed, even offset: the member holds the checksum
    /// of the whole value with a pseudo-header the enclosing value supplies (TCP's and UDP's, RFC 9293 §3.1 and RFC 768).
    /// The value alone reads and writes the member as given; a member marked <see cref="BinaryPseudoHeaderAttribute"/>
    /// that holds the value (or a union case of it) fills it in on write and checks it on read.
    /// </summary>
    public bool PseudoHeader { get; set; }

    /// <summary>
    /// With <see cref="PseudoHeader"/>: a stored zero means the sender computed no checksum (UDP), so it is not checked,
    /// and a computed zero is stored as 0xFFFF.
    /// </summary>
    public bool ZeroMeansNone { get; set; }
}
