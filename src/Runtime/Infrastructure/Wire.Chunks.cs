// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Text;
#if NET8_0_OR_GREATER
using System.Buffers;
using System.Text.Unicode;
#endif

namespace Spanwire.Infrastructure;

/// <summary>The parts of members that stream across chunks: each writes what fits and records how far it got.</summary>
public static partial class Wire
{
    /// <summary>Copies the bytes of <paramref name="value"/> from the cursor's position on, as many as fit.</summary>
    public static int WriteBytesPart(Span<byte> destination, int offset, ReadOnlySpan<byte> value, ref ChunkCursor cursor)
    {
        int take = cursor.Take(value.Length, destination.Length - offset, 1);
        value.Slice(cursor.Position - take, take).CopyTo(destination.Slice(offset));
        return offset + take;
    }

    /// <summary>
    /// A prefixed UTF-8 string in parts: at part 0 the prefix (the whole text's byte count, or the null marker), then as
    /// many characters as fit, chunk after chunk.
    /// </summary>
    public static int WriteStringPart(Span<byte> destination, int offset, string? value, LengthPrefix prefix, ref ChunkCursor cursor, string typeName, string memberName)
    {
        if (cursor.Part == 0)
        {
            offset = WritePrefix(destination, offset, prefix, value is null ? NullLength : Utf8Length(value, typeName, memberName), typeName, memberName);
            if (offset < 0 || value is null)
            {
                return offset;
            }

            cursor.Part = 1;
        }

        return WriteUtf8Part(destination, offset, value!, ref cursor, typeName, memberName);
    }

    /// <summary>A prefixed byte array in parts: at part 0 the prefix (its length, or the null marker), then as many bytes as fit.</summary>
    public static int WriteBytesPart(Span<byte> destination, int offset, byte[]? value, LengthPrefix prefix, ref ChunkCursor cursor, string typeName, string memberName)
        => value is null && cursor.Part == 0
            ? WritePrefix(destination, offset, prefix, NullLength, typeName, memberName)
            : WriteBytesPart(destination, offset, value.AsSpan(), prefix, ref cursor, typeName, memberName);

    /// <summary>A prefixed block of bytes in parts: at part 0 the prefix (its length), then as many bytes as fit.</summary>
    public static int WriteBytesPart(Span<byte> destination, int offset, ReadOnlySpan<byte> value, LengthPrefix prefix, ref ChunkCursor cursor, string typeName, string memberName)
    {
        if (cursor.Part == 0)
        {
            offset = WritePrefix(destination, offset, prefix, value.Length, typeName, memberName);
            if (offset < 0)
            {
                return offset;
            }

            cursor.Part = 1;
        }

        return WriteBytesPart(destination, offset, value, ref cursor);
    }

    /// <summary>
    /// Checks that a collection still holds the <paramref name="expected"/> items its prefix announced, chunks ago; returns the count.
    /// </summary>
    public static int CheckCount(int expected, int actual, string typeName, string memberName)
        => expected == actual ? expected : throw BinarySerializationException.Create(typeName, memberName, -1,
            $"the collection held {expected} item(s) when its count was written and {actual} later: it changed during the write.", null);

    /// <summary>
    /// Encodes the characters of <paramref name="value"/> from the cursor's position on as strict UTF-8, as many as fit
    /// (a surrogate pair is never split across chunks).
    /// </summary>
    public static int WriteUtf8Part(Span<byte> destination, int offset, string value, ref ChunkCursor cursor, string typeName, string memberName)
    {
        int start = cursor.Position;
        Span<byte> room = destination.Slice(offset);
#if NET8_0_OR_GREATER
        OperationStatus status = Utf8.FromUtf16(value.AsSpan(start), room, out int read, out int written, replaceInvalidSequences: false);
        if (status == OperationStatus.InvalidData)
        {
            throw InvalidUtf16(typeName, memberName, offset + written, null);
        }
#else
        // Encoding has no partial conversion here: take as many characters as surely fit (3 bytes at most each), and
        // again into what is left, until fewer than 3 bytes remain.
        int read = 0;
        int written = 0;
        try
        {
            unsafe
            {
                fixed (char* chars = value)
                fixed (byte* bytes = room)
                {
                    while (true)
                    {
                        int remaining = value.Length - start - read;
                        int take = Math.Min(remaining, (room.Length - written) / 3);
                        if (take > 0 && take < remaining && char.IsHighSurrogate(value[start + read + take - 1]))
                        {
                            take--;
                        }

                        if (take == 0)
                        {
                            break;
                        }

                        written += StrictUtf8.GetBytes(chars + start + read, take, bytes + written, room.Length - written);
                        read += take;
                    }
                }
            }
        }
        catch (EncoderFallbackException exception)
        {
            throw InvalidUtf16(typeName, memberName, offset + written, exception);
        }
#endif
        cursor.Position = start + read;
        cursor.Pending = start + read < value.Length;
        return offset + written;
    }
}
