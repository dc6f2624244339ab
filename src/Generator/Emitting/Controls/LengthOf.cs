using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A holder written as the sum of its parts' byte sizes, checked against its range.</summary>
internal sealed class SumEmission(SumSource sum) : SourceEmission
{
    private EquatableArray<SumPart> Parts => sum.Parts;

    private long Max => sum.Max;

    public override string Expression(Emitter emitter, MemberModel member, string offset)
    {
        IEnumerable<string> lengths = Parts.Select(part => part.Kind switch
        {
            PartKind.Constant when part.When is { } when => $"({new ConditionalEmission(when).WriteTest(emitter, part.Member)} ? {Emitter.Invariant(part.Constant)}L : 0L)",
            PartKind.Constant => $"{Emitter.Invariant(part.Constant)}L",
            PartKind.Nested => $"(long){emitter.MemberAccess(part.Member)}.GetSerializedSize()",
            _ => $"{Emitter.Wire}.PartLength({LengthOfEmission.Length(emitter, part.Member, part.Kind == PartKind.Text ? BoundShape.Text : BoundShape.Array, part.Encoding, part.Replace)}, {emitter.TypeLiteral}, {Emitter.Literal(part.Member)})",
        });
        return $"({member.Layout.Codec.TypeName}){Emitter.Wire}.BindLength({string.Join(" + ", lengths)}, {Emitter.Invariant(Max)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
    }
}
