namespace Spanwire.Generator.Model;

/// <summary>A fixed-size value: a number, bool, char, date, GUID, or an enum as its underlying primitive.</summary>
/// <param name="Kind">The primitive written (an enum's underlying type).</param>
/// <param name="TypeName">The member's C# type.</param>
/// <param name="IsEnum">An enum, cast to and from <paramref name="Kind"/>.</param>
/// <param name="LittleEndian">Least significant byte first (<c>[BinaryByteOrder]</c>).</param>
/// <param name="XdrBoolean">A bool as XDR's 4-byte 0 or 1.</param>
/// <param name="DefinedNames">Enums with <c>RejectUndefinedEnums</c>: one member name per defined value.</param>
internal sealed record ScalarCodec(
    ScalarKind Kind, string TypeName, bool IsEnum = false, bool LittleEndian = false, bool XdrBoolean = false, EquatableArray<string> DefinedNames = default)
    : Codec(TypeName)
{
    public override Holding? Holds => Holding.Of(Kind, IsEnum, HeldRoles.Condition | HeldRoles.Length | HeldRoles.Offset);

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public int Size => Kind == ScalarKind.Boolean && XdrBoolean ? 4 : SizeOf(Kind);

    public override int MinSize => Size;

    public override int FixedWidth => Size;

    /// <summary>Numbers that have a little-endian form: 2- to 8-byte integers, char, float and double.</summary>
    public bool CanBeLittleEndian => Kind is ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Char or ScalarKind.Int32
        or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 or ScalarKind.Single or ScalarKind.Double;

    /// <summary>Collections of it convert in one vectorized pass (a copy plus a byte swap): nothing is checked per item.</summary>
    public bool IsBulk => !XdrBoolean && DefinedNames.Count == 0 && (Kind is ScalarKind.Byte or ScalarKind.SByte || CanBeLittleEndian);

    /// <summary>The bytes of a primitive.</summary>
    public static int SizeOf(ScalarKind kind) => kind switch
    {
        ScalarKind.Boolean or ScalarKind.Byte or ScalarKind.SByte => 1,
        ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Char or ScalarKind.Half => 2,
        ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Single => 4,
        ScalarKind.Int64 or ScalarKind.UInt64 or ScalarKind.Double or ScalarKind.DateTime or ScalarKind.TimeSpan => 8,
        ScalarKind.DateTimeOffset => 10,
        _ => 16,
    };
}

/// <summary>
/// An integer as a varint: 1 to 10 LEB128 bytes, or at most <paramref name="MaxBytes"/> when the protocol caps it (0: no
/// cap), or in another <paramref name="Format"/> (HdrHistogram's, SQLite's, QUIC's).
/// </summary>
/// <param name="KeptWidthOf">QUIC's with <c>KeepWidth</c>: the member whose read width its type keeps, for the write.</param>
internal sealed record VarIntCodec(ScalarKind Kind, string TypeName, VarIntEncoding Encoding, int MaxBytes = 0, VarIntFormat Format = VarIntFormat.Leb128, string? KeptWidthOf = null) : Codec(TypeName)
{
    // A varint's width follows its value, so it cannot be filled in after the fact at a place: no offsets.
    public override Holding? Holds => Holding.Of(Kind, isEnum: false, HeldRoles.Condition | HeldRoles.Length);

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>The bits of the integer it holds.</summary>
    public int Bits => Kind switch
    {
        ScalarKind.Int16 or ScalarKind.UInt16 => 16,
        ScalarKind.Int32 or ScalarKind.UInt32 => 32,
        _ => 64,
    };

    /// <summary>The most bytes its integer can need: 3, 5 or 10.</summary>
    public int NaturalMaxBytes => (Bits + 6) / 7;
}

/// <summary>A <c>DateTime</c> or <c>DateTimeOffset</c> as a signed count of <paramref name="Unit"/> since <paramref name="Epoch"/>, in <paramref name="Size"/> big-endian bytes.</summary>
/// <param name="IsOffset">A <c>DateTimeOffset</c>: its UTC instant is written, and it reads back with offset 0.</param>
internal sealed record TimestampCodec(string TypeName, bool IsOffset, TimeEpoch Epoch, TimeUnit Unit, int Size) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Size;

    public override int FixedWidth => Size;
}

/// <summary>An integer as packed BCD: <paramref name="Digits"/> decimal digits, two a byte, most significant first (an odd count's first half is 0).</summary>
/// <param name="Kind">The integer the member is.</param>
internal sealed record BcdCodec(ScalarKind Kind, string TypeName, int Digits) : Codec(TypeName)
{
    public int Width => (Digits + 1) / 2;

    public override int MinSize => Width;

    public override int FixedWidth => Width;

    /// <summary>The largest value its digits hold: 10^Digits - 1.</summary>
    public ulong Largest
    {
        get
        {
            ulong largest = 9;
            for (int i = 1; i < Digits; i++)
            {
                largest = (largest * 10) + 9;
            }

            return largest;
        }
    }

    public override Holding? Holds => Holding.Of(Kind, isEnum: false, HeldRoles.Condition | HeldRoles.Length | HeldRoles.Offset) is { } held
        ? held with { Largest = (long)System.Math.Min((ulong)held.Largest, Largest) }
        : null;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>A member packed into <paramref name="Bits"/> bits of a container it shares with its neighbours (emitted a container at a time).</summary>
/// <param name="Order">Which end of the container its run fills first.</param>
/// <param name="TagBits">On a union case's first bit field: the union's tag takes this many bits above the run, in the same container.</param>
/// <param name="Tag">The case's tag, written in those bits and checked on read.</param>
/// <param name="LittleEndian">The container is a little-endian integer (a type marked little-endian): a 16- or 32-bit run's
/// least significant byte comes first.</param>
internal sealed record BitFieldCodec(ScalarKind Kind, string TypeName, bool IsEnum, int Bits, EquatableArray<string> DefinedNames = default, BitOrder Order = BitOrder.HighBitFirst, int TagBits = 0, long Tag = 0, bool LittleEndian = false) : Codec(TypeName)
{
    // A bit field is written with its group: it can be tested, and hold a length (IPv4's IHL, TCP's data offset) up to
    // what its bits carry; an offset is filled in at a byte position, which a bit field does not have.
    public override Holding? Holds => Holding.Of(Kind, IsEnum, HeldRoles.Condition | HeldRoles.Length) is { } held
        ? held with { Largest = System.Math.Min(held.Largest, (1L << Bits) - 1) }
        : null;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    // Its container's bytes are shared with its neighbours; counting none keeps a minimum a true lower bound.
    public override int MinSize => 0;
}

/// <summary>A length-prefixed string: the prefix counts encoded bytes, -1 (where the prefix has it) marks null.</summary>
/// <param name="TypeName">The member's C# type.</param>
/// <param name="Prefix">The length prefix.</param>
/// <param name="Encoding">The text encoding.</param>
/// <param name="Replace">Replace what the encoding cannot represent instead of throwing.</param>
internal sealed record StringCodec(string TypeName, LengthPrefix Prefix = LengthPrefix.Int32, StringEncoding Encoding = StringEncoding.Utf8, bool Replace = false)
    : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => LengthPrefixes.MinSize(Prefix);

    /// <summary>UTF-8 text streams: the prefix (the whole text's byte count) first, then as many characters as fit per chunk.</summary>
    public override bool WritesInParts => Encoding == StringEncoding.Utf8;
}

/// <summary>A length-prefixed block of bytes: <c>byte[]</c> (null as -1 where the prefix has it), <c>Memory&lt;byte&gt;</c> or <c>ReadOnlyMemory&lt;byte&gt;</c>.</summary>
internal sealed record BytesCodec(BytesKind Kind, string TypeName, LengthPrefix Prefix = LengthPrefix.Int32) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => LengthPrefixes.MinSize(Prefix);

    public override bool WritesInParts => true;
}

/// <summary>A string in exactly <paramref name="Length"/> bytes, filled with <paramref name="Padding"/>.</summary>
internal sealed record FixedTextCodec(string TypeName, int Length, byte Padding, bool TrimPadding, bool Truncate, StringEncoding Encoding, bool Replace)
    : Codec(TypeName)
{
    public override int ConstantSize => Length;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Length;
}

/// <summary>A byte array in exactly <paramref name="Length"/> bytes, filled with <paramref name="Padding"/>.</summary>
internal sealed record FixedBytesCodec(string TypeName, int Length, byte Padding, bool Truncate) : Codec(TypeName)
{
    public override int ConstantSize => Length;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Length;
}

/// <summary>A Pascal string: a one-byte length, then the UTF-8 bytes, in a field of exactly <paramref name="Length"/> bytes.</summary>
internal sealed record PascalCodec(string TypeName, int Length, bool Truncate) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Length;
}

/// <summary>A string ended by a NUL (two in UTF-16BE) instead of a prefix.</summary>
internal sealed record NullTerminatedCodec(string TypeName, StringEncoding Encoding, bool Replace) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Encoding is StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian ? 2 : 1;
}

/// <summary>
/// The rest of the frame: bytes (<paramref name="Bytes"/>) or, when that is null, text in <paramref name="Encoding"/>;
/// but its last <paramref name="Tail"/> bytes, which the fixed-size members after it take.
/// </summary>
internal sealed record RemainderCodec(string TypeName, BytesKind? Bytes, StringEncoding Encoding, bool Replace, int Tail = 0) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => 0;

    public override OpenEnd OpenEnd => OpenEnd.Remainder;

    /// <summary>Bytes, and UTF-8 text, stream: there is no prefix, so the value's first part is its first bytes.</summary>
    public override bool WritesInParts => Bytes is not null || Encoding == StringEncoding.Utf8;
}

/// <summary>A string (in any encoding) or byte array whose byte length an earlier member holds: no prefix of its own.</summary>
/// <param name="NullIsEmpty">A trailing member: null (absent when it was read) is written as empty, as its length says.</param>
/// <param name="Terminated">Text whose last byte in the holder's length is its NUL (<c>[BinaryNullTerminated]</c>: cpio's path).</param>
internal sealed record BoundBytesCodec(string TypeName, bool IsString, BoundLength Length, StringEncoding Encoding = StringEncoding.Utf8, bool Replace = false, bool NullIsEmpty = false, bool Terminated = false) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Terminated ? 1 : 0;

    /// <summary>Bytes, and UTF-8 text, stream: the length is another member's, so the value's first part is its first bytes.</summary>
    public override bool WritesInParts => !Terminated && (!IsString || Encoding == StringEncoding.Utf8);
}

/// <summary><c>Nullable&lt;T&gt;</c>: a presence byte, then the value when it has one.</summary>
/// <param name="NullPrefix">Instead of a presence byte, the element's size frame (in <paramref name="Element"/>) marks null with this prefix's -1.</param>
internal sealed record NullableCodec(string TypeName, Layout Element, LengthPrefix? NullPrefix = null) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override bool ContainsNested => Element.Codec.ContainsNested;

    public override int MinSize => NullPrefix is { } prefix ? LengthPrefixes.MinSize(prefix) : 1;

    /// <summary>The same bytes as a reference type's null prefix: the exports read it that way.</summary>
    public Layout? AsNullPrefixed => NullPrefix is { } prefix ? Element.Wrap(new NullPrefixWrapper(prefix)) : null;
}

/// <summary>
/// An array, list, read-only list or immutable array. Items that are plain numbers convert in one vectorized pass;
/// the count is read once, before the prefix is written, and bounds every loop, so a collection that another thread
/// resizes mid-write (or an <c>IReadOnlyList</c> whose <c>Count</c> changes) cannot push a store past the checked range.
/// </summary>
internal sealed record CollectionCodec(CollectionKind Kind, string TypeName, Layout Element, ItemCount Count) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Count is FixedCount fixedCount ? fixedCount.Count * Element.Codec.MinSize : Count.MinSize;

    public override bool ContainsNested => Element.Codec.ContainsNested;

    public override bool WritesInParts => true;
}

/// <summary>
/// Byte arrays whose length prefixes (<paramref name="ItemPrefix"/>) come first as one table, then their bytes in the
/// same order (<c>[BinaryItemLengthPrefix(Table = true)]</c>: Ogg's segment table); <paramref name="Count"/> says how
/// many. The write fills the table from the items.
/// </summary>
internal sealed record TabledBytesCodec(CollectionKind Kind, string TypeName, Layout Element, LengthPrefix ItemPrefix, ItemCount Count) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>Each item takes at least its prefix's byte.</summary>
    public override int MinSize => Count is FixedCount fixedCount ? fixedCount.Count : Count.MinSize;
}

/// <summary>
/// A list of a union whose <paramref name="Count"/> weighs the items of the <paramref name="Heavy"/> cases as
/// <paramref name="Weight"/> each (<c>[BinaryItemWeight]</c>: a Java class file's long and double constants take two
/// constant-pool entries): the read takes items until they add up to the count.
/// </summary>
internal sealed record WeightedCollectionCodec(CollectionKind Kind, string TypeName, Layout Element, ItemCount Count, int Weight, EquatableArray<UnionCaseRef> Heavy) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => Count.MinSize;

    public override bool ContainsNested => true;
}

/// <summary>
/// A collection with no count on the wire: its items run until the <paramref name="Sentinel"/> bytes, one or more
/// (<c>[BinaryTerminated]</c>; an item may not begin with them), or, when that is null, until the frame ends
/// (<c>[BinaryRemainder]</c> on the last member).
/// </summary>
internal sealed record OpenEndedCollectionCodec(CollectionKind Kind, string TypeName, Layout Element, EquatableArray<byte>? Sentinel, EquatableArray<LastItem> Until = default) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>Items to the end of the frame: neither a terminator nor a last item ends them.</summary>
    public bool IsRemainder => Sentinel is null && Until.Count == 0;

    public override int MinSize => Sentinel?.Count ?? (Until.Count == 0 ? 0 : Element.Codec.MinSize);

    public override OpenEnd OpenEnd => IsRemainder ? OpenEnd.Remainder : OpenEnd.None;

    public override bool ContainsNested => Element.Codec.ContainsNested;

    /// <summary>
    /// Remainder and terminated lists stream their items. A terminated list writes each item whole, to check its first
    /// bytes against the terminator there; an item larger than a chunk takes a larger chunk on its own.
    /// </summary>
    public override bool WritesInParts => true;
}

/// <summary>
/// An item that ends a <c>[BinaryUntil]</c> list: the one whose <paramref name="Member"/> (an integer, enum or bool of
/// the item type, or of the union case <paramref name="Case"/>) holds <paramref name="Value"/>, or is true; with no
/// member, any item of <paramref name="Case"/>. <paramref name="Held"/>: the item's write fills that member in (a length,
/// a count, flag bits), so a written item is judged by its bytes.
/// </summary>
internal sealed record LastItem(string Member, long Value, bool IsBool, bool Held, UnionCaseRef? Case = null);

/// <summary>A case of the list's union by its type (fully qualified), its name and its tag.</summary>
internal sealed record UnionCaseRef(string TypeName, string Name, long Tag);

/// <summary>Items whose byte count an earlier member holds: read until those bytes run out.</summary>
internal sealed record ByteBoundCodec(CollectionKind Kind, string TypeName, Layout Element, BoundLength Length) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => 0;

    /// <summary>The byte count is its holder's, computed from the items before any is written: the items stream.</summary>
    public override bool WritesInParts => true;
}

/// <summary>
/// Another <c>[BinarySerializable]</c> type (or a type with its own codec): a struct is its body, a class is a presence
/// byte and then its body.
/// </summary>
/// <param name="TypeName">The member's C# type.</param>
/// <param name="IsValueType">A struct: no presence byte.</param>
/// <param name="BulkPrimitive">
/// A struct whose memory is this primitive repeated <paramref name="BulkCount"/> times in wire order, each plain
/// big-endian (such as <c>record struct Vector3(float X, float Y, float Z)</c>): collections of it convert in bulk.
/// </param>
/// <param name="BulkCount">How many primitives the struct holds.</param>
/// <param name="StructMinSize">The fewest bytes its members take (0 when unknown, as for another assembly's type or a union).</param>
/// <param name="NotNull">A class written with no presence byte (the body of a frame): null is a write error.</param>
/// <param name="Chunks">The type has a generated <c>WriteChunk</c>, so a large value streams across chunks.</param>
/// <param name="FixedSize">A generated fixed-size type of this compilation: its size, and it has the internal, unchecked <c>ReadFixedAt</c>; 0 otherwise.</param>
/// <param name="BodyOpenEnd">
/// What lets the type's read take the rest of its frame (a last member that is a remainder, or trailing members), as
/// the parser found in this compilation's types; a type still being parsed or from another assembly is taken as closed.
/// </param>
/// <param name="HasParts">The type has positioned members, read out of its sequence: it is read at the top level or through a positioned member.</param>
/// <param name="FollowsByteOrder">The type takes the byte order of the value that holds it (<c>[BinaryByteOrderFrom]</c> with no holder).</param>
/// <param name="LittleEndian">Read and written through its little-endian methods: it follows, and the member is little-endian.</param>
/// <param name="Arguments">The type's <c>[BinaryParameter]</c> members, in its order, and the holders that supply them (<c>[BinaryArguments]</c>).</param>
internal sealed record NestedCodec(string TypeName, bool IsValueType, ScalarKind? BulkPrimitive = null, int BulkCount = 0, int StructMinSize = 0, bool NotNull = false, bool Chunks = false, int FixedSize = 0, OpenEnd BodyOpenEnd = OpenEnd.None, bool HasParts = false, bool FollowsByteOrder = false, bool LittleEndian = false, EquatableArray<Argument> Arguments = default) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>A class that can be null takes at least its presence byte; one that cannot, or a struct, at least its members.</summary>
    public override int MinSize => IsValueType || NotNull ? (FixedSize > 0 ? FixedSize : StructMinSize) : 1;

    public override OpenEnd OpenEnd => BodyOpenEnd;

    public bool HasPresence => !IsValueType && !NotNull;

    public override bool ContainsNested => true;

    // A value given arguments is written whole: its chunked write has no way to take them.
    public override bool WritesInParts => Chunks && Arguments.Count == 0;

    /// <summary>The bytes one item of a collection takes: the presence byte, if any, and the fixed-size body.</summary>
    public int ItemStride => (HasPresence ? 1 : 0) + FixedSize;
}

/// <summary>
/// A union whose case an earlier member's value chooses (<c>[BinaryTagFrom]</c>): the case's body alone, with no tag of
/// its own; the holder is written from the value's case (<see cref="CaseTagSource"/>).
/// </summary>
/// <param name="TypeName">The union's C# type.</param>
/// <param name="Holder">The wire name of the member that holds the tag.</param>
/// <param name="Cases">The union's class cases, by tag.</param>
/// <param name="DefaultCase">The case read for a tag no case names (its <c>Tag</c> keeps it); empty when such a tag is invalid data.</param>
/// <param name="DefaultCaseDepth">How many classes the default case derives from: a write matches deeper classes first.</param>
/// <param name="BodyOpenEnd">What makes a case's read run to the end of its source, from the cases'.</param>
/// <param name="CaseArguments">The cases (the default among them) that declare <c>[BinaryParameter]</c> members, each with the holders that supply them.</param>
/// <param name="EachItem">The items of a list, each chosen by the item at its index in the holder, an earlier list (SQLite's values by their serial types).</param>
internal sealed record HeldUnionCodec(string TypeName, string Holder, EquatableArray<UnionCase> Cases, string DefaultCase, int DefaultCaseDepth, OpenEnd BodyOpenEnd, EquatableArray<CaseArguments> CaseArguments = default, bool EachItem = false) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    // A case may have no members at all (ICMP's echo without data, an empty record): nothing is known to be there.
    public override int MinSize => 0;

    /// <summary>The cases are named by text (<c>UnionTagWidth.Text</c>): the holder is a string.</summary>
    public bool ByText => Cases.Count > 0 && Cases[0].Text.Length > 0;

    public override OpenEnd OpenEnd => BodyOpenEnd;

    public override bool ContainsNested => true;
}

/// <summary>
/// A hand-written type with its own codec: it implements <c>IBinarySerializable&lt;T&gt;</c> for writing, and reads
/// through its static <c>IBinaryReadable&lt;T&gt;.TryRead</c> or, without one, the deserializer registered for it.
/// A class is preceded by a presence byte, as a generated class is.
/// </summary>
/// <param name="TypeName">The member's C# type.</param>
/// <param name="IsValueType">A struct: no presence byte.</param>
/// <param name="StaticReadable">It implements <c>IBinaryReadable&lt;T&gt;</c>; otherwise reads use the registered deserializer.</param>
/// <param name="NotNull">A class declared non-nullable: no presence byte, and null is a write error.</param>
internal sealed record CustomCodec(string TypeName, bool IsValueType, bool StaticReadable, bool NotNull = false) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    // Its own bytes are unknown here: none for a struct, the presence byte for a class.
    public override int MinSize => HasPresence ? 1 : 0;

    public bool HasPresence => !IsValueType && !NotNull;
}

/// <summary>Facts of the length and count prefixes.</summary>
internal static class LengthPrefixes
{
    /// <summary>The fewest bytes the prefix takes.</summary>
    public static int MinSize(LengthPrefix prefix) => prefix switch
    {
        LengthPrefix.UInt8 or LengthPrefix.VarUInt or LengthPrefix.VarUIntMax4 or LengthPrefix.ZigZag or LengthPrefix.CompactVarUInt or LengthPrefix.MySqlLengthEncoded => 1,
        LengthPrefix.UInt16 or LengthPrefix.Int16 or LengthPrefix.UInt16LittleEndian or LengthPrefix.Int16LittleEndian => 2,
        _ => 4,
    };

    public static bool IsVarInt(LengthPrefix prefix) => prefix is LengthPrefix.VarUInt or LengthPrefix.VarUIntMax4 or LengthPrefix.ZigZag or LengthPrefix.CompactVarUInt;

    /// <summary>The most bytes a varint prefix takes: 5 for a 32-bit length, 4 where the protocol caps it.</summary>
    public static int MaxVarIntBytes(LengthPrefix prefix) => prefix == LengthPrefix.VarUIntMax4 ? 4 : 5;

    /// <summary>Signed prefixes, whose -1 marks null, the compact one, whose 0 does, and MySQL's, whose FB does (read as -1).</summary>
    public static bool HasNullMarker(LengthPrefix prefix)
        => prefix is LengthPrefix.Int32 or LengthPrefix.Int16 or LengthPrefix.ZigZag or LengthPrefix.Int32LittleEndian or LengthPrefix.Int16LittleEndian or LengthPrefix.CompactVarUInt
            or LengthPrefix.MySqlLengthEncoded;

    /// <summary>Prefixes of a variable width whose exports read a helper type or function, not a fixed integer.</summary>
    public static bool IsVariableWidth(LengthPrefix prefix) => IsVarInt(prefix) || prefix == LengthPrefix.MySqlLengthEncoded;
}

/// <summary>
/// A collection whose items are not in a row: item i is read at the offset item i of an array member holds, and
/// written one after another (after the value's other members), that array's offsets filled in as they go.
/// </summary>
/// <param name="HolderIsArray">The offsets are an array (counted by <c>Length</c>), not a list.</param>
internal sealed record PositionedItemsCodec(string TypeName, CollectionKind Kind, Layout Element, PositionedWrapper Position, bool HolderIsArray) : Codec(TypeName)
{
    public override Layout? Contained => Element;

    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => 0;

    public override bool ContainsNested => Element.Codec.ContainsNested;
}


/// <summary>
/// A <c>[BinaryParameter]</c> member: not on the wire, its value supplied by the enclosing value (<see cref="Argument"/>).
/// Later members read it as a length or a union's case; on write, what they need of it is checked against what the
/// enclosing value passes.
/// </summary>
/// <param name="Name">The parameter's wire name: its read takes the argument of that name.</param>
/// <param name="Kind">The integer it is (an enum's underlying integer).</param>
internal sealed record ParameterCodec(string Name, ScalarKind Kind, string TypeName, bool IsEnum) : Codec(TypeName)
{
    public override T Accept<T>(ICodecVisitor<T> visitor) => visitor.Visit(this);

    public override int MinSize => 0;

    // A length, a case, or a nullable member's condition (its presence is the value's, checked against the argument on
    // write); an offset would make the value's size depend on what its enclosing value passes.
    public override Holding? Holds => Holding.Of(Kind, IsEnum, HeldRoles.Length | HeldRoles.Condition);
}

/// <summary>One parameter of a nested value and the enclosing value's holder that supplies it.</summary>
/// <param name="Parameter">The parameter's wire name in the nested type.</param>
/// <param name="Holder">The enclosing type's member: a wire name, or a path into an earlier nested member (<c>Header.ColorType</c>).</param>
/// <param name="HolderIsParameter">The holder is a parameter of the enclosing type itself: on write, its argument is passed on.</param>
/// <param name="ParameterType">The parameter's C# type, which the holder's value is passed as.</param>
/// <param name="IsTag">The default case's <c>Tag</c> parameter of a held union: passed the tag that chose it (its own <c>Tag</c> on write); Holder is empty.</param>
internal sealed record Argument(string Parameter, string ParameterType, string Holder, bool HolderIsParameter, bool IsTag = false);

/// <summary>A union case that declares parameters, and the arguments it takes, in its parameters' order.</summary>
internal sealed record CaseArguments(string TypeName, EquatableArray<Argument> Arguments);
