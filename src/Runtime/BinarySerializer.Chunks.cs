using System;
using System.Buffers;
using System.IO;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;

using Spanwire.Infrastructure;

namespace Spanwire;

/// <summary>
/// Messages larger than <see cref="BinarySerializerOptions.ChunkSize"/> go to streams and pipes a chunk at a time: one
/// pooled buffer of that size (or the pipe's own memory) is filled by the generated <c>WriteChunk</c>, written out, and
/// filled again from where the write stopped, so a 100 MB message needs a 64 KB buffer, not 100 MB.
/// </summary>
public static partial class BinarySerializer
{
    /// <summary>Writes <paramref name="value"/> to <paramref name="stream"/> one pooled chunk at a time.</summary>
    private static void SerializeInChunks<T>(IChunkWritable<T> value, Stream stream, BinarySerializerOptions options)
    {
        byte[] chunk = ArrayPool<byte>.Shared.Rent(options.ChunkSize);
        var cursor = default(ChunkCursor);
        try
        {
            do
            {
                int written = FillChunk(value, ref chunk, ref cursor, options);
                stream.Write(chunk, 0, written);
            }
            while (!cursor.Finished);
        }
        finally
        {
            cursor.Dispose();
            ArrayPool<byte>.Shared.Return(chunk, options.ClearBuffers);
        }
    }

    /// <summary>Writes <paramref name="value"/> to <paramref name="stream"/> one pooled chunk at a time, awaiting each write.</summary>
    private static async ValueTask SerializeInChunksAsync<T>(IChunkWritable<T> value, Stream stream, BinarySerializerOptions options, CancellationToken cancellationToken)
    {
        byte[] chunk = ArrayPool<byte>.Shared.Rent(options.ChunkSize);
        var cursor = default(ChunkCursor);
        try
        {
            do
            {
                int written = FillChunk(value, ref chunk, ref cursor, options);
#if NET5_0_OR_GREATER
                await stream.WriteAsync(chunk.AsMemory(0, written), cancellationToken).ConfigureAwait(false);
#else
                await stream.WriteAsync(chunk, 0, written, cancellationToken).ConfigureAwait(false);
#endif
            }
            while (!cursor.Finished);
        }
        finally
        {
            cursor.Dispose();
            ArrayPool<byte>.Shared.Return(chunk, options.ClearBuffers);
        }
    }

    /// <summary>
    /// Fills the first <see cref="BinarySerializerOptions.ChunkSize"/> bytes of <paramref name="chunk"/> with the next
    /// part of <paramref name="value"/>. A part that does not fit even an empty chunk (one member or item written whole,
    /// larger than the chunk) doubles that chunk's limit, and the buffer, until it does; the next chunk is the usual size.
    /// </summary>
    private static int FillChunk<T>(IChunkWritable<T> value, ref byte[] chunk, ref ChunkCursor cursor, BinarySerializerOptions options)
    {
        // After an await this runs on another thread: the write's settings are set again on it.
        using (WriteScope.Enter(options))
        {
            int limit = options.ChunkSize;
            while (true)
            {
                // The chunk the caller asked for, not all of what the pool rounded it up to.
                int written = value.WriteChunk(chunk.AsSpan(0, limit), ref cursor);
                if (written > 0 || cursor.Finished)
                {
                    return written;
                }

                limit = checked(limit * 2);
                if (chunk.Length < limit)
                {
                    byte[] larger = ArrayPool<byte>.Shared.Rent(limit);
                    ArrayPool<byte>.Shared.Return(chunk, options.ClearBuffers);
                    chunk = larger;
                }
            }
        }
    }

    /// <summary>
    /// Writes <paramref name="value"/> into the pipe's own memory and flushes after every
    /// <see cref="BinarySerializerOptions.ChunkSize"/> bytes, so the reader's back pressure bounds what is buffered.
    /// Stops early, returning the flush result, when the reader completes or the flush is canceled.
    /// </summary>
    private static async ValueTask<FlushResult> SerializeInChunksAsync<T>(IChunkWritable<T> value, PipeWriter writer, BinarySerializerOptions options, CancellationToken cancellationToken)
    {
        var cursor = default(ChunkCursor);
        try
        {
            while (true)
            {
                FillPipe(value, writer, ref cursor, options);
                FlushResult result = await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
                if (cursor.Finished || result.IsCompleted || result.IsCanceled)
                {
                    return result;
                }
            }
        }
        finally
        {
            cursor.Dispose();
        }
    }

    /// <summary>Writes about <see cref="BinarySerializerOptions.ChunkSize"/> bytes of <paramref name="value"/> into the pipe's spans.</summary>
    private static void FillPipe<T>(IChunkWritable<T> value, PipeWriter writer, ref ChunkCursor cursor, BinarySerializerOptions options)
    {
        using (WriteScope.Enter(options))
        {
            int filled = 0;
            int sizeHint = 0;
            while (filled < options.ChunkSize && !cursor.Finished)
            {
                Span<byte> span = writer.GetSpan(sizeHint);
                int written = value.WriteChunk(span, ref cursor);
                writer.Advance(written);
                filled += written;

                // A part written whole that the span could not hold asks for a larger one next time.
                sizeHint = written == 0 && !cursor.Finished ? checked(Math.Max(span.Length, 128) * 2) : 0;
            }
        }
    }
}
