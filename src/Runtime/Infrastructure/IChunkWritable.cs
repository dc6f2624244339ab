using System;
using System.ComponentModel;

namespace Spanwire.Infrastructure;

/// <summary>
/// Implemented by the generator beside <see cref="IBinarySerializable{TSelf}"/>: <see cref="BinarySerializer"/> writes a
/// message larger than <see cref="BinarySerializerOptions.ChunkSize"/> to a stream or pipe this way, one pooled chunk at a
/// time. A hand-written codec need not implement it; its values are then written whole.
/// </summary>
/// <typeparam name="TSelf">The implementing type: a union's case implements it for itself, and the union for the tag and frame around it.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public interface IChunkWritable<TSelf>
{
    /// <summary>
    /// Writes the next part of the value into <paramref name="destination"/>, resuming where <paramref name="cursor"/>
    /// stopped; <see cref="ChunkCursor.Finished"/> says when the value is complete.
    /// </summary>
    /// <returns>The number of bytes written into <paramref name="destination"/>.</returns>
    int WriteChunk(Span<byte> destination, ref ChunkCursor cursor);
}
