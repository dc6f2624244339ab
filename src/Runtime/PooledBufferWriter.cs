using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Spanwire;

/// <summary>
/// An <see cref="IBufferWriter{T}"/> over <see cref="ArrayPool{T}"/> arrays. When the current array is full the writer
/// rents one twice as large and carries on in it, copying nothing, so a payload of any size is written once.
/// <see cref="WrittenSequence"/> reads the arrays as they are; <see cref="WrittenSpan"/> and <see cref="WrittenMemory"/>
/// join them into one array first (one copy, the first time they are asked for after a second array was started).
/// Dispose it to give the arrays back; after that every member but <see cref="Dispose"/> throws.
/// </summary>
public sealed class PooledBufferWriter : IBufferWriter<byte>, IDisposable
{
    private const int DefaultInitialCapacity = 256;
    private const int MaxArrayLength = 0x7FFFFFC7;

    private readonly ArrayPool<byte> _pool;
    private readonly bool _clearOnReturn;

    /// <summary>The array being written.</summary>
    private byte[]? _buffer;

    /// <summary>Bytes written into <see cref="_buffer"/>.</summary>
    private int _bufferWritten;

    /// <summary>Earlier, full arrays, oldest first, with the bytes written into each; <see cref="_filledCount"/> of them are in use.</summary>
    private Filled[] _filled = [];

    private int _filledCount;

    /// <summary>Bytes written into the earlier arrays.</summary>
    private int _filledBytes;

    /// <summary>The nodes of <see cref="WrittenSequence"/> over several arrays, kept for reuse.</summary>
    private SequenceNode?[] _nodes = [];

    /// <summary>Creates a writer that rents from <see cref="ArrayPool{T}.Shared"/>.</summary>
    /// <param name="initialCapacity">Bytes rented up front.</param>
    /// <param name="clearOnReturn">Clear arrays before they go back to the pool (for payloads that carry secrets).</param>
    public PooledBufferWriter(int initialCapacity = DefaultInitialCapacity, bool clearOnReturn = false)
        : this(ArrayPool<byte>.Shared, initialCapacity, clearOnReturn)
    {
    }

    /// <summary>Creates a writer that rents from <paramref name="pool"/>.</summary>
    public PooledBufferWriter(ArrayPool<byte> pool, int initialCapacity = DefaultInitialCapacity, bool clearOnReturn = false)
    {
        if (initialCapacity < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(initialCapacity), initialCapacity, "The capacity cannot be negative.");
        }

        _pool = pool ?? throw new ArgumentNullException(nameof(pool));
        _clearOnReturn = clearOnReturn;
        _buffer = pool.Rent(Math.Max(initialCapacity, 1));
    }

    /// <summary>The bytes written so far, in one span: joins the arrays into one first if the writer has started a second.</summary>
    public ReadOnlySpan<byte> WrittenSpan => Joined().AsSpan(0, _bufferWritten);

    /// <summary>
    /// The bytes written so far, in one block (joined like <see cref="WrittenSpan"/>); valid until the next write,
    /// <see cref="Clear"/> or <see cref="Dispose"/>.
    /// </summary>
    public ReadOnlyMemory<byte> WrittenMemory => Joined().AsMemory(0, _bufferWritten);

    /// <summary>
    /// The bytes written so far, over the writer's arrays as they are: nothing is copied. Valid until the next write,
    /// <see cref="Clear"/> or <see cref="Dispose"/>.
    /// </summary>
    public ReadOnlySequence<byte> WrittenSequence
    {
        get
        {
            byte[] buffer = Buffer;
            if (_filledCount == 0)
            {
                return new ReadOnlySequence<byte>(buffer, 0, _bufferWritten);
            }

            if (_nodes.Length < _filledCount + 1)
            {
                Array.Resize(ref _nodes, _filledCount + 1);
            }

            long runningIndex = 0;
            for (int i = 0; i <= _filledCount; i++)
            {
                (byte[] array, int length) = i < _filledCount ? (_filled[i].Array, _filled[i].Length) : (buffer, _bufferWritten);
                SequenceNode node = _nodes[i] ??= new SequenceNode();
                node.Set(array.AsMemory(0, length), runningIndex, i < _filledCount ? _nodes[i + 1] ??= new SequenceNode() : null);
                runningIndex += length;
            }

            return new ReadOnlySequence<byte>(_nodes[0]!, 0, _nodes[_filledCount]!, _bufferWritten);
        }
    }

    /// <summary>How many bytes have been written.</summary>
    public int WrittenCount => _buffer is null ? throw new ObjectDisposedException(nameof(PooledBufferWriter)) : _filledBytes + _bufferWritten;

    /// <summary>The bytes written plus the room left in the current array.</summary>
    public int Capacity => _filledBytes + Buffer.Length;

    /// <summary>Forgets the written bytes; keeps the current (largest) array for reuse and returns the others.</summary>
    public void Clear()
    {
        byte[] buffer = Buffer;
        if (_clearOnReturn)
        {
            buffer.AsSpan(0, _bufferWritten).Clear();
        }

        ReturnFilled();
        _bufferWritten = 0;
    }

    /// <inheritdoc />
    public void Advance(int count)
    {
        byte[] buffer = Buffer;
        if (count < 0 || count > buffer.Length - _bufferWritten)
        {
            throw new ArgumentOutOfRangeException(nameof(count), count, "Advanced past the end of the span handed out.");
        }

        _bufferWritten += count;
    }

    /// <inheritdoc />
    public Memory<byte> GetMemory(int sizeHint = 0) => Reserve(sizeHint).AsMemory(_bufferWritten);

    /// <inheritdoc />
    public Span<byte> GetSpan(int sizeHint = 0) => Reserve(sizeHint).AsSpan(_bufferWritten);

    /// <summary>Copies the written bytes into a new array.</summary>
    public byte[] ToArray() => WrittenSequence.ToArray();

    /// <summary>Writes the written bytes to <paramref name="stream"/>, array by array.</summary>
    public void WriteTo(Stream stream)
    {
        if (stream is null)
        {
            throw new ArgumentNullException(nameof(stream));
        }

        byte[] buffer = Buffer;
        for (int i = 0; i < _filledCount; i++)
        {
            stream.Write(_filled[i].Array, 0, _filled[i].Length);
        }

        stream.Write(buffer, 0, _bufferWritten);
    }

    /// <summary>Writes the written bytes to <paramref name="stream"/> asynchronously, array by array.</summary>
    public ValueTask WriteToAsync(Stream stream, CancellationToken cancellationToken = default)
    {
        if (stream is null)
        {
            throw new ArgumentNullException(nameof(stream));
        }

        byte[] buffer = Buffer;
        return _filledCount == 0 ? WriteAsync(stream, buffer, _bufferWritten, cancellationToken) : WriteArraysAsync(stream, cancellationToken);
    }

    /// <summary>Returns the arrays to the pool.</summary>
    public void Dispose()
    {
        byte[]? buffer = _buffer;
        if (buffer is not null)
        {
            ReturnFilled();
            _buffer = null;
            _bufferWritten = 0;
            _pool.Return(buffer, _clearOnReturn);
        }
    }

    private byte[] Buffer => _buffer ?? throw new ObjectDisposedException(nameof(PooledBufferWriter));

    private async ValueTask WriteArraysAsync(Stream stream, CancellationToken cancellationToken)
    {
        for (int i = 0; i < _filledCount; i++)
        {
            await WriteAsync(stream, _filled[i].Array, _filled[i].Length, cancellationToken).ConfigureAwait(false);
        }

        await WriteAsync(stream, Buffer, _bufferWritten, cancellationToken).ConfigureAwait(false);
    }

    private static ValueTask WriteAsync(Stream stream, byte[] array, int length, CancellationToken cancellationToken)
#if NET5_0_OR_GREATER
        => stream.WriteAsync(array.AsMemory(0, length), cancellationToken);
#else
        => new(stream.WriteAsync(array, 0, length, cancellationToken));
#endif

    private byte[] Reserve(int sizeHint)
    {
        byte[] buffer = Buffer;
        int needed = Math.Max(sizeHint, 1);
        if (needed <= buffer.Length - _bufferWritten)
        {
            return buffer;
        }

        if ((long)WrittenCount + needed > MaxArrayLength)
        {
            throw new OutOfMemoryException($"PooledBufferWriter cannot hold {(long)WrittenCount + needed} bytes.");
        }

        // The next array is twice the last (or the hint, if larger): the arrays stay few, each in its own pool bucket.
        byte[] next = _pool.Rent((int)Math.Min(MaxArrayLength, Math.Max(needed, (long)buffer.Length * 2)));
        if (_bufferWritten == 0)
        {
            _pool.Return(buffer, _clearOnReturn);
        }
        else
        {
            if (_filledCount == _filled.Length)
            {
                Array.Resize(ref _filled, Math.Max(4, _filled.Length * 2));
            }

            _filled[_filledCount++] = new Filled(buffer, _bufferWritten);
            _filledBytes += _bufferWritten;
        }

        _buffer = next;
        _bufferWritten = 0;
        return next;
    }

    /// <summary>Joins the arrays into one, if there are several, and returns it.</summary>
    private byte[] Joined()
    {
        byte[] buffer = Buffer;
        if (_filledCount == 0)
        {
            return buffer;
        }

        int total = _filledBytes + _bufferWritten;
        byte[] joined = _pool.Rent(Math.Max(total, buffer.Length));
        int offset = 0;
        for (int i = 0; i < _filledCount; i++)
        {
            _filled[i].Array.AsSpan(0, _filled[i].Length).CopyTo(joined.AsSpan(offset));
            offset += _filled[i].Length;
        }

        buffer.AsSpan(0, _bufferWritten).CopyTo(joined.AsSpan(offset));
        ReturnFilled();
        _pool.Return(buffer, _clearOnReturn);
        _buffer = joined;
        _bufferWritten = total;
        return joined;
    }

    private void ReturnFilled()
    {
        for (int i = 0; i < _filledCount; i++)
        {
            _pool.Return(_filled[i].Array, _clearOnReturn);
            _filled[i] = default;
        }

        _filledCount = 0;
        _filledBytes = 0;
    }

    private readonly record struct Filled(byte[] Array, int Length);

    /// <summary>One array of <see cref="WrittenSequence"/>.</summary>
    private sealed class SequenceNode : ReadOnlySequenceSegment<byte>
    {
        public void Set(ReadOnlyMemory<byte> memory, long runningIndex, SequenceNode? next)
        {
            Memory = memory;
            RunningIndex = runningIndex;
            Next = next;
        }
    }
}
