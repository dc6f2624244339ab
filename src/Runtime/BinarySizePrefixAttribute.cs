using System;

namespace Spanwire;

/// <summary>
/// A byte-size prefix before a nested member or a collection (a frame), so that a reader can bound or skip it:
/// Kafka's varint record length, PostgreSQL's Int32 message length, length-prefixed sub-messages. On a union, the
/// frame follows the tag: each case's body is framed (a tagged frame). On read the body must fill its frame
/// exactly, unless <see cref="SkipUnknown"/> lets it skip bytes a newer writer added.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter | AttributeTargets.Class, Inherited = false, AllowMultiple = false)]
public sealed class BinarySizePrefixAttribute(LengthPrefix prefix = LengthPrefix.Int32) : Attribute
{
    /// <summary>The size prefix.</summary>
    public LengthPrefix Prefix { get; } = prefix;

    /// <summary>The size counts the prefix's own bytes too (PostgreSQL's Int32 length). Fixed-width prefixes only.</summary>
    public bool IncludesPrefix { get; set; }

    /// <summary>A constant the size on the wire adds to the body's byte count.</summary>
    public int Adjust { get; set; }

    /// <summary>On read, bytes of the frame after the body are skipped instead of being an error.</summary>
    public bool SkipUnknown { get; set; }

    /// <summary>
    /// Null is the size -1 with no body (PostgreSQL's NULL field in a DataRow or binary COPY tuple), for a string, byte
    /// array, collection or class member; a signed prefix only.
    /// </summary>
    public bool NullAsMinusOne { get; set; }
}
