using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>Packed BCD: a range check before any byte is written, then a fixed-width store; a load that refuses a half-byte above 9.</summary>
internal sealed class BcdEmission(BcdCodec codec) : CodecEmission
{
    private bool IsUnsigned => codec.Kind is ScalarKind.Byte or ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64;

    private string Digits => Emitter.Invariant(codec.Digits);

    public override void EmitWriteCheck(Emitter emitter, string value, string member)
        => emitter.Writer.WriteLine($"{Emitter.Wire}.CheckBcd({(IsUnsigned ? "(ulong)" : "(long)")}{value}, {Digits}, {emitter.TypeLiteral}, {member}, offset);");

    public override string WriteAt(string start, string index, string value)
        => $"{Emitter.Wire}.WriteBcd(ref {start}, {index}, unchecked((ulong){value}), {Digits});";

    public override string ReadAt(Emitter emitter, string start, string index, string offset, string member)
        => $"unchecked(({codec.TypeName}){Emitter.Wire}.ReadBcd(ref {start}, {index}, {Digits}, {emitter.TypeLiteral}, {member}, {offset}))";

    public override void EmitWrite(Emitter emitter, string value, string member) => EmitFixedWrite(emitter, value, member, codec.Width);

    public override void EmitRead(Emitter emitter, string target, string member) => EmitFixedRead(emitter, target, member, codec.Width);

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(codec.Width));
}
