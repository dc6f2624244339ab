using Spanwire.Generator.Controls;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Codecs;

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
            ? $"{Emitter.Wire}.WriteEncodedString(destination, offset, {value}, {LengthPrefixControl.Name(Prefix)}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, {type}, {member})"
            : LengthPrefixControl.IsDefault(Prefix)
                ? $"{Emitter.Wire}.WriteString(destination, offset, {value}, {type}, {member})"
                : $"{Emitter.Wire}.WriteString(destination, offset, {value}, {type}, {member}, {LengthPrefixControl.Name(Prefix)})");
    }

    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.Writer.WriteLine($"return {Emitter.Wire}.WriteStringPart(destination, offset, {value}, {LengthPrefixControl.Name(Prefix)}, ref cursor, {emitter.TypeLiteral}, {member});");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string start = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}";
        emitter.ReturnFalseUnless(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.TryReadEncodedString({start}, {LengthPrefixControl.Name(Prefix)}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})"
            : LengthPrefixControl.IsDefault(Prefix)
                ? $"{Emitter.Wire}.TryReadString({start}, out {target})"
                : $"{Emitter.Wire}.TryReadString({start}, {LengthPrefixControl.Name(Prefix)}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string type = emitter.TypeLiteral;
        emitter.AddSize(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.GetEncodedStringSize({value}, {LengthPrefixControl.Name(Prefix)}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, {type}, {member})"
            : LengthPrefixControl.IsDefault(Prefix)
                ? $"{Emitter.Wire}.GetStringSize({value}, {type}, {member})"
                : $"{Emitter.Wire}.GetStringSize({value}, {type}, {member}, {LengthPrefixControl.Name(Prefix)})");
    }
}
