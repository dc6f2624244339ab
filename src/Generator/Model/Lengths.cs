namespace Spanwire.Generator.Model;

/// <summary>A collection whose item count is written as a prefix before the items.</summary>
internal sealed record PrefixedCount(LengthPrefix Prefix) : ItemCount
{
    public override T Accept<T>(IItemCountVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => LengthPrefixes.MinSize(Prefix);

    public override bool WritesNull => true;
}

/// <summary>An array of exactly <paramref name="Count"/> items, with no prefix; writing another number of items is an error.</summary>
internal sealed record FixedCount(int Count) : ItemCount
{
    public override T Accept<T>(IItemCountVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Count;
}

/// <summary>A collection whose item count an earlier member holds.</summary>
internal sealed record BoundCount(BoundLength Length) : ItemCount
{
    public override T Accept<T>(IItemCountVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// A list with one item per item of an earlier list whose items choose their cases (<see cref="HeldUnionCodec.EachItem"/>):
/// as many as the holder read; nothing of its own on the wire, the holder being written from the items.
/// </summary>
internal sealed record HolderItemsCount(string Holder, CollectionKind HolderKind) : ItemCount
{
    public override T Accept<T>(IItemCountVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>Where a bound member's length comes from on read: the holder's value, less its adjustment and any other parts of a sum.</summary>
/// <param name="Holder">The member that holds the length.</param>
/// <param name="Adjust">What the held value adds to the actual length.</param>
/// <param name="Minus">The lengths, known once they are read, of the sum's other parts.</param>
/// <param name="Scale">The unit the holder counts in: the length is held × Scale − Adjust.</param>
/// <param name="Shift">The holder is an exponent: the length is Scale &lt;&lt; held − Adjust.</param>
/// <param name="Low">A second holder with the low <paramref name="LowBits"/> bits: the length is Holder &lt;&lt; LowBits | Low, less Adjust.</param>
/// <param name="Method">The user's methods compute the length from <see cref="LengthMethod.Parameters"/> and fill them; Holder is the first.</param>
internal sealed record BoundLength(string Holder, int Adjust, EquatableArray<LengthTerm> Minus, int Scale = 1, bool Shift = false, string? Low = null, int LowBits = 0, LengthMethod? Method = null)
{
    /// <summary>The holders as a reader names them: one member, the high and low parts of a pair, or a method's parameters.</summary>
    public string Holders => Method is { } method ? $"{method.Compute}({string.Join(", ", method.Parameters)})" : Low is null ? Holder : $"{Holder}:{Low}";
}

/// <summary>
/// One known length: another bound member's, a constant (0 while the part's condition is false), or the bytes a
/// <paramref name="Measured"/> member took when it was read (a nested struct, whose size its bytes decide).
/// </summary>
internal sealed record LengthTerm(BoundLength? Bound, long Constant, ConditionalWrapper? When = null, string? Measured = null);

/// <summary>What a bound member's length is measured on.</summary>
internal enum BoundShape
{
    Text,

    /// <summary>Text and its NUL: the bytes it takes with the terminator.</summary>
    TerminatedText,
    Array,
    List,
    ImmutableArray,
    ArrayBytes1,
    ArrayBytes2,
    ArrayBytes4,
    ArrayBytes8,
    ZigZagBytes,
    VarUIntBytes,

    /// <summary>A list of fixed-size numbers: its count times <see cref="LengthOfSource.ItemSize"/>.</summary>
    ListBytes,

    /// <summary>Generated structs, or classes without a presence byte: the sum of their sizes.</summary>
    NestedItems,

    /// <summary>Generated classes, each after a presence byte: the sum of their sizes and one byte each.</summary>
    NestedItemsWithPresence,

    /// <summary>A nested value or a union's case in a frame the holder sizes: the value's size.</summary>
    Body,

    /// <summary>A list whose count weighs some items more than one (<see cref="WeightedCollectionCodec"/>): their weights' sum.</summary>
    Weighted,
}

/// <summary>A length-holding member: written as the bound member's actual length (plus an adjustment), checked against the holder's range.</summary>
/// <param name="NullIsEmpty">The bound member is trailing: null (absent) stores a length of 0 instead of being an error.</param>
/// <param name="ItemSize">For <see cref="BoundShape.ListBytes"/>: the bytes of one item.</param>
/// <param name="Scale">The unit the holder counts in: it holds (length + Adjust) / Scale.</param>
/// <param name="Shift">The holder is an exponent: it holds log2((length + Adjust) / Scale).</param>
/// <param name="LowBits">One of a pair (<see cref="BoundLength.Low"/>): the high holder holds (length + Adjust) &gt;&gt; LowBits, the low one the bits below.</param>
/// <param name="LowPart">The low holder of a pair.</param>
/// <param name="Method">Filled by the user's method pair: this holder is the <paramref name="MethodParameter"/>th of <see cref="LengthMethod.Parameters"/>.</param>
internal sealed record LengthOfSource(string BoundMember, BoundShape Shape, long Max, int Adjust = 0, StringEncoding Encoding = StringEncoding.Utf8, bool Replace = false, bool NullIsEmpty = false, int ItemSize = 0, VarIntFormat VarIntFormat = VarIntFormat.Leb128, int Scale = 1, bool Shift = false, int LowBits = 0, bool LowPart = false, LengthMethod? Method = null, int MethodParameter = -1) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

internal enum PartKind
{
    Text,
    Bytes,
    Constant,
    Nested,
}

/// <summary>One part of a sum: how its byte size is computed on write.</summary>
/// <param name="When">A conditional part counts only while its condition holds.</param>
internal sealed record SumPart(string Member, PartKind Kind, int Constant, StringEncoding Encoding = StringEncoding.Utf8, bool Replace = false, ConditionalWrapper? When = null);

/// <summary>A holder written as the sum of its parts' byte sizes, checked against its range.</summary>
internal sealed record SumSource(EquatableArray<SumPart> Parts, long Max) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// A tag holder (<c>[BinaryTagFrom]</c>): written as the tag of the union member's case, or the default case's
/// <c>Tag</c>, checked against the holder's range.
/// </summary>
/// <param name="UnionMember">The wire name of the union member whose case decides it.</param>
/// <param name="Union">The union's codec, whose cases give the tags.</param>
/// <param name="Min">The smallest tag the holder can store.</param>
/// <param name="Max">The largest tag the holder can store.</param>
/// <param name="EachItem">The holder is a list whose items are the tags of the union list's items, written from them one by one.</param>
internal sealed record CaseTagSource(string UnionMember, HeldUnionCodec Union, long Min, long Max, bool EachItem = false) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// A checksum over the whole value and a pseudo-header the enclosing value supplies (<c>[BinaryChecksum(PseudoHeader = true)]</c>:
/// TCP's, UDP's): the value alone writes it as given; the enclosing member's <see cref="PseudoHeaderWrapper"/> fills it in.
/// </summary>
/// <param name="At">Where its bytes are in the value: every member before it has a fixed width.</param>
internal sealed record PseudoHeaderSlotSource(int At) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// A checksum inside the bytes it covers (<c>[BinaryChecksum(Through = ...)]</c>: IPv4's header checksum): written as
/// zero, then filled in over the value's bytes from its start through <paramref name="Through"/>; verified on read.
/// </summary>
/// <param name="Through">The wire name of the last member covered; at or after the holder.</param>
internal sealed record ChecksumWithinSource(ChecksumAlgorithm Algorithm, string Through, bool LittleEndian) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}
