// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers;

namespace Spanwire.Infrastructure;

/// <summary>
/// A union's dispatch for <see cref="Wire.TryDispatch{TDispatch, THandler}"/>: the generated union implements it as a
/// struct, so the calls are direct and nothing is allocated.
/// </summary>
/// <typeparam name="THandler">The union's handler type.</typeparam>
public interface IUnionDispatch<THandler>
{
    /// <summary>Reads one message at <paramref name="offset"/> and passes it to <paramref name="handler"/>.</summary>
    bool TryDispatch(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, ref THandler handler);

    /// <summary>Reads one message at <paramref name="offset"/> without passing it on: how long it is, or that it is cut short.</summary>
    bool TryMeasure(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state);
}

/// <summary>Struct-case dispatch over a <see cref="ReadOnlySequence{T}"/> (a <c>PipeReader</c>'s buffer).</summary>
public static partial class Wire
{
    /// <summary>
    /// Reads one message from the start of <paramref name="source"/> and passes it to <paramref name="handler"/>, exactly
    /// once; returns <see langword="false"/> (with <paramref name="consumed"/> at the start) when the sequence ends before
    /// the message does. A message inside the first segment is read there; one that straddles segments is copied into a
    /// pooled buffer, grown to the length each attempt found missing. When <paramref name="framed"/> (a size prefix
    /// bounds every message) a read that completes is final. Otherwise a message could end where a segment does only
    /// because the segment did (a remainder, trailing members), so it is measured first and dispatched once its end is
    /// certain; a prefix of it found invalid (text cut inside a character) is no verdict until all the data is there.
    /// </summary>
    public static bool TryDispatch<TDispatch, THandler>(in ReadOnlySequence<byte> source, ref THandler handler, bool framed, out SequencePosition consumed)
        where TDispatch : struct, IUnionDispatch<THandler>
    {
        TDispatch dispatch = default;
        var state = BinaryReadState.Default;
        int offset = 0;
        if (source.IsSingleSegment)
        {
            bool complete = dispatch.TryDispatch(source.First.Span, ref offset, ref state, ref handler);
            consumed = source.GetPosition(complete ? offset : 0);
            return complete;
        }

        long total = source.Length;
        byte[]? buffer = null;
        try
        {
            ReadOnlySpan<byte> window = source.First.Span;
            while (true)
            {
                bool whole = window.Length == total;
                state = BinaryReadState.Default;
                offset = 0;
                if (framed ? dispatch.TryDispatch(window, ref offset, ref state, ref handler) : TryMeasure<TDispatch, THandler>(ref dispatch, window, whole, ref offset, ref state) && (offset < window.Length || whole))
                {
                    if (!framed)
                    {
                        ReadOnlySpan<byte> message = window.Slice(0, offset);
                        offset = 0;
                        state = BinaryReadState.Default;
                        dispatch.TryDispatch(message, ref offset, ref state, ref handler);
                    }

                    consumed = source.GetPosition(offset);
                    return true;
                }

                if (whole || total > int.MaxValue && window.Length == int.MaxValue)
                {
                    consumed = source.Start;
                    return false;
                }

                int next = (int)Math.Min(Math.Min(total, int.MaxValue), Math.Max(Math.Max(window.Length * 2L, state.MinimumLength), 256));
                if (buffer is null || buffer.Length < next)
                {
                    if (buffer is not null)
                    {
                        ArrayPool<byte>.Shared.Return(buffer);
                    }

                    buffer = ArrayPool<byte>.Shared.Rent(next);
                }

                source.Slice(0, next).CopyTo(buffer);
                window = buffer.AsSpan(0, next);
            }
        }
        finally
        {
            if (buffer is not null)
            {
                ArrayPool<byte>.Shared.Return(buffer);
            }
        }
    }

    private static bool TryMeasure<TDispatch, THandler>(ref TDispatch dispatch, ReadOnlySpan<byte> window, bool whole, ref int offset, ref BinaryReadState state)
        where TDispatch : struct, IUnionDispatch<THandler>
    {
        try
        {
            return dispatch.TryMeasure(window, ref offset, ref state);
        }
        catch (BinarySerializationException) when (!whole)
        {
            return false;
        }
    }
}
