using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>Homogeneous: three doubles, no constructor of its own, so arrays of it convert in bulk.</summary>
[BinarySerializable]
public partial record struct Point3(double X, double Y, double Z);

/// <summary>Homogeneous fields of a plain struct.</summary>
[BinarySerializable]
public partial struct Pair16
{
    public short Left;
    public short Right;
}

/// <summary>Mixed field types: element by element.</summary>
[BinarySerializable]
public partial struct Mixed
{
    public int Id;
    public float Weight;
}

[BinarySerializable]
public partial class BulkStructs
{
    public Point3[]? Points { get; set; }

    public List<Pair16>? Pairs { get; set; }

    public Mixed[]? Mixed { get; set; }

    public Vector3[]? WithConstructor { get; set; }
}
