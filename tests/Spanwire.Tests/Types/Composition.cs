using System;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>A union whose cases sit in a varint size frame after the tag; a case can hold the union again.</summary>
[BinarySerializable]
[BinarySizePrefix(LengthPrefix.VarUInt)]
[BinaryUnionCase(1, typeof(VLeaf))]
[BinaryUnionCase(2, typeof(VWrap))]
[BinaryUnionCase(3, typeof(VProbe))]
public abstract partial class VNode
{
}

[BinarySerializable]
public sealed partial class VLeaf : VNode
{
    public byte B { get; set; }
}

[BinarySerializable]
public sealed partial class VWrap : VNode
{
    public VNode? Inner { get; set; }
}

/// <summary>A leaf whose one byte is a hand-written codec that counts how often it is sized.</summary>
[BinarySerializable]
public sealed partial class VProbe : VNode
{
    public SizeProbe Probe { get; set; }
}

/// <summary>One byte, through a hand-written codec that counts the calls to its <see cref="GetSerializedSize"/> on this thread.</summary>
public readonly struct SizeProbe : IBinarySerializable<SizeProbe>, IBinaryReadable<SizeProbe>
{
    [ThreadStatic]
    private static int t_sized;

    /// <summary>Calls to <see cref="GetSerializedSize"/> on this thread so far.</summary>
    public static int Sized => t_sized;

    public int GetSerializedSize()
    {
        t_sized++;
        return 1;
    }

    public int Write(Span<byte> destination)
        => TryWrite(destination, out int written) ? written : throw new BinarySerializationException("SizeProbe: the destination is too short.", "SizeProbe", null, 0);

    public bool TryWrite(Span<byte> destination, out int bytesWritten)
    {
        bytesWritten = destination.IsEmpty ? 0 : 1;
        if (bytesWritten == 1)
        {
            destination[0] = 0x5A;
        }

        return bytesWritten == 1;
    }

    public static SizeProbe Read(ReadOnlySpan<byte> source, out int bytesRead)
        => TryRead(source, out SizeProbe value, out bytesRead) ? value : throw new BinarySerializationException("SizeProbe: truncated.", "SizeProbe", null, 0);

    public static bool TryRead(ReadOnlySpan<byte> source, out SizeProbe value, out int bytesRead)
    {
        value = default;
        bytesRead = source.IsEmpty ? 0 : 1;
        return bytesRead == 1;
    }
}

/// <summary>An expression union with two-byte tags: a negation holds another expression.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16)]
[BinaryUnionCase(0x0101, typeof(Lit))]
[BinaryUnionCase(0xFFFF, typeof(Neg))]
public abstract partial class Expr
{
}

[BinarySerializable]
public sealed partial class Lit : Expr
{
    public short Value { get; set; }
}

[BinarySerializable]
public sealed partial class Neg : Expr
{
    public Expr Operand { get; set; } = new Lit();
}

/// <summary>A fixed-size record whose last byte is two bit fields.</summary>
[BinarySerializable]
public partial record struct ShortAndNibbles(short B, [BinaryBitField(4)] byte Hi, [BinaryBitField(4)] byte Lo);

/// <summary>A body that ends with the rest of its frame.</summary>
[BinarySerializable]
public partial class RemainderBody
{
    public int X { get; set; }

    [BinaryRemainder] public byte[] Rest { get; set; } = [];
}

/// <summary>A frame whose checksum follows the body inside it: the body's remainder must stop before the checksum.</summary>
[BinarySerializable]
public partial class FramedChecksummedRemainder
{
    [BinarySizePrefix(LengthPrefix.UInt8), BinaryChecksum(ChecksumAlgorithm.Crc16Ccitt, Placement = ChecksumPlacement.After)]
    public RemainderBody G { get; set; } = new();
}

/// <summary>A remainder followed by its own checksum: the text takes the rest of the data but the checksum's bytes.</summary>
[BinarySerializable]
public partial class ChecksummedRemainder
{
    [BinaryRemainder, BinaryChecksum(ChecksumAlgorithm.Crc16Ccitt, Placement = ChecksumPlacement.After)]
    public string Text { get; set; } = "";
}

/// <summary>Text whose length an earlier member holds, on the wire only when a flag says so.</summary>
[BinarySerializable]
public partial class ConditionalBoundText
{
    public int Length { get; set; }

    public int Flag { get; set; }

    [BinaryLengthFrom(nameof(Length)), BinaryWhen(nameof(Flag), Value = 1)]
    public string? Text { get; set; }
}

/// <summary>Text whose length an earlier member holds, which older writers may not have sent.</summary>
[BinarySerializable]
public partial class TrailingBoundText
{
    public int Length { get; set; }

    [BinaryLengthFrom(nameof(Length)), BinaryTrailing]
    public string? Text { get; set; }
}

/// <summary>
/// A list to the end of the data that older writers did not send at all: a remainder is already optional
/// (<c>[BinaryTrailing]</c> beside it is refused, naming both), and reads as empty when nothing is left.
/// </summary>
[BinarySerializable]
public partial class TrailingRemainderList
{
    public short Version { get; set; }

    [BinaryRemainder]
    public System.Collections.Generic.List<int>? Extras { get; set; }
}

/// <summary>A length the protocol caps at 4 varint bytes (MQTT's Remaining Length): a fifth byte is invalid at once.</summary>
[BinarySerializable]
public partial class CappedVarInt
{
    [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4)]
    public uint RemainingLength { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 2)]
    public System.Collections.Generic.List<ulong> Small { get; set; } = [];
}

/// <summary>
/// MQTT 3.1.1's CONNECT flags byte (section 3.1.2.3), numbered from bit 0 up: reserved, clean session, will flag,
/// will QoS (2 bits), will retain, password flag, user name flag; the keep-alive seconds; then a 16-bit run in the same order.
/// </summary>
[BinarySerializable]
public partial record struct ConnectFlags(
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool Reserved,
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool CleanSession,
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool Will,
    [BinaryBitField(2, Order = BitOrder.LowBitFirst)] byte WillQos,
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool WillRetain,
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool Password,
    [BinaryBitField(1, Order = BitOrder.LowBitFirst)] bool UserName,
    ushort KeepAlive,
    [BinaryBitField(4, Order = BitOrder.LowBitFirst)] byte Low,
    [BinaryBitField(12, Order = BitOrder.LowBitFirst)] ushort High);

/// <summary>Tables "u32 byte length, then entries": entries of a generated class (presence byte each), of a struct, and a list of ints.</summary>
[BinarySerializable]
public partial class ByteCountedTables
{
    public uint RowBytes { get; set; }

    [BinaryLengthFrom(nameof(RowBytes), CountsBytes = true)]
    public System.Collections.Generic.List<Note?> Rows { get; set; } = [];

    public ushort PointBytes { get; set; }

    [BinaryLengthFrom(nameof(PointBytes), CountsBytes = true)]
    public ExportPoint[] Points { get; set; } = [];

    public byte IntBytes { get; set; }

    [BinaryLengthFrom(nameof(IntBytes), CountsBytes = true)]
    public System.Collections.Generic.List<int> Ints { get; set; } = [];
}

/// <summary>An MQTT-shaped packet: a fixed header byte, then a body framed by a varint capped at 4 bytes (Remaining Length).</summary>
[BinarySerializable]
public partial class CappedPrefixPacket
{
    public byte Header { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)]
    public CappedPrefixBody Body { get; set; } = new();
}

/// <summary>A length and a count in 4-byte-capped varints.</summary>
[BinarySerializable]
public partial class CappedPrefixBody
{
    [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)]
    public string Topic { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)]
    public System.Collections.Generic.List<ushort> Ids { get; set; } = [];
}

/// <summary>The three compressed formats under three length controls: a prefix, a bound length and the remainder.</summary>
[BinarySerializable]
public partial class CompressedBlobs
{
    [BinaryCompressed(CompressionFormat.Zlib)]
    public byte[] Zlib { get; set; } = [];

    public int DeflatedLength { get; set; }

    [BinaryLengthFrom(nameof(DeflatedLength)), BinaryCompressed(CompressionFormat.Deflate)]
    public byte[] Deflated { get; set; } = [];

    [BinaryRemainder, BinaryCompressed(CompressionFormat.GZip)]
    public byte[] GZipped { get; set; } = [];
}

/// <summary>A compressed member present only with its flag: absent, its (empty) data must not count as a value.</summary>
[BinarySerializable]
public partial class ConditionalCompressed
{
    public bool HasData { get; set; }

    [BinaryWhen(nameof(HasData)), BinaryCompressed(CompressionFormat.Zlib)]
    public byte[] Data { get; set; } = [];
}
