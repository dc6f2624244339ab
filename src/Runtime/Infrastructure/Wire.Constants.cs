// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Constant bytes (<see cref="BinaryConstantAttribute"/>): signatures and magic numbers.</summary>
public static partial class Wire
{
    /// <summary>Writes <paramref name="bytes"/>; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteConstant(Span<byte> destination, int offset, ReadOnlySpan<byte> bytes)
    {
        if (destination.Length - offset < bytes.Length)
        {
            return NoRoom;
        }

        CopyBytes(bytes, destination, offset);
        return offset + bytes.Length;
    }

    /// <summary>
    /// Reads the constant <paramref name="expected"/>. A byte that differs is invalid data at once, even before the rest
    /// has arrived (a stream of the wrong format fails on its first bytes); the error names both byte strings.
    /// </summary>
    public static bool TryReadConstant(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, ReadOnlySpan<byte> expected)
    {
        int available = Math.Min(source.Length - offset, expected.Length);
        ReadOnlySpan<byte> found = source.Slice(offset, available);
        if (!found.SequenceEqual(expected.Slice(0, available)))
        {
            ThrowInvalid(typeName, memberName, offset, $"expected the constant bytes {Hex(expected)}, found {Hex(found)}.");
        }

        if (available < expected.Length)
        {
            return state.Truncated(typeName, memberName, offset, expected.Length, available);
        }

        offset += expected.Length;
        return true;
    }

    private static string Hex(ReadOnlySpan<byte> bytes)
    {
        var text = new System.Text.StringBuilder(bytes.Length * 3);
        foreach (byte b in bytes)
        {
            text.Append(text.Length == 0 ? string.Empty : " ").Append(b.ToString("X2", System.Globalization.CultureInfo.InvariantCulture));
        }

        return text.ToString();
    }
}
