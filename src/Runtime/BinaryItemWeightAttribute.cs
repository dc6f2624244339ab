using System;

namespace Spanwire;

/// <summary>
/// On a list of a <c>[BinaryUnion]</c> whose count is a prefix or an earlier member: items of the given cases count as
/// <see cref="Weight"/> items of that count (a Java class file's long and double constants each take two constant-pool
/// entries, JVMS §4.4.5). The read takes items until they add up to the count, and a heavy item past it is invalid
/// data; the write fills the count from the items.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryItemWeightAttribute(int weight, params Type[] cases) : Attribute
{
    /// <summary>How many of the count each item of <see cref="Cases"/> takes (2 or more).</summary>
    public int Weight { get; } = weight;

    /// <summary>The union cases that weigh <see cref="Weight"/>; every other item counts one.</summary>
    public Type[] Cases { get; } = cases;
}
