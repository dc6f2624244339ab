using System;

namespace Spanwire;

/// <summary>
/// Marks a <c>partial</c> class, struct or record for build-time generation of big-endian
/// <c>Write</c>/<c>Read</c> code. Members are written in declaration order.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
public sealed class BinarySerializableAttribute : Attribute
{
    /// <summary>
    /// <see cref="WireLayout.Xdr"/> aligns every item to 4 bytes as RFC 4506 does: booleans take 4 bytes, and
    /// strings and byte arrays are zero-padded to a multiple of 4 (non-zero padding is rejected on read).
    /// </summary>
    public WireLayout Layout { get; set; }

    /// <summary>
    /// Reject enum values that have no named member on read (<c>[Flags]</c> enums are exempt, since any
    /// combination of their bits is meaningful).
    /// </summary>
    public bool RejectUndefinedEnums { get; set; }
}

/// <summary>How the members of a type are laid out.</summary>
public enum WireLayout
{
    /// <summary>Members back to back, each at its natural size. The default.</summary>
    Packed = 0,

    /// <summary>RFC 4506 (XDR) alignment: every item is a multiple of 4 bytes.</summary>
    Xdr = 1,
}

/// <summary>Excludes a field or property (or a positional record parameter) from the wire format.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryIgnoreAttribute : Attribute
{
}
