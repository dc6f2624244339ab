using System;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace Spanwire.Benchmarks;

/// <summary>
/// Shape c: bulk primitive arrays. The baseline is a plain <c>Span.CopyTo</c> of the same bytes (no byte swap):
/// the practical ceiling for a big-endian writer.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class BulkArrayBenchmarks : ShapeBenchmark
{
    private readonly Vector3Payload _vectors = ShapeData.Vectors();
    private readonly DoublePayload _doubles = ShapeData.Doubles();
    private readonly IntPayload _ints = ShapeData.Ints();
    private byte[] _vectorBytes = [];
    private byte[] _doubleBytes = [];
    private byte[] _intBytes = [];

    [GlobalSetup(Targets = [nameof(Vector3_Spanwire_Deserialize), nameof(Vector3_HandWritten_Deserialize), nameof(Vector3_CopyTo_Deserialize), nameof(Vector3_SwapOnly_Deserialize),
        nameof(Double_Spanwire_Deserialize), nameof(Double_HandWritten_Deserialize), nameof(Double_CopyTo_Deserialize),
        nameof(Int_Spanwire_Deserialize), nameof(Int_HandWritten_Deserialize), nameof(Int_CopyTo_Deserialize)])]
    public void SerializeInputs()
    {
        _vectorBytes = BinarySerializer.Serialize(_vectors);
        _doubleBytes = BinarySerializer.Serialize(_doubles);
        _intBytes = BinarySerializer.Serialize(_ints);
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Vector3[1000] Serialize")]
    public int Vector3_CopyTo_Serialize() => CopyTo(_vectors.Items!);

    [Benchmark, BenchmarkCategory("Vector3[1000] Serialize")]
    public int Vector3_Spanwire_Serialize() => _vectors.Write(Buffer);

    [Benchmark, BenchmarkCategory("Vector3[1000] Serialize")]
    public int Vector3_HandWritten_Serialize() => HandWritten.Write(_vectors, Buffer);

    /// <summary>The swap's own limit: the count, then one vectorized <c>ReverseEndianness</c> of the floats' bits into the buffer.</summary>
    [Benchmark, BenchmarkCategory("Vector3[1000] Serialize")]
    public int Vector3_SwapOnly_Serialize()
    {
        ReadOnlySpan<int> bits = MemoryMarshal.Cast<Vector3, int>(_vectors.Items!);
        System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(Buffer, _vectors.Items!.Length);
        System.Buffers.Binary.BinaryPrimitives.ReverseEndianness(bits, MemoryMarshal.Cast<byte, int>(Buffer.AsSpan(4, bits.Length * 4)));
        return 4 + (bits.Length * 4);
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Vector3[1000] Deserialize")]
    public Vector3[] Vector3_CopyTo_Deserialize() => CopyFrom<Vector3>(_vectorBytes);

    [Benchmark, BenchmarkCategory("Vector3[1000] Deserialize")]
    public Vector3Payload Vector3_Spanwire_Deserialize() => Vector3Payload.Read(_vectorBytes, out _);

    [Benchmark, BenchmarkCategory("Vector3[1000] Deserialize")]
    public Vector3Payload Vector3_HandWritten_Deserialize() => HandWritten.ReadVectors(_vectorBytes);

    /// <summary>
    /// The vectorized hand-written read: the count, a fresh array, then one <c>ReverseEndianness</c> of the floats' bits
    /// into it (no checks of the count against the bytes).
    /// </summary>
    [Benchmark, BenchmarkCategory("Vector3[1000] Deserialize")]
    public Vector3[] Vector3_SwapOnly_Deserialize()
    {
        var items = new Vector3[System.Buffers.Binary.BinaryPrimitives.ReadInt32BigEndian(_vectorBytes)];
        System.Buffers.Binary.BinaryPrimitives.ReverseEndianness(
            MemoryMarshal.Cast<byte, int>(_vectorBytes.AsSpan(4, items.Length * 12)), MemoryMarshal.Cast<Vector3, int>(items.AsSpan()));
        return items;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("double[100000] Serialize")]
    public int Double_CopyTo_Serialize() => CopyTo(_doubles.Items!);

    [Benchmark, BenchmarkCategory("double[100000] Serialize")]
    public int Double_Spanwire_Serialize() => _doubles.Write(Buffer);

    [Benchmark, BenchmarkCategory("double[100000] Serialize")]
    public int Double_HandWritten_Serialize() => HandWritten.Write(_doubles, Buffer);

    [Benchmark(Baseline = true), BenchmarkCategory("double[100000] Deserialize")]
    public double[] Double_CopyTo_Deserialize() => CopyFrom<double>(_doubleBytes);

    [Benchmark, BenchmarkCategory("double[100000] Deserialize")]
    public DoublePayload Double_Spanwire_Deserialize() => DoublePayload.Read(_doubleBytes, out _);

    [Benchmark, BenchmarkCategory("double[100000] Deserialize")]
    public DoublePayload Double_HandWritten_Deserialize() => HandWritten.ReadDoubles(_doubleBytes);

    [Benchmark(Baseline = true), BenchmarkCategory("int[1000000] Serialize")]
    public int Int_CopyTo_Serialize() => CopyTo(_ints.Items!);

    [Benchmark, BenchmarkCategory("int[1000000] Serialize")]
    public int Int_Spanwire_Serialize() => _ints.Write(Buffer);

    [Benchmark, BenchmarkCategory("int[1000000] Serialize")]
    public int Int_HandWritten_Serialize() => HandWritten.Write(_ints, Buffer);

    [Benchmark(Baseline = true), BenchmarkCategory("int[1000000] Deserialize")]
    public int[] Int_CopyTo_Deserialize() => CopyFrom<int>(_intBytes);

    [Benchmark, BenchmarkCategory("int[1000000] Deserialize")]
    public IntPayload Int_Spanwire_Deserialize() => IntPayload.Read(_intBytes, out _);

    [Benchmark, BenchmarkCategory("int[1000000] Deserialize")]
    public IntPayload Int_HandWritten_Deserialize() => HandWritten.ReadInts(_intBytes);

    private int CopyTo<T>(T[] items)
        where T : struct
    {
        ReadOnlySpan<byte> bytes = MemoryMarshal.AsBytes(items.AsSpan());
        bytes.CopyTo(Buffer.AsSpan(4));
        return 4 + bytes.Length;
    }

    private static T[] CopyFrom<T>(byte[] source)
        where T : struct
    {
        ReadOnlySpan<byte> body = source.AsSpan(4);
        var items = new T[body.Length / Marshal.SizeOf<T>()];
        body.CopyTo(MemoryMarshal.AsBytes(items.AsSpan()));
        return items;
    }
}
