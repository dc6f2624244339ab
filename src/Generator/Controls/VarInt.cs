using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryVarInt]</c>: an integer as a LEB128 varint, ZigZag-mapped for signed members.</summary>
internal sealed class VarInt : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryVarIntAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (AttributeArguments.Enum<VarIntEncoding>(attribute, VarIntEncoding.ZigZag) is not { } encoding)
        {
            return member.Misplaced(this, "integers and collections of integers, with a defined VarIntEncoding");
        }

        // On a collection it applies to each item: a long[] of ZigZag varints, as HdrHistogram's V2 counts are.
        return ToVarInt(member.Layout.Codec, encoding) is { } varInt ? member.Layout.With(varInt)
            : ForItems(member.Layout, item => ToVarInt(item, encoding))
            ?? member.Misplaced(this, "short, ushort, int, uint, long and ulong members, and collections of them");
    }

    private static VarIntCodec? ToVarInt(Codec codec, VarIntEncoding encoding)
    {
        if (codec is not ScalarCodec { IsEnum: false, Kind: ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 } scalar)
        {
            return null;
        }

        // ZigZag only means something for signed integers; unsigned members always use plain LEB128.
        bool unsigned = scalar.Kind is ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64;
        return new VarIntCodec(scalar.Kind, scalar.TypeName, unsigned ? VarIntEncoding.Unsigned : encoding);
    }
}

/// <summary>An integer as 1 to 10 LEB128 bytes.</summary>
internal sealed class VarIntEmission(VarIntCodec codec) : CodecEmission
{
    private ScalarKind Kind => codec.Kind;

    private string TypeName => codec.TypeName;

    private VarIntEncoding Encoding => codec.Encoding;

    private int Bits => Kind switch
    {
        ScalarKind.Int16 or ScalarKind.UInt16 => 16,
        ScalarKind.Int32 or ScalarKind.UInt32 => 32,
        _ => 64,
    };

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)})");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string raw = emitter.Temp("raw");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadVarUInt(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Bits)}, out ulong {raw})");
        emitter.Writer.WriteLine($"{target} = {Decode(raw)};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize($"{Emitter.Wire}.VarUIntSize({Encode(value)})");

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
