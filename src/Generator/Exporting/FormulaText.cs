using System;
using System.Globalization;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>
/// A user's length formula (<see cref="LengthMethod.Formula"/>) in each export's language: every operation in
/// parentheses, so no language's precedence can regroup it; holders as the caller names them.
/// </summary>
internal static class FormulaText
{
    /// <summary>Kaitai Struct's expression language: <c>and</c>, <c>or</c>, <c>not</c>; its <c>/</c> divides integers.</summary>
    public static string Kaitai(Formula formula, Func<string, string> holder) => Render(formula, holder, Dialect.Kaitai);

    /// <summary>Lua 5.2 (Wireshark's): <c>~=</c>, <c>and</c>/<c>or</c> for the conditional, <c>math.floor</c> for integer division.</summary>
    public static string Lua(Formula formula, Func<string, string> holder) => Render(formula, holder, Dialect.Lua);

    /// <summary>The lock's canonical text: C#'s operators.</summary>
    public static string Lock(Formula formula, Func<string, string> holder) => Render(formula, holder, Dialect.CSharp);

    private enum Dialect
    {
        Kaitai,
        Lua,
        CSharp,
    }

    private static string Render(Formula formula, Func<string, string> holder, Dialect dialect)
    {
        string Operand(int i) => Render(formula.Operands[i], holder, dialect);
        return formula.Kind switch
        {
            FormulaKind.Constant => formula.Value.ToString(CultureInfo.InvariantCulture),
            FormulaKind.Holder => holder(formula.Text),
            FormulaKind.Unary => $"({Unary(formula.Text, dialect)}{Operand(0)})",
            FormulaKind.Binary when dialect == Dialect.Lua && formula.Text == "/" => $"math.floor({Operand(0)} / {Operand(1)})",
            FormulaKind.Binary => $"({Operand(0)} {Binary(formula.Text, dialect)} {Operand(1)})",
            FormulaKind.Conditional when dialect == Dialect.Lua => $"({Operand(0)} and {Operand(1)} or {Operand(2)})",
            FormulaKind.Conditional => $"({Operand(0)} ? {Operand(1)} : {Operand(2)})",
            _ => throw new ArgumentOutOfRangeException(nameof(formula), formula.Kind, null),
        };
    }

    private static string Unary(string op, Dialect dialect) => op == "!" && dialect != Dialect.CSharp ? "not " : op;

    private static string Binary(string op, Dialect dialect) => (op, dialect) switch
    {
        ("&&", not Dialect.CSharp) => "and",
        ("||", not Dialect.CSharp) => "or",
        ("!=", Dialect.Lua) => "~=",
        _ => op,
    };
}
