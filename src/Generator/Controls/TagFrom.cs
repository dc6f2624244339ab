using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryTagFrom]</c>: a union member's case is chosen by an earlier integer or enum member (IPv4's protocol, a DNS
/// record's type), or a string member for cases named by text (SSH's key names), instead of a tag before its body. On
/// write that member is filled in from the value's case.
/// </summary>
internal sealed class TagFrom : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTagFromAttribute";

    // The holder is written from the case, so the union is always there: not conditional, not an optional tail.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(When), typeof(Trailing)];

    private const string AppliesTo = "non-nullable members of a [BinaryUnion] type whose cases are classes, with no TagBits, no DefaultReadsTag and no [BinarySizePrefix] of the union's own (put one on this member), whose case an earlier, otherwise unused integer or enum member holds";

    /// <summary>A union whose cases are named by text has no tag of its own, so a member holding one without this control could not be read.</summary>
    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not null || HeldType(member.MemberType) is not { } held
            || member.Known.Attribute(held, member.Known.BinaryUnion) is not { } union || AttributeArguments.Enum<UnionTagWidth>(union) != UnionTagWidth.Text)
        {
            return member.Layout;
        }

        return member.Misplaced(this, $"{AppliesTo}; '{held.Name}' has cases named by text and no tag of its own, so a member holding it needs [BinaryTagFrom] naming the earlier string that holds its case");
    }


    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            if (type.EarlierHolder(this, i, attribute, AppliesTo) is not int holder)
            {
                valid = false;
                continue;
            }

            MemberModel holding = type.Members[holder];
            if (type.Members[i].Layout.Codec is CollectionCodec)
            {
                valid &= ApplyToItems(type, i, holder);
                continue;
            }

            if (type.Members[i].Layout.Codec is not NestedCodec { NotNull: true } || type.UnionOf(i) is not var (union, openEnd)
                || union.TagBits > 0 || union.Frame is not null || union.DefaultReadsTag || union.Cases.Any(c => c.IsValueType))
            {
                valid = type.Misplaced(this, i, AppliesTo);
                continue;
            }

            (long Min, long Max)? range = union.Tag == UnionTagWidth.Text ? TextHolder(type, i, holding) : IntegerHolder(type, i, holding, union);
            if (range is not var (min, max))
            {
                valid = false;
                continue;
            }

            var codec = new HeldUnionCodec(type.Members[i].Layout.Codec.TypeName, holding.WireName, union.Cases, union.DefaultCase, union.DefaultCaseDepth, openEnd);
            type.Members[i] = type.Members[i] with { Layout = type.Members[i].Layout.With(codec) };
            type.Members[holder] = holding with { Source = new CaseTagSource(type.Members[i].WireName, codec, min, max) };
        }

        return valid;
    }

    private const string ItemsApplyTo = "arrays and lists of a [BinaryUnion] type whose cases are classes (no TagBits, DefaultReadsTag or [BinarySizePrefix]), with no count of their own, whose items' cases are the items of an earlier array or list of integers bound by [BinaryLengthFrom] (SQLite's values by their serial types)";

    /// <summary>
    /// A list of unions whose item i is chosen by item i of an earlier list (Kaitai's <c>type: switch-on: tags[_index]</c>):
    /// as many items as that list holds, which the write fills from the items' cases.
    /// </summary>
    private bool ApplyToItems(TypeContext type, int index, int holder)
    {
        MemberModel holding = type.Members[holder];
        var items = (CollectionCodec)type.Members[index].Layout.Codec;
        if (items.Kind is not (CollectionKind.Array or CollectionKind.List) || items.Count is not PrefixedCount || type.Members[index].Layout.Wrappers.Count > 0
            || type.MemberType(index) is not { } memberType || HeldType(memberType) is not { } element || type.UnionOf(element) is not var (union, openEnd)
            || union.TagBits > 0 || union.Frame is not null || union.DefaultReadsTag || union.Tag == UnionTagWidth.Text || union.Cases.Any(c => c.IsValueType)
            || items.Element.Wrappers.Count > 0
            || type.Attribute(All.OfType<LengthPrefixControl>().Single(), index) is not null || type.Attribute(All.OfType<LengthFrom>().Single(), index) is not null)
        {
            return type.Misplaced(this, index, ItemsApplyTo);
        }

        // The holder list's length is filled from the items' count, so it must be bound, not prefixed by a count of its own.
        if (holding.Source is not null || holding.Layout is not { Wrappers.Count: 0, Codec: CollectionCodec { Kind: CollectionKind.Array or CollectionKind.List } tags }
            || tags.Element is not { Wrappers.Count: 0 } tag || tag.Codec.Holds is not { } held || !held.Can(HeldRoles.Tag)
            || type.Attribute(All.OfType<LengthFrom>().Single(), holder) is null)
        {
            return type.Misplaced(this, index, ItemsApplyTo + $"; '{holding.WireName}' is not such a list");
        }

        (long min, long max) = TagRange(tag.Codec, held.Kind);
        if (union.Cases.FirstOrDefault(c => c.Tag < min || c.Tag > max) is { } wide)
        {
            return type.Misplaced(this, index, $"unions whose tags fit the items of '{holding.WireName}' ({CSharpNames.Invariant(min)} to {CSharpNames.Invariant(max)}); case {CSharpNames.Invariant(wide.Tag)} ({wide.DisplayName}) does not");
        }

        var codec = new HeldUnionCodec(items.Element.Codec.TypeName, holding.WireName, union.Cases, union.DefaultCase, union.DefaultCaseDepth, openEnd, EachItem: true);
        type.Members[index] = type.Members[index] with { Layout = type.Members[index].Layout.With(items with { Element = items.Element.With(codec), Count = new HolderItemsCount(holding.WireName, tags.Kind) }) };
        type.Members[holder] = holding with { Source = new CaseTagSource(type.Members[index].WireName, codec, min, max, EachItem: true) };
        return true;
    }

    /// <summary>Cases named by text: the holder is a string, compared whole, which the write fills with the case's name (no range).</summary>
    private (long Min, long Max)? TextHolder(TypeContext type, int index, MemberModel holding)
    {
        if (holding.Source is not null || holding.Layout.Wrappers.Count > 0 || holding.Layout.Codec.TypeName.TrimEnd('?') != "string")
        {
            type.Misplaced(this, index, AppliesTo + $"; a union whose cases are named by text is chosen by an earlier string member, and '{holding.WireName}' is not one");
            return null;
        }

        return (0, 0);
    }

    /// <summary>Numbered cases: an integer or enum holder able to store every case's tag; its range, which the write checks.</summary>
    private (long Min, long Max)? IntegerHolder(TypeContext type, int index, MemberModel holding, UnionModel union)
    {
        if (holding.Source is not null || holding.Layout.Wrappers.Count > 0 || holding.Layout.Codec.Holds is not { } held || !held.Can(HeldRoles.Tag))
        {
            type.Misplaced(this, index, AppliesTo + $"; '{holding.WireName}' is not such a member");
            return null;
        }

        (long min, long max) = TagRange(holding.Layout.Codec, held.Kind);
        if (union.Cases.FirstOrDefault(c => c.Tag < min || c.Tag > max) is { } wide)
        {
            type.Misplaced(this, index, $"unions whose tags fit '{holding.WireName}' ({CSharpNames.Invariant(min)} to {CSharpNames.Invariant(max)}); case {CSharpNames.Invariant(wide.Tag)} ({wide.DisplayName}) does not");
            return null;
        }

        return (min, max);
    }

    /// <summary>The tags a holder can store: its bits for a bit field, its C# integer's range otherwise.</summary>
    private static (long Min, long Max) TagRange(Codec holder, ScalarKind kind) => holder is BitFieldCodec { Bits: < 63 } bits
        ? (0, (1L << bits.Bits) - 1)
        : IntegerRange(kind);

    /// <summary>A C# integer's values (an unsigned 64-bit one's up to <see cref="long.MaxValue"/>, as a length or tag holds them).</summary>
    internal static (long Min, long Max) IntegerRange(ScalarKind kind) => kind switch
    {
        ScalarKind.Byte => (byte.MinValue, byte.MaxValue),
        ScalarKind.SByte => (sbyte.MinValue, sbyte.MaxValue),
        ScalarKind.Int16 => (short.MinValue, short.MaxValue),
        ScalarKind.UInt16 => (ushort.MinValue, ushort.MaxValue),
        ScalarKind.Int32 => (int.MinValue, int.MaxValue),
        ScalarKind.UInt32 => (uint.MinValue, uint.MaxValue),
        ScalarKind.UInt64 => (0, long.MaxValue),
        _ => (long.MinValue, long.MaxValue),
    };
}
