using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A fixed-size value: one unchecked big-endian store or load after a bounds check (the run's, or its own).</summary>
internal sealed class ScalarEmission(ScalarCodec codec) : CodecEmission
{
    private string TypeName => codec.TypeName;

    public override string WriteAt(string start, string index, string value)
    {
        if (codec.XdrBoolean)
        {
            return $"{Emitter.Wire}.WriteInt32(ref {start}, {index}, {value} ? 1 : 0);";
        }

        string argument = codec.IsEnum ? $"({WireMethods.Keyword(codec.Kind)}){value}" : value;
        return $"{Emitter.Wire}.{WireMethods.Write(codec.Kind, codec.LittleEndian)}(ref {start}, {index}, {argument});";
    }

    public override string ReadAt(Emitter emitter, string start, string index, string offset, string member)
    {
        if (codec.XdrBoolean)
        {
            return $"{Emitter.Wire}.ReadXdrBoolean(ref {start}, {index}, {emitter.TypeLiteral}, {member}, {offset})";
        }

        // Values with invalid bit patterns (a bool byte over 1, out-of-range ticks) are checked, and name the member.
        string read = codec.Kind is ScalarKind.Boolean or ScalarKind.DateTime or ScalarKind.DateTimeOffset
            ? $"{Emitter.Wire}.{WireMethods.Read(codec.Kind, false)}(ref {start}, {index}, {emitter.TypeLiteral}, {member}, {offset})"
            : $"{Emitter.Wire}.{WireMethods.Read(codec.Kind, codec.LittleEndian)}(ref {start}, {index})";
        return codec.IsEnum ? $"({TypeName}){read}" : read;
    }

    /// <summary>With <c>RejectUndefinedEnums</c>, a value that would not read back is refused on write too.</summary>
    public override void EmitWriteCheck(Emitter emitter, string value, string member)
        => DefinedValueEmission.EmitCheck(emitter, value, TypeName, codec.DefinedNames, member, "offset");

    public override void EmitReadCheck(Emitter emitter, string target, string member, string offset)
        => DefinedValueEmission.EmitCheck(emitter, target, TypeName, codec.DefinedNames, member, offset);

    public override void EmitWrite(Emitter emitter, string value, string member) => EmitFixedWrite(emitter, value, member, codec.Size);

    public override void EmitRead(Emitter emitter, string target, string member) => EmitFixedRead(emitter, target, member, codec.Size);

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(codec.Size));
}
