using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>A tagged union: a one-byte tag, then the case's body.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(Circle))]
[BinaryUnionCase(2, typeof(Rect))]
public abstract partial class Shape
{
}

[BinarySerializable]
public sealed partial class Circle : Shape
{
    public double Radius { get; set; }
}

[BinarySerializable]
public sealed partial class Rect : Shape
{
    public int Width;
    public int Height;
}

[BinarySerializable]
public partial class Drawing
{
    public List<Shape>? Shapes;
    public Shape? Main;
}

/// <summary>An XDR union (RFC 4506 §4.15): an int32 discriminant, then the arm.</summary>
[BinarySerializable(Layout = WireLayout.Xdr)]
[BinaryUnion(UnionTagWidth.Int32)]
[BinaryUnionCase(0, typeof(AuthNone))]
[BinaryUnionCase(1, typeof(AuthSys))]
public abstract partial class Auth
{
}

[BinarySerializable(Layout = WireLayout.Xdr)]
public sealed partial class AuthNone : Auth
{
}

[BinarySerializable(Layout = WireLayout.Xdr)]
public sealed partial class AuthSys : Auth
{
    public uint Stamp;
    public string Machine = string.Empty;
}

/// <summary>A case class deriving from another case class (a publish, and a retained publish that adds to it).</summary>
[BinarySerializable]
[BinaryUnionCase(3, typeof(Publish))]
[BinaryUnionCase(4, typeof(RetainedPublish))]
public abstract partial class BrokerPacket
{
}

[BinarySerializable]
public partial class Publish : BrokerPacket
{
    public string Topic { get; set; } = "";
}

[BinarySerializable]
public sealed partial class RetainedPublish : Publish
{
    public int RetainSeconds { get; set; }
}

/// <summary>A union read by its own tag whose default case takes the tag as a parameter and is sized by its low nibble.</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(NibbleSized))]
[BinaryUnionCase(0, typeof(NibbleEmpty))]
public abstract partial class NibbleValue
{
}

[BinarySerializable]
public sealed partial class NibbleEmpty : NibbleValue
{
}

/// <summary>Any other tag: its low four bits count the bytes that follow.</summary>
[BinarySerializable]
public sealed partial class NibbleSized : NibbleValue
{
    [BinaryParameter]
    public long Tag { get; set; }

    [BinaryLengthFrom(nameof(Length))]
    public byte[] Data { get; set; } = [];

    private static long Length(long tag) => tag % 16;
}

/// <summary>Lists of tags and of the values they choose, counted by a byte: the count and the tags filled from the values.</summary>
[BinarySerializable]
public partial class TaggedCells
{
    public byte Count { get; set; }

    [BinaryLengthFrom(nameof(Count))]
    public List<byte> Kinds { get; set; } = [];

    [BinaryTagFrom(nameof(Kinds))]
    public List<NibbleValue> Cells { get; set; } = [];
}
