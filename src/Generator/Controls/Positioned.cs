using System.Collections.Generic;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryAt(holder, Origin = ...)]</c>: a member out of the sequence, at the offset an earlier plain integer holds
/// (a header's pointer to a table). Reads jump there and come back; the bytes each value and part takes are claimed in
/// the read state, so overlapping or cyclic offsets are refused. Writes put the positioned members after the others,
/// in declaration order (so they are declared last), and fill their offsets into the holders, which were written as 0.
/// A type with such members is read at the top level or through another positioned member: inline or as an item, its
/// parts would be read out of the sequence but written into it.
/// </summary>
internal sealed class Positioned : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryAtAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(Trailing), typeof(Remainder)];

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        int firstPart = -1;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                valid &= firstPart < 0 || type.Misplaced(this, firstPart, "members declared after every member in the sequence: positioned members are written after the others, in declaration order");
                valid &= !HoldsPartsInline(type.Members[i].Layout.Codec) || type.Misplaced(this, i,
                    "types read at the top level or through a [BinaryAt] member: a type with positioned members cannot be nested in a sequence or be a collection's item");
                continue;
            }

            if (type.LinkedMember(attribute) is not { } holder)
            {
                valid = false;
                continue;
            }

            MemberModel member = type.Members[i];
            ScalarCodec? holderCodec = holder >= 0 && holder < i && type.Members[holder] is { Source: null, Layout: { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false } scalar } } ? scalar : null;
            long max = holderCodec is null ? 0 : LengthFrom.HolderMax(holderCodec);
            if (holderCodec is null || max <= 0 || member.Layout.Codec.OpenEnd != OpenEnd.None)
            {
                valid = type.Misplaced(this, i, "members placed at the offset an earlier plain integer member holds (one that holds nothing else), whose own bytes end by themselves");
                continue;
            }

            firstPart = firstPart < 0 ? i : firstPart;
            var origin = AttributeArguments.Named(attribute, "Origin") is int value ? (OffsetOrigin)value : OffsetOrigin.Source;
            bool claimsItself = member.Layout.Codec is NestedCodec { HasParts: true };
            type.Members[i] = member with { Layout = member.Layout.Wrap(new PositionedWrapper(type.Members[holder].WireName, holderCodec, origin, max, claimsItself)) };
            type.Members[holder] = type.Members[holder] with { Source = new OffsetSource(member.WireName) };
        }

        return valid;
    }

    private static bool HoldsPartsInline(Codec codec) => codec switch
    {
        NestedCodec nested => nested.HasParts,
        CollectionCodec collection => HoldsPartsInline(collection.Element.Codec),
        NullableCodec nullable => HoldsPartsInline(nullable.Element.Codec),
        _ => false,
    };

    /// <summary>Where the sequence ends, before the first positioned member: the value claims its own bytes; parts may reach further.</summary>
    public static void EmitReadSequenceEnd(Emitter emitter, string firstPart)
    {
        PartLocals names = emitter.Parts!;
        emitter.Writer.WriteLine($"state.ClaimPart({names.ValueStart}, offset, {emitter.TypeLiteral}, {Emitter.Literal(firstPart)});");
        emitter.Writer.WriteLine($"int {names.Extent} = offset;");
    }

    /// <summary>After the last positioned member: the value's bytes end at the furthest of its sequence and its parts.</summary>
    public static void EmitReadEnd(Emitter emitter) => emitter.Writer.WriteLine($"offset = {emitter.Parts!.Extent};");

    /// <summary>A holder's place, noted as its run writes it (as 0), for the positioned member's write to fill in.</summary>
    public static void EmitHolderPlace(Emitter emitter, MemberModel holder, int index)
    {
        string at = emitter.Temp("holderAt");
        emitter.Parts!.HolderAt[holder.WireName] = at;
        emitter.Writer.WriteLine($"int {at} = offset + {Emitter.Invariant(index)};");
    }
}

/// <summary>The locals a type with positioned members shares between its read or write and each member's emission.</summary>
internal sealed class PartLocals(string valueStart, string extent)
{
    /// <summary>Where the value starts (an <see cref="OffsetOrigin.Value"/> offset counts from it).</summary>
    public string ValueStart { get; } = valueStart;

    /// <summary>On read: the furthest byte the value or its parts reached.</summary>
    public string Extent { get; } = extent;

    /// <summary>On write: each holder's place, by wire name.</summary>
    public Dictionary<string, string> HolderAt { get; } = [];
}

/// <summary>Reads the member where its holder points and comes back; writes it where the sequence has reached and fills in the holder.</summary>
internal sealed class PositionedEmission(PositionedWrapper position) : WrapperEmission
{
    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        PartLocals names = emitter.Parts!;
        string sequence = emitter.Temp("sequence");
        string start = emitter.Temp("partStart");
        emitter.Writer.WriteLine($"int {sequence} = offset;");
        emitter.Writer.WriteLine($"if (!{Emitter.Wire}.TryEnterPart(source, ref offset, ref state, {Origin(names)}(long){Emitter.MemberLocal(position.Holder)}, {emitter.TypeLiteral}, {member})) {emitter.ReadFailure()}");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            if (!position.ClaimsItself)
            {
                emitter.Writer.WriteLine($"state.ClaimPart({start}, offset, {emitter.TypeLiteral}, {member});");
            }

            emitter.Writer.WriteLine($"if (offset > {names.Extent}) {names.Extent} = offset;");
            emitter.Writer.WriteLine($"offset = {sequence};");
        });
    }

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        PartLocals names = emitter.Parts!;
        string start = emitter.Temp("partStart");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(value, () =>
        {
            string offset = $"({position.HolderCodec.TypeName}){Emitter.Wire}.PartOffset({start}, {(position.Origin == OffsetOrigin.Value ? names.ValueStart : "0")}, {Emitter.Invariant(position.Max)}L, {emitter.TypeLiteral}, {member})";
            emitter.Writer.WriteLine(CodecEmission.For(position.HolderCodec).WriteAt($"{Emitter.Wire}.At(destination, {names.HolderAt[position.Holder]})", "0", offset));
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    private string Origin(PartLocals names) => position.Origin == OffsetOrigin.Value ? $"(long){names.ValueStart} + " : string.Empty;
}

/// <summary>A holder is written as 0; its positioned member's write fills it in.</summary>
internal sealed class OffsetSourceEmission : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset) => $"({member.Layout.Codec.TypeName})0";
}
