// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System.Collections;
using System.Collections.Generic;

namespace Spanwire.Infrastructure;

/// <summary>Conditional members (<see cref="BinaryWhenAttribute"/>) on write.</summary>
public static partial class Wire
{
    /// <summary>
    /// A member whose condition on <paramref name="holderName"/> is false is not written, so it must hold nothing: its
    /// default, or an empty string or collection. Anything else would be lost without a word: it throws, naming the member.
    /// </summary>
    public static void CheckAbsent<T>(T value, string typeName, string memberName, string holderName, int offset)
    {
        if (EqualityComparer<T>.Default.Equals(value, default!) || value is string { Length: 0 } || value is ICollection { Count: 0 })
        {
            return;
        }

        ThrowSetButAbsent(typeName, memberName, holderName, offset);
    }

    private static void ThrowSetButAbsent(string typeName, string memberName, string holderName, int offset)
        => throw BinarySerializationException.Create(typeName, memberName, offset,
            $"it holds a value, but its condition on {holderName} is false, so it would not be written: set {holderName} to include it, or clear it.");
}
