// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers.Binary;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>The int32 prefix that marks a null string, array or collection.</summary>
    public const int NullLength = -1;

    /// <summary>What the <c>Write*</c> helpers return instead of an offset when the destination is too short.</summary>
    public const int NoRoom = -1;

    /// <summary>Writes an int32 length or count prefix; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteLength(Span<byte> destination, int offset, int length)
    {
        if (destination.Length - offset < 4)
        {
            return NoRoom;
        }

        WriteInt32(ref At(destination, offset), 0, length);
        return offset + 4;
    }

    /// <summary>
    /// Reads an int32 length or count prefix and checks, before anything is allocated, that the source still holds
    /// <paramref name="elementSize"/> bytes per element. Returns <see langword="false"/> when it does not (more data may come);
    /// throws for negative values other than <see cref="NullLength"/>. The returned length is -1 for null.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadLength(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int elementSize, out int length)
    {
        // Inlined with a constant element size: a present count whose elements are all there passes one unsigned test
        // (a negative prefix reads as a huge count and fails it); null, bad and truncated prefixes take the call below.
        int available = source.Length - offset;
        if (available >= 4)
        {
            length = ReadInt32(ref At(source, offset), 0);
            if ((ulong)(uint)length * (uint)Math.Max(elementSize, 1) <= (uint)(available - 4))
            {
                offset += 4;
                return true;
            }
        }

        return Took(ReadLengthOtherwise(source, offset, ref state, typeName, memberName, elementSize), ref offset, out length);
    }

    /// <summary>
    /// What a prefix read off the fast path found: the offset after the prefix (<see cref="NoRoom"/> when the source runs
    /// short, recorded in the state) and the length. Returned by value, in one register: a cold path that took the
    /// caller's offset and length by reference would keep them in memory for the caller's whole method (every step of
    /// an item loop a store and a reload).
    /// </summary>
    private readonly struct PrefixRead(int next, int length)
    {
        public readonly int Next = next;
        public readonly int Length = length;

        public static PrefixRead Short => new(NoRoom, 0);
    }

    /// <summary>Applies a <see cref="PrefixRead"/> to the caller's offset and length; false when the source ran short.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Took(PrefixRead read, ref int offset, out int length)
    {
        length = read.Length;
        if (read.Next < 0)
        {
            return false;
        }

        offset = read.Next;
        return true;
    }

    private static PrefixRead ReadLengthOtherwise(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, int elementSize)
    {
        int available = source.Length - offset;
        if (available < 4)
        {
            state.Truncated(typeName, memberName, offset, 4, available);
            return PrefixRead.Short;
        }

        int length = ReadInt32(ref At(source, offset), 0);
        if (length < NullLength)
        {
            ThrowNegativeLength(typeName, memberName, offset, length);
        }

        // A hostile prefix must not drive an allocation: the bytes have to be present first. 64-bit arithmetic cannot overflow.
        long needed = (long)Math.Max(length, 0) * Math.Max(elementSize, 1);
        if (needed > available - 4)
        {
            state.Truncated(typeName, memberName, offset, 4 + needed, available);
            return PrefixRead.Short;
        }

        return new PrefixRead(offset + 4, length);
    }

    /// <summary>
    /// Reads an int32-length-prefixed block of bytes that is present in full at <paramref name="offset"/> and moves
    /// <paramref name="offset"/> past it. Otherwise (null, truncated, a bad prefix) the caller takes null itself and
    /// <see cref="BlockRunsShort"/> reports the rest.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryTakePresentBlock(ReadOnlySpan<byte> source, ref int offset, out ReadOnlySpan<byte> block)
    {
        int available = source.Length - offset;
        if (available >= 4)
        {
            int length = ReadInt32(ref At(source, offset), 0);
            if ((uint)length <= (uint)(available - 4))
            {
                block = source.Slice(offset + 4, length);
                offset += 4 + length;
                return true;
            }
        }

        block = default;
        return false;
    }

    /// <summary>
    /// A block that is neither present in full nor null: it runs past the source (recorded in the state; false) or its
    /// prefix is invalid (throws). Takes the offset by value, so the caller's stays in a register.
    /// </summary>
    private static bool BlockRunsShort(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName)
    {
        PrefixRead read = ReadLengthOtherwise(source, offset, ref state, typeName, memberName, elementSize: 1);
        Debug.Assert(read.Next < 0, "A present or null block is taken before this.");
        return false;
    }

    /// <summary>Writes an int32 length and the bytes; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteBytes(Span<byte> destination, int offset, ReadOnlySpan<byte> value)
    {
        if (destination.Length - offset - 4 < value.Length)
        {
            return NoRoom;
        }

        WriteInt32(ref At(destination, offset), 0, value.Length);
        CopyBytes(value, destination, offset + 4);
        return offset + 4 + value.Length;
    }

    /// <summary>A new array holding <paramref name="source"/>, a short one copied by <see cref="CopyBytes"/> rather than Memmove.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static byte[] ToArray(ReadOnlySpan<byte> source)
    {
        byte[] array = new byte[source.Length];
        CopyBytes(source, array, 0);
        return array;
    }

    /// <summary>
    /// Copies <paramref name="source"/> to <paramref name="destination"/> at <paramref name="offset"/>, where the caller
    /// has checked it fits. Up to 16 bytes (a PostgreSQL column, a key, a short name) are copied here with two loads and
    /// two stores: the call to Memmove and its own size dispatch cost more than such a copy, and a loop that makes the
    /// call keeps its locals on the stack across it. Both loads come before the stores, so overlapping spans copy as
    /// Memmove would.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void CopyBytes(ReadOnlySpan<byte> source, Span<byte> destination, int offset)
    {
        if (source.Length > 16)
        {
            source.CopyTo(destination.Slice(offset));
            return;
        }

        ref byte from = ref MemoryMarshal.GetReference(source);
        ref byte to = ref At(destination, offset);
        nuint length = (nuint)source.Length;
        if (length >= 8)
        {
            ulong head = Unsafe.ReadUnaligned<ulong>(ref from), tail = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref from, length - 8));
            Unsafe.WriteUnaligned(ref to, head);
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref to, length - 8), tail);
        }
        else if (length >= 4)
        {
            uint head = Unsafe.ReadUnaligned<uint>(ref from), tail = Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref from, length - 4));
            Unsafe.WriteUnaligned(ref to, head);
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref to, length - 4), tail);
        }
        else if (length >= 2)
        {
            ushort head = Unsafe.ReadUnaligned<ushort>(ref from), tail = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref from, length - 2));
            Unsafe.WriteUnaligned(ref to, head);
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref to, length - 2), tail);
        }
        else if (length == 1)
        {
            to = from;
        }
    }

    /// <summary>Reads an int32-length-prefixed byte array (null for -1) into a new array.</summary>
    // Inlined: the result lands in the caller's local instead of going through an out parameter's write barrier.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, out byte[]? value)
    {
        if (TryTakePresentBlock(source, ref offset, out ReadOnlySpan<byte> bytes))
        {
            value = bytes.IsEmpty ? [] : ToArray(bytes);
            return true;
        }

        value = null;
        if (source.Length - offset >= 4 && ReadInt32(ref At(source, offset), 0) == NullLength)
        {
            // Null is as common as a value in some protocols (a PostgreSQL row's NULL columns): no slower path for it.
            offset += 4;
            return true;
        }

        return BlockRunsShort(source, offset, ref state, typeName, memberName);
    }

    /// <summary>Reads an int32-length-prefixed byte block that cannot be null (<see cref="Memory{T}"/> members).</summary>
    public static bool TryReadNonNullBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, out byte[] value)
    {
        int start = offset;
        if (!TryReadBytes(source, ref offset, ref state, typeName, memberName, out byte[]? bytes))
        {
            value = [];
            return false;
        }

        if (bytes is null)
        {
            ThrowInvalid(typeName, memberName, start, "null (-1) length for a member that cannot be null.");
        }

        value = bytes;
        return true;
    }

    // Bulk element conversion: one pass that copies and swaps, vectorized by BinaryPrimitives on .NET 8+.
    // Destinations are exactly source.Length * sizeof(T) bytes; the caller has checked the range.
    public static void WriteBigEndian(ReadOnlySpan<short> source, Span<byte> destination) => Reverse(source, MemoryMarshal.Cast<byte, short>(destination));

    public static void WriteBigEndian(ReadOnlySpan<ushort> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<ushort, short>(source), MemoryMarshal.Cast<byte, short>(destination));

    public static void WriteBigEndian(ReadOnlySpan<char> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<char, short>(source), MemoryMarshal.Cast<byte, short>(destination));

    public static void WriteBigEndian(ReadOnlySpan<int> source, Span<byte> destination) => Reverse(source, MemoryMarshal.Cast<byte, int>(destination));

    public static void WriteBigEndian(ReadOnlySpan<uint> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<uint, int>(source), MemoryMarshal.Cast<byte, int>(destination));

    public static void WriteBigEndian(ReadOnlySpan<float> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<float, int>(source), MemoryMarshal.Cast<byte, int>(destination));

    public static void WriteBigEndian(ReadOnlySpan<long> source, Span<byte> destination) => Reverse(source, MemoryMarshal.Cast<byte, long>(destination));

    public static void WriteBigEndian(ReadOnlySpan<ulong> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<ulong, long>(source), MemoryMarshal.Cast<byte, long>(destination));

    public static void WriteBigEndian(ReadOnlySpan<double> source, Span<byte> destination) => Reverse(MemoryMarshal.Cast<double, long>(source), MemoryMarshal.Cast<byte, long>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<short> destination) => Reverse(MemoryMarshal.Cast<byte, short>(source), destination);

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<ushort> destination) => Reverse(MemoryMarshal.Cast<byte, short>(source), MemoryMarshal.Cast<ushort, short>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<char> destination) => Reverse(MemoryMarshal.Cast<byte, short>(source), MemoryMarshal.Cast<char, short>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<int> destination) => Reverse(MemoryMarshal.Cast<byte, int>(source), destination);

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<uint> destination) => Reverse(MemoryMarshal.Cast<byte, int>(source), MemoryMarshal.Cast<uint, int>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<float> destination) => Reverse(MemoryMarshal.Cast<byte, int>(source), MemoryMarshal.Cast<float, int>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<long> destination) => Reverse(MemoryMarshal.Cast<byte, long>(source), destination);

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<ulong> destination) => Reverse(MemoryMarshal.Cast<byte, long>(source), MemoryMarshal.Cast<ulong, long>(destination));

    public static void ReadBigEndian(ReadOnlySpan<byte> source, Span<double> destination) => Reverse(MemoryMarshal.Cast<byte, long>(source), MemoryMarshal.Cast<double, long>(destination));

    // The BCL's span overload swaps a vector at a time; under one 16-byte vector its set-up costs more than the swaps,
    // so short arrays (an XDR call's few group ids, say) go element by element, as on netstandard2.0.
    private static void Reverse(ReadOnlySpan<short> source, Span<short> destination)
    {
        if (!BitConverter.IsLittleEndian)
        {
            source.CopyTo(destination);
            return;
        }
#if NET8_0_OR_GREATER
        if (source.Length >= 8)
        {
            BinaryPrimitives.ReverseEndianness(source, destination);
            return;
        }
#endif
        ref short from = ref MemoryMarshal.GetReference(source);
        ref short to = ref MemoryMarshal.GetReference(destination);
        for (int i = 0; i < source.Length; i++)
        {
            Unsafe.Add(ref to, i) = BinaryPrimitives.ReverseEndianness(Unsafe.Add(ref from, i));
        }
    }

    private static void Reverse(ReadOnlySpan<int> source, Span<int> destination)
    {
        if (!BitConverter.IsLittleEndian)
        {
            source.CopyTo(destination);
            return;
        }
#if NET8_0_OR_GREATER
        if (source.Length >= 4)
        {
            BinaryPrimitives.ReverseEndianness(source, destination);
            return;
        }
#endif
        ref int from = ref MemoryMarshal.GetReference(source);
        ref int to = ref MemoryMarshal.GetReference(destination);
        for (int i = 0; i < source.Length; i++)
        {
            Unsafe.Add(ref to, i) = BinaryPrimitives.ReverseEndianness(Unsafe.Add(ref from, i));
        }
    }

    private static void Reverse(ReadOnlySpan<long> source, Span<long> destination)
    {
        if (!BitConverter.IsLittleEndian)
        {
            source.CopyTo(destination);
            return;
        }
#if NET8_0_OR_GREATER
        if (source.Length >= 2)
        {
            BinaryPrimitives.ReverseEndianness(source, destination);
            return;
        }
#endif
        ref long from = ref MemoryMarshal.GetReference(source);
        ref long to = ref MemoryMarshal.GetReference(destination);
        for (int i = 0; i < source.Length; i++)
        {
            Unsafe.Add(ref to, i) = BinaryPrimitives.ReverseEndianness(Unsafe.Add(ref from, i));
        }
    }
}
