using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
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
    /// The asynchronous <see cref="DeserializeAll{T}(Stream, BinarySerializerOptions?)"/>: the same pooled buffer, refilled
    /// with <c>ReadAsync</c>, each value yielded as soon as its bytes are there. Leaving <c>await foreach</c> early leaves
    /// the stream open, past bytes no value used.
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
        using var values = new StreamValues<T>(options);
        while (true)
        {
            while (values.TryNext(out T? value))
            {
                yield return value!;
            }

            if (values.Ended)
            {
                yield break;
            }

            ArraySegment<byte> space = values.Space();
            values.Filled(stream.Read(space.Array!, space.Offset, space.Count));
        }
    }

    // The same loop as ReadAll, reading with ReadAsync: a value per arrival costs a read and a parse, not a pipe's
    // machinery (a PipeReader over the stream took 3.7 times a hand-written loop for small messages, one per read).
    private static async IAsyncEnumerable<T> ReadAllAsync<T>(Stream stream, BinarySerializerOptions? options, [EnumeratorCancellation] CancellationToken cancellationToken)
        where T : IBinarySerializable<T>
    {
        using var values = new StreamValues<T>(options);
        while (true)
        {
            while (values.TryNext(out T? value))
            {
                yield return value!;
            }

            if (values.Ended)
            {
                yield break;
            }

            ArraySegment<byte> space = values.Space();
#if NET
            // The Memory overload returns a ValueTask: no Task<int> per read when it completes at once.
            values.Filled(await stream.ReadAsync(space.AsMemory(), cancellationToken).ConfigureAwait(false));
#else
            values.Filled(await stream.ReadAsync(space.Array!, space.Offset, space.Count, cancellationToken).ConfigureAwait(false));
#endif
        }
    }

    /// <summary>
    /// The values of a stream read one after another through one pooled buffer that each read refills (up to
    /// <see cref="BinarySerializerOptions.ChunkSize"/> at a time): every value whose bytes have arrived is read from the
    /// buffer; a value cut by a refill waits for the bytes it was found to need, and the collections it stopped inside
    /// continue where they stopped. The buffer grows only as bytes arrive (a hostile length cannot drive an allocation).
    /// </summary>
    private sealed class StreamValues<T>(BinarySerializerOptions? options) : IDisposable
        where T : IBinarySerializable<T>
    {
        private readonly BinarySerializerOptions _options = options ?? BinarySerializerOptions.Default;
        private readonly SpanValues<T> _values = new(options);
        private byte[] _buffer = ArrayPool<byte>.Shared.Rent(Math.Min((options ?? BinarySerializerOptions.Default).ChunkSize, 4096));
        private int _start; // the first byte of the next value
        private int _end; // the end of the bytes read
        private long _needed; // the fewest bytes the partial value at _start takes, as its last attempt found
        private bool _ended;
        private BinaryReadState _state;
        private ReadProgress? _progress; // the collections of that partial value read so far

        /// <summary>The stream ended at a value boundary: no value is left.</summary>
        public bool Ended => _ended && _start == _end;

        /// <summary>The next value whose bytes have all arrived; false when more must be read (or the stream is done).</summary>
        public bool TryNext(out T? value)
        {
            value = default;
            if (_start == _end || (_end - _start < _needed && !_ended))
            {
                return false;
            }

            if (!_values.TryRead(_buffer.AsSpan(_start, _end - _start), _progress, out value, out long bytesRead, ref _state))
            {
                if (_ended)
                {
                    throw EndedEarly<T>(_state, _end - _start, "stream");
                }

                _needed = _state.MinimumLength;
                _progress ??= new ReadProgress();
                return false;
            }

            _needed = 0;
            _progress?.Reset();
            _start += (int)bytesRead;
            return true;
        }

        /// <summary>Where the next read goes: the partial value moves to the front, and a buffer it fills doubles.</summary>
        public ArraySegment<byte> Space()
        {
            if (_start == _end)
            {
                _start = _end = 0;
            }
            else if (_start > 0)
            {
                Buffer.BlockCopy(_buffer, _start, _buffer, 0, _end - _start);
                _end -= _start;
                _start = 0;
            }

            if (_end == _buffer.Length)
            {
                byte[] larger = ArrayPool<byte>.Shared.Rent(checked(_buffer.Length * 2));
                Buffer.BlockCopy(_buffer, 0, larger, 0, _end);
                ArrayPool<byte>.Shared.Return(_buffer, _options.ClearBuffers);
                _buffer = larger;
            }

            return new ArraySegment<byte>(_buffer, _end, Math.Min(_buffer.Length - _end, _options.ChunkSize));
        }

        public void Filled(int read)
        {
            // At the end, what is left is tried whole once more: a value that ends with the stream reads, any other is cut.
            _ended = read == 0;
            _end += read;
        }

        public void Dispose() => ArrayPool<byte>.Shared.Return(_buffer, _options.ClearBuffers);
    }
}
