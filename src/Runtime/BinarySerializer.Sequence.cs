using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;

namespace Spanwire;

public static partial class BinarySerializer
{
    /// <summary>Reads one value that must span all of <paramref name="source"/>, which may be split at any byte.</summary>
    public static T Deserialize<T>(in ReadOnlySequence<byte> source, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        if (!TryReadSequence(source, options, out T? value, out long bytesRead, out BinaryReadState state))
        {
            throw state.ToTruncationException();
        }

        EnsureNoTrailingBytes<T>(bytesRead, source.Length);
        return value!;
    }

    /// <summary>
    /// Reads one value from the start of <paramref name="source"/> (for example a <c>PipeReader</c> buffer).
    /// Returns <see langword="false"/> if the sequence ends before the value does; <paramref name="consumed"/> is
    /// then its start. Invalid data throws <see cref="BinarySerializationException"/>.
    /// </summary>
    public static bool TryDeserialize<T>(in ReadOnlySequence<byte> source, [MaybeNullWhen(false)] out T value, out SequencePosition consumed, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        bool complete = TryReadSequence(source, options, out value, out long bytesRead, out _);
        consumed = source.GetPosition(complete ? bytesRead : 0);
        return complete;
    }

    /// <summary>
    /// Reads one value from the start of <paramref name="source"/>. <paramref name="knownShort"/> is a length an earlier
    /// attempt on the same value found too short (a pipe's previous buffer): prefixes up to it are not parsed again.
    /// <paramref name="progress"/>, when given, keeps the collections an attempt read part of for the next one, and
    /// <paramref name="accumulated"/> the bytes it copied, so a value that straddles segments is read from all that has
    /// arrived with only the new bytes copied.
    /// </summary>
    private static bool TryReadSequence<T>(in ReadOnlySequence<byte> source, BinarySerializerOptions? options, [MaybeNullWhen(false)] out T value, out long bytesRead, out BinaryReadState state, long knownShort = 0, ReadProgress? progress = null, SequenceAccumulator? accumulated = null)
    {
        options ??= BinarySerializerOptions.Default;
        if (source.IsSingleSegment)
        {
            // All there is, in one span: read as from a span (the prefix windows below are for values across segments).
            state = NewState(options, progress);
            int read = 0;
            bool whole = BinaryDeserializerRegistry.Get<T>().TryRead(source.First.Span, ref read, ref state, out value);
            bytesRead = whole ? read : 0;
            return whole;
        }

        return TryReadSegments(source, options, out value, out bytesRead, out state, knownShort, progress, accumulated);
    }

    /// <summary><see cref="TryReadSequence"/> of a sequence of several segments.</summary>
    private static bool TryReadSegments<T>(in ReadOnlySequence<byte> source, BinarySerializerOptions options, [MaybeNullWhen(false)] out T value, out long bytesRead, out BinaryReadState state, long knownShort, ReadProgress? progress, SequenceAccumulator? accumulated)
    {
        IBinaryDeserializer<T> deserializer = BinaryDeserializerRegistry.Get<T>();
        state = NewState(options, progress);
        int offset = 0;
        ReadOnlySpan<byte> first = source.First.Span;
        value = default;
        bool readWhole = false;
        bool complete = knownShort < first.Length && TryReadPart(deserializer, first, whole: false, ref offset, ref state, out value, ref readWhole);

        // A read that ends exactly where the segment does may have stopped because the segment did (a trailing
        // member reads only if bytes remain): it is trusted only when it ends before.
        if (complete && offset < first.Length)
        {
            bytesRead = offset;
            return complete;
        }

        // A reader that keeps what it copied (a pipe, across arrivals) reads all that has arrived, copying only what is new.
        long total = source.Length;
        if (accumulated is not null && total <= MaxArrayLength)
        {
            state = NewState(options, progress);
            offset = 0;
            if (deserializer.TryRead(accumulated.Append(source, (int)total), ref offset, ref state, out value))
            {
                bytesRead = offset;
                return true;
            }

            bytesRead = 0;
            return false;
        }

        // The value straddles segments (or may). Copy a growing prefix into one pooled buffer: the truncation point says
        // how much is needed at least, and doubling keeps the total copying linear in the value's size.
        byte[]? buffer = null;
        try
        {
            long window = Math.Max(first.Length, knownShort);
            while (true)
            {
                long atLeast = readWhole ? total : complete ? window + 1 : state.MinimumLength;
                window = Math.Min(total, Math.Max(Math.Max(window * 2, atLeast), 256));
                if (window > MaxArrayLength)
                {
                    break;
                }

                if (buffer is null || buffer.Length < window)
                {
                    if (buffer is not null)
                    {
                        ArrayPool<byte>.Shared.Return(buffer, options.ClearBuffers);
                    }

                    buffer = ArrayPool<byte>.Shared.Rent((int)window);
                }

                Span<byte> contiguous = buffer.AsSpan(0, (int)window);
                source.Slice(0, window).CopyTo(contiguous);
                state = NewState(options, progress);
                offset = 0;
                complete = false;
                if (TryReadPart(deserializer, contiguous, window == total, ref offset, ref state, out value, ref readWhole))
                {
                    if (offset < window || window == total)
                    {
                        bytesRead = offset;
                        return true;
                    }

                    complete = true;
                }

                if (window == total)
                {
                    break;
                }
            }
        }
        finally
        {
            if (buffer is not null)
            {
                ArrayPool<byte>.Shared.Return(buffer, options.ClearBuffers);
            }
        }

        bytesRead = 0;
        return false;
    }

    /// <summary>
    /// Reads from a prefix of the sequence, or from all of it when <paramref name="whole"/>. A value that takes the rest
    /// of its data (a remainder, trailing members) can find a prefix invalid (text cut inside a character, a checksum
    /// over part of its bytes): that is no verdict on the data, so <paramref name="readWhole"/> is set and the next
    /// attempt reads all of it, where the same error is real.
    /// </summary>
    private static bool TryReadPart<T>(IBinaryDeserializer<T> deserializer, ReadOnlySpan<byte> part, bool whole, ref int offset, ref BinaryReadState state, [MaybeNullWhen(false)] out T value, ref bool readWhole)
    {
        try
        {
            return deserializer.TryRead(part, ref offset, ref state, out value);
        }
        catch (BinarySerializationException) when (!whole)
        {
            readWhole = true;
            value = default;
            return false;
        }
    }

    private static BinaryReadState NewState(BinarySerializerOptions options, ReadProgress? progress)
    {
        BinaryReadState state = options.CreateReadState();
        if (progress is not null)
        {
            state.ResumeFrom(progress);
        }

        return state;
    }

    internal const int MaxArrayLength = 0x7FFFFFC7;
}
