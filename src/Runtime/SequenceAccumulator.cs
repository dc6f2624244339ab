using System;
using System.Buffers;

namespace Spanwire;

/// <summary>
/// The bytes of one value that straddles a pipe's segments, copied once each: every attempt on the value appends only
/// what arrived since the last one. Copying the whole prefix again on each arrival made a value that arrives in many
/// small pieces (a COPY export, one row per read) cost time quadratic in its size. The buffer is pooled and grows by
/// doubling as bytes arrive, so it never exceeds twice what was received.
/// </summary>
internal sealed class SequenceAccumulator(BinarySerializerOptions options) : IDisposable
{
    private byte[] _buffer = [];
    private int _count;

    // Where the last copy ended: the segment it ended in, in a chain that began at this segment and index. A pipe that
    // keeps the value unconsumed gives the same chain again, one that grew, so the next copy starts there instead of
    // walking every segment from the value's start.
    private object? _chainStart;
    private int _chainIndex;
    private ReadOnlySequenceSegment<byte>? _lastSegment;

    /// <summary>
    /// The first <paramref name="length"/> bytes of <paramref name="source"/>, which begins where the value does and holds
    /// at least the bytes seen before: only the bytes past those are copied.
    /// </summary>
    public ReadOnlySpan<byte> Append(in ReadOnlySequence<byte> source, int length)
    {
        if (length > _buffer.Length)
        {
            byte[] larger = ArrayPool<byte>.Shared.Rent((int)Math.Min(Math.Max(length, _buffer.Length * 2L), BinarySerializer.MaxArrayLength));
            _buffer.AsSpan(0, _count).CopyTo(larger);
            Return();
            _buffer = larger;
        }

        if (length > _count)
        {
            New(source).Slice(0, length - _count).CopyTo(_buffer.AsSpan(_count));
            _count = length;
            Remember(source);
        }

        return _buffer.AsSpan(0, length);
    }

    /// <summary>The value was read: the next one starts afresh.</summary>
    public void Reset()
    {
        _count = 0;
        _chainStart = _lastSegment = null;
    }

    public void Dispose()
    {
        Return();
        _buffer = [];
        Reset();
    }

    /// <summary>The bytes of <paramref name="source"/> past those copied, found from the last copy's segment when the chain is the same.</summary>
    private ReadOnlySequence<byte> New(in ReadOnlySequence<byte> source)
    {
        SequencePosition start = source.Start;
        SequencePosition end = source.End;
        if (_lastSegment is { } last && ReferenceEquals(start.GetObject(), _chainStart) && start.GetInteger() == _chainIndex
            && end.GetObject() is ReadOnlySequenceSegment<byte> endSegment && endSegment.RunningIndex >= last.RunningIndex)
        {
            // Bytes of the value before the last segment's memory: the chain's start segment holds it from _chainIndex.
            long before = last.RunningIndex - ((ReadOnlySequenceSegment<byte>)_chainStart!).RunningIndex - _chainIndex;
            return new ReadOnlySequence<byte>(last, 0, endSegment, end.GetInteger()).Slice(_count - before);
        }

        return source.Slice(_count);
    }

    private void Remember(in ReadOnlySequence<byte> source)
    {
        if (source.Start.GetObject() is ReadOnlySequenceSegment<byte> && source.End.GetObject() is ReadOnlySequenceSegment<byte> endSegment)
        {
            (_chainStart, _chainIndex, _lastSegment) = (source.Start.GetObject(), source.Start.GetInteger(), endSegment);
        }
        else
        {
            _chainStart = _lastSegment = null;
        }
    }

    private void Return()
    {
        if (_buffer.Length > 0)
        {
            ArrayPool<byte>.Shared.Return(_buffer, options.ClearBuffers);
        }
    }
}
