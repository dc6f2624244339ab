using System;
using System.Collections.Generic;
using Spanwire;

namespace Quickstart;

public enum TradeSide : byte
{
    Buy = 1,
    Sell = 2,
}

/// <summary>A market trade: the fixed-size members share one bounds check, the symbol is UTF-8 with a length prefix.</summary>
[BinarySerializable]
public partial record Trade(long Id, string Symbol, double Price, int Quantity, TradeSide Side);

/// <summary>A batch sent to a clearing house: nested records, a list and an optional note.</summary>
[BinarySerializable]
public partial record Settlement(Guid BatchId, DateTimeOffset Cutoff, List<Trade> Trades)
{
    public string? Note { get; init; }

    [BinaryIgnore]
    public int Retries { get; set; }
}
