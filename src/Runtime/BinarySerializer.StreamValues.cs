using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

namespace Spanwire;

/// <summary>Reading the many values of a stream, one after another, through one buffer.</summary>
public static partial class BinarySerializer
{
    /// <summary>
    /// Reads the values of <paramref name="stream"/> one after another until it ends, through one pooled buffer that
    /// each <c>Read</c> refills (up to <see cref="BinarySerializerOptions.ChunkSize"/> at a time): every value whose bytes
    /// have arrived is read from the buffer, so a stream that gives a few bytes per <c>Read</c> costs about one read per
    /// few bytes, never a read per attempt. A value cut by a refill waits for the bytes it was found to need, and the
    /// collections it stopped inside continue where they stopped. The buffer grows only as bytes arrive (a hostile
    /// length cannot drive an allocation). The stream is read ahead: stopping the enumeration early leaves it past
    /// bytes no value used. For one value that leaves the stream just past it, use <see cref="Deserialize{T}(Stream, BinarySerializerOptions?)"/>.
    /// </summary>
    /// <exception cref="BinarySerializationException">The stream ends inside a value, or the data is invalid.</exception>
    public static IEnumerable<T> DeserializeAll<T>(Stream stream, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(stream);
        return ReadAll<T>(stream, options);
    }

    /// <summary>
    /// The asynchronous <see cref="DeserializeAll{T}(Stream, BinarySerializerOptions?)"/>: the stream read through a
    /// <see cref="PipeReader"/> of <see cref="BinarySerializerOptions.ChunkSize"/> reads, each value yielded as soon as its
    /// bytes are there. Leaving <c>await foreach</c> early leaves the stream open, past bytes no value used.
    /// </summary>
    /// <exception cref="BinarySerializationException">The stream ends inside a value, or the data is invalid.</exception>
    public static IAsyncEnumerable<T> DeserializeAllAsync<T>(Stream stream, BinarySerializerOptions? options = null, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(stream);
        return ReadAllAsync<T>(stream, options, cancellationToken);
    }

    private static IEnumerable<T> ReadAll<T>(Stream stream, BinarySerializerOptions? options)
        where T : IBinarySerializable<T>
    {
        int chunk = (options ?? BinarySerializerOptions.Default).ChunkSize;
        byte[] buffer = ArrayPool<byte>.Shared.Rent(Math.Min(chunk, 4096));
        int start = 0; // the first byte of the next value
        int end = 0; // the end of the bytes read
        long needed = 0; // the fewest bytes the partial value at start takes, as its last attempt found
        bool ended = false;
        BinaryReadState state = default;
        ReadProgress? progress = null; // the collections of that partial value read so far
        try
        {
            while (true)
            {
                while (start < end && (end - start >= needed || ended))
                {
                    if (!TryReadSequence(new ReadOnlySequence<byte>(buffer, start, end - start), options, out T? value, out long bytesRead, out state, knownShort: needed - 1, progress))
                    {
                        needed = state.MinimumLength;
                        progress ??= new ReadProgress();
                        break;
                    }

                    needed = 0;
                    progress?.Reset();
                    start += (int)bytesRead;
                    yield return value!;
                }

                if (ended)
                {
                    if (start < end)
                    {
                        throw EndedEarly<T>(state, end - start, "stream");
                    }

                    yield break;
                }

                // The partial value moves to the front; a buffer it fills doubles (with the bytes it holds, not with a
                // length the data claims), up to the chunk size per read.
                if (start > 0)
                {
                    Buffer.BlockCopy(buffer, start, buffer, 0, end - start);
                    end -= start;
                    start = 0;
                }

                if (end == buffer.Length)
                {
                    byte[] larger = ArrayPool<byte>.Shared.Rent(checked(buffer.Length * 2));
                    Buffer.BlockCopy(buffer, 0, larger, 0, end);
                    ArrayPool<byte>.Shared.Return(buffer);
                    buffer = larger;
                }

                int read = stream.Read(buffer, end, Math.Min(buffer.Length - end, chunk));
                ended = read == 0;
                end += read;
            }
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    private static async IAsyncEnumerable<T> ReadAllAsync<T>(Stream stream, BinarySerializerOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
        where T : IBinarySerializable<T>
    {
        int chunk = (options ?? BinarySerializerOptions.Default).ChunkSize;
        PipeReader reader = PipeReader.Create(stream, new StreamPipeReaderOptions(bufferSize: chunk, minimumReadSize: Math.Min(chunk, 1024), leaveOpen: true));
        try
        {
            await foreach (T value in DeserializeAllAsync<T>(reader, options, cancellationToken).ConfigureAwait(false))
            {
                yield return value;
            }
        }
        finally
        {
            await reader.CompleteAsync().ConfigureAwait(false);
        }
    }
}
