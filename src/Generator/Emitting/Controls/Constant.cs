using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Constant bytes before the value, or after it: written, and checked on read.</summary>
internal sealed class ConstantEmission(ConstantWrapper constant) : WrapperEmission
{
    private string Literal => Emitter.ByteSpanLiteral(constant.Bytes);

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        void Write() => emitter.Advance($"{Emitter.Wire}.WriteConstant(destination, offset, {Literal})");
        return Around(Write, value);
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        void Check() => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadConstant(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Literal})");
        return Around(Check, target);
    }

    /// <summary>The bytes' code before the value's, or, for bytes after it, once the value's is done.</summary>
    private Scope Around(System.Action emit, string value)
    {
        if (constant.After)
        {
            return new Scope(value, emit);
        }

        emit();
        return new Scope(value, null);
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.AddSize(Emitter.Invariant(constant.Bytes.Count));
        return new Scope(value, null);
    }
}
