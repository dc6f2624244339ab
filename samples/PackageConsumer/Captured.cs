namespace Spanwire;

/// <summary>
/// A type of the consumer's named like the runtime's namespace: it would capture <c>global::Spanwire.Infrastructure</c>
/// in generated code, which the package's extern alias (build/Spanwire.targets) keeps out of its reach.
/// </summary>
internal static class Infrastructure
{
}
