using System;

namespace Spanwire.Tests.Types;

/// <summary>Size frames around fixed-size values: each frame's size is a constant, so the members form one fixed run.</summary>
[BinarySerializable]
public partial class FramedScalars
{
    [BinarySizePrefix] public long Id { get; set; }

    [BinarySizePrefix(LengthPrefix.UInt8)] public short Small { get; set; }

    [BinarySizePrefix(LengthPrefix.UInt16LittleEndian, IncludesPrefix = true)] public int Wide { get; set; }

    [BinarySizePrefix(LengthPrefix.Int16, Adjust = 3)] public Guid Key { get; set; }

    [BinarySizePrefix(LengthPrefix.UInt32)] public double Ratio { get; set; }
}

/// <summary>Framed fixed-size values between framed text, as in PostgreSQL's binary COPY tuples.</summary>
[BinarySerializable]
public partial class FramedTuple
{
    [BinarySizePrefix] public int Quantity { get; set; }

    [BinarySizePrefix, BinaryRemainder] public string Name { get; set; } = "";

    [BinarySizePrefix] public bool Active { get; set; }

    [BinarySizePrefix] public double Price { get; set; }
}

/// <summary>A frame whose prefix cannot state the body's size (300 bytes in a byte) is not a fixed run: the write refuses it.</summary>
[BinarySerializable]
public partial class OverfullFrame
{
    [BinarySizePrefix(LengthPrefix.UInt8), BinaryFixedLength(300)] public byte[] Block { get; set; } = new byte[300];
}
