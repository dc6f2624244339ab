using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire;

/// <summary>
/// Per-call read state threaded through generated code: the nesting depth and, when the source ends
/// early, where it ended. Not meant to be used directly.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public struct BinaryReadState
{
    private readonly int _maxDepth;
    private int _depth;

    /// <summary>Creates a state that allows <paramref name="maxDepth"/> levels of nested values.</summary>
    public BinaryReadState(int maxDepth)
    {
        _maxDepth = maxDepth;
        _depth = 0;
        TruncatedType = null;
        TruncatedMember = null;
        TruncatedOffset = 0;
        BytesNeeded = 0;
        BytesAvailable = 0;
    }

    /// <summary>A state with <see cref="BinarySerializerOptions.Default"/> limits.</summary>
    public static BinaryReadState Default => new(BinarySerializerOptions.DefaultMaxDepth);

    /// <summary>The type whose member ran past the end of the source, after a read returned <see langword="false"/>.</summary>
    public string? TruncatedType { get; private set; }

    /// <summary>The member that ran past the end of the source.</summary>
    public string? TruncatedMember { get; private set; }

    /// <summary>The offset at which that member starts.</summary>
    public int TruncatedOffset { get; private set; }

    /// <summary>How many bytes the member needed at that offset.</summary>
    public long BytesNeeded { get; private set; }

    /// <summary>How many bytes the source had left at that offset.</summary>
    public int BytesAvailable { get; private set; }

    /// <summary>Enters one level of nesting; throws when the configured maximum depth is exceeded.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Enter(string typeName, int offset)
    {
        if (++_depth > _maxDepth)
        {
            ThrowDepthExceeded(typeName, offset, _maxDepth);
        }
    }

    /// <summary>Leaves one level of nesting.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Exit() => _depth--;

    /// <summary>Records that the source ended inside a member and returns <see langword="false"/> for the caller to return.</summary>
    /// <remarks>Never inlined: it is the cold path, and inlined it costs every reader spilled registers and a larger frame.</remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public bool Truncated(string typeName, string memberName, int offset, long needed, int available)
    {
        TruncatedType = typeName;
        TruncatedMember = memberName;
        TruncatedOffset = offset;
        BytesNeeded = needed;
        BytesAvailable = available;
        return false;
    }

    // Short and ending in `throw` (see Wire.Errors.cs): the JIT then knows the call does not return.
    [DoesNotReturn]
    private static void ThrowDepthExceeded(string typeName, int offset, int maxDepth)
        => throw DepthExceeded(typeName, offset, maxDepth);

    private static BinarySerializationException DepthExceeded(string typeName, int offset, int maxDepth)
        => new(
            $"{typeName} at offset {offset}: nesting depth exceeds the maximum of {maxDepth} (BinarySerializerOptions.MaxDepth).",
            typeName, null, offset);

    /// <summary>The exception a throwing read reports for the truncation recorded here.</summary>
    public readonly BinarySerializationException ToTruncationException()
        => BinarySerializationException.Create(
            TruncatedType ?? "?", TruncatedMember ?? "?", TruncatedOffset,
            $"the data ends early: {BytesNeeded} byte(s) needed, {BytesAvailable} available.");
}
