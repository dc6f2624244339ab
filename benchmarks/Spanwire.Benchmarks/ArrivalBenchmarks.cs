using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using MessagePack;

namespace Spanwire.Benchmarks;

/// <summary>
/// Shape f: 20,000 small framed messages (a kind byte, an int32 length, an instrument, a price and a short venue)
/// arriving one per read, as a socket or Npgsql's raw COPY stream gives them. Each category's baseline is what an
/// expert writes by hand with BinaryPrimitives for the same reader: a pooled buffer refilled by <c>Read</c> or
/// <c>ReadAsync</c>, or a <c>SequenceReader</c> over a <c>PipeReader</c>. MessagePack's <c>MessagePackStreamReader</c>
/// reads the same messages in its own format from the same kind of stream. Times are per message.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class ArrivalBenchmarks
{
    private const int Count = 20_000;
    private readonly byte[] _bytes;
    private readonly int[] _ends;
    private readonly byte[] _messagePack;
    private readonly int[] _messagePackEnds;

    public ArrivalBenchmarks()
    {
        var writer = new ArrayBufferWriter<byte>();
        var ends = new List<int>();
        var packed = new ArrayBufferWriter<byte>();
        var packedEnds = new List<int>();
        for (int i = 0; i < Count; i++)
        {
            var message = new ArrivalMessage { Kind = (byte)'T', Body = new ArrivalBody { Instrument = i, Price = i * 1_000L, Venue = i % 2 == 0 ? "XNAS" : "XLON" } };
            BinarySerializer.Serialize(message, writer);
            ends.Add(writer.WrittenCount);
            MessagePackSerializer.Serialize(packed, new ArrivalFormat { Kind = message.Kind, Instrument = message.Body.Instrument, Price = message.Body.Price, Venue = message.Body.Venue });
            packedEnds.Add(packed.WrittenCount);
        }

        _bytes = writer.WrittenSpan.ToArray();
        _ends = [.. ends];
        _messagePack = packed.WrittenSpan.ToArray();
        _messagePackEnds = [.. packedEnds];
        if (HandWritten_Stream() != Spanwire_DeserializeAll() || HandWritten_Stream() != HandWritten_Enumerator() || HandWritten_Parse() != Spanwire_ReadLoop() || HandWritten_StreamAsync().Result != Spanwire_DeserializeAllAsync_Stream().Result
            || HandWritten_Pipe().Result != Spanwire_DeserializeAllAsync_Pipe().Result || MessagePack_StreamReader().Result != HandWritten_Stream())
        {
            throw new InvalidOperationException("The readers disagree.");
        }
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("parse only")]
    public long HandWritten_Parse() => ArrivalBaselines.ParseBlock(_bytes);

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("parse only")]
    public long Spanwire_ReadLoop()
    {
        ReadOnlySpan<byte> block = _bytes;
        long sum = 0;
        int offset = 0;
        while (offset < block.Length)
        {
            ArrivalMessage message = ArrivalMessage.Read(block[offset..], out int read);
            sum += message.Body.Price + message.Body.Venue.Length;
            offset += read;
        }

        return sum;
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream")]
    public long HandWritten_Stream() => ArrivalBaselines.ReadStream(new OnePerRead(_bytes, _ends));

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream")]
    public long Spanwire_DeserializeAll()
    {
        long sum = 0;
        foreach (ArrivalMessage message in BinarySerializer.DeserializeAll<ArrivalMessage>(new OnePerRead(_bytes, _ends)))
        {
            sum += message.Body.Price + message.Body.Venue.Length;
        }

        return sum;
    }

    /// <summary>
    /// The hand-written parse inside an enumerator's <c>MoveNext</c>, the buffer kept in its fields: what an
    /// <see cref="IEnumerable{T}"/> over the stream costs before any serializer, for <see cref="Spanwire_DeserializeAll"/>
    /// to be read against.
    /// </summary>
    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream")]
    public long HandWritten_Enumerator()
    {
        long sum = 0;
        foreach (ArrivalMessage message in new ArrivalBaselines.StreamValues(new OnePerRead(_bytes, _ends)))
        {
            sum += message.Body.Price + message.Body.Venue.Length;
        }

        return sum;
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream, async")]
    public Task<long> HandWritten_StreamAsync() => ArrivalBaselines.ReadStreamAsync(new OnePerRead(_bytes, _ends));

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream, async")]
    public async Task<long> Spanwire_DeserializeAllAsync_Stream()
    {
        long sum = 0;
        await foreach (ArrivalMessage message in BinarySerializer.DeserializeAllAsync<ArrivalMessage>(new OnePerRead(_bytes, _ends)))
        {
            sum += message.Body.Price + message.Body.Venue.Length;
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("stream, async")]
    public async Task<long> MessagePack_StreamReader()
    {
        long sum = 0;
        using var reader = new MessagePackStreamReader(new OnePerRead(_messagePack, _messagePackEnds));
        while (await reader.ReadAsync(CancellationToken.None).ConfigureAwait(false) is ReadOnlySequence<byte> message)
        {
            ArrivalFormat value = MessagePackSerializer.Deserialize<ArrivalFormat>(message);
            sum += value.Price + value.Venue.Length;
        }

        return sum;
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("pipe")]
    public Task<long> HandWritten_Pipe() => ArrivalBaselines.ReadPipe(PipeReader.Create(new OnePerRead(_bytes, _ends)));

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("pipe")]
    public async Task<long> Spanwire_DeserializeAllAsync_Pipe()
    {
        long sum = 0;
        await foreach (ArrivalMessage message in BinarySerializer.DeserializeAllAsync<ArrivalMessage>(PipeReader.Create(new OnePerRead(_bytes, _ends))))
        {
            sum += message.Body.Price + message.Body.Venue.Length;
        }

        return sum;
    }
}

/// <summary>A message of shape f: a kind byte, then an int32 length frame around the body.</summary>
[BinarySerializable]
public partial class ArrivalMessage
{
    public byte Kind { get; set; }

    [BinarySizePrefix(LengthPrefix.Int32)] public ArrivalBody Body { get; set; } = new();
}

[BinarySerializable]
public partial class ArrivalBody
{
    public int Instrument { get; set; }

    public long Price { get; set; }

    [BinaryLengthPrefix(LengthPrefix.UInt16)] public string Venue { get; set; } = "";
}

/// <summary>The same message in MessagePack's format.</summary>
[MessagePackObject]
public sealed class ArrivalFormat
{
    [Key(0)] public byte Kind { get; set; }

    [Key(1)] public int Instrument { get; set; }

    [Key(2)] public long Price { get; set; }

    [Key(3)] public string Venue { get; set; } = "";
}

/// <summary>A non-seekable stream that gives one message per read (at most what the caller asks for).</summary>
internal sealed class OnePerRead(byte[] bytes, int[] ends) : Stream
{
    private int _position;
    private int _next;

    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => false;

    public override long Length => throw new NotSupportedException();

    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

    public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

    public override int Read(Span<byte> buffer)
    {
        if (_next == ends.Length)
        {
            return 0;
        }

        int length = Math.Min(ends[_next] - _position, buffer.Length);
        bytes.AsSpan(_position, length).CopyTo(buffer);
        _position += length;
        if (_position == ends[_next])
        {
            _next++;
        }

        return length;
    }

    public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) => Task.FromResult(Read(buffer.AsSpan(offset, count)));

    public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) => new(Read(buffer.Span));

    public override void Flush()
    {
    }

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

/// <summary>What an expert writes by hand for each reader: parse every whole message in the buffer, then read more.</summary>
internal static class ArrivalBaselines
{
    private const int Header = 5; // kind byte, int32 body length

    public static long ParseBlock(byte[] block)
    {
        int start = 0;
        return ParseWhole(block, ref start, block.Length);
    }

    public static long ReadStream(Stream stream)
    {
        byte[] buffer = ArrayPool<byte>.Shared.Rent(4096);
        try
        {
            int start = 0, end = 0;
            long sum = 0;
            while (true)
            {
                sum += ParseWhole(buffer, ref start, end);
                Compact(ref buffer, ref start, ref end);
                int read = stream.Read(buffer, end, buffer.Length - end);
                if (read == 0)
                {
                    return start == end ? sum : throw new EndOfStreamException();
                }

                end += read;
            }
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    public static async Task<long> ReadStreamAsync(Stream stream)
    {
        byte[] buffer = ArrayPool<byte>.Shared.Rent(4096);
        try
        {
            int start = 0, end = 0;
            long sum = 0;
            while (true)
            {
                sum += ParseWhole(buffer, ref start, end);
                Compact(ref buffer, ref start, ref end);
                int read = await stream.ReadAsync(buffer.AsMemory(end)).ConfigureAwait(false);
                if (read == 0)
                {
                    return start == end ? sum : throw new EndOfStreamException();
                }

                end += read;
            }
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    public static async Task<long> ReadPipe(PipeReader reader)
    {
        long sum = 0;
        while (true)
        {
            ReadResult result = await reader.ReadAsync().ConfigureAwait(false);
            ReadOnlySequence<byte> buffer = result.Buffer;
            SequencePosition consumed = ParseWhole(buffer, ref sum);
            reader.AdvanceTo(consumed, buffer.End);
            if (result.IsCompleted)
            {
                bool whole = buffer.Slice(consumed).IsEmpty;
                await reader.CompleteAsync().ConfigureAwait(false);
                return whole ? sum : throw new EndOfStreamException();
            }
        }
    }

    /// <summary>The stream's messages as an enumerator over the same pooled buffer, parsed by hand in <c>MoveNext</c>.</summary>
    public sealed class StreamValues(Stream stream) : IEnumerable<ArrivalMessage>, IEnumerator<ArrivalMessage>
    {
        private byte[]? _buffer = ArrayPool<byte>.Shared.Rent(4096);
        private int _start;
        private int _end;
        private ArrivalMessage? _current;

        public ArrivalMessage Current => _current!;

        object System.Collections.IEnumerator.Current => Current;

        public IEnumerator<ArrivalMessage> GetEnumerator() => this;

        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => this;

        public bool MoveNext()
        {
            byte[] buffer = _buffer ?? throw new ObjectDisposedException(nameof(StreamValues));
            while (true)
            {
                if (_end - _start >= Header)
                {
                    int length = BinaryPrimitives.ReadInt32BigEndian(buffer.AsSpan(_start + 1));
                    if (_end - _start - Header >= length)
                    {
                        _current = Body(buffer.AsSpan(_start, Header + length), buffer[_start]);
                        _start += Header + length;
                        return true;
                    }
                }

                Compact(ref buffer, ref _start, ref _end);
                _buffer = buffer;
                int read = stream.Read(buffer, _end, buffer.Length - _end);
                if (read == 0)
                {
                    if (_start != _end)
                    {
                        throw new EndOfStreamException();
                    }

                    return false;
                }

                _end += read;
            }
        }

        public void Reset() => throw new NotSupportedException();

        public void Dispose()
        {
            if (_buffer is not null)
            {
                ArrayPool<byte>.Shared.Return(_buffer);
                _buffer = null;
            }
        }
    }

    private static long ParseWhole(byte[] buffer, ref int start, int end)
    {
        long sum = 0;
        while (end - start >= Header)
        {
            int length = BinaryPrimitives.ReadInt32BigEndian(buffer.AsSpan(start + 1));
            if (end - start - Header < length)
            {
                break;
            }

            ArrivalMessage message = Body(buffer.AsSpan(start, Header + length), buffer[start]);
            sum += message.Body.Price + message.Body.Venue.Length;
            start += Header + length;
        }

        return sum;
    }

    private static SequencePosition ParseWhole(ReadOnlySequence<byte> buffer, ref long sum)
    {
        var reader = new SequenceReader<byte>(buffer);
        Span<byte> scratch = stackalloc byte[64]; // a message that straddles segments is copied here (they are smaller)
        while (reader.Remaining >= Header)
        {
            SequencePosition start = reader.Position;
            reader.TryRead(out byte kind);
            reader.TryReadBigEndian(out int length);
            if (reader.Remaining < length)
            {
                return start;
            }

            reader.Rewind(Header);
            scoped ReadOnlySpan<byte> message;
            if (reader.UnreadSpan.Length >= Header + length)
            {
                message = reader.UnreadSpan[..(Header + length)];
            }
            else
            {
                Span<byte> target = Header + length <= scratch.Length ? scratch[..(Header + length)] : new byte[Header + length];
                reader.TryCopyTo(target);
                message = target;
            }

            reader.Advance(Header + length);
            ArrivalMessage value = Body(message, kind);
            sum += value.Body.Price + value.Body.Venue.Length;
        }

        return reader.Position;
    }

    private static ArrivalMessage Body(ReadOnlySpan<byte> message, byte kind)
    {
        int venueLength = BinaryPrimitives.ReadUInt16BigEndian(message.Slice(Header + 12));
        return new ArrivalMessage
        {
            Kind = kind,
            Body = new ArrivalBody
            {
                Instrument = BinaryPrimitives.ReadInt32BigEndian(message.Slice(Header)),
                Price = BinaryPrimitives.ReadInt64BigEndian(message.Slice(Header + 4)),
                Venue = Encoding.UTF8.GetString(message.Slice(Header + 14, venueLength)),
            },
        };
    }

    private static void Compact(ref byte[] buffer, ref int start, ref int end)
    {
        if (start > 0)
        {
            Buffer.BlockCopy(buffer, start, buffer, 0, end - start);
            end -= start;
            start = 0;
        }

        if (end == buffer.Length)
        {
            byte[] larger = ArrayPool<byte>.Shared.Rent(buffer.Length * 2);
            Buffer.BlockCopy(buffer, 0, larger, 0, end);
            ArrayPool<byte>.Shared.Return(buffer);
            buffer = larger;
        }
    }
}
