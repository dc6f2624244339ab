using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Xunit;

namespace Spanwire.Tests;

public class PooledBufferWriterTests
{
    [Fact]
    public void Grows_and_keeps_what_was_written()
    {
        var pool = new RecordingPool();
        using (var writer = new PooledBufferWriter(pool, initialCapacity: 4))
        {
            for (int i = 0; i < 1000; i++)
            {
                Span<byte> span = writer.GetSpan(3);
                span[0] = (byte)i;
                span[1] = (byte)(i >> 8);
                span[2] = 0xEE;
                writer.Advance(3);
            }

            Assert.Equal(3000, writer.WrittenCount);
            Assert.Equal(0xEE, writer.WrittenSpan[2999]);
            Assert.Equal(999 & 0xFF, writer.WrittenSpan[2997]);
            Assert.Equal(writer.WrittenSpan.ToArray(), writer.ToArray());
        }

        Assert.True(pool.Rented.Count > 1);
        Assert.Equal(pool.Rented.Count, pool.Returned.Count);
        Assert.Empty(pool.Rented.Except(pool.Returned));
    }

    [Fact]
    public void Clear_on_return_wipes_arrays_before_the_pool_sees_them()
    {
        var pool = new RecordingPool();
        var writer = new PooledBufferWriter(pool, initialCapacity: 16, clearOnReturn: true);
        writer.GetSpan(16).Fill(0x5A);
        writer.Advance(16);
        writer.GetSpan(100);
        writer.Dispose();
        Assert.All(pool.Returned, array => Assert.All(array, b => Assert.Equal(0, b)));
        Assert.Equal(pool.Rented.Count, pool.Returned.Count);
    }

    [Fact]
    public void Dispose_returns_once_and_later_use_throws()
    {
        var pool = new RecordingPool();
        var writer = new PooledBufferWriter(pool);
        writer.Dispose();
        writer.Dispose();
        Assert.Single(pool.Returned);
        Assert.Throws<ObjectDisposedException>(() => writer.GetSpan());
        Assert.Throws<ObjectDisposedException>(() => writer.WrittenSpan.ToArray());
    }

    [Fact]
    public void Advance_past_the_span_throws()
    {
        using var writer = new PooledBufferWriter(8);
        int capacity = writer.GetSpan().Length;
        Assert.Throws<ArgumentOutOfRangeException>(() => writer.Advance(capacity + 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => writer.Advance(-1));
    }

    [Fact]
    public async Task Writes_to_streams()
    {
        using var writer = new PooledBufferWriter();
        BinarySerializer.Serialize(new Types.Vector3(1, 2, 3), writer);
        using var sync = new MemoryStream();
        writer.WriteTo(sync);
        using var async = new MemoryStream();
        await writer.WriteToAsync(async);
        Assert.Equal(writer.ToArray(), sync.ToArray());
        Assert.Equal(writer.ToArray(), async.ToArray());
        writer.Clear();
        Assert.Equal(0, writer.WrittenCount);
    }

    [Fact]
    public async Task A_large_payload_is_chained_not_copied_and_reads_back_every_way()
    {
        byte[] expected = new byte[3_000_000];
        new Random(11).NextBytes(expected);
        var pool = new RecordingPool();
        using (var writer = new PooledBufferWriter(pool, initialCapacity: 256))
        {
            for (int offset = 0; offset < expected.Length; offset += 1000)
            {
                expected.AsSpan(offset, 1000).CopyTo(writer.GetSpan(1000));
                writer.Advance(1000);
            }

            // Doubling arrays: about log2(3 MB / 256 B) of them, and none copied into the next.
            Assert.InRange(pool.Rented.Count, 10, 20);
            Assert.Equal(pool.Rented.Sum(array => (long)array.Length), pool.Rented.Sum(array => (long)array.Length));
            ReadOnlySequence<byte> sequence = writer.WrittenSequence;
            Assert.False(sequence.IsSingleSegment);
            Assert.Equal(expected, sequence.ToArray());
            Assert.Equal(expected, writer.ToArray());
            Assert.Equal(expected.Length, writer.WrittenCount);

            var sync = new MemoryStream();
            writer.WriteTo(sync);
            Assert.Equal(expected, sync.ToArray());
            var async = new MemoryStream();
            await writer.WriteToAsync(async);
            Assert.Equal(expected, async.ToArray());

            // One span joins the arrays into one, once; the sequence is then a single segment.
            Assert.Equal(expected, writer.WrittenSpan.ToArray());
            Assert.True(writer.WrittenSequence.IsSingleSegment);
            Assert.Equal(expected, writer.WrittenMemory.ToArray());

            writer.Clear();
            Assert.Equal(0, writer.WrittenCount);
            Assert.True(writer.WrittenSequence.IsEmpty);
        }

        Assert.Equal(pool.Rented.Count, pool.Returned.Count);
        Assert.Empty(pool.Rented.Except(pool.Returned));
    }

    [Fact]
    public void A_reused_writer_chains_a_large_payload_with_no_allocation()
    {
        using var writer = new PooledBufferWriter();
        byte[] piece = new byte[1024];
        long total = 0;
        long allocated = TestSupport.AllocatedBy(() =>
        {
            writer.Clear();
            for (int i = 0; i < 4096; i++)
            {
                piece.CopyTo(writer.GetSpan(piece.Length));
                writer.Advance(piece.Length);
            }

            total = 0;
            foreach (ReadOnlyMemory<byte> segment in writer.WrittenSequence)
            {
                total += segment.Length;
            }
        });

        Assert.Equal(4 * 1024 * 1024, total);
        Assert.Equal(0, allocated);
    }

    private sealed class RecordingPool : ArrayPool<byte>
    {
        public List<byte[]> Rented { get; } = [];

        public List<byte[]> Returned { get; } = [];

        public override byte[] Rent(int minimumLength)
        {
            var array = new byte[minimumLength];
            Rented.Add(array);
            return array;
        }

        public override void Return(byte[] array, bool clearArray = false)
        {
            if (clearArray)
            {
                Array.Clear(array);
            }

            Returned.Add(array);
        }
    }
}
