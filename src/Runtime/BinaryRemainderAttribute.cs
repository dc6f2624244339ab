using System;

namespace Spanwire;

/// <summary>
/// The last member of a type takes the rest of its frame: a <c>byte[]</c>, <c>Memory&lt;byte&gt;</c>,
/// <c>ReadOnlyMemory&lt;byte&gt;</c> or string (in its <see cref="BinaryStringEncodingAttribute"/> encoding) with no length
/// of its own. Its frame is the enclosing <see cref="BinarySizePrefixAttribute"/> frame or tagged-union frame, or the
/// whole buffer read. Writing null is an error.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryRemainderAttribute : Attribute
{
}
