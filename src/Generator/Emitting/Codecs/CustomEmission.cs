using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A hand-written type with its own codec: written through its interface, read through its static <c>TryRead</c> or its registered deserializer.</summary>
internal sealed class CustomEmission(CustomCodec codec) : CodecEmission
{
    private bool HasPresence => codec.HasPresence;

    private bool StaticReadable => codec.StaticReadable;

    private string TypeName => codec.TypeName;

    private string TypeWithoutAnnotation => TypeName.TrimEnd('?');

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string item = codec.NotNull ? $"{Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member})" : value;
        if (HasPresence)
        {
            item = emitter.Temp("item");
            emitter.Writer.WriteLine($"var {item} = {value};");
            emitter.WritePresence($"{item} is not null");
            emitter.Writer.OpenBlock($"if ({item} is not null)");
        }

        string written = emitter.Temp("written");
        emitter.Advance($"{item}.TryWrite(destination.Slice(offset), out int {written}) ? offset + {written} : -1");
        if (HasPresence)
        {
            emitter.Writer.CloseBlock();
        }
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        if (HasPresence)
        {
            emitter.OpenPresentElse(target, member);
            emitter.Writer.OpenBlock("else");
        }

        if (StaticReadable)
        {
            string read = emitter.Temp("read");
            emitter.Writer.OpenBlock($"if (!{TypeWithoutAnnotation}.TryRead(source.Slice(offset), out {target}, out int {read}))");
            emitter.Writer.WriteLine(emitter.ReadFailure($"state.Truncated({emitter.TypeLiteral}, {member}, offset, source.Length - offset + 1L, source.Length - offset)"));
            emitter.Writer.CloseBlock();
            emitter.Writer.WriteLine($"offset += {read};");
        }
        else
        {
            emitter.ReturnFalseUnless($"{Emitter.Wire}.Deserializer<{TypeWithoutAnnotation}>().TryRead(source, ref offset, ref state, out {target})");
        }

        if (HasPresence)
        {
            emitter.Writer.CloseBlock();
        }
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        if (!HasPresence)
        {
            emitter.AddSize(codec.NotNull ? $"{Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member}).GetSerializedSize()" : $"{value}.GetSerializedSize()");
            return;
        }

        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.AddSize($"({item} is null ? 1L : 1L + {item}.GetSerializedSize())");
    }
}
