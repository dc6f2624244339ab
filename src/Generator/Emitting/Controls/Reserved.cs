using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Zero bytes before the value.</summary>
internal sealed class ReservedEmission(ReservedWrapper reserved) : WrapperEmission
{
    private int Bytes => reserved.Bytes;

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.Advance($"{Emitter.Wire}.WriteReserved(destination, offset, {Emitter.Invariant(Bytes)})");
        return new Scope(value, null);
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadReserved(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Bytes)})");
        return new Scope(target, null);
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.AddSize(Emitter.Invariant(Bytes));
        return new Scope(value, null);
    }
}
