using System;

namespace Spanwire;

/// <summary>
/// On a collection of strings, byte arrays or collections: the length or count prefix of each item (the collection's
/// own count prefix is <see cref="BinaryLengthPrefixAttribute"/>). A <c>List&lt;string&gt;</c> of UInt8-prefixed names, say.
/// With <see cref="Table"/>, on byte arrays: every item's prefix first, as one table, then their bytes (Ogg's segment table).
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryItemLengthPrefixAttribute(LengthPrefix prefix) : Attribute
{
    /// <summary>Each item's prefix.</summary>
    public LengthPrefix Prefix { get; } = prefix;

    /// <summary>
    /// The prefixes come first, all together, and the items' bytes after them in the same order (a collection of byte
    /// arrays only). The write fills the table from the items.
    /// </summary>
    public bool Table { get; set; }
}
