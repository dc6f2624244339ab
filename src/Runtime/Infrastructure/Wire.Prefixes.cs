// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers.Binary;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Text;

namespace Spanwire.Infrastructure;

/// <summary>Length and count prefixes other than the default int32 (<see cref="LengthPrefix"/>).</summary>
public static partial class Wire
{
    private const int MaxVarUIntMax4Bytes = 4;

    /// <summary>The largest length four LEB128 bytes hold (2^28 - 1).</summary>
    private const int VarUIntMax4Limit = (1 << 28) - 1;

    /// <summary>Bytes the prefix takes for <paramref name="length"/> (-1 for null).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int PrefixSize(LengthPrefix prefix, int length) => prefix switch
    {
        LengthPrefix.UInt8 => 1,
        LengthPrefix.UInt16 or LengthPrefix.Int16 or LengthPrefix.UInt16LittleEndian or LengthPrefix.Int16LittleEndian => 2,
        LengthPrefix.VarUInt or LengthPrefix.VarUIntMax4 => VarUIntSize((uint)Math.Max(length, 0)),
        LengthPrefix.CompactVarUInt => VarUIntSize((uint)(Math.Max(length, NullLength) + 1)),
        LengthPrefix.ZigZag => VarUIntSize(ZigZagEncode(length)),
        LengthPrefix.MySqlLengthEncoded => length < 0 ? 1 : VarUIntSize((ulong)length, VarIntFormat.MySql),
        _ => 4,
    };

    /// <summary>The value of a fixed-width prefix (every form but the varints and MySQL's) at <paramref name="at"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long ReadFixedWidthPrefix(ref byte at, LengthPrefix prefix) => prefix switch
    {
        LengthPrefix.UInt8 => ReadByte(ref at, 0),
        LengthPrefix.UInt16 => ReadUInt16(ref at, 0),
        LengthPrefix.Int16 => ReadInt16(ref at, 0),
        LengthPrefix.UInt16LittleEndian => BinaryPrimitives.ReverseEndianness(ReadUInt16(ref at, 0)),
        LengthPrefix.Int16LittleEndian => BinaryPrimitives.ReverseEndianness(ReadInt16(ref at, 0)),
        LengthPrefix.UInt32LittleEndian => BinaryPrimitives.ReverseEndianness(ReadUInt32(ref at, 0)),
        LengthPrefix.Int32LittleEndian => BinaryPrimitives.ReverseEndianness(ReadInt32(ref at, 0)),
        LengthPrefix.Int32 => ReadInt32(ref at, 0),
        _ => ReadUInt32(ref at, 0),
    };

    /// <summary>MySQL's NULL in a result row, where a length-encoded integer would be.</summary>
    private const byte MySqlNull = 0xFB;

    /// <summary>Writes a prefix; returns the offset after it, or <see cref="NoRoom"/>. Throws when the prefix cannot hold the value.</summary>
    /// <remarks>
    /// Inlined: with the generated code's constant prefix, a fixed-width big-endian length that fits is one compare and
    /// one store here (a PostgreSQL row's column count was a call through the checks and the prefix switch per row).
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WritePrefix(Span<byte> destination, int offset, LengthPrefix prefix, int length, string typeName, string memberName)
    {
        if (prefix is LengthPrefix.Int32 or LengthPrefix.UInt16 or LengthPrefix.Int16 or LengthPrefix.UInt8)
        {
            int width = prefix == LengthPrefix.Int32 ? 4 : prefix == LengthPrefix.UInt8 ? 1 : 2;
            int max = prefix switch { LengthPrefix.Int32 => int.MaxValue, LengthPrefix.UInt16 => ushort.MaxValue, LengthPrefix.Int16 => short.MaxValue, _ => byte.MaxValue };
            if ((uint)length <= (uint)max && destination.Length - offset >= width)
            {
                ref byte at = ref At(destination, offset);
                switch (width)
                {
                    case 4: WriteInt32(ref at, 0, length); break;
                    case 2: WriteUInt16(ref at, 0, (ushort)length); break;
                    default: WriteByte(ref at, 0, (byte)length); break;
                }

                return offset + width;
            }
        }

        return WritePrefixChecked(destination, offset, prefix, length, typeName, memberName);
    }

    private static int WritePrefixChecked(Span<byte> destination, int offset, LengthPrefix prefix, int length, string typeName, string memberName)
    {
        if (!Fits(prefix, length))
        {
            ThrowNotRepresentable(prefix, length, typeName, memberName, offset);
        }

        int size = PrefixSize(prefix, length);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        ref byte at = ref At(destination, offset);
        switch (prefix)
        {
            case LengthPrefix.UInt8:
                WriteByte(ref at, 0, (byte)length);
                return offset + 1;
            case LengthPrefix.UInt16:
                WriteUInt16(ref at, 0, (ushort)length);
                return offset + 2;
            case LengthPrefix.Int16:
                WriteInt16(ref at, 0, (short)length);
                return offset + 2;
            case LengthPrefix.UInt32:
                WriteUInt32(ref at, 0, (uint)length);
                return offset + 4;
            case LengthPrefix.UInt16LittleEndian:
                WriteUInt16(ref at, 0, BinaryPrimitives.ReverseEndianness((ushort)length));
                return offset + 2;
            case LengthPrefix.Int16LittleEndian:
                WriteInt16(ref at, 0, BinaryPrimitives.ReverseEndianness((short)length));
                return offset + 2;
            case LengthPrefix.UInt32LittleEndian:
                WriteUInt32(ref at, 0, BinaryPrimitives.ReverseEndianness((uint)length));
                return offset + 4;
            case LengthPrefix.Int32LittleEndian:
                WriteInt32(ref at, 0, BinaryPrimitives.ReverseEndianness(length));
                return offset + 4;
            case LengthPrefix.VarUInt or LengthPrefix.VarUIntMax4:
                return WriteVarUInt(destination, offset, (uint)length);
            case LengthPrefix.CompactVarUInt:
                return WriteVarUInt(destination, offset, (uint)(length + 1));
            case LengthPrefix.ZigZag:
                return WriteVarUInt(destination, offset, ZigZagEncode(length));
            case LengthPrefix.MySqlLengthEncoded when length < 0:
                WriteByte(ref at, 0, MySqlNull);
                return offset + 1;
            case LengthPrefix.MySqlLengthEncoded:
                return WriteVarUInt(destination, offset, (ulong)length, VarIntFormat.MySql, typeName, memberName);
            default:
                WriteInt32(ref at, 0, length);
                return offset + 4;
        }
    }

    /// <summary>
    /// Reads a prefix and checks, before anything is allocated, that the source holds <paramref name="elementSize"/>
    /// bytes per element. <paramref name="length"/> is -1 for a null marker.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadPrefix(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, int elementSize, out int length)
        => IsInt32Length(source, offset, prefix)
            ? TryReadLength(source, ref offset, ref state, typeName, memberName, elementSize, out length)
            : TryTakeShortPrefix(source, ref offset, prefix, elementSize, out length)
            || Took(ReadOtherPrefix(source, offset, ref state, typeName, memberName, prefix, elementSize), ref offset, out length);

    /// <summary>
    /// A one- or two-byte big-endian prefix (a byte, a UInt16 or an Int16: names, short text, a PostgreSQL row's column
    /// count) whose items are all there; false for any other prefix, a null or invalid value, or items that run short,
    /// which the general reader then reports. Inlined with the constant prefix: one load and one compare instead of two
    /// calls through the prefix switch.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryTakeShortPrefix(ReadOnlySpan<byte> source, ref int offset, LengthPrefix prefix, int elementSize, out int length)
    {
        length = 0;
        if (prefix is not (LengthPrefix.UInt8 or LengthPrefix.UInt16 or LengthPrefix.Int16))
        {
            return false;
        }

        int width = prefix == LengthPrefix.UInt8 ? 1 : 2;
        int available = source.Length - offset - width;
        if (available < 0)
        {
            return false;
        }

        int value = prefix switch
        {
            LengthPrefix.UInt8 => At(source, offset),
            LengthPrefix.UInt16 => ReadUInt16(ref At(source, offset), 0),
            _ => ReadInt16(ref At(source, offset), 0),
        };
        if (value < 0 || (long)value * Math.Max(elementSize, 1) > available)
        {
            return false;
        }

        length = value;
        offset += width;
        return true;
    }

    /// <summary>
    /// Whether the prefix at <paramref name="offset"/> reads as the default int32 one: Int32 itself, or a UInt32 (XDR's)
    /// length that fits an int, whose bytes are the same (only UInt32's null marker differs). The wrappers that ask are
    /// inlined, so the constant prefix folds away and these callers reach the int32 reader directly.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsInt32Length(ReadOnlySpan<byte> source, int offset, LengthPrefix prefix)
        => prefix == LengthPrefix.Int32 || (prefix == LengthPrefix.UInt32 && source.Length - offset >= 4 && ReadInt32(ref At(source, offset), 0) >= 0);

    /// <summary>A prefix other than the inlined ones, checked as <see cref="TryReadPrefix"/> does; the offset by value (see <see cref="PrefixRead"/>).</summary>
    private static PrefixRead ReadOtherPrefix(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, int elementSize)
    {
        int start = offset;
        int available = source.Length - offset;
        if (!TryReadPrefixValue(source, ref offset, ref state, typeName, memberName, prefix, out long value))
        {
            return PrefixRead.Short;
        }

        if (value < NullLength || value > int.MaxValue)
        {
            ThrowLengthOutOfRange(typeName, memberName, start, value);
        }

        int length = (int)value;
        long needed = (long)Math.Max(length, 0) * Math.Max(elementSize, 1);
        if (needed > source.Length - offset)
        {
            state.Truncated(typeName, memberName, start, offset - start + needed, available);
            return PrefixRead.Short;
        }

        return new PrefixRead(offset, length);
    }

    /// <summary>Reads a prefix's value, checking nothing but that it is there (and, for a varint, canonical).</summary>
    public static bool TryReadPrefixValue(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out long value)
    {
        int start = offset;
        int available = source.Length - offset;
        value = 0;
        switch (prefix)
        {
            case LengthPrefix.VarUInt or LengthPrefix.VarUIntMax4 or LengthPrefix.ZigZag or LengthPrefix.CompactVarUInt:
                // The capped form refuses a continuation bit on its last byte before any more bytes are asked for.
                if (!TryReadVarUInt(source, ref offset, ref state, typeName, memberName, maxBits: prefix == LengthPrefix.ZigZag ? 33 : 32,
                    maxBytes: prefix == LengthPrefix.VarUIntMax4 ? MaxVarUIntMax4Bytes : MaxVarInt64Bytes, out ulong raw))
                {
                    return false;
                }

                // Compact: the length plus one, 0 for null (-1 here, as the signed prefixes' null).
                value = prefix switch { LengthPrefix.ZigZag => ZigZagDecode(raw), LengthPrefix.CompactVarUInt => (long)raw - 1, _ => (long)raw };
                break;
            case LengthPrefix.MySqlLengthEncoded when available > 0 && source[offset] == MySqlNull:
                value = NullLength;
                offset++;
                break;
            case LengthPrefix.MySqlLengthEncoded:
                if (!TryReadVarUInt(source, ref offset, ref state, typeName, memberName, maxBits: 32, VarIntFormat.MySql, out ulong length))
                {
                    return false;
                }

                value = (long)length;
                break;
            default:
                int size = PrefixSize(prefix, 0);
                if (available < size)
                {
                    return state.Truncated(typeName, memberName, start, size, available);
                }

                value = ReadFixedWidthPrefix(ref At(source, offset), prefix);
                offset += size;
                break;
        }

        return true;
    }

    /// <summary>A string with a non-default prefix: the byte count is known before the prefix is written.</summary>
    public static int GetStringSize(string? value, string typeName, string memberName, LengthPrefix prefix)
    {
        int bytes = value is null ? 0 : GetStringSize(value, typeName, memberName) - 4;
        return checked(PrefixSize(prefix, value is null ? NullLength : bytes) + bytes);
    }

    /// <summary>Inlined, so that a constant <paramref name="prefix"/> picks the path at compile time.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WriteString(Span<byte> destination, int offset, string? value, string typeName, string memberName, LengthPrefix prefix)
        // A present string under UInt32 (XDR's) has the Int32 prefix's bytes: take its single-pass path.
        => prefix == LengthPrefix.Int32 || (prefix == LengthPrefix.UInt32 && value is not null)
            ? WriteString(destination, offset, value, typeName, memberName)
            : WriteStringAfterOtherPrefix(destination, offset, value, typeName, memberName, prefix);

    private static int WriteStringAfterOtherPrefix(Span<byte> destination, int offset, string? value, string typeName, string memberName, LengthPrefix prefix)
    {
        if (value is null)
        {
            return WritePrefix(destination, offset, prefix, NullLength, typeName, memberName);
        }

        int count = GetStringSize(value, typeName, memberName) - 4;
        offset = WritePrefix(destination, offset, prefix, count, typeName, memberName);
        if (offset < 0 || destination.Length - offset < count)
        {
            return NoRoom;
        }

        EncodeStrict(value.AsSpan(), destination.Slice(offset, count));
        return offset + count;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out string? value)
    {
        if (IsInt32Length(source, offset, prefix))
        {
            return TryReadString(source, ref offset, ref state, typeName, memberName, out value);
        }

        if (TryTakeShortPrefix(source, ref offset, prefix, 1, out int length))
        {
            value = length == 0 ? string.Empty : Decode(source.Slice(offset, length), typeName, memberName, offset);
            offset += length;
            return true;
        }

        return Took(ReadStringAfterOtherPrefix(source, offset, ref state, typeName, memberName, prefix, out value), ref offset);
    }

    /// <summary>
    /// Moves <paramref name="offset"/> to <paramref name="next"/>, the offset a checked path returned; false for its
    /// <see cref="NoRoom"/>. The checked paths take the offset by value: one passed by reference would keep the
    /// caller's offset in memory on its fast path too.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Took(int next, ref int offset)
    {
        if (next < 0)
        {
            return false;
        }

        offset = next;
        return true;
    }

    /// <summary>A string behind a prefix other than a one-, two- or four-byte length; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    private static int ReadStringAfterOtherPrefix(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out string? value)
    {
        value = null;
        if (!Took(ReadOtherPrefix(source, offset, ref state, typeName, memberName, prefix, elementSize: 1), ref offset, out int length))
        {
            return NoRoom;
        }

        if (length > 0)
        {
            value = Decode(source.Slice(offset, length), typeName, memberName, offset);
            offset += length;
        }
        else if (length == 0)
        {
            value = string.Empty;
        }

        return offset;
    }

    public static int WriteBytes(Span<byte> destination, int offset, ReadOnlySpan<byte> value, LengthPrefix prefix, string typeName, string memberName)
    {
        offset = WritePrefix(destination, offset, prefix, value.Length, typeName, memberName);
        if (offset < 0 || destination.Length - offset < value.Length)
        {
            return NoRoom;
        }

        CopyBytes(value, destination, offset);
        return offset + value.Length;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out byte[]? value)
        => IsInt32Length(source, offset, prefix)
            ? TryReadBytes(source, ref offset, ref state, typeName, memberName, out value)
            : Took(ReadBytesAfterOtherPrefix(source, offset, ref state, typeName, memberName, prefix, out value), ref offset);

    /// <summary>A byte block behind a prefix other than an int32 length; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    private static int ReadBytesAfterOtherPrefix(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out byte[]? value)
    {
        value = null;
        if (!Took(ReadOtherPrefix(source, offset, ref state, typeName, memberName, prefix, elementSize: 1), ref offset, out int length))
        {
            return NoRoom;
        }

        if (length >= 0)
        {
            value = length == 0 ? [] : ToArray(source.Slice(offset, length));
            offset += length;
        }

        return offset;
    }

    /// <summary>A byte block that cannot be null (<see cref="Memory{T}"/> members) behind a custom prefix.</summary>
    public static bool TryReadNonNullBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out byte[] value)
    {
        int start = offset;
        if (!TryReadBytes(source, ref offset, ref state, typeName, memberName, prefix, out byte[]? bytes))
        {
            value = [];
            return false;
        }

        if (bytes is null)
        {
            ThrowInvalid(typeName, memberName, start, "null length for a member that cannot be null.");
        }

        value = bytes;
        return true;
    }

    /// <summary>Whether a prefix can hold <paramref name="length"/> (-1 for null); inlined, the throw stays out of line.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Fits(LengthPrefix prefix, int length) => prefix switch
    {
        LengthPrefix.UInt8 => length is >= 0 and <= byte.MaxValue,
        LengthPrefix.UInt16 or LengthPrefix.UInt16LittleEndian => length is >= 0 and <= ushort.MaxValue,
        LengthPrefix.Int16 or LengthPrefix.Int16LittleEndian => length is >= NullLength and <= short.MaxValue,
        LengthPrefix.UInt32 or LengthPrefix.UInt32LittleEndian or LengthPrefix.VarUInt => length >= 0,
        LengthPrefix.VarUIntMax4 => length is >= 0 and <= VarUIntMax4Limit,
        LengthPrefix.CompactVarUInt => length is >= NullLength and < int.MaxValue,
        LengthPrefix.MySqlLengthEncoded => length >= NullLength,
        _ => true,
    };

    // Ends in `throw` (see Wire.Errors): a helper that builds its message and calls ThrowInvalid is inlined, message and all.
    [DoesNotReturn]
    private static void ThrowNotRepresentable(LengthPrefix prefix, int length, string typeName, string memberName, int offset)
        => throw BinarySerializationException.Create(typeName, memberName, offset, length < 0
            ? $"null cannot be written with a {prefix} prefix; use Int32, Int16, ZigZag, CompactVarUInt or MySqlLengthEncoded, which mark null."
            : $"length {length} does not fit a {prefix} prefix.");

    private static void EncodeStrict(ReadOnlySpan<char> value, Span<byte> destination)
    {
#if NET8_0_OR_GREATER
        StrictUtf8.GetBytes(value, destination);
#else
        if (value.Length > 0)
        {
            unsafe
            {
                fixed (char* chars = value)
                fixed (byte* bytes = destination)
                {
                    StrictUtf8.GetBytes(chars, value.Length, bytes, destination.Length);
                }
            }
        }
#endif
    }
}

/// <summary>A frame whose size prefix holds -1 for null (<see cref="BinarySizePrefixAttribute.NullAsMinusOne"/>).</summary>
public static partial class Wire
{
    /// <summary>
    /// Reads the prefix: -1 is null, consumed, and <paramref name="isNull"/> is true; any other value is left for the
    /// frame to read. Returns <see langword="false"/> when the prefix has not all arrived.
    /// </summary>
    public static bool TryReadNullPrefix(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, out bool isNull)
    {
        int start = offset;
        if (!TryReadPrefixValue(source, ref offset, ref state, typeName, memberName, prefix, out long value))
        {
            isNull = false;
            return false;
        }

        isNull = value == -1;
        if (!isNull)
        {
            offset = start;
        }

        return true;
    }
}
