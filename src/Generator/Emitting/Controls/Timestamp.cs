using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A timestamp: one checked conversion before any byte is written, then a fixed-width store; a load checked for the date range.</summary>
internal sealed class TimestampEmission(TimestampCodec codec) : CodecEmission
{
    private string Arguments => $"global::Spanwire.TimeEpoch.{codec.Epoch}, global::Spanwire.TimeUnit.{codec.Unit}, {Emitter.Invariant(codec.Size)}";

    public override void EmitWriteCheck(Emitter emitter, string value, string member)
        => emitter.Writer.WriteLine($"{Emitter.Wire}.CheckTimestamp({value}, {Arguments}, {emitter.TypeLiteral}, {member}, offset);");

    public override string WriteAt(string start, string index, string value)
        => $"{Emitter.Wire}.WriteTimestamp(ref {start}, {index}, {value}, {Arguments});";

    public override string ReadAt(Emitter emitter, string start, string index, string offset, string member)
        => $"{Emitter.Wire}.{(codec.IsOffset ? "ReadTimestampOffset" : "ReadTimestamp")}(ref {start}, {index}, {Arguments}, {emitter.TypeLiteral}, {member}, {offset})";

    public override void EmitWrite(Emitter emitter, string value, string member) => EmitFixedWrite(emitter, value, member, codec.Size);

    public override void EmitRead(Emitter emitter, string target, string member) => EmitFixedRead(emitter, target, member, codec.Size);

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(codec.Size));
}
