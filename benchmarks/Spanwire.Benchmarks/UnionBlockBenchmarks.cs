using System;
using System.Buffers.Binary;
using BenchmarkDotNet.Attributes;

namespace Spanwire.Benchmarks;

/// <summary>
/// 10,000 messages of a two-case union (a quote or a trade, told apart by a tag byte) decoded from one block: with
/// <c>BinarySerializer.DeserializeMany</c>, with a loop over the union's generated <c>Read</c>, and by hand into the
/// same classes (issue 28: block reads of a union were 0.62x a Read loop).
/// </summary>
[MemoryDiagnoser]
public class UnionBlockBenchmarks
{
    private const int Count = 10_000;
    private readonly byte[] _block;
    private readonly MarketEvent[] _events = new MarketEvent[Count];

    public UnionBlockBenchmarks()
    {
        var buffer = new byte[Count * 32];
        int offset = 0;
        for (int i = 0; i < Count; i++)
        {
            MarketEvent value = i % 3 == 0 ? new TradeEvent { Id = i, Price = i * 0.25, Quantity = i % 100 } : new QuoteEvent { Bid = i, Ask = i + 1 };
            offset += value.Write(buffer.AsSpan(offset));
        }

        _block = buffer[..offset];
    }

    [Benchmark(Baseline = true)]
    public int HandWritten()
    {
        ReadOnlySpan<byte> block = _block;
        int offset = 0;
        for (int i = 0; i < Count; i++)
        {
            byte tag = block[offset];
            if (tag == 1)
            {
                _events[i] = new QuoteEvent { Bid = BinaryPrimitives.ReadInt32BigEndian(block.Slice(offset + 1)), Ask = BinaryPrimitives.ReadInt32BigEndian(block.Slice(offset + 5)) };
                offset += 9;
            }
            else
            {
                _events[i] = new TradeEvent
                {
                    Id = BinaryPrimitives.ReadInt64BigEndian(block.Slice(offset + 1)),
                    Price = BinaryPrimitives.ReadDoubleBigEndian(block.Slice(offset + 9)),
                    Quantity = BinaryPrimitives.ReadInt32BigEndian(block.Slice(offset + 17)),
                };
                offset += 21;
            }
        }

        return offset;
    }

    [Benchmark]
    public int Spanwire_ReadLoop()
    {
        ReadOnlySpan<byte> block = _block;
        int offset = 0;
        for (int i = 0; i < Count; i++)
        {
            _events[i] = MarketEvent.Read(block.Slice(offset), out int read);
            offset += read;
        }

        return offset;
    }

    [Benchmark]
    public int Spanwire_DeserializeMany()
    {
        BinarySerializer.DeserializeMany<MarketEvent>(_block, _events, out int read);
        return read;
    }
}

/// <summary>A market data event: a quote or a trade, by a one-byte tag.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(QuoteEvent)), BinaryUnionCase(2, typeof(TradeEvent))]
public abstract partial class MarketEvent
{
}

[BinarySerializable]
public sealed partial class QuoteEvent : MarketEvent
{
    public int Bid { get; set; }

    public int Ask { get; set; }
}

[BinarySerializable]
public sealed partial class TradeEvent : MarketEvent
{
    public long Id { get; set; }

    public double Price { get; set; }

    public int Quantity { get; set; }
}
