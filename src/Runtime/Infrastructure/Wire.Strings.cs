// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Text;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Text.Unicode;
#endif

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>Throws on unpaired surrogates (write) and invalid UTF-8 (read) instead of substituting U+FFFD.</summary>
    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    /// <summary>Size of an int32-length-prefixed UTF-8 string; -1 marks null.</summary>
    public static int GetStringSize(string? value, string typeName, string memberName)
    {
        if (value is null)
        {
            return 4;
        }

        try
        {
            return checked(4 + CountUtf8(value));
        }
        catch (EncoderFallbackException exception)
        {
            throw InvalidUtf16(typeName, memberName, -1, exception);
        }
        catch (Exception exception) when (exception is ArgumentException or OverflowException)
        {
            // Past 2 GiB of UTF-8: the count does not fit an int.
            throw TooLarge(typeName, memberName);
        }
    }

    /// <summary>
    /// Writes an int32 byte length (-1 for null) and the UTF-8 bytes straight into <paramref name="destination"/>;
    /// returns the offset after them, or <see cref="NoRoom"/>.
    /// </summary>
    public static int WriteString(Span<byte> destination, int offset, string? value, string typeName, string memberName)
    {
        if (destination.Length - offset < 4)
        {
            return NoRoom;
        }

        if (value is null)
        {
            WriteInt32(ref At(destination, offset), 0, NullLength);
            return offset + 4;
        }

        Span<byte> payload = destination.Slice(offset + 4);
#if NET8_0_OR_GREATER
        OperationStatus status = Utf8.FromUtf16(value.AsSpan(), payload, out _, out int written, replaceInvalidSequences: false);
        if (status == OperationStatus.DestinationTooSmall)
        {
            return NoRoom;
        }

        if (status != OperationStatus.Done)
        {
            throw InvalidUtf16(typeName, memberName, offset, null);
        }
#else
        int written;
        try
        {
            written = StrictUtf8.GetByteCount(value);
            if (written > payload.Length)
            {
                return NoRoom;
            }

            if (written > 0)
            {
                unsafe
                {
                    fixed (char* chars = value)
                    fixed (byte* bytes = payload)
                    {
                        StrictUtf8.GetBytes(chars, value.Length, bytes, payload.Length);
                    }
                }
            }
        }
        catch (EncoderFallbackException exception)
        {
            throw InvalidUtf16(typeName, memberName, offset, exception);
        }
#endif
        WriteInt32(ref At(destination, offset), 0, written);
        return offset + 4 + written;
    }

    /// <summary>Reads an int32-length-prefixed UTF-8 string; returns <see langword="false"/> if the source ends first.</summary>
    public static bool TryReadString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, out string? value)
    {
        // Fast path: a present, non-null string. Null, truncation and bad prefixes go through TryReadLength.
        int available = source.Length - offset;
        if (available >= 4)
        {
            int length = ReadInt32(ref At(source, offset), 0);
            if ((uint)length <= (uint)(available - 4))
            {
                value = length == 0 ? string.Empty : Decode(source.Slice(offset + 4, length), typeName, memberName, offset + 4);
                offset += 4 + length;
                return true;
            }
        }

        value = null;
        if (!TryReadLength(source, ref offset, ref state, typeName, memberName, elementSize: 1, out int prefix))
        {
            return false;
        }

        // Only null gets here: any other length that fits took the fast path.
        return prefix < 0;
    }

    private static string Decode(ReadOnlySpan<byte> payload, string typeName, string memberName, int offset)
    {
#if NET8_0_OR_GREATER
        // Validate, then decode with the shared UTF8Encoding: both passes are vectorized, and the shared instance takes
        // the runtime's fast path, which a throwing UTF8Encoding of our own does not. Valid input decodes the same.
        if (System.Text.Unicode.Utf8.IsValid(payload))
        {
            return Encoding.UTF8.GetString(payload);
        }
#endif
        try
        {
#if NET8_0_OR_GREATER
            return StrictUtf8.GetString(payload);
#else
            unsafe
            {
                fixed (byte* bytes = payload)
                {
                    return StrictUtf8.GetString(bytes, payload.Length);
                }
            }
#endif
        }
        catch (DecoderFallbackException exception)
        {
            throw BinarySerializationException.Create(typeName, memberName, offset, $"the {payload.Length}-byte string is not valid UTF-8.", exception);
        }
    }

    private static BinarySerializationException InvalidUtf16(string typeName, string memberName, int offset, Exception? inner)
        => BinarySerializationException.Create(typeName, memberName, offset, "the string holds an unpaired surrogate and has no UTF-8 form.", inner);
}
