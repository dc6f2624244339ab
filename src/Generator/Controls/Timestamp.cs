using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTimestamp]</c>: a date as a count of units since an epoch (PostgreSQL's microseconds since 2000, Unix seconds).</summary>
internal sealed class Timestamp : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTimestampAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        TimeEpoch? epoch = attribute.ConstructorArguments.Length > 0 && attribute.ConstructorArguments[0].Value is int e && e is >= 0 and <= (int)TimeEpoch.DotNet ? (TimeEpoch)e : null;
        TimeUnit? unit = attribute.ConstructorArguments.Length > 1 && attribute.ConstructorArguments[1].Value is int u && u is >= 0 and <= (int)TimeUnit.Ticks ? (TimeUnit)u : null;
        int size = AttributeArguments.Named(attribute, "Size") is int s ? s : 8;
        Layout? layout = epoch is null || unit is null || size is not (4 or 8) ? null
            : ToTimestamp(member.Layout.Codec, epoch.Value, unit.Value, size) is { } timestamp ? member.Layout.With(timestamp)
            : ForItems(member.Layout, item => ToTimestamp(item, epoch.Value, unit.Value, size));
        return layout ?? member.Misplaced(this, "DateTime and DateTimeOffset members and collections of them, with a defined TimeEpoch and TimeUnit and a Size of 4 or 8");
    }

    private static TimestampCodec? ToTimestamp(Codec codec, TimeEpoch epoch, TimeUnit unit, int size)
        => codec is ScalarCodec { Kind: ScalarKind.DateTime or ScalarKind.DateTimeOffset } scalar
            ? new TimestampCodec(scalar.TypeName, scalar.Kind == ScalarKind.DateTimeOffset, epoch, unit, size)
            : null;
}
