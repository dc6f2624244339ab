using System;

namespace Spanwire;

/// <summary>
/// The one exception Spanwire throws for data it cannot read or a destination it cannot write:
/// truncated input, invalid values, hostile lengths, nesting past the limit. The message names the type,
/// the member and the byte offset; the same facts are available as properties.
/// </summary>
public sealed class BinarySerializationException : Exception
{
    /// <summary>Creates an exception with the location of the failure.</summary>
    public BinarySerializationException(string message, string? typeName, string? memberName, long offset, Exception? innerException = null)
        : base(message, innerException)
    {
        TypeName = typeName;
        MemberName = memberName;
        Offset = offset;
    }

    /// <summary>The serialized type being read or written, as declared in C#.</summary>
    public string? TypeName { get; }

    /// <summary>The member being read or written.</summary>
    public string? MemberName { get; }

    /// <summary>
    /// The byte offset, from the start of the outermost value, where the failure was found; -1 when it was found with no
    /// position (a value refused while its size was computed, before any byte was written), and the message says none.
    /// </summary>
    public long Offset { get; }

    internal static BinarySerializationException Create(string typeName, string memberName, long offset, string problem, Exception? inner = null)
        => new(offset >= 0 ? $"{typeName}.{memberName} at offset {offset}: {problem}" : $"{typeName}.{memberName}: {problem}", typeName, memberName, offset, inner);
}
