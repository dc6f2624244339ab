using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryLengthPrefix]</c>: the width and form of a string's, byte block's or collection's length or count prefix.</summary>
internal sealed class LengthPrefixControl : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryLengthPrefixAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (AttributeArguments.Enum<LengthPrefix>(attribute) is not { } prefix)
        {
            return member.Misplaced(this, "strings, byte arrays, Memory<byte> and collections, with a defined LengthPrefix");
        }

        return member.Layout.Codec switch
        {
            StringCodec text => member.Layout.With(text with { Prefix = prefix }),
            BytesCodec bytes => member.Layout.With(bytes with { Prefix = prefix }),
            CollectionCodec collection => member.Layout.With(collection with { Count = new PrefixedCount(prefix) }),
            _ => member.Misplaced(this, "strings, byte arrays, Memory<byte> and collections"),
        };
    }
}
