using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryPadTo(n)]</c>: zero bytes after the member until its bytes are a multiple of n (RIFF's pad byte), checked on read.</summary>
internal sealed class PadTo : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryPadToAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        return AttributeArguments.Int(attribute) is int multiple and >= 2 and <= 65536 && !member.Layout.Has(WrapperKind.Padding)
            ? member.Layout.Wrap(new PaddingWrapper(multiple))
            : member.Misplaced(this, "members not padded already, to a multiple of 2 to 65536 bytes");
    }
}
