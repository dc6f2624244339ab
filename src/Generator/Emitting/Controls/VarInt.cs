using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

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
        => emitter.Advance(codec.KeptWidthOf is { } kept
            ? $"{Emitter.Wire}.WriteQuicVarUInt(destination, offset, {Encode(value)}, this.{Emitter.KeptWidthField(kept)}, {emitter.TypeLiteral}, {member})"
            : Format.Length > 0
            ? $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)}{Format}, {emitter.TypeLiteral}, {member})"
            : Cap == 0
            ? $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)})"
            : $"{Emitter.Wire}.WriteVarUInt(destination, offset, {Encode(value)}, {Emitter.Invariant(Cap)}, {emitter.TypeLiteral}, {member})");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string raw = emitter.Temp("raw");
        string cap = Format.Length > 0 ? Format : Cap == 0 ? string.Empty : $", {Emitter.Invariant(Cap)}";
        string? start = codec.KeptWidthOf is null ? null : emitter.Temp("start");
        if (start is not null)
        {
            emitter.Writer.WriteLine($"int {start} = offset;");
        }

        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadVarUInt(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Bits)}{cap}, out ulong {raw})");
        emitter.Writer.WriteLine($"{target} = {Decode(raw)};");
        if (codec.KeptWidthOf is { } kept)
        {
            emitter.Writer.WriteLine($"{Emitter.KeptWidthLocal(kept)} = (byte)(offset - {start});");
        }
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(codec.KeptWidthOf is { } kept
            ? $"{Emitter.Wire}.QuicVarUIntSize({Encode(value)}, this.{Emitter.KeptWidthField(kept)})"
            : $"{Emitter.Wire}.VarUIntSize({Encode(value)}{Format})");

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
