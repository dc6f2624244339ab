using System;

namespace Spanwire;

/// <summary>
/// A collection whose items run until a sentinel byte (0 by default) instead of a count: PostgreSQL's startup
/// parameters and ErrorResponse fields. On write, an item whose first byte is the sentinel (an empty C string, say)
/// would end the list early, so it is an error; on read, data that ends before the sentinel is truncated.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryTerminatedAttribute(byte sentinel = 0) : Attribute
{
    /// <summary>The byte that ends the list.</summary>
    public byte Sentinel { get; } = sentinel;
}
