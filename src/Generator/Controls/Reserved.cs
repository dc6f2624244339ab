using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryReserved(n)]</c>: n zero bytes before the member, checked to be zero on read.</summary>
internal sealed class Reserved : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryReservedAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        return AttributeArguments.Int(attribute) is { } bytes && bytes > 0
            ? member.Layout.Wrap(new ReservedWrapper(bytes))
            : member.Misplaced(this, "members with a positive count of reserved bytes");
    }
}

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
