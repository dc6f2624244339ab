// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers.Binary;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Spanwire.Infrastructure;

/// <summary>
/// Big-endian primitives for generated code. Scalar members of one fixed-size run are bounds-checked
/// once by the caller, then written and read through these unchecked helpers at constant offsets.
/// Not a stable API for hand-written code: use <see cref="BinaryPrimitives"/> there.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static partial class Wire
{
    /// <summary>A reference to <paramref name="offset"/> in <paramref name="span"/>; the caller has checked the range.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ref byte At(Span<byte> span, int offset) => ref Unsafe.Add(ref MemoryMarshal.GetReference(span), offset);

    /// <summary>A reference to <paramref name="offset"/> in <paramref name="span"/>; the caller has checked the range.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ref byte At(ReadOnlySpan<byte> span, int offset) => ref Unsafe.Add(ref MemoryMarshal.GetReference(span), offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBoolean(ref byte destination, int index, bool value) => Unsafe.Add(ref destination, index) = value ? (byte)1 : (byte)0;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteByte(ref byte destination, int index, byte value) => Unsafe.Add(ref destination, index) = value;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteSByte(ref byte destination, int index, sbyte value) => Unsafe.Add(ref destination, index) = (byte)value;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt16(ref byte destination, int index, short value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt16(ref byte destination, int index, ushort value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteChar(ref byte destination, int index, char value) => WriteUInt16(ref destination, index, value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt32(ref byte destination, int index, int value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt32(ref byte destination, int index, uint value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    /// <summary>The low 24 bits of <paramref name="value"/>, most significant byte first (TLS handshake lengths).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt24(ref byte destination, int index, uint value)
    {
        Unsafe.Add(ref destination, index) = (byte)(value >> 16);
        Unsafe.Add(ref destination, index + 1) = (byte)(value >> 8);
        Unsafe.Add(ref destination, index + 2) = (byte)value;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt64(ref byte destination, int index, long value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt64(ref byte destination, int index, ulong value)
        => Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, index), BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteSingle(ref byte destination, int index, float value) => WriteInt32(ref destination, index, SingleToInt32Bits(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteDouble(ref byte destination, int index, double value) => WriteInt64(ref destination, index, BitConverter.DoubleToInt64Bits(value));

    /// <summary>Ticks in the low 62 bits, <see cref="DateTimeKind"/> in the top two: lossless for every kind.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteDateTime(ref byte destination, int index, DateTime value)
        => WriteInt64(ref destination, index, value.Ticks | ((long)value.Kind << 62));

    /// <summary>Clock ticks (int64), then the UTC offset in minutes (int16): 10 bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteDateTimeOffset(ref byte destination, int index, DateTimeOffset value)
    {
        WriteInt64(ref destination, index, value.Ticks);
        WriteInt16(ref destination, index + 8, (short)(value.Offset.Ticks / TimeSpan.TicksPerMinute));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteTimeSpan(ref byte destination, int index, TimeSpan value) => WriteInt64(ref destination, index, value.Ticks);

    /// <summary>RFC 4122 byte order: the first three fields big-endian, as <see cref="Guid.ToString()"/> prints them.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteGuid(ref byte destination, int index, Guid value)
    {
#if NET8_0_OR_GREATER
        value.TryWriteBytes(MemoryMarshal.CreateSpan(ref Unsafe.Add(ref destination, index), 16), bigEndian: true, out _);
#else
        ref byte start = ref Unsafe.Add(ref destination, index);
        Unsafe.WriteUnaligned(ref start, value);
        if (BitConverter.IsLittleEndian)
        {
            // Guid's in-memory layout is (int, short, short, byte[8]); only the three integers need swapping.
            Unsafe.WriteUnaligned(ref start, BinaryPrimitives.ReverseEndianness(Unsafe.ReadUnaligned<int>(ref start)));
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref start, 4), BinaryPrimitives.ReverseEndianness(Unsafe.ReadUnaligned<short>(ref Unsafe.Add(ref start, 4))));
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref start, 6), BinaryPrimitives.ReverseEndianness(Unsafe.ReadUnaligned<short>(ref Unsafe.Add(ref start, 6))));
        }
#endif
    }

#if NET5_0_OR_GREATER
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteHalf(ref byte destination, int index, Half value) => WriteInt16(ref destination, index, BitConverter.HalfToInt16Bits(value));
#endif

#if NET7_0_OR_GREATER
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteInt128(ref byte destination, int index, Int128 value)
        => BinaryPrimitives.WriteInt128BigEndian(MemoryMarshal.CreateSpan(ref Unsafe.Add(ref destination, index), 16), value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteUInt128(ref byte destination, int index, UInt128 value)
        => BinaryPrimitives.WriteUInt128BigEndian(MemoryMarshal.CreateSpan(ref Unsafe.Add(ref destination, index), 16), value);
#endif

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static byte ReadByte(ref byte source, int index) => Unsafe.Add(ref source, index);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static sbyte ReadSByte(ref byte source, int index) => (sbyte)Unsafe.Add(ref source, index);

    /// <summary>A byte already checked to be 0 or 1, as the boolean it is.</summary>
    /// <remarks>Reinterpreted rather than compared: the check has run, and a second comparison costs every strict read.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool AsBoolean(byte zeroOrOne)
#if NET8_0_OR_GREATER
        => Unsafe.BitCast<byte, bool>(zeroOrOne);
#else
        => zeroOrOne != 0;
#endif

    /// <summary>Reads a boolean byte; anything but 0 or 1 is invalid, so no information is silently dropped.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool ReadBoolean(ref byte source, int index, string typeName, string memberName, int offset)
    {
        byte raw = Unsafe.Add(ref source, index);
        if (raw > 1)
        {
            ThrowInvalidBoolean(typeName, memberName, offset, raw);
        }

        return AsBoolean(raw);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static short ReadInt16(ref byte source, int index)
    {
        short raw = Unsafe.ReadUnaligned<short>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ushort ReadUInt16(ref byte source, int index)
    {
        ushort raw = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static char ReadChar(ref byte source, int index) => (char)ReadUInt16(ref source, index);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ReadInt32(ref byte source, int index)
    {
        int raw = Unsafe.ReadUnaligned<int>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint ReadUInt32(ref byte source, int index)
    {
        uint raw = Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    /// <summary>Three bytes, most significant first.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint ReadUInt24(ref byte source, int index)
        => ((uint)Unsafe.Add(ref source, index) << 16) | ((uint)Unsafe.Add(ref source, index + 1) << 8) | Unsafe.Add(ref source, index + 2);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long ReadInt64(ref byte source, int index)
    {
        long raw = Unsafe.ReadUnaligned<long>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ReadUInt64(ref byte source, int index)
    {
        ulong raw = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, index));
        return BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(raw) : raw;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static float ReadSingle(ref byte source, int index) => Int32BitsToSingle(ReadInt32(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static double ReadDouble(ref byte source, int index) => BitConverter.Int64BitsToDouble(ReadInt64(ref source, index));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static TimeSpan ReadTimeSpan(ref byte source, int index) => new(ReadInt64(ref source, index));

    public static DateTime ReadDateTime(ref byte source, int index, string typeName, string memberName, int offset)
    {
        ulong raw = (ulong)ReadInt64(ref source, index);
        long ticks = (long)(raw & TicksMask);
        ulong kind = raw >> 62;
        if (kind > (ulong)DateTimeKind.Local || ticks > DateTime.MaxValue.Ticks)
        {
            ThrowInvalid(typeName, memberName, offset, $"0x{raw:X16} is not a DateTime (ticks out of range or unknown kind).");
        }

        return new DateTime(ticks, (DateTimeKind)kind);
    }

    public static DateTimeOffset ReadDateTimeOffset(ref byte source, int index, string typeName, string memberName, int offset)
    {
        long ticks = ReadInt64(ref source, index);
        short offsetMinutes = ReadInt16(ref source, index + 8);
        long utcTicks = ticks - (offsetMinutes * TimeSpan.TicksPerMinute);
        if (offsetMinutes is < -MaxOffsetMinutes or > MaxOffsetMinutes || ticks < 0 || ticks > DateTime.MaxValue.Ticks
            || utcTicks < 0 || utcTicks > DateTime.MaxValue.Ticks)
        {
            ThrowInvalid(typeName, memberName, offset, $"ticks {ticks} with offset {offsetMinutes} min is not a DateTimeOffset.");
        }

        return new DateTimeOffset(ticks, new TimeSpan(offsetMinutes * TimeSpan.TicksPerMinute));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Guid ReadGuid(ref byte source, int index)
    {
#if NET8_0_OR_GREATER
        return new Guid(MemoryMarshal.CreateReadOnlySpan(ref Unsafe.Add(ref source, index), 16), bigEndian: true);
#else
        ref byte start = ref Unsafe.Add(ref source, index);
        return new Guid(
            ReadInt32(ref start, 0), ReadInt16(ref start, 4), ReadInt16(ref start, 6),
            Unsafe.Add(ref start, 8), Unsafe.Add(ref start, 9), Unsafe.Add(ref start, 10), Unsafe.Add(ref start, 11),
            Unsafe.Add(ref start, 12), Unsafe.Add(ref start, 13), Unsafe.Add(ref start, 14), Unsafe.Add(ref start, 15));
#endif
    }

#if NET5_0_OR_GREATER
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Half ReadHalf(ref byte source, int index) => BitConverter.Int16BitsToHalf(ReadInt16(ref source, index));
#endif

#if NET7_0_OR_GREATER
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Int128 ReadInt128(ref byte source, int index)
        => BinaryPrimitives.ReadInt128BigEndian(MemoryMarshal.CreateReadOnlySpan(ref Unsafe.Add(ref source, index), 16));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static UInt128 ReadUInt128(ref byte source, int index)
        => BinaryPrimitives.ReadUInt128BigEndian(MemoryMarshal.CreateReadOnlySpan(ref Unsafe.Add(ref source, index), 16));
#endif

    private const ulong TicksMask = 0x3FFF_FFFF_FFFF_FFFF;
    private const int MaxOffsetMinutes = 14 * 60;

#if NETSTANDARD2_0
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SingleToInt32Bits(float value) => Unsafe.As<float, int>(ref value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static float Int32BitsToSingle(int value) => Unsafe.As<int, float>(ref value);
#else
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SingleToInt32Bits(float value) => BitConverter.SingleToInt32Bits(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static float Int32BitsToSingle(int value) => BitConverter.Int32BitsToSingle(value);
#endif
}
