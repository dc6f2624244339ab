// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    private const int MaxVarInt64Bytes = 10;

    public static ulong ZigZagEncode(long value) => (ulong)((value << 1) ^ (value >> 63));

    public static long ZigZagDecode(ulong value) => (long)(value >> 1) ^ -(long)(value & 1);

    /// <summary>Bytes of the LEB128 form of <paramref name="value"/>: 1 to 10.</summary>
    public static int VarUIntSize(ulong value)
    {
        int size = 1;
        while (value >= 0x80)
        {
            value >>= 7;
            size++;
        }

        return size;
    }

    /// <summary>Writes unsigned LEB128 that the protocol caps at <paramref name="maxBytes"/> bytes; a value that needs more throws, naming the member.</summary>
    public static int WriteVarUInt(Span<byte> destination, int offset, ulong value, int maxBytes, string typeName, string memberName)
    {
        int size = VarUIntSize(value);
        if (size > maxBytes)
        {
            ThrowInvalid(typeName, memberName, offset, $"{value} needs {size} varint bytes; the member allows {maxBytes}.");
        }

        return WriteVarUInt(destination, offset, value);
    }

    /// <summary>Writes unsigned LEB128; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteVarUInt(Span<byte> destination, int offset, ulong value)
    {
        if (destination.Length - offset < VarUIntSize(value))
        {
            return NoRoom;
        }

        while (value >= 0x80)
        {
            destination[offset++] = (byte)(value | 0x80);
            value >>= 7;
        }

        destination[offset++] = (byte)value;
        return offset;
    }

    /// <summary>
    /// Reads unsigned LEB128 of at most <paramref name="maxBits"/> significant bits. Returns <see langword="false"/> when
    /// the source ends inside it; throws for a non-canonical (over-long) encoding, as protobuf's strict readers do, or
    /// one that overflows the member's width.
    /// </summary>
    public static bool TryReadVarUInt(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int maxBits, out ulong value)
        => TryReadVarUInt(source, ref offset, ref state, typeName, memberName, maxBits, MaxVarInt64Bytes, out value);

    /// <summary>
    /// Reads unsigned LEB128 that the protocol caps at <paramref name="maxBytes"/> bytes: a byte past the cap is invalid
    /// data at once, before it arrives (a reader must not wait for it), as are the checks of the uncapped read.
    /// </summary>
    public static bool TryReadVarUInt(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int maxBits, int maxBytes, out ulong value)
    {
        value = 0;
        int start = offset;
        int shift = 0;
        for (int index = offset; ; index++)
        {
            if (index - start >= maxBytes)
            {
                ThrowInvalid(typeName, memberName, start, maxBytes == MaxVarInt64Bytes ? "the varint is longer than 64 bits." : $"the varint is longer than the {maxBytes} bytes the member allows.");
            }

            if (index >= source.Length)
            {
                return state.Truncated(typeName, memberName, start, index - start + 1, source.Length - start);
            }

            byte b = source[index];
            if (shift == 63 && b > 1)
            {
                ThrowInvalid(typeName, memberName, start, "the varint is longer than 64 bits.");
            }

            value |= (ulong)(b & 0x7F) << shift;
            if (b == 0 && index > start)
            {
                // A final zero group adds nothing: the same value has a shorter encoding, and only that one is read.
                ThrowInvalid(typeName, memberName, start, "the varint is over-long (it ends in a zero byte); only the shortest encoding is valid.");
            }

            if (b < 0x80)
            {
                offset = index + 1;
                break;
            }

            shift += 7;
        }

        if (maxBits < 64 && value >> maxBits != 0)
        {
            ThrowInvalid(typeName, memberName, start, $"the varint {value} does not fit in {maxBits} bits.");
        }

        return true;
    }
}
