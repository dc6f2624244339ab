// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Positioned members (<see cref="BinaryAtAttribute"/>): read at an offset another member holds.</summary>
public static partial class Wire
{
    /// <summary>
    /// Moves <paramref name="offset"/> to <paramref name="position"/> for a positioned member's read. An offset out of
    /// range, or into bytes this read already took, is invalid; one past the end of the source is "more data needed"
    /// (a stream or pipe reader buffers on; a span read reports the truncation there).
    /// </summary>
    public static bool TryEnterPart(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, long position, string typeName, string memberName)
    {
        if (position < 0 || position > int.MaxValue)
        {
            ThrowInvalid(typeName, memberName, offset, $"the offset {position} is out of range.");
        }

        // Short of the position: the data must reach it, and no further (a part may be empty), so a reader that cannot
        // give bytes back (a non-seekable stream) reads no more than the value takes.
        if (position > source.Length)
        {
            return state.Truncated(typeName, memberName, (int)position, 0, source.Length);
        }

        state.EnterPart((int)position, typeName, memberName);
        offset = (int)position;
        return true;
    }

    /// <summary>
    /// Moves <paramref name="offset"/> to <paramref name="position"/> to follow a pointer (<see cref="BinaryPointerAttribute"/>).
    /// A pointer leads back, to bytes before it (RFC 1035's "a prior occurrence"): a read takes a value's bytes once,
    /// front to back, and a stream that cannot seek cannot give back bytes read ahead for a pointer's target. One that
    /// leads to or past its own place, or back to where a pointer being followed already led (a loop), is invalid.
    /// </summary>
    public static void FollowPointer(ref int offset, ref BinaryReadState state, long position, string typeName, string memberName)
    {
        if (position < 0 || position >= offset)
        {
            ThrowInvalid(typeName, memberName, offset, $"the pointer leads to offset {position}, not back before its own place: a pointer leads to bytes read before it.");
        }

        state.FollowPointer((int)position, offset, typeName, memberName);
        offset = (int)position;
    }

    /// <summary>Items placed at an array of offsets: one offset per item, or the write would leave offsets pointing nowhere.</summary>
    public static void CheckPartCount(int offsets, int items, string typeName, string memberName)
    {
        if (offsets != items)
        {
            ThrowInvalid(typeName, memberName, -1, $"{items} item(s) to place, but {offsets} offset(s) to hold their places: give the offsets' array one entry per item.");
        }
    }

    /// <summary>The offset a positioned member written at <paramref name="partStart"/> stores, counted from <paramref name="origin"/>; throws when its holder cannot hold it.</summary>
    public static long PartOffset(int partStart, int origin, long maxValue, string typeName, string memberName)
    {
        long value = (long)partStart - origin;
        if (value > maxValue)
        {
            ThrowInvalid(typeName, memberName, partStart, $"the offset {value} does not fit the member that holds it (at most {maxValue}).");
        }

        return value;
    }
}
