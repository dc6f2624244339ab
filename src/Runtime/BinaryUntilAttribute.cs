using System;

namespace Spanwire;

/// <summary>
/// A collection whose items run until one whose <see cref="Member"/> holds <see cref="Value"/>, that item included,
/// instead of a count: GIF's data sub-blocks end with a block of size 0, WebSocket's fragments with the frame whose FIN
/// bit is set, PNG's chunks with IEND. On a <c>bool</c> member the list ends at the item where it is true. The items are
/// classes or structs and the member an integer, enum or bool of theirs; a member the item's write fills in (a DNS label's
/// length) is judged as written. On write the list must end with such an item and hold no other, or it would read back
/// as another list: an empty list, an item that ends it early or a last item that does not are write errors.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryUntilAttribute(string member) : Attribute
{
    /// <summary>The item's member that says whether it is the last (<c>nameof(Block.Size)</c>).</summary>
    public string Member { get; } = member;

    /// <summary>The value that marks the last item (0 by default); not used for a <c>bool</c> member.</summary>
    public long Value { get; set; }
}
