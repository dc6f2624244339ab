// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Runtime.InteropServices;

namespace Spanwire.Infrastructure;

/// <summary>
/// Writes one item of a collection that streams across chunks: whole when it fits, else in parts in a frame of its own.
/// The generated code passes one of the writers below, a struct, so each loop is compiled for its item kind.
/// </summary>
public interface IItemWriter<T>
{
    /// <summary>Writes <paramref name="item"/> whole at <paramref name="offset"/>; returns the offset after it, or -1 when it does not fit.</summary>
    int Write(Span<byte> destination, int offset, T item);

    /// <summary>Writes what fits of <paramref name="item"/> from where the cursor's frame stopped (see <see cref="IChunkWritable{TSelf}"/>).</summary>
    int WritePart(Span<byte> destination, int offset, T item, ref ChunkCursor cursor);
}

/// <summary>
/// Collections written in parts across chunks: the count (or the null marker) at part 0 when there is a count prefix
/// (none for a remainder), then as many items as fit per chunk. One loop for every generated type; a collection
/// resized between chunks throws.
/// </summary>
public static partial class Wire
{
    /// <summary>Numbers (or structs of one repeated number) in one copy and swap per chunk; <paramref name="primitiveSize"/> is the width each swap reverses.</summary>
    public static int WriteNumbersPart<T>(Span<byte> destination, int offset, ReadOnlySpan<T> items, bool isNull, int primitiveSize, bool bigEndian, LengthPrefix? prefix, ref ChunkCursor cursor, string typeName, string memberName)
        where T : unmanaged
    {
        if (!CountPart(destination, ref offset, isNull ? NullLength : items.Length, prefix, ref cursor, typeName, memberName))
        {
            return offset;
        }

        int count = CheckCount(cursor.Length, items.Length, typeName, memberName);
        int start = cursor.Position;
        int take = cursor.Take(count, destination.Length - offset, System.Runtime.CompilerServices.Unsafe.SizeOf<T>());
        ReadOnlySpan<byte> bytes = MemoryMarshal.AsBytes(items.Slice(start, take));
        Span<byte> target = destination.Slice(offset, bytes.Length);
        if (primitiveSize == 1 || bigEndian != BitConverter.IsLittleEndian)
        {
            bytes.CopyTo(target);
        }
        else if (primitiveSize == 2)
        {
            Reverse(MemoryMarshal.Cast<byte, short>(bytes), MemoryMarshal.Cast<byte, short>(target));
        }
        else if (primitiveSize == 4)
        {
            Reverse(MemoryMarshal.Cast<byte, int>(bytes), MemoryMarshal.Cast<byte, int>(target));
        }
        else
        {
            Reverse(MemoryMarshal.Cast<byte, long>(bytes), MemoryMarshal.Cast<byte, long>(target));
        }

        return offset + bytes.Length;
    }

    /// <summary>Items each tried whole; one that does not fit the room left is written in parts in a frame of its own.</summary>
    public static int WriteItemsPart<T, TWriter>(Span<byte> destination, int offset, ReadOnlySpan<T> items, bool isNull, LengthPrefix? prefix, TWriter writer, ref ChunkCursor cursor, string typeName, string memberName)
        where TWriter : struct, IItemWriter<T>
    {
        if (!CountPart(destination, ref offset, isNull ? NullLength : items.Length, prefix, ref cursor, typeName, memberName))
        {
            return offset;
        }

        int count = CheckCount(cursor.Length, items.Length, typeName, memberName);
        for (int i = cursor.Position; i < count; i++)
        {
            if (cursor.Part == 1)
            {
                int next = writer.Write(destination, offset, items[i]);
                if (next >= 0)
                {
                    offset = next;
                    continue;
                }

                cursor.Position = i;
                cursor.Part = 2;
            }

            cursor.Enter();
            offset = cursor.ExitItem(writer.WritePart(destination, offset, items[i], ref cursor), offset);
            if (!cursor.Finished)
            {
                cursor.Pending = true;
                return offset;
            }

            cursor.Part = 1;
        }

        return offset;
    }

    /// <summary>
    /// At part 0, writes the count (or the null marker) if there is a <paramref name="prefix"/>, and moves on to the
    /// items. False when nothing more is written in this call: no room (<paramref name="offset"/> is -1), or a null
    /// collection, whose marker is all of it. A remainder (no prefix) has refused null before it got here.
    /// </summary>
    private static bool CountPart(Span<byte> destination, ref int offset, int count, LengthPrefix? prefix, ref ChunkCursor cursor, string typeName, string memberName)
    {
        if (cursor.Part != 0)
        {
            return true;
        }

        if (prefix is { } counted)
        {
            offset = WritePrefix(destination, offset, counted, count, typeName, memberName);
            if (offset < 0 || count < 0)
            {
                return false;
            }
        }

        cursor.Length = count;
        cursor.Part = 1;
        return true;
    }
}

/// <summary>Prefixed UTF-8 strings as collection items.</summary>
public readonly struct StringItems : IItemWriter<string?>
{
    private readonly LengthPrefix _prefix;
    private readonly string _typeName;
    private readonly string _memberName;

    public StringItems(LengthPrefix prefix, string typeName, string memberName) => (_prefix, _typeName, _memberName) = (prefix, typeName, memberName);

    public int Write(Span<byte> destination, int offset, string? item)
        => _prefix == LengthPrefix.Int32
            ? Wire.WriteString(destination, offset, item, _typeName, _memberName)
            : Wire.WriteString(destination, offset, item, _typeName, _memberName, _prefix);

    public int WritePart(Span<byte> destination, int offset, string? item, ref ChunkCursor cursor)
        => Wire.WriteStringPart(destination, offset, item, _prefix, ref cursor, _typeName, _memberName);
}

/// <summary>Prefixed byte arrays as collection items.</summary>
public readonly struct ByteArrayItems : IItemWriter<byte[]?>
{
    private readonly LengthPrefix _prefix;
    private readonly string _typeName;
    private readonly string _memberName;

    public ByteArrayItems(LengthPrefix prefix, string typeName, string memberName) => (_prefix, _typeName, _memberName) = (prefix, typeName, memberName);

    public int Write(Span<byte> destination, int offset, byte[]? item)
        => item is null
            ? Wire.WritePrefix(destination, offset, _prefix, Wire.NullLength, _typeName, _memberName)
            : Wire.WriteBytes(destination, offset, item, _prefix, _typeName, _memberName);

    public int WritePart(Span<byte> destination, int offset, byte[]? item, ref ChunkCursor cursor)
        => Wire.WriteBytesPart(destination, offset, item, _prefix, ref cursor, _typeName, _memberName);
}

/// <summary>Generated structs as collection items: their body, streamed through their own chunks when it does not fit.</summary>
public readonly struct StructItems<T> : IItemWriter<T>
    where T : struct, IBinarySerializable<T>, IChunkWritable<T>
{
    public int Write(Span<byte> destination, int offset, T item)
        => item.TryWrite(destination.Slice(offset), out int written) ? offset + written : Wire.NoRoom;

    public int WritePart(Span<byte> destination, int offset, T item, ref ChunkCursor cursor)
    {
        cursor.Part = 1;
        offset += item.WriteChunk(destination.Slice(offset), ref cursor);
        cursor.Pending = !cursor.Finished;
        return offset;
    }
}

/// <summary>Generated classes as collection items: a 00/01 presence byte, then the body, streamed through its own chunks when it does not fit.</summary>
public readonly struct ClassItems<T> : IItemWriter<T?>
    where T : class, IBinarySerializable<T>, IChunkWritable<T>
{
    public int Write(Span<byte> destination, int offset, T? item)
    {
        if (destination.Length - offset < 1)
        {
            return Wire.NoRoom;
        }

        Wire.WriteBoolean(ref Wire.At(destination, offset), 0, item is not null);
        if (item is null)
        {
            return offset + 1;
        }

        return item.TryWrite(destination.Slice(offset + 1), out int written) ? offset + 1 + written : Wire.NoRoom;
    }

    public int WritePart(Span<byte> destination, int offset, T? item, ref ChunkCursor cursor)
    {
        if (cursor.Part == 0)
        {
            if (destination.Length - offset < 1)
            {
                return Wire.NoRoom;
            }

            Wire.WriteBoolean(ref Wire.At(destination, offset), 0, item is not null);
            offset += 1;
            if (item is null)
            {
                return offset;
            }

            cursor.Part = 1;
        }

        offset += item!.WriteChunk(destination.Slice(offset), ref cursor);
        cursor.Pending = !cursor.Finished;
        return offset;
    }
}
