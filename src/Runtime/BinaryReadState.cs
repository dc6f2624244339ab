using System.Collections.Generic;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire;

/// <summary>
/// Per-call read state threaded through generated code: the nesting depth; when the source ends early, where it ended
/// and how much the value still needs; and, for a reader that starts again with more bytes (a non-seekable stream's,
/// a pipe's), the collections to continue. Not meant to be used directly.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public struct BinaryReadState
{
    private int _depthLimitOverDefault; // MaxDepth - DefaultMaxDepth: default(BinaryReadState) is the default state
    private int _maxDecompressedBytes;
    private int _maxPointerBytes;
    private int _depth;
    private ReadProgress? _progress;
    private PartClaims? _claims;
    private PointerTrail? _pointers;
    private int _awaited; // 1 + the byte a truncated terminator search waits for; 0: none

    /// <summary>Creates a state that allows <paramref name="maxDepth"/> levels of nested values.</summary>
    /// <remarks>Inlined: as a call it was a call plus a copy of the whole state.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public BinaryReadState(int maxDepth)
    {
        this = default;
        _depthLimitOverDefault = maxDepth - BinarySerializerOptions.DefaultMaxDepth;
    }

    /// <summary>Creates a state with a nesting limit and a limit on what one compressed member decompresses to.</summary>
    public BinaryReadState(int maxDepth, int maxDecompressedBytes)
        : this(maxDepth)
    {
        _maxDecompressedBytes = maxDecompressedBytes;
    }

    /// <summary>Creates a state with a nesting limit, a decompression limit and a limit on the bytes read again through pointers.</summary>
    public BinaryReadState(int maxDepth, int maxDecompressedBytes, int maxPointerBytes)
        : this(maxDepth, maxDecompressedBytes)
    {
        _maxPointerBytes = maxPointerBytes;
    }

    /// <summary>The most bytes one read may read through pointers (<see cref="BinarySerializerOptions.MaxPointerBytes"/>).</summary>
    public readonly int MaxPointerBytes => _maxPointerBytes > 0 ? _maxPointerBytes : BinarySerializerOptions.DefaultMaxPointerBytes;

    /// <summary>The most bytes one compressed member may decompress to (<see cref="BinarySerializerOptions.MaxDecompressedBytes"/>).</summary>
    public readonly int MaxDecompressedBytes => _maxDecompressedBytes > 0 ? _maxDecompressedBytes : BinarySerializerOptions.DefaultMaxDecompressedBytes;

    /// <summary>A state with <see cref="BinarySerializerOptions.Default"/> limits.</summary>
    /// <remarks>The zeroed struct, so a generated <c>Read</c> (one a message) zeroes its state once and stores nothing else.</remarks>
    public static BinaryReadState Default
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => default;
    }

    /// <summary>
    /// Starts a state with default limits without clearing the truncation record, which only a read that returned
    /// <see langword="false"/> fills and reads: zeroing the whole state was most of a small message's read.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Begin(out BinaryReadState state) => Begin(out state, 0, 0, 0);

    /// <summary><see cref="Begin(out BinaryReadState)"/> with the limits of <paramref name="limits"/>, a state made from options.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void Begin(out BinaryReadState state, in BinaryReadState limits)
        => Begin(out state, limits._depthLimitOverDefault, limits._maxDecompressedBytes, limits._maxPointerBytes);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Begin(out BinaryReadState state, int depthLimitOverDefault, int maxDecompressedBytes, int maxPointerBytes)
    {
#if NET
        Unsafe.SkipInit(out state);
        state._depth = 0;
        state._progress = null;
        state._claims = null;
        state._pointers = null;
        state._awaited = 0;
#else
        state = default;
#endif
        state._depthLimitOverDefault = depthLimitOverDefault;
        state._maxDecompressedBytes = maxDecompressedBytes;
        state._maxPointerBytes = maxPointerBytes;
    }

    private readonly int MaxDepth => _depthLimitOverDefault + BinarySerializerOptions.DefaultMaxDepth;

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

    /// <summary>
    /// How many bytes, at least, the value needs after the member that ran short: the items that follow it in the
    /// collections being read, each at its minimum size. A stream or pipe reader waits for that much at once instead of
    /// re-reading the value once per item.
    /// </summary>
    public long MinimumBytesAfter { get; private set; }

    /// <summary>The fewest bytes, from the value's start, that the value takes: where it ran short, and what follows.</summary>
    internal readonly long MinimumLength => TruncatedOffset + BytesNeeded + MinimumBytesAfter;

    /// <summary>Enters one level of nesting; throws when the configured maximum depth is exceeded.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Enter(string typeName, int offset)
    {
        if (++_depth > MaxDepth)
        {
            ThrowDepthExceeded(typeName, offset, MaxDepth);
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
        MinimumBytesAfter = 0;
        _awaited = 0;
        return false;
    }

    /// <summary>
    /// <see cref="Truncated"/> inside a run of fixed-size members checked at once: <paramref name="after"/> more bytes of
    /// the run follow the member, so a reader that gets bytes a few at a time asks for the whole run, not a member at a time.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public bool TruncatedInRun(string typeName, string memberName, int offset, long needed, int available, int after)
    {
        Truncated(typeName, memberName, offset, needed, available);
        MinimumBytesAfter = after;
        return false;
    }

    /// <summary>
    /// After <see cref="Truncated"/> in a search for a terminator: the value cannot be complete until
    /// <paramref name="value"/> arrives, so a reader that gets bytes a few at a time (a non-seekable stream, which it may
    /// not read past the value) tries again only then, instead of once per byte. Returns <see langword="false"/>.
    /// </summary>
    public bool AwaitByte(byte value)
    {
        _awaited = value + 1;
        return false;
    }

    /// <summary>The byte a truncated terminator search waits for, or -1.</summary>
    internal readonly int AwaitedByte => _awaited - 1;

    /// <summary>
    /// Records, as a collection's item read returns <see langword="false"/>, that <paramref name="itemsLeft"/> more items
    /// of at least <paramref name="itemMinSize"/> bytes follow; returns <see langword="false"/> for the caller to return.
    /// A reader that resumes (a non-seekable stream's, a pipe's) also keeps the items read so far:
    /// <paramref name="collection"/> holds <paramref name="index"/> of them, the item that ran short starts at
    /// <paramref name="itemOffset"/>, and the collection's items start at <paramref name="itemsStart"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public bool ItemsLeft(int itemsLeft, int itemMinSize, int itemsStart, string typeName, string memberName, object collection, int index, int itemOffset)
    {
        MinimumBytesAfter += (long)itemsLeft * itemMinSize;
        _progress?.Keep(itemsStart, typeName, memberName, collection, index, itemOffset);
        return false;
    }

    /// <summary>Whether this read may continue a collection an earlier attempt on the same bytes read part of.</summary>
    public readonly bool Resuming
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _progress is not null;
    }

    /// <summary>The form of <see cref="ResumeItems{TCollection}(int, string, string, out int, out int)"/> that code generated by Spanwire 0.1.0 calls (package validation keeps it).</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public readonly int ResumeItems<TCollection>(int itemsStart, string typeName, string memberName, ref TCollection? collection, ref int offset)
        where TCollection : class
    {
        if (ResumeItems<TCollection>(itemsStart, typeName, memberName, out int first, out int resumeAt) is not { } kept)
        {
            return 0;
        }

        collection = kept;
        offset = resumeAt;
        return first;
    }

    /// <summary>
    /// When an earlier attempt kept the collection whose items start at <paramref name="itemsStart"/>, returns it with
    /// the index of the item it stopped in (<paramref name="first"/>) and where that item starts
    /// (<paramref name="resumeAt"/>); otherwise returns <see langword="null"/>.
    /// </summary>
    /// <remarks>
    /// Everything comes back by value or through fresh locals: taking the reader's collection or offset by reference
    /// would keep them in memory for the reader's whole method.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public readonly TCollection? ResumeItems<TCollection>(int itemsStart, string typeName, string memberName, out int first, out int resumeAt)
        where TCollection : class
    {
        first = 0;
        resumeAt = itemsStart;
        if (_progress is null || !_progress.EnterLoop(itemsStart, typeName, memberName, out object? kept, out int index, out int itemOffset)
            || kept is not TCollection same)
        {
            return null;
        }

        first = index;
        resumeAt = itemOffset;
        return same;
    }

    /// <summary>
    /// After a resuming read's collection is complete: one that no other collection's item holds is kept too, so that an
    /// attempt which runs short after it (a payload that follows a long list, a second list) does not read it again.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public readonly void ItemsRead(int itemsStart, string typeName, string memberName, object collection, int count, int offset)
        => _progress?.ExitLoop(itemsStart, typeName, memberName, collection, count, offset);

    /// <summary>
    /// Before a positioned member (<see cref="BinaryAtAttribute"/>) is read at <paramref name="start"/>: throws when that
    /// byte is inside bytes this read already claimed (a value's own members, another positioned member), which is how
    /// an offset that points back into what holds it, directly or through others (a cycle), is refused. A part may
    /// start where a claim starts: it may be empty (ELF's program headers at offset 0 when there are none), and one that
    /// is not overlaps that claim when it claims its own bytes (a cycle back to a value's start fails there, one level in).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public readonly void EnterPart(int start, string typeName, string memberName)
    {
        if (_claims?.Find(start, start + 1) is { } claimed && claimed.Start < start)
        {
            ThrowOverlap(typeName, memberName, start, claimed);
        }
    }

    /// <summary>
    /// Claims the bytes <paramref name="start"/>..<paramref name="end"/> for one value or positioned member; throws when
    /// they overlap bytes claimed before (two offsets pointing at the same bytes, or into each other's).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void ClaimPart(int start, int end, string typeName, string memberName)
    {
        _claims ??= new PartClaims();
        if (_claims.Find(start, end) is { } claimed)
        {
            ThrowOverlap(typeName, memberName, start, claimed);
        }

        _claims.Add(start, end);
    }

    /// <summary>
    /// Before a pointer (<see cref="BinaryPointerAttribute"/>) is followed to <paramref name="position"/> from
    /// <paramref name="offset"/>: throws when a pointer being followed already led there (a loop; the follows still open
    /// are those made at a shallower nesting depth than this one), or when this read has read more bytes through pointers
    /// than <see cref="MaxPointerBytes"/> (chains built to make a small input read as a huge one).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void FollowPointer(int position, int offset, string typeName, string memberName)
    {
        _pointers ??= new PointerTrail();
        if (_pointers.Enter(position, _depth))
        {
            throw BinarySerializationException.Create(
                typeName, memberName, offset, $"the pointer to offset {position} leads back to where a pointer being followed already led (a pointer loop).");
        }
    }

    /// <summary>After a pointer's value was read from <paramref name="start"/> to <paramref name="end"/>: counts those bytes against the limit.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void PointerRead(int start, int end, string typeName, string memberName)
    {
        if (_pointers!.Count(end - start) > MaxPointerBytes)
        {
            throw BinarySerializationException.Create(
                typeName, memberName, start,
                $"more than {MaxPointerBytes} bytes read through pointers (BinarySerializerOptions.MaxPointerBytes): pointers that lead to the same bytes again and again.");
        }
    }

    [DoesNotReturn]
    private static void ThrowOverlap(string typeName, string memberName, int start, (int Start, int End) claimed)
        => throw BinarySerializationException.Create(
            typeName, memberName, start,
            $"the offset points into bytes {claimed.Start}..{claimed.End} that another part of the value already takes (overlapping or cyclic offsets).");

    /// <summary>Starts an attempt that may continue the collections <paramref name="progress"/> kept from the last one.</summary>
    internal void ResumeFrom(ReadProgress progress)
    {
        _progress = progress;
        progress.BeginAttempt();
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
            BytesNeeded == 0
                ? $"the offset is past the end of the data ({BytesAvailable} bytes)."
                : $"the data ends early: {BytesNeeded} byte(s) needed, {BytesAvailable} available.");
}

/// <summary>The byte ranges a read with positioned members has taken, so that no two parts share bytes.</summary>
internal sealed class PartClaims
{
    private readonly List<(int Start, int End)> _ranges = [];

    /// <summary>A claimed range that shares a byte with <paramref name="start"/>..<paramref name="end"/> (end exclusive), if any.</summary>
    public (int Start, int End)? Find(int start, int end)
    {
        foreach ((int Start, int End) range in _ranges)
        {
            if (start < range.End && range.Start < end)
            {
                return range;
            }
        }

        return null;
    }

    public void Add(int start, int end)
    {
        if (end > start)
        {
            _ranges.Add((start, end));
        }
    }
}

/// <summary>The pointers a read is following (their targets, and the nesting depth each was followed at) and the bytes read through them.</summary>
internal sealed class PointerTrail
{
    private readonly List<(int Position, int Depth)> _open = [];
    private long _bytes;

    /// <summary>Records a follow at <paramref name="depth"/>; true when an open follow already went to <paramref name="position"/>.</summary>
    /// <remarks>A follow made at this depth or deeper has returned (its reads have left that depth), so it is closed here.</remarks>
    public bool Enter(int position, int depth)
    {
        int open = _open.Count;
        while (open > 0 && _open[open - 1].Depth >= depth)
        {
            open--;
        }

        _open.RemoveRange(open, _open.Count - open);
        foreach ((int Position, int Depth) follow in _open)
        {
            if (follow.Position == position)
            {
                return true;
            }
        }

        _open.Add((position, depth));
        return false;
    }

    /// <summary>Adds <paramref name="bytes"/> read through a pointer; returns the total.</summary>
    public long Count(int bytes) => _bytes += bytes;
}
