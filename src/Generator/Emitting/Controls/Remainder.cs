using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>The rest of the frame: bytes (<paramref name="Bytes"/>) or, when that is null, text in <paramref name="Encoding"/>.</summary>
internal sealed class RemainderEmission(RemainderCodec codec) : CodecEmission
{
    private BytesKind? Bytes => codec.Bytes;

    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    private string Text(Emitter emitter, string member) => $"{Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member}";

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance(Bytes switch
        {
            null => $"{Emitter.Wire}.WriteRemainder(destination, offset, {value}, {Text(emitter, member)})",
            BytesKind.Array => $"{Emitter.Wire}.WriteRemainder(destination, offset, {value}, {emitter.TypeLiteral}, {member})",
            _ => $"{Emitter.Wire}.WriteRemainder(destination, offset, {value}.Span)",
        });

    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.EmitUnprefixedPart(value, member, isString: Bytes is null, isArray: Bytes == BytesKind.Array, writeNull: () => EmitWrite(emitter, value, member));

    /// <summary>The source the value is read from: to the frame's end, or short of the fixed-size members after it.</summary>
    private string Source => codec.Tail > 0 ? $"{Emitter.Wire}.BeforeTail(source, offset, {Emitter.Invariant(codec.Tail)})" : "source";

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.Writer.WriteLine(Bytes is null
            ? $"{target} = {Emitter.Wire}.ReadRemainder({Source}, ref offset, {Text(emitter, member)});"
            : $"{target} = {Emitter.Wire}.ReadRemainder({Source}, ref offset);");

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(Bytes switch
        {
            null => $"{Emitter.Wire}.GetRemainderSize({value}, {Text(emitter, member)})",
            BytesKind.Array => $"{Emitter.Wire}.GetRemainderSize({value}, {emitter.TypeLiteral}, {member})",
            _ => $"{value}.Length",
        });
}
