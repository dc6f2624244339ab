using System;
using System.Collections.Generic;

namespace Spanwire;

/// <summary>
/// A collection whose items run until a terminator instead of a count: a sentinel byte (0 by default; PostgreSQL's
/// startup parameters and ErrorResponse fields) or several bytes (<c>[BinaryTerminated(0xFF, 0xFF)]</c>: an int16 -1,
/// PostgreSQL binary COPY's trailer). On write, an item that begins with the terminator (an empty C string, say), or
/// is shorter than it and begins like it, would end the list early, so it is an error; on read, data that ends before
/// the terminator is truncated.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryTerminatedAttribute : Attribute
{
    /// <summary>Items end at <paramref name="sentinel"/>.</summary>
    public BinaryTerminatedAttribute(byte sentinel = 0)
    {
        Sentinel = sentinel;
        Terminator = [sentinel];
    }

    /// <summary>Items end at these bytes, in this order.</summary>
    public BinaryTerminatedAttribute(params byte[] terminator)
    {
        Terminator = terminator ?? [];
        Sentinel = Terminator.Count > 0 ? Terminator[0] : (byte)0;
    }

    /// <summary>The byte that ends the list (the first byte of a longer <see cref="Terminator"/>).</summary>
    public byte Sentinel { get; }

    /// <summary>The bytes that end the list.</summary>
    public IReadOnlyList<byte> Terminator { get; }
}
