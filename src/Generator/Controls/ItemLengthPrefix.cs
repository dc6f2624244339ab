using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryItemLengthPrefix]</c>: the length or count prefix of each item of a collection; with <c>Table = true</c>,
/// the byte arrays' prefixes gathered in one table before their bytes (Ogg's segment table).
/// </summary>
internal sealed class ItemLengthPrefix : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryItemLengthPrefixAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        LengthPrefix? prefix = AttributeArguments.Enum<LengthPrefix>(attribute);
        if (AttributeArguments.Named(attribute, "Table") is true)
        {
            return prefix is { } tablePrefix
                && member.Layout.Codec is CollectionCodec { Kind: CollectionKind.Array or CollectionKind.List or CollectionKind.ReadOnlyList, Element: { Wrappers.Count: 0, Codec: BytesCodec { Kind: BytesKind.Array } } element } collection
                ? member.Layout.With(new TabledBytesCodec(collection.Kind, collection.TypeName, element, tablePrefix, collection.Count))
                : member.Misplaced(this, "with Table, arrays and lists of byte arrays, with a defined LengthPrefix");
        }

        return prefix is { } itemPrefix
            && ForItems(member.Layout, item => item switch
            {
                StringCodec text => text with { Prefix = itemPrefix },
                BytesCodec bytes => bytes with { Prefix = itemPrefix },
                CollectionCodec inner => inner with { Count = new PrefixedCount(itemPrefix) },
                _ => null,
            }) is { } layout
            ? layout
            : member.Misplaced(this, "collections of strings, byte arrays or collections, with a defined LengthPrefix");
    }
}
