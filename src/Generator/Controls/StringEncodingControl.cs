using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryStringEncoding]</c>: ASCII, Latin-1, UTF-16BE or Java modified UTF-8 instead of UTF-8, strict unless told to replace.</summary>
internal sealed class StringEncodingControl : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryStringEncodingAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (AttributeArguments.Enum<StringEncoding>(attribute) is not { } encoding)
        {
            return member.Misplaced(this, "strings, with a defined StringEncoding");
        }

        bool replace = AttributeArguments.Named(attribute, "Replace") is true;
        return member.Layout.Codec is StringCodec text ? member.Layout.With(text with { Encoding = encoding, Replace = replace })
            : ForItems(member.Layout, item => item is StringCodec itemText ? itemText with { Encoding = encoding, Replace = replace } : null)
            ?? member.Misplaced(this, "strings and collections of strings");
    }
}
