using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryPointer(holder)]</c>: the member's value lies at the offset an earlier plain integer holds, in
/// bytes other parts also use (DNS name compression). Read there and back in the sequence's order; never written, and
/// the holder is written as given, so what was read writes back as it came.
/// </summary>
internal sealed class Pointer : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryPointerAttribute";

    /// <summary>
    /// Besides placement, the controls that put bytes around a value or check it on write: the pointed bytes are read as
    /// the member's type reads them and never written, so such bytes and checks belong to the pointed type's members.
    /// </summary>
    public override IReadOnlyCollection<System.Type> ConflictsWith =>
        [typeof(Positioned), typeof(Trailing), typeof(Remainder), typeof(LengthOf), typeof(Reserved), typeof(Constant), typeof(SizePrefix),
         typeof(Checksum), typeof(PadTo), typeof(Compressed), typeof(Valid), typeof(PresenceByte)];

    private const string AppliesTo = "members whose value lies at the offset an earlier plain integer member holds (one no other member fills in), and whose own bytes end by themselves";

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

            MemberModel member = type.Members[i];
            if (type.Members[holder] is not { Source: null, Layout: { Wrappers.Count: 0, Codec.Holds: { } held } } || !held.Can(HeldRoles.Length)
                || member.Layout.Codec.OpenEnd != OpenEnd.None)
            {
                valid = type.Misplaced(this, i, AppliesTo);
                continue;
            }

            type.Members[i] = member with { Layout = member.Layout.Wrap(new PointerWrapper(type.Members[holder].WireName)) };
        }

        return valid;
    }
}
