using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryValid]</c>: the values an integer member may hold (a range, a list), checked on read and on write.</summary>
internal sealed class Valid : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryValidAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        long min = AttributeArguments.Named(attribute, "Min") is long low ? low : long.MinValue;
        long max = AttributeArguments.Named(attribute, "Max") is long high ? high : long.MaxValue;
        EquatableArray<long>? anyOf = AttributeArguments.Longs(attribute, "AnyOf");
        EquatableArray<long> values = anyOf ?? EquatableArray<long>.Empty;
        bool listed = anyOf is not null;
        return member.Layout.Codec is not ScalarCodec { IsEnum: false, Kind: ScalarKind.Byte or ScalarKind.SByte or ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 }
            ? member.Misplaced(this, "integer members (byte to long, not ulong or an enum) read as fixed-size numbers")
            : (min == long.MinValue && max == long.MaxValue && !listed) || min > max || (listed && (values.Count == 0 || values.Any(value => value < min || value > max)))
                ? member.Misplaced(this, "a Min, a Max or an AnyOf: a Min no larger than its Max, an AnyOf of at least one value between them")
                : member.Layout.Wrap(new ValidWrapper(min, max, values));
    }
}
