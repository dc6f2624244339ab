using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>C strings in every encoding with a NUL terminator, then a number.</summary>
[BinarySerializable]
public partial class CStrings
{
    [BinaryNullTerminated] public string Utf8 { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Ascii)] public string Ascii { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Latin1)] public string Latin1 { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Utf16 { get; set; } = "";

    public int Tail { get; set; }
}

/// <summary>Java modified UTF-8 has no zero byte, so its C strings may hold U+0000; a presence byte allows null.</summary>
[BinarySerializable]
public partial class CStringOptions
{
    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string Java { get; set; } = "";

    [BinaryNullTerminated, BinaryPresenceByte] public string? Maybe { get; set; }
}

/// <summary>A PostgreSQL startup parameter: two C strings.</summary>
[BinarySerializable]
public partial record struct PgParameter([BinaryNullTerminated] string Name, [BinaryNullTerminated] string Value);

/// <summary>The PostgreSQL v3 StartupMessage: an Int32 length that counts itself, the protocol, then name/value pairs ended by a 0 byte.</summary>
[BinarySerializable]
public partial class PgStartup
{
    [BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)] public PgStartupBody Body { get; set; } = new();
}

[BinarySerializable]
public partial class PgStartupBody
{
    public int ProtocolVersion { get; set; } = 196608;

    [BinaryTerminated] public List<PgParameter> Parameters { get; set; } = [];
}

/// <summary>A Kafka v2 record (KIP-98): ZigZag varints throughout, framed by its own ZigZag varint length.</summary>
[BinarySerializable]
public partial class KafkaRecordFrame
{
    [BinarySizePrefix(LengthPrefix.ZigZag)] public KafkaRecord Record { get; set; } = new();
}

[BinarySerializable]
public partial class KafkaRecord
{
    public sbyte Attributes { get; set; }

    [BinaryVarInt] public long TimestampDelta { get; set; }

    [BinaryVarInt] public int OffsetDelta { get; set; }

    [BinaryLengthPrefix(LengthPrefix.ZigZag)] public byte[]? Key { get; set; }

    [BinaryLengthPrefix(LengthPrefix.ZigZag)] public byte[]? Value { get; set; }

    [BinaryLengthPrefix(LengthPrefix.ZigZag)] public KafkaHeader[] Headers { get; set; } = [];
}

[BinarySerializable]
public partial record struct KafkaHeader([BinaryLengthPrefix(LengthPrefix.ZigZag)] string Key, [BinaryLengthPrefix(LengthPrefix.ZigZag)] byte[]? Value);

/// <summary>A frame whose body a newer writer extended: the reader skips what it does not know; then a remainder.</summary>
[BinarySerializable]
public partial class Envelope
{
    [BinarySizePrefix(LengthPrefix.UInt16, SkipUnknown = true)] public EnvelopeHeader Header { get; set; } = new();

    [BinaryRemainder] public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public partial class EnvelopeHeader
{
    public int Version { get; set; }
}

/// <summary>PostgreSQL backend messages: a type byte, an Int32 length that counts itself, the body (a tagged frame).</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(PgUnknown))]
[BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)]
[BinaryUnionCase('Z', typeof(PgReadyForQuery))]
[BinaryUnionCase('C', typeof(PgCommandComplete))]
[BinaryUnionCase('E', typeof(PgErrorResponse))]
[BinaryUnionCase('D', typeof(PgDataRow))]
public abstract partial class PgBackend
{
}

[BinarySerializable]
public sealed partial class PgReadyForQuery : PgBackend
{
    public byte Status { get; set; }
}

[BinarySerializable]
public sealed partial class PgCommandComplete : PgBackend
{
    [BinaryNullTerminated] public string Tag { get; set; } = "";
}

[BinarySerializable]
public sealed partial class PgErrorResponse : PgBackend
{
    [BinaryTerminated] public List<PgField> Fields { get; set; } = [];
}

[BinarySerializable]
public partial record struct PgField(byte Code, [BinaryNullTerminated] string Value);

[BinarySerializable]
public sealed partial class PgDataRow : PgBackend
{
    [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]?[] Columns { get; set; } = [];
}

/// <summary>Any other message: its type byte and raw body, kept rather than rejected.</summary>
[BinarySerializable]
public sealed partial class PgUnknown : PgBackend
{
    [BinaryIgnore] public long Tag { get; set; }

    [BinaryRemainder] public byte[] Body { get; set; } = [];
}

public enum McOpcode : byte
{
    Get = 0x00,
    Set = 0x01,
}

/// <summary>
/// The memcached binary protocol's packet: a 24-byte header whose total body length is the sum of extras, key and
/// value, each of which it frames: the value takes what the total leaves after the extras and the key.
/// </summary>
[BinarySerializable]
public partial class McPacket
{
    public byte Magic { get; set; } = 0x80;

    public McOpcode Opcode { get; set; }

    public ushort KeyLength { get; set; }

    public byte ExtrasLength { get; set; }

    public byte DataType { get; set; }

    public ushort Status { get; set; }

    [BinaryLengthOf(nameof(Extras), nameof(Key), nameof(Value))] public uint TotalBodyLength { get; set; }

    public uint Opaque { get; set; }

    public ulong Cas { get; set; }

    [BinaryLengthFrom(nameof(ExtrasLength))] public byte[] Extras { get; set; } = [];

    [BinaryLengthFrom(nameof(KeyLength)), BinaryStringEncoding(StringEncoding.Ascii)] public string Key { get; set; } = "";

    [BinaryLengthFrom(nameof(TotalBodyLength))] public byte[] Value { get; set; } = [];
}

/// <summary>HdrHistogram's V2 encoding (uncompressed): a header, an Int32 payload byte length, then ZigZag LEB128 counts.</summary>
[BinarySerializable]
public partial class HdrHistogramV2
{
    public int Cookie { get; set; } = 0x1c849303;

    public int PayloadLength { get; set; }

    public int NormalizingIndexOffset { get; set; }

    public int SignificantDigits { get; set; }

    public long LowestTrackableValue { get; set; }

    public long HighestTrackableValue { get; set; }

    public double ConversionRatio { get; set; }

    [BinaryLengthFrom(nameof(PayloadLength), CountsBytes = true), BinaryVarInt] public long[] Counts { get; set; } = [];
}

/// <summary>Per-item layout: Latin-1 names with UInt8 prefixes, C strings, varints; a binding that counts a header.</summary>
[BinarySerializable]
public partial class ItemLayouts
{
    [BinaryItemLengthPrefix(LengthPrefix.UInt8), BinaryStringEncoding(StringEncoding.Latin1)] public List<string> Names { get; set; } = [];

    [BinaryNullTerminated, BinaryLengthPrefix(LengthPrefix.UInt8)] public string[] Keys { get; set; } = [];

    [BinaryVarInt, BinaryLengthPrefix(LengthPrefix.VarUInt)] public int[] Deltas { get; set; } = [];

    public ushort Length { get; set; }

    [BinaryLengthFrom(nameof(Length), Adjust = 4), BinaryStringEncoding(StringEncoding.Latin1)] public string Text { get; set; } = "";
}

/// <summary>
/// A feed in tagged frames (type byte, Int32 body length) whose hot message is a struct case: read with TryDispatch
/// into a struct handler, it costs no object per frame.
/// </summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(FeedUnknown))]
[BinarySizePrefix(LengthPrefix.Int32)]
[BinaryUnionCase('T', typeof(FeedTick))]
[BinaryUnionCase('H', typeof(FeedHalt))]
public abstract partial class FeedMessage
{
}

[BinarySerializable]
public partial record struct FeedTick(int Instrument, long Price, int Quantity);

[BinarySerializable]
public sealed partial class FeedHalt : FeedMessage
{
    [BinaryNullTerminated] public string Reason { get; set; } = "";
}

[BinarySerializable]
public sealed partial class FeedUnknown : FeedMessage
{
    [BinaryIgnore] public long Tag { get; set; }

    [BinaryRemainder] public byte[] Body { get; set; } = [];
}

/// <summary>A union with a struct case and no frame: where a message ends is known only by reading it.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(GridPoint)), BinaryUnionCase(2, typeof(GridNote))]
public abstract partial class GridMessage
{
}

[BinarySerializable]
public partial record struct GridPoint(short X, short Y);

[BinarySerializable]
public sealed partial class GridNote : GridMessage
{
    [BinaryNullTerminated] public string Text { get; set; } = "";
}

/// <summary>One length-prefixed field per single-byte and UTF-16 encoding, for decoding at every length route.</summary>
[BinarySerializable]
public partial class EncodedFields
{
    [BinaryStringEncoding(StringEncoding.Ascii)] public string Ascii { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Ascii, Replace = true)] public string AsciiReplaced { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Latin1)] public string Latin1 { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Utf16 { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string Java { get; set; } = "";
}

/// <summary>A union with a struct case and an abstract member: no class can derive from it to hold the struct, so only TryDispatch reads that case.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(FeedTick))]
[BinaryUnionCase(2, typeof(OpaqueHalt))]
public abstract partial class OpaqueFeed
{
    public abstract string Describe();
}

[BinarySerializable]
public sealed partial class OpaqueHalt : OpaqueFeed
{
    public byte Code { get; set; }

    public override string Describe() => $"halt {Code}";
}
