using System.Linq;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryWhen]</c>: the member is on the wire only when an earlier bool, integer or enum member has a value, a flag bit, or a value in a range.</summary>
internal sealed class When : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryWhenAttribute";

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            if (type.Attribute(this, i) is null)
            {
                continue;
            }

            if (Parse(type, i, out string? problem) is { } condition)
            {
                type.Members[i] = type.Members[i] with { Layout = type.Members[i].Layout.Wrap(condition) };
            }
            else if (problem is not null)
            {
                valid = type.Misplaced(this, i, problem);
            }
            else
            {
                valid = false; // the holder failed on its own and was reported
            }
        }

        return valid;
    }

    /// <summary>
    /// The condition of the member at <paramref name="index"/>, or null with the problem (null when the holder failed
    /// and was reported). The length controls, which run first, ask it too, for the conditional parts of a sum.
    /// </summary>
    public static ConditionalWrapper? Parse(TypeContext type, int index, out string? problem)
    {
        problem = null;
        var control = All.OfType<When>().Single();
        if (type.Attribute(control, index) is not { } attribute || type.LinkedMember(attribute) is not int holder)
        {
            return null;
        }

        ScalarKind? kind = holder < 0 ? null : type.Members[holder].Layout.Codec switch
        {
            ScalarCodec scalar => scalar.Kind,
            VarIntCodec varInt => varInt.Kind,
            BitFieldCodec bits => bits.Kind,
            _ => null,
        };
        bool holderFits = holder >= 0 && holder < index && type.Members[holder].Source is null
            && kind is ScalarKind.Boolean or ScalarKind.Byte or ScalarKind.SByte or ScalarKind.Int16 or ScalarKind.UInt16
                or ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64;
        if (!holderFits || type.Members[index].Source is not null)
        {
            problem = holder < 0
                ? "members whose condition names an earlier member of the type; no member has that name"
                : "members whose condition reads an earlier bool, integer or enum member that holds no length";
            return null;
        }

        bool boolean = kind == ScalarKind.Boolean;
        long? mask = AttributeArguments.Named(attribute, "Mask") as long?;
        long? value = AttributeArguments.Named(attribute, "Value") as long?;
        long? atLeast = AttributeArguments.Named(attribute, "AtLeast") as long?;
        long? atMost = AttributeArguments.Named(attribute, "AtMost") as long?;
        bool ranged = atLeast is not null || atMost is not null;
        if ((mask is not null ? 1 : 0) + (value is not null ? 1 : 0) + (ranged ? 1 : 0) > 1 || (boolean && (mask is not null || ranged)) || atLeast > atMost)
        {
            problem = "conditions with one test: a Value, a Mask, or a range of AtLeast and AtMost (at most AtLeast <= AtMost), and only a Value on a bool";
            return null;
        }

        // A bool named alone means "when true".
        long single = value ?? (boolean ? 1 : 0);
        return new ConditionalWrapper(type.Members[holder].WireName, boolean, mask ?? 0, ranged ? atLeast ?? long.MinValue : single, ranged ? atMost ?? long.MaxValue : single);
    }
}

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
