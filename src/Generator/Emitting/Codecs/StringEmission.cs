using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A length-prefixed string: the prefix counts encoded bytes, -1 (where the prefix has it) marks null.</summary>
internal sealed class StringEmission(StringCodec codec) : CodecEmission
{
    private LengthPrefix Prefix => codec.Prefix;

    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string type = emitter.TypeLiteral;
        emitter.Advance(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.WriteEncodedString(destination, offset, {value}, {Prefixes.Name(Prefix)}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {type}, {member})"
            : Prefixes.IsDefault(Prefix)
                ? $"{Emitter.Wire}.WriteString(destination, offset, {value}, {type}, {member})"
                : $"{Emitter.Wire}.WriteString(destination, offset, {value}, {type}, {member}, {Prefixes.Name(Prefix)})");
    }

    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.Writer.WriteLine($"return {Emitter.Wire}.WriteStringPart(destination, offset, {value}, {Prefixes.Name(Prefix)}, ref cursor, {emitter.TypeLiteral}, {member});");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string start = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}";
        emitter.ReturnFalseUnless(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.TryReadEncodedString({start}, {Prefixes.Name(Prefix)}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})"
            : Prefixes.IsDefault(Prefix)
                ? $"{Emitter.Wire}.TryReadString({start}, out {target})"
                : $"{Emitter.Wire}.TryReadString({start}, {Prefixes.Name(Prefix)}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string type = emitter.TypeLiteral;
        emitter.AddSize(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.GetEncodedStringSize({value}, {Prefixes.Name(Prefix)}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {type}, {member})"
            : Prefixes.IsDefault(Prefix)
                ? $"{Emitter.Wire}.GetStringSize({value}, {type}, {member})"
                : $"{Emitter.Wire}.GetStringSize({value}, {type}, {member}, {Prefixes.Name(Prefix)})");
    }
}


internal static class Encodings
{
    public static string Name(StringEncoding encoding) => $"global::Spanwire.StringEncoding.{encoding}";
}
