using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>An ISO 8583-style message in BCD: MTI, processing code, amount, currency (3 digits: odd), and the PAN as an LLVAR whose length is 2 BCD digits.</summary>
[BinarySerializable]
public partial class IsoBcdMessage
{
    [BinaryBcd(Digits = 4)]
    public short Mti;

    [BinaryBcd(Digits = 6)]
    public int ProcessingCode;

    [BinaryBcd(Digits = 12)]
    public long Amount;

    [BinaryBcd(Digits = 3)]
    public ushort Currency;

    [BinaryBcd(Digits = 2)]
    public byte PanLength;

    [BinaryLengthFrom(nameof(PanLength))]
    [BinaryStringEncoding(StringEncoding.Ascii)]
    public string Pan = "";
}

/// <summary>BCD holders of a count, a condition and an offset, and a list of BCD items: a BCD integer is an integer to every rule.</summary>
[BinarySerializable]
public partial class BcdHolders
{
    [BinaryBcd(Digits = 2)]
    public int Count;

    [BinaryBcd(Digits = 1)]
    public byte Kind;

    [BinaryBcd(Digits = 4)]
    public ushort At;

    [BinaryLengthFrom(nameof(Count))]
    [BinaryBcd(Digits = 6)]
    public List<int> Amounts = [];

    [BinaryWhen(nameof(Kind), Value = 7)]
    public uint Extra;

    [BinaryAt(nameof(At))]
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public string Note = "";
}

/// <summary>Every width a ulong holds, for the bounds: 19 digits (10 bytes, the first half 0).</summary>
[BinarySerializable]
public partial class WideBcd
{
    [BinaryBcd(Digits = 19)]
    public ulong Big;

    [BinaryBcd(Digits = 18)]
    public long Signed;
}
