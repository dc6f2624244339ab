// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>Timestamps (<see cref="BinaryTimestampAttribute"/>): a count of units since an epoch, in 4 or 8 bytes.</summary>
public static partial class Wire
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CheckTimestamp(DateTime value, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
        => CheckTimestampTicks(UtcTicks(value), epoch, unit, size, typeName, memberName, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CheckTimestamp(DateTimeOffset value, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
        => CheckTimestampTicks(value.UtcTicks, epoch, unit, size, typeName, memberName, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteTimestamp(ref byte destination, int index, DateTime value, TimeEpoch epoch, TimeUnit unit, int size)
        => WriteTimestampRaw(ref destination, index, TimestampOf(UtcTicks(value), epoch, unit, size), size);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteTimestamp(ref byte destination, int index, DateTimeOffset value, TimeEpoch epoch, TimeUnit unit, int size)
        => WriteTimestampRaw(ref destination, index, TimestampOf(value.UtcTicks, epoch, unit, size), size);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DateTime ReadTimestamp(ref byte source, int index, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
        => new(TicksOf(size == 8 ? ReadInt64(ref source, index) : ReadInt32(ref source, index), epoch, unit, size, typeName, memberName, offset), DateTimeKind.Utc);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DateTimeOffset ReadTimestampOffset(ref byte source, int index, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
        => new(TicksOf(size == 8 ? ReadInt64(ref source, index) : ReadInt32(ref source, index), epoch, unit, size, typeName, memberName, offset), TimeSpan.Zero);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long UtcTicks(DateTime value) => value.Kind == DateTimeKind.Local ? value.ToUniversalTime().Ticks : value.Ticks;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long EpochTicks(TimeEpoch epoch) => epoch switch
    {
        TimeEpoch.Unix => 621_355_968_000_000_000,
        TimeEpoch.PostgreSql => 630_822_816_000_000_000,
        _ => 0,
    };

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long TicksPerUnit(TimeUnit unit) => unit switch
    {
        TimeUnit.Seconds => TimeSpan.TicksPerSecond,
        TimeUnit.Milliseconds => TimeSpan.TicksPerMillisecond,
        TimeUnit.Microseconds => 10,
        _ => 1,
    };

    /// <summary>PostgreSQL's <c>infinity</c> and <c>-infinity</c>: the largest and smallest 64-bit counts, for <c>DateTime.MaxValue</c> and <c>MinValue</c>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool HasInfinities(TimeEpoch epoch, int size) => epoch == TimeEpoch.PostgreSql && size == 8;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CheckTimestampTicks(long utcTicks, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
    {
        if (HasInfinities(epoch, size) && (utcTicks == DateTime.MaxValue.Ticks || utcTicks == 0))
        {
            return;
        }

        long delta = utcTicks - EpochTicks(epoch);
        bool fits = unit == TimeUnit.Nanoseconds
            ? delta <= long.MaxValue / 100 && delta >= long.MinValue / 100 && (size == 8 || delta * 100 is >= int.MinValue and <= int.MaxValue)
            : size == 8 || FloorDivide(delta, TicksPerUnit(unit)) is >= int.MinValue and <= int.MaxValue;
        if (!fits)
        {
            ThrowTimestampOutOfRange(utcTicks, epoch, unit, size, typeName, memberName, offset);
        }
    }

    [DoesNotReturn]
    private static void ThrowTimestampOutOfRange(long utcTicks, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"{new DateTime(utcTicks, DateTimeKind.Utc):O} is out of the range {size} bytes of {unit} since the {epoch} epoch can hold.");

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long TimestampOf(long utcTicks, TimeEpoch epoch, TimeUnit unit, int size)
    {
        if (HasInfinities(epoch, size) && (utcTicks == DateTime.MaxValue.Ticks || utcTicks == 0))
        {
            return utcTicks == 0 ? long.MinValue : long.MaxValue;
        }

        long delta = utcTicks - EpochTicks(epoch);
        return unit == TimeUnit.Nanoseconds ? delta * 100 : FloorDivide(delta, TicksPerUnit(unit));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteTimestampRaw(ref byte destination, int index, long raw, int size)
    {
        if (size == 8)
        {
            WriteInt64(ref destination, index, raw);
        }
        else
        {
            WriteInt32(ref destination, index, (int)raw);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long TicksOf(long raw, TimeEpoch epoch, TimeUnit unit, int size, string typeName, string memberName, int offset)
    {
        if (HasInfinities(epoch, size) && raw is long.MaxValue or long.MinValue)
        {
            return raw == long.MaxValue ? DateTime.MaxValue.Ticks : 0;
        }

        long perUnit = TicksPerUnit(unit);
        long delta = unit == TimeUnit.Nanoseconds ? FloorDivide(raw, 100) : raw;
        long ticks = unit == TimeUnit.Nanoseconds || (delta <= long.MaxValue / perUnit && delta >= long.MinValue / perUnit)
            ? (unit == TimeUnit.Nanoseconds ? delta : delta * perUnit) + EpochTicks(epoch)
            : -1;
        if (ticks < 0 || ticks > DateTime.MaxValue.Ticks)
        {
            ThrowTimestampNotRepresentable(raw, epoch, unit, typeName, memberName, offset);
        }

        return ticks;
    }

    [DoesNotReturn]
    private static void ThrowTimestampNotRepresentable(long raw, TimeEpoch epoch, TimeUnit unit, string typeName, string memberName, int offset)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"the timestamp {raw} ({unit} since the {epoch} epoch) is outside the dates .NET can hold.");

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long FloorDivide(long value, long divisor) => value >= 0 ? value / divisor : -((-(value + 1) / divisor) + 1);
}
