using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// One layout control: its attribute, what it does to a member's <see cref="Layout"/> (or to the type's members
/// together), the problems it reports, and the controls it cannot be combined with. The codec or wrapper it makes is a
/// record in <c>Model</c>; the C# it emits is in <c>Emitting/Controls</c> under the same file name (docs/design.md,
/// "Adding a control", lists every place a new one touches).
/// </summary>
internal abstract class LayoutControl
{
    /// <summary>
    /// Every control, in the order they apply to a member: each sees the layout every earlier one has made. The one
    /// table of that order (a test checks that it holds every control once).
    /// </summary>
    public static IReadOnlyList<LayoutControl> All { get; } =
    [
        // The codec: prefixes of the natural codec, then the controls that turn it (or its items) into another.
        new Parameter(), // first: a parameter has no bytes for any other control to shape
        new LengthPrefixControl(),
        new ItemLengthPrefix(), // beside the length prefix, before the controls that turn items into other codecs
        new VarInt(),
        new Timestamp(),
        new Bcd(),
        new StringEncodingControl(), // before the fixed length, which carries the encoding into the fixed field
        new FixedLength(),
        new BitField(),
        new ByteOrder(), // after every control that picks the codec: it swaps whatever numbers those leave
        new PresenceByte(),
        new NullTerminated(), // after the encoding, which it keeps, and the presence byte, which may mark null before it
        new Remainder(),
        new Terminated(),
        new Until(), // beside the terminator: the other way a list without a count ends
        new ItemWeight(), // beside them: the count it weighs stays a prefix until the length controls bind it

        // The wrappers around the value, then the type-wide rules.
        new Compressed(), // after the remainder, which it compresses as any byte block; innermost of the wrappers
        new Reserved(),
        new Constant(), // before the type-wide rules; a type's own constant joins its first member's, in front
        new Valid(), // after the controls that pick the codec: it checks the number they leave
        new SizePrefix(), // after every control that picks the codec or a presence byte: the frame goes around them
        new Checksum(), // after the codec and presence byte, like a frame: it covers a present value's bytes
        new Xdr(), // after every member control: XDR accepts or pads what they made
        new PadTo(), // after XDR, whose padding it would double
        new DefinedEnums(),
        new ByteOrderFrom(), // a type's: after the type's constant joins its first member, which it counts to find the holder
        new TagFrom(), // before the length controls, which frame the union body it makes
        new LengthFrom(),
        new LengthOf(), // after the length source, which gives the parts whose sizes this adds
        new PseudoHeader(), // after the tag and length controls, which make the codec whose cases it looks into
        new Arguments(), // after the tag control too: a held union's cases take their arguments there
        new When(),
        new Positioned(), // after the controls that make the member's codec (a bound count among them), which it moves
        new Pointer(), // like a positioned member, around the codec the other controls made
        new Trailing(),
    ];

    /// <summary>The attribute's metadata name (<c>Spanwire.BinaryFixedLengthAttribute</c>), or null for a control set on the type only.</summary>
    public abstract string? AttributeName { get; }

    /// <summary>The attribute as users write it, for messages: <c>BinaryFixedLength</c>.</summary>
    public virtual string DisplayName => AttributeName is { } name
        ? name.Substring("Spanwire.".Length, name.Length - "Spanwire.".Length - "Attribute".Length)
        : GetType().Name;

    /// <summary>Controls that cannot share a member with this one; checked both ways.</summary>
    public virtual IReadOnlyCollection<Type> ConflictsWith => [];

    /// <summary>The control is set for <paramref name="member"/>: its attribute is on it, or (a type-wide option) on its type.</summary>
    public virtual bool IsSetOn(TypeParser parser, ISymbol member) => AttributeName is not null && parser.HasControl(member, this);

    /// <summary>Transforms one member's layout; returns null after reporting when the control does not fit.</summary>
    public virtual Layout? Apply(MemberContext member) => member.Layout;

    /// <summary>Works across members (bindings, conditions, bit groups) once every member has its layout; false after reporting.</summary>
    public virtual bool ApplyToType(TypeContext type) => true;

    /// <summary>The type a member holds: itself, or the items of an array, a list or a nullable.</summary>
    protected static INamedTypeSymbol? HeldType(ITypeSymbol type) => type switch
    {
        IArrayTypeSymbol array => HeldType(array.ElementType),
        INamedTypeSymbol { IsGenericType: true, TypeArguments.Length: 1 } generic => HeldType(generic.TypeArguments[0]),
        INamedTypeSymbol named => named,
        _ => null,
    };

    /// <summary>
    /// Applies a per-item control to a collection's items (a list of varints, of C strings): the new item layout, or
    /// null when the layout is not a collection or <paramref name="item"/> refuses its items.
    /// </summary>
    protected static Layout? ForItems(Layout layout, System.Func<Codec, Codec?> item)
        => layout.Codec is CollectionCodec { Element: { Wrappers.Count: 0 } element } collection && item(element.Codec) is { } changed
            ? layout.With(collection with { Element = element.With(changed) })
            : null;

    /// <summary>
    /// The one conflict table: each pair of controls present on a member that either side declares incompatible.
    /// Returns the first such pair, which is reported instead of any single control's complaint.
    /// </summary>
    public static (LayoutControl First, LayoutControl Second)? FindConflict(IReadOnlyList<LayoutControl> present)
    {
        for (int i = 0; i < present.Count; i++)
        {
            for (int j = i + 1; j < present.Count; j++)
            {
                if (present[i].ConflictsWith.Contains(present[j].GetType()) || present[j].ConflictsWith.Contains(present[i].GetType()))
                {
                    return (present[i], present[j]);
                }
            }
        }

        return null;
    }
}

/// <summary>What a control sees of one member while its layout is built.</summary>
internal sealed class MemberContext(TypeParser parser, INamedTypeSymbol type, ISymbol symbol, ITypeSymbol memberType, Layout layout, bool littleEndianTwin)
{
    public INamedTypeSymbol Type { get; } = type;

    public ISymbol Symbol { get; } = symbol;

    public ITypeSymbol MemberType { get; } = memberType;

    /// <summary>The layout so far.</summary>
    public Layout Layout { get; set; } = layout;

    /// <summary>The member is parsed for the little-endian twin of a type whose byte order is chosen at read time.</summary>
    public bool LittleEndianTwin { get; } = littleEndianTwin;

    public KnownTypeSymbols Known => parser.Known;

    /// <summary>The control's attribute on this member (or on the positional record parameter that declares it).</summary>
    public AttributeData? Attribute(LayoutControl control) => parser.ControlAttribute(Type, Symbol, control);

    /// <summary>Every one of the control's attributes on this member, for a control that may be given several times.</summary>
    public IEnumerable<AttributeData> Attributes(LayoutControl control) => parser.ControlAttributes(Symbol, control);

    /// <summary>The control's attribute on the type itself.</summary>
    public AttributeData? TypeAttribute(LayoutControl control) => parser.TypeControlAttribute(Type, control);

    /// <summary>The <c>[BinarySerializable]</c> attribute's named option.</summary>
    public object? SerializableOption(string name) => parser.SerializableOption(Type, name);

    /// <summary>Reports SPW0011 for this member and returns null, so a control can <c>return member.Misplaced(...)</c>.</summary>
    public Layout? Misplaced(LayoutControl control, string appliesTo)
    {
        parser.ReportMisplaced(control.DisplayName, Symbol, Symbol.Name, MemberType.ToDisplayString(), appliesTo);
        return null;
    }
}

/// <summary>What a control sees of all the members of a type, for rules that link members together.</summary>
internal sealed class TypeContext(TypeParser parser, INamedTypeSymbol type, List<MemberModel> members, List<ISymbol> symbols, IReadOnlyList<ISymbol> allMembers, ISet<string> failed)
{
    public INamedTypeSymbol Type { get; } = type;

    /// <summary>For a case of a union whose tag is a few bits: those bits and the case's tag.</summary>
    public (int Bits, long Tag)? UnionTagBits() => parser.UnionTagBitsOf(Type);

    /// <summary>The members in wire order; controls replace entries to record what they link.</summary>
    public List<MemberModel> Members { get; } = members;

    public AttributeData? Attribute(LayoutControl control, int index) => parser.ControlAttribute(Type, symbols[index], control);

    public int IndexOf(string wireName) => Members.FindIndex(member => member.WireName == wireName);

    /// <summary>
    /// The index of the member an attribute's first argument names (-1 when none has that name), or null when that
    /// member failed on its own and was reported: a rule that links to it stays quiet.
    /// </summary>
    public int? LinkedMember(AttributeData attribute)
    {
        string? name = Parsing.AttributeArguments.String(attribute);
        return name is null ? -1 : Failed(name) ? null : IndexOf(name);
    }

    /// <summary>
    /// The earlier member an attribute names, for a rule that reads a holder (a length, a tag): null once SPW0011 says
    /// that no member has that name or that it comes later, or quietly when the holder failed on its own.
    /// </summary>
    public int? EarlierHolder(LayoutControl control, int index, AttributeData attribute, string appliesTo)
    {
        if (LinkedMember(attribute) is not int holder)
        {
            return null;
        }

        if (holder >= 0 && holder < index)
        {
            return holder;
        }

        Misplaced(control, index, appliesTo + "; " + (holder < 0 ? "no member has that name" : "the member named comes later"));
        return null;
    }

    /// <summary>The member of that name failed on its own (and was reported): rules that link to it stay quiet.</summary>
    public bool Failed(string wireName) => failed.Contains(wireName);

    /// <summary>The member declared just before or after the one at <paramref name="index"/> failed: a run it would have joined cannot be judged.</summary>
    public bool NextToFailure(int index)
    {
        int position = IndexOfSymbol(symbols[index]);
        return (position > 0 && failed.Contains(allMembers[position - 1].Name))
            || (position < allMembers.Count - 1 && failed.Contains(allMembers[position + 1].Name));
    }

    private int IndexOfSymbol(ISymbol symbol)
    {
        for (int i = 0; i < allMembers.Count; i++)
        {
            if (SymbolEqualityComparer.Default.Equals(allMembers[i], symbol))
            {
                return i;
            }
        }

        return -1;
    }

    public KnownTypeSymbols Known => parser.Known;

    /// <summary>The control's attribute on a member of another type (a nested value's, a union case's).</summary>
    public AttributeData? AttributeOn(INamedTypeSymbol other, ISymbol member, LayoutControl control) => parser.ControlAttribute(other, member, control);

    /// <summary>The control's attribute on the type itself.</summary>
    public AttributeData? TypeAttribute(LayoutControl control) => parser.TypeControlAttribute(Type, control);

    /// <summary>A named argument of the type's <c>[BinarySerializable]</c> (its <c>Layout</c>, say), or null.</summary>
    public object? SerializableOption(string name) => parser.SerializableOption(Type, name);

    /// <summary>Reports SPW0011 for a control on the type itself; returns false.</summary>
    public bool MisplacedOnType(LayoutControl control, string appliesTo)
    {
        parser.ReportMisplacedOnType(control.DisplayName, Type, appliesTo);
        return false;
    }

    /// <summary>Reports SPW0011 for the member at <paramref name="index"/>; returns false.</summary>
    public bool Misplaced(LayoutControl control, int index, string appliesTo)
    {
        parser.ReportMisplaced(control.DisplayName, symbols[index], Members[index].WireName, TypeDisplay(index), appliesTo);
        return false;
    }

    private string TypeDisplay(int index) => MemberType(index)?.ToDisplayString() ?? Members[index].Layout.Codec.TypeName;

    /// <summary>The member's C# type (a positional record's parameter included).</summary>
    public ITypeSymbol? MemberType(int index) => symbols[index] switch
    {
        IFieldSymbol field => field.Type,
        IPropertySymbol property => property.Type,
        IParameterSymbol parameter => parameter.Type,
        _ => null,
    };

    /// <summary>The types a union's <c>[BinaryUnionCase]</c> attributes name, in declaration order.</summary>
    public IEnumerable<INamedTypeSymbol> CaseTypes(INamedTypeSymbol union) => union.GetAttributes()
        .Where(attribute => KnownTypeSymbols.Is(attribute.AttributeClass, Known.BinaryUnionCase) && attribute.ConstructorArguments.Length == 2)
        .Select(attribute => attribute.ConstructorArguments[1].Value).OfType<INamedTypeSymbol>();

    /// <summary>The union the member at <paramref name="index"/> holds, and its cases' open end; null for any other type.</summary>
    public (UnionModel Union, OpenEnd OpenEnd)? UnionOf(int index) => MemberType(index) is { } memberType ? parser.UnionOf(memberType) : null;

    /// <summary>The union <paramref name="type"/> is, and its cases' open end; null for any other type.</summary>
    public (UnionModel Union, OpenEnd OpenEnd)? UnionOf(ITypeSymbol type) => parser.UnionOf(type);

    /// <summary>The member is declared to hold null: a <c>T?</c> of a value type, or a reference type annotated <c>?</c>.</summary>
    public bool DeclaredNullable(int index) => MemberType(index) is { } type
        && (type.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T || (type.IsReferenceType && type.NullableAnnotation == NullableAnnotation.Annotated));
}
