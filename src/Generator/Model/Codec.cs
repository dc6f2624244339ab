namespace Spanwire.Generator.Model;

/// <summary>
/// What a value is on the wire: a scalar, a varint, a prefixed string, a fixed field, a collection, a nested type...
/// A codec is facts only (numbers, enums, names, and what the planner needs: its fixed width, its minimum size,
/// whether it streams); the C# that writes, reads and sizes it is its emission's, beside the control that makes it.
/// </summary>
/// <param name="TypeName">The C# type, fully qualified.</param>
internal abstract record Codec(string TypeName)
{
    /// <summary>The fewest bytes one value can take: bounds a hostile count before anything is allocated.</summary>
    public virtual int MinSize => 1;

    /// <summary>
    /// Bytes every value takes, when the codec always takes the same number, checks nothing that needs more than
    /// those bytes and has an unchecked read and write at a position; 0 otherwise. A member with such a codec and no
    /// wrapper joins a run of fixed-size members (one bounds check), and a type of only such members is fixed-size.
    /// </summary>
    public virtual int FixedWidth => 0;

    /// <summary>Reading it can recurse into a <c>[BinarySerializable]</c> type, so the read tracks depth.</summary>
    public virtual bool ContainsNested => false;

    /// <summary>
    /// What makes its read run to the end of the source it is given (the rest of a frame): nothing, a remainder, or
    /// trailing members. Such a value must end where its container does, or sit in a frame.
    /// </summary>
    public virtual OpenEnd OpenEnd => OpenEnd.None;

    /// <summary>A value that can outgrow a buffer (text, a byte block, a collection, a nested value) streams across chunks.</summary>
    public virtual bool WritesInParts => false;

    /// <summary>
    /// Bytes every value takes whatever it is, known before its bytes are read (0 when it varies): a part of a sum of
    /// lengths counts it as a constant. Wider than <see cref="FixedWidth"/>: a value that is checked as it is read counts.
    /// </summary>
    public virtual int ConstantSize => FixedWidth;

    /// <summary>What a later member can read from this value (a condition, a length, an offset), or null for nothing.</summary>
    public virtual Holding? Holds => null;

    /// <summary>The layout of the values this one holds (an optional value, a collection's items), or null for a value of its own.</summary>
    public virtual Layout? Contained => null;

    /// <summary>Calls the visitor's method for this codec: how every output reaches every codec.</summary>
    public abstract T Accept<T>(ICodecVisitor<T> visitor);
}

/// <summary>Placement around a codec: a condition, reserved bytes, a presence byte, a frame, a checksum, padding.</summary>
/// <param name="Kind">Its place in the closed, ordered set of wrappers.</param>
internal abstract record Wrapper(WrapperKind Kind)
{
    /// <summary>The wrapper's head can be written before a value that streams across chunks (a size frame can: the size is known first).</summary>
    public virtual bool WritesAroundParts => false;

    /// <summary>
    /// The bytes of the wrapper's head when, around a body of <paramref name="bodyWidth"/> bytes, the head is the same
    /// every time and nothing follows the body (a size frame with a fixed-width prefix); -1 otherwise. A member whose
    /// wrappers all have fixed heads around a fixed-width codec still joins a run of fixed-size members.
    /// </summary>
    public virtual int FixedHead(int bodyWidth) => -1;

    /// <summary>The wrapper stands for a value type's null (its absence): the codec's value is the <c>T?</c>'s value.</summary>
    public virtual bool CarriesNull => false;

    /// <summary>Calls the visitor's method for this wrapper: how every output reaches every wrapper.</summary>
    public abstract T Accept<T>(IWrapperVisitor<T> visitor);
}

/// <summary>Where a member's written value comes from when it is not the member itself (a length taken from the data).</summary>
internal abstract record ValueSource
{
    public abstract T Accept<T>(IValueSourceVisitor<T> visitor);
}

/// <summary>
/// An offset filled in once the positioned member <paramref name="Part"/> is written (see <see cref="PositionedWrapper"/>);
/// for <paramref name="Each"/>, an array of offsets written as the user's array, each filled in as its item is written.
/// </summary>
internal sealed record OffsetSource(string Part, bool Each = false) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// A condition holder filled from which members have values (AMQP's property flags, MQTT's user-name flag): each
/// flag's mask is set exactly when its member is not null; an integer holder keeps its other bits (<paramref name="Keep"/>),
/// a bool holder is true when any of its members has a value.
/// </summary>
internal sealed record PresenceSource(EquatableArray<PresenceFlag> Flags, long Keep, bool IsBoolean) : ValueSource
{
    public override T Accept<T>(IValueSourceVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>A member whose value sets <paramref name="Mask"/> in its condition's holder (1 for a bool holder).</summary>
internal sealed record PresenceFlag(string Member, long Mask);

/// <summary>How a collection's item count reaches the reader: a prefix, a fixed count, or an earlier member.</summary>
internal abstract record ItemCount
{
    /// <summary>The fewest bytes the count itself takes.</summary>
    public virtual int MinSize => 0;

    /// <summary>A null collection can be written (as the prefix's null marker).</summary>
    public virtual bool WritesNull => false;

    public abstract T Accept<T>(IItemCountVisitor<T> visitor);
}
