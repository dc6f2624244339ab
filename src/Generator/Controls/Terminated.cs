using System.Collections.Generic;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTerminated(sentinel)]</c>: a collection's items run until a sentinel byte instead of a count.</summary>
internal sealed class Terminated : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTerminatedAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(LengthPrefixControl), typeof(FixedLength), typeof(LengthFrom), typeof(PresenceByte)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        byte sentinel = attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is byte value ? value : (byte)0;
        return member.Layout.Codec is CollectionCodec collection
            ? member.Layout.With(new OpenEndedCollectionCodec(collection.Kind, collection.TypeName, collection.Element, sentinel))
            : member.Misplaced(this, "arrays, lists and immutable arrays");
    }
}
