using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Follows the pointer to read the value and comes back; writes and counts nothing (the holder keeps the offset as given).</summary>
internal sealed class PointerEmission(PointerWrapper pointer) : WrapperEmission
{
    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string sequence = emitter.Temp("sequence");
        string start = emitter.Temp("pointed");
        emitter.Writer.WriteLine($"int {sequence} = offset;");
        // An empty collection has nothing where its pointer leads (DOS MZ's relocation table of none, whose offset is the
        // end of the header): the pointer is not followed, so it may lead anywhere.
        string followed = inner.Codec is CollectionCodec { Count: BoundCount count } ? $"if ({BoundLengthEmission.ReadExpression(count.Length)} != 0) " : string.Empty;
        emitter.Writer.WriteLine($"{followed}{Emitter.Wire}.FollowPointer(ref offset, ref state, (long){Emitter.MemberLocal(pointer.Holder)}, {emitter.TypeLiteral}, {member});");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            emitter.Writer.WriteLine($"{followed}state.PointerRead({start}, offset, {emitter.TypeLiteral}, {member});");
            emitter.Writer.WriteLine($"offset = {sequence};");
        });
    }

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner) => new(value, null, Empty: true);

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null, Empty: true);
}
