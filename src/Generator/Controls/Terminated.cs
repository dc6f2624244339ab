using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTerminated(sentinel)]</c>: a collection's items run until a sentinel byte, or several bytes, instead of a count.</summary>
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

        if (member.Layout.Codec is not CollectionCodec collection)
        {
            return member.Misplaced(this, "arrays, lists and immutable arrays");
        }

        return Terminator(attribute) is { } terminator
            ? member.Layout.With(new OpenEndedCollectionCodec(collection.Kind, collection.TypeName, collection.Element, terminator))
            : member.Misplaced(this, "a terminator of at least one byte");
    }

    /// <summary>The sentinel byte (0 when not given), or the bytes of a longer terminator; null for an empty one.</summary>
    private static EquatableArray<byte>? Terminator(AttributeData attribute)
    {
        if (attribute.ConstructorArguments is not [var argument])
        {
            return new[] { (byte)0 }.ToEquatableArray();
        }

        if (argument.Kind != TypedConstantKind.Array)
        {
            return new[] { argument.Value is byte value ? value : (byte)0 }.ToEquatableArray();
        }

        var bytes = argument.IsNull ? [] : argument.Values.Select(item => item.Value is byte value ? value : (byte)0).ToList();
        return bytes.Count > 0 ? bytes.ToEquatableArray() : null;
    }
}
