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

    internal BinaryReadState CreateReadState() => new(MaxDepth);
}
