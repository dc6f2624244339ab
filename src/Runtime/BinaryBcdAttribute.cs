using System;

namespace Spanwire;

/// <summary>
/// Writes an integer (or each item of a collection of them) as packed BCD: two decimal digits a byte, most significant
/// first, in <c>(Digits + 1) / 2</c> bytes; an odd count leaves the first byte's high half 0. ISO 8583 amounts and
/// lengths, EMV dates and card numbers use it: <c>[BinaryBcd(Digits = 6)] int Amount</c> is 3 bytes, 123456 is
/// <c>12 34 56</c>. A negative value or one with more digits is a write error; a half-byte above 9 (or a padding half
/// that is not 0) is invalid data. A BCD integer can hold a length, a count, a condition or an offset.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryBcdAttribute : Attribute
{
    /// <summary>The decimal digits on the wire, 1 up to what the member's type holds (2 for byte, 4 for short and ushort, 9 for int and uint, 18 for long, 19 for ulong).</summary>
    public int Digits { get; set; }
}
