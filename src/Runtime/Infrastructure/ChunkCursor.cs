using System;
using System.Buffers;
using System.ComponentModel;

namespace Spanwire.Infrastructure;

/// <summary>
/// Where a chunked write stopped, so that the next chunk resumes there: one frame (step, part, position) per nested
/// value being written. Generated <c>WriteChunk</c> methods move it; <see cref="BinarySerializer"/> drives them, one
/// small pooled buffer at a time, for messages larger than <see cref="BinarySerializerOptions.ChunkSize"/>.
/// </summary>
/// <remarks>
/// A step is one member (or one run of fixed-size members) of the type at that level; the part and position say how far
/// into a member that streams (a string's characters, a byte block's bytes, a collection's items) the write got.
/// </remarks>
[EditorBrowsable(EditorBrowsableState.Never)]
public struct ChunkCursor : IDisposable
{
    private const int FrameLength = 4;

    /// <summary>Rented frames: step, part, position and length for each level, outermost first.</summary>
    private int[]? _frames;

    /// <summary>How many levels are being written now; the executing frame is <c>_level - 1</c>.</summary>
    private int _level;

    /// <summary>How many frames hold state to resume; those past <see cref="_level"/> belong to a nested value cut mid-way.</summary>
    private int _active;

    /// <summary>Set by a member written only in part: the chunk is full and this step resumes in the next.</summary>
    public bool Pending { get; set; }

    /// <summary>Set by the value just written: it is complete (otherwise it resumes in the next chunk).</summary>
    public bool Finished { get; private set; }

    /// <summary>The step of the executing frame: the index of the member (or run) being written.</summary>
    public readonly int Step => _frames![Index];

    /// <summary>How far into the current member: 0 before its prefix or presence byte, then a codec's own stages.</summary>
    public readonly int Part
    {
        get => _frames![Index + 1];
        set => _frames![Index + 1] = value;
    }

    /// <summary>Characters, bytes or items of the current member already written.</summary>
    public readonly int Position
    {
        get => _frames![Index + 2];
        set => _frames![Index + 2] = value;
    }

    /// <summary>
    /// The item count of the current collection, as its prefix was written: later chunks write exactly that many, and a
    /// collection that changed size in between is an error, never a stream that disagrees with its prefix.
    /// </summary>
    public readonly int Length
    {
        get => _frames![Index + 3];
        set => _frames![Index + 3] = value;
    }

    private readonly int Index => (_level - 1) * FrameLength;

    /// <summary>Enters a value's write: resumes its frame if one was cut mid-way, else starts it at step 0.</summary>
    public int Enter()
    {
        _level++;
        if (_level > _active)
        {
            EnsureCapacity(_level * FrameLength);
            _frames.AsSpan(Index, FrameLength).Clear();
            _active = _level;
        }

        return Step;
    }

    /// <summary>Moves to the next step of the executing frame.</summary>
    public int NextStep()
    {
        int index = Index;
        _frames![index + 1] = 0;
        _frames[index + 2] = 0;
        _frames[index + 3] = 0;
        return ++_frames[index];
    }

    /// <summary>The chunk is full: keeps the frame for the next chunk and returns the bytes written into this one.</summary>
    public int Suspend(int written)
    {
        Pending = false;
        Finished = false;
        _level--;
        return written;
    }

    /// <summary>The value is complete: drops its frame and returns the bytes written into this chunk.</summary>
    public int Leave(int written)
    {
        Pending = false;
        Finished = true;
        _level--;
        _active = _level;
        return written;
    }

    /// <summary>
    /// Leaves the frame of a collection's item written in parts: <paramref name="end"/> is where its part ended (-1 when
    /// not even its start fit, <paramref name="offset"/> being where it began). Returns the offset after what was written;
    /// <see cref="Finished"/> says whether the item is complete.
    /// </summary>
    public int ExitItem(int end, int offset)
        => end >= 0 && !Pending ? Leave(end) : Suspend(end < 0 ? offset : end);

    /// <summary>
    /// A value written whole or not at all (<paramref name="end"/> is its end, or -1 when it did not fit): returns the
    /// bytes written, 0 when it resumes in the next chunk.
    /// </summary>
    public int Whole(int end)
    {
        Pending = false;
        Finished = end >= 0;
        return end < 0 ? 0 : end;
    }

    /// <summary>
    /// Counts the items of <paramref name="count"/> (each <paramref name="itemSize"/> bytes) that fit in
    /// <paramref name="room"/> from <see cref="Position"/> on, and moves past them; sets <see cref="Pending"/> if some remain.
    /// </summary>
    public int Take(int count, int room, int itemSize)
    {
        int start = Position;
        int take = Math.Min(count - start, room / itemSize);
        Position = start + take;
        Pending = start + take < count;
        return take;
    }

    /// <summary>Returns the frames to the pool.</summary>
    public void Dispose()
    {
        if (_frames is { } frames)
        {
            _frames = null;
            ArrayPool<int>.Shared.Return(frames);
        }
    }

    private void EnsureCapacity(int length)
    {
        if (_frames is null || _frames.Length < length)
        {
            int[] grown = ArrayPool<int>.Shared.Rent(Math.Max(length, 4 * FrameLength));
            _frames?.AsSpan().CopyTo(grown);
            if (_frames is not null)
            {
                ArrayPool<int>.Shared.Return(_frames);
            }

            _frames = grown;
        }
    }
}
