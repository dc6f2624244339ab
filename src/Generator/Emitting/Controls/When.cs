using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>Present only when the earlier member has a value, one of the mask's bits, or a value in the range.</summary>
internal sealed class ConditionalEmission(ConditionalWrapper condition) : WrapperEmission
{
    private string Member => condition.Member;

    /// <summary>The C# test of the condition on <paramref name="holder"/>, the expression of the member it reads.</summary>
    public string Condition(string holder)
    {
        string number = condition.MemberIsBoolean ? $"({holder} ? 1L : 0L)" : $"unchecked((long){holder})";
        if (condition.Mask != 0)
        {
            return $"({number} & {Emitter.Invariant(condition.Mask)}L) != 0";
        }

        if (condition.IsEquality)
        {
            return $"{number} == {Emitter.Invariant(condition.Min)}L";
        }

        string atLeast = $"{number} >= {Emitter.Invariant(condition.Min)}L";
        string atMost = $"{number} <= {Emitter.Invariant(condition.Max)}L";
        return condition.Min == long.MinValue ? atMost : condition.Max == long.MaxValue ? atLeast : $"({atLeast} && {atMost})";
    }

    /// <summary>
    /// The value only when the condition holds; otherwise it must hold nothing (its default, or an empty string or
    /// collection): a value set while its condition is false is a write error naming it, never silently left off.
    /// </summary>
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.Writer.OpenBlock($"if ({Condition(emitter.MemberAccess(Member))})");
        return new Scope(value, () =>
        {
            emitter.Writer.CloseBlock();
            emitter.Writer.WriteLine($"else {Emitter.Wire}.CheckAbsent({value}, {emitter.TypeLiteral}, {member}, {Emitter.Literal(Member)}, offset);");
        });
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.Writer.OpenBlock($"if ({Condition(Emitter.MemberLocal(Member))})");
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
        emitter.Writer.OpenBlock($"if ({Condition(emitter.MemberAccess(Member))})");
        return new Scope(value, () => emitter.Writer.CloseBlock());
    }
}
