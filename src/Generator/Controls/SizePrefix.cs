using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinarySizePrefix]</c>: a byte-size prefix before a member's value (a frame), so a reader can bound or skip it.
/// On a union type it frames each case's body after the tag; the union emitter reads <see cref="Frame"/> for that.
/// </summary>
internal sealed class SizePrefix : LayoutControl
{
    public override string AttributeName => "Spanwire.BinarySizePrefixAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (Parse(attribute) is not { } frame)
        {
            return member.Misplaced(this, "members with a defined LengthPrefix other than MySqlLengthEncoded; IncludesPrefix needs a fixed-width prefix");
        }

        // A frame's body is the message itself: a class inside one has no presence byte, and cannot be null.
        Layout layout = member.Layout.Codec is NestedCodec { IsValueType: false } nested ? member.Layout.With(nested with { NotNull = true }) : member.Layout;
        if (AttributeArguments.Named(attribute, "NullAsMinusOne") is not true)
        {
            return layout.Wrap(frame);
        }

        // Null is the prefix's -1: only a signed prefix has it. A Nullable<T> frames its value and drops its presence byte.
        bool signed = LengthPrefixes.HasNullMarker(frame.Prefix);
        if (layout.Codec is NullableCodec nullableValue && layout.Wrappers.Count == 0)
        {
            return signed
                ? layout.With(nullableValue with { Element = nullableValue.Element.Wrap(frame), NullPrefix = frame.Prefix })
                : member.Misplaced(this, "NullAsMinusOne with a signed prefix (Int32, Int16 or ZigZag), whose -1 marks null");
        }

        bool nullable = layout.Codec is StringCodec or RemainderCodec or BytesCodec { Kind: BytesKind.Array } or CollectionCodec { Kind: not CollectionKind.ImmutableArray }
            or OpenEndedCollectionCodec { Kind: not CollectionKind.ImmutableArray } or NestedCodec { IsValueType: false } or CustomCodec { IsValueType: false };
        return signed && nullable && !layout.Has(WrapperKind.Presence)
            ? layout.Wrap(frame).Wrap(new NullPrefixWrapper(frame.Prefix))
            : member.Misplaced(this, "NullAsMinusOne on strings, byte arrays, collections, classes and Nullable<T> (not after a presence byte), with a signed prefix");
    }

    /// <summary>The frame an attribute describes, or null when it is malformed (a varint prefix cannot include itself).</summary>
    public static FrameWrapper? Parse(Microsoft.CodeAnalysis.AttributeData attribute)
    {
        if (AttributeArguments.Enum<LengthPrefix>(attribute, LengthPrefix.Int32) is not { } prefix)
        {
            return null;
        }

        bool includes = AttributeArguments.Named(attribute, "IncludesPrefix") is true;
        // MySQL's FB is no frame size, and a frame is written before its size is known in a width chosen after.
        if ((includes && LengthPrefixes.IsVarInt(prefix)) || prefix == LengthPrefix.MySqlLengthEncoded)
        {
            return null;
        }

        return new FrameWrapper(prefix, includes, AttributeArguments.Named(attribute, "Adjust") is int adjust ? adjust : 0, AttributeArguments.Named(attribute, "SkipUnknown") is true);
    }
}
