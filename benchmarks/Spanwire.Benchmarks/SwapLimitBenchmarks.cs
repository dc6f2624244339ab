using System;
using System.Buffers.Binary;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using Spanwire.Infrastructure;

namespace Spanwire.Benchmarks;

/// <summary>
/// The byte swap's own limit, for section c: 12,000 bytes of floats (a <c>Vector3[1000]</c>) copied, swapped by the
/// BCL's vectorized <c>ReverseEndianness</c>, and swapped by Spanwire's bulk writer, into a destination at a chosen
/// offset from a 4 KiB boundary. Source and destination are pinned at fixed page offsets, so each row measures one
/// placement; the other shapes' arrays land wherever the GC puts them.
/// </summary>
[MemoryDiagnoser]
public class SwapLimitBenchmarks
{
    private const int Floats = 3000;
    private readonly byte[] _sourceBlock = GC.AllocateArray<byte>(3 * 4096 + (Floats * 4), pinned: true);
    private readonly byte[] _destinationBlock = GC.AllocateArray<byte>(3 * 4096 + (Floats * 4), pinned: true);
    private int _sourceStart;
    private int _destinationStart;

    /// <summary>The destination's byte offset from a 32-byte boundary (the source's is 0).</summary>
    [Params(0, 4, 16, 32)]
    public int DestinationAlignment { get; set; }

    [GlobalSetup]
    public unsafe void Setup()
    {
        fixed (byte* source = _sourceBlock)
        fixed (byte* destination = _destinationBlock)
        {
            // Half a page apart, so loads never alias the stores of the same iteration (4K aliasing).
            _sourceStart = (int)(4096 - ((nuint)source % 4096));
            _destinationStart = (int)(4096 - ((nuint)destination % 4096)) + 2048 + DestinationAlignment;
        }

        Span<float> floats = MemoryMarshal.Cast<byte, float>(_sourceBlock.AsSpan(_sourceStart, Floats * 4));
        for (int i = 0; i < floats.Length; i++)
        {
            floats[i] = i * 0.5f;
        }
    }

    [Benchmark(Baseline = true)]
    public void CopyTo() => _sourceBlock.AsSpan(_sourceStart, Floats * 4).CopyTo(_destinationBlock.AsSpan(_destinationStart, Floats * 4));

    [Benchmark]
    public void BclReverseEndianness()
        => BinaryPrimitives.ReverseEndianness(
            MemoryMarshal.Cast<byte, int>(_sourceBlock.AsSpan(_sourceStart, Floats * 4)),
            MemoryMarshal.Cast<byte, int>(_destinationBlock.AsSpan(_destinationStart, Floats * 4)));

    [Benchmark]
    public void Spanwire_WriteBigEndian()
        => Wire.WriteBigEndian(MemoryMarshal.Cast<byte, float>(_sourceBlock.AsSpan(_sourceStart, Floats * 4)), _destinationBlock.AsSpan(_destinationStart, Floats * 4));
}
