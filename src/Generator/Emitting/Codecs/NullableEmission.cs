using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary><c>Nullable&lt;T&gt;</c>: a presence byte, then the value when it has one.</summary>
internal sealed class NullableEmission(NullableCodec codec) : CodecEmission
{
    private Layout Element => codec.Element;

    private string? NullPrefix => codec.NullPrefix is { } prefix ? Prefixes.Name(prefix) : null;

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        if (codec.NullPrefix is { } prefix)
        {
            // Null is the frame's prefix holding -1; a value is written in its frame (the element's wrapper).
            NullPrefixEmission.EmitWriteNull(emitter, prefix, $"!{item}.HasValue", member);
        }
        else
        {
            emitter.WritePresence($"{item}.HasValue");
        }

        emitter.Writer.OpenBlock($"if ({item}.HasValue)");
        emitter.EmitWrite(Element, $"{item}.GetValueOrDefault()", member);
        emitter.Writer.CloseBlock();
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        if (NullPrefix is { } prefix)
        {
            NullPrefixEmission.EmitReadNull(emitter, prefix, target, member);
        }
        else
        {
            emitter.OpenPresentElse(target, member);
        }

        emitter.Writer.OpenBlock("else");
        string inner = emitter.Temp("value");
        emitter.Writer.WriteLine($"{Element.Codec.TypeName} {inner};");
        emitter.EmitRead(Element, inner, member);
        emitter.Writer.WriteLine($"{target} = {inner};");
        emitter.Writer.CloseBlock();
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.AddSize(codec.NullPrefix is { } prefix ? $"{item}.HasValue ? 0 : {Prefixes.SizeExpression(prefix, "-1")}" : "1");
        emitter.Writer.OpenBlock($"if ({item}.HasValue)");
        emitter.EmitSize(Element, $"{item}.GetValueOrDefault()", member);
        emitter.Writer.CloseBlock();
    }
}
