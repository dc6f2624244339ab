using System;
using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>The layout Python's <c>struct.pack(">?BbhHiIqQefdH16s", ...)</c> produces (see Vectors/make_struct_vectors.py).</summary>
[BinarySerializable]
public partial record struct PyScalars(
    bool Flag, byte U8, sbyte I8, short I16, ushort U16, int I32, uint U32, long I64, ulong U64,
    Half F16, float F32, double F64, char Letter, Guid Id);

/// <summary>Length-prefixed text, bytes and arrays as the vector script packs them with <c>>i</c> prefixes.</summary>
[BinarySerializable]
public partial class PyText
{
    public string? Label { get; set; }

    public byte[]? Data { get; set; }

    public int[]? Ints { get; set; }

    public double[]? Doubles { get; set; }
}

/// <summary>Layout controls, matched against the vector script's own LEB128 and ZigZag implementation.</summary>
[BinarySerializable]
public partial class PyPrefixed
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public string Pascal { get; set; } = string.Empty;

    [BinaryLengthPrefix(LengthPrefix.Int16)]
    public string? Short { get; set; }

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public byte[] Blob { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public int[] Counts { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.ZigZag)]
    public string? Maybe { get; set; }

    [BinaryVarInt]
    public int Delta { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned)]
    public ulong Big { get; set; }

    [BinaryVarInt]
    public long Offset { get; set; }
}

/// <summary>Every varint width: ZigZag for signed members, plain LEB128 for unsigned ones and for <c>Plain</c>.</summary>
[BinarySerializable]
public partial record struct VarInts(
    [BinaryVarInt] short I16,
    [BinaryVarInt] ushort U16,
    [BinaryVarInt] int I32,
    [BinaryVarInt] uint U32,
    [BinaryVarInt] long I64,
    [BinaryVarInt] ulong U64,
    [BinaryVarInt(VarIntEncoding.Unsigned)] int Plain);

/// <summary>Fixed-size fields as Python packs them: <c>8s</c>, space padding, <c>4s</c>, and a cut at a character boundary.</summary>
[BinarySerializable]
public partial class PyFixed
{
    [BinaryFixedLength(8)]
    public string Name { get; set; } = string.Empty;

    [BinaryFixedLength(6, Padding = 0x20)]
    public string Code { get; set; } = string.Empty;

    [BinaryFixedLength(4)]
    public byte[] Magic { get; set; } = [];

    [BinaryFixedLength(5, Truncate = true)]
    public string Cut { get; set; } = string.Empty;
}

/// <summary>
/// What Vectors/JavaVectors.java writes with <c>DataOutputStream</c> (every <c>write*</c>, <c>writeUTF</c> as
/// u16-prefixed modified UTF-8, <c>writeChars</c> as UTF-16BE, <c>writeBytes</c> as Latin-1) and <c>ByteBuffer</c>.
/// </summary>
[BinarySerializable]
public partial class JavaRecord
{
    public bool Flag;
    public sbyte Small;
    public short Short;
    public char Letter;
    public int Int;
    public long Long;
    public float Float;
    public double Double;

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)]
    public string Utf = string.Empty;

    [BinaryStringEncoding(StringEncoding.Utf16BigEndian)]
    public string? Chars;

    [BinaryLengthPrefix(LengthPrefix.Int16)]
    [BinaryStringEncoding(StringEncoding.Latin1)]
    public string? Latin;

    public int[]? Ints;
    public double[]? Doubles;
}

/// <summary>An RFC 4506 record as Python's xdrlib packs it (Vectors/make_xdr_vectors.py).</summary>
[BinarySerializable(Layout = WireLayout.Xdr)]
public partial class XdrRecord
{
    public int Int;
    public uint UInt;
    public long Hyper;
    public ulong UHyper;
    public bool Flag;
    public float Float;
    public double Double;
    public string Text = string.Empty;
    public byte[] Opaque = [];

    [BinaryFixedLength(5)]
    public byte[] Fixed = [];

    public int[] Ints = [];
    public bool[] Flags = [];
    public string[] Names = [];

    [BinaryFixedLength(3)]
    public int[] Triple = new int[3];
}

public enum DnsOpcode : byte
{
    Query = 0,
    InverseQuery = 1,
    Status = 2,
}

/// <summary>RFC 1035 §4.1.1: the flags word as bit fields, MSB first.</summary>
[BinarySerializable]
public partial record struct DnsHeader(
    ushort Id,
    [BinaryBitField(1)] bool IsResponse,
    [BinaryBitField(4)] DnsOpcode Opcode,
    [BinaryBitField(1)] bool Authoritative,
    [BinaryBitField(1)] bool Truncated,
    [BinaryBitField(1)] bool RecursionDesired,
    [BinaryBitField(1)] bool RecursionAvailable,
    [BinaryBitField(3)] byte Zero,
    [BinaryBitField(4)] byte ResponseCode,
    ushort QuestionCount,
    ushort AnswerCount,
    ushort AuthorityCount,
    ushort AdditionalCount);

/// <summary>RFC 791 header without options: two 4-bit, a 6/2-bit and a 3/13-bit container.</summary>
[BinarySerializable]
public partial record struct Ipv4Header(
    [BinaryBitField(4)] byte Version,
    [BinaryBitField(4)] byte HeaderLength,
    [BinaryBitField(6)] byte Dscp,
    [BinaryBitField(2)] byte Ecn,
    ushort TotalLength,
    ushort Identification,
    [BinaryBitField(3)] byte Flags,
    [BinaryBitField(13)] ushort FragmentOffset,
    byte TimeToLive,
    byte Protocol,
    ushort Checksum,
    uint Source,
    uint Destination);

/// <summary>A little-endian type, as Python's '&lt;' formats pack it, with one member kept big-endian.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class PyLittle
{
    public ushort Magic;
    public int Count;
    public double Scale;
    public short[]? Samples;
    public string? Name;

    [BinaryByteOrder(ByteOrder.BigEndian)]
    public uint Network;
}

/// <summary>A big-endian type with one little-endian member and one little-endian array.</summary>
[BinarySerializable]
public partial record struct MixedOrder(int Big, [BinaryByteOrder(ByteOrder.LittleEndian)] int Little, [BinaryByteOrder(ByteOrder.LittleEndian)] long[] Values);

/// <summary>Reserved bytes and presence-byte null markers.</summary>
[BinarySerializable]
public partial class ReservedAndPresence
{
    public byte Version;

    [BinaryReserved(3)]
    public int Length;

    [BinaryPresenceByte]
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public string? Note;

    [BinaryPresenceByte]
    public int[]? Values;
}

/// <summary>Lengths and counts held by earlier members, filled in from the data on write.</summary>
[BinarySerializable]
public partial class Bound
{
    public ushort NameLength;
    public byte ItemCount;

    [BinaryVarInt]
    public int BlobLength;

    [BinaryLengthFrom(nameof(NameLength))]
    public string Name = string.Empty;

    [BinaryLengthFrom(nameof(ItemCount))]
    public int[] Items = [];

    [BinaryLengthFrom(nameof(BlobLength))]
    public byte[] Blob = [];
}

[System.Flags]
public enum MessageFlags : byte
{
    None = 0,
    HasChecksum = 1,
    HasNote = 2,
}

/// <summary>Conditional members (on a version and on a flag bit) and trailing members added by later versions.</summary>
[BinarySerializable]
public partial class Versioned
{
    public byte Version;
    public MessageFlags Flags;

    [BinaryWhen(nameof(Version), Value = 2)]
    public int AddedInV2;

    [BinaryWhen(nameof(Flags), Mask = 2)]
    public string? Note;

    [BinaryTrailing]
    public long Timestamp;

    [BinaryTrailing]
    public string? Extra;
}

/// <summary>Kafka-style version ranges ("versions 3+", "versions 0-2") and a bool named alone ("when true").</summary>
[BinarySerializable]
public partial class Ranged
{
    public short Version;
    public bool HasKey;

    [BinaryWhen(nameof(Version), AtLeast = 3)]
    public int SinceV3;

    [BinaryWhen(nameof(Version), AtMost = 2)]
    public short UntilV2;

    [BinaryWhen(nameof(Version), AtLeast = 1, AtMost = 4)]
    public byte V1ToV4;

    [BinaryWhen(nameof(HasKey))]
    public string? Key;

    [BinaryWhen(nameof(HasKey), Value = 0)]
    public byte NoKey;
}

/// <summary>Python struct's <c>"10p6s"</c>: a Pascal string in a 10-byte field, then 6 NUL-padded bytes.</summary>
[BinarySerializable]
public partial class PyPascal
{
    [BinaryFixedLength(10)]
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public string Text = string.Empty;

    [BinaryFixedLength(6)]
    public byte[] Data = [];
}

/// <summary>HdrHistogram's varint (its V2 encoding's counts): ZigZag, LEB128 for eight bytes, a ninth of 8 bits.</summary>
[BinarySerializable]
public partial class HdrVarInt
{
    [BinaryVarInt(Format = VarIntFormat.HdrHistogram)]
    public long Value;
}

/// <summary>SQLite's varint (the database file's rowids and record headers): big-endian 7-bit groups, a ninth byte of 8 bits.</summary>
[BinarySerializable]
public partial class SqliteVarInt
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public ulong Value;
}

/// <summary>QUIC's varint (RFC 9000, section 16): the length in the first byte's top two bits.</summary>
[BinarySerializable]
public partial class QuicVarInt
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)]
    public ulong Value;
}

/// <summary>QUIC's varint written as wide as it was read (<c>KeepWidth</c>): RFC 9000 allows <c>40 25</c> for 37.</summary>
[BinarySerializable]
public partial class KeptQuicVarInt
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)]
    public ulong Value;
}

/// <summary>
/// A QUIC STREAM frame's body with its OFF and LEN bits set (RFC 9000, section 19.8): stream id, offset, the data's
/// length, the data. Each varint keeps the width it was read with, as the sender chose it (aioquic reserves two bytes
/// for the length before it knows it).
/// </summary>
[BinarySerializable]
public partial class QuicStreamBody
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)]
    public ulong StreamId;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)]
    public ulong Offset;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)]
    public ulong Length;

    [BinaryLengthFrom(nameof(Length))]
    public byte[] Data = [];
}

/// <summary>MySQL's length-encoded integer (the client/server protocol's int&lt;lenenc&gt;).</summary>
[BinarySerializable]
public partial class MySqlLengthEncoded
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.MySql)]
    public ulong Value;
}

/// <summary>MySQL's length-encoded string: a length-encoded integer holding the byte count, filled in on write.</summary>
[BinarySerializable]
public partial class MySqlLengthEncodedText
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.MySql)]
    public int Length;

    [BinaryLengthFrom(nameof(Length))]
    public string Text = "";
}

/// <summary>
/// A MySQL text-protocol result row in its packet: a 3-byte little-endian payload length and a sequence id, then each
/// column a length-encoded string, FB for NULL.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlRowPacket
{
    [BinaryBitField(24)]
    public uint PayloadLength;

    public byte Sequence;

    [BinaryLengthFrom(nameof(PayloadLength))]
    public MySqlTextRow Row = new();
}

/// <summary>The columns of a row, to the end of its packet.</summary>
[BinarySerializable]
public partial class MySqlTextRow
{
    [BinaryRemainder]
    [BinaryItemLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public List<string?> Columns = [];
}

/// <summary>Each varint format on the items of a collection and on a narrower member.</summary>
[BinarySerializable]
public partial class VarIntFormats
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)]
    public int Small;

    [BinaryVarInt(Format = VarIntFormat.HdrHistogram)]
    public long[] Counts = [];

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public List<long> Rowids = [];
}

/// <summary>PostgreSQL's binary COPY header: an 11-byte signature, then flags and the header extension's length.</summary>
[BinarySerializable]
[BinaryConstant("PGCOPY\n\xff\r\n\0")]
public partial class CopyHeader
{
    public int Flags;
    public int ExtensionLength;
}

/// <summary>A PNG file's signature before its first chunk's length, and memcached's magic and opcode bytes as constants on members.</summary>
[BinarySerializable]
public partial record struct SignedStart([BinaryConstant(0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)] int FirstChunkLength);

/// <summary>A type's constant and its first member's own, in that order.</summary>
[BinarySerializable]
[BinaryConstant(0x81)]
public partial class MagicThenOpcode
{
    [BinaryConstant(0x00)]
    public ushort KeyLength;

    [BinaryConstant("OK")]
    public byte Status;
}

/// <summary>Timestamps in the epochs and units protocols use: PostgreSQL, 32-bit Unix seconds, Java milliseconds, nanoseconds, .NET ticks.</summary>
[BinarySerializable]
public partial class Stamps
{
    [BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)]
    public DateTime Postgres;

    [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Seconds, Size = 4)]
    public DateTime Unix32;

    [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Milliseconds)]
    public DateTimeOffset JavaMillis;

    [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Nanoseconds)]
    public DateTime Nanos;

    [BinaryTimestamp(TimeEpoch.DotNet, TimeUnit.Ticks)]
    public DateTime Ticks;

    [BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)]
    public DateTime[] History = [];
}

/// <summary>A PostgreSQL DataRow or binary COPY tuple's fields: each an int32 size, -1 for NULL with no bytes after it.</summary>
[BinarySerializable]
public partial class NullableFields
{
    [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder]
    public string? Name;

    [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder]
    public byte[]? Data;

    [BinarySizePrefix(LengthPrefix.Int16, NullAsMinusOne = true)]
    public FieldPoint? Where;
}

/// <summary>A class framed by its size in <see cref="NullableFields"/>.</summary>
[BinarySerializable]
public partial class FieldPoint
{
    public int X;
    public int Y;
}

/// <summary>PostgreSQL fields of value types that can be NULL: int4, int8, float8, bool and uuid, each in an int32 size, -1 for NULL.</summary>
[BinarySerializable]
public partial class NullableValueFields
{
    [BinarySizePrefix(NullAsMinusOne = true)]
    public int? Count;

    [BinarySizePrefix(NullAsMinusOne = true)]
    public long? Total;

    [BinarySizePrefix(NullAsMinusOne = true)]
    public double? Ratio;

    [BinarySizePrefix(NullAsMinusOne = true)]
    public bool? Flag;

    [BinarySizePrefix(LengthPrefix.Int16, NullAsMinusOne = true)]
    public Guid? Id;
}
