using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>A plain base class (not serializable itself): its public data comes first in a derived layout.</summary>
public abstract class MessageBase
{
    public int Version { get; set; }

    public string Source = "";

    /// <summary>Not data: computed.</summary>
    public int SourceLength => Source.Length;

    /// <summary>Protected: not serialized, like a derived type's own protected members.</summary>
    protected long Internal { get; set; }
}

[BinarySerializable]
public partial class Greeting : MessageBase
{
    public string Text = "";
}

/// <summary>A serializable base with a derived type of two levels.</summary>
[BinarySerializable]
public partial class Figure
{
    public short Kind;
}

[BinarySerializable]
public partial class Circle2 : Figure
{
    public float Radius;
}

[BinarySerializable]
public partial class LabelledCircle : Circle2
{
    [BinaryIgnore] public string Cache = "";

    public string Label = "";
}

/// <summary>Positional records: the derived record's constructor passes the base's parameter on.</summary>
[BinarySerializable]
public partial record BaseRecord(int A);

[BinarySerializable]
public partial record DerivedRecord(int A, short B) : BaseRecord(A);

[BinarySerializable]
public partial class InheritanceHolder
{
    public List<LabelledCircle?>? Circles;

    public DerivedRecord? Record;
}
