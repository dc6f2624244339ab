using System;
using System.Buffers.Binary;
using BenchmarkDotNet.Attributes;

namespace Spanwire.Benchmarks;

/// <summary>
/// The block-allocation seed's case: 10,000 fixed-size records decoded from one block into the caller's span, with
/// <c>BinarySerializer.DeserializeMany</c>, with a loop over the generated <c>Read</c>, and by hand.
/// </summary>
[MemoryDiagnoser]
public class RecordBlockBenchmarks
{
    private const int Count = 10_000;
    private readonly byte[] _block = new byte[Count * 12];
    private readonly Vector3[] _records = new Vector3[Count];

    public RecordBlockBenchmarks()
    {
        for (int i = 0; i < Count; i++)
        {
            new Vector3(i, i * 0.5f, -i).Write(_block.AsSpan(i * 12));
        }
    }

    [Benchmark(Baseline = true)]
    public float HandWritten()
    {
        ReadOnlySpan<byte> block = _block;
        for (int i = 0; i < Count; i++)
        {
            ReadOnlySpan<byte> record = block.Slice(i * 12, 12);
            _records[i] = new Vector3(BinaryPrimitives.ReadSingleBigEndian(record), BinaryPrimitives.ReadSingleBigEndian(record.Slice(4)), BinaryPrimitives.ReadSingleBigEndian(record.Slice(8)));
        }

        return _records[Count - 1].Z;
    }

    [Benchmark]
    public float Spanwire_ReadLoop()
    {
        ReadOnlySpan<byte> block = _block;
        for (int i = 0, offset = 0; i < Count; i++)
        {
            _records[i] = Vector3.Read(block.Slice(offset), out int read);
            offset += read;
        }

        return _records[Count - 1].Z;
    }

    [Benchmark]
    public float Spanwire_DeserializeMany()
    {
        BinarySerializer.DeserializeMany<Vector3>(_block, _records, out _);
        return _records[Count - 1].Z;
    }
}
