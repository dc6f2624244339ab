using System.Collections.Generic;
using Spanwire.Generator.Codecs;
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
            MemberModel? holding = holder >= 0 && holder < i && type.Members[holder] is { Source: null, Layout.Wrappers.Count: 0 } free ? free : null;
            (ScalarCodec Codec, bool Each)? offsets = holding?.Layout.Codec switch
            {
                ScalarCodec { IsEnum: false } scalar => (scalar, false),
                CollectionCodec { Kind: not CollectionKind.ImmutableArray, Count: BoundCount or FixedCount, Element: { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false } item } }
                    when member.Layout.Codec is CollectionCodec { Kind: not CollectionKind.ImmutableArray, Element.Wrappers.Count: 0 } => (item, true),
                _ => null,
            };
            long max = offsets is { } found ? LengthFrom.HolderMax(found.Codec) : 0;
            if (offsets is null || max <= 0 || member.Layout.Codec.OpenEnd != OpenEnd.None || (!offsets.Value.Each && HoldsPartsInline(member.Layout.Codec) && member.Layout.Codec is not NestedCodec))
            {
                valid = type.Misplaced(this, i, "members placed at the offset an earlier plain integer member holds (one that holds nothing else), or collections whose items are placed at the offsets an earlier array of integers with a bound or fixed count holds; their own bytes end by themselves, and a list at one offset has items without positioned members");
                continue;
            }

            firstPart = firstPart < 0 ? i : firstPart;
            var origin = AttributeArguments.Named(attribute, "Origin") is int value ? (OffsetOrigin)value : OffsetOrigin.Source;
            (ScalarCodec holderCodec, bool each) = offsets.Value;
            var position = new PositionedWrapper(holding!.WireName, holderCodec, origin, max, ClaimsItself(member.Layout.Codec), each);
            Layout layout = each && member.Layout.Codec is CollectionCodec collection
                ? member.Layout.With(new PositionedItemsCodec(collection.TypeName, collection.Kind, collection.Element, position, holding.Layout.Codec is CollectionCodec { Kind: CollectionKind.Array }))
                : member.Layout;
            type.Members[i] = member with { Layout = layout.Wrap(position) };
            type.Members[holder] = holding with { Source = new OffsetSource(member.WireName, each) };
        }

        return valid;
    }

    /// <summary>The member's type (or a positioned list's item type) has positioned members, so it claims its bytes itself.</summary>
    private static bool ClaimsItself(Codec codec) => codec is NestedCodec { HasParts: true } or CollectionCodec { Element.Codec: NestedCodec { HasParts: true } };

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

    private string Origin(PartLocals names) => Positioned.Origin(position, names);
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
        emitter.Writer.WriteLine($"if (!{Emitter.Wire}.TryEnterPart(source, ref offset, ref state, {Positioned.Origin(Position, names)}(long){offsets}[{i}], {emitter.TypeLiteral}, {member})) {emitter.ReadFailure()}");
        emitter.Writer.WriteLine($"int {start} = offset;");
        emitter.Writer.WriteLine($"{element} {item};");
        emitter.EmitRead(items.Element, item, member);
        if (!Position.ClaimsItself)
        {
            emitter.Writer.WriteLine($"state.ClaimPart({start}, offset, {emitter.TypeLiteral}, {member});");
        }

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
        string place = $"{names.HolderAt[Position.Holder]} + {i} * {Emitter.Invariant(Position.HolderCodec.Size)}";
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
