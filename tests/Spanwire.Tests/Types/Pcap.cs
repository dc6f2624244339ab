using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// A classic pcap file (libpcap's format, Kaitai's pcap.ksy): the magic number, written in the capturing machine's
/// order, says the byte order of everything after it and whether the fraction counts micro- or nanoseconds.
/// </summary>
[BinarySerializable]
[BinaryByteOrderFrom(nameof(Magic), BigEndian = [MicrosecondsMagic, NanosecondsMagic], LittleEndian = [0xD4C3B2A1, 0x4D3CB2A1])]
public sealed partial class PcapFile
{
    public const uint MicrosecondsMagic = 0xA1B2C3D4;
    public const uint NanosecondsMagic = 0xA1B23C4D;

    /// <summary>The magic as its bytes read big-endian: A1B2C3D4 (or A1B23C4D) in a big-endian file, D4C3B2A1 (4D3CB2A1) in a little-endian one.</summary>
    [BinaryByteOrder(ByteOrder.BigEndian)]
    public uint Magic { get; set; } = MicrosecondsMagic;

    public ushort VersionMajor { get; set; } = 2;

    public ushort VersionMinor { get; set; } = 4;

    public int ThisZone { get; set; }

    public uint SigFigs { get; set; }

    public uint SnapLength { get; set; } = 262144;

    public uint Network { get; set; } = 1;

    [BinaryRemainder]
    public List<PcapRecord> Records { get; set; } = [];

    public bool IsLittleEndian => Magic is 0xD4C3B2A1 or 0x4D3CB2A1;

    public bool IsNanoseconds => Magic is NanosecondsMagic or 0x4D3CB2A1;
}

/// <summary>One packet: its time, its captured bytes (counted by <see cref="IncludedLength"/>) and its length on the wire.</summary>
[BinarySerializable]
[BinaryByteOrderFrom]
public sealed partial class PcapRecord
{
    public uint Seconds { get; set; }

    /// <summary>Microseconds or nanoseconds, as the file's magic says.</summary>
    public uint Fraction { get; set; }

    public uint IncludedLength { get; set; }

    public uint OriginalLength { get; set; }

    [BinaryLengthFrom(nameof(IncludedLength))]
    public byte[] Data { get; set; } = [];
}

/// <summary>A capture in a size frame, so a stream read knows where it ends.</summary>
[BinarySerializable]
public sealed partial class PcapHolder
{
    [BinarySizePrefix]
    public PcapFile Capture { get; set; } = new();
}
