using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryPseudoHeader(nameof(Source), nameof(Destination), nameof(Protocol))]</c> on a member whose value (or union
/// case) holds a <c>[BinaryChecksum(PseudoHeader = true)]</c> member: that checksum covers these earlier members and the
/// value's length too (TCP and UDP under IPv4). The enclosing value fills it in and checks it.
/// </summary>
internal sealed class PseudoHeader : LayoutControl
{
    private const string AppliesTo = "a nested value (a struct, a class that is never null, or a union its [BinaryTagFrom] holder chooses) whose type or cases hold a [BinaryChecksum(PseudoHeader = true)] member, naming earlier integer or fixed-length byte-array members";

    public override string AttributeName => "Spanwire.BinaryPseudoHeaderAttribute";

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            MemberModel member = type.Members[i];
            List<PseudoHeaderPart>? parts = Parts(type, attribute, i);
            List<PseudoHeaderSlot> slots = type.MemberType(i) is INamedTypeSymbol held ? Slots(type, member.Layout.Codec, held) : [];
            if (parts is null || slots.Count == 0)
            {
                valid = type.Misplaced(this, i, AppliesTo);
                continue;
            }

            type.Members[i] = member with { Layout = member.Layout.Wrap(new PseudoHeaderWrapper(parts.ToEquatableArray(), slots.ToEquatableArray())) };
        }

        return valid;
    }

    /// <summary>The members named, each earlier than the value and an integer or a fixed-length byte array; null when one is not.</summary>
    private static List<PseudoHeaderPart>? Parts(TypeContext type, AttributeData attribute, int index)
    {
        var parts = new List<PseudoHeaderPart>();
        foreach (TypedConstant name in attribute.ConstructorArguments.SelectMany(argument => argument.Kind == TypedConstantKind.Array ? argument.Values : [argument]))
        {
            int part = name.Value is string wireName ? type.IndexOf(wireName) : -1;
            if (part < 0 || part >= index)
            {
                return null;
            }

            Layout layout = type.Members[part].Layout;
            bool isBytes = layout is { Wrappers.Count: 0, Codec: FixedBytesCodec };
            bool isInteger = layout.Wrappers.All(wrapper => wrapper is ValidWrapper)
                && layout.Codec is ScalarCodec { Kind: ScalarKind.Byte or ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64 }
                    or BitFieldCodec { Kind: ScalarKind.Byte or ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64 };
            if (!isBytes && !isInteger)
            {
                return null;
            }

            parts.Add(new PseudoHeaderPart(type.Members[part].WireName, isBytes));
        }

        return parts.Count > 0 ? parts : null;
    }

    /// <summary>The value's type, or the cases of the union its holder chooses, that hold a pseudo-header checksum.</summary>
    private static List<PseudoHeaderSlot> Slots(TypeContext type, Codec codec, INamedTypeSymbol held)
    {
        IEnumerable<INamedTypeSymbol> candidates = codec switch
        {
            HeldUnionCodec => type.CaseTypes(held),
            NestedCodec { HasPresence: false } => [held],
            _ => [],
        };

        Checksum checksum = All.OfType<Checksum>().Single();
        var slots = new List<PseudoHeaderSlot>();
        foreach (INamedTypeSymbol candidate in candidates)
        {
            foreach (ISymbol member in candidate.GetMembers())
            {
                if (type.AttributeOn(candidate, member, checksum) is { } attribute && AttributeArguments.Named(attribute, "PseudoHeader") is true)
                {
                    slots.Add(new PseudoHeaderSlot(
                        candidate.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat),
                        candidate.Name,
                        member.Name,
                        AttributeArguments.Named(attribute, "ZeroMeansNone") is true));
                    break;
                }
            }
        }

        return slots;
    }
}
