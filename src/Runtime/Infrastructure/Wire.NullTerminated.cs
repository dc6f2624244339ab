// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Text.Unicode;
#endif

namespace Spanwire.Infrastructure;

/// <summary>NUL-terminated strings (<see cref="BinaryNullTerminatedAttribute"/>) in every <see cref="StringEncoding"/>.</summary>
public static partial class Wire
{
    /// <summary>Bytes of the string and its terminator; throws for null, an embedded U+0000, or unencodable text.</summary>
    public static int GetNullTerminatedSize(string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        if (value is null)
        {
            ThrowInvalid(typeName, memberName, -1, "null cannot be written as a NUL-terminated string (it has no null marker); use [BinaryPresenceByte] for a string that can be null.");
        }

        int nul = encoding == StringEncoding.JavaModifiedUtf8 ? -1 : value.IndexOf('\0');
        if (nul >= 0)
        {
            ThrowInvalid(typeName, memberName, -1, $"U+0000 at index {nul} would end a NUL-terminated string early.");
        }

        return checked(GetEncodedLength(value.AsSpan(), encoding, replace, typeName, memberName) + TerminatorLength(encoding));
    }

    /// <summary>Writes the encoded string and its terminator; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteNullTerminated(Span<byte> destination, int offset, string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
#if NET8_0_OR_GREATER
        // Straight into the destination, unmeasured: short ASCII text (most protocol strings) is copied and checked
        // for U+0000 in one pass; other UTF-8 is checked on the chars, then transcoded once. Anything else (no room, a
        // lone surrogate, a NUL) takes the measured path, which reports it.
        if ((encoding is StringEncoding.Utf8 or StringEncoding.Ascii or StringEncoding.Latin1) && value is not null && destination.Length > offset)
        {
            Span<byte> room = destination.Slice(offset, destination.Length - offset - 1);
            int encoded = value.Length;
            if (TryCopyAsciiNoNul(value.AsSpan(), room)
                || (encoding == StringEncoding.Utf8 && value.IndexOf('\0') < 0 && Utf8.FromUtf16(value.AsSpan(), room, out _, out encoded, replace) == OperationStatus.Done))
            {
                destination[offset + encoded] = 0;
                return offset + encoded + 1;
            }
        }
#endif

        int size = GetNullTerminatedSize(value, encoding, replace, typeName, memberName);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        int terminator = TerminatorLength(encoding);
        Encode(value.AsSpan(), destination.Slice(offset, size - terminator), encoding, replace);
        destination.Slice(offset + size - terminator, terminator).Clear();
        return offset + size;
    }

    /// <summary>Reads up to the terminator; <see langword="false"/> (truncated) when the data ends before one.</summary>
    public static bool TryReadNullTerminated(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, StringEncoding encoding, bool replace, out string? value)
    {
        ReadOnlySpan<byte> rest = source.Slice(offset);
        int terminator = TerminatorLength(encoding);
        int end = terminator == 1 ? rest.IndexOf((byte)0) : IndexOfUtf16Nul(rest);
        if (end < 0)
        {
            value = null;
            state.Truncated(typeName, memberName, offset, (long)rest.Length + terminator, rest.Length);
            return state.AwaitByte(0);
        }

        value = Decode(rest.Slice(0, end), encoding, replace, typeName, memberName, offset);
        offset += end + terminator;
        return true;
    }

    /// <summary>
    /// Reads text whose NUL is the last of the <paramref name="length"/> bytes a holder gives (cpio's path and its NUL).
    /// None, or one before the last, is invalid data: the text could not be written back as it came.
    /// </summary>
    public static bool TryReadBoundNullTerminated(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int length, StringEncoding encoding, bool replace, out string value)
    {
        value = string.Empty;
        int available = source.Length - offset;
        if (available < length)
        {
            return state.Truncated(typeName, memberName, offset, length, available);
        }

        ReadOnlySpan<byte> field = source.Slice(offset, length);
        int nul = field.IndexOf((byte)0);
        if (length == 0 || nul != length - 1)
        {
            ThrowInvalid(typeName, memberName, offset, nul < 0 ? $"the {length} byte(s) its length gives do not end in a NUL." : $"a NUL at byte {nul} of the {length} its length gives, before the last.");
        }

        value = Decode(field.Slice(0, nul), encoding, replace, typeName, memberName, offset);
        offset += length;
        return true;
    }

    private static int TerminatorLength(StringEncoding encoding) => encoding is StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian ? 2 : 1;

    /// <summary>The first <c>00 00</c> code unit: a zero byte inside a character (U+0100 is <c>01 00</c>) does not end the string.</summary>
    private static int IndexOfUtf16Nul(ReadOnlySpan<byte> source)
    {
        for (int i = 0; i + 1 < source.Length; i += 2)
        {
            if (source[i] == 0 && source[i + 1] == 0)
            {
                return i;
            }
        }

        return -1;
    }
}
