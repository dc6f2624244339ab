namespace Spanwire.Generator.Model;

/// <summary>Fixed-size values: each has one unchecked big-endian read and write in <c>Wire</c>.</summary>
internal enum ScalarKind
{
    Boolean,
    Byte,
    SByte,
    Int16,
    UInt16,
    Char,
    Half,
    Int32,
    UInt32,
    Single,
    Int64,
    UInt64,
    Double,
    Int128,
    UInt128,
    Guid,
    DateTime,
    DateTimeOffset,
    TimeSpan,
}

/// <summary>The C# collection a sequence of items is read into.</summary>
internal enum CollectionKind
{
    Array,
    List,
    ReadOnlyList,
    ImmutableArray,
}

/// <summary>The C# type of a block of bytes.</summary>
internal enum BytesKind
{
    Array,
    Memory,
    ReadOnlyMemory,
}

/// <summary>
/// The wrappers a value can sit in, outermost first. The order is the wire's: a condition decides whether anything
/// is there, a position moves it out of the sequence, constant bytes, reserved bytes and a presence byte come before the value, a size frame around it, alignment padding after it.
/// </summary>
internal enum WrapperKind
{
    Conditional,
    Positioned,
    Pointer,
    Trailing,
    Constant,
    Reserved,
    Presence,
    NullPrefix,
    Frame,
    Checksum,
    Padding,
    PseudoHeader,
    Compressed,
    Valid,
}

/// <summary>What lets a value's read take the rest of its frame.</summary>
internal enum OpenEnd
{
    None,
    Remainder,
    Trailing,
}

/// <summary>How one value is laid out: its codec (what the value is on the wire) inside its wrappers (where and whether).</summary>
/// <param name="Codec">The value's encoding.</param>
/// <param name="Wrappers">Placement around the value, in <see cref="WrapperKind"/> order.</param>
internal sealed record Layout(Codec Codec, EquatableArray<Wrapper> Wrappers)
{
    public Layout(Codec codec)
        : this(codec, EquatableArray<Wrapper>.Empty)
    {
    }

    /// <summary>A fixed-width codec with nothing around it: it joins a run of fixed-size members that costs one bounds check.</summary>
    public bool IsFixedWidth => Wrappers.Count == 0 && Codec.FixedWidth > 0;

    /// <summary>Bytes of a fixed-width layout, or 0.</summary>
    public int FixedSize => IsFixedWidth ? Codec.FixedWidth : 0;

    /// <summary>The C# type of the value: the codec's, or its <c>T?</c> where a wrapper stands for null (an optional trailing member).</summary>
    public string TypeName => System.Linq.Enumerable.Any(Wrappers, wrapper => wrapper.CarriesNull) ? Codec.TypeName + "?" : Codec.TypeName;

    /// <summary>
    /// Bytes the value takes in a run of fixed-size members: a fixed-width codec inside wrappers whose heads are all
    /// fixed (<see cref="Wrapper.FixedHead"/>), heads included; 0 when it is not such a value.
    /// </summary>
    public int RunWidth
    {
        get
        {
            int width = Codec.FixedWidth;
            for (int i = Wrappers.Count - 1; i >= 0 && width > 0; i--)
            {
                int head = Wrappers[i].FixedHead(width);
                width = head < 0 ? 0 : width + head;
            }

            return width;
        }
    }

    public bool Has(WrapperKind kind)
    {
        foreach (Wrapper wrapper in Wrappers)
        {
            if (wrapper.Kind == kind)
            {
                return true;
            }
        }

        return false;
    }

    public Layout With(Codec codec) => this with { Codec = codec };

    /// <summary>Adds a wrapper at its place in the closed <see cref="WrapperKind"/> order.</summary>
    public Layout Wrap(Wrapper wrapper)
    {
        var wrappers = new System.Collections.Generic.List<Wrapper>(Wrappers);
        int index = wrappers.FindIndex(existing => existing.Kind > wrapper.Kind);
        wrappers.Insert(index < 0 ? wrappers.Count : index, wrapper);
        return this with { Wrappers = wrappers.ToEquatableArray() };
    }
}

/// <summary>One serialized field or property.</summary>
/// <param name="Name">The C# identifier, escaped with <c>@</c> where it is a keyword.</param>
/// <param name="WireName">The name used in error messages.</param>
/// <param name="Layout">How it is laid out.</param>
/// <param name="Source">Where the written value comes from when it is not the member's own (a length filled in from the data).</param>
/// <param name="IsMeasured">A later length subtracts the bytes this member took when it was read (a nested struct in a sum).</param>
internal sealed record MemberModel(string Name, string WireName, Layout Layout, ValueSource? Source = null, bool IsMeasured = false);
