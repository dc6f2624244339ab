using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Constant bytes before the value.</summary>
internal sealed class ConstantEmission(ConstantWrapper constant) : WrapperEmission
{
    private string Literal => Emitter.ByteSpanLiteral(constant.Bytes);

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.Advance($"{Emitter.Wire}.WriteConstant(destination, offset, {Literal})");
        return new Scope(value, null);
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadConstant(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Literal})");
        return new Scope(target, null);
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.AddSize(Emitter.Invariant(constant.Bytes.Count));
        return new Scope(value, null);
    }
}
