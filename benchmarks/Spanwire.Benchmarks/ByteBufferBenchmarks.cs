using System;
using System.Buffers.Binary;
using System.Net;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace Spanwire.Benchmarks;

// The naive baselines are the code the allocation analyzers flag, kept as users write it.
#pragma warning disable SPW1001, SPW1002

/// <summary>
/// Shape e: the HdrHistogram ByteBuffer loop of HdrHistogram/HdrHistogram.NET#155: 1,000 PutLong/GetLong calls at advancing
/// positions. Naive is the code that PR replaced; Spanwire writes a generated one-long struct.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class ByteBufferBenchmarks
{
    private const int Count = 1000;
    private readonly byte[] _buffer = new byte[Count * 8];

    [GlobalSetup(Targets = [nameof(Naive_GetLong), nameof(HandWritten_GetLong), nameof(Spanwire_GetLong)])]
    public void Fill()
    {
        for (int i = 0; i < Count; i++)
        {
            BinaryPrimitives.WriteInt64BigEndian(_buffer.AsSpan(i * 8), i * 1_000_003L);
        }
    }

    [Benchmark(Baseline = true), BenchmarkCategory("PutLong x1000")]
    public int Naive_PutLong()
    {
        int position = 0;
        for (long value = 0; value < Count; value++)
        {
            byte[] bytes = BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value));
            Array.Copy(bytes, 0, _buffer, position, bytes.Length);
            position += bytes.Length;
        }

        return position;
    }

    [Benchmark, BenchmarkCategory("PutLong x1000")]
    public int HandWritten_PutLong()
    {
        int position = 0;
        for (long value = 0; value < Count; value++)
        {
            BinaryPrimitives.WriteInt64BigEndian(_buffer.AsSpan(position), value);
            position += 8;
        }

        return position;
    }

    [Benchmark, BenchmarkCategory("PutLong x1000")]
    public int Spanwire_PutLong()
    {
        int position = 0;
        for (long value = 0; value < Count; value++)
        {
            position += new LongValue(value).Write(_buffer.AsSpan(position));
        }

        return position;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("GetLong x1000")]
    public long Naive_GetLong()
    {
        long sum = 0;
        for (int position = 0; position < _buffer.Length; position += 8)
        {
            sum += IPAddress.NetworkToHostOrder(BitConverter.ToInt64(_buffer, position));
        }

        return sum;
    }

    [Benchmark, BenchmarkCategory("GetLong x1000")]
    public long HandWritten_GetLong()
    {
        long sum = 0;
        for (int position = 0; position < _buffer.Length; position += 8)
        {
            sum += BinaryPrimitives.ReadInt64BigEndian(_buffer.AsSpan(position));
        }

        return sum;
    }

    [Benchmark, BenchmarkCategory("GetLong x1000")]
    public long Spanwire_GetLong()
    {
        long sum = 0;
        for (int position = 0; position < _buffer.Length; position += 8)
        {
            sum += LongValue.Read(_buffer.AsSpan(position), out _).Value;
        }

        return sum;
    }
}
