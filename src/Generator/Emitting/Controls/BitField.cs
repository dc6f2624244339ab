using System.Collections.Generic;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A group of <c>[BinaryBitField]</c> members: one container of 8, 16, 24 or 32 bits, packed in the group's bit order.</summary>
internal static class BitFieldGroupEmission
{
    /// <summary>Bytes of a group's container.</summary>
    private static (string Type, string Write, string Read) Container(int bytes, bool littleEndian) => (bytes, littleEndian) switch
    {
        (1, _) => ("byte", "WriteByte", "ReadByte"),
        (2, false) => ("ushort", "WriteUInt16", "ReadUInt16"),
        (2, true) => ("ushort", "WriteUInt16LittleEndian", "ReadUInt16LittleEndian"),
        (3, false) => ("uint", "WriteUInt24", "ReadUInt24"),
        (3, true) => ("uint", "WriteUInt24LittleEndian", "ReadUInt24LittleEndian"),
        (_, false) => ("uint", "WriteUInt32", "ReadUInt32"),
        _ => ("uint", "WriteUInt32LittleEndian", "ReadUInt32LittleEndian"),
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
        (string containerType, string write, _) = Container(bytes, ((BitFieldCodec)group.First.Layout.Codec).LittleEndian);
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
            string access = member.Source is null ? $"this.{member.Name}" : emitter.WriteValue(member);
            string value = codec.Kind == ScalarKind.Boolean
                ? $"({access} ? 1UL : 0UL)"
                : $"unchecked((ulong)(long)({WireMethods.Keyword(codec.Kind)}){access})";
            DefinedValueEmission.EmitCheck(emitter, access, codec.TypeName, codec.DefinedNames, Emitter.Literal(member.WireName), "offset");
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
        (_, _, string read) = Container(bytes, ((BitFieldCodec)group.First.Layout.Codec).LittleEndian);
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
            DefinedValueEmission.EmitCheck(emitter, local, codec.TypeName, codec.DefinedNames, Emitter.Literal(member.WireName), "offset");
        }

        writer.WriteLine($"offset += {Emitter.Invariant(bytes)};");
    }
}
