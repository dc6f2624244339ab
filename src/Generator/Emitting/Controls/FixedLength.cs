using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

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
            ? $"{Emitter.Wire}.WriteFixedEncodedString({arguments}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member})"
            : $"{Emitter.Wire}.WriteFixedString({arguments}, {emitter.TypeLiteral}, {member})");
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string arguments = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(Length)}, {Emitter.Invariant(Padding)}, {Emitter.Bool(TrimPadding)}";
        emitter.ReturnFalseUnless(Encoding != StringEncoding.Utf8
            ? $"{Emitter.Wire}.TryReadFixedEncodedString({arguments}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})"
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
