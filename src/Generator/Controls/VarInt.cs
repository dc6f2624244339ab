using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryVarInt]</c>: an integer as a varint (LEB128 or another format), ZigZag-mapped for signed members.</summary>
internal sealed class VarInt : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryVarIntAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        int maxBytes = AttributeArguments.Named(attribute, "MaxBytes") is int cap ? cap : 0;
        VarIntFormat format = AttributeArguments.Named(attribute, "Format") is int named ? (VarIntFormat)named : VarIntFormat.Leb128;
        if (AttributeArguments.Enum<VarIntEncoding>(attribute, VarIntEncoding.ZigZag) is not { } encoding || maxBytes < 0
            || format is < VarIntFormat.Leb128 or > VarIntFormat.Bitcoin || (maxBytes > 0 && format != VarIntFormat.Leb128))
        {
            return member.Misplaced(this, "integers and collections of integers, with a defined VarIntEncoding and VarIntFormat, and a MaxBytes of 0 (no cap) or more, on LEB128 only");
        }

        // On a collection it applies to each item: a long[] of ZigZag varints, as HdrHistogram's V2 counts are.
        Layout? layout = ToVarInt(member.Layout.Codec, encoding, maxBytes, format) is { } varInt ? member.Layout.With(varInt)
            : ForItems(member.Layout, item => ToVarInt(item, encoding, maxBytes, format));
        if (layout is null)
        {
            return member.Misplaced(this, "short, ushort, int, uint, long and ulong members, and collections of them");
        }

        VarIntCodec codec = layout.Codec as VarIntCodec ?? (VarIntCodec)((CollectionCodec)layout.Codec).Element.Codec;
        if (maxBytes > codec.NaturalMaxBytes)
        {
            return member.Misplaced(this, $"a MaxBytes up to the {codec.NaturalMaxBytes} bytes a {codec.Bits}-bit integer can need");
        }

        if (AttributeArguments.Named(attribute, "KeepWidth") is not true)
        {
            return layout;
        }

        // The width lives in a field the generator adds to the member's own type, which a readonly struct cannot change.
        return format == VarIntFormat.Quic && layout.Codec is VarIntCodec && !member.Type.IsReadOnly
            && SymbolEqualityComparer.Default.Equals(member.Symbol.ContainingType, member.Type)
            ? layout.With(codec with { KeptWidthOf = member.Symbol.Name })
            : member.Misplaced(this, "with KeepWidth, QUIC varint members (not collections) declared in a class or a non-readonly struct");
    }

    private static VarIntCodec? ToVarInt(Codec codec, VarIntEncoding encoding, int maxBytes, VarIntFormat format)
    {
        if (codec is not ScalarCodec { IsEnum: false, Kind: ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 } scalar)
        {
            return null;
        }

        // ZigZag only means something for signed integers; unsigned members always use plain LEB128.
        bool unsigned = scalar.Kind is ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64;
        return new VarIntCodec(scalar.Kind, scalar.TypeName, unsigned ? VarIntEncoding.Unsigned : encoding, maxBytes, format);
    }
}
