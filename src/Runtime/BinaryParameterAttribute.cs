using System;

namespace Spanwire;

/// <summary>
/// An integer or enum member that is not on the wire: the enclosing value supplies it, from one of its own members,
/// when this value is read or written as that value's member (<see cref="BinaryArgumentsAttribute"/>). A later member
/// uses it as it would an earlier member: as a length or count (<c>[BinaryLengthFrom]</c>), or as the holder that
/// chooses a union's case (<c>[BinaryTagFrom]</c>), which is how a PNG chunk reads its body by the image header's
/// colour type. On read the property holds the value supplied; on write the enclosing value's holder is used and
/// checked against what this value needs (a case that another colour type would choose is a write error). Read or
/// written on its own, the value has no enclosing value: a read supplies 0 (the type's default), a write the
/// property's value.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryParameterAttribute : Attribute
{
}

/// <summary>
/// On a member whose type (or whose items' type, or whose <c>[BinaryTagFrom]</c> union's cases) declares
/// <see cref="BinaryParameterAttribute"/> members: supplies them from these members of this type, each an earlier
/// integer or enum member, a parameter of this type, or a member of an earlier nested member (<c>"Header.ColorType"</c>).
/// Each parameter takes the argument whose last name matches its own (ignoring case); a union's case takes those it
/// declares. The write checks every value against them, so a value never writes bytes that read back differently.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryArgumentsAttribute(params string[] members) : Attribute
{
    /// <summary>The members passed (use <c>nameof</c>; a dotted path reaches into an earlier nested member).</summary>
    public string[] Members { get; } = members;
}
