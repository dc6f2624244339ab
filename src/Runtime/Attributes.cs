using System;

namespace Spanwire;

/// <summary>
/// Marks a <c>partial</c> class, struct or record for build-time generation of big-endian
/// <c>Write</c>/<c>Read</c> code. Members are written in declaration order.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
public sealed class BinarySerializableAttribute : Attribute
{
}

/// <summary>Excludes a field or property (or a positional record parameter) from the wire format.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryIgnoreAttribute : Attribute
{
}
