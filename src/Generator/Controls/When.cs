using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
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
                type.Members[i] = type.Members[i] with { Layout = WithoutPresence(type.Members[i].Layout, condition) };
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

        FillFromPresence(type);
        return valid;
    }

    /// <summary>
    /// The condition says whether the member is there, so a null needs no presence byte of its own: a value type's
    /// <c>T?</c> is its value under the condition, a class its body (null when the condition is false).
    /// </summary>
    private static Layout WithoutPresence(Layout layout, ConditionalWrapper condition) => layout switch
    {
        { Wrappers.Count: 0, Codec: NullableCodec { NullPrefix: null, Element.Wrappers.Count: 0 } nullable } => nullable.Element.Wrap(condition with { Optional = true }),
        { Wrappers.Count: 0, Codec: NestedCodec { HasPresence: true } nested } => layout.With(nested with { NotNull = true }).Wrap(condition),
        _ => layout.Wrap(condition),
    };

    /// <summary>
    /// A holder whose every condition tests a flag (a mask, or a bool by itself) of a member declared nullable is
    /// written from which of those members are not null, as a length holder is from its member's length: AMQP's
    /// property flags, MQTT's user-name and password flags. A holder with any other condition, or governing a member not
    /// declared nullable (whose absence is its default, which a write cannot tell from a value), keeps the value it is given.
    /// </summary>
    private static void FillFromPresence(TypeContext type)
    {
        if (!type.Members.Exists(member => member.Layout.Has(WrapperKind.Conditional)))
        {
            return;
        }

        foreach (var governed in Enumerable.Range(0, type.Members.Count)
            .Select(i => (Index: i, Condition: type.Members[i].Layout.Wrappers.OfType<ConditionalWrapper>().FirstOrDefault()))
            .Where(member => member.Condition is not null)
            .GroupBy(member => member.Condition!.Member))
        {
            int holder = type.IndexOf(governed.Key);
            bool flags = governed.All(member => type.DeclaredNullable(member.Index)
                && (member.Condition!.Mask != 0 || (member.Condition.MemberIsBoolean && member.Condition.Min == 1)));
            if (holder < 0 || !flags || type.Members[holder] is not { Source: null, Layout.Wrappers.Count: 0 } holding || holding.Layout.Codec is ParameterCodec)
            {
                continue;
            }

            bool boolean = governed.First().Condition!.MemberIsBoolean;
            long masks = governed.Aggregate(0L, (all, member) => all | member.Condition!.Mask);
            var source = new PresenceSource(governed.Select(member => new PresenceFlag(type.Members[member.Index].WireName, boolean ? 1 : member.Condition!.Mask)).ToEquatableArray(), boolean ? 0 : ~masks, boolean);
            type.Members[holder] = holding with { Source = source };
        }
    }

    /// <summary>
    /// The condition of the member at <paramref name="index"/>, or null with the problem (null when the holder failed
    /// and was reported). The length controls, which run first, ask it too, for the conditional parts of a sum.
    /// </summary>
    public static ConditionalWrapper? Parse(TypeContext type, int index, out string? problem)
    {
        problem = null;
        var control = All.OfType<When>().Single();
        if (type.Attribute(control, index) is not { } attribute)
        {
            return null;
        }

        if (AttributeArguments.String(attribute) is { } named && type.IndexOf(named) < 0 && type.Type.GetMembers(named).OfType<IMethodSymbol>().Any())
        {
            return MethodCondition(type, index, attribute, named, out problem);
        }

        if (type.LinkedMember(attribute) is not int holder)
        {
            return null;
        }

        ScalarKind? kind = holder >= 0 && type.Members[holder].Layout.Codec.Holds is { } held && held.Can(HeldRoles.Condition) ? held.Kind : null;
        // A holder a length method pair fills is read as filled, so it may decide conditions, and be conditional itself.
        bool holderFits = holder >= 0 && holder < index && (type.Members[holder].Source is null or LengthOfSource { Method: not null }) && kind is not null;
        if (!holderFits || type.Members[index].Source is not (null or LengthOfSource { Method: not null }))
        {
            problem = holder < 0 ? "members whose condition names an earlier member of the type; no member has that name"
                : !holderFits ? "members whose condition reads an earlier bool, integer or enum member that holds no length"
                : $"members that hold nothing for another member: '{type.Members[index].WireName}' holds a length, count or offset that is filled in on write, so it must always be on the wire";
            return null;
        }

        // The enclosing value passes a parameter; it cannot be filled from presence, so the value's own presence decides
        // its size and the write checks it against the argument: only a nullable member has a presence of its own.
        bool onParameter = type.Members[holder].Layout.Codec is ParameterCodec;
        if (onParameter && !type.DeclaredNullable(index))
        {
            problem = $"nullable members when the condition reads a parameter: '{type.Members[holder].WireName}' is passed by the enclosing value, so '{type.Members[index].WireName}' says by its null whether it is there, and the write checks that against the argument";
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
        return new ConditionalWrapper(type.Members[holder].WireName, boolean, mask ?? 0, ranged ? atLeast ?? long.MinValue : single, ranged ? atMost ?? long.MaxValue : single, OnParameter: onParameter);
    }

    /// <summary>
    /// A condition the type's static bool method computes from earlier members or parameters (one expression of them, so
    /// the exports compute it too). Nothing fills it, so it governs a nullable member, whose null the write checks against it.
    /// </summary>
    private static ConditionalWrapper? MethodCondition(TypeContext type, int index, AttributeData attribute, string name, out string? problem)
    {
        problem = $"members whose condition is a static bool method of the type whose parameters name earlier integer or bool members or parameters, of their types, returning one expression of them; the member nullable, since nothing fills the method's holders from it";
        if (type.Type.GetMembers(name).OfType<IMethodSymbol>().Where(method => method.IsStatic && !method.IsGenericMethod).ToList() is not [var method]
            || method.ReturnType.SpecialType != SpecialType.System_Boolean || method.Parameters.Length == 0 || !type.DeclaredNullable(index)
            || AttributeArguments.Named(attribute, "Mask") is not null || AttributeArguments.Named(attribute, "AtLeast") is not null
            || AttributeArguments.Named(attribute, "AtMost") is not null || AttributeArguments.Named(attribute, "Value") is not null)
        {
            return null;
        }

        var holders = new List<string>();
        var types = new List<string>();
        foreach (IParameterSymbol parameter in method.Parameters)
        {
            int holder = type.Members.FindIndex(member => string.Equals(member.WireName, parameter.Name, System.StringComparison.OrdinalIgnoreCase));
            if (holder < 0 || holder >= index || parameter.RefKind != RefKind.None || type.Members[holder].Layout.Codec.Holds is not { } held || !held.Can(HeldRoles.Condition)
                || !SymbolEqualityComparer.Default.Equals(parameter.Type, type.MemberType(holder)))
            {
                problem += $"; parameter '{parameter.Name}' is not one of them";
                return null;
            }

            holders.Add(type.Members[holder].WireName);
            types.Add(parameter.Type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat));
        }

        if (LengthMethods.Formula(method, holders) is not { } formula)
        {
            return null;
        }

        problem = null;
        return new ConditionalWrapper(name, MemberIsBoolean: true, 0, 1, 1, Method: new ConditionMethod(name, holders.ToEquatableArray(), types.ToEquatableArray(), formula));
    }
}
