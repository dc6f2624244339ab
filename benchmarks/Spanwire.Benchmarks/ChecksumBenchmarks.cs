using System;
using System.Buffers.Binary;
using System.IO;
using System.Numerics;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BinarySerialization;
using Spanwire.Infrastructure;

namespace Spanwire.Benchmarks;

/// <summary>
/// The CRCs behind <c>[BinaryChecksum]</c> against System.IO.Hashing (Microsoft's vectorized CRC-32) and a hand-written
/// CRC-32C loop over <c>BitOperations.Crc32C</c>, on a small frame, a 4 KiB page and a 64 KiB PNG-sized chunk.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class ChecksumBenchmarks
{
    private byte[] _data = [];

    [Params(64, 4096, 65536)]
    public int Bytes { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _data = new byte[Bytes];
        new Random(42).NextBytes(_data);
    }

    [Benchmark(Baseline = true), BenchmarkCategory("CRC-32")]
    public uint SystemIOHashing_Crc32() => System.IO.Hashing.Crc32.HashToUInt32(_data);

    [Benchmark, BenchmarkCategory("CRC-32")]
    public uint Spanwire_Crc32() => Wire.Checksum(ChecksumAlgorithm.Crc32, _data);

    [Benchmark(Baseline = true), BenchmarkCategory("CRC-32C")]
    public uint HandWritten_Crc32C()
    {
        ReadOnlySpan<byte> data = _data;
        uint crc = ~0u;
        while (data.Length >= 8)
        {
            crc = BitOperations.Crc32C(crc, BinaryPrimitives.ReadUInt64LittleEndian(data));
            data = data[8..];
        }

        foreach (byte value in data)
        {
            crc = BitOperations.Crc32C(crc, value);
        }

        return ~crc;
    }

    [Benchmark, BenchmarkCategory("CRC-32C")]
    public uint Spanwire_Crc32C() => Wire.Checksum(ChecksumAlgorithm.Crc32C, _data);
}

/// <summary>
/// A whole PNG chunk with a 4 KiB body, written and read with its CRC-32 checked: hand-written (BinaryPrimitives and
/// System.IO.Hashing), Spanwire, and BinarySerializer's <c>[FieldCrc32]</c>. All three write the same bytes.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class PngChunkBenchmarks
{
    private readonly byte[] _buffer = new byte[8192];
    private PngChunk _chunk = new();
    private PngChunkPeer _peer = new();
    private byte[] _bytes = [];

    [GlobalSetup]
    public void Setup()
    {
        Prepare();
        _peer = new PngChunkPeer { Length = _chunk.Body.Data.Length, Content = new PngContentPeer { Type = "IDAT", Data = _chunk.Body.Data } };
        if (!_bytes.AsSpan().SequenceEqual(BinarySerializerPeer.Bytes(_peer)))
        {
            throw new InvalidOperationException("BinarySerializer's PNG chunk differs.");
        }
    }

    /// <summary>The chunk and its bytes, checked against the hand-written writer; the instruction counts use this alone.</summary>
    public void Prepare()
    {
        byte[] data = new byte[4096];
        new Random(7).NextBytes(data);
        _chunk = new PngChunk { Body = new PngChunkBody(0, "IDAT", data) };
        _bytes = BinarySerializer.Serialize(_chunk);
        int handLength = HandWrittenPng.Write("IDAT", data, _buffer);
        if (!_bytes.AsSpan().SequenceEqual(_buffer.AsSpan(0, handLength)))
        {
            throw new InvalidOperationException("The hand-written PNG chunk differs.");
        }
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Serialize")]
    public int HandWritten_Serialize() => HandWrittenPng.Write(_chunk.Body.Type, _chunk.Body.Data, _buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Serialize() => _chunk.Write(_buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public long BinarySerializer_Serialize()
    {
        using var stream = new MemoryStream(_buffer);
        BinarySerializerPeer.Serializer.Serialize(stream, _peer);
        return stream.Position;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Deserialize")]
    public PngChunk HandWritten_Deserialize() => HandWrittenPng.Read(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PngChunk Spanwire_Deserialize() => PngChunk.Read(_bytes, out _);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PngChunkPeer BinarySerializer_Deserialize() => BinarySerializerPeer.Serializer.Deserialize<PngChunkPeer>(_bytes);

    /// <summary>
    /// BinarySerializer's checksum covers one member (a sub-object here); the data's length binds to the chunk's. Its
    /// default polynomial gives CRC-32("123456789") = 0xFC4F2BE9, not the standard 0xCBF43926: the polynomial in its
    /// normal form makes it PNG's.
    /// </summary>
    public sealed class PngChunkPeer
    {
        [FieldOrder(0)] public int Length { get; set; }

        [FieldOrder(1), FieldCrc32(nameof(Crc), Polynomial = 0x04C11DB7)] public PngContentPeer Content { get; set; } = new();

        [FieldOrder(2)] public uint Crc { get; set; }
    }

    public sealed class PngContentPeer
    {
        [FieldOrder(0), FieldLength(4)] public string Type { get; set; } = "";

        [FieldOrder(1), FieldLength(nameof(PngChunkPeer.Length), RelativeSourceMode = RelativeSourceMode.FindAncestor, AncestorLevel = 2)]
        public byte[] Data { get; set; } = [];
    }
}

/// <summary>What an expert writes by hand for a PNG chunk: BinaryPrimitives for the fields, System.IO.Hashing for the CRC.</summary>
internal static class HandWrittenPng
{
    public static int Write(string type, byte[] data, Span<byte> destination)
    {
        BinaryPrimitives.WriteInt32BigEndian(destination, data.Length);
        Encoding.ASCII.GetBytes(type, destination.Slice(4, 4));
        data.CopyTo(destination[8..]);
        BinaryPrimitives.WriteUInt32BigEndian(destination[(8 + data.Length)..], System.IO.Hashing.Crc32.HashToUInt32(destination.Slice(4, 4 + data.Length)));
        return 12 + data.Length;
    }

    public static PngChunk Read(ReadOnlySpan<byte> source)
    {
        int length = BinaryPrimitives.ReadInt32BigEndian(source);
        string type = Encoding.ASCII.GetString(source.Slice(4, 4));
        if (System.IO.Hashing.Crc32.HashToUInt32(source.Slice(4, 4 + length)) != BinaryPrimitives.ReadUInt32BigEndian(source[(8 + length)..]))
        {
            throw new InvalidDataException("CRC mismatch");
        }

        return new PngChunk { Body = new PngChunkBody((uint)length, type, source.Slice(8, length).ToArray()) };
    }
}
