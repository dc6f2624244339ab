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

    /// <summary>Whether the member is on the wire, on read: the condition on its holder's local, or the method over the holders'.</summary>
    public string ReadTest()
        => condition.Method is { } method ? $"{Emitter.ReadGuard(method.Name)}({string.Join(", ", method.Parameters.Select(Emitter.MemberLocal))}, offset)" : Condition(Emitter.MemberLocal(Member));

    /// <summary>
    /// Whether <paramref name="member"/> (the member this condition governs) is on the wire, in a write or a size: the
    /// condition on its holder, or, on a parameter or a method, the member's own presence (checked on write).
    /// </summary>
    public string WriteTest(Emitter emitter, string member)
        => condition.PresenceDecides ? $"{emitter.MemberAccess(member)} is not null" : Condition(emitter.MemberAccess(Member));

    /// <summary>
    /// The value only when the condition holds; otherwise it must hold nothing (its default, or an empty string or
    /// collection): a value set while its condition is false is a write error naming it, never silently left off.
    /// </summary>
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        if (condition.Method is { } method)
        {
            // Nothing fills the method's holders from this member: the value says whether it is there, and the method must agree.
            string computed = $"{method.Name}({string.Join(", ", method.Parameters.Select(holder => emitter.WriteValue(emitter.Member(holder))))})";
            emitter.Writer.WriteLine($"{Emitter.Wire}.CheckPresenceCondition({value} is not null, {computed}, {emitter.TypeLiteral}, {member}, {Emitter.Literal(method.Name)});");
            emitter.Writer.OpenBlock($"if ({value} is not null)");
            return new Scope(condition.Optional ? $"{value}.GetValueOrDefault()" : value, () => emitter.Writer.CloseBlock());
        }

        if (condition.OnParameter)
        {
            // A parameter is passed, not filled: the value says whether it is there, and the argument must agree.
            string argument = emitter.ParameterValue(emitter.Member(Member));
            emitter.Writer.WriteLine($"{Emitter.Wire}.CheckPresenceArgument({value} is not null, {Condition(argument)}, unchecked((long){argument}), {emitter.TypeLiteral}, {member}, {Emitter.Literal(Member)});");
            emitter.Writer.OpenBlock($"if ({value} is not null)");
            return new Scope(condition.Optional ? $"{value}.GetValueOrDefault()" : value, () => emitter.Writer.CloseBlock());
        }

        emitter.Writer.OpenBlock($"if ({Condition(emitter.MemberAccess(Member))})");
        if (condition.Optional)
        {
            // Its null is its absence: under a true condition it must have a value.
            emitter.Writer.WriteLine($"if (!{value}.HasValue) {Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, offset, {Emitter.Literal($"it has no value but its condition on '{Member}' says it is there.")});");
        }

        return new Scope(condition.Optional ? $"{value}.GetValueOrDefault()" : value, () =>
        {
            emitter.Writer.CloseBlock();
            emitter.Writer.WriteLine($"else {Emitter.Wire}.CheckAbsent({value}, {emitter.TypeLiteral}, {member}, {Emitter.Literal(Member)}, offset);");
        });
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.Writer.OpenBlock($"if ({ReadTest()})");
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
        emitter.Writer.OpenBlock($"if ({(condition.PresenceDecides ? $"{value} is not null" : Condition(emitter.MemberAccess(Member)))})");
        return new Scope(condition.Optional ? $"{value}.GetValueOrDefault()" : value, () => emitter.Writer.CloseBlock());
    }
}

/// <summary>A condition holder as the members it governs say: each flag set exactly when its member has a value.</summary>
internal sealed class PresenceSourceEmission(PresenceSource source) : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset) => Value(emitter, member.Name, member.Layout.Codec.TypeName, source);

    /// <summary>The holder's value from its members; <paramref name="holder"/> is its C# name, for the bits it keeps.</summary>
    public static string Value(Emitter emitter, string holder, string typeName, PresenceSource presence)
    {
        if (presence.IsBoolean)
        {
            return "(" + string.Join(" || ", presence.Flags.Select(flag => $"{emitter.MemberAccess(flag.Member)} is not null")) + ")";
        }

        string bits = string.Join(" | ", presence.Flags.Select(flag => $"({emitter.MemberAccess(flag.Member)} is not null ? {Emitter.Invariant(flag.Mask)}L : 0L)"));
        string kept = presence.Keep == 0 ? string.Empty : $"((long)this.{holder} & {Emitter.Invariant(presence.Keep)}L) | ";
        return $"unchecked(({typeName})({kept}{bits}))";
    }
}
