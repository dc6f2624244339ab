using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinarySerializable(Layout = WireLayout.Xdr)]</c> (RFC 4506): every item a multiple of 4 bytes. Booleans take
/// 4 bytes, strings and byte blocks are zero-padded; types with no XDR form (1- and 2-byte numbers, presence bytes,
/// varints, short prefixes, classes that can be null) are reported.
/// </summary>
internal sealed class Xdr : LayoutControl
{
    internal const int XdrLayout = 1;

    public override string? AttributeName => null;

    public override string DisplayName => "BinarySerializable(Layout = WireLayout.Xdr)";

    public override bool IsSetOn(TypeParser parser, ISymbol member) => parser.SerializableOption(member.ContainingType, "Layout") is XdrLayout;

    public override Layout? Apply(MemberContext member)
    {
        if (member.SerializableOption("Layout") is not XdrLayout)
        {
            return member.Layout;
        }

        if (member.MemberType is { IsReferenceType: true, NullableAnnotation: Microsoft.CodeAnalysis.NullableAnnotation.Annotated })
        {
            return member.Misplaced(this, "members that cannot be null: XDR has no null string, opaque or array (RFC 4506), so declare the type without '?' (writing null then throws)");
        }

        return ToXdr(member.Layout) ?? member.Misplaced(this,
            "4- and 8-byte numbers, bool, enums of int, strings and byte arrays with int32 prefixes, arrays and lists of those, and nested structs");
    }

    private static Layout? ToXdr(Layout layout)
    {
        if (layout.Has(WrapperKind.Presence))
        {
            return null;
        }

        return layout.Codec switch
        {
            ScalarCodec { Kind: ScalarKind.Boolean } boolean => layout.With(boolean with { XdrBoolean = true }),
            ScalarCodec scalar => scalar.Size % 4 == 0 ? layout : null,
            // XDR lengths are unsigned and never null: the unsigned prefix writes the same bytes and refuses null.
            StringCodec { Prefix: LengthPrefix.Int32 } text => layout.With(text with { Prefix = LengthPrefix.UInt32 }).Wrap(new PaddingWrapper()),
            BytesCodec { Prefix: LengthPrefix.Int32 } bytes => layout.With(bytes with { Prefix = LengthPrefix.UInt32 }).Wrap(new PaddingWrapper()),
            FixedTextCodec or FixedBytesCodec => layout.Wrap(new PaddingWrapper()),
            NestedCodec { IsValueType: true } => layout,
            ParameterCodec => layout, // no bytes to pad
            CollectionCodec { Count: FixedCount } collection
                => ToXdr(collection.Element) is { } element ? layout.With(collection with { Element = element }) : null,
            CollectionCodec { Count: PrefixedCount { Prefix: LengthPrefix.Int32 } } collection
                => ToXdr(collection.Element) is { } element ? layout.With(collection with { Element = element, Count = new PrefixedCount(LengthPrefix.UInt32) }) : null,
            _ => null,
        };
    }
}
