using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A length-prefixed block of bytes.</summary>
internal sealed class BytesEmission(BytesCodec codec) : CodecEmission
{
    private BytesKind Kind => codec.Kind;

    private LengthPrefix Prefix => codec.Prefix;

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string prefix = Prefixes.Arguments(emitter, Prefix, member);
        if (Kind != BytesKind.Array)
        {
            emitter.Advance($"{Emitter.Wire}.WriteBytes(destination, offset, {value}.Span{prefix})");
            return;
        }

        string bytes = emitter.Temp("bytes");
        emitter.Writer.WriteLine($"var {bytes} = {value};");
        emitter.Advance($"{bytes} is null ? {Prefixes.WriteCall(emitter, Prefix, $"{Emitter.Wire}.NullLength", member)} : {Emitter.Wire}.WriteBytes(destination, offset, {bytes}{prefix})");
    }

    /// <summary>The prefix, then as many bytes as fit per chunk.</summary>
    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.Writer.WriteLine($"return {Emitter.Wire}.WriteBytesPart(destination, offset, {(Kind == BytesKind.Array ? value : value + ".Span")}, {Prefixes.Name(Prefix)}, ref cursor, {emitter.TypeLiteral}, {member});");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string prefix = Prefixes.IsDefault(Prefix) ? string.Empty : $", {Prefixes.Name(Prefix)}";
        string start = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}{prefix}";
        if (Kind == BytesKind.Array)
        {
            emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBytes({start}, out {target})");
            return;
        }

        string bytes = emitter.Temp("bytes");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadNonNullBytes({start}, out var {bytes})");
        emitter.Writer.WriteLine($"{target} = {bytes};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        if (Kind != BytesKind.Array)
        {
            emitter.AddSize($"{Prefixes.SizeExpression(Prefix, $"{value}.Length")} + (long){value}.Length");
            return;
        }

        string bytes = emitter.Temp("bytes");
        emitter.Writer.WriteLine($"var {bytes} = {value};");
        emitter.AddSize($"{Prefixes.SizeExpression(Prefix, $"{bytes}?.Length ?? -1")} + (long)({bytes}?.Length ?? 0)");
    }
}
