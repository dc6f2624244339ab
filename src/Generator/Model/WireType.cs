namespace Spanwire.Generator.Model;

/// <summary>How a C# type is laid out on the wire.</summary>
internal enum WireKind
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
    Enum,
    String,
    ByteArray,
    ByteMemory,
    ByteReadOnlyMemory,
    Array,
    List,
    ReadOnlyList,
    ImmutableArray,
    Nullable,
    Serializable,
}

/// <summary>
/// A member's wire type: the kind, the C# type as a <c>global::</c>-qualified name, and for
/// collections, nullables and enums the element or underlying type. Compared by value.
/// </summary>
/// <param name="Kind">The layout.</param>
/// <param name="TypeName">The C# type, fully qualified, with nullable annotations.</param>
/// <param name="Element">The element type of a collection or <see cref="System.Nullable{T}"/>; the underlying type of an enum.</param>
/// <param name="IsValueType">For <see cref="WireKind.Serializable"/>: a struct (no presence byte) rather than a class.</param>
/// <param name="HomogeneousCount">
/// For a <see cref="WireKind.Serializable"/> struct whose memory is <see cref="Element"/> repeated this many times in
/// wire order (such as <c>record struct Vector3(float X, float Y, float Z)</c>): collections of it convert in bulk.
/// </param>
/// <param name="Prefix">For strings, byte blocks and collections: the length or count prefix (<c>Spanwire.LengthPrefix</c> name); <c>Int32</c> by default.</param>
/// <param name="VarInt">For integers: <c>ZigZag</c> or <c>Unsigned</c> LEB128 instead of fixed width; empty for fixed width.</param>
/// <param name="FixedLength">For strings and byte arrays: the exact field size in bytes, with no prefix; 0 for none.</param>
/// <param name="Padding">The byte that fills a fixed-length field.</param>
/// <param name="TrimPadding">Strings in fixed-length fields: trailing padding is removed on read.</param>
/// <param name="Truncate">Fixed-length fields: values that do not fit are cut (at a character boundary) instead of rejected.</param>
/// <param name="Encoding">Strings: the <c>Spanwire.StringEncoding</c> name; <c>Utf8</c> by default.</param>
/// <param name="ReplaceInvalid">Strings: replace what the encoding cannot represent instead of throwing.</param>
/// <param name="Xdr">Part of an XDR (RFC 4506) layout: 4-byte booleans, padded variable-length data.</param>
/// <param name="DefinedValues">Enums with <c>RejectUndefinedEnums</c>: the named members, as C# expressions.</param>
/// <param name="BitWidth">Bit-field members: the width in bits; consecutive ones share a container.</param>
/// <param name="LittleEndian">Numbers (or a numeric array's elements) written least significant byte first.</param>
/// <param name="ReservedBefore">Zero bytes written before the member.</param>
/// <param name="PresenceByte">A 00/01 presence byte marks null instead of a -1 prefix.</param>
/// <param name="LengthFrom">Bound members: the earlier member that holds the length or count.</param>
/// <param name="LengthOf">Length-holding members: the C# expression of the bound member's actual length (-1 for null).</param>
/// <param name="LengthOfMax">Length-holding members: the largest length their type can hold.</param>
/// <param name="WhenMember">Conditional members: the earlier member the condition reads.</param>
/// <param name="WhenCondition">Conditional members: the condition, with <c>{0}</c> standing for that member's value.</param>
/// <param name="Trailing">Read only if bytes remain; absent trailing members read as their default.</param>
internal sealed record WireType(
    WireKind Kind, string TypeName, WireType? Element = null, bool IsValueType = true, int HomogeneousCount = 0, string Prefix = "Int32", string VarInt = "",
    int FixedLength = 0, int Padding = 0, bool TrimPadding = true, bool Truncate = false, string Encoding = "Utf8", bool ReplaceInvalid = false,
    bool Xdr = false, EquatableArray<string> DefinedValues = default, int BitWidth = 0, bool LittleEndian = false,
    int ReservedBefore = 0, bool PresenceByte = false, string LengthFrom = "", string LengthOf = "", long LengthOfMax = 0,
    string WhenMember = "", string WhenCondition = "", bool Trailing = false)
{
    /// <summary>Present only when <see cref="WhenCondition"/> holds for the earlier member.</summary>
    public bool IsConditional => WhenMember.Length > 0;

    /// <summary>The length or count comes from an earlier member instead of a prefix.</summary>
    public bool IsBound => LengthFrom.Length > 0;

    /// <summary>This member holds another's length or count, computed from the data on write.</summary>
    public bool HoldsLength => LengthOf.Length > 0;

    /// <summary>Wrapped in reserved bytes or a presence byte: written through its own checks, never in a run.</summary>
    public bool IsWrapped => ReservedBefore > 0 || PresenceByte || IsConditional || Trailing;

    /// <summary>Numbers this override can swap: 2- to 8-byte integers, char, float, double and enums of those.</summary>
    public bool CanBeLittleEndian => Primitive.Kind is WireKind.Int16 or WireKind.UInt16 or WireKind.Char or WireKind.Int32
        or WireKind.UInt32 or WireKind.Int64 or WireKind.UInt64 or WireKind.Single or WireKind.Double && !IsVarInt && !IsBitField;

    /// <summary>Packed with its neighbours into a bit-field container.</summary>
    public bool IsBitField => BitWidth > 0;

    /// <summary>Enums whose read values must be one of <see cref="DefinedValues"/>.</summary>
    public bool ChecksDefined => DefinedValues.Count > 0;

    /// <summary>XDR layout: booleans take 4 bytes, and strings and byte blocks are zero-padded to a multiple of 4.</summary>
    public bool NeedsXdrPadding => Xdr && Kind is WireKind.String or WireKind.ByteArray or WireKind.ByteMemory or WireKind.ByteReadOnlyMemory;

    /// <summary>A string in an encoding other than UTF-8 (<c>Spanwire.StringEncoding</c> name).</summary>
    public bool HasCustomEncoding => Encoding != "Utf8";

    public bool IsFixedLength => FixedLength > 0;

    /// <summary>A Pascal string: a one-byte length inside a fixed-length field.</summary>
    public bool IsPascal => IsFixedLength && Kind == WireKind.String && Prefix == "UInt8";

    public bool HasCustomPrefix => Prefix != "Int32";

    public bool IsVarInt => VarInt.Length > 0;

    /// <summary>Bits of the integer a varint member holds.</summary>
    public int IntegerBits => Kind switch
    {
        WireKind.Int16 or WireKind.UInt16 => 16,
        WireKind.Int32 or WireKind.UInt32 => 32,
        _ => 64,
    };

    /// <summary>Bytes of a fixed-size scalar, or 0 for a variable-length type.</summary>
    public int FixedSize => IsVarInt || IsBitField || IsWrapped ? 0 : Kind switch
    {
        WireKind.Boolean when Xdr => 4,
        WireKind.Boolean or WireKind.Byte or WireKind.SByte => 1,
        WireKind.Int16 or WireKind.UInt16 or WireKind.Char or WireKind.Half => 2,
        WireKind.Int32 or WireKind.UInt32 or WireKind.Single => 4,
        WireKind.Int64 or WireKind.UInt64 or WireKind.Double or WireKind.DateTime or WireKind.TimeSpan => 8,
        WireKind.DateTimeOffset => 10,
        WireKind.Int128 or WireKind.UInt128 or WireKind.Guid => 16,
        WireKind.Enum => Element!.FixedSize,
        _ => 0,
    };

    public bool IsScalar => FixedSize > 0;

    /// <summary>The fewest bytes one value can take: bounds a hostile count before anything is allocated.</summary>
    public int MinSize => Kind switch
    {
        _ when IsScalar => FixedSize,
        WireKind.Serializable when HomogeneousCount > 0 => BulkSize,
        _ when IsFixedLength => FixedLength,
        WireKind.String or WireKind.ByteArray or WireKind.ByteMemory or WireKind.ByteReadOnlyMemory
            or WireKind.Array or WireKind.List or WireKind.ReadOnlyList or WireKind.ImmutableArray
            => Prefix switch { "UInt8" or "VarUInt" or "ZigZag" => 1, "UInt16" or "Int16" => 2, _ => 4 },
        _ => 1,
    };

    public bool IsCollection => Kind is WireKind.Array or WireKind.List or WireKind.ReadOnlyList or WireKind.ImmutableArray;

    /// <summary>The primitive whose bits an enum or a homogeneous struct (or the type itself) is written as.</summary>
    public WireType Primitive => Kind is WireKind.Enum or WireKind.Serializable && Element is not null ? Element : this;

    /// <summary>Elements that convert in one vectorized pass (a copy plus a byte swap).</summary>
    public bool IsBulkElement => (Kind != WireKind.Serializable || HomogeneousCount > 0)
        && Primitive.Kind is WireKind.Byte or WireKind.SByte or WireKind.Int16 or WireKind.UInt16
            or WireKind.Char or WireKind.Int32 or WireKind.UInt32 or WireKind.Single or WireKind.Int64 or WireKind.UInt64 or WireKind.Double;

    /// <summary>Bytes per element on the bulk path.</summary>
    public int BulkSize => Kind == WireKind.Serializable ? Primitive.FixedSize * HomogeneousCount : FixedSize;
}
