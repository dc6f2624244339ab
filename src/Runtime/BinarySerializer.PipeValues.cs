using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO.Pipelines;
using System.Threading;
using System.Threading.Tasks;

using Spanwire.Infrastructure;

namespace Spanwire;

/// <summary>Reading the many values of a pipe, one after another.</summary>
public static partial class BinarySerializer
{
    /// <summary>The values of one pipe; each enumeration reads on from where the pipe is.</summary>
    private sealed class PipeValueSequence<T>(PipeReader reader, BinarySerializerOptions? options, CancellationToken callToken) : IAsyncEnumerable<T>
        where T : IBinarySerializable<T>
    {
        public IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default) => new PipeValues<T>(reader, options, callToken, cancellationToken);
    }

    /// <summary>
    /// The values of a pipe: every value already in a read's buffer is read before the reader is advanced, so a burst of
    /// small messages costs one advance; a value cut by the buffer's end waits for the bytes it was found to need, as in
    /// <see cref="DeserializeAsync{T}(PipeReader, BinarySerializerOptions?, CancellationToken)"/>, continuing the
    /// collections it stopped inside with the bytes it has copied so far.
    /// </summary>
    private sealed class PipeValues<T> : ArrivingValues<ReadResult>, IAsyncEnumerator<T>
        where T : IBinarySerializable<T>
    {
        private readonly PipeReader _reader;
        private readonly BinarySerializerOptions? _options;
        private readonly SpanValues<T> _single;
        private readonly SequenceAccumulator _accumulated; // the bytes of a partial value copied so far
        private long _needed; // the fewest bytes the partial value left by the last round takes
        private BinaryReadState _state;
        private ReadProgress? _progress; // the collections of that partial value read so far
        private bool _partial; // the last round ended inside a value, whose bytes the accumulator holds
        private T? _current;

        // The round: one read's buffer, examined value by value and advanced past the values read when it is used up.
        // Values are found by their offset, and a buffer of one segment (most, when messages are small) is read as a
        // span: slicing the sequence and finding positions in it per value cost more than the read of a small message.
        private bool _inRound;
        private ReadOnlySequence<byte> _buffer;
        private byte[]? _wholeArray; // the buffer's one segment, when it is an array's
        private int _wholeStart;
        private long _total;
        private long _used;
        private bool _ended;
        private bool _finished;

        public PipeValues(PipeReader reader, BinarySerializerOptions? options, CancellationToken callToken, CancellationToken enumerationToken)
            : base(callToken, enumerationToken)
        {
            _reader = reader;
            _options = options;
            _single = new SpanValues<T>(options);
            _accumulated = new SequenceAccumulator(options ?? BinarySerializerOptions.Default);
        }

        public T Current => _current!;

        public ValueTask<bool> MoveNextAsync()
        {
            try
            {
                return TryStep(out bool hasValue, out ValueTask<ReadResult> waitingRead) ? new ValueTask<bool>(hasValue) : WaitFor(waitingRead);
            }
            catch (Exception exception)
            {
                return Faulted(exception);
            }
        }

        protected override bool TryContinue(ReadResult read, out bool hasValue, out ValueTask<ReadResult> waitingRead)
        {
            Begin(read);
            return TryStep(out hasValue, out waitingRead);
        }

        /// <summary>Moves to the next value, reading while reads complete at once; false with the read that waits.</summary>
        private bool TryStep(out bool hasValue, out ValueTask<ReadResult> waitingRead)
        {
            waitingRead = default;
            while (!_finished)
            {
                if (_inRound)
                {
                    if (TryNext())
                    {
                        hasValue = true;
                        return true;
                    }

                    EndRound();
                    continue;
                }

                ValueTask<ReadResult> read = _reader.ReadAsync(CancellationToken);
                if (!read.IsCompleted)
                {
                    waitingRead = read;
                    hasValue = false;
                    return false;
                }

                Begin(read.GetAwaiter().GetResult());
            }

            hasValue = false;
            return true;
        }

        private void Begin(ReadResult result)
        {
            _buffer = result.Buffer;
            _ended = result.IsCompleted || result.IsCanceled;
            _total = _buffer.Length;
            _used = 0;
            _wholeArray = null;
            if (_buffer.IsSingleSegment && System.Runtime.InteropServices.MemoryMarshal.TryGetArray(_buffer.First, out ArraySegment<byte> segment))
            {
                _wholeArray = segment.Array;
                _wholeStart = segment.Offset;
            }

            _inRound = true;
        }

        /// <summary>Reads the next value of the round; false when the round has no whole value left.</summary>
        private bool TryNext()
        {
            long left = _total - _used;
            if (left == 0 || (left < _needed && !_ended))
            {
                return false;
            }

            bool complete;
            long bytesRead;
            T? value;
            if (_wholeArray is not null)
            {
                complete = _single.TryRead(_wholeArray.AsSpan(_wholeStart + (int)_used, (int)left), _progress, out value, out bytesRead, ref _state);
            }
            else
            {
                // A value within one segment is read as from a span, through the deserializer looked up once; any
                // other through the sequence reader.
                ReadOnlySequence<byte> rest = _buffer.Slice(_used);
                complete = rest.IsSingleSegment
                    ? _single.TryRead(rest.First.Span, _progress, out value, out bytesRead, ref _state)
                    : TryReadSequence(rest, _options, out value, out bytesRead, out _state, knownShort: _needed - 1, _progress, _partial ? _accumulated : null);
            }

            if (!complete)
            {
                _needed = _state.MinimumLength;
                _progress ??= new ReadProgress();
                _partial = true;
                return false;
            }

            _needed = 0;
            _progress?.Reset();
            if (_partial)
            {
                _accumulated.Reset();
                _partial = false;
            }

            _current = value;
            _used += bytesRead;
            return true;
        }

        /// <summary>Advances the reader past the values read and marks the rest examined; at the pipe's end, a partial value is the documented exception.</summary>
        private void EndRound()
        {
            _inRound = false;
            _reader.AdvanceTo(_buffer.GetPosition(_used), _buffer.End);
            if (_ended)
            {
                _finished = true;
                if (_total > _used)
                {
                    throw EndedEarly<T>(_state, _total - _used, "pipe");
                }
            }
        }

        public override void Dispose()
        {
            // Left early (a break, an exception in the consumer or in the read): the values yielded are consumed, the
            // rest stays in the pipe, unexamined, so the next read starts at the next message without waiting.
            if (_inRound)
            {
                _inRound = false;
                _reader.AdvanceTo(_buffer.GetPosition(_used));
            }

            _accumulated.Dispose();
            base.Dispose();
        }

        public ValueTask DisposeAsync()
        {
            Dispose();
            return default;
        }
    }
}
