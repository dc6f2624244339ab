// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>Size-prefixed frames (<see cref="BinarySizePrefixAttribute"/>): a byte count, then a body that must fill it.</summary>
public static partial class Wire
{
    /// <summary>
    /// Reads a frame's size and checks that the whole body is present. The size on the wire is the body's plus
    /// <paramref name="adjust"/>, plus the prefix's own bytes when <paramref name="includesPrefix"/>. Returns the
    /// offset where the body ends, or <see langword="false"/> when the source ends first.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadFrame(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, bool includesPrefix, int adjust, out int end)
    {
        // The common frame, an int32 size whose whole body is here, is one load and one unsigned compare (a negative
        // size or body fails it); the generated code passes constants, so the other forms fold away.
        if (prefix == LengthPrefix.Int32 && adjust == 0 && source.Length - offset >= 4)
        {
            int body = ReadInt32(ref At(source, offset), 0) - (includesPrefix ? 4 : 0);
            if ((uint)body <= (uint)(source.Length - offset - 4))
            {
                offset += 4;
                end = offset + body;
                return true;
            }
        }

        // The caller's offset and end go to the checked path by value: passed by reference they would live in memory
        // for the whole inlining method, a store and a reload on every step of its reads.
        bool complete = TryReadFrameChecked(source, offset, ref state, typeName, memberName, prefix, includesPrefix, adjust, out int bodyOffset, out int bodyEnd);
        offset = bodyOffset;
        end = bodyEnd;
        return complete;
    }

    /// <summary>
    /// The frame after a union's tag of <paramref name="tagSize"/> bytes at the start of <paramref name="source"/>, when
    /// the whole message is there: where its body starts and ends. Returns <see langword="false"/> for anything else (a
    /// short source, a size out of range), which the caller's general read reports; no read state is needed. Only for
    /// fixed-width prefixes; the generated code passes constants, so one form remains.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryWholeFrame(ReadOnlySpan<byte> source, int tagSize, LengthPrefix prefix, bool includesPrefix, int adjust, out int bodyStart, out int end)
    {
        int width = PrefixSize(prefix, 0);
        bodyStart = tagSize + width;
        end = 0;
        if (source.Length < bodyStart)
        {
            return false;
        }

        long size = ReadFixedWidthPrefix(ref At(source, tagSize), prefix);

        // A negative size or body is a huge unsigned one: it fails the same compare as a body longer than the source.
        long body = size - adjust - (includesPrefix ? width : 0);
        if ((ulong)body > (ulong)(source.Length - bodyStart))
        {
            return false;
        }

        end = bodyStart + (int)body;
        return true;
    }

    private static bool TryReadFrameChecked(ReadOnlySpan<byte> source, int start, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, bool includesPrefix, int adjust, out int offset, out int end)
    {
        offset = start;
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

    /// <summary>A frame around a fixed-size value states another size than the value's.</summary>
    public static void ThrowFixedFrameSize(string typeName, string memberName, int offset, long stated, int expected)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"frame size {stated} does not match the {expected} byte(s) the value takes.");

    /// <summary>The body ran past its frame: the frame's size is wrong, or the body is.</summary>
    public static void ThrowFrameOverrun(string typeName, string memberName, int offset, int end)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"the body does not fit the frame, which ends at offset {end}.");

    /// <summary>The body ended before its frame did, and the member does not skip unknown trailing bytes.</summary>
    public static void ThrowFrameNotFilled(string typeName, string memberName, int offset, int end)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"the body ends {end - offset} byte(s) before its frame does (SkipUnknown is off).");

    /// <summary>
    /// Leaves room for a size prefix (a varint's one byte), filled in by <see cref="CompleteFrame"/> or
    /// <see cref="CompleteVarFrame"/>; returns the body's offset, or <see cref="NoRoom"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ReserveFrame(Span<byte> destination, int offset, LengthPrefix prefix)
    {
        int width = PrefixSize(prefix, 0);
        return destination.Length - offset < width ? NoRoom : offset + width;
    }

    /// <summary>Writes the size of the body that ends at <paramref name="end"/> into the prefix reserved at <paramref name="prefixOffset"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CompleteFrame(Span<byte> destination, int prefixOffset, int end, LengthPrefix prefix, bool includesPrefix, int adjust, string typeName, string memberName)
    {
        // The common frame, an int32 size of the body (and the prefix, if it counts itself), is one store at a place
        // ReserveFrame checked: the size is at most the destination's length, so it cannot overflow.
        if (prefix == LengthPrefix.Int32 && adjust == 0)
        {
            WriteInt32(ref At(destination, prefixOffset), 0, end - prefixOffset - (includesPrefix ? 0 : 4));
            return;
        }

        // Out of line, so that inlining this costs a caller's budget only the store above.
        CompleteFrameChecked(destination, prefixOffset, end, prefix, includesPrefix, adjust, typeName, memberName);
    }

    private static void CompleteFrameChecked(Span<byte> destination, int prefixOffset, int end, LengthPrefix prefix, bool includesPrefix, int adjust, string typeName, string memberName)
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

    /// <summary>
    /// Completes a varint-prefixed frame whose body was written after one reserved byte (<see cref="ReserveFrame"/>):
    /// when the size needs a wider varint the body moves right to make room. Writing never sizes the body first, so a
    /// chain of framed values nested n deep is written in one pass instead of sizing each level's body again.
    /// Returns the offset after the body, or <see cref="NoRoom"/>.
    /// </summary>
    public static int CompleteVarFrame(Span<byte> destination, int prefixOffset, int end, LengthPrefix prefix, int adjust, string typeName, string memberName)
    {
        int bodyOffset = prefixOffset + 1;
        int body = end - bodyOffset;
        long size = (long)body + adjust;
        if (size > int.MaxValue)
        {
            throw TooLarge(typeName, memberName);
        }

        int width = PrefixSize(prefix, (int)size);
        if (width > 1)
        {
            if (destination.Length - end < width - 1)
            {
                return NoRoom;
            }

            destination.Slice(bodyOffset, body).CopyTo(destination.Slice(prefixOffset + width));
        }

        WritePrefix(destination, prefixOffset, prefix, (int)size, typeName, memberName);
        return end + width - 1;
    }

    /// <summary>
    /// The bytes of a union case in a size frame: the tag, the prefix for a body of <paramref name="bodySize"/> bytes
    /// (whose width a varint takes from the size) and the body, the case sized once.
    /// </summary>
    public static int FramedCaseSize(int tagSize, int bodySize, LengthPrefix prefix, bool includesPrefix, int adjust, string typeName)
    {
        int size = FrameSize(bodySize, prefix, includesPrefix, adjust, typeName, "(case)");
        return AddSize(tagSize + PrefixSize(prefix, size), bodySize, typeName, "(case)");
    }
}
