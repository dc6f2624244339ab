using System.Linq;
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

        ScalarKind? kind = holder >= 0 && type.Members[holder].Layout.Codec.Holds is { } held && held.Can(HeldRoles.Condition) ? held.Kind : null;
        bool holderFits = holder >= 0 && holder < index && type.Members[holder].Source is null && kind is not null;
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
