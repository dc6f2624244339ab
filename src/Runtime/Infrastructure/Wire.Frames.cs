// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Size-prefixed frames (<see cref="BinarySizePrefixAttribute"/>): a byte count, then a body that must fill it.</summary>
public static partial class Wire
{
    /// <summary>
    /// Reads a frame's size and checks that the whole body is present. The size on the wire is the body's plus
    /// <paramref name="adjust"/>, plus the prefix's own bytes when <paramref name="includesPrefix"/>. Returns the
    /// offset where the body ends, or <see langword="false"/> when the source ends first.
    /// </summary>
    public static bool TryReadFrame(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, bool includesPrefix, int adjust, out int end)
    {
        int start = offset;
        end = 0;
        if (!TryReadPrefixValue(source, ref offset, ref state, typeName, memberName, prefix, out long size))
        {
            return false;
        }

        long body = size - adjust - (includesPrefix ? offset - start : 0);
        if (size < 0 || body < 0 || body > int.MaxValue)
        {
            ThrowInvalid(typeName, memberName, start, $"frame size {size} is out of range.");
        }

        if (body > source.Length - offset)
        {
            long needed = offset - start + body;
            offset = start;
            return state.Truncated(typeName, memberName, start, needed, source.Length - start);
        }

        end = offset + (int)body;
        return true;
    }

    /// <summary>The body ran past its frame: the frame's size is wrong, or the body is.</summary>
    public static void ThrowFrameOverrun(string typeName, string memberName, int offset, int end)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"the body does not fit the frame, which ends at offset {end}.");

    /// <summary>The body ended before its frame did, and the member does not skip unknown trailing bytes.</summary>
    public static void ThrowFrameNotFilled(string typeName, string memberName, int offset, int end)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"the body ends {end - offset} byte(s) before its frame does (SkipUnknown is off).");

    /// <summary>Leaves room for a fixed-width size prefix, filled in by <see cref="CompleteFrame"/>; returns the body's offset, or <see cref="NoRoom"/>.</summary>
    public static int ReserveFrame(Span<byte> destination, int offset, LengthPrefix prefix)
    {
        int width = PrefixSize(prefix, 0);
        return destination.Length - offset < width ? NoRoom : offset + width;
    }

    /// <summary>Writes the size of the body that ends at <paramref name="end"/> into the prefix reserved at <paramref name="prefixOffset"/>.</summary>
    public static void CompleteFrame(Span<byte> destination, int prefixOffset, int end, LengthPrefix prefix, bool includesPrefix, int adjust, string typeName, string memberName)
    {
        int width = PrefixSize(prefix, 0);
        long size = (long)end - prefixOffset - (includesPrefix ? 0 : width) + adjust;
        if (size > int.MaxValue)
        {
            throw TooLarge(typeName, memberName);
        }

        WritePrefix(destination.Slice(0, prefixOffset + width), prefixOffset, prefix, (int)size, typeName, memberName);
    }

    /// <summary>The size a frame's prefix holds for a body of <paramref name="bodySize"/> bytes, written before the body (a chunked write).</summary>
    public static int FrameSize(int bodySize, LengthPrefix prefix, bool includesPrefix, int adjust, string typeName, string memberName)
    {
        long size = (long)bodySize + adjust + (includesPrefix ? PrefixSize(prefix, 0) : 0);
        return size > int.MaxValue ? throw TooLarge(typeName, memberName) : (int)size;
    }

    /// <summary>A varint-prefixed body must be exactly the size written before it.</summary>
    public static void CheckFrameWritten(int bodyOffset, int end, int size, string typeName, string memberName)
    {
        if (end - bodyOffset != size)
        {
            ThrowInvalid(typeName, memberName, bodyOffset, $"the body took {end - bodyOffset} byte(s) but its size said {size}: the value changed during the write.");
        }
    }
}
