using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Zero bytes after the value up to a multiple of its bytes (XDR's 4: checked with one load; checked to be zero on read).</summary>
internal sealed class PaddingEmission(PaddingWrapper padding) : WrapperEmission
{
    private bool Xdr => padding.Multiple == 4;

    private string Multiple => Emitter.Invariant(padding.Multiple);

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(value, () => emitter.Advance(Xdr ? $"{Emitter.Wire}.WritePadding(destination, offset, {start})" : $"{Emitter.Wire}.WritePaddingTo(destination, offset, {start}, {Multiple})"));
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        string arguments = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {start}";
        return new Scope(target, () => emitter.ReturnFalseUnless(Xdr ? $"{Emitter.Wire}.TryReadPadding({arguments})" : $"{Emitter.Wire}.TryReadPaddingTo({arguments}, {Multiple})"));
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        string before = emitter.Temp("before");
        emitter.Writer.WriteLine($"int {before} = size;");
        string aligned = Xdr ? $"{Emitter.Wire}.AlignTo4(size - {before})" : $"{Emitter.Wire}.AlignTo(size - {before}, {Multiple})";
        return new Scope(value, () => emitter.Writer.WriteLine($"size = {Emitter.Wire}.AddSize({before}, {aligned}, {emitter.TypeLiteral}, {member});"));
    }
}
