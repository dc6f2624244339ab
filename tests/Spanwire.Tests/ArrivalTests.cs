using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Values arriving one per read, as sockets and Npgsql's raw COPY stream give them: reads that complete at once are
/// consumed without waiting, reads that wait resume the enumeration where it stopped, and either way a value costs
/// only its own allocation.
/// </summary>
public class ArrivalTests
{
    private static readonly Note[] Notes = [.. Enumerable.Range(0, 300).Select(i => new Note { Id = i, Text = new string((char)('a' + (i % 26)), i % 19) })];

    /// <summary>The bytes of <see cref="Notes"/>, and where each note ends.</summary>
    private static (byte[] Bytes, int[] Ends) Messages()
    {
        var data = new MemoryStream();
        var ends = new List<int>();
        foreach (Note note in Notes)
        {
            BinarySerializer.Serialize(note, data);
            ends.Add((int)data.Length);
        }

        return (data.ToArray(), [.. ends]);
    }

    [Fact]
    public async Task A_stream_whose_reads_wait_yields_every_value_in_order()
    {
        (byte[] bytes, int[] ends) = Messages();
        var ids = new List<int>();
        await foreach (Note note in BinarySerializer.DeserializeAllAsync<Note>(new OnePerRead(bytes, ends, waits: true)))
        {
            ids.Add(note.Id);
        }

        Assert.Equal(Notes.Select(note => note.Id), ids);
    }

    [Fact]
    public async Task A_pipe_written_while_it_is_read_yields_every_value_in_order()
    {
        (byte[] bytes, int[] ends) = Messages();
        var pipe = new Pipe(new PipeOptions(pauseWriterThreshold: 0, useSynchronizationContext: false));
        Task writing = Task.Run(async () =>
        {
            int start = 0;
            foreach (int end in ends)
            {
                // Half a message, then the rest: the reader waits inside values as well as between them.
                int middle = (start + end) / 2;
                await pipe.Writer.WriteAsync(bytes.AsMemory(start, middle - start));
                await Task.Yield();
                await pipe.Writer.WriteAsync(bytes.AsMemory(middle, end - middle));
                start = end;
            }

            await pipe.Writer.CompleteAsync();
        });
        var ids = new List<int>();
        await foreach (Note note in BinarySerializer.DeserializeAllAsync<Note>(pipe.Reader))
        {
            ids.Add(note.Id);
        }

        await writing;
        Assert.Equal(Notes.Select(note => note.Id), ids);
    }

    /// <summary>Either token cancels a read that waits: the call's, and the one given to <c>WithCancellation</c>.</summary>
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_waiting_read_is_cancelled_by_either_token(bool throughWithCancellation)
    {
        var pipe = new Pipe();
        await BinarySerializer.SerializeAsync(Notes[0], pipe.Writer);
        using var call = new CancellationTokenSource();
        using var enumeration = new CancellationTokenSource();
        IAsyncEnumerable<Note> notes = BinarySerializer.DeserializeAllAsync<Note>(pipe.Reader, cancellationToken: call.Token);
        var ids = new List<int>();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
        {
            await foreach (Note note in notes.WithCancellation(enumeration.Token))
            {
                ids.Add(note.Id);
                (throughWithCancellation ? enumeration : call).CancelAfter(TimeSpan.FromMilliseconds(50));
            }
        });
        Assert.Equal([0], ids);

        var stream = new OnePerRead(Messages().Bytes, Messages().Ends, waits: true, holdAfter: 1);
        using var streamCall = new CancellationTokenSource();
        using var streamEnumeration = new CancellationTokenSource();
        ids.Clear();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
        {
            await foreach (Note note in BinarySerializer.DeserializeAllAsync<Note>(stream, cancellationToken: streamCall.Token).WithCancellation(streamEnumeration.Token))
            {
                ids.Add(note.Id);
                (throughWithCancellation ? streamEnumeration : streamCall).CancelAfter(TimeSpan.FromMilliseconds(50));
            }
        });
        Assert.Equal([0], ids);
    }

    /// <summary>
    /// One value per read, reads that complete at once: enumerating costs each value's own allocation (what reading the
    /// same bytes from one span allocates) and a constant, nothing per value, synchronously and asynchronously.
    /// </summary>
    [Fact]
    public async Task Each_arrival_allocates_only_its_value()
    {
        (byte[] bytes, int[] ends) = Messages();
        long fromSpan = Allocated(() =>
        {
            for (int offset = 0; offset < bytes.Length;)
            {
                _ = Note.Read(bytes.AsSpan(offset), out int read);
                offset += read;
            }
        });
        _ = Enumerate();
        long fromStream = Allocated(() => Enumerate());
        Assert.InRange(fromStream, fromSpan, fromSpan + 1024);

        await EnumerateAsync(new OnePerRead(bytes, ends, waits: false));
        long before = GC.GetAllocatedBytesForCurrentThread();
        ValueTask<int> counting = EnumerateAsync(new OnePerRead(bytes, ends, waits: false));
        Assert.True(counting.IsCompletedSuccessfully, "every read completed at once, so the enumeration never waited");
        long fromAsync = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(Notes.Length, await counting);
        Assert.InRange(fromAsync, fromSpan, fromSpan + 1024 + 200); // the stream object is made inside the measurement

        int Enumerate()
        {
            int count = 0;
            foreach (Note note in BinarySerializer.DeserializeAll<Note>(new OnePerRead(bytes, ends, waits: false)))
            {
                count += note.Id >= 0 ? 1 : 0;
            }

            return count;
        }
    }

    private static async ValueTask<int> EnumerateAsync(Stream stream)
    {
        int count = 0;
        await foreach (Note note in BinarySerializer.DeserializeAllAsync<Note>(stream).ConfigureAwait(false))
        {
            count += note.Id >= 0 ? 1 : 0;
        }

        return count;
    }

    private static long Allocated(Action action)
    {
        long before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }

    /// <summary>A non-seekable stream that gives one message per read; its asynchronous reads can wait, and can stop giving after some.</summary>
    private sealed class OnePerRead(byte[] bytes, int[] ends, bool waits, int holdAfter = int.MaxValue) : Stream
    {
        private int _position;
        private int _next;

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            if (_next == ends.Length)
            {
                return 0;
            }

            int length = Math.Min(ends[_next] - _position, buffer.Length);
            bytes.AsSpan(_position, length).CopyTo(buffer);
            _position += length;
            if (_position == ends[_next])
            {
                _next++;
            }

            return length;
        }

        public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

        // A read that completes at once is no async method: in a Debug build its state machine would be an object per read.
        public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
            => waits || _next >= holdAfter ? ReadLaterAsync(buffer, cancellationToken) : new ValueTask<int>(Read(buffer.Span));

        private async ValueTask<int> ReadLaterAsync(Memory<byte> buffer, CancellationToken cancellationToken)
        {
            if (_next >= holdAfter)
            {
                await Task.Delay(Timeout.Infinite, cancellationToken);
            }

            if (waits)
            {
                await Task.Yield();
            }

            return Read(buffer.Span);
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}
