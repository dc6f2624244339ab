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
