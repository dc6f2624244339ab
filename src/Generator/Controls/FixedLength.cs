using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
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

/// <summary>A string in exactly <paramref name="Length"/> bytes, filled with <paramref name="Padding"/>.</summary>
internal sealed class FixedTextEmission(FixedTextCodec codec) : CodecEmission
{
    private int Length => codec.Length;

    private byte Padding => codec.Padding;

    private bool TrimPadding => codec.TrimPadding;

    private bool Truncate => codec.Truncate;

    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string arguments = $"destination, offset, {value}, {Emitter.Invariant(Length)}, {Emitter.Invariant(Padding)}, {Emitter.Bool(Truncate)}";
        emitter.Advance(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.WriteFixedEncodedString({arguments}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member})"
            : $"{Emitter.Wire}.WriteFixedString({arguments}, {emitter.TypeLiteral}, {member})");
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string arguments = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Length)}, {Emitter.Invariant(Padding)}, {Emitter.Bool(TrimPadding)}";
        emitter.ReturnFalseUnless(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.TryReadFixedEncodedString({arguments}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})"
            : $"{Emitter.Wire}.TryReadFixedString({arguments}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(Length));
}

/// <summary>A byte array in exactly <paramref name="Length"/> bytes, filled with <paramref name="Padding"/>.</summary>
internal sealed class FixedBytesEmission(FixedBytesCodec codec) : CodecEmission
{
    private int Length => codec.Length;

    private byte Padding => codec.Padding;

    private bool Truncate => codec.Truncate;

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.WriteFixedBytes(destination, offset, {value}, {Emitter.Invariant(Length)}, {Emitter.Invariant(Padding)}, {Emitter.Bool(Truncate)}, {emitter.TypeLiteral}, {member})");

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadFixedBytes(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Length)}, out {target})");

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(Length));
}

/// <summary>A Pascal string: a one-byte length, then the UTF-8 bytes, in a field of exactly <paramref name="Length"/> bytes.</summary>
internal sealed class PascalEmission(PascalCodec codec) : CodecEmission
{
    private int Length => codec.Length;

    private bool Truncate => codec.Truncate;

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.WritePascal(destination, offset, {value}, {Emitter.Invariant(Length)}, {Emitter.Bool(Truncate)}, {emitter.TypeLiteral}, {member})");

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadPascal(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Length)}, out {target})");

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(Length));
}

/// <summary>An array of exactly <paramref name="Count"/> items, with no prefix; writing another number of items is an error.</summary>
internal sealed class FixedCountEmission(FixedCount count) : CountEmission
{
    private int Count => count.Count;

    public override void EmitWriteCheck(Emitter emitter, string items, string member)
        => emitter.Writer.WriteLine($"{Emitter.Wire}.CheckFixedCount({items}?.Length ?? -1, {Emitter.Invariant(Count)}, {emitter.TypeLiteral}, {member}, offset);");

    public override void EmitRead(Emitter emitter, string count, int elementMinSize, string member)
    {
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadFixedCount(source, offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Count)}, {Emitter.Invariant(elementMinSize)})");
        emitter.Writer.WriteLine($"int {count} = {Emitter.Invariant(Count)};");
    }
}
