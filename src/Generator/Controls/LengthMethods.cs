using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryLengthFrom(nameof(Compute), Fill = nameof(Fill))]</c>: the escape for a length no scale, adjustment or pair
/// of holders expresses (DOS MZ's pages × 512 + the bytes in the last page, less the header). Compute's parameters name
/// earlier integer members; Fill takes the length and the same parameters, sets those passed by reference, and only
/// reads the others (as written). Compute must return one expression of its parameters, so the exports compute it too.
/// </summary>
internal static class LengthMethods
{
    private const string AppliesTo = "a length computed by a static method of the type whose parameters name earlier integer members"
        + " (one expression of them, integer constants, + - * / %, comparisons, && || ! and ?:, x.Value or x! of a conditional one), with a static void Fill method"
        + " taking the length (long) and the same parameters, the holders it sets by ref (each otherwise unused)";

    private const string ChecksAppliesTo = "a length computed by a static method of the type whose parameters all name [BinaryParameter] members (one expression of them):"
        + " nothing in the value holds the length, so the write checks it; on byte arrays and strings";

    /// <summary>The attribute names a method of the type, not a member: a length computed by the user's method.</summary>
    public static bool NamesMethod(TypeContext type, AttributeData attribute)
        => AttributeArguments.String(attribute) is { } name && type.IndexOf(name) < 0 && Method(type, name) is not null;

    public static bool Apply(LayoutControl control, TypeContext type, int index, AttributeData attribute, string? fillName)
    {
        List<MemberModel> members = type.Members;
        if (fillName is null)
        {
            return ApplyChecked(control, type, index, attribute);
        }

        if (Method(type, AttributeArguments.String(attribute)) is not { } compute || Method(type, fillName) is not { } fill
            || compute.ReturnsVoid || !IsInteger(compute.ReturnType) || compute.Parameters.Length == 0
            || !fill.ReturnsVoid || fill.Parameters.Length != compute.Parameters.Length + 1
            || compute.Parameters.Length > 7 || fill.Parameters[0] is not { RefKind: RefKind.None, Type.SpecialType: SpecialType.System_Int64 })
        {
            return type.Misplaced(control, index, AppliesTo);
        }

        var parameters = new List<string>();
        var filled = new List<bool>();
        var types = new List<string>();
        for (int p = 0; p < compute.Parameters.Length; p++)
        {
            IParameterSymbol read = compute.Parameters[p];
            IParameterSymbol set = fill.Parameters[p + 1];
            int holder = members.FindIndex(member => string.Equals(member.WireName, read.Name, System.StringComparison.OrdinalIgnoreCase));
            bool sets = set.RefKind == RefKind.Ref;

            // A set holder may be conditional, or follow constant or reserved bytes (a type's magic joins its first member).
            if (holder < 0 || holder >= index || read.RefKind != RefKind.None || set.Name != read.Name || (!sets && set.RefKind != RefKind.None)
                || !SymbolEqualityComparer.Default.Equals(read.Type, set.Type) || !SymbolEqualityComparer.Default.Equals(read.Type, type.MemberType(holder))
                || LengthFrom.HolderMax(members[holder].Layout.Codec is NullableCodec { NullPrefix: null } optional ? optional.Element.Codec : members[holder].Layout.Codec) == 0
                || (sets && (members[holder].Source is not null || members[holder].Layout.Wrappers.Any(wrapper => wrapper is not (ConditionalWrapper or ConstantWrapper or ReservedWrapper)))))
            {
                return type.Misplaced(control, index, AppliesTo + $"; parameter '{read.Name}' is not one of them");
            }

            parameters.Add(members[holder].WireName);
            filled.Add(sets);
            types.Add(read.Type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat));
        }

        if (!filled.Contains(true) || Formula(compute, parameters) is not { } formula)
        {
            return type.Misplaced(control, index, AppliesTo);
        }

        var method = new LengthMethod(compute.Name, fill.Name, parameters.ToEquatableArray(), filled.ToEquatableArray(), types.ToEquatableArray(), formula);
        var length = new BoundLength(parameters[filled.IndexOf(true)], 0, EquatableArray<LengthTerm>.Empty, Method: method);
        bool trailing = LengthFrom.IsTrailing(type, index);
        bool countsBytes = AttributeArguments.Named(attribute, "CountsBytes") is true;
        if (AttributeArguments.Named(attribute, "Adjust") is not (null or 0) || AttributeArguments.Named(attribute, "Scale") is not (null or 1)
            || AttributeArguments.Named(attribute, "Shift") is true || AttributeArguments.Named(attribute, "Low") is not null
            || LengthFrom.Binding(type, index, length, countsBytes, trailing) is not { } binding)
        {
            return type.Misplaced(control, index, AppliesTo + ", without Adjust, Scale, Shift or Low (the methods compute those)");
        }

        LengthOfSource source = LengthFrom.HolderSource(members[index], binding, int.MaxValue, trailing) with { Method = method };
        for (int p = 0; p < parameters.Count; p++)
        {
            if (filled[p])
            {
                int holder = type.IndexOf(parameters[p]);
                members[holder] = members[holder] with { Source = source with { MethodParameter = p } };
            }
        }

        members[index] = LengthFrom.Bound(members[index], binding, length);
        return true;
    }

    /// <summary>
    /// A length the user's method computes from parameters alone (a SQLite text's length from the serial type passed in):
    /// nothing here can be filled, so the write checks the method against the length written.
    /// </summary>
    private static bool ApplyChecked(LayoutControl control, TypeContext type, int index, AttributeData attribute)
    {
        List<MemberModel> members = type.Members;
        if (Method(type, AttributeArguments.String(attribute)) is not { } compute || compute.ReturnsVoid || !IsInteger(compute.ReturnType)
            || compute.Parameters.Length == 0 || compute.Parameters.Length > 7)
        {
            return type.Misplaced(control, index, ChecksAppliesTo);
        }

        var parameters = new List<string>();
        var types = new List<string>();
        foreach (IParameterSymbol read in compute.Parameters)
        {
            int holder = members.FindIndex(member => string.Equals(member.WireName, read.Name, System.StringComparison.OrdinalIgnoreCase));
            if (holder < 0 || holder >= index || read.RefKind != RefKind.None || members[holder].Layout.Codec is not ParameterCodec
                || !SymbolEqualityComparer.Default.Equals(read.Type, type.MemberType(holder)))
            {
                return type.Misplaced(control, index, ChecksAppliesTo + $"; parameter '{read.Name}' is not one of them");
            }

            parameters.Add(members[holder].WireName);
            types.Add(read.Type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat));
        }

        if (Formula(compute, parameters) is not { } formula || AttributeArguments.Named(attribute, "Adjust") is not (null or 0)
            || AttributeArguments.Named(attribute, "Scale") is not (null or 1) || AttributeArguments.Named(attribute, "Shift") is true
            || AttributeArguments.Named(attribute, "Low") is not null || AttributeArguments.Named(attribute, "CountsBytes") is true)
        {
            return type.Misplaced(control, index, ChecksAppliesTo + ", without Adjust, Scale, Shift, Low or CountsBytes");
        }

        var method = new LengthMethod(compute.Name, string.Empty, parameters.ToEquatableArray(), parameters.Select(_ => false).ToEquatableArray(), types.ToEquatableArray(), formula);
        var length = new BoundLength(parameters[0], 0, EquatableArray<LengthTerm>.Empty, Method: method);
        if (LengthFrom.Binding(type, index, length, countsBytes: false, trailing: false) is not { Codec: BoundBytesCodec } binding)
        {
            return type.Misplaced(control, index, ChecksAppliesTo);
        }

        members[index] = LengthFrom.Bound(members[index], binding, length);
        return true;
    }

    private static IMethodSymbol? Method(TypeContext type, string? name)
        => name is null ? null : type.Type.GetMembers(name).OfType<IMethodSymbol>().Where(method => method.IsStatic && !method.IsGenericMethod).ToList() is [var single] ? single : null;

    private static bool IsInteger(ITypeSymbol type) => type.SpecialType is SpecialType.System_Byte or SpecialType.System_SByte or SpecialType.System_Int16
        or SpecialType.System_UInt16 or SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Int64;

    /// <summary>What the method returns as a formula over the holders, or null when its body is not one translatable expression.</summary>
    internal static Formula? Formula(IMethodSymbol method, List<string> holders)
    {
        if (method.DeclaringSyntaxReferences is not [var reference] || reference.GetSyntax() is not MethodDeclarationSyntax declaration)
        {
            return null;
        }

        ExpressionSyntax? body = declaration.ExpressionBody?.Expression
            ?? (declaration.Body?.Statements is [ReturnStatementSyntax { Expression: { } returned }] ? returned : null);
        var names = method.Parameters.Select((parameter, p) => (parameter.Name, Holder: holders[p])).ToDictionary(pair => pair.Name, pair => pair.Holder);
        return body is null ? null : Translate(body, names);
    }

    private static Formula? Translate(ExpressionSyntax expression, Dictionary<string, string> names)
    {
        switch (expression)
        {
            case ParenthesizedExpressionSyntax parenthesized:
                return Translate(parenthesized.Expression, names);
            case CastExpressionSyntax cast:
                return Translate(cast.Expression, names);

            // A conditional holder's value where the expression has made sure it is there: x!, x.Value, x!.Value.
            case PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression } bang:
                return Translate(bang.Operand, names);
            case MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Value" } access:
                return Translate(access.Expression, names) is { Kind: FormulaKind.Holder } held ? held : null;
            case CheckedExpressionSyntax @checked:
                return Translate(@checked.Expression, names);
            case LiteralExpressionSyntax { RawKind: (int)SyntaxKind.NumericLiteralExpression } literal when literal.Token.Value is int or long or uint:
                return Model.Formula.Constant(System.Convert.ToInt64(literal.Token.Value, System.Globalization.CultureInfo.InvariantCulture));
            case IdentifierNameSyntax identifier when names.TryGetValue(identifier.Identifier.ValueText, out string? holder):
                return Model.Formula.Holder(holder);
            case PrefixUnaryExpressionSyntax unary when unary.Kind() is SyntaxKind.UnaryMinusExpression or SyntaxKind.LogicalNotExpression:
                return Translate(unary.Operand, names) is { } operand ? Model.Formula.Operator(FormulaKind.Unary, unary.OperatorToken.Text, operand) : null;
            case BinaryExpressionSyntax binary when binary.Kind() is SyntaxKind.AddExpression or SyntaxKind.SubtractExpression or SyntaxKind.MultiplyExpression
                or SyntaxKind.DivideExpression or SyntaxKind.ModuloExpression or SyntaxKind.EqualsExpression or SyntaxKind.NotEqualsExpression
                or SyntaxKind.LessThanExpression or SyntaxKind.LessThanOrEqualExpression or SyntaxKind.GreaterThanExpression
                or SyntaxKind.GreaterThanOrEqualExpression or SyntaxKind.LogicalAndExpression or SyntaxKind.LogicalOrExpression:
                return Translate(binary.Left, names) is { } left && Translate(binary.Right, names) is { } right
                    ? Model.Formula.Operator(FormulaKind.Binary, binary.OperatorToken.Text, left, right) : null;
            case ConditionalExpressionSyntax conditional:
                return Translate(conditional.Condition, names) is { } condition && Translate(conditional.WhenTrue, names) is { } whenTrue
                    && Translate(conditional.WhenFalse, names) is { } whenFalse
                    ? Model.Formula.Operator(FormulaKind.Conditional, "?:", condition, whenTrue, whenFalse) : null;
            default:
                return null;
        }
    }
}
