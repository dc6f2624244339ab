using System;
using System.Buffers;
using System.Collections;
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
        return new StreamValueSequence<T>(stream, options, default);
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
        return new StreamValueSequence<T>(stream, options, cancellationToken);
    }

    /// <summary>The values of one stream; each enumeration reads on from where the stream is.</summary>
    private sealed class StreamValueSequence<T>(Stream stream, BinarySerializerOptions? options, CancellationToken callToken) : IEnumerable<T>, IAsyncEnumerable<T>
        where T : IBinarySerializable<T>
    {
        public IEnumerator<T> GetEnumerator() => new StreamValues<T>(stream, options, callToken, default);

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        public IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default) => new StreamValues<T>(stream, options, callToken, cancellationToken);
    }

    /// <summary>
    /// The values of a stream read one after another through one pooled buffer that each read refills (up to
    /// <see cref="BinarySerializerOptions.ChunkSize"/> at a time): every value whose bytes have arrived is read from the
    /// buffer; a value cut by a refill waits for the bytes it was found to need, and the collections it stopped inside
    /// continue where they stopped. The buffer grows only as bytes arrive (a hostile length cannot drive an allocation).
    /// </summary>
    private sealed class StreamValues<T> : ArrivingValues<int>, IEnumerator<T>, IAsyncEnumerator<T>
        where T : IBinarySerializable<T>
    {
        private readonly Stream _stream;
        private readonly BinarySerializerOptions _options;
        private readonly SpanValues<T> _values;
        private byte[]? _buffer;
        private int _start; // the first byte of the next value
        private int _end; // the end of the bytes read
        private long _needed; // the fewest bytes the partial value at _start takes, as its last attempt found
        private bool _ended;
        private BinaryReadState _state;
        private ReadProgress? _progress; // the collections of that partial value read so far
        private T? _current;

        public StreamValues(Stream stream, BinarySerializerOptions? options, CancellationToken callToken, CancellationToken enumerationToken)
            : base(callToken, enumerationToken)
        {
            _stream = stream;
            _options = options ?? BinarySerializerOptions.Default;
            _values = new SpanValues<T>(options);
            _buffer = ArrayPool<byte>.Shared.Rent(Math.Min(_options.ChunkSize, 4096));
        }

        public T Current => _current!;

        object? IEnumerator.Current => Current;

        public bool MoveNext()
        {
            while (!TryNext())
            {
                if (_ended && _start == _end)
                {
                    return false;
                }

                ArraySegment<byte> space = Space();
                Filled(_stream.Read(space.Array!, space.Offset, space.Count));
            }

            return true;
        }

        public ValueTask<bool> MoveNextAsync()
        {
            try
            {
                return TryStep(out bool hasValue, out ValueTask<int> waitingRead) ? new ValueTask<bool>(hasValue) : WaitFor(waitingRead);
            }
            catch (Exception exception)
            {
                return Faulted(exception);
            }
        }

        protected override bool TryContinue(int read, out bool hasValue, out ValueTask<int> waitingRead)
        {
            Filled(read);
            return TryStep(out hasValue, out waitingRead);
        }

        /// <summary>Moves to the next value, reading while reads complete at once; false with the read that waits.</summary>
        private bool TryStep(out bool hasValue, out ValueTask<int> waitingRead)
        {
            waitingRead = default;
            while (!TryNext())
            {
                if (_ended && _start == _end)
                {
                    hasValue = false;
                    return true;
                }

                ArraySegment<byte> space = Space();
#if NET
                ValueTask<int> read = _stream.ReadAsync(space.AsMemory(), CancellationToken);
#else
                var read = new ValueTask<int>(_stream.ReadAsync(space.Array!, space.Offset, space.Count, CancellationToken));
#endif
                if (!read.IsCompleted)
                {
                    waitingRead = read;
                    hasValue = false;
                    return false;
                }

                Filled(read.GetAwaiter().GetResult());
            }

            hasValue = true;
            return true;
        }

        /// <summary>Reads the next value whose bytes have all arrived into <see cref="_current"/>; false when more must be read (or the stream is done).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private bool TryNext()
        {
            if (_start == _end || (_end - _start < _needed && !_ended))
            {
                return false;
            }

            if (!_values.TryRead(_buffer.AsSpan(_start, _end - _start), _progress, out T? value, out long bytesRead, ref _state))
            {
                if (_ended)
                {
                    throw EndedEarly<T>(_state, _end - _start, "stream");
                }

                _needed = _state.MinimumLength;
                _progress ??= new ReadProgress();
                return false;
            }

            _current = value;
            _needed = 0;
            _progress?.Reset();
            _start += (int)bytesRead;
            return true;
        }

        /// <summary>Where the next read goes: the start of the buffer when every byte read has been used (the common case, inlined).</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private ArraySegment<byte> Space()
        {
            if (_start == _end && _buffer is { } buffer)
            {
                _start = _end = 0;
                return new ArraySegment<byte>(buffer, 0, Math.Min(buffer.Length, _options.ChunkSize));
            }

            return SpaceAfterPartialValue();
        }

        /// <summary>Where the next read goes after a partial value: it moves to the front, and a buffer it fills doubles.</summary>
        private ArraySegment<byte> SpaceAfterPartialValue()
        {
            byte[] buffer = _buffer ?? throw new ObjectDisposedException(nameof(StreamValues<T>));
            if (_start > 0)
            {
                Buffer.BlockCopy(buffer, _start, buffer, 0, _end - _start);
                _end -= _start;
                _start = 0;
            }

            if (_end == buffer.Length)
            {
                byte[] larger = ArrayPool<byte>.Shared.Rent(checked(buffer.Length * 2));
                Buffer.BlockCopy(buffer, 0, larger, 0, _end);
                ArrayPool<byte>.Shared.Return(buffer, _options.ClearBuffers);
                _buffer = larger;
                buffer = larger;
            }

            return new ArraySegment<byte>(buffer, _end, Math.Min(buffer.Length - _end, _options.ChunkSize));
        }

        private void Filled(int read)
        {
            // At the end, what is left is tried whole once more: a value that ends with the stream reads, any other is cut.
            _ended = read == 0;
            _end += read;
        }

        public void Reset() => throw new NotSupportedException();

        public override void Dispose()
        {
            if (_buffer is not null)
            {
                ArrayPool<byte>.Shared.Return(_buffer, _options.ClearBuffers);
                _buffer = null;
                _start = _end = 0;
            }

            base.Dispose();
        }

        public ValueTask DisposeAsync()
        {
            Dispose();
            return default;
        }
    }
}
