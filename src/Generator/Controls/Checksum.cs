using System.Collections.Generic;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryChecksum(algorithm, Placement = …, SkipBytes = …, ByteOrder = …)]</c>: a CRC-32 or CRC-16 of the member's
/// bytes before or after them, filled in on write and verified on read.
/// </summary>
internal sealed class Checksum : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryChecksumAttribute";

    // A bit field shares its bytes with its neighbours: it has none of its own to check.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(BitField)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (AttributeArguments.Named(attribute, "Through") is string || AttributeArguments.Named(attribute, "PseudoHeader") is true)
        {
            return member.Layout; // a checksum inside what it covers: the member holds it, linked in ApplyToType
        }

        object? placement = AttributeArguments.Named(attribute, "Placement");
        object? skipBytes = AttributeArguments.Named(attribute, "SkipBytes");
        object? order = AttributeArguments.Named(attribute, "ByteOrder");
        return AttributeArguments.Enum<ChecksumAlgorithm>(attribute) is { } algorithm && placement is null or 0 or 1 && skipBytes is null or int and >= 0 && order is null or 0 or 1
            ? member.Layout.Wrap(new ChecksumWrapper(algorithm, After: placement is 1, SkipBytes: skipBytes is int skip ? skip : 0, LittleEndian: order is null ? ByteOrder.IsLittleEndian(member) : order is 1))
            : member.Misplaced(this, "members with a defined ChecksumAlgorithm, Placement and ByteOrder and a non-negative SkipBytes");
    }

    /// <summary>
    /// <c>Through = nameof(X)</c>: the member holds the checksum of the value's bytes from its start through X, its own
    /// counted as zero. One such member a type, an unsigned integer as wide as the checksum, X at or after it.
    /// </summary>
    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        bool seen = false;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            if (AttributeArguments.Named(attribute, "PseudoHeader") is true)
            {
                valid &= ApplyPseudoHeader(type, i, attribute);
                continue;
            }

            if (AttributeArguments.Named(attribute, "Through") is not string through)
            {
                continue;
            }

            const string AppliesTo = "one member a type, an unsigned integer as wide as the checksum with no other layout attribute, whose Through names it or a later member";
            MemberModel holder = type.Members[i];
            int last = type.IndexOf(through);
            bool fits = AttributeArguments.Enum<ChecksumAlgorithm>(attribute) is { } algorithm
                && holder.Layout is { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false, Kind: ScalarKind.UInt16 or ScalarKind.UInt32 } scalar }
                && scalar.FixedWidth == ChecksumWrapper.SizeOf(algorithm)
                && holder.Source is null && last >= i && !seen;
            if (!fits)
            {
                valid = type.Misplaced(this, i, AppliesTo + (last < 0 ? "; no member is named " + through : string.Empty));
                continue;
            }

            seen = true;
            object? order = AttributeArguments.Named(attribute, "ByteOrder");
            type.Members[i] = holder with { Source = new ChecksumWithinSource(AttributeArguments.Enum<ChecksumAlgorithm>(attribute)!.Value, through, order is 1 || (order is null && ((ScalarCodec)holder.Layout.Codec).LittleEndian)) };
        }

        return valid;
    }

    /// <summary>
    /// <c>PseudoHeader = true</c>: a big-endian 16-bit Internet checksum at a fixed, even offset, which the enclosing
    /// member's <c>[BinaryPseudoHeader]</c> finds through the constant the type is given.
    /// </summary>
    private bool ApplyPseudoHeader(TypeContext type, int index, AttributeData attribute)
    {
        MemberModel holder = type.Members[index];
        int? at = FixedOffset(type.Members.GetRange(0, index));
        bool fits = AttributeArguments.Enum<ChecksumAlgorithm>(attribute) == ChecksumAlgorithm.Internet
            && AttributeArguments.Named(attribute, "Through") is null
            && holder.Layout is { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false, Kind: ScalarKind.UInt16, LittleEndian: false } }
            && holder.Source is null && at is { } offset && offset % 2 == 0
            && !type.Members.Exists(member => member.Source is PseudoHeaderSlotSource);
        if (!fits)
        {
            return type.Misplaced(this, index, "one big-endian ushort a type, with PseudoHeader, ChecksumAlgorithm.Internet and no Through, at an even offset after fixed-width members only");
        }

        type.Members[index] = holder with { Source = new PseudoHeaderSlotSource(at!.Value) };
        return true;
    }

    /// <summary>Where the member after <paramref name="before"/> starts when each of them has a fixed width; null otherwise.</summary>
    private static int? FixedOffset(List<MemberModel> before)
    {
        int offset = 0;
        foreach (Segment segment in LayoutPlanner.Plan(before.ToEquatableArray()))
        {
            if (segment.Kind == SegmentKind.Member)
            {
                return null;
            }

            offset += segment.FixedSize + segment.Constant.Count;
        }

        return offset;
    }
}
