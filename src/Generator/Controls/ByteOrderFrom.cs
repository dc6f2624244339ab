using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryByteOrderFrom(nameof(Holder), LittleEndian = …, BigEndian = …)]</c> on a type: its byte order is chosen by
/// the holder's value when it is read (ELF's <c>EI_DATA</c>, pcap's magic); with no holder, by the value that holds it.
/// The type is parsed twice, big- and little-endian (<see cref="ByteOrderChoice"/>), so every control that writes a
/// number (prefixes, bit-field containers, checksums) follows without knowing of this one.
/// </summary>
internal sealed class ByteOrderFrom : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryByteOrderFromAttribute";

    private const string AppliesTo = "types whose byte order an earlier member's value chooses: an integer at a constant offset (every member before it fixed-width) that reads the same in both orders (a byte, or a member with its own [BinaryByteOrder]), with no layout attribute of its own, and LittleEndian and BigEndian lists of its values that share none";

    /// <summary>
    /// In a type whose order is chosen, a member holding another serializable type must say whether that type follows:
    /// one that is silently big-endian would read a little-endian file wrong and still round-trip its own writes.
    /// </summary>
    public override Layout? Apply(MemberContext member)
    {
        if (member.TypeAttribute(this) is null || member.Attribute(All.OfType<ByteOrder>().Single()) is not null
            || HeldType(member.MemberType) is not { } held || !member.Known.IsSerializable(held) || held.IsAbstract || SaysItsOrder(held))
        {
            return member.Layout;
        }

        return member.Misplaced(this, $"a type whose byte order is chosen when read, and its members' types: '{held.Name}' says no byte order of its own, so it would stay big-endian in a little-endian value; mark it [BinaryByteOrderFrom] to follow this type's order, or [BinaryByteOrder] to keep one");
    }


    private static bool SaysItsOrder(INamedTypeSymbol type)
        => type.GetAttributes().Any(attribute => attribute.AttributeClass?.ToDisplayString() is "Spanwire.BinaryByteOrderFromAttribute" or "Spanwire.BinaryByteOrderAttribute");

    /// <summary>Checks the holder and lets it hold only the listed values (checked on read and on write, as <c>[BinaryValid]</c>).</summary>
    public override bool ApplyToType(TypeContext type)
    {
        if (type.TypeAttribute(this) is not { } attribute)
        {
            return true;
        }

        ByteOrder order = All.OfType<ByteOrder>().Single();
        if (type.TypeAttribute(order) is not null)
        {
            return type.MisplacedOnType(this, "types without a [BinaryByteOrder] of their own: the holder, or the enclosing value, chooses the order");
        }

        Xdr xdr = All.OfType<Xdr>().Single();
        if (type.SerializableOption("Layout") is Xdr.XdrLayout)
        {
            return type.MisplacedOnType(this, $"types not laid out as [{xdr.DisplayName}], which RFC 4506 makes big-endian");
        }

        if (AttributeArguments.String(attribute) is not { } holderName)
        {
            return true;
        }

        int holder = type.IndexOf(holderName);
        if (type.Failed(holderName))
        {
            return true;
        }

        (EquatableArray<long> little, EquatableArray<long> big) = Values(attribute);
        string? problem = holder < 0 ? "no member is named " + holderName
            : little.Count == 0 || big.Count == 0 || little.Intersect(big).Any() ? "the LittleEndian and BigEndian lists must each name a value and share none"
            : type.Members[holder].Layout.Wrappers.Count > 0 ? $"the holder {holderName} has a layout attribute of its own"
            : HolderOffset(type.Members, holder) is null ? $"a member before the holder {holderName} varies in size, so the holder's bytes cannot be found before the order is known"
            : type.Members[holder].Layout.Codec is not ScalarCodec { Kind: not (ScalarKind.Single or ScalarKind.Double or ScalarKind.Boolean or ScalarKind.Char) } || !(type.Members[holder].Layout.Codec.FixedWidth == 1 || type.Attribute(order, holder) is not null)
                ? $"the holder {holderName} is not such an integer"
                : null;
        if (problem is not null)
        {
            return type.MisplacedOnType(this, AppliesTo + "; " + problem);
        }

        MemberModel member = type.Members[holder];
        type.Members[holder] = member with { Layout = member.Layout.Wrap(new ValidWrapper(long.MinValue, long.MaxValue, little.Concat(big).ToEquatableArray())) };
        return true;
    }

    /// <summary>The type's choice of byte order with its little-endian members, or null for a type of one order.</summary>
    public static ByteOrderChoice? Choice(TypeParser parser, INamedTypeSymbol type, List<ISymbol> symbols, List<MemberModel> members)
    {
        ByteOrderFrom control = All.OfType<ByteOrderFrom>().Single();
        if (parser.TypeControlAttribute(type, control) is not { } attribute || parser.ParseLittleEndianTwin(type, symbols) is not { } twin)
        {
            return null;
        }

        string holder = AttributeArguments.String(attribute) ?? string.Empty;
        (EquatableArray<long> little, EquatableArray<long> big) = Values(attribute);
        int at = holder.Length == 0 ? 0 : HolderOffset(members, members.FindIndex(member => member.WireName == holder)) ?? 0;
        return new ByteOrderChoice(holder, at, little, big, twin.ToEquatableArray());
    }

    /// <summary>The type follows the order of the value that holds it: its little-endian read and write exist.</summary>
    public static bool FollowsEnclosing(TypeParser parser, INamedTypeSymbol type)
        => parser.TypeControlAttribute(type, All.OfType<ByteOrderFrom>().Single()) is { } attribute && AttributeArguments.String(attribute) is null;

    /// <summary>Where the holder's bytes start, when it has a fixed width and so has every member before it; else null.</summary>
    private static int? HolderOffset(List<MemberModel> members, int holder)
    {
        if (holder < 0 || members[holder].Layout.Codec.FixedWidth == 0)
        {
            return null;
        }

        int offset = 0;
        for (int i = 0; i < holder; i++)
        {
            int width = FixedBytes(members[i].Layout);
            if (width == 0)
            {
                return null;
            }

            offset += width;
        }

        return offset;
    }

    /// <summary>The bytes a member always takes: a run's width, or a fixed-width value with constant bytes beside it (a signature); 0 when it varies.</summary>
    private static int FixedBytes(Layout layout)
        => layout.RunWidth > 0 ? layout.RunWidth
            : layout.Codec.FixedWidth > 0 && layout.Wrappers.All(wrapper => wrapper is ConstantWrapper)
                ? layout.Codec.FixedWidth + layout.Wrappers.Sum(wrapper => ((ConstantWrapper)wrapper).Bytes.Count)
                : 0;

    private static (EquatableArray<long> Little, EquatableArray<long> Big) Values(AttributeData attribute)
        => (AttributeArguments.Longs(attribute, "LittleEndian") ?? EquatableArray<long>.Empty, AttributeArguments.Longs(attribute, "BigEndian") ?? EquatableArray<long>.Empty);
}
