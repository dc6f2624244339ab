using System;
using System.Buffers;
using System.Linq;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using MemoryPack;

namespace Spanwire.Benchmarks;

/// <summary>
/// 100,000 doubles whose wire order is the host's (declared little-endian): Spanwire against MemoryPack, whose format
/// copies such arrays whole, and against a plain copy of the bytes (the floor). Each writes a 4-byte count first
/// (Spanwire little-endian too, as the member declares).
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class LittleEndianArrayBenchmarks
{
    private readonly LittleEndianDoubles _value = new() { Items = [.. Enumerable.Range(0, 100_000).Select(i => i * 1.25)] };
    private readonly DoublesFormat _format;
    private readonly byte[] _buffer = new byte[1 << 20];
    private readonly ArrayBufferWriter<byte> _writer = new(1 << 20);
    private readonly byte[] _bytes;
    private readonly byte[] _memoryPackBytes;

    public LittleEndianArrayBenchmarks()
    {
        _format = new DoublesFormat { Items = _value.Items };
        _bytes = BinarySerializer.Serialize(_value);
        _memoryPackBytes = MemoryPackSerializer.Serialize(_format);
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Serialize")]
    public int CopyTo_Serialize()
    {
        System.Buffers.Binary.BinaryPrimitives.WriteInt32LittleEndian(_buffer, _value.Items.Length);
        MemoryMarshal.AsBytes(_value.Items.AsSpan()).CopyTo(_buffer.AsSpan(4));
        return 4 + (_value.Items.Length * 8);
    }

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Serialize() => _value.Write(_buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MemoryPack_Serialize() => FormatPeers.MemoryPack(_writer, _format);

    [Benchmark(Baseline = true), BenchmarkCategory("Deserialize")]
    public double[] CopyTo_Deserialize()
    {
        var items = GC.AllocateUninitializedArray<double>(System.Buffers.Binary.BinaryPrimitives.ReadInt32LittleEndian(_bytes));
        _bytes.AsSpan(4, items.Length * 8).CopyTo(MemoryMarshal.AsBytes(items.AsSpan()));
        return items;
    }

    [Benchmark, BenchmarkCategory("Deserialize")]
    public LittleEndianDoubles Spanwire_Deserialize() => LittleEndianDoubles.Read(_bytes, out _);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public DoublesFormat? MemoryPack_Deserialize() => MemoryPackSerializer.Deserialize<DoublesFormat>(_memoryPackBytes);
}

[BinarySerializable]
public partial class LittleEndianDoubles
{
    [BinaryByteOrder(ByteOrder.LittleEndian)] public double[] Items { get; set; } = [];
}

[MemoryPackable]
public sealed partial class DoublesFormat
{
    public double[] Items { get; set; } = [];
}
