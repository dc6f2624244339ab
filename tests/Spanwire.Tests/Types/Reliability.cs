using System;
using System.Collections.Generic;
using System.Collections.Immutable;

namespace Spanwire.Tests.Types;

public enum Side : byte
{
    Buy = 1,
    Sell = 2,
}

[BinarySerializable(RejectUndefinedEnums = true)]
public partial class CheckedSides
{
    public Side One { get; set; } = Side.Buy;

    public Side[]? Array { get; set; }

    public List<Side>? List { get; set; }

    public ImmutableArray<Side> Immutable { get; set; }

    public Side? Maybe { get; set; }
}

[BinarySerializable]
public partial class WideFixed
{
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Text { get; set; } = "";

    [BinaryFixedLength(5), BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Odd { get; set; } = "";
}

[BinarySerializable(Layout = WireLayout.Xdr)]
public partial class XdrText
{
    public string Name { get; set; } = "";

    public byte[] Data { get; set; } = [];
}

/// <summary>Padding that ends inside the first 4 bytes: the reader cannot check it with one word ending there.</summary>
[BinarySerializable(Layout = WireLayout.Xdr)]
public partial class XdrShortOpaque
{
    [BinaryFixedLength(2)]
    public byte[] Tag = new byte[2];

    public int Value;
}

[BinarySerializable]
public partial class Canonical
{
    [BinaryLengthPrefix(LengthPrefix.VarUInt)] public string Text { get; set; } = "";

    [BinaryVarInt(VarIntEncoding.Unsigned)] public ulong Number { get; set; }

    [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string Java { get; set; } = "";

    [BinaryFixedLength(4), BinaryLengthPrefix(LengthPrefix.UInt8)] public string Pascal { get; set; } = "";

    [BinaryPresenceByte, BinaryLengthPrefix(LengthPrefix.Int16)] public string? Maybe { get; set; }
}

[BinarySerializable]
public partial struct Quad
{
    public long A;
    public long B;
    public long C;
    public long D;
}

[BinarySerializable]
public partial class NullableStructs
{
    public Quad?[]? Items { get; set; }
}

[BinarySerializable]
public partial class Chain
{
    public int Value { get; set; }

    public Chain? Left { get; set; }

    public Chain? Right { get; set; }
}

/// <summary>A hand-written codec that claims the largest size a span can have: the container's total passes 2 GiB.</summary>
public readonly struct Huge : IBinarySerializable<Huge>
{
    public int GetSerializedSize() => int.MaxValue;

    public int Write(Span<byte> destination) => throw new InvalidOperationException("never reached: sizing fails first");

    public bool TryWrite(Span<byte> destination, out int bytesWritten) => throw new InvalidOperationException("never reached: sizing fails first");
}

[BinarySerializable]
public partial class HoldsHuge
{
    public int Id { get; set; }

    public Huge Payload { get; set; }
}

[BinarySerializable]
public partial class TwoVersions
{
    public int Id { get; set; }

    [BinaryTrailing] public int Added { get; set; }
}
