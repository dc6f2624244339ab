using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>Strings and byte blobs, every one nullable on the wire.</summary>
[BinarySerializable]
public partial class Blobs
{
    public string? Text { get; set; }

    public string? Other { get; init; }

    public byte[]? Bytes { get; set; }

    public Memory<byte> Memory { get; set; }

    public ReadOnlyMemory<byte> ReadOnly { get; set; }
}

/// <summary>Collections of every supported shape, with bulk, scalar and variable-length elements.</summary>
[BinarySerializable]
public partial class Collections
{
    public int[]? Ints { get; set; }

    public List<long>? Longs { get; set; }

    public IReadOnlyList<string?>? Strings { get; set; }

    public ImmutableArray<double> Doubles { get; set; }

    public SmallEnum[]? SmallEnums { get; set; }

    public List<SignedEnum>? SignedEnums { get; set; }

    public bool[]? Bools { get; set; }

    public Guid[]? Guids { get; set; }

    public char[]? Chars { get; set; }

    public sbyte[]? SBytes { get; set; }

    public List<byte>? ByteList { get; set; }

    public int?[]? NullableInts { get; set; }

    public int[][]? Jagged { get; set; }

    public List<Vector3>? Points { get; set; }

    public Trade?[]? Trades { get; set; }

    public ImmutableArray<string> Names { get; set; }
}

/// <summary>Nullable value types take one presence byte.</summary>
[BinarySerializable]
public partial struct Optionals
{
    public int? MaybeInt;
    public double? MaybeDouble;
    public Vector3? MaybePoint;
    public DateTime? MaybeWhen;
    public bool? MaybeFlag;
}

/// <summary>A recursive type: the class-typed members carry a presence byte, and depth is limited on read.</summary>
[BinarySerializable]
public partial class TreeNode
{
    public int Value { get; set; }

    public TreeNode? Left { get; set; }

    public TreeNode? Right { get; set; }
}

/// <summary>Positional record plus body members, ignored members and computed properties.</summary>
[BinarySerializable]
public partial record Order(Guid Id, [property: BinaryIgnore] string? LocalNote, List<OrderLine> Lines)
{
    public string? Customer { get; init; }

    [BinaryIgnore]
    public int CacheHits { get; set; }

    public decimal Total => Lines.Count;

    public DateTimeOffset Placed { get; init; }
}

[BinarySerializable]
public partial record struct OrderLine(string Sku, int Quantity, double UnitPrice);

/// <summary>Fields, including readonly ones set through the constructor.</summary>
[BinarySerializable]
public partial class FieldBag
{
    public readonly int Version;
    public string Name = string.Empty;
    internal long Internal;

    public FieldBag(int version) => Version = version;
}

public partial class Outer
{
    public partial struct Middle
    {
        /// <summary>A type nested two levels deep, inside a class and a struct.</summary>
        [BinarySerializable]
        public partial record Inner(int Code, string Label);
    }
}
