using System.Linq;

namespace Spanwire.Generator.Model;

/// <summary>Everything the emitter needs for one <c>[BinarySerializable]</c> type; no symbols, syntax or locations.</summary>
/// <param name="Namespace">The namespace, or empty for the global namespace.</param>
/// <param name="ContainingTypes">Declarations of enclosing types, outermost first (for example <c>partial class Outer</c>).</param>
/// <param name="Declaration">The partial declaration keywords and name (for example <c>partial record struct Point</c>).</param>
/// <param name="FullyQualifiedName">The type as <c>global::</c>-qualified C#.</param>
/// <param name="DisplayName">The type as messages name it (containing types included, no namespace).</param>
/// <param name="IsValueType">A struct.</param>
/// <param name="IsModuleAccessible">The type and every containing type are at least internal, so a module initializer can register it.</param>
/// <param name="Members">Serialized members in wire order.</param>
/// <param name="ConstructorArguments">
/// Members passed to the chosen constructor, in parameter order (empty for an ignored member, which gets <c>default</c>).
/// </param>
/// <param name="InitializedMembers">Members assigned in an object initializer after the constructor.</param>
/// <param name="HintName">The generated file's name.</param>
/// <param name="HidesBase">Its base is a generated type (a union, or a serializable class), so generated members are declared <c>new</c>.</param>
/// <param name="CanNestItself">It can contain itself through its members, so its size and write count nesting levels.</param>
/// <param name="HidesFixedSize">The base is generated with a <c>FixedSize</c> constant, which this type's hides.</param>
/// <param name="Union">Unions: the tag and the cases; null otherwise.</param>
/// <param name="ByteOrderFrom">The byte order is chosen at read time (<c>[BinaryByteOrderFrom]</c>); null for a fixed order.</param>
/// <param name="IsStub">
/// The type cannot be generated (a Spanwire diagnostic says why): only the interfaces are implemented, explicitly and
/// throwing, so that call sites do not add a compiler error of their own to the one that explains the cause.
/// </param>
internal sealed record TypeModel(
    string Namespace,
    EquatableArray<string> ContainingTypes,
    string Declaration,
    string FullyQualifiedName,
    string DisplayName,
    bool IsValueType,
    bool IsModuleAccessible,
    EquatableArray<MemberModel> Members,
    EquatableArray<string> ConstructorArguments,
    EquatableArray<string> InitializedMembers,
    string HintName,
    bool HidesBase = false,
    bool CanNestItself = false,
    bool HidesFixedSize = false,
    UnionModel? Union = null,
    bool IsStub = false,
    ByteOrderChoice? ByteOrderFrom = null)
{
    /// <summary>The members cut into fixed runs, bit-field groups and single members (<see cref="LayoutPlanner"/>).</summary>
    public EquatableArray<Segment> Segments => LayoutPlanner.Plan(Members);

    /// <summary>
    /// Every member is in a fixed run or a bit-field group, so every value takes <see cref="FixedSize"/> bytes. Constant
    /// bytes before a bit field keep a type out: a wrong signature fails on its own bytes, before the rest arrives.
    /// </summary>
    public bool IsFixedSize => ByteOrderFrom is null && ChecksumWithin is null && Members.All(member => LayoutPlanner.KindOf(member.Layout) != SegmentKind.Member && !member.Layout.Has(WrapperKind.Constant));

    /// <summary>The member holding a checksum inside the bytes it covers (one a type), or null: its write is patched once they are written.</summary>
    public MemberModel? ChecksumWithin => Members.FirstOrDefault(member => member.Source is ChecksumWithinSource);

    /// <summary>The <c>[BinaryParameter]</c> members, in order: the values an enclosing value passes to its reads and writes.</summary>
    public EquatableArray<MemberModel> Parameters => Members.Where(member => member.Layout.Codec is ParameterCodec).ToEquatableArray();

    /// <summary>Some members are positioned (<c>[BinaryAt]</c>): read out of the sequence, written after it.</summary>
    public bool HasParts => Members.Any(member => member.Layout.Has(WrapperKind.Positioned));

    /// <summary>The bytes of the fixed runs, plus the bit-field containers (whole bytes by rule) when the layout is fixed-size.</summary>
    public int FixedSize
    {
        get
        {
            bool whole = IsFixedSize;
            return Segments.Sum(segment => whole || segment.Kind == SegmentKind.FixedRun ? segment.FixedSize : 0);
        }
    }
}

/// <summary>A tagged union: an abstract base written as a tag, then the case's body (in a frame, for a tagged frame).</summary>
/// <param name="Tag">The tag's width.</param>
/// <param name="Cases">The cases, by tag.</param>
/// <param name="Frame">A size frame around each case's body, after the tag; null for none.</param>
/// <param name="DefaultCase">The case read for an unknown tag (its <c>Tag</c> member holds it), fully qualified; empty for none.</param>
/// <param name="DefaultCaseDepth">How many classes the default case derives from (see <see cref="UnionCase.Depth"/>).</param>
/// <param name="TagBits">A tag in the top bits of its byte, beside the case's leading bit fields (0: the whole width).</param>
/// <param name="BoxesStructCases">
/// Struct cases read through the object API come back in the generated <c>Boxed&lt;TCase&gt;</c> class, which derives
/// from the union: the union declares no abstract member and no constructor with parameters, nor a member named
/// <c>Boxed</c>. Otherwise a struct case's tag is read by <c>TryDispatch</c> only.
/// </param>
/// <param name="LittleEndianTag">A 2- or 4-byte tag least significant byte first: the union is marked little-endian (ZIP's extra field ids).</param>
/// <param name="DefaultReadsTag">The default case begins at the tag byte, which is its data (a MySQL row's first column): read and written by the case.</param>
/// <param name="DefaultTakesTag">The default case's only parameter is its <c>Tag</c>: the union's own read passes it the tag read.</param>
internal sealed record UnionModel(UnionTagWidth Tag, EquatableArray<UnionCase> Cases, FrameWrapper? Frame = null, string DefaultCase = "", int DefaultCaseDepth = 0, int TagBits = 0, bool BoxesStructCases = false, bool LittleEndianTag = false, bool DefaultReadsTag = false, bool DefaultTakesTag = false)
{
    /// <summary>The cases' tags are a prefix code of different widths in one byte (msgpack's): some case sets its own <see cref="UnionCase.TagBits"/>.</summary>
    public bool IsPrefixCode => Cases.Any(c => c.TagBits > 0);

    /// <summary>The tag byte is looked at, not taken: a prefix code's cases and a default case that begins at it read it again.</summary>
    public bool PeeksTag => IsPrefixCode || DefaultReadsTag;

    /// <summary>How many top bits of the tag byte a case's tag takes: 8 when the case follows a whole tag byte.</summary>
    public int BitsOf(UnionCase unionCase) => unionCase.TagBits > 0 ? unionCase.TagBits : TagBits > 0 ? TagBits : 8;

    /// <summary>A case whose tag is a few bits writes and reads it itself, beside its leading bit fields.</summary>
    public bool CaseCarriesTag(UnionCase unionCase) => Tag == UnionTagWidth.UInt8 && BitsOf(unionCase) < 8;

    /// <summary>The tag bytes that select a case: its tag in the top bits, any value below.</summary>
    public (int First, int Last) ByteRange(UnionCase unionCase)
    {
        int free = 8 - BitsOf(unionCase);
        return ((int)(unionCase.Tag << free), (int)(((unionCase.Tag + 1) << free) - 1));
    }
}

/// <summary>One case of a tagged union: the tag value and the case type.</summary>
/// <param name="Tag">The tag written before the case's body.</param>
/// <param name="TypeName">The case type, fully qualified.</param>
/// <param name="DisplayName">The case type as messages name it.</param>
/// <param name="Depth">How many classes the case derives from: a write matches the cases by type, most derived first.</param>
/// <param name="Text">The case's name, for a union whose cases are named by text (<c>UnionTagWidth.Text</c>); empty otherwise.</param>
/// <param name="TagBits">The case's own tag width in a prefix-code union (<see cref="UnionModel.IsPrefixCode"/>); 0: the union's.</param>
/// <param name="BelowLength">The tag chooses the case only in a union of fewer bytes than this (from the tag to the frame's end); 0: any.</param>
/// <param name="FixedSize">Bytes every value of the case takes, when that is a constant and no type derives from it; 0 otherwise.</param>
internal sealed record UnionCase(long Tag, string TypeName, string DisplayName, bool IsValueType = false, int Depth = 0, string Text = "", int TagBits = 0, int BelowLength = 0, int FixedSize = 0, bool InThisCompilation = false);

/// <summary>
/// A type whose byte order is chosen when it is read (<c>[BinaryByteOrderFrom]</c>): <see cref="TypeModel.Members"/> are
/// its big-endian layout, <paramref name="LittleEndianMembers"/> the same members parsed little-endian. Such a type is
/// never fixed-size, so it has one read and one write per order.
/// </summary>
/// <param name="Holder">The wire name of the member whose value chooses; empty when the enclosing value's order is followed.</param>
/// <param name="HolderOffset">Where the holder's bytes start in the value: every member before it has a fixed width.</param>
/// <param name="LittleEndian">The holder's values that mean little-endian.</param>
/// <param name="BigEndian">The holder's values that mean big-endian.</param>
internal sealed record ByteOrderChoice(string Holder, int HolderOffset, EquatableArray<long> LittleEndian, EquatableArray<long> BigEndian, EquatableArray<MemberModel> LittleEndianMembers)
{
    public bool FollowsEnclosing => Holder.Length == 0;
}
