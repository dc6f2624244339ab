using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryNullTerminated]</c>: a C string, its bytes in the member's encoding and then a NUL terminator.</summary>
internal sealed class NullTerminated : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryNullTerminatedAttribute";

    // The terminator replaces every other way of finding the string's end (on a collection, a count prefix is the list's own).
    // With [BinaryLengthFrom], the holder's length takes the text and its NUL (cpio's path).
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength), typeof(ItemLengthPrefix)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        // A string's prefix is refused by its attribute, not by the codec's prefix: a little-endian type swaps every prefix.
        if (member.Layout.Codec is StringCodec && member.Attribute(All.OfType<LengthPrefixControl>().Single()) is not null)
        {
            return member.Misplaced(this, "strings without [BinaryLengthPrefix]: the terminator replaces the prefix");
        }

        return member.Layout.Codec is StringCodec text ? member.Layout.With(new NullTerminatedCodec(text.TypeName, text.Encoding, text.Replace))
            : ForItems(member.Layout, item => item is StringCodec itemText ? new NullTerminatedCodec(itemText.TypeName, itemText.Encoding, itemText.Replace) : null)
            ?? member.Misplaced(this, "strings and collections of strings");
    }
}
