using System;
using System.Buffers;
using System.IO;
using BenchmarkDotNet.Attributes;

namespace Spanwire.Benchmarks;

/// <summary>
/// Shape g (the K4os.Streams seed): a payload written in 1 KB pieces, then read back in 8 KB pieces, against
/// MemoryStream, RecyclableMemoryStream (the seed's pooled-stream anchor) and CommunityToolkit's ArrayPoolBufferWriter.
/// </summary>
[MemoryDiagnoser]
public class BufferWriterBenchmarks
{
    private readonly byte[] _piece = new byte[1024];
    private readonly byte[] _readBuffer = new byte[8192];
    private static readonly Microsoft.IO.RecyclableMemoryStreamManager Recyclable = new();

    [Params(128, 128 * 1024, 1024 * 1024, 64 * 1024 * 1024)]
    public int PayloadSize { get; set; }

    [Benchmark(Baseline = true)]
    public long MemoryStream_()
    {
        using var stream = new MemoryStream();
        WritePieces(stream);
        stream.Position = 0;
        return ReadPieces(stream.GetBuffer().AsSpan(0, (int)stream.Length));
    }

    [Benchmark]
    public long ArrayBufferWriter_()
    {
        var writer = new ArrayBufferWriter<byte>();
        WritePieces(writer);
        return ReadPieces(writer.WrittenSpan);
    }

    [Benchmark]
    public long RecyclableMemoryStream_()
    {
        using var stream = Recyclable.GetStream();
        WritePieces((Stream)stream);
        return ReadPieces(stream.GetReadOnlySequence());
    }

    [Benchmark]
    public long ArrayPoolBufferWriter_()
    {
        using var writer = new CommunityToolkit.HighPerformance.Buffers.ArrayPoolBufferWriter<byte>();
        WritePieces(writer);
        return ReadPieces(writer.WrittenSpan);
    }

    /// <summary>Read as RecyclableMemoryStream is, over its arrays as they are (<c>WrittenSequence</c>).</summary>
    [Benchmark]
    public long PooledBufferWriter_()
    {
        using var writer = new PooledBufferWriter();
        WritePieces(writer);
        return ReadPieces(writer.WrittenSequence);
    }

    /// <summary>Read as one span (<c>WrittenSpan</c>), which joins the arrays into one first once there are several.</summary>
    [Benchmark]
    public long PooledBufferWriter_Span()
    {
        using var writer = new PooledBufferWriter();
        WritePieces(writer);
        return ReadPieces(writer.WrittenSpan);
    }

    private void WritePieces(Stream stream)
    {
        for (int written = 0; written < PayloadSize; written += _piece.Length)
        {
            stream.Write(_piece, 0, Math.Min(_piece.Length, PayloadSize - written));
        }
    }

    private void WritePieces(IBufferWriter<byte> writer)
    {
        for (int written = 0; written < PayloadSize; written += _piece.Length)
        {
            int length = Math.Min(_piece.Length, PayloadSize - written);
            _piece.AsSpan(0, length).CopyTo(writer.GetSpan(length));
            writer.Advance(length);
        }
    }

    private long ReadPieces(ReadOnlySequence<byte> payload)
    {
        long total = 0;
        foreach (ReadOnlyMemory<byte> segment in payload)
        {
            total += ReadPieces(segment.Span);
        }

        return total;
    }

    private long ReadPieces(ReadOnlySpan<byte> payload)
    {
        long total = 0;
        for (int offset = 0; offset < payload.Length; offset += _readBuffer.Length)
        {
            ReadOnlySpan<byte> piece = payload.Slice(offset, Math.Min(_readBuffer.Length, payload.Length - offset));
            piece.CopyTo(_readBuffer);
            total += piece.Length;
        }

        return total;
    }
}
