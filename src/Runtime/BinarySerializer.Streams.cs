using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.IO.Pipelines;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

using Spanwire.Infrastructure;

namespace Spanwire;

/// <summary>Reading from streams and pipes, and many values from one span.</summary>
public static partial class BinarySerializer
{
    private const int FirstStreamBuffer = 256;

    /// <summary>
    /// Reads exactly one value from <paramref name="stream"/> and leaves the stream just past it, so the caller can read
    /// the next message itself. A seekable stream is read ahead (4 KiB, then eightfold) and sought back over what the
    /// value did not use; any other stream is asked for no more than the value has been found to need (its fixed size, a
    /// frame's length, a prefix's length, the items still to come at their minimum size). Each shortfall there starts
    /// the read again from the value's start, but the collections it stopped inside continue where they stopped, so a
    /// long collection without a frame costs tens of reads (a class item's minimum is one null byte), not tens of
    /// parses. Buffers are pooled, and grow only as bytes arrive, so a hostile length cannot drive an allocation. A value with trailing or remainder
    /// members needs a frame around it here. When the data is invalid or ends early, a seekable stream is left where the
    /// value began.
    /// </summary>
    /// <exception cref="BinarySerializationException">The stream ends before the value does, or the data is invalid.</exception>
    public static T Deserialize<T>(Stream stream, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(stream);
        var reader = StreamValueReader<T>.For(stream, options);
        try
        {
            while (!reader.TryComplete(out _))
            {
                ArraySegment<byte> missing = reader.Missing();
                reader.Filled(stream.Read(missing.Array!, missing.Offset, missing.Count));
            }

            reader.ReturnReadAhead(stream);
            return reader.Value!;
        }
        catch (BinarySerializationException)
        {
            reader.Rewind(stream);
            throw;
        }
        finally
        {
            reader.Dispose();
        }
    }

    /// <summary>Reads exactly one value from <paramref name="stream"/> asynchronously; see <see cref="Deserialize{T}(Stream, BinarySerializerOptions?)"/>.</summary>
    public static async ValueTask<T> DeserializeAsync<T>(Stream stream, BinarySerializerOptions? options = null, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(stream);
        var reader = StreamValueReader<T>.For(stream, options);
        try
        {
            while (!reader.TryComplete(out _))
            {
                ArraySegment<byte> missing = reader.Missing();
                reader.Filled(await stream.ReadAsync(missing.Array!, missing.Offset, missing.Count, cancellationToken).ConfigureAwait(false));
            }

            reader.ReturnReadAhead(stream);
            return reader.Value!;
        }
        catch (BinarySerializationException)
        {
            reader.Rewind(stream);
            throw;
        }
        finally
        {
            reader.Dispose();
        }
    }

    /// <summary>
    /// Reads one value from <paramref name="reader"/>, waiting for more data while it is incomplete, and advances the
    /// reader past exactly that value. A value straddling segments is read through one pooled buffer.
    /// </summary>
    /// <exception cref="BinarySerializationException">The pipe completes before the value does, or the data is invalid.</exception>
    public static async ValueTask<T> DeserializeAsync<T>(PipeReader reader, BinarySerializerOptions? options = null, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(reader);
        // The fewest bytes the last attempt found the value takes: no new attempt before they arrive, and the next one
        // starts at that length instead of parsing the first segment, then doubling windows, again.
        long needed = 0;
        BinaryReadState state = default;
        ReadProgress? progress = null; // the collections the last attempt read part of, once one ran short
        SequenceAccumulator? accumulated = null; // the bytes copied for it, once it ran short
        try
        {
            while (true)
            {
                ReadResult result = await reader.ReadAsync(cancellationToken).ConfigureAwait(false);
                ReadOnlySequence<byte> buffer = result.Buffer;
                bool ended = result.IsCompleted || result.IsCanceled;
                if (buffer.Length >= needed || ended)
                {
                    if (TryReadSequence(buffer, options, out T? value, out long bytesRead, out state, knownShort: needed - 1, progress, accumulated))
                    {
                        reader.AdvanceTo(buffer.GetPosition(bytesRead));
                        return value!;
                    }

                    needed = state.MinimumLength;
                    progress ??= new ReadProgress();
                    accumulated ??= new SequenceAccumulator(options ?? BinarySerializerOptions.Default);
                }

                reader.AdvanceTo(buffer.Start, buffer.End);
                if (ended)
                {
                    throw EndedEarly<T>(state, buffer.Length, "pipe");
                }
            }
        }
        finally
        {
            accumulated?.Dispose();
        }
    }

    /// <summary>
    /// Reads values from <paramref name="reader"/> until it completes: every value already in the buffer is read
    /// before the reader is advanced, so a burst of small messages costs one advance. Ends cleanly only at a value
    /// boundary; a partial value at the end is the documented exception.
    /// </summary>
    public static IAsyncEnumerable<T> DeserializeAllAsync<T>(PipeReader reader, BinarySerializerOptions? options = null, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(reader);
        return new PipeValueSequence<T>(reader, options, cancellationToken);
    }

    /// <summary>
    /// Serializes into <paramref name="writer"/> (one <c>GetSpan</c> of the exact size, no copy), then flushes it. A message
    /// larger than <see cref="BinarySerializerOptions.ChunkSize"/> is written into the pipe's memory a chunk at a time,
    /// with a flush after each, so the reader's back pressure bounds the memory it takes.
    /// </summary>
    public static ValueTask<FlushResult> SerializeAsync<T>(T value, PipeWriter writer, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
        => SerializeAsync(value, writer, null, cancellationToken);

    /// <inheritdoc cref="SerializeAsync{T}(T, PipeWriter, CancellationToken)"/>
    public static ValueTask<FlushResult> SerializeAsync<T>(T value, PipeWriter writer, BinarySerializerOptions? options, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        ThrowIfNull(writer);
        options ??= BinarySerializerOptions.Default;
        using (WriteScope.Enter(options))
        {
            int size = value.GetSerializedSize();
            if (size > options.ChunkSize && value is IChunkWritable<T> chunked)
            {
                return SerializeInChunksAsync(chunked, writer, options, cancellationToken);
            }

            WriteWhole(value, size, writer);
        }

        return writer.FlushAsync(cancellationToken);
    }

    /// <summary>
    /// Reads consecutive values from <paramref name="source"/> into <paramref name="destination"/> until either ends:
    /// records of a file block, say. A struct of scalars costs no allocation per record. Returns how many were read.
    /// </summary>
    public static int DeserializeMany<T>(ReadOnlySpan<byte> source, Span<T> destination, out int bytesRead, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        IBinaryDeserializer<T> deserializer = BinaryDeserializerRegistry.Get<T>();
        BinaryReadState state = (options ?? BinarySerializerOptions.Default).CreateReadState();
        int offset = 0;
        if (deserializer is IBinaryBlockDeserializer<T> block)
        {
            int read = block.ReadMany(source, ref offset, ref state, destination);
            bytesRead = offset;
            return read;
        }

        int count = 0;
        while (count < destination.Length && offset < source.Length)
        {
            int start = offset;
            if (!deserializer.TryRead(source, ref offset, ref state, out T? value))
            {
                offset = start;
                break;
            }

            destination[count++] = value;
        }

        bytesRead = offset;
        return count;
    }

    private static BinarySerializationException EndedEarly<T>(BinaryReadState state, long available, string what)
        => available == 0
            ? new BinarySerializationException($"{typeof(T).Name}: the {what} ended before the value began.", typeof(T).Name, null, 0)
            : state.ToTruncationException();

    /// <summary>
    /// The state of one value read from a stream: a pooled buffer of what has arrived, and how much more the last
    /// attempt found it needs. A struct, kept in a local (or the async method's state), so a read allocates only its value.
    /// Each attempt parses from the start, so a seekable stream (whose <paramref name="remaining"/> bytes are known) is
    /// read ahead: 4 KiB first, then eight times the buffer, never past its end; the bytes past the value are sought
    /// back over. Other streams (<paramref name="remaining"/> -1) are asked only for what the value is known to need.
    /// </summary>
    private struct StreamValueReader<T>(BinarySerializerOptions? options, long remaining) : IDisposable
    {
        private const int FirstReadAhead = 4096;
        private readonly BinarySerializerOptions _options = options ?? BinarySerializerOptions.Default;
        private readonly IBinaryDeserializer<T> _deserializer = BinaryDeserializerRegistry.Get<T>();
        private byte[] _buffer = ArrayPool<byte>.Shared.Rent(remaining < 0 ? FirstStreamBuffer : (int)Math.Min(Math.Max(remaining, 1), FirstReadAhead));
        private int _filled;
        private int _consumed;
        private long _needed;
        private int _awaited = -1;
        private int _scannedTo;
        private BinaryReadState _state;
        private ReadProgress? _progress; // a stream that is not read ahead: the collections the last attempt read part of

        public T? Value { get; private set; }

        private readonly bool ReadsAhead => remaining >= 0;

        public static StreamValueReader<T> For(Stream stream, BinarySerializerOptions? options)
            => new(options, stream.CanSeek ? stream.Length - stream.Position : -1);

        /// <summary>Tries the read on what has arrived; otherwise records how many bytes, at least, the value needs.</summary>
        public bool TryComplete(out T? value)
        {
            // A C string runs on until its terminator: nothing can complete before that byte arrives.
            if (_awaited >= 0 && _filled >= _needed)
            {
                if (_buffer.AsSpan(_scannedTo, _filled - _scannedTo).IndexOf((byte)_awaited) < 0)
                {
                    _scannedTo = _filled;
                    _needed = _filled + 1L;
                }
                else
                {
                    _awaited = -1;
                }
            }

            // A stream read ahead is attempted only once the buffer is full or the stream has nothing more: each attempt
            // parses from the start, so attempting on every small read (a stream that gives a few bytes a call) re-read
            // and re-allocated the value's prefix each time. Nothing has arrived: an attempt now could only run out.
            if (_filled < _needed || (ReadsAhead && _filled < Math.Min(_buffer.Length, remaining)))
            {
                // The last attempt found the value takes at least this much: parsing less would find the same again.
                value = default;
                if (_filled == _buffer.Length)
                {
                    Grow();
                }

                return false;
            }

            _state = _options.CreateReadState();
            if (_progress is not null)
            {
                _state.ResumeFrom(_progress);
            }

            int offset = 0;
            if (_deserializer.TryRead(_buffer.AsSpan(0, _filled), ref offset, ref _state, out value))
            {
                Value = value;
                _consumed = offset;
                return true;
            }

            if (!ReadsAhead)
            {
                // Each attempt starts again from the value's start; from the next one on, collections continue.
                _progress ??= new ReadProgress();
            }

            _needed = Math.Max(_state.MinimumLength, _filled + 1L);
            (_awaited, _scannedTo) = (_state.AwaitedByte, _filled);
            if (_needed > MaxArrayLength)
            {
                throw _state.ToTruncationException();
            }

            Grow();
            return false;
        }

        /// <summary>
        /// Grows the buffer toward what the value needs, only as far as bytes have arrived to justify (a full buffer): a
        /// hostile length gets doubling, not its claim. Reading ahead grows eightfold (each attempt re-parses what came
        /// before), bounded by the bytes the stream holds.
        /// </summary>
        private void Grow()
        {
            long capacity = ReadsAhead
                ? Math.Min(Math.Max(_buffer.Length * 8L, _needed), Math.Max(remaining, _filled + 1L))
                : Math.Min(_needed, Math.Max(_buffer.Length * 2L, FirstStreamBuffer));
            if (capacity > _buffer.Length)
            {
                byte[] larger = ArrayPool<byte>.Shared.Rent((int)Math.Min(capacity, MaxArrayLength));
                _buffer.AsSpan(0, _filled).CopyTo(larger);
                ArrayPool<byte>.Shared.Return(_buffer, _options.ClearBuffers);
                _buffer = larger;
            }
        }

        /// <summary>The space to read into: all of it when reading ahead, otherwise never past what the value is known to need.</summary>
        public ArraySegment<byte> Missing()
            => new(_buffer, _filled, (ReadsAhead ? _buffer.Length : (int)Math.Min(_needed, _buffer.Length)) - _filled);

        public void Filled(int read)
        {
            if (read <= 0)
            {
                throw EndedEarly<T>(_state, _filled, "stream");
            }

            _filled += read;
        }

        /// <summary>After invalid or truncated data, seeks a read-ahead stream back to where the value began.</summary>
        public readonly void Rewind(Stream stream)
        {
            if (ReadsAhead)
            {
                stream.Seek(-_filled, SeekOrigin.Current);
            }
        }

        /// <summary>Seeks a read-ahead stream back to just past the value.</summary>
        public readonly void ReturnReadAhead(Stream stream)
        {
            if (_filled > _consumed)
            {
                stream.Seek(_consumed - _filled, SeekOrigin.Current);
            }
        }

        public void Dispose() => ArrayPool<byte>.Shared.Return(_buffer, _options.ClearBuffers);
    }

    /// <summary>
    /// Reads values from spans through a deserializer looked up once, with the read state a local while the value is
    /// read: from a shared generic loop, each call through the generic helpers looked the deserializer up again, and
    /// a read state kept in an iterator's object was written through the heap (about 30 ns a small message).
    /// </summary>
    private readonly struct SpanValues<T>(BinarySerializerOptions? options)
    {
        private readonly IBinaryDeserializer<T> _deserializer = BinaryDeserializerRegistry.Get<T>();
        private readonly BinaryReadState _initial = (options ?? BinarySerializerOptions.Default).CreateReadState(); // copied per value, not rebuilt from the options

        /// <summary>Reads one value from the start of <paramref name="source"/>; false, with <paramref name="shortfall"/> set to the state that says why, when it runs short.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
#if NET5_0_OR_GREATER
        [SkipLocalsInit] // inlined into the enumerator's loop, the state local would otherwise be zeroed per value
#endif
        public bool TryRead(ReadOnlySpan<byte> source, ReadProgress? progress, [MaybeNullWhen(false)] out T value, out long bytesRead, ref BinaryReadState shortfall)
        {
            BinaryReadState.Begin(out BinaryReadState state, in _initial);
            if (progress is not null)
            {
                state.ResumeFrom(progress);
            }

            int read = 0;
            bool complete = _deserializer.TryRead(source, ref read, ref state, out value);
            bytesRead = complete ? read : 0;
            if (!complete)
            {
                shortfall = state;
            }

            return complete;
        }
    }
}
