using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryLengthOf(parts...)]</c>: an integer member holds the sum of later members' byte sizes, filled in on write.
/// The last part, bound to it with <c>[BinaryLengthFrom]</c>, reads what the sum leaves (see <see cref="LengthFrom"/>).
/// </summary>
internal sealed class LengthOf : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryLengthOfAttribute";

    public static IReadOnlyList<string> Parts(AttributeData attribute)
        => attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Kind == TypedConstantKind.Array
            ? [.. attribute.ConstructorArguments[0].Values.Select(value => value.Value as string ?? string.Empty)]
            : [];

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            IReadOnlyList<string> names = Parts(attribute);
            if (names.Any(type.Failed))
            {
                valid = false;
                continue;
            }

            // A part whose own condition is wrong is [BinaryWhen]'s to report, on that part: one mistake, one diagnostic.
            When when = All.OfType<When>().Single();
            if (names.Select(type.IndexOf).Any(index => index > i && type.Attribute(when, index) is not null && When.Parse(type, index, out _) is null))
            {
                valid = false;
                continue;
            }

            var parts = names.Select(name => type.IndexOf(name)).Select(index => index <= i ? null : Part(type, index)).ToList();
            long max = LengthFrom.HolderMax(type.Members[i].Layout.Codec);
            if (names.Count == 0 || max == 0 || parts.Any(part => part is null) || type.Members[i].Source is not null)
            {
                valid = type.Misplaced(this, i, "integer members that hold nothing else, summing later strings, byte arrays, fixed fields, numbers and nested structs (the fixed-size ones may be conditional)");
                continue;
            }

            type.Members[i] = type.Members[i] with { Source = new SumSource(parts.Select(part => part!).ToEquatableArray(), max) };
        }

        return valid;
    }

    /// <summary>How a part's byte size is found on write, or null when it cannot be. A conditional fixed-size part counts while present.</summary>
    private static SumPart? Part(TypeContext type, int index)
    {
        // The condition is not applied yet (it comes after the lengths); its own control parses it for the sum.
        MemberModel member = type.Members[index];
        if (type.Attribute(All.OfType<When>().Single(), index) is null)
        {
            return Part(member.WireName, member.Layout);
        }

        return When.Parse(type, index, out _) is { } when && Part(member.WireName, member.Layout) is { Kind: PartKind.Constant } part ? part with { When = when } : null;
    }

    private static SumPart? Part(string member, Layout layout) => layout switch
    {
        { Wrappers.Count: > 0 } => null,
        { Codec: BoundBytesCodec { Terminated: true } } => null,
        { Codec: BoundBytesCodec { IsString: true } text } => new SumPart(member, PartKind.Text, 0, text.Encoding, text.Replace),
        { Codec: BoundBytesCodec } => new SumPart(member, PartKind.Bytes, 0),
        { Codec.ConstantSize: > 0 and int size } => new SumPart(member, PartKind.Constant, size),
        { Codec: NestedCodec { IsValueType: true } } => new SumPart(member, PartKind.Nested, 0),
        _ => null,
    };
}
