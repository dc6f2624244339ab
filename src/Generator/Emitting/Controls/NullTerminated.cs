using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A string ended by a NUL (two in UTF-16BE) instead of a prefix.</summary>
internal sealed class NullTerminatedEmission(NullTerminatedCodec codec) : CodecEmission
{
    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.WriteNullTerminated(destination, offset, {value}, {Arguments(emitter, member)})");

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadNullTerminated(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})");

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize($"{Emitter.Wire}.GetNullTerminatedSize({value}, {Arguments(emitter, member)})");

    private string Arguments(Emitter emitter, string member)
        => $"{Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member}";
}
