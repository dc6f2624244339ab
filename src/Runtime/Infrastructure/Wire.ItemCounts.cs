using System;
using System.Collections.Generic;

namespace Spanwire.Infrastructure;

/// <summary>
/// Counts that are not one item each: byte arrays whose length prefixes come first, all together as a table, then their
/// bytes (<c>[BinaryItemLengthPrefix(..., Table = true)]</c>: Ogg's segment table; the count is the caller's), and lists
/// whose count weighs some items more than one (<c>[BinaryItemWeight]</c>: Java's two-slot constants).
/// </summary>
public static partial class Wire
{
    /// <summary>Writes every item's prefix, then every item's bytes; <see cref="NoRoom"/> when they do not fit.</summary>
    public static int WriteTabledBytes(Span<byte> destination, int offset, IReadOnlyList<byte[]?> items, LengthPrefix prefix, string typeName, string memberName)
    {
        for (int i = 0; i < items.Count; i++)
        {
            offset = WritePrefix(destination, offset, prefix, items[i]?.Length ?? NullLength, typeName, memberName);
            if (offset < 0)
            {
                return NoRoom;
            }
        }

        for (int i = 0; i < items.Count; i++)
        {
            if (items[i] is { } item)
            {
                if (destination.Length - offset < item.Length)
                {
                    return NoRoom;
                }

                CopyBytes(item, destination, offset);
                offset += item.Length;
            }
        }

        return offset;
    }

    /// <summary>The bytes the table and the items take.</summary>
    public static long GetTabledBytesSize(IReadOnlyList<byte[]?> items, LengthPrefix prefix)
    {
        long size = 0;
        for (int i = 0; i < items.Count; i++)
        {
            int length = items[i]?.Length ?? NullLength;
            size += PrefixSize(prefix, length) + (long)Math.Max(length, 0);
        }

        return size;
    }

    /// <summary>
    /// Reads <paramref name="count"/> prefixes, checks the source holds all the bytes they give before anything is
    /// allocated, then takes the items. A null marker in the table is a null item. Consumes nothing when it returns false.
    /// </summary>
    public static bool TryReadTabledBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, int count, out byte[]?[] items)
    {
        items = [];
        int start = offset;
        int position = offset;
        long total = 0;
        for (int i = 0; i < count; i++)
        {
            // Each prefix is checked against the bytes after it, the rest of the table included; the sum is checked below.
            if (!TryReadPrefix(source, ref position, ref state, typeName, memberName, prefix, elementSize: 1, out int length))
            {
                return false;
            }

            total += Math.Max(length, 0);
        }

        if (total > source.Length - position)
        {
            return state.Truncated(typeName, memberName, start, position - start + total, source.Length - start);
        }

        if (count == 0)
        {
            return true;
        }

        items = new byte[count][];
        int data = position;
        position = start;
        for (int i = 0; i < count; i++)
        {
            TryReadPrefixValue(source, ref position, ref state, typeName, memberName, prefix, out long length);
            if (length >= 0)
            {
                items[i] = length == 0 ? [] : ToArray(source.Slice(data, (int)length));
                data += (int)length;
            }
        }

        offset = data;
        return true;
    }

    /// <summary>The count a list takes: each item one, or <paramref name="weight"/> when <paramref name="heavy"/> says so; -1 for null.</summary>
    public static int CountWeighted<T>(IReadOnlyList<T>? items, Func<T, bool> heavy, int weight, string typeName, string memberName)
    {
        if (items is null)
        {
            return NullLength;
        }

        long count = 0;
        for (int i = 0; i < items.Count; i++)
        {
            count += heavy(items[i]) ? weight : 1;
        }

        return count <= int.MaxValue ? (int)count : ThrowCountTooLarge(typeName, memberName, count);
    }

    /// <summary>The items read add up to the count: a heavy item that would run past it is invalid data.</summary>
    public static void CheckWeightedCount(int counted, int count, string typeName, string memberName, int offset)
    {
        if (counted != count)
        {
            ThrowInvalid(typeName, memberName, offset, $"the last item counts {counted - count} more than the {count} the count holds.");
        }
    }

    private static int ThrowCountTooLarge(string typeName, string memberName, long count)
    {
        ThrowInvalid(typeName, memberName, 0, $"the items count {count}, more than a count can hold.");
        return NoRoom;
    }
}
