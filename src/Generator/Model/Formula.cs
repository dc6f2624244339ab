namespace Spanwire.Generator.Model;

/// <summary>What one node of a <see cref="Formula"/> is.</summary>
internal enum FormulaKind
{
    /// <summary>An integer constant: <see cref="Formula.Value"/>.</summary>
    Constant,

    /// <summary>A holder's value: <see cref="Formula.Text"/> is its wire name.</summary>
    Holder,

    /// <summary>A binary operator (C#'s spelling in <see cref="Formula.Text"/>) on two operands.</summary>
    Binary,

    /// <summary>A unary operator (<c>-</c> or <c>!</c>) on one operand.</summary>
    Unary,

    /// <summary><c>condition ? whenTrue : whenFalse</c>.</summary>
    Conditional,
}

/// <summary>
/// The expression a user's length method returns, over the holders its parameters name: the one description of the
/// computation, which the generated code runs by calling the method and which exports render in their own languages.
/// </summary>
internal sealed record Formula(FormulaKind Kind, string Text, long Value, EquatableArray<Formula> Operands)
{
    public static Formula Constant(long value) => new(FormulaKind.Constant, string.Empty, value, EquatableArray<Formula>.Empty);

    public static Formula Holder(string wireName) => new(FormulaKind.Holder, wireName, 0, EquatableArray<Formula>.Empty);

    public static Formula Operator(FormulaKind kind, string text, params Formula[] operands) => new(kind, text, 0, operands.ToEquatableArray());
}

/// <summary>
/// A length computed by a pair of the user's static methods (<c>[BinaryLengthFrom(nameof(Compute), Fill = nameof(Fill))]</c>):
/// <paramref name="Compute"/> reads it from the holders its parameters name, <paramref name="Fill"/> sets the holders passed
/// by reference from a length on write, and the write checks that Compute reads them back as that length. Without a
/// Fill (empty) the holders are all parameters, which nothing here can fill: the write checks Compute against the length.
/// </summary>
/// <param name="Parameters">The holders' wire names, in the methods' parameter order.</param>
/// <param name="Filled">For each parameter: whether Fill sets it (a <c>ref</c> parameter) or only reads it.</param>
/// <param name="Types">Each parameter's C# type.</param>
/// <param name="Formula">What Compute returns, for the exports.</param>
/// <remarks>The <see cref="BoundLength.Holder"/> of such a length is the first holder Fill sets (the first parameter without a Fill).</remarks>
internal sealed record LengthMethod(string Compute, string Fill, EquatableArray<string> Parameters, EquatableArray<bool> Filled, EquatableArray<string> Types, Formula Formula);

/// <summary>
/// A <c>[BinaryWhen(nameof(Spills))]</c> condition computed by the type's static bool method over holders (SQLite's
/// "the payload is longer than the page keeps"): read, it is the method over the holders just read; written, the
/// member's own null says whether it is there, checked against the method over the holders as written.
/// </summary>
/// <param name="Name">The method.</param>
/// <param name="Parameters">The holders' wire names, in its parameter order.</param>
/// <param name="Types">Each parameter's C# type.</param>
/// <param name="Formula">What it returns, for the exports.</param>
internal sealed record ConditionMethod(string Name, EquatableArray<string> Parameters, EquatableArray<string> Types, Formula Formula);
