// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Runtime.CompilerServices;
using System.Text;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
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
        if (source.Length - offset >= 4 && ReadInt32(ref At(source, offset), 0) == NullLength)
        {
            offset += 4;
            return true;
        }

        return BlockRunsShort(source, offset, ref state, typeName, memberName);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static string Decode(ReadOnlySpan<byte> payload, string typeName, string memberName, int offset)
    {
#if NET8_0_OR_GREATER
        return DecodeValid(payload) ?? DecodeWithThrowingDecoder(payload, typeName, memberName, offset);
#else
        return DecodeWithThrowingDecoder(payload, typeName, memberName, offset);
#endif
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

    /// <summary>Longest text decoded through a stack buffer (512 bytes of chars); longer text rents one.</summary>
    private const int StackDecodeBytes = 256;

#if NET8_0_OR_GREATER

    /// <summary>Decodes valid UTF-8 by the cheapest strict route; <see langword="null"/> for invalid input.</summary>
    /// <remarks>Returns the string rather than setting an out parameter, which would cost a write barrier.</remarks>
    private static string? DecodeValid(ReadOnlySpan<byte> payload)
        => DecodeAscii(payload) ?? DecodeValidNonAscii(payload);

    /// <summary>ASCII text as its string, or <see langword="null"/> if a byte is over 0x7F.</summary>
    /// <remarks>
    /// ASCII, most protocol text, widens to UTF-16 unchanged. Short text (names, keys, hosts) is checked by two
    /// overlapping loads and widened straight into the new string; longer text goes through Latin-1's decoder, which is
    /// exactly that widening without the UTF-8 decoder's counting pass. Either strict read beats a lenient
    /// Encoding.UTF8.GetString (docs/benchmarks.md).
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static string? DecodeAscii(ReadOnlySpan<byte> payload)
        => payload.Length <= ShortTextBytes
            ? IsShortAscii(payload) ? WidenShort(payload) : null
            : Ascii.IsValid(payload) ? Encoding.Latin1.GetString(payload) : null;

    /// <summary>Latin-1 text: each byte widened to the char of the same value.</summary>
    private static string WidenLatin1(ReadOnlySpan<byte> payload)
        => payload.Length <= ShortTextBytes ? WidenShort(payload) : Encoding.Latin1.GetString(payload);

    /// <summary>Decodes text that is not all ASCII, or <see langword="null"/> if it is not valid UTF-8.</summary>
    /// <remarks>Its own method: the stack buffer's frame and guard would otherwise be paid by every ASCII string.</remarks>
    [SkipLocalsInit]
    private static string? DecodeValidNonAscii(ReadOnlySpan<byte> payload)
    {
        // Short text validates and transcodes in one pass on the stack (never more chars than bytes); the shared
        // UTF8Encoding, which takes the runtime's fast path, decodes longer text once it is known to be valid.
        if (payload.Length <= StackDecodeBytes)
        {
            Span<char> chars = stackalloc char[StackDecodeBytes];
            return Utf8.ToUtf16(payload, chars, out _, out int written, replaceInvalidSequences: false) == OperationStatus.Done
                ? new string(chars.Slice(0, written))
                : null;
        }

        return Utf8.IsValid(payload) ? Encoding.UTF8.GetString(payload) : null;
    }

    /// <summary>Longest text checked by <see cref="IsShortAscii"/> and widened by <see cref="WidenShort"/>: two overlapping 8-byte loads cover it.</summary>
    private const int ShortTextBytes = 16;

    /// <summary>Whether 1-16 bytes are all ASCII, from at most two overlapping loads.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsShortAscii(ReadOnlySpan<byte> payload)
    {
        ref byte first = ref MemoryMarshal.GetReference(payload);
        int length = payload.Length;
        if (length >= 8)
        {
            ulong bits = Unsafe.ReadUnaligned<ulong>(ref first) | Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref first, length - 8));
            return (bits & 0x8080_8080_8080_8080) == 0;
        }

        if (length >= 4)
        {
            uint bits = Unsafe.ReadUnaligned<uint>(ref first) | Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref first, length - 4));
            return (bits & 0x8080_8080) == 0;
        }

        int any = 0;
        for (int i = 0; i < length; i++)
        {
            any |= Unsafe.Add(ref first, i);
        }

        return any < 0x80;
    }

    /// <summary>A new string of 1-16 bytes, each widened to the char of the same value (ASCII or Latin-1 text).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static unsafe string WidenShort(ReadOnlySpan<byte> bytes)
    {
        // string.Create is the one way to fill a new string in place; the bytes travel as a pointer because net8.0's
        // SpanAction cannot take a span as its state. The pin lasts only for the copy.
        fixed (byte* first = bytes)
        {
            return string.Create(bytes.Length, (nint)first, static (chars, address) => WidenShortInto(ref *(byte*)address, chars));
        }
    }

    private static void WidenShortInto(ref byte bytes, Span<char> chars)
    {
        ref ushort destination = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(chars));
        int length = chars.Length;
        if (length >= 8 && Vector128.IsHardwareAccelerated)
        {
            // The second pair of loads and stores overlaps the first for 9-15 bytes; the bytes there are the same.
            Vector128.WidenLower(Vector128.CreateScalarUnsafe(Unsafe.ReadUnaligned<ulong>(ref bytes)).AsByte()).StoreUnsafe(ref destination);
            Vector128.WidenLower(Vector128.CreateScalarUnsafe(Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref bytes, length - 8))).AsByte())
                .StoreUnsafe(ref destination, (nuint)(length - 8));
            return;
        }

        if (length >= 4 && Vector128.IsHardwareAccelerated)
        {
            // Four chars (8 bytes) from each end, overlapping for 5-7 bytes.
            Unsafe.WriteUnaligned(ref Unsafe.As<ushort, byte>(ref destination), WidenFour(Unsafe.ReadUnaligned<uint>(ref bytes)));
            Unsafe.WriteUnaligned(ref Unsafe.As<ushort, byte>(ref Unsafe.Add(ref destination, length - 4)), WidenFour(Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref bytes, length - 4))));
            return;
        }

        for (int i = 0; i < length; i++)
        {
            Unsafe.Add(ref destination, i) = Unsafe.Add(ref bytes, i);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong WidenFour(uint fourBytes) => Vector128.WidenLower(Vector128.CreateScalarUnsafe(fourBytes).AsByte()).AsUInt64().ToScalar();
#endif

    private static BinarySerializationException InvalidUtf16(string typeName, string memberName, int offset, Exception? inner)
        => BinarySerializationException.Create(typeName, memberName, offset, "the string holds an unpaired surrogate and has no UTF-8 form.", inner);
}
