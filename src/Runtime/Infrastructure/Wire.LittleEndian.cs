// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Spanwire.Infrastructure;

/// <summary>Little-endian scalars and arrays for <see cref="BinaryByteOrderAttribute"/>: the big-endian helpers of a swapped value.</summary>
public static partial class Wire
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt16LittleEndian(ref byte destination, int index, short value) => WriteInt16(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt16LittleEndian(ref byte destination, int index, ushort value) => WriteUInt16(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteCharLittleEndian(ref byte destination, int index, char value) => WriteUInt16LittleEndian(ref destination, index, value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt32LittleEndian(ref byte destination, int index, int value) => WriteInt32(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt32LittleEndian(ref byte destination, int index, uint value) => WriteUInt32(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt64LittleEndian(ref byte destination, int index, long value) => WriteInt64(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt64LittleEndian(ref byte destination, int index, ulong value) => WriteUInt64(ref destination, index, BinaryPrimitives.ReverseEndianness(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteSingleLittleEndian(ref byte destination, int index, float value) => WriteInt32LittleEndian(ref destination, index, SingleToInt32Bits(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteDoubleLittleEndian(ref byte destination, int index, double value) => WriteInt64LittleEndian(ref destination, index, BitConverter.DoubleToInt64Bits(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static short ReadInt16LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadInt16(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ushort ReadUInt16LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadUInt16(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static char ReadCharLittleEndian(ref byte source, int index) => (char)ReadUInt16LittleEndian(ref source, index);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ReadInt32LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadInt32(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint ReadUInt32LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadUInt32(ref source, index));

    /// <summary>Three bytes, least significant first (MySQL's packet length).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint ReadUInt24LittleEndian(ref byte source, int index)
        => Unsafe.Add(ref source, index) | ((uint)Unsafe.Add(ref source, index + 1) << 8) | ((uint)Unsafe.Add(ref source, index + 2) << 16);

    /// <summary>The low 24 bits of <paramref name="value"/>, least significant byte first.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt24LittleEndian(ref byte destination, int index, uint value)
    {
        Unsafe.Add(ref destination, index) = (byte)value;
        Unsafe.Add(ref destination, index + 1) = (byte)(value >> 8);
        Unsafe.Add(ref destination, index + 2) = (byte)(value >> 16);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long ReadInt64LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadInt64(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ReadUInt64LittleEndian(ref byte source, int index) => BinaryPrimitives.ReverseEndianness(ReadUInt64(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static float ReadSingleLittleEndian(ref byte source, int index) => Int32BitsToSingle(ReadInt32LittleEndian(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static double ReadDoubleLittleEndian(ref byte source, int index) => BitConverter.Int64BitsToDouble(ReadInt64LittleEndian(ref source, index));

    /// <summary>Copies primitives as little-endian bytes: a plain copy on little-endian hosts.</summary>
    public static void WriteLittleEndian<T>(ReadOnlySpan<T> source, Span<byte> destination)
        where T : unmanaged
    {
        ReadOnlySpan<byte> bytes = MemoryMarshal.AsBytes(source);
        bytes.CopyTo(destination);
        if (!BitConverter.IsLittleEndian)
        {
            ReverseElements(destination.Slice(0, bytes.Length), Unsafe.SizeOf<T>());
        }
    }

    /// <summary>
    /// The array a bulk read fills whole (its bytes were checked to be there first): not zeroed where the runtime can
    /// skip it, since the copy overwrites every element (100,000 doubles: zeroing was a third of MemoryPack's read).
    /// </summary>
    public static T[] NewBulkArray<T>(int count)
        where T : unmanaged
#if NET5_0_OR_GREATER
        => GC.AllocateUninitializedArray<T>(count);
#else
        => new T[count];
#endif

    /// <summary>Reads little-endian bytes into primitives: a plain copy on little-endian hosts.</summary>
    public static void ReadLittleEndian<T>(ReadOnlySpan<byte> source, Span<T> destination)
        where T : unmanaged
    {
        Span<byte> bytes = MemoryMarshal.AsBytes(destination);
        source.Slice(0, bytes.Length).CopyTo(bytes);
        if (!BitConverter.IsLittleEndian)
        {
            ReverseElements(bytes, Unsafe.SizeOf<T>());
        }
    }

    private static void ReverseElements(Span<byte> bytes, int size)
    {
        for (int i = 0; i + size <= bytes.Length; i += size)
        {
            bytes.Slice(i, size).Reverse();
        }
    }
}
