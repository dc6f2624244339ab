using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
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
            || format is < VarIntFormat.Leb128 or > VarIntFormat.Quic || (maxBytes > 0 && format != VarIntFormat.Leb128))
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
        return maxBytes <= codec.NaturalMaxBytes ? layout
            : member.Misplaced(this, $"a MaxBytes up to the {codec.NaturalMaxBytes} bytes a {codec.Bits}-bit integer can need");
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

/// <summary>An integer as a varint: 1 to 10 LEB128 bytes, or the runtime's helpers for the other formats.</summary>
internal sealed class VarIntEmission(VarIntCodec codec) : CodecEmission
{
    private ScalarKind Kind => codec.Kind;

    private string TypeName => codec.TypeName;

    private VarIntEncoding Encoding => codec.Encoding;

    private int Bits => codec.Bits;

    /// <summary>A cap the protocol sets below what the integer needs; 0 when there is none.</summary>
    private int Cap => codec.MaxBytes is > 0 and var cap && cap < codec.NaturalMaxBytes ? cap : 0;

    /// <summary>The runtime's <c>VarIntFormat</c> argument for a format other than LEB128; empty for LEB128.</summary>
    private string Format => codec.Format == VarIntFormat.Leb128 ? string.Empty : $", global::Spanwire.VarIntFormat.{codec.Format}";

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance(Format.Length > 0
            ? $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)}{Format}, {emitter.TypeLiteral}, {member})"
            : Cap == 0
            ? $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)})"
            : $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)}, {Emitter.Invariant(Cap)}, {emitter.TypeLiteral}, {member})");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string raw = emitter.Temp("raw");
        string cap = Format.Length > 0 ? Format : Cap == 0 ? string.Empty : $", {Emitter.Invariant(Cap)}";
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadVarUInt(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Bits)}{cap}, out ulong {raw})");
        emitter.Writer.WriteLine($"{target} = {Decode(raw)};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize($"{Emitter.Wire}.VarUIntSize({Encode(value)}{Format})");

    /// <summary>The value as the unsigned 64-bit number the varint encodes.</summary>
    private string Encode(string value)
        => Encoding == VarIntEncoding.ZigZag
            ? $"{Emitter.Wire}.ZigZagEncode({value})"
            : Kind switch
            {
                // unchecked: the reinterpreting casts must not trip the checked size arithmetic around them.
                ScalarKind.Int16 => $"unchecked((ulong)(ushort){value})",
                ScalarKind.Int32 => $"unchecked((ulong)(uint){value})",
                _ => $"unchecked((ulong){value})",
            };

    /// <summary>The value back from the varint's unsigned 64-bit number.</summary>
    private string Decode(string raw)
        => Encoding == VarIntEncoding.ZigZag
            ? $"({TypeName}){Emitter.Wire}.ZigZagDecode({raw})"
            : $"unchecked(({TypeName}){raw})";
}
