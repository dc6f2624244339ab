using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Read only while bytes remain in the source; always written.</summary>
internal sealed class TrailingEmission : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.Writer.OpenBlock("if (offset < source.Length)");
        return new Scope(target, () =>
        {
            emitter.Writer.CloseBlock();
            emitter.Writer.OpenBlock("else");
            emitter.Writer.WriteLine($"{target} = default;");
            emitter.Writer.CloseBlock();
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null);
}
