// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Fixed-size string and byte fields (<see cref="BinaryFixedLengthAttribute"/>).</summary>
public static partial class Wire
{
    public static int WriteFixedString(Span<byte> destination, int offset, string? value, int length, byte padding, bool truncate, string typeName, string memberName)
    {
        if (value is null)
        {
            ThrowInvalid(typeName, memberName, offset, "null cannot be written to a fixed-length field.");
        }

        if (destination.Length - offset < length)
        {
            return NoRoom;
        }

        int bytes = GetStringSize(value, typeName, memberName) - 4;
        int chars = value.Length;
        if (bytes > length)
        {
            if (!truncate)
            {
                ThrowInvalid(typeName, memberName, offset, $"the {bytes}-byte UTF-8 value does not fit the {length}-byte field.");
            }

            (chars, bytes) = FittingPrefix(value, length);
        }

        Span<byte> field = destination.Slice(offset, length);
        EncodeStrict(value.AsSpan(0, chars), field.Slice(0, bytes));
        field.Slice(bytes).Fill(padding);
        return offset + length;
    }

    public static bool TryReadFixedString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int length, byte padding, bool trim, out string value)
    {
        value = string.Empty;
        int available = source.Length - offset;
        if (available < length)
        {
            return state.Truncated(typeName, memberName, offset, length, available);
        }

        ReadOnlySpan<byte> field = source.Slice(offset, length);
        if (trim)
        {
            int end = field.Length;
            while (end > 0 && field[end - 1] == padding)
            {
                end--;
            }

            field = field.Slice(0, end);
        }

        value = field.Length == 0 ? string.Empty : Decode(field, typeName, memberName, offset);
        offset += length;
        return true;
    }

    public static int WriteFixedBytes(Span<byte> destination, int offset, byte[]? value, int length, byte padding, bool truncate, string typeName, string memberName)
    {
        if (value is null)
        {
            ThrowInvalid(typeName, memberName, offset, "null cannot be written to a fixed-length field.");
        }

        if (value.Length > length && !truncate)
        {
            ThrowInvalid(typeName, memberName, offset, $"the {value.Length}-byte value does not fit the {length}-byte field.");
        }

        if (destination.Length - offset < length)
        {
            return NoRoom;
        }

        int copied = Math.Min(value.Length, length);
        value.AsSpan(0, copied).CopyTo(destination.Slice(offset));
        destination.Slice(offset + copied, length - copied).Fill(padding);
        return offset + length;
    }

    public static bool TryReadFixedBytes(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int length, out byte[] value)
    {
        value = [];
        int available = source.Length - offset;
        if (available < length)
        {
            return state.Truncated(typeName, memberName, offset, length, available);
        }

        value = ToArray(source.Slice(offset, length));
        offset += length;
        return true;
    }

    /// <summary>A fixed-count array must hold exactly <paramref name="count"/> items: nothing on the wire says otherwise.</summary>
    public static void CheckFixedCount(int actual, int count, string typeName, string memberName, int offset)
    {
        if (actual != count)
        {
            ThrowInvalid(typeName, memberName, offset, actual < 0
                ? $"null cannot be written to a fixed-count field of {count} items."
                : $"the array has {actual} items; the field holds exactly {count}.");
        }
    }

    /// <summary>Checks that a fixed-count array's items can be present before it is allocated.</summary>
    public static bool TryReadFixedCount(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, int count, int elementSize)
    {
        long needed = (long)count * Math.Max(elementSize, 1);
        int available = source.Length - offset;
        return needed <= available || state.Truncated(typeName, memberName, offset, needed, available);
    }

    /// <summary>The longest prefix of whole characters whose UTF-8 form fits <paramref name="maxBytes"/>.</summary>
    private static (int Chars, int Bytes) FittingPrefix(string value, int maxBytes)
    {
        int chars = 0;
        int bytes = 0;
        while (chars < value.Length)
        {
            char c = value[chars];
            (int width, int units) = c switch
            {
                < (char)0x80 => (1, 1),
                < (char)0x800 => (2, 1),
                _ when char.IsHighSurrogate(c) && chars + 1 < value.Length && char.IsLowSurrogate(value[chars + 1]) => (4, 2),
                _ => (3, 1),
            };
            if (bytes + width > maxBytes)
            {
                break;
            }

            bytes += width;
            chars += units;
        }

        return (chars, bytes);
    }
}

/// <summary>Pascal strings: a one-byte length inside a fixed field (Python struct's <c>"10p"</c>).</summary>
public static partial class Wire
{
    public static int WritePascal(Span<byte> destination, int offset, string? value, int length, bool truncate, string typeName, string memberName)
    {
        if (value is null)
        {
            ThrowInvalid(typeName, memberName, offset, "null cannot be written to a fixed-length field.");
        }

        if (destination.Length - offset < length)
        {
            return NoRoom;
        }

        int capacity = Math.Min(length - 1, byte.MaxValue);
        ReadOnlySpan<char> chars = value.AsSpan();
        int bytes = Utf8Length(value, typeName, memberName);
        if (bytes > capacity)
        {
            if (!truncate)
            {
                ThrowInvalid(typeName, memberName, offset, $"the {bytes}-byte value does not fit the {capacity} bytes a {length}-byte Pascal field holds.");
            }

            (int fit, bytes) = FittingPrefix(value, capacity);
            chars = chars.Slice(0, fit);
        }

        Span<byte> field = destination.Slice(offset, length);
        field[0] = (byte)bytes;
        EncodeStrict(chars, field.Slice(1, bytes));
        field.Slice(1 + bytes).Clear();
        return offset + length;
    }

    public static bool TryReadPascal(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int length, out string value)
    {
        value = string.Empty;
        int available = source.Length - offset;
        if (available < length)
        {
            return state.Truncated(typeName, memberName, offset, length, available);
        }

        int count = source[offset];
        if (count > length - 1)
        {
            ThrowInvalid(typeName, memberName, offset, $"the Pascal length {count} exceeds the {length - 1} bytes the field holds.");
        }

        for (int i = offset + 1 + count; i < offset + length; i++)
        {
            if (source[i] != 0)
            {
                ThrowInvalid(typeName, memberName, i, $"the bytes after a Pascal string must be zero padding, found 0x{source[i]:X2}.");
            }
        }

        value = count == 0 ? string.Empty : Decode(source.Slice(offset + 1, count), typeName, memberName, offset + 1);
        offset += length;
        return true;
    }
}
