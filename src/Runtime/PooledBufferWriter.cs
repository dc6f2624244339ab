using System;
using System.Buffers;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Spanwire;

/// <summary>
/// An <see cref="IBufferWriter{T}"/> over one <see cref="ArrayPool{T}"/> array that grows by doubling (by four past 1 MB).
/// Dispose it to give the array back; after that every member but <see cref="Dispose"/> throws.
/// </summary>
public sealed class PooledBufferWriter : IBufferWriter<byte>, IDisposable
{
    private const int DefaultInitialCapacity = 256;
    private const int MaxArrayLength = 0x7FFFFFC7;
    private const int LargeBuffer = 1024 * 1024;

    private readonly ArrayPool<byte> _pool;
    private readonly bool _clearOnReturn;
    private byte[]? _buffer;
    private int _written;

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

    /// <summary>The bytes written so far.</summary>
    public ReadOnlySpan<byte> WrittenSpan => Buffer.AsSpan(0, _written);

    /// <summary>The bytes written so far; valid until the next write, <see cref="Clear"/> or <see cref="Dispose"/>.</summary>
    public ReadOnlyMemory<byte> WrittenMemory => Buffer.AsMemory(0, _written);

    /// <summary>How many bytes have been written.</summary>
    public int WrittenCount => _buffer is null ? throw new ObjectDisposedException(nameof(PooledBufferWriter)) : _written;

    /// <summary>The size of the current array.</summary>
    public int Capacity => Buffer.Length;

    /// <summary>Forgets the written bytes and keeps the array for reuse.</summary>
    public void Clear()
    {
        byte[] buffer = Buffer;
        if (_clearOnReturn)
        {
            buffer.AsSpan(0, _written).Clear();
        }

        _written = 0;
    }

    /// <inheritdoc />
    public void Advance(int count)
    {
        byte[] buffer = Buffer;
        if (count < 0 || count > buffer.Length - _written)
        {
            throw new ArgumentOutOfRangeException(nameof(count), count, "Advanced past the end of the span handed out.");
        }

        _written += count;
    }

    /// <inheritdoc />
    public Memory<byte> GetMemory(int sizeHint = 0) => Reserve(sizeHint).AsMemory(_written);

    /// <inheritdoc />
    public Span<byte> GetSpan(int sizeHint = 0) => Reserve(sizeHint).AsSpan(_written);

    /// <summary>Copies the written bytes into a new array.</summary>
    public byte[] ToArray() => WrittenSpan.ToArray();

    /// <summary>Writes the written bytes to <paramref name="stream"/>.</summary>
    public void WriteTo(Stream stream)
    {
        if (stream is null)
        {
            throw new ArgumentNullException(nameof(stream));
        }

        stream.Write(Buffer, 0, _written);
    }

    /// <summary>Writes the written bytes to <paramref name="stream"/> asynchronously.</summary>
    public ValueTask WriteToAsync(Stream stream, CancellationToken cancellationToken = default)
    {
        if (stream is null)
        {
            throw new ArgumentNullException(nameof(stream));
        }
#if NET5_0_OR_GREATER
        return stream.WriteAsync(WrittenMemory, cancellationToken);
#else
        return new ValueTask(stream.WriteAsync(Buffer, 0, _written, cancellationToken));
#endif
    }

    /// <summary>Returns the array to the pool.</summary>
    public void Dispose()
    {
        byte[]? buffer = _buffer;
        if (buffer is not null)
        {
            _buffer = null;
            _written = 0;
            _pool.Return(buffer, _clearOnReturn);
        }
    }

    private byte[] Buffer => _buffer ?? throw new ObjectDisposedException(nameof(PooledBufferWriter));

    private byte[] Reserve(int sizeHint)
    {
        byte[] buffer = Buffer;
        int needed = Math.Max(sizeHint, 1);
        if (needed <= buffer.Length - _written)
        {
            return buffer;
        }

        long required = (long)_written + needed;
        if (required > MaxArrayLength)
        {
            throw new OutOfMemoryException($"PooledBufferWriter cannot hold {required} bytes.");
        }

        // Doubling copies as many bytes as the payload holds by the time it stops growing; past 1 MB the writer
        // quadruples instead, which copies a third of that (the pool rents powers of two either way).
        long grownLength = buffer.Length < LargeBuffer ? (long)buffer.Length * 2 : (long)buffer.Length * 4;
        int newSize = (int)Math.Min(MaxArrayLength, Math.Max(required, grownLength));
        byte[] grown = _pool.Rent(newSize);
        buffer.AsSpan(0, _written).CopyTo(grown);
        _pool.Return(buffer, _clearOnReturn);
        _buffer = grown;
        return grown;
    }
}
