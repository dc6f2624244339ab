using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

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
        if (position.Each)
        {
            // Each item jumps to its own offset and is claimed by the items' codec.
            return new Scope(target, () => emitter.Writer.WriteLine($"offset = {sequence};"));
        }

        emitter.Writer.WriteLine($"if (!{Emitter.Wire}.TryEnterPart(source, ref offset, ref state, {Origin(names)}(long){Emitter.MemberLocal(position.Holder)}, {emitter.TypeLiteral}, {member})) {emitter.ReadFailure()}");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            if (!position.ClaimsItself)
            {
                emitter.Writer.WriteLine($"state.ClaimPart({start}, offset, {emitter.TypeLiteral}, {member});");
            }

            emitter.EmitTraceMember(member, start, "offset");
            emitter.Writer.WriteLine($"if (offset > {names.Extent}) {names.Extent} = offset;");
            emitter.Writer.WriteLine($"offset = {sequence};");
        });
    }

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        if (position.Each)
        {
            return new Scope(value, null); // each item's offset is filled in by the items' codec
        }

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

    private string Origin(PartLocals names) => PartEmission.Origin(position, names);
}

/// <summary>A collection whose item i is at the offset item i of an array member holds: jumps, claims and fills in per item.</summary>
internal sealed class PositionedItemsEmission(PositionedItemsCodec items) : CodecEmission
{
    private PositionedWrapper Position => items.Position;

    private string OffsetCount(string offsets) => CollectionEmission.CountOf(items.HolderIsArray ? CollectionKind.Array : CollectionKind.List, offsets);

    private string ItemCount(string value) => CollectionEmission.CountOf(items.Kind, value);

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        PartLocals names = emitter.Parts!;
        string offsets = Emitter.MemberLocal(Position.Holder);
        string count = emitter.Temp("count");
        string read = emitter.Temp("items");
        string i = emitter.Temp("i");
        string start = emitter.Temp("itemStart");
        string item = emitter.Temp("item");
        string element = items.Element.Codec.TypeName;
        bool array = items.Kind == CollectionKind.Array;
        emitter.Writer.WriteLine($"int {count} = {OffsetCount(offsets)};");
        emitter.Writer.WriteLine(array ? $"var {read} = new {element}[{count}];" : $"var {read} = new global::System.Collections.Generic.List<{element}>({count});");
        emitter.Writer.OpenBlock($"for (int {i} = 0; {i} < {count}; {i}++)");
        emitter.Writer.WriteLine($"if (!{Emitter.Wire}.TryEnterPart(source, ref offset, ref state, {PartEmission.Origin(Position, names)}(long){offsets}[{i}], {emitter.TypeLiteral}, {member})) {emitter.ReadFailure()}");
        emitter.Writer.WriteLine($"int {start} = offset;");
        emitter.Writer.WriteLine($"{element} {item};");
        emitter.EmitRead(items.Element, item, member);
        if (!Position.ClaimsItself)
        {
            emitter.Writer.WriteLine($"state.ClaimPart({start}, offset, {emitter.TypeLiteral}, {member});");
        }

        emitter.EmitTraceMember(member, start, "offset");
        emitter.Writer.WriteLine($"if (offset > {names.Extent}) {names.Extent} = offset;");
        emitter.Writer.WriteLine(array ? $"{read}[{i}] = {item};" : $"{read}.Add({item});");
        emitter.Writer.CloseBlock();
        emitter.Writer.WriteLine($"{target} = {read};");
    }

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        PartLocals names = emitter.Parts!;
        string written = emitter.Temp("items");
        string offsets = emitter.Temp("offsets");
        string i = emitter.Temp("i");
        string start = emitter.Temp("itemStart");
        emitter.Writer.WriteLine($"var {written} = {value};");
        emitter.Writer.WriteLine($"var {offsets} = {emitter.MemberAccess(Position.Holder)};");
        emitter.Writer.WriteLine($"{Emitter.Wire}.CheckPartCount({offsets} is null ? 0 : {OffsetCount(offsets)}, {written} is null ? 0 : {ItemCount(written)}, {emitter.TypeLiteral}, {member});");
        emitter.Writer.OpenBlock($"for (int {i} = 0; {written} is not null && {i} < {ItemCount(written)}; {i}++)");
        emitter.Writer.WriteLine($"int {start} = offset;");
        emitter.EmitWrite(items.Element, $"{written}[{i}]", member);
        string origin = Position.Origin == OffsetOrigin.Value ? names.ValueStart : "0";
        string place = $"{names.HolderAt[Position.Holder]} + {i} * {Emitter.Invariant(Position.HolderCodec.FixedWidth)}";
        string filled = $"({Position.HolderCodec.TypeName}){Emitter.Wire}.PartOffset({start}, {origin}, {Emitter.Invariant(Position.Max)}L, {emitter.TypeLiteral}, {member})";
        emitter.Writer.WriteLine(CodecEmission.For(Position.HolderCodec).WriteAt($"{Emitter.Wire}.At(destination, {place})", "0", filled));
        emitter.Writer.CloseBlock();
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string sized = emitter.Temp("items");
        string i = emitter.Temp("i");
        emitter.Writer.WriteLine($"var {sized} = {value};");
        emitter.Writer.OpenBlock($"for (int {i} = 0; {sized} is not null && {i} < {ItemCount(sized)}; {i}++)");
        emitter.EmitSize(items.Element, $"{sized}[{i}]", member);
        emitter.Writer.CloseBlock();
    }
}

/// <summary>A holder is written as 0 (an array of offsets as it is); its positioned member's write fills it in.</summary>
internal sealed class OffsetSourceEmission : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset)
        => member.Source is OffsetSource { Each: true } ? $"this.{member.Name}" : $"({member.Layout.Codec.TypeName})0";
}

/// <summary>The reads and writes around a type's positioned members: where its sequence ends, where holders sit.</summary>
internal static class PartEmission
{
    /// <summary>Where the sequence ends, before the first positioned member: the value claims its own bytes; parts may reach further.</summary>
    public static void EmitReadSequenceEnd(Emitter emitter, string firstPart)
    {
        PartLocals names = emitter.Parts!;
        emitter.Writer.WriteLine($"state.ClaimPart({names.ValueStart}, offset, {emitter.TypeLiteral}, {Emitter.Literal(firstPart)});");
        emitter.Writer.WriteLine($"int {names.Extent} = offset;");
    }

    /// <summary>After the last positioned member: the value's bytes end at the furthest of its sequence and its parts.</summary>
    public static void EmitReadEnd(Emitter emitter) => emitter.Writer.WriteLine($"offset = {emitter.Parts!.Extent};");

    /// <summary>The start an offset counts from, with a trailing plus, or nothing for the source's start.</summary>
    public static string Origin(PositionedWrapper position, PartLocals names) => position.Origin == OffsetOrigin.Value ? $"(long){names.ValueStart} + " : string.Empty;

    /// <summary>A holder's place, noted as its run writes it (as 0), for the positioned member's write to fill in.</summary>
    public static void EmitHolderPlace(Emitter emitter, MemberModel holder, int index)
    {
        string at = emitter.Temp("holderAt");
        emitter.Parts!.HolderAt[holder.WireName] = at;
        emitter.Writer.WriteLine($"int {at} = offset + {Emitter.Invariant(index)};");
    }
}
