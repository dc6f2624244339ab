// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Lists ended by a sentinel byte or a terminator of several bytes (<see cref="BinaryTerminatedAttribute"/>).</summary>
public static partial class Wire
{
    /// <summary>An item just written from <paramref name="start"/> must not begin with the sentinel, or a reader would stop there.</summary>
    public static void CheckNotSentinel(Span<byte> destination, int start, int end, byte sentinel, string typeName, string memberName)
    {
        if (end == start || destination[start] == sentinel)
        {
            ThrowInvalid(typeName, memberName, start, $"an item that is empty or begins with the sentinel byte 0x{sentinel:X2} would end the list early.");
        }
    }

    /// <summary>Writes the sentinel; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteSentinel(Span<byte> destination, int offset, byte sentinel)
    {
        if (destination.Length - offset < 1)
        {
            return NoRoom;
        }

        destination[offset] = sentinel;
        return offset + 1;
    }

    /// <summary>
    /// Whether the list goes on: <see langword="false"/> in <paramref name="more"/> (and the sentinel consumed) at its end;
    /// returns <see langword="false"/> when the source ends before the sentinel.
    /// </summary>
    public static bool TryReadUntilSentinel(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, byte sentinel, out bool more)
    {
        more = false;
        if (offset >= source.Length)
        {
            return state.Truncated(typeName, memberName, offset, 1, 0);
        }

        if (source[offset] == sentinel)
        {
            offset++;
            return true;
        }

        more = true;
        return true;
    }

    /// <summary>
    /// An item just written from <paramref name="start"/> must not begin with the terminator; one shorter than the
    /// terminator must not begin like it either, since the bytes after it could complete it.
    /// </summary>
    public static void CheckNotTerminator(Span<byte> destination, int start, int end, ReadOnlySpan<byte> terminator, string typeName, string memberName)
    {
        int compared = Math.Min(end - start, terminator.Length);
        if (end == start || destination.Slice(start, compared).SequenceEqual(terminator.Slice(0, compared)))
        {
            ThrowInvalid(typeName, memberName, start, $"an item that is empty or begins like the terminator {Hex(terminator)} would end the list early.");
        }
    }

    /// <summary>Whether the list goes on, for a terminator of several bytes: as <see cref="TryReadUntilSentinel"/>.</summary>
    public static bool TryReadUntilTerminator(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, ReadOnlySpan<byte> terminator, out bool more)
    {
        more = false;
        int available = Math.Min(source.Length - offset, terminator.Length);
        if (!source.Slice(offset, available).SequenceEqual(terminator.Slice(0, available)))
        {
            more = true;
            return true;
        }

        if (available < terminator.Length)
        {
            return state.Truncated(typeName, memberName, offset, terminator.Length, available);
        }

        offset += terminator.Length;
        return true;
    }
}
