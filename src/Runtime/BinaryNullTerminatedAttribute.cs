using System;

namespace Spanwire;

/// <summary>
/// A C string: the string's bytes in its encoding (<see cref="BinaryStringEncodingAttribute"/>, UTF-8 by default)
/// followed by a NUL terminator (<c>00</c>, or <c>00 00</c> in UTF-16BE) instead of a length prefix. Writing null or a
/// string that contains U+0000 is an error (Java modified UTF-8 writes U+0000 as <c>C0 80</c>, so it may contain one);
/// reading data with no terminator before it ends is truncated data.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryNullTerminatedAttribute : Attribute
{
}
