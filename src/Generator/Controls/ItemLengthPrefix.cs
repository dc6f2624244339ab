using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryItemLengthPrefix]</c>: the length or count prefix of each item of a collection.</summary>
internal sealed class ItemLengthPrefix : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryItemLengthPrefixAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        return AttributeArguments.Enum<LengthPrefix>(attribute) is { } prefix
            && ForItems(member.Layout, item => item switch
            {
                StringCodec text => text with { Prefix = prefix },
                BytesCodec bytes => bytes with { Prefix = prefix },
                CollectionCodec inner => inner with { Count = new PrefixedCount(prefix) },
                _ => null,
            }) is { } layout
            ? layout
            : member.Misplaced(this, "collections of strings, byte arrays or collections, with a defined LengthPrefix");
    }
}
