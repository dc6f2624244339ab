// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>String encodings other than UTF-8 (<see cref="StringEncoding"/>), without intermediate arrays.</summary>
public static partial class Wire
{
    /// <summary>Bytes <paramref name="value"/> takes in <paramref name="encoding"/>; throws for unencodable text unless replacing.</summary>
    public static int GetEncodedLength(ReadOnlySpan<char> value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        try
        {
            return EncodedLength(value, encoding, replace, typeName, memberName);
        }
        catch (Exception exception) when (exception is ArgumentException or OverflowException)
        {
            throw TooLarge(typeName, memberName);
        }
    }

    private static int EncodedLength(ReadOnlySpan<char> value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        switch (encoding)
        {
            case StringEncoding.Ascii or StringEncoding.Latin1:
                if (!replace)
                {
                    char limit = encoding == StringEncoding.Ascii ? (char)0x7F : (char)0xFF;
                    for (int i = 0; i < value.Length; i++)
                    {
                        if (value[i] > limit)
                        {
                            ThrowInvalid(typeName, memberName, -1, $"U+{(int)value[i]:X4} at index {i} has no {encoding} form.");
                        }
                    }
                }

                return value.Length;
            case StringEncoding.Windows1252 or StringEncoding.Cp437:
                if (!replace)
                {
                    for (int i = 0; i < value.Length; i++)
                    {
                        if (CodePageByte(value[i], encoding) < 0)
                        {
                            ThrowInvalid(typeName, memberName, -1, $"U+{(int)value[i]:X4} at index {i} has no {encoding} form.");
                        }
                    }
                }

                return value.Length;
            case StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian:
                if (!replace)
                {
                    CheckSurrogates(value, typeName, memberName);
                }

                return checked(value.Length * 2);
            case StringEncoding.JavaModifiedUtf8:
                int bytes = 0;
                foreach (char c in value)
                {
                    bytes = checked(bytes + (c is >= (char)1 and <= (char)0x7F ? 1 : c <= (char)0x7FF ? 2 : 3));
                }

                return bytes;
            default:
                unsafe
                {
                    fixed (char* chars = value)
                    {
                        try
                        {
                            return value.IsEmpty ? 0 : StrictUtf8.GetByteCount(chars, value.Length);
                        }
                        catch (System.Text.EncoderFallbackException exception)
                        {
                            throw InvalidUtf16(typeName, memberName, -1, exception);
                        }
                    }
                }
        }
    }

    /// <summary>Size of an encoded string behind a prefix.</summary>
    public static int GetEncodedStringSize(string? value, LengthPrefix prefix, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        if (value is null)
        {
            return PrefixSize(prefix, NullLength);
        }

        int bytes = GetEncodedLength(value.AsSpan(), encoding, replace, typeName, memberName);
        return checked(PrefixSize(prefix, bytes) + bytes);
    }

    /// <summary>Writes a prefix and the encoded string; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteEncodedString(Span<byte> destination, int offset, string? value, LengthPrefix prefix, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        if (value is null)
        {
            return WritePrefix(destination, offset, prefix, NullLength, typeName, memberName);
        }

        int bytes = GetEncodedLength(value.AsSpan(), encoding, replace, typeName, memberName);
        offset = WritePrefix(destination, offset, prefix, bytes, typeName, memberName);
        if (offset < 0 || destination.Length - offset < bytes)
        {
            return NoRoom;
        }

        Encode(value.AsSpan(), destination.Slice(offset, bytes), encoding, replace);
        return offset + bytes;
    }

    public static bool TryReadEncodedString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, LengthPrefix prefix, StringEncoding encoding, bool replace, out string? value)
    {
        value = null;
        if (!TryReadPrefix(source, ref offset, ref state, typeName, memberName, prefix, elementSize: 1, out int length))
        {
            return false;
        }

        if (length >= 0)
        {
            value = Decode(source.Slice(offset, length), encoding, replace, typeName, memberName, offset);
            offset += length;
        }

        return true;
    }

    /// <summary>A fixed-length field in <paramref name="encoding"/>: padded, or cut at a character boundary when truncating.</summary>
    public static int WriteFixedEncodedString(Span<byte> destination, int offset, string? value, int length, byte padding, bool truncate, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        if (value is null)
        {
            ThrowInvalid(typeName, memberName, offset, "null cannot be written to a fixed-length field.");
        }

        if (destination.Length - offset < length)
        {
            return NoRoom;
        }

        ReadOnlySpan<char> chars = value.AsSpan();
        int bytes = GetEncodedLength(chars, encoding, replace, typeName, memberName);
        if (bytes > length)
        {
            if (!truncate)
            {
                ThrowInvalid(typeName, memberName, offset, $"the {bytes}-byte {encoding} value does not fit the {length}-byte field.");
            }

            chars = chars.Slice(0, FittingChars(chars, length, encoding));
            bytes = GetEncodedLength(chars, encoding, replace, typeName, memberName);
        }

        Span<byte> field = destination.Slice(offset, length);
        Encode(chars, field.Slice(0, bytes), encoding, replace);
        field.Slice(bytes).Fill(padding);
        return offset + length;
    }

    public static bool TryReadFixedEncodedString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int length, byte padding, bool trim, StringEncoding encoding, bool replace, out string value)
    {
        value = string.Empty;
        int available = source.Length - offset;
        if (available < length)
        {
            return state.Truncated(typeName, memberName, offset, length, available);
        }

        ReadOnlySpan<byte> field = source.Slice(offset, length);
        int end = field.Length;
        if (trim)
        {
            // Padding is removed in whole code units: in UTF-16BE, "\u0100" is 01 00, and its 00 is not padding.
            int unit = encoding is StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian ? 2 : 1;
            if (end % unit != 0 && field[end - 1] == padding)
            {
                end--;
            }

            while (end >= unit && field[end - 1] == padding && field[end - unit] == padding)
            {
                end -= unit;
            }
        }

        value = Decode(field.Slice(0, end), encoding, replace, typeName, memberName, offset);
        offset += length;
        return true;
    }

    /// <summary>How many characters fit <paramref name="maxBytes"/> whole, never splitting a surrogate pair.</summary>
    private static int FittingChars(ReadOnlySpan<char> value, int maxBytes, StringEncoding encoding)
    {
        int bytes = 0;
        int chars = 0;
        while (chars < value.Length)
        {
            bool pair = char.IsHighSurrogate(value[chars]) && chars + 1 < value.Length && char.IsLowSurrogate(value[chars + 1]);
            int units = pair ? 2 : 1;
            int width = encoding switch
            {
                StringEncoding.Ascii or StringEncoding.Latin1 or StringEncoding.Windows1252 or StringEncoding.Cp437 => 1,
                StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian => 2 * units,
                StringEncoding.JavaModifiedUtf8 => pair ? 6 : value[chars] is >= (char)1 and <= (char)0x7F ? 1 : value[chars] <= (char)0x7FF ? 2 : 3,
                _ => pair ? 4 : value[chars] < (char)0x80 ? 1 : value[chars] < (char)0x800 ? 2 : 3,
            };
            if (bytes + width > maxBytes)
            {
                break;
            }

            bytes += width;
            chars += units;
        }

        return chars;
    }

    /// <summary>Encodes into exactly <see cref="GetEncodedLength"/> bytes of <paramref name="destination"/>.</summary>
    public static void Encode(ReadOnlySpan<char> value, Span<byte> destination, StringEncoding encoding, bool replace)
    {
        switch (encoding)
        {
            case StringEncoding.Ascii or StringEncoding.Latin1:
                char limit = encoding == StringEncoding.Ascii ? (char)0x7F : (char)0xFF;
                for (int i = 0; i < value.Length; i++)
                {
                    destination[i] = value[i] <= limit ? (byte)value[i] : (byte)'?';
                }

                break;
            case StringEncoding.Windows1252 or StringEncoding.Cp437:
                for (int i = 0; i < value.Length; i++)
                {
                    int b = CodePageByte(value[i], encoding);
                    destination[i] = b < 0 ? (byte)'?' : (byte)b;
                }

                break;
            case StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian:
                int high = encoding == StringEncoding.Utf16BigEndian ? 0 : 1;
                for (int i = 0; i < value.Length; i++)
                {
                    char c = replace && IsLoneSurrogate(value, i) ? '\uFFFD' : value[i];
                    destination[(2 * i) + high] = (byte)(c >> 8);
                    destination[(2 * i) + 1 - high] = (byte)c;
                }

                break;
            case StringEncoding.JavaModifiedUtf8:
                int at = 0;
                foreach (char c in value)
                {
                    if (c is >= (char)1 and <= (char)0x7F)
                    {
                        destination[at++] = (byte)c;
                    }
                    else if (c <= (char)0x7FF)
                    {
                        destination[at++] = (byte)(0xC0 | (c >> 6));
                        destination[at++] = (byte)(0x80 | (c & 0x3F));
                    }
                    else
                    {
                        destination[at++] = (byte)(0xE0 | (c >> 12));
                        destination[at++] = (byte)(0x80 | ((c >> 6) & 0x3F));
                        destination[at++] = (byte)(0x80 | (c & 0x3F));
                    }
                }

                break;
            default:
                EncodeStrict(value, destination);
                break;
        }
    }

    /// <summary>Decodes one field; invalid bytes throw with the member and offset unless replacing.</summary>
    public static string Decode(ReadOnlySpan<byte> source, StringEncoding encoding, bool replace, string typeName, string memberName, int offset)
    {
        if (source.IsEmpty)
        {
            return string.Empty;
        }

        switch (encoding)
        {
            case StringEncoding.Ascii or StringEncoding.Latin1:
#if NET8_0_OR_GREATER
                // Valid text is widened directly (short fields such as PNG chunk types by two overlapping loads); ASCII
                // with a byte over 0x7F is refused at that byte, or has it replaced, through the buffer.
                return encoding == StringEncoding.Latin1
                    ? WidenLatin1(source)
                    : DecodeAscii(source) ?? DecodeThroughBuffer(source, encoding, replace, typeName, memberName, offset);
#else
                return DecodeThroughBuffer(source, encoding, replace, typeName, memberName, offset);
#endif
            case StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian:
                if (source.Length % 2 != 0)
                {
                    ThrowInvalid(typeName, memberName, offset, $"{source.Length} bytes is not a whole number of UTF-16 code units.");
                }

                return DecodeThroughBuffer(source, encoding, replace, typeName, memberName, offset);
            case StringEncoding.JavaModifiedUtf8 or StringEncoding.Windows1252 or StringEncoding.Cp437:
                return DecodeThroughBuffer(source, encoding, replace, typeName, memberName, offset);
            default:
                return Decode(source, typeName, memberName, offset);
        }
    }

    /// <summary>
    /// Decodes into a stack buffer (or a pooled one past <see cref="StackDecodeBytes"/>) and copies the characters into
    /// the new string: every encoding here has at most one character per byte. Its own method, so that the fast paths
    /// above do not pay the stack buffer's frame.
    /// </summary>
#if NET5_0_OR_GREATER
    [System.Runtime.CompilerServices.SkipLocalsInit]
#endif
    private static string DecodeThroughBuffer(ReadOnlySpan<byte> source, StringEncoding encoding, bool replace, string typeName, string memberName, int offset)
    {
        char[]? rented = null;
        Span<char> chars = source.Length <= StackDecodeBytes
            ? stackalloc char[StackDecodeBytes]
            : (rented = System.Buffers.ArrayPool<char>.Shared.Rent(source.Length));
        try
        {
            int written = encoding switch
            {
                StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian => DecodeUtf16(source, chars, encoding == StringEncoding.Utf16LittleEndian, replace, typeName, memberName),
                StringEncoding.Windows1252 or StringEncoding.Cp437 => DecodeCodePage(source, chars, encoding, replace, typeName, memberName, offset),
                StringEncoding.JavaModifiedUtf8 => DecodeModifiedUtf8(source, chars, replace, typeName, memberName, offset),
                _ => WidenSingleBytes(source, chars, encoding == StringEncoding.Ascii, replace, typeName, memberName, offset),
            };
            return chars.Slice(0, written).ToString();
        }
        finally
        {
            if (rented is not null)
            {
                System.Buffers.ArrayPool<char>.Shared.Return(rented);
            }
        }
    }

    /// <summary>ASCII or Latin-1: each byte is its character; a byte over 0x7F in ASCII throws at its offset, or becomes U+FFFD.</summary>
    private static int WidenSingleBytes(ReadOnlySpan<byte> source, Span<char> chars, bool ascii, bool replace, string typeName, string memberName, int offset)
    {
        for (int i = 0; i < source.Length; i++)
        {
            byte b = source[i];
            if (ascii && b > 0x7F)
            {
                if (!replace)
                {
                    ThrowInvalid(typeName, memberName, offset + i, $"byte 0x{b:X2} is not ASCII.");
                }

                chars[i] = '\uFFFD';
                continue;
            }

            chars[i] = (char)b;
        }

        return source.Length;
    }

    private static int DecodeUtf16(ReadOnlySpan<byte> source, Span<char> chars, bool littleEndian, bool replace, string typeName, string memberName)
    {
        int length = source.Length / 2;
        int high = littleEndian ? 1 : 0;
        for (int i = 0; i < length; i++)
        {
            chars[i] = (char)((source[(2 * i) + high] << 8) | source[(2 * i) + 1 - high]);
        }

        if (!replace)
        {
            CheckSurrogates(chars.Slice(0, length), typeName, memberName);
        }

        return length;
    }

    private static int DecodeModifiedUtf8(ReadOnlySpan<byte> source, Span<char> chars, bool replace, string typeName, string memberName, int offset)
    {
        int written = 0;
        for (int i = 0; i < source.Length;)
        {
            int width = ModifiedUtf8Width(source, i, replace, typeName, memberName, offset);
            chars[written++] = width switch
            {
                1 => (char)source[i],
                2 when IsContinuation(source, i + 1) => (char)(((source[i] & 0x1F) << 6) | (source[i + 1] & 0x3F)),
                3 when IsContinuation(source, i + 1) && IsContinuation(source, i + 2) => (char)(((source[i] & 0x0F) << 12) | ((source[i + 1] & 0x3F) << 6) | (source[i + 2] & 0x3F)),
                _ => '\uFFFD',
            };
            i += width;
        }

        return written;
    }

    /// <summary>Bytes of the modified UTF-8 sequence at <paramref name="index"/>; throws on a malformed one unless replacing (then 1).</summary>
    private static int ModifiedUtf8Width(ReadOnlySpan<byte> source, int index, bool replace, string typeName, string memberName, int offset)
    {
        byte lead = source[index];
        int width = lead switch
        {
            >= 0x01 and <= 0x7F => 1,
            >= 0xC0 and <= 0xDF => 2,
            >= 0xE0 and <= 0xEF => 3,
            _ => 0,
        };
        bool valid = width > 0 && index + width <= source.Length
            && (width < 2 || IsContinuation(source, index + 1))
            && (width < 3 || IsContinuation(source, index + 2))
            && !IsOverlongModifiedUtf8(source, index, width);
        if (!valid)
        {
            if (!replace)
            {
                ThrowInvalid(typeName, memberName, offset + index, $"byte 0x{lead:X2} does not start a valid modified UTF-8 sequence.");
            }

            return 1;
        }

        return width;
    }

    /// <summary>
    /// A sequence longer than its character needs: Java's encoder writes only U+0000 as two bytes (<c>C0 80</c>) below
    /// U+0080, and nothing below U+0800 as three, so any other such form (<c>C1 81</c> for "A") is rejected, as
    /// <c>DataInputStream.readUTF</c>'s one canonical form per string requires.
    /// </summary>
    private static bool IsOverlongModifiedUtf8(ReadOnlySpan<byte> source, int index, int width) => width switch
    {
        2 => source[index] < 0xC2 && !(source[index] == 0xC0 && source[index + 1] == 0x80),
        3 => source[index] == 0xE0 && source[index + 1] < 0xA0,
        _ => false,
    };

    private static bool IsContinuation(ReadOnlySpan<byte> source, int index) => index < source.Length && (source[index] & 0xC0) == 0x80;

    private static bool IsLoneSurrogate(ReadOnlySpan<char> value, int index)
    {
        char c = value[index];
        return (char.IsHighSurrogate(c) && (index + 1 >= value.Length || !char.IsLowSurrogate(value[index + 1])))
            || (char.IsLowSurrogate(c) && (index == 0 || !char.IsHighSurrogate(value[index - 1])));
    }

    private static void CheckSurrogates(ReadOnlySpan<char> value, string typeName, string memberName)
    {
        for (int i = 0; i < value.Length; i++)
        {
            if (IsLoneSurrogate(value, i))
            {
                ThrowInvalid(typeName, memberName, -1, $"the unpaired surrogate U+{(int)value[i]:X4} at index {i} cannot be encoded.");
            }
        }
    }
}
