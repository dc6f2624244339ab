using Spanwire;

namespace WireFormats;

/// <summary>
/// A message a Java peer writes with DataOutputStream: writeInt, writeLong, writeBoolean, writeUTF (u16 length,
/// modified UTF-8), then a ByteBuffer-style int count and doubles.
/// </summary>
[BinarySerializable]
public partial class PriceUpdate
{
    public int Sequence;
    public long TimestampMillis;
    public bool Final;

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)]
    public string Instrument = string.Empty;

    public double[] Levels = [];
}
