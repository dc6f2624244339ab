// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Runtime.CompilerServices;
using System.Text;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
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
    // Inlined: the result lands in the caller's local instead of going through an out parameter's write barrier.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryReadString(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, out string? value)
    {
        if (TryTakePresentBlock(source, ref offset, out ReadOnlySpan<byte> text))
        {
            value = text.IsEmpty ? string.Empty : Decode(text, typeName, memberName, offset - text.Length);
            return true;
        }

        value = null;
        return TryReadNullBlock(source, ref offset, ref state, typeName, memberName);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static string Decode(ReadOnlySpan<byte> payload, string typeName, string memberName, int offset)
    {
#if NET8_0_OR_GREATER
        if (TryDecodeValid(payload, out string? text))
        {
            return text;
        }
#endif
        return DecodeWithThrowingDecoder(payload, typeName, memberName, offset);
    }

    /// <summary>Invalid UTF-8 (and every string on netstandard2.0) goes through the throwing decoder, whose error we report.</summary>
    private static string DecodeWithThrowingDecoder(ReadOnlySpan<byte> payload, string typeName, string memberName, int offset)
    {
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

#if NET8_0_OR_GREATER
    /// <summary>Longest non-ASCII string decoded through a stack buffer (512 bytes of chars).</summary>
    private const int StackDecodeBytes = 256;

    /// <summary>Decodes valid UTF-8 by the cheapest strict route; <see langword="false"/> for invalid input.</summary>
    [SkipLocalsInit]
    private static bool TryDecodeValid(ReadOnlySpan<byte> payload, [NotNullWhen(true)] out string? text)
    {
        // ASCII, most protocol text, widens to UTF-16 unchanged, and Latin-1's decoder is exactly that widening without
        // the UTF-8 decoder's counting pass: this strict read beats a lenient Encoding.UTF8.GetString (docs/benchmarks.md).
        if (Ascii.IsValid(payload))
        {
            text = Encoding.Latin1.GetString(payload);
            return true;
        }

        // Short non-ASCII text validates and transcodes in one pass on the stack (never more chars than bytes); the
        // shared UTF8Encoding, which takes the runtime's fast path, decodes longer text once it is known to be valid.
        if (payload.Length <= StackDecodeBytes)
        {
            Span<char> chars = stackalloc char[StackDecodeBytes];
            if (Utf8.ToUtf16(payload, chars, out _, out int written, replaceInvalidSequences: false) == OperationStatus.Done)
            {
                text = new string(chars.Slice(0, written));
                return true;
            }
        }
        else if (Utf8.IsValid(payload))
        {
            text = Encoding.UTF8.GetString(payload);
            return true;
        }

        text = null;
        return false;
    }
#endif

    private static BinarySerializationException InvalidUtf16(string typeName, string memberName, int offset, Exception? inner)
        => BinarySerializationException.Create(typeName, memberName, offset, "the string holds an unpaired surrogate and has no UTF-8 form.", inner);
}
