using System.Collections.Generic;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryAt(holder, Origin = ...)]</c>: a member out of the sequence, at the offset an earlier plain integer holds
/// (a header's pointer to a table). Reads jump there and come back; the bytes each value and part takes are claimed in
/// the read state, so overlapping or cyclic offsets are refused. Writes put the positioned members after the others,
/// in declaration order (so they are declared last), and fill their offsets into the holders, which were written as 0.
/// A type with such members is read at the top level or through another positioned member: inline or as an item, its
/// parts would be read out of the sequence but written into it.
/// </summary>
internal sealed class Positioned : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryAtAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(Trailing), typeof(Remainder)];

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        int firstPart = -1;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                valid &= firstPart < 0 || type.Misplaced(this, firstPart, "members declared after every member in the sequence: positioned members are written after the others, in declaration order");
                valid &= !HoldsPartsInline(type.Members[i].Layout.Codec) || type.Misplaced(this, i,
                    "types read at the top level or through a [BinaryAt] member: a type with positioned members cannot be nested in a sequence or be a collection's item");
                continue;
            }

            if (type.LinkedMember(attribute) is not { } holder)
            {
                valid = false;
                continue;
            }

            MemberModel member = type.Members[i];
            MemberModel? holding = holder >= 0 && holder < i && type.Members[holder] is { Source: null, Layout.Wrappers.Count: 0 } free ? free : null;
            (Codec Codec, bool Each)? offsets = holding?.Layout.Codec switch
            {
                { } single when HoldsOffset(single) => (single, false),
                CollectionCodec { Kind: not CollectionKind.ImmutableArray, Count: BoundCount or FixedCount, Element: { Wrappers.Count: 0, Codec: var item } }
                    when HoldsOffset(item) && member.Layout.Codec is CollectionCodec { Kind: not CollectionKind.ImmutableArray, Element.Wrappers.Count: 0 } => (item, true),
                _ => null,
            };
            long max = offsets?.Codec.Holds?.Largest ?? 0;
            if (offsets is null || max <= 0 || member.Layout.Codec.OpenEnd != OpenEnd.None || (!offsets.Value.Each && HoldsPartsInline(member.Layout.Codec) && member.Layout.Codec is not NestedCodec))
            {
                valid = type.Misplaced(this, i, "members placed at the offset an earlier plain integer member holds (one that holds nothing else), or collections whose items are placed at the offsets an earlier array of integers with a bound or fixed count holds; their own bytes end by themselves, and a list at one offset has items without positioned members");
                continue;
            }

            firstPart = firstPart < 0 ? i : firstPart;
            var origin = AttributeArguments.Named(attribute, "Origin") is int value ? (OffsetOrigin)value : OffsetOrigin.Source;
            (Codec holderCodec, bool each) = offsets.Value;
            var position = new PositionedWrapper(holding!.WireName, holderCodec, origin, max, ClaimsItself(member.Layout.Codec), each);
            Layout layout = each && member.Layout.Codec is CollectionCodec collection
                ? member.Layout.With(new PositionedItemsCodec(collection.TypeName, collection.Kind, collection.Element, position, holding.Layout.Codec is CollectionCodec { Kind: CollectionKind.Array }))
                : member.Layout;
            type.Members[i] = member with { Layout = layout.Wrap(position) };
            type.Members[holder] = holding with { Source = new OffsetSource(member.WireName, each) };
        }

        return valid;
    }

    /// <summary>An offset is filled in after its member is placed: its holder is a fixed-width integer, written at a place.</summary>
    private static bool HoldsOffset(Codec codec) => codec.FixedWidth > 0 && codec.Holds is { } held && held.Can(HeldRoles.Offset);

    /// <summary>The member's type (or a positioned list's item type) has positioned members, so it claims its bytes itself.</summary>
    private static bool ClaimsItself(Codec codec) => codec is NestedCodec { HasParts: true } or CollectionCodec { Element.Codec: NestedCodec { HasParts: true } };

    private static bool HoldsPartsInline(Codec codec) => codec switch
    {
        NestedCodec nested => nested.HasParts,
        CollectionCodec collection => HoldsPartsInline(collection.Element.Codec),
        NullableCodec nullable => HoldsPartsInline(nullable.Element.Codec),
        _ => false,
    };
}
