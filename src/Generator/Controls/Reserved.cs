using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryReserved(n)]</c>: n zero bytes before the member, checked to be zero on read.</summary>
internal sealed class Reserved : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryReservedAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        return AttributeArguments.Int(attribute) is { } bytes && bytes > 0
            ? member.Layout.Wrap(new ReservedWrapper(bytes))
            : member.Misplaced(this, "members with a positive count of reserved bytes");
    }
}
