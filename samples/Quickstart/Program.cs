using System;
using System.Linq;
using System.Text;
using Quickstart;
using Spanwire;

var trade = new Trade(Id: 1001, Symbol: "ACME", Price: 187.25, Quantity: 300, Side: TradeSide.Buy);
var settlement = new Settlement(
    Guid.Parse("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
    new DateTimeOffset(2026, 11, 21, 17, 30, 0, TimeSpan.FromHours(1)),
    [trade, trade with { Id = 1002, Symbol = "Ωmega", Side = TradeSide.Sell, Quantity = 25 }])
{
    Note = "end of day",
};

// 1. Serialize into a stack buffer: exact size first, then big-endian bytes.
Span<byte> buffer = stackalloc byte[256];
int tradeBytes = trade.Write(buffer);
Console.WriteLine($"Trade ({tradeBytes} bytes, GetSerializedSize() = {trade.GetSerializedSize()}):");
Console.WriteLine(HexDump(buffer[..tradeBytes]));

// 2. Read it back and compare.
Trade readTrade = Trade.Read(buffer[..tradeBytes], out int consumed);
Console.WriteLine($"Read back {consumed} bytes: {readTrade}");
Console.WriteLine($"Round trip equal: {readTrade == trade}");
Console.WriteLine();

// 3. A nested message through the BinarySerializer entry points.
byte[] settlementBytes = BinarySerializer.Serialize(settlement);
Settlement readSettlement = BinarySerializer.Deserialize<Settlement>(settlementBytes);
bool settlementEqual = readSettlement.BatchId == settlement.BatchId && readSettlement.Cutoff == settlement.Cutoff
    && readSettlement.Note == settlement.Note && readSettlement.Trades.SequenceEqual(settlement.Trades);
Console.WriteLine($"Settlement ({settlementBytes.Length} bytes):");
Console.WriteLine(HexDump(settlementBytes));
Console.WriteLine($"Round trip equal: {settlementEqual}");
Console.WriteLine();

// 4. Bad input is reported with type, member and offset.
try
{
    Trade.Read(buffer[..10], out _);
}
catch (BinarySerializationException exception)
{
    Console.WriteLine($"Truncated input: {exception.Message}");
}

Console.WriteLine($"TryRead on 10 bytes: {Trade.TryRead(buffer[..10], out _, out _)} (wait for more data)");
Console.WriteLine();

// 5. The hot path allocates nothing: 10,000 writes of each message into reused buffers.
var pooled = new PooledBufferWriter(1024);
byte[] scratch = new byte[1024];
for (int warmUp = 0; warmUp < 100; warmUp++)
{
    settlement.Write(scratch);
    pooled.Clear();
    BinarySerializer.Serialize(settlement, pooled);
}

long before = GC.GetAllocatedBytesForCurrentThread();
for (int i = 0; i < 10_000; i++)
{
    trade.Write(scratch);
    settlement.Write(scratch);
    pooled.Clear();
    BinarySerializer.Serialize(settlement, pooled);
}

long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
pooled.Dispose();
Console.WriteLine($"Bytes allocated by 30,000 serializations on the hot path: {allocated}");

return readTrade == trade && settlementEqual && allocated == 0 ? 0 : 1;

static string HexDump(ReadOnlySpan<byte> bytes)
{
    var text = new StringBuilder();
    for (int row = 0; row < bytes.Length; row += 16)
    {
        ReadOnlySpan<byte> line = bytes.Slice(row, Math.Min(16, bytes.Length - row));
        text.Append(row.ToString("x4")).Append("  ").Append(Convert.ToHexString(line).ToLowerInvariant().Chunk(2).Select(pair => new string(pair)).Aggregate((a, b) => a + " " + b));
        text.AppendLine();
    }

    return text.ToString().TrimEnd();
}
