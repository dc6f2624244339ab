using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A 00/01 byte before a value that can be null; the value follows only when it is 01.</summary>
internal sealed class PresenceEmission : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.WritePresence($"{item} is not null");
        emitter.Writer.OpenBlock($"if ({item} is not null)");
        return new Scope(item, () => emitter.Writer.CloseBlock());
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.OpenPresentElse(target, member);
        emitter.Writer.OpenBlock("else");
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            // One encoding per value: a present value cannot also carry the prefix's null marker.
            emitter.Writer.OpenBlock($"if ({target} is null)");
            emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, {start}, \"the presence byte says present, but the value is the null marker.\");");
            emitter.Writer.CloseBlock();
            emitter.Writer.CloseBlock();
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.AddSize("1");
        emitter.Writer.OpenBlock($"if ({item} is not null)");
        return new Scope(item, () => emitter.Writer.CloseBlock());
    }
}
