using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryPresenceByte]</c>: null as a 00/01 byte before the value instead of a -1 prefix (unsigned prefixes have none).</summary>
internal sealed class PresenceByte : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryPresenceByteAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        return member.Layout.Codec is StringCodec or BytesCodec { Kind: BytesKind.Array } or CollectionCodec { Kind: not CollectionKind.ImmutableArray, Count: PrefixedCount }
            ? member.Layout.Wrap(new PresenceWrapper())
            : member.Misplaced(this, "strings, byte arrays and collections that can be null, with a length prefix");
    }
}
