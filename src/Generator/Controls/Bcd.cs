using System.Collections.Generic;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryBcd(Digits = n)]</c>: an integer as packed BCD, two decimal digits a byte (ISO 8583, EMV).</summary>
internal sealed class Bcd : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryBcdAttribute";

    // The digits are the encoding: another number encoding or a byte order has nothing left to change.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(VarInt), typeof(BitField), typeof(ByteOrder), typeof(Timestamp)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        int digits = AttributeArguments.Named(attribute, "Digits") is int named ? named : 0;
        Layout? layout = ToBcd(member.Layout.Codec, digits) is { } bcd ? member.Layout.With(bcd) : ForItems(member.Layout, item => ToBcd(item, digits));
        return layout ?? member.Misplaced(this,
            "byte, short, ushort, int, uint, long and ulong members (not enums) and collections of them, with Digits from 1 to what the type holds: 2 for byte, 4 for short and ushort, 9 for int and uint, 18 for long, 19 for ulong");
    }

    private static BcdCodec? ToBcd(Codec codec, int digits)
        => codec is ScalarCodec { IsEnum: false } scalar && digits >= 1 && digits <= MostDigits(scalar.Kind)
            ? new BcdCodec(scalar.Kind, scalar.TypeName, digits)
            : null;

    /// <summary>The most digits whose every value the type holds (all nines).</summary>
    private static int MostDigits(ScalarKind kind) => kind switch
    {
        ScalarKind.Byte => 2,
        ScalarKind.Int16 or ScalarKind.UInt16 => 4,
        ScalarKind.Int32 or ScalarKind.UInt32 => 9,
        ScalarKind.Int64 => 18,
        ScalarKind.UInt64 => 19,
        _ => 0,
    };
}
