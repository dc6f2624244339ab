namespace Spanwire;

/// <summary>Limits and buffer policy for <see cref="BinarySerializer"/>.</summary>
public sealed class BinarySerializerOptions
{
    /// <summary>The default <see cref="MaxDepth"/>.</summary>
    public const int DefaultMaxDepth = 64;

    /// <summary>Options with every default.</summary>
    public static BinarySerializerOptions Default { get; } = new();

    /// <summary>
    /// How many levels of nested <see cref="BinarySerializableAttribute"/> values a read accepts before it throws
    /// (guards recursive types against hostile input). Default 64.
    /// </summary>
    public int MaxDepth { get; init; } = DefaultMaxDepth;

    /// <summary>
    /// Clear rented <see cref="System.Buffers.ArrayPool{T}"/> buffers (and stack buffers) before they are released.
    /// Off by default: clearing costs time on every call and matters only for payloads that carry secrets.
    /// </summary>
    public bool ClearBuffers { get; init; }

    /// <summary>The default <see cref="ChunkSize"/>: 64 KiB.</summary>
    public const int DefaultChunkSize = 64 * 1024;

    /// <summary>The smallest <see cref="ChunkSize"/> accepted.</summary>
    public const int MinChunkSize = 256;

    /// <summary>
    /// Messages larger than this are written to a <see cref="System.IO.Stream"/> or <see cref="System.IO.Pipelines.PipeWriter"/>
    /// a chunk of this many bytes at a time (strings encoded straight into the chunk, collections item by item), so the
    /// buffer a write needs stays this small however large the message. Smaller messages are written whole. Default 64 KiB.
    /// </summary>
    /// <exception cref="System.ArgumentOutOfRangeException">Less than <see cref="MinChunkSize"/>.</exception>
    public int ChunkSize
    {
        get => _chunkSize;
        init => _chunkSize = value >= MinChunkSize
            ? value
            : throw new System.ArgumentOutOfRangeException(nameof(ChunkSize), value, $"A chunk holds at least {MinChunkSize} bytes.");
    }

    private readonly int _chunkSize = DefaultChunkSize;

    /// <summary>The default <see cref="MaxDecompressedBytes"/>: 64 MiB.</summary>
    public const int DefaultMaxDecompressedBytes = 64 * 1024 * 1024;

    /// <summary>
    /// The most bytes one <c>[BinaryCompressed]</c> member may decompress to: more is invalid data (a decompression bomb
    /// is refused before it is held), not an <see cref="System.OutOfMemoryException"/>. Default 64 MiB.
    /// </summary>
    public int MaxDecompressedBytes { get; init; } = DefaultMaxDecompressedBytes;

    /// <summary>The default <see cref="MaxPointerBytes"/>: 1 MiB.</summary>
    public const int DefaultMaxPointerBytes = 1024 * 1024;

    /// <summary>
    /// The most bytes one read may read through <c>[BinaryPointer]</c> members, counted each time a pointer is followed:
    /// pointers that lead to the same bytes many times (DNS names compressed onto a long chain) are invalid data past it,
    /// so a small hostile input cannot make a read allocate without bound. Default 1 MiB.
    /// </summary>
    public int MaxPointerBytes { get; init; } = DefaultMaxPointerBytes;

    internal BinaryReadState CreateReadState() => new(MaxDepth, MaxDecompressedBytes, MaxPointerBytes);
}
