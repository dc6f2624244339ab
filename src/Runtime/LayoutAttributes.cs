using System;

namespace Spanwire;

/// <summary>How a string, byte array or collection states its length (bytes) or count (items) on the wire.</summary>
public enum LengthPrefix
{
    /// <summary>Big-endian int32; -1 marks null. The default.</summary>
    Int32 = 0,

    /// <summary>One unsigned byte (0–255); null cannot be written.</summary>
    UInt8 = 1,

    /// <summary>Big-endian uint16 (0–65,535); null cannot be written.</summary>
    UInt16 = 2,

    /// <summary>Big-endian int16 (0–32,767); -1 (<c>ff ff</c>) marks null.</summary>
    Int16 = 3,

    /// <summary>Big-endian uint32 (0–2,147,483,647 in practice); null cannot be written.</summary>
    UInt32 = 4,

    /// <summary>Unsigned LEB128 varint (1–5 bytes); null cannot be written.</summary>
    VarUInt = 5,

    /// <summary>ZigZag-encoded LEB128 varint; -1 (one byte, <c>01</c>) marks null.</summary>
    ZigZag = 6,
}

/// <summary>How an integer member is encoded as a varint.</summary>
public enum VarIntEncoding
{
    /// <summary>ZigZag then LEB128: small magnitudes of either sign take few bytes (as protobuf's sint32/sint64).</summary>
    ZigZag = 0,

    /// <summary>Plain LEB128 of the two's-complement bits: small non-negative values take few bytes, negatives the most.</summary>
    Unsigned = 1,
}

/// <summary>Replaces the default int32 length or count prefix of a string, byte array or collection member.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryLengthPrefixAttribute(LengthPrefix prefix) : Attribute
{
    /// <summary>The prefix written before the member's data.</summary>
    public LengthPrefix Prefix { get; } = prefix;
}

/// <summary>Writes an integer member (<c>short</c> to <c>ulong</c>) as a LEB128 varint instead of fixed-width big-endian.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryVarIntAttribute(VarIntEncoding encoding = VarIntEncoding.ZigZag) : Attribute
{
    /// <summary>ZigZag (the default) or unsigned.</summary>
    public VarIntEncoding Encoding { get; } = encoding;
}

/// <summary>
/// Writes a string or byte array as exactly <see cref="Length"/> bytes with no prefix: shorter values are padded
/// with <see cref="Padding"/>, longer ones are an error unless <see cref="Truncate"/> is set.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryFixedLengthAttribute(int length) : Attribute
{
    /// <summary>The field's size in bytes.</summary>
    public int Length { get; } = length;

    /// <summary>The byte that fills the rest of the field: 0 (the default) or a space (0x20), say.</summary>
    public byte Padding { get; set; }

    /// <summary>Strings: remove trailing padding bytes on read. On by default.</summary>
    public bool TrimPadding { get; set; } = true;

    /// <summary>
    /// Cut values that do not fit instead of throwing. Strings are cut at a character boundary: never inside a
    /// multi-byte UTF-8 sequence or a surrogate pair.
    /// </summary>
    public bool Truncate { get; set; }
}
