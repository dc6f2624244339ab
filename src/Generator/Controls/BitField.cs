using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryBitField]</c>: a bool, small integer or enum in N bits. Consecutive bit fields share one big-endian
/// container of 8, 16 or 32 bits, packed from the most significant bit down; the emitter writes each group at once.
/// </summary>
internal sealed class BitField : LayoutControl
{
    private static readonly Constant Constant = new();

    public override string AttributeName => "Spanwire.BinaryBitFieldAttribute";

    // A bit shares its container with its neighbours: it cannot be skipped, offset or left out on its own.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(VarInt), typeof(Reserved), typeof(When), typeof(Trailing), typeof(SizePrefix)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        ScalarCodec? scalar = member.Layout.Codec as ScalarCodec;
        int maxBits = scalar?.Kind switch
        {
            ScalarKind.Boolean => 1,
            ScalarKind.Byte or ScalarKind.SByte => 8,
            ScalarKind.Int16 or ScalarKind.UInt16 => 16,
            ScalarKind.Int32 or ScalarKind.UInt32 => 32,
            _ => 0,
        };
        if (scalar is null || AttributeArguments.Int(attribute) is not { } bits || bits < 1 || bits > maxBits
            || AttributeArguments.Named(attribute, "Order") is int order and not (0 or 1))
        {
            return member.Misplaced(this, "bool, 8- to 32-bit integers and enums, with 1 to 32 bits that fit the type and a defined BitOrder");
        }

        BitOrder bitOrder = AttributeArguments.Named(attribute, "Order") is 1 ? BitOrder.LowBitFirst : BitOrder.HighBitFirst;
        return member.Layout.With(new BitFieldCodec(scalar.Kind, scalar.TypeName, scalar.IsEnum, bits, Order: bitOrder));
    }

    /// <summary>
    /// Consecutive bit fields must fill a container of 8, 16 or 32 bits exactly. A case of a union whose tag is a few
    /// bits (<c>TagBits</c>) begins with bit fields that fill the rest of the tag's byte: its first one carries the tag.
    /// </summary>
    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        List<MemberModel> members = type.Members;
        if (type.UnionTagBits() is var (tagBits, tag))
        {
            if (members.Count == 0 || members[0].Layout.Codec is not BitFieldCodec first)
            {
                return type.MisplacedOnType(this, $"cases of a union whose tag is {tagBits} bits: begin the case with bit fields that fill the rest of the tag's byte");
            }

            members[0] = members[0] with { Layout = members[0].Layout.With(first with { TagBits = tagBits, Tag = tag }) };
        }

        for (int i = 0; i < members.Count;)
        {
            if (members[i].Layout.Codec is not BitFieldCodec)
            {
                i++;
                continue;
            }

            int start = i;
            int total = 0;
            BitOrder order = ((BitFieldCodec)members[i].Layout.Codec).Order;
            int otherOrder = -1;
            int constantInside = -1;
            while (i < members.Count && members[i].Layout.Codec is BitFieldCodec bits)
            {
                // Constant bytes sit between containers: a run whose bits so far fill whole containers ends before them.
                if (i > start && members[i].Layout.Has(WrapperKind.Constant))
                {
                    if (total is 8 or 16 or 32)
                    {
                        break;
                    }

                    constantInside = constantInside < 0 ? i : constantInside;
                }

                total += bits.Bits + bits.TagBits;
                otherOrder = otherOrder < 0 && bits.Order != order ? i : otherOrder;
                i++;
            }

            if (constantInside >= 0)
            {
                valid = type.Misplaced(Constant, constantInside, "members, or a bit field that begins a container of 8, 16 or 32 bits: constant bytes cannot sit inside one");
                continue;
            }

            if (total is not (8 or 16 or 32) && !type.NextToFailure(start) && !type.NextToFailure(i - 1))
            {
                int runTagBits = ((BitFieldCodec)members[start].Layout.Codec).TagBits;
                valid = type.Misplaced(this, start, $"runs of consecutive bit fields that fill 8, 16 or 32 bits (this run has {total}{(runTagBits > 0 ? $", the union's {runTagBits}-bit tag included" : "")})");
            }
            else if (otherOrder >= 0)
            {
                valid = type.Misplaced(this, otherOrder, $"runs of bit fields in one bit order (the run starts {order})");
            }
        }

        return valid;
    }

    /// <summary>Bytes of a group's container.</summary>
    private static (string Type, string Write, string Read) Container(int bytes) => bytes switch
    {
        1 => ("byte", "WriteByte", "ReadByte"),
        2 => ("ushort", "WriteUInt16", "ReadUInt16"),
        _ => ("uint", "WriteUInt32", "ReadUInt32"),
    };

    /// <summary>Where each member of a group sits in its container: the shift of its lowest bit, in the group's bit order.</summary>
    private static List<int> Shifts(Segment group, int bytes)
    {
        var shifts = new List<int>(group.Members.Count);
        var first = (BitFieldCodec)group.First.Layout.Codec;
        bool lowFirst = first.Order == BitOrder.LowBitFirst;
        int position = lowFirst ? 0 : bytes * 8 - first.TagBits;
        foreach (MemberModel member in group.Members)
        {
            int width = ((BitFieldCodec)member.Layout.Codec).Bits;
            shifts.Add(lowFirst ? position : position - width);
            position += lowFirst ? width : -width;
        }

        return shifts;
    }

    /// <summary>Packs a group into one big-endian container, in its bit order; a value wider than its bits throws.</summary>
    public static void EmitWriteGroup(Emitter emitter, Segment group, bool checkSpace = true)
    {
        SourceWriter writer = emitter.Writer;
        int bytes = group.FixedSize;
        (string containerType, string write, _) = Container(bytes);
        if (checkSpace)
        {
            emitter.SpaceCheck(Emitter.Invariant(bytes));
        }

        string packed = emitter.Temp("packed");
        var first = (BitFieldCodec)group.First.Layout.Codec;
        writer.WriteLine($"uint {packed} = {(first.TagBits > 0 ? $"{Emitter.Invariant(first.Tag)}U << {Emitter.Invariant(bytes * 8 - first.TagBits)}" : "0")};");
        List<int> shifts = Shifts(group, bytes);
        for (int index = 0; index < group.Members.Count; index++)
        {
            MemberModel member = group.Members[index];
            var codec = (BitFieldCodec)member.Layout.Codec;
            int shift = shifts[index];
            ulong mask = (1UL << codec.Bits) - 1;
            string bits = emitter.Temp("bits");
            string access = $"this.{member.Name}";
            string value = codec.Kind == ScalarKind.Boolean
                ? $"({access} ? 1UL : 0UL)"
                : $"unchecked((ulong)(long)({WireMethods.Keyword(codec.Kind)}){access})";
            DefinedEnums.EmitCheck(emitter, access, codec.TypeName, codec.DefinedNames, Emitter.Literal(member.WireName), "offset");
            writer.WriteLine($"ulong {bits} = {value};");
            if (codec.Kind != ScalarKind.Boolean)
            {
                // A bool is 0 or 1, which fits any width. The message is built in the throw helper, out of this method.
                writer.OpenBlock($"if ({bits} > {mask.ToString(System.Globalization.CultureInfo.InvariantCulture)}UL)");
                writer.WriteLine($"{Emitter.Wire}.ThrowBitFieldOverflow({emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, offset, {bits}, isSigned: {(codec.Kind is ScalarKind.SByte or ScalarKind.Int16 or ScalarKind.Int32 or ScalarKind.Int64 ? "true" : "false")}, {Emitter.Invariant(codec.Bits)});");
                writer.CloseBlock();
            }

            writer.WriteLine($"{packed} |= (uint){bits} << {Emitter.Invariant(shift)};");
        }

        writer.WriteLine($"{Emitter.Wire}.{write}(ref {Emitter.Wire}.At(destination, offset), 0, ({containerType}){packed});");
        writer.WriteLine($"offset += {Emitter.Invariant(bytes)};");
    }

    /// <summary>Reads one container and unpacks each member, in the group's bit order.</summary>
    public static void EmitReadGroup(Emitter emitter, Segment group, bool checkSpace = true)
    {
        SourceWriter writer = emitter.Writer;
        int bytes = group.FixedSize;
        (_, _, string read) = Container(bytes);
        if (checkSpace)
        {
            writer.OpenBlock($"if (source.Length - offset < {Emitter.Invariant(bytes)})");
            writer.WriteLine(emitter.ReadFailure($"state.Truncated({emitter.TypeLiteral}, {Emitter.Literal(group.First.WireName)}, offset, {Emitter.Invariant(bytes)}, source.Length - offset)"));
            writer.CloseBlock();
        }

        string packed = emitter.Temp("packed");
        writer.WriteLine($"uint {packed} = {Emitter.Wire}.{read}(ref {Emitter.Wire}.At(source, offset), 0);");
        if (group.First.Layout.Codec is BitFieldCodec { TagBits: > 0 } tagged)
        {
            // Read through the union the tag already chose this case; read alone, a byte of another case is refused.
            int tagShift = bytes * 8 - tagged.TagBits;
            writer.OpenBlock($"if ({packed} >> {Emitter.Invariant(tagShift)} != {Emitter.Invariant(tagged.Tag)}U)");
            writer.WriteLine($"{Emitter.Wire}.ThrowWrongTagBits({emitter.TypeLiteral}, {Emitter.Literal(group.First.WireName)}, offset, {packed} >> {Emitter.Invariant(tagShift)}, {Emitter.Invariant(tagged.Tag)}L);");
            writer.CloseBlock();
        }

        List<int> shifts = Shifts(group, bytes);
        for (int index = 0; index < group.Members.Count; index++)
        {
            MemberModel member = group.Members[index];
            var codec = (BitFieldCodec)member.Layout.Codec;
            int shift = shifts[index];
            string mask = ((1UL << codec.Bits) - 1).ToString(System.Globalization.CultureInfo.InvariantCulture);
            string bits = $"(({packed} >> {Emitter.Invariant(shift)}) & {mask}U)";
            string local = Emitter.MemberLocal(member.WireName);
            writer.WriteLine(codec.Kind == ScalarKind.Boolean
                ? $"{local} = {bits} != 0;"
                : $"{local} = unchecked(({codec.TypeName})({WireMethods.Keyword(codec.Kind)}){bits});");
            DefinedEnums.EmitCheck(emitter, local, codec.TypeName, codec.DefinedNames, Emitter.Literal(member.WireName), "offset");
        }

        writer.WriteLine($"offset += {Emitter.Invariant(bytes)};");
    }
}
