using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryBitField]</c>: a bool, small integer or enum in N bits. Consecutive bit fields share one big-endian
/// container of 8, 16, 24 or 32 bits, packed from the most significant bit down; the emitter writes each group at once.
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
    /// Consecutive bit fields must fill a container of 8, 16, 24 or 32 bits exactly. A case of a union whose tag is a few
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
            bool littleEndian = ((BitFieldCodec)members[i].Layout.Codec).LittleEndian;
            int otherOrder = -1;
            int otherByteOrder = -1;
            int constantInside = -1;
            while (i < members.Count && members[i].Layout.Codec is BitFieldCodec bits)
            {
                // Constant bytes sit between containers: a run whose bits so far fill whole containers ends before them.
                if (i > start && members[i].Layout.Has(WrapperKind.Constant))
                {
                    if (total is 8 or 16 or 24 or 32)
                    {
                        break;
                    }

                    constantInside = constantInside < 0 ? i : constantInside;
                }

                total += bits.Bits + bits.TagBits;
                otherOrder = otherOrder < 0 && bits.Order != order ? i : otherOrder;
                otherByteOrder = otherByteOrder < 0 && bits.LittleEndian != littleEndian ? i : otherByteOrder;
                i++;
            }

            if (constantInside >= 0)
            {
                valid = type.Misplaced(Constant, constantInside, "members, or a bit field that begins a container of 8, 16, 24 or 32 bits: constant bytes cannot sit inside one");
                continue;
            }

            if (total is not (8 or 16 or 24 or 32) && !type.NextToFailure(start) && !type.NextToFailure(i - 1))
            {
                int runTagBits = ((BitFieldCodec)members[start].Layout.Codec).TagBits;
                valid = type.Misplaced(this, start, $"runs of consecutive bit fields that fill 8, 16, 24 or 32 bits (this run has {total}{(runTagBits > 0 ? $", the union's {runTagBits}-bit tag included" : "")})");
            }
            else if (otherOrder >= 0)
            {
                valid = type.Misplaced(this, otherOrder, $"runs of bit fields in one bit order (the run starts {order})");
            }
            else if (otherByteOrder >= 0 && total > 8)
            {
                valid = type.Misplaced(this, otherByteOrder, $"runs of bit fields in one byte order (the run's container is {(littleEndian ? "little" : "big")}-endian)");
            }
            else if (littleEndian && total > 8 && ((BitFieldCodec)members[start].Layout.Codec).TagBits > 0)
            {
                valid = type.Misplaced(this, start, "a union case's first bit fields in a big-endian container: a little-endian 16- or 32-bit run would put the tag's bits in its last byte");
            }
            else if (littleEndian && total == 8)
            {
                // One byte has no byte order: the run is the same either way, and described so.
                for (int k = start; k < i; k++)
                {
                    members[k] = members[k] with { Layout = members[k].Layout.With(((BitFieldCodec)members[k].Layout.Codec) with { LittleEndian = false }) };
                }
            }
        }

        return valid;
    }
}
