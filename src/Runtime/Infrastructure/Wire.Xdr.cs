// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>XDR (RFC 4506) alignment: 4-byte booleans and zero padding to a multiple of 4.</summary>
public static partial class Wire
{
    /// <summary><paramref name="size"/> rounded up to a multiple of 4.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int AlignTo4(int size) => checked(size + 3) & ~3;

    /// <summary><paramref name="size"/> rounded up to a multiple of <paramref name="multiple"/>.</summary>
    public static int AlignTo(int size, int multiple) => checked(size + ((multiple - (size % multiple)) % multiple));

    /// <summary>Zero bytes from <paramref name="offset"/> until <c>offset - start</c> is a multiple of <paramref name="multiple"/>.</summary>
    public static int WritePaddingTo(Span<byte> destination, int offset, int start, int multiple)
    {
        int padding = (multiple - ((offset - start) % multiple)) % multiple;
        if (destination.Length - offset < padding)
        {
            return NoRoom;
        }

        destination.Slice(offset, padding).Clear();
        return offset + padding;
    }

    /// <summary>The zero bytes <see cref="WritePaddingTo"/> writes: a byte that is not zero is invalid data at its offset.</summary>
    public static bool TryReadPaddingTo(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int start, int multiple)
    {
        int padding = (multiple - ((offset - start) % multiple)) % multiple;
        int available = source.Length - offset;
        if (available < padding)
        {
            return state.Truncated(typeName, memberName, offset, padding, available);
        }

        for (int i = offset; i < offset + padding; i++)
        {
            if (source[i] != 0)
            {
                ThrowNonZeroPadding(typeName, memberName, i, source[i]);
            }
        }

        offset += padding;
        return true;
    }

    /// <summary>Bytes of padding after an item from <paramref name="start"/> to <paramref name="offset"/>: 0 to 3.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int PaddingAfter(int start, int offset) => (start - offset) & 3;

    /// <summary>Zero bytes from <paramref name="offset"/> until <c>offset - start</c> is a multiple of 4.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WritePadding(Span<byte> destination, int offset, int start)
    {
        // At most 3 bytes: stored one by one, inline, rather than through a call to clear a span.
        int padding = PaddingAfter(start, offset);
        if (destination.Length - offset < padding)
        {
            return NoRoom;
        }

        ref byte at = ref At(destination, offset);
        for (int i = 0; i < padding; i++)
        {
            Unsafe.Add(ref at, i) = 0;
        }

        return offset + padding;
    }

    /// <summary>Skips the padding after an item that started at <paramref name="start"/>; non-zero padding is invalid.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadPadding(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int start)
    {
        // One load checks all the padding at once: the big-endian word that ends where the padding does holds it in its
        // low bytes. That word starts before the offset, so a padded item within the first 4 bytes takes the loop below.
        int padding = PaddingAfter(start, offset);
        if (offset >= 4 && source.Length - offset >= padding
            && (ReadUInt32(ref At(source, offset + padding - 4), 0) & ((1u << (padding * 8)) - 1)) == 0)
        {
            offset += padding;
            return true;
        }

        return TryReadPaddingByteByByte(source, ref offset, ref state, typeName, memberName, start);
    }

    /// <summary>Padding that truncates, is not zero, or follows an item within the first 4 bytes.</summary>
    private static bool TryReadPaddingByteByByte(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int start)
    {
        int padding = PaddingAfter(start, offset);
        int available = source.Length - offset;
        if (available < padding)
        {
            return state.Truncated(typeName, memberName, offset, padding, available);
        }

        ref byte at = ref At(source, offset);
        for (int i = 0; i < padding; i++)
        {
            if (Unsafe.Add(ref at, i) != 0)
            {
                ThrowNonZeroPadding(typeName, memberName, offset + i, Unsafe.Add(ref at, i));
            }
        }

        offset += padding;
        return true;
    }

    [DoesNotReturn]
    private static void ThrowNonZeroPadding(string typeName, string memberName, int offset, byte value)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"XDR padding must be zero, found 0x{value:X2}.");

    /// <summary>An XDR boolean: a 4-byte integer that must be 0 or 1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool ReadXdrBoolean(ref byte source, int index, string typeName, string memberName, int offset)
    {
        int raw = ReadInt32(ref source, index);
        if ((uint)raw > 1)
        {
            ThrowInvalidXdrBoolean(typeName, memberName, offset, raw);
        }

        return AsBoolean((byte)raw);
    }

    [DoesNotReturn]
    private static void ThrowInvalidXdrBoolean(string typeName, string memberName, int offset, int raw)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"an XDR boolean must be 0 or 1, found {raw}.");
}

/// <summary>Reserved bytes (<see cref="BinaryReservedAttribute"/>).</summary>
public static partial class Wire
{
    /// <summary>Writes <paramref name="count"/> zero bytes.</summary>
    public static int WriteReserved(Span<byte> destination, int offset, int count)
    {
        if (destination.Length - offset < count)
        {
            return NoRoom;
        }

        destination.Slice(offset, count).Clear();
        return offset + count;
    }

    /// <summary>Skips <paramref name="count"/> reserved bytes, which must be zero.</summary>
    public static bool TryReadReserved(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int count)
    {
        int available = source.Length - offset;
        if (available < count)
        {
            return state.Truncated(typeName, memberName, offset, count, available);
        }

        for (int i = 0; i < count; i++)
        {
            if (source[offset + i] != 0)
            {
                ThrowInvalid(typeName, memberName, offset + i, $"reserved byte {i} before the member must be zero, found 0x{source[offset + i]:X2}.");
            }
        }

        offset += count;
        return true;
    }
}
