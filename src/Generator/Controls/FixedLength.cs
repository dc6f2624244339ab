using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryFixedLength]</c>: a string or byte array in a field of exactly N bytes (padded, optionally trimmed and
/// truncated), a Pascal string (with a UInt8 prefix inside the field, as Python's <c>struct</c> "Np"), or an array
/// of exactly N items with no count prefix.
/// </summary>
internal sealed class FixedLength : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryFixedLengthAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (AttributeArguments.Int(attribute) is not { } length || length <= 0)
        {
            return member.Misplaced(this, $"a field of at least one byte or item; the length given is {AttributeArguments.Int(attribute)?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "missing"}");
        }

        byte padding = AttributeArguments.Named(attribute, "Padding") is byte value ? value : (byte)0;
        bool trim = AttributeArguments.Named(attribute, "TrimPadding") is not false;
        bool truncate = AttributeArguments.Named(attribute, "Truncate") is true;
        switch (member.Layout.Codec)
        {
            case StringCodec { Prefix: LengthPrefix.UInt8 } text when text.Encoding == StringEncoding.Utf8:
                return member.Layout.With(new PascalCodec(text.TypeName, length, truncate));
            case StringCodec { Prefix: LengthPrefix.Int32 } text:
                return member.Layout.With(new FixedTextCodec(text.TypeName, length, padding, trim, truncate, text.Encoding, text.Replace));
            case BytesCodec { Kind: BytesKind.Array, Prefix: LengthPrefix.Int32 } bytes:
                return member.Layout.With(new FixedBytesCodec(bytes.TypeName, length, padding, truncate));
            case CollectionCodec { Kind: CollectionKind.Array, Count: PrefixedCount { Prefix: LengthPrefix.Int32 } } array:
                return member.Layout.With(array with { Count = new FixedCount(length) });
            case StringCodec { Prefix: LengthPrefix.UInt8 }:
                return member.Misplaced(this, "UTF-8 Pascal strings (a UInt8 length inside the field)");
            case StringCodec or BytesCodec { Kind: BytesKind.Array } or CollectionCodec { Kind: CollectionKind.Array }:
                return member.Misplaced(this, "strings (UInt8-prefixed for a Pascal string) and arrays without another [BinaryLengthPrefix]: the field's length replaces the prefix");
            default:
                return member.Misplaced(this, "strings, byte arrays and arrays");
        }
    }
}
