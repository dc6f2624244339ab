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
