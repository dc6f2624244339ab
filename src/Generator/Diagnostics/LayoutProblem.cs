using Microsoft.CodeAnalysis;

namespace Spanwire.Generator.Diagnostics;

/// <summary>
/// A reason the parser cannot generate a type, reported by the layout analyzer. It holds a symbol, so it lives
/// only inside the analyzer; the generator pipeline never sees one.
/// </summary>
internal sealed record LayoutProblem(DiagnosticDescriptor Descriptor, ISymbol Symbol, string[] Arguments);
