using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Text;
using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace Spanwire.Benchmarks;

/// <summary>
/// Shape f, the read side: one message read from a stream. Spanwire's <c>Deserialize</c> asks the stream only for bytes
/// the value is known to need; the baseline is an expert's hand-written <c>ReadExactly</c> + <c>BinaryPrimitives</c>
/// code for the same layout. Small is Person (61 B), Large is Portfolio (~26 KB).
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class StreamReadBenchmarks
{
    private static readonly byte[] SmallBytes = BinarySerializer.Serialize(ShapeData.Person());
    private static readonly byte[] LargeBytes = BinarySerializer.Serialize(ShapeData.Portfolio());
    private readonly MemoryStream _small = new(SmallBytes, writable: false);
    private readonly MemoryStream _large = new(LargeBytes, writable: false);

    public StreamReadBenchmarks()
    {
        // Both readers must read the same values: each result written back must give the stream's bytes.
        Check(SmallBytes, StreamBaselines.ReadPerson(Rewound(_small)), BinarySerializer.Deserialize<Person>(Rewound(_small)));
        Check(LargeBytes, StreamBaselines.ReadPortfolio(Rewound(_large)), BinarySerializer.Deserialize<Portfolio>(Rewound(_large)));
        Check(LargeBytes, Large_HandWritten_PipeOverNonSeekable().GetAwaiter().GetResult(), Large_Spanwire_PipeOverNonSeekable().GetAwaiter().GetResult());
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Small")]
    public Person Small_HandWritten_ReadExactly() => StreamBaselines.ReadPerson(Rewound(_small));

    [Benchmark, BenchmarkCategory("Small")]
    public Person Small_Spanwire() => BinarySerializer.Deserialize<Person>(Rewound(_small));

    [Benchmark, BenchmarkCategory("Small")]
    public ValueTask<Person> Small_Spanwire_Async() => BinarySerializer.DeserializeAsync<Person>(Rewound(_small));

    [Benchmark(Baseline = true), BenchmarkCategory("Large")]
    public Portfolio Large_HandWritten_ReadExactly() => StreamBaselines.ReadPortfolio(Rewound(_large));

    [Benchmark, BenchmarkCategory("Large")]
    public Portfolio Large_Spanwire() => BinarySerializer.Deserialize<Portfolio>(Rewound(_large));

    [Benchmark, BenchmarkCategory("Large")]
    public ValueTask<Portfolio> Large_Spanwire_Async() => BinarySerializer.DeserializeAsync<Portfolio>(Rewound(_large));

    /// <summary>A socket-like stream: no seeking, so no reading ahead (see the docs for why this one is slow).</summary>
    [Benchmark, BenchmarkCategory("Large")]
    public Portfolio Large_Spanwire_NonSeekable() => BinarySerializer.Deserialize<Portfolio>(new NonSeekable(Rewound(_large)));

    /// <summary>The same stream through a <see cref="PipeReader"/>, which may read ahead and keep what it does not use.</summary>
    [Benchmark, BenchmarkCategory("Large")]
    public async Task<Portfolio> Large_Spanwire_PipeOverNonSeekable()
    {
        PipeReader reader = PipeReader.Create(new NonSeekable(Rewound(_large)), ReaderOptions);
        Portfolio value = await BinarySerializer.DeserializeAsync<Portfolio>(reader);
        await reader.CompleteAsync();
        return value;
    }

    /// <summary>The same pipe read by hand, as pipe code is usually written: parse what has arrived, or wait for more.</summary>
    [Benchmark, BenchmarkCategory("Large")]
    public async Task<Portfolio> Large_HandWritten_PipeOverNonSeekable()
    {
        PipeReader reader = PipeReader.Create(new NonSeekable(Rewound(_large)), ReaderOptions);
        while (true)
        {
            ReadResult result = await reader.ReadAsync();
            if (PipeBaseline.TryReadPortfolio(result.Buffer, out Portfolio? value, out SequencePosition end))
            {
                reader.AdvanceTo(end);
                await reader.CompleteAsync();
                return value;
            }

            reader.AdvanceTo(result.Buffer.Start, result.Buffer.End);
            if (result.IsCompleted)
            {
                throw new InvalidDataException("The pipe ended inside the portfolio.");
            }
        }
    }

    private static readonly StreamPipeReaderOptions ReaderOptions = new(leaveOpen: true);

    private static MemoryStream Rewound(MemoryStream stream)
    {
        stream.Position = 0;
        return stream;
    }

    private static void Check<T>(byte[] expected, T handWritten, T spanwire)
        where T : IBinarySerializable<T>
    {
        if (!expected.AsSpan().SequenceEqual(BinarySerializer.Serialize(handWritten)) || !expected.AsSpan().SequenceEqual(BinarySerializer.Serialize(spanwire)))
        {
            throw new InvalidOperationException($"The {typeof(T).Name} stream readers disagree with the bytes they read.");
        }
    }
}

/// <summary>Hides a stream's seeking, as a socket's stream would not have it.</summary>
internal sealed class NonSeekable(Stream inner) : Stream
{
    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => false;

    public override long Length => throw new NotSupportedException();

    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

    public override int Read(byte[] buffer, int offset, int count) => inner.Read(buffer, offset, count);

    public override int Read(Span<byte> buffer) => inner.Read(buffer);

    public override ValueTask<int> ReadAsync(Memory<byte> buffer, System.Threading.CancellationToken cancellationToken = default) => inner.ReadAsync(buffer, cancellationToken);

    public override Task<int> ReadAsync(byte[] buffer, int offset, int count, System.Threading.CancellationToken cancellationToken) => inner.ReadAsync(buffer, offset, count, cancellationToken);

    public override void Flush()
    {
    }

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

/// <summary>What an expert writes by hand to read these layouts from a stream: exact reads into stack or pooled buffers.</summary>
internal static class StreamBaselines
{
    private const int HoldingSize = 21; // int32, int64, double, bool: a non-nullable class item has no presence byte

    public static Person ReadPerson(Stream stream)
    {
        Span<byte> head = stackalloc byte[12];
        stream.ReadExactly(head);
        return new Person
        {
            Age = BinaryPrimitives.ReadInt32BigEndian(head),
            Height = BinaryPrimitives.ReadInt32BigEndian(head[4..]),
            Weight = BinaryPrimitives.ReadInt32BigEndian(head[8..]),
            FirstName = ReadString(stream),
            LastName = ReadString(stream),
        };
    }

    public static Portfolio ReadPortfolio(Stream stream)
    {
        Span<byte> head = stackalloc byte[32];
        stream.ReadExactly(head);
        long id = BinaryPrimitives.ReadInt64BigEndian(head);
        var position = new Position(BinaryPrimitives.ReadInt32BigEndian(head[8..]), BinaryPrimitives.ReadInt64BigEndian(head[12..]), BinaryPrimitives.ReadDoubleBigEndian(head[20..]));
        int count = BinaryPrimitives.ReadInt32BigEndian(head[28..]);

        // Every holding is present in this data, so the records are read in one go and parsed in place.
        var holdings = new List<Holding>(count);
        byte[] records = ArrayPool<byte>.Shared.Rent(count * HoldingSize);
        try
        {
            stream.ReadExactly(records, 0, count * HoldingSize);
            for (int i = 0; i < count; i++)
            {
                ReadOnlySpan<byte> item = records.AsSpan(i * HoldingSize, HoldingSize);
                holdings.Add(new Holding(BinaryPrimitives.ReadInt32BigEndian(item), BinaryPrimitives.ReadInt64BigEndian(item[4..]), BinaryPrimitives.ReadDoubleBigEndian(item[12..]), item[20] != 0));
            }
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(records);
        }

        Span<byte> prefix = stackalloc byte[4];
        stream.ReadExactly(prefix);
        byte[] payload = new byte[BinaryPrimitives.ReadInt32BigEndian(prefix)];
        stream.ReadExactly(payload);
        return new Portfolio(id, position, holdings, payload);
    }

    private static string? ReadString(Stream stream)
    {
        Span<byte> prefix = stackalloc byte[4];
        stream.ReadExactly(prefix);
        int length = BinaryPrimitives.ReadInt32BigEndian(prefix);
        if (length < 0)
        {
            return null;
        }

        if (length <= 256)
        {
            Span<byte> text = stackalloc byte[256];
            stream.ReadExactly(text[..length]);
            return Encoding.UTF8.GetString(text[..length]);
        }

        byte[] rented = ArrayPool<byte>.Shared.Rent(length);
        try
        {
            stream.ReadExactly(rented, 0, length);
            return Encoding.UTF8.GetString(rented, 0, length);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(rented);
        }
    }
}

/// <summary>An expert's pipe parser for Portfolio: a <see cref="SequenceReader{T}"/> over what has arrived, false until all of it has.</summary>
internal static class PipeBaseline
{
    public static bool TryReadPortfolio(ReadOnlySequence<byte> buffer, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out Portfolio? value, out SequencePosition end)
    {
        var reader = new SequenceReader<byte>(buffer);
        value = null;
        end = buffer.Start;
        if (!reader.TryReadBigEndian(out long id) || !reader.TryReadBigEndian(out int account) || !reader.TryReadBigEndian(out long timestamp)
            || !reader.TryReadBigEndian(out long valueBits) || !reader.TryReadBigEndian(out int count) || reader.Remaining < (long)count * 21)
        {
            return false;
        }

        var holdings = new List<Holding>(count);
        Span<byte> item = stackalloc byte[21];
        for (int i = 0; i < count; i++)
        {
            reader.TryCopyTo(item);
            reader.Advance(21);
            holdings.Add(new Holding(BinaryPrimitives.ReadInt32BigEndian(item), BinaryPrimitives.ReadInt64BigEndian(item[4..]), BinaryPrimitives.ReadDoubleBigEndian(item[12..]), item[20] != 0));
        }

        if (!reader.TryReadBigEndian(out int length) || reader.Remaining < length)
        {
            return false;
        }

        byte[] payload = reader.UnreadSequence.Slice(0, length).ToArray();
        reader.Advance(length);
        value = new Portfolio(id, new Position(account, timestamp, BitConverter.Int64BitsToDouble(valueBits)), holdings, payload);
        end = reader.Position;
        return true;
    }
}

