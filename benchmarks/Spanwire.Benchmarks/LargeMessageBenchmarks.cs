using System;
using System.Buffers;
using System.Buffers.Binary;
using System.IO;
using System.Linq;
using System.Text;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;

namespace Spanwire.Benchmarks;

/// <summary>Shape g: ~36 MB in one message, a 12-million-character string, a 12 MB byte block and 3 million ints.</summary>
[BinarySerializable]
public sealed partial class LargeExport
{
    public int Id { get; set; }

    public string Title { get; set; } = "";

    public byte[] Blob { get; set; } = [];

    public int[] Samples { get; set; } = [];
}

/// <summary>
/// Shape g: writing a message far larger than any buffer one wants to rent, to a stream. Spanwire's chunked write (64 KiB,
/// the default) against the same message through one whole-size buffer (the write before chunking), the expert's
/// hand-written chunked code (one pooled 64 KiB buffer, <see cref="Encoder.Convert(ReadOnlySpan{char}, Span{byte}, bool, out int, out int, out bool)"/>
/// for the text, as the Snowflake seed does), and Google.Protobuf's <c>WriteTo(Stream)</c>, which buffers the same way.
/// </summary>
[MemoryDiagnoser]
public class LargeMessageBenchmarks
{
    private const int ChunkSize = BinarySerializerOptions.DefaultChunkSize;

    private static readonly BinarySerializerOptions WholeBuffer = new() { ChunkSize = int.MaxValue };

    private readonly LargeExport _message;
    private readonly Proto.LargeExport _proto;

    public LargeMessageBenchmarks()
    {
        var random = new Random(7);
        var text = new StringBuilder();
        while (text.Length < 12_000_000)
        {
            text.Append("row ").Append(text.Length).Append(": plain text with some accents (é, ü) and 日本語; ");
        }

        byte[] blob = new byte[12 * 1024 * 1024];
        random.NextBytes(blob);
        _message = new LargeExport { Id = 7, Title = text.ToString(), Blob = blob, Samples = Enumerable.Range(0, 3_000_000).Select(i => i * 31).ToArray() };
        _proto = new Proto.LargeExport { Id = 7, Title = _message.Title, Blob = ByteString.CopyFrom(blob) };
        _proto.Samples.AddRange(_message.Samples);

        var hand = new MemoryStream();
        HandWrittenChunks(_message, hand);
        var spanwire = new MemoryStream();
        BinarySerializer.Serialize(_message, spanwire);
        ReadOnlySpan<byte> handBytes = hand.GetBuffer().AsSpan(0, (int)hand.Length);
        if (!handBytes.SequenceEqual(BinarySerializer.Serialize(_message)) || !handBytes.SequenceEqual(spanwire.GetBuffer().AsSpan(0, (int)spanwire.Length)))
        {
            throw new InvalidOperationException("The hand-written chunks and Spanwire's writes differ.");
        }
    }

    [Benchmark(Baseline = true)]
    public void HandWritten_Chunks() => HandWrittenChunks(_message, Stream.Null);

    [Benchmark]
    public void Spanwire_Chunks() => BinarySerializer.Serialize(_message, Stream.Null);

    [Benchmark]
    public void Spanwire_WholeBuffer() => BinarySerializer.Serialize(_message, Stream.Null, WholeBuffer);

    /// <summary>The sizing pass every Spanwire stream write starts with (it picks the path and bounds nesting): the gap to the hand-written code.</summary>
    [Benchmark]
    public int Spanwire_SizingPassOnly() => _message.GetSerializedSize();

    [Benchmark]
    public void GoogleProtobuf_WriteTo() => _proto.WriteTo(Stream.Null);

    /// <summary>The expert's code: one pooled chunk, big-endian prefixes, text encoded straight into the chunk, ints swapped in place.</summary>
    private static void HandWrittenChunks(LargeExport message, Stream stream)
    {
        byte[] chunk = ArrayPool<byte>.Shared.Rent(ChunkSize);
        Encoder encoder = Utf8.GetEncoder();
        int used = 0;
        try
        {
            Reserve(4);
            BinaryPrimitives.WriteInt32BigEndian(chunk.AsSpan(used), message.Id);
            used += 4;

            Reserve(4);
            BinaryPrimitives.WriteInt32BigEndian(chunk.AsSpan(used), Utf8.GetByteCount(message.Title));
            used += 4;
            ReadOnlySpan<char> text = message.Title;
            bool completed = false;
            while (!completed)
            {
                encoder.Convert(text, chunk.AsSpan(used, ChunkSize - used), flush: true, out int charsUsed, out int bytesUsed, out completed);
                text = text.Slice(charsUsed);
                used += bytesUsed;
                if (!completed)
                {
                    Flush();
                }
            }

            Reserve(4);
            BinaryPrimitives.WriteInt32BigEndian(chunk.AsSpan(used), message.Blob.Length);
            used += 4;
            ReadOnlySpan<byte> blob = message.Blob;
            while (!blob.IsEmpty)
            {
                int take = Math.Min(blob.Length, ChunkSize - used);
                blob.Slice(0, take).CopyTo(chunk.AsSpan(used));
                blob = blob.Slice(take);
                used += take;
                Reserve(1);
            }

            Reserve(4);
            BinaryPrimitives.WriteInt32BigEndian(chunk.AsSpan(used), message.Samples.Length);
            used += 4;
            ReadOnlySpan<int> samples = message.Samples;
            while (!samples.IsEmpty)
            {
                int take = Math.Min(samples.Length, (ChunkSize - used) / 4);
                BinaryPrimitives.ReverseEndianness(samples.Slice(0, take), System.Runtime.InteropServices.MemoryMarshal.Cast<byte, int>(chunk.AsSpan(used, take * 4)));
                samples = samples.Slice(take);
                used += take * 4;
                Reserve(4);
            }

            stream.Write(chunk, 0, used);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(chunk);
        }

        void Reserve(int bytes)
        {
            if (ChunkSize - used < bytes)
            {
                Flush();
            }
        }

        void Flush()
        {
            stream.Write(chunk, 0, used);
            used = 0;
        }
    }

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);
}
