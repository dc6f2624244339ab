using System;

namespace Spanwire;

/// <summary>
/// A collection whose items run until one whose <see cref="Member"/> holds <see cref="Value"/>, that item included,
/// instead of a count: GIF's data sub-blocks end with a block of size 0, WebSocket's fragments with the frame whose FIN
/// bit is set, PNG's chunks with IEND. On a <c>bool</c> member the list ends at the item where it is true. The items are
/// classes or structs and the member an integer, enum or bool of theirs; a member the item's write fills in (a DNS label's
/// length) is judged as written. Items of a <c>[BinaryUnion]</c> can end the list by their case: given a case type alone,
/// any item of that case is the last; with <see cref="Case"/>, the member is that case's. Several <c>[BinaryUntil]</c>
/// on one list: an item that matches any of them is the last (a DNS name ends with the empty label or a pointer). On
/// write the list must end with such an item and hold no other, or it would read back as another list: an empty list,
/// an item that ends it early or a last item that does not are write errors.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = true)]
public sealed class BinaryUntilAttribute : Attribute
{
    /// <summary>The list ends with the item whose <paramref name="member"/> holds <see cref="Value"/> (<c>nameof(Block.Size)</c>).</summary>
    public BinaryUntilAttribute(string member) => Member = member;

    /// <summary>The list ends with the item of the union case <paramref name="lastCase"/> (a DNS name's pointer).</summary>
    public BinaryUntilAttribute(Type lastCase) => Case = lastCase;

    /// <summary>The item's member that says whether it is the last; null when the case alone does.</summary>
    public string? Member { get; }

    /// <summary>The value that marks the last item (0 by default); not used for a <c>bool</c> member.</summary>
    public long Value { get; set; }

    /// <summary>The union case the item must be (whose member <see cref="Member"/> is, when given).</summary>
    public Type? Case { get; set; }
}
