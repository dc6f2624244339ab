using Microsoft.CodeAnalysis;

namespace Spanwire.Generator.Diagnostics;

/// <summary>
/// A reason the parser cannot generate a type, reported by the layout analyzer. It holds a symbol, so it lives
/// only inside the analyzer; the generator pipeline never sees one. A problem that only follows from another
/// type's (a member or case whose type does not generate) carries that first <paramref name="Cause"/>.
/// </summary>
internal sealed record LayoutProblem(DiagnosticDescriptor Descriptor, ISymbol Symbol, string[] Arguments, string? Cause = null)
{
    /// <summary>Where the first problem behind this one is reported: its id and the member (or type) it is on.</summary>
    public string FirstCause => Cause ?? $"{Descriptor.Id} on '{(Symbol is INamedTypeSymbol || Symbol.ContainingType is null ? Symbol.Name : $"{Symbol.ContainingType.Name}.{Symbol.Name}")}'";
}
