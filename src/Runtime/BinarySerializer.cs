using System;
using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.CompilerServices;
using System.Threading;
using System.Threading.Tasks;

using Spanwire.Infrastructure;

namespace Spanwire;

/// <summary>
/// Entry points over the generated code: arrays, spans, buffer writers, streams and sequences.
/// Serializing into a span, an <see cref="IBufferWriter{T}"/> or a stream allocates nothing.
/// </summary>
public static partial class BinarySerializer
{
    /// <summary>
    /// Stream writes of at most this many bytes go through a stack buffer; larger ones rent from
    /// <see cref="ArrayPool{T}.Shared"/>. (On <c>netstandard2.0</c>, whose <see cref="Stream"/> has no span overloads, every write rents.)
    /// </summary>
    public const int StackallocThreshold = 512;

    /// <summary>Serializes into a new array of exactly <see cref="IBinarySerializable{TSelf}.GetSerializedSize"/> bytes.</summary>
    public static byte[] Serialize<T>(T value)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        int size = value.GetSerializedSize();
        byte[] buffer = size == 0 ? [] : new byte[size];
        EnsureWholeSize<T>(size, value.Write(buffer));
        return buffer;
    }

    /// <summary>Serializes into <paramref name="destination"/>; throws <see cref="BinarySerializationException"/> if it is too short.</summary>
    /// <returns>The number of bytes written.</returns>
    public static int Serialize<T>(T value, Span<byte> destination)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        return value.Write(destination);
    }

    /// <summary>Serializes into <paramref name="destination"/>, or returns <see langword="false"/> if it is too short.</summary>
    public static bool TrySerialize<T>(T value, Span<byte> destination, out int bytesWritten)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        return value.TryWrite(destination, out bytesWritten);
    }

    /// <summary>
    /// Serializes into <paramref name="writer"/>: straight into the space it already has when the value fits there
    /// (no sizing pass), else into one <see cref="IBufferWriter{T}.GetSpan"/> of the exact size.
    /// </summary>
    /// <returns>The number of bytes written.</returns>
    public static int Serialize<T>(T value, IBufferWriter<byte> writer)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        ThrowIfNull(writer);
        if (value.TryWrite(writer.GetSpan(), out int written))
        {
            writer.Advance(written);
            return written;
        }

        return WriteWhole(value, value.GetSerializedSize(), writer);
    }

    /// <summary>Writes a value of known <paramref name="size"/> into one <see cref="IBufferWriter{T}.GetSpan"/> of that size.</summary>
    private static int WriteWhole<T>(T value, int size, IBufferWriter<byte> writer)
        where T : IBinarySerializable<T>
    {
        int written = value.Write(writer.GetSpan(size));
        EnsureWholeSize<T>(size, written);
        writer.Advance(written);
        return written;
    }

    /// <summary>
    /// Serializes to <paramref name="stream"/> through a stack buffer (up to <see cref="StackallocThreshold"/> bytes)
    /// or a pooled one, returned to the pool before this method returns. Nesting deeper than
    /// <see cref="BinarySerializerOptions.MaxDepth"/> throws, as it does on read.
    /// </summary>
    public static void Serialize<T>(T value, Stream stream, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        ThrowIfNull(stream);
        options ??= BinarySerializerOptions.Default;
        using (WriteScope.Enter(options))
        {
            SerializeToStream(value, stream, options);
        }
    }

#if NET5_0_OR_GREATER
    [SkipLocalsInit]
#endif
    private static void SerializeToStream<T>(T value, Stream stream, BinarySerializerOptions options)
        where T : IBinarySerializable<T>
    {
        int size = value.GetSerializedSize();
        if (size > options.ChunkSize && value is IChunkWritable<T> chunked)
        {
            SerializeInChunks(chunked, stream, options);
            return;
        }

#if NET5_0_OR_GREATER
        if (size <= StackallocThreshold)
        {
            Span<byte> buffer = stackalloc byte[StackallocThreshold];
            buffer = buffer.Slice(0, size);
            try
            {
                EnsureWholeSize<T>(size, value.Write(buffer));
                stream.Write(buffer);
            }
            finally
            {
                if (options.ClearBuffers)
                {
                    buffer.Clear();
                }
            }

            return;
        }
#endif
        byte[] rented = ArrayPool<byte>.Shared.Rent(size);
        try
        {
            EnsureWholeSize<T>(size, value.Write(rented.AsSpan(0, size)));
            stream.Write(rented, 0, size);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented, options.ClearBuffers);
        }
    }

    /// <summary>Serializes to <paramref name="stream"/> asynchronously through a pooled buffer.</summary>
    public static ValueTask SerializeAsync<T>(T value, Stream stream, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
        => SerializeAsync(value, stream, null, cancellationToken);

    /// <summary>Serializes to <paramref name="stream"/> asynchronously through a pooled buffer.</summary>
    /// <remarks>A write the stream completes synchronously allocates nothing: the async path is taken only when it does not.</remarks>
    public static ValueTask SerializeAsync<T>(T value, Stream stream, BinarySerializerOptions? options, CancellationToken cancellationToken = default)
        where T : IBinarySerializable<T>
    {
        ThrowIfNull(value);
        ThrowIfNull(stream);
        options ??= BinarySerializerOptions.Default;
        using (WriteScope.Enter(options))
        {
            return SerializeToStreamAsync(value, stream, options, cancellationToken);
        }
    }

    /// <summary>Sizes and writes synchronously, then starts the stream write; see <see cref="SerializeAsync{T}(T, Stream, BinarySerializerOptions?, CancellationToken)"/>.</summary>
    private static ValueTask SerializeToStreamAsync<T>(T value, Stream stream, BinarySerializerOptions options, CancellationToken cancellationToken)
        where T : IBinarySerializable<T>
    {
        int size = value.GetSerializedSize();
        if (size > options.ChunkSize && value is IChunkWritable<T> chunked)
        {
            return SerializeInChunksAsync(chunked, stream, options, cancellationToken);
        }

        // Returned on every path: in catch, after a synchronous write, or by AwaitThenReturn's finally.
        byte[] rented = ArrayPool<byte>.Shared.Rent(size);
        ValueTask write;
        try
        {
            EnsureWholeSize<T>(size, value.Write(rented.AsSpan(0, size)));
#if NET5_0_OR_GREATER
            write = stream.WriteAsync(rented.AsMemory(0, size), cancellationToken);
#else
            write = new ValueTask(stream.WriteAsync(rented, 0, size, cancellationToken));
#endif
        }
        catch
        {
            ArrayPool<byte>.Shared.Return(rented, options.ClearBuffers);
            throw;
        }

        if (write.IsCompletedSuccessfully)
        {
            ArrayPool<byte>.Shared.Return(rented, options.ClearBuffers);
            return default;
        }

        return AwaitThenReturn(write, rented, options.ClearBuffers);
    }

    /// <summary>Waits for a write still in flight, then returns its buffer to the pool.</summary>
    private static async ValueTask AwaitThenReturn(ValueTask write, byte[] rented, bool clear)
    {
        try
        {
            await write.ConfigureAwait(false);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented, clear);
        }
    }

    /// <summary>Reads one value that must span all of <paramref name="source"/>; trailing bytes are an error.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> source, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        T value = Deserialize<T>(source, out int bytesRead, options);
        EnsureNoTrailingBytes<T>(bytesRead, source.Length);
        return value;
    }

    /// <summary>Reads one value from the start of <paramref name="source"/>; bytes after it are left alone.</summary>
    public static T Deserialize<T>(ReadOnlySpan<byte> source, out int bytesRead, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        var state = (options ?? BinarySerializerOptions.Default).CreateReadState();
        int offset = 0;
        if (!BinaryDeserializerRegistry.Get<T>().TryRead(source, ref offset, ref state, out T? value))
        {
            throw state.ToTruncationException();
        }

        bytesRead = offset;
        return value;
    }

    /// <summary>
    /// Reads one value that starts at <paramref name="position"/> in <paramref name="source"/> (a record a file's
    /// directory points at); offsets inside it (<see cref="BinaryAtAttribute"/> members counted from the source) stay
    /// counted from the start of <paramref name="source"/>. <paramref name="bytesRead"/> counts from <paramref name="position"/>.
    /// </summary>
    public static T DeserializeAt<T>(ReadOnlySpan<byte> source, int position, out int bytesRead, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        if ((uint)position > (uint)source.Length)
        {
            throw new ArgumentOutOfRangeException(nameof(position), position, $"The position must lie within the source's {source.Length} bytes.");
        }

        var state = (options ?? BinarySerializerOptions.Default).CreateReadState();
        int offset = position;
        if (!BinaryDeserializerRegistry.Get<T>().TryRead(source, ref offset, ref state, out T? value))
        {
            throw state.ToTruncationException();
        }

        bytesRead = offset - position;
        return value;
    }

    /// <summary>
    /// Reads one value from the start of <paramref name="source"/>. Returns <see langword="false"/> if the source
    /// ends before the value does (wait for more data); invalid data throws <see cref="BinarySerializationException"/>.
    /// </summary>
    public static bool TryDeserialize<T>(ReadOnlySpan<byte> source, [MaybeNullWhen(false)] out T value, out int bytesRead, BinarySerializerOptions? options = null)
        where T : IBinarySerializable<T>
    {
        var state = (options ?? BinarySerializerOptions.Default).CreateReadState();
        int offset = 0;
        bool complete = BinaryDeserializerRegistry.Get<T>().TryRead(source, ref offset, ref state, out value);
        bytesRead = complete ? offset : 0;
        return complete;
    }

    private static void EnsureWholeSize<T>(int size, int written)
    {
        if (written != size)
        {
            // A value changed between sizing and writing, or a hand-written codec whose size and write disagree.
            throw new BinarySerializationException(
                $"{typeof(T).Name}: GetSerializedSize() returned {size} but Write produced {written} bytes. Either the value changed " +
                "between the two calls (another thread, or a getter that is not stable), or the type's GetSerializedSize and Write disagree.",
                typeof(T).Name, null, written);
        }
    }

    // The check stays in the caller; the message, an interpolated string, is built only in the throw helper, which
    // ends in `throw` so the JIT knows it does not return.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EnsureNoTrailingBytes<T>(long bytesRead, long length)
    {
        if (bytesRead != length)
        {
            ThrowTrailingBytes<T>(bytesRead, length);
        }
    }

    [DoesNotReturn]
    private static void ThrowTrailingBytes<T>(long bytesRead, long length)
        => throw new BinarySerializationException(
            $"{typeof(T).Name} at offset {bytesRead}: {length - bytesRead} byte(s) follow the value. Use the overload with bytesRead to read a prefix.",
            typeof(T).Name, null, bytesRead);

    private static void ThrowIfNull<TArgument>(TArgument argument, [CallerArgumentExpression(nameof(argument))] string? name = null)
    {
        // The value-type test comes first so that unoptimized (Debug) code does not box a struct to compare it with null.
        if (!typeof(TArgument).IsValueType && argument is null)
        {
            throw new ArgumentNullException(name);
        }
    }
}
