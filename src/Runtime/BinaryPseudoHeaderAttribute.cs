using System;

namespace Spanwire;

/// <summary>
/// On a nested or union member whose value (or case) holds a <c>[BinaryChecksum(ChecksumAlgorithm.Internet,
/// PseudoHeader = true)]</c> member: that checksum also covers a pseudo-header made of these earlier members of this
/// type (their values in network order) and the nested value's length, as IPv4's pseudo-header for TCP and UDP is
/// (source address, destination address, protocol, length). Filled in on write once the value is written; checked on
/// read, a mismatch naming the nested member and its offset.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryPseudoHeaderAttribute(params string[] members) : Attribute
{
    /// <summary>The earlier integer or fixed-length byte-array members the pseudo-header holds (use <c>nameof</c>).</summary>
    public string[] Members { get; } = members;
}
