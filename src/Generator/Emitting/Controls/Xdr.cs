using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Zero bytes after variable-length data up to the next multiple of 4 (checked to be zero on read).</summary>
internal sealed class PaddingEmission : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(value, () => emitter.Advance($"{Emitter.Wire}.WritePadding(destination, offset, {start})"));
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadPadding(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {start})"));
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        string before = emitter.Temp("before");
        emitter.Writer.WriteLine($"int {before} = size;");
        return new Scope(value, () => emitter.Writer.WriteLine($"size = {Emitter.Wire}.AddSize({before}, {Emitter.Wire}.AlignTo4(size - {before}), {emitter.TypeLiteral}, {member});"));
    }
}
