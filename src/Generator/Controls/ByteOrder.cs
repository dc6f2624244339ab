using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryByteOrder]</c> on a member or a type: numbers least significant byte first; on a string, byte block or
/// collection it swaps the default int32 prefix and numeric items; a nested type that follows its holder's order
/// (<c>[BinaryByteOrderFrom]</c> with no holder) is read and written little-endian. Other members of a little-endian type (GUIDs,
/// dates, varints, fixed fields) keep their only layout.
/// </summary>
internal sealed class ByteOrder : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryByteOrderAttribute";

    public override Layout? Apply(MemberContext member)
    {
        AttributeData? own = member.Attribute(this);
        if (!(own is null ? member.LittleEndianTwin || IsLittleEndian(member.TypeAttribute(this)) : IsLittleEndian(own)))
        {
            return member.Layout;
        }

        // A bit field's container follows its type's byte order; one bit field cannot differ from the rest of its run.
        if (own is null && member.Layout.Codec is BitFieldCodec bits)
        {
            return member.Layout.With(bits with { LittleEndian = true });
        }

        if (LittleEndian(member.Layout.Codec) is { } swapped)
        {
            return member.Layout.With(swapped);
        }

        return own is null
            ? member.Layout
            : member.Misplaced(this, "numbers, numeric arrays, and strings, byte arrays and collections (for their prefix)");
    }

    /// <summary>Whether the member, or else its type, is marked little-endian: for other controls that write numbers (a checksum).</summary>
    public static bool IsLittleEndian(MemberContext member)
    {
        // Attributes are matched to the registered control instance, found once the registry is built.
        ByteOrder control = s_registered ??= (ByteOrder)All.First(registered => registered is ByteOrder);
        return member.Attribute(control) is { } own ? IsLittleEndian(own) : member.LittleEndianTwin || IsLittleEndian(member.TypeAttribute(control));
    }

    private static ByteOrder? s_registered;

    /// <summary>The attribute, if any, says little-endian: on a union, its tag is (ZIP's extra field ids).</summary>
    public static bool IsLittleEndian(AttributeData? order) => order is not null && AttributeArguments.Enum<Endianness>(order) == Endianness.LittleEndian;

    /// <summary>The codec with its numbers swapped, or null when it has none that can be.</summary>
    private static Codec? LittleEndian(Codec codec) => codec switch
    {
        ScalarCodec { CanBeLittleEndian: true } scalar => scalar with { LittleEndian = true },
        StringCodec text => text with { Prefix = Swap(text.Prefix) },
        BytesCodec bytes => bytes with { Prefix = Swap(bytes.Prefix) },
        NestedCodec { FollowsByteOrder: true } nested => nested with { LittleEndian = true },
        CollectionCodec collection => collection with
        {
            Count = collection.Count is PrefixedCount prefixed ? new PrefixedCount(Swap(prefixed.Prefix)) : collection.Count,
            Element = LittleEndian(collection.Element.Codec) is (ScalarCodec or NestedCodec) and var element ? collection.Element.With(element) : collection.Element,
        },
        NullableCodec nullable when LittleEndian(nullable.Element.Codec) is { } element => nullable with { Element = nullable.Element.With(element) },
        FixedTextCodec or FixedBytesCodec or PascalCodec => codec,
        _ => null,
    };

    private static LengthPrefix Swap(LengthPrefix prefix) => prefix == LengthPrefix.Int32 ? LengthPrefix.Int32LittleEndian : prefix;

    /// <summary>Mirrors <c>Spanwire.ByteOrder</c>.</summary>
    private enum Endianness
    {
        BigEndian = 0,
        LittleEndian = 1,
    }
}
