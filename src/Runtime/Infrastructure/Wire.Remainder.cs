// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Text.Unicode;
#endif

namespace Spanwire.Infrastructure;

/// <summary>Members that take the rest of their frame (<see cref="BinaryRemainderAttribute"/>).</summary>
public static partial class Wire
{
    public static int GetRemainderSize(string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
        => GetEncodedLength(NotNull(value, typeName, memberName).AsSpan(), encoding, replace, typeName, memberName);

    public static int GetRemainderSize(byte[]? value, string typeName, string memberName) => NotNull(value, typeName, memberName).Length;

    public static int WriteRemainder(Span<byte> destination, int offset, string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
#if NET8_0_OR_GREATER
        // Strict UTF-8 transcodes straight into the destination, with no pass to size it first.
        if (encoding == StringEncoding.Utf8 && !replace)
        {
            OperationStatus status = Utf8.FromUtf16(NotNull(value, typeName, memberName), destination.Slice(offset), out _, out int written, replaceInvalidSequences: false);
            return status switch
            {
                OperationStatus.Done => offset + written,
                OperationStatus.DestinationTooSmall => NoRoom,
                _ => throw InvalidUtf16(typeName, memberName, offset, null),
            };
        }

#endif
        int size = GetRemainderSize(value, encoding, replace, typeName, memberName);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        Encode(value.AsSpan(), destination.Slice(offset, size), encoding, replace);
        return offset + size;
    }

    public static int WriteRemainder(Span<byte> destination, int offset, ReadOnlySpan<byte> value)
    {
        if (destination.Length - offset < value.Length)
        {
            return NoRoom;
        }

        CopyBytes(value, destination, offset);
        return offset + value.Length;
    }

    public static int WriteRemainder(Span<byte> destination, int offset, byte[]? value, string typeName, string memberName)
        => WriteRemainder(destination, offset, NotNull(value, typeName, memberName));

    /// <summary>The rest of the source as text; never "more data needed", since the frame's end is the string's.</summary>
    public static string ReadRemainder(ReadOnlySpan<byte> source, ref int offset, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        string value = Decode(source.Slice(offset), encoding, replace, typeName, memberName, offset);
        offset = source.Length;
        return value;
    }

    /// <summary>The rest of the source, copied into one new array.</summary>
    public static byte[] ReadRemainder(ReadOnlySpan<byte> source, ref int offset)
    {
        byte[] value = source.Slice(offset).ToArray();
        offset = source.Length;
        return value;
    }

    /// <summary>
    /// The source without its last <paramref name="tail"/> bytes, which members of a fixed size after a remainder take
    /// (gzip's CRC-32 and size after its deflated data); from <paramref name="offset"/> on, never less than nothing.
    /// </summary>
    public static ReadOnlySpan<byte> BeforeTail(ReadOnlySpan<byte> source, int offset, int tail)
        => source.Slice(0, Math.Max(offset, source.Length - tail));

    /// <summary>An item of a remainder list that took no bytes would repeat until the frame ended, which it never would: invalid.</summary>
    public static void CheckItemProgress(int itemStart, int offset, string typeName, string memberName)
    {
        if (offset == itemStart)
        {
            ThrowInvalid(typeName, memberName, itemStart, "an item of the remainder list took no bytes, so the list would not end.");
        }
    }

    /// <summary>
    /// A value that has no null form where it is written (a class declared non-nullable, a remainder, a frame's body);
    /// throws naming the member.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T NotNull<T>(T? value, string typeName, string memberName)
        where T : class
    {
        // Inlined into every union case and framed body write: the check is one compare, the throw out of line.
        if (value is null)
        {
            ThrowNull(typeName, memberName);
        }

        return value;
    }

    [DoesNotReturn]
    private static void ThrowNull(string typeName, string memberName)
        => throw BinarySerializationException.Create(typeName, memberName, -1,
            "null cannot be written here: it has no null marker (a class member or item declared T?, not T, has a presence byte).");
}
