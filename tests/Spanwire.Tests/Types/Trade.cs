using Spanwire;

namespace Spanwire.Tests.Types;

public enum TradeSide
{
    Buy = 1,
    Sell = 2,
}

[BinarySerializable]
public partial record Trade(long Id, string Symbol, double Price, int Quantity, TradeSide Side);
