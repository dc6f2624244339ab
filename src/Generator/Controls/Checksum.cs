using System.Collections.Generic;
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

        object? placement = AttributeArguments.Named(attribute, "Placement");
        object? skipBytes = AttributeArguments.Named(attribute, "SkipBytes");
        object? order = AttributeArguments.Named(attribute, "ByteOrder");
        return AttributeArguments.Enum<ChecksumAlgorithm>(attribute) is { } algorithm && placement is null or 0 or 1 && skipBytes is null or int and >= 0 && order is null or 0 or 1
            ? member.Layout.Wrap(new ChecksumWrapper(algorithm, After: placement is 1, SkipBytes: skipBytes is int skip ? skip : 0, LittleEndian: order is null ? ByteOrder.IsLittleEndian(member) : order is 1))
            : member.Misplaced(this, "members with a defined ChecksumAlgorithm, Placement and ByteOrder and a non-negative SkipBytes");
    }
}
