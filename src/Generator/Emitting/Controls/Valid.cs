using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>The values an integer may hold: checked before it is written, and once it is read, at its offset.</summary>
internal sealed class ValidEmission(ValidWrapper valid) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        EmitCheck(emitter, value, member, "offset");
        return new Scope(value, null);
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () => EmitCheck(emitter, target, member, start));
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    private void EmitCheck(Emitter emitter, string value, string member, string offset)
    {
        if (valid.Min != long.MinValue || valid.Max != long.MaxValue)
        {
            emitter.Writer.WriteLine($"{Emitter.Wire}.CheckValid((long){value}, {Literal(valid.Min)}, {Literal(valid.Max)}, {emitter.TypeLiteral}, {member}, {offset});");
        }

        if (valid.AnyOf.Count > 0)
        {
            string allowed = string.Join(", ", valid.AnyOf.Select(Emitter.Invariant));
            emitter.Writer.WriteLine($"if (!((long){value} is {string.Join(" or ", valid.AnyOf.Select(Literal))})) {Emitter.Wire}.ThrowNotOneOf({emitter.TypeLiteral}, {member}, {offset}, (long){value}, {Emitter.Literal(allowed)});");
        }
    }

    // long.MinValue has no literal of its own in C#: -9223372036854775808L is the negation of an out-of-range literal.
    private static string Literal(long value) => value == long.MinValue ? "long.MinValue" : $"{Emitter.Invariant(value)}L";
}
