using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Read only while bytes remain in the source; written always, or, optional, when it has a value.</summary>
internal sealed class TrailingEmission(TrailingWrapper trailing) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        if (!trailing.Optional)
        {
            return new(value, null);
        }

        if (trailing.AfterOptional is { } before)
        {
            // Written after one left off, this member would be read as that one.
            emitter.Writer.WriteLine($"if ({value}.HasValue && !{emitter.MemberAccess(before)}.HasValue) {Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, offset, {Emitter.Literal($"it has a value but the optional trailing member '{before}' before it has none: a reader would take it for that one.")});");
        }

        emitter.Writer.OpenBlock($"if ({value}.HasValue)");
        return new Scope($"{value}.GetValueOrDefault()", () => emitter.Writer.CloseBlock());
    }

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

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        if (!trailing.Optional)
        {
            return new(value, null);
        }

        emitter.Writer.OpenBlock($"if ({value}.HasValue)");
        return new Scope($"{value}.GetValueOrDefault()", () => emitter.Writer.CloseBlock());
    }
}
