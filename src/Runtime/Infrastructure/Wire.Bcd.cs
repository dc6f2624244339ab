// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>Packed BCD (<see cref="BinaryBcdAttribute"/>): two decimal digits a byte, most significant first, in (digits + 1) / 2 bytes.</summary>
public static partial class Wire
{
    /// <summary>Refuses, before anything is written, a value that is negative or has more than <paramref name="digits"/> digits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CheckBcd(long value, int digits, string typeName, string memberName, int offset)
    {
        if ((ulong)value > BcdLargest(digits))
        {
            ThrowBcdOutOfRange(typeName, memberName, offset, value.ToString(CultureInfo.InvariantCulture), digits);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void CheckBcd(ulong value, int digits, string typeName, string memberName, int offset)
    {
        if (value > BcdLargest(digits))
        {
            ThrowBcdOutOfRange(typeName, memberName, offset, value.ToString(CultureInfo.InvariantCulture), digits);
        }
    }

    /// <summary>Stores a checked value: the last byte holds the two lowest digits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBcd(ref byte destination, int index, ulong value, int digits)
    {
        for (int at = index + ((digits + 1) >> 1) - 1; at >= index; at--)
        {
            ulong rest = value / 100;
            uint pair = (uint)(value - (rest * 100));
            Unsafe.Add(ref destination, at) = (byte)(((pair / 10) << 4) | (pair % 10));
            value = rest;
        }
    }

    /// <summary>Loads a value; a half-byte above 9, or a padding half (an odd count's first) that is not 0, is invalid data.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ReadBcd(ref byte source, int index, int digits, string typeName, string memberName, int offset)
    {
        ulong value = 0;
        int width = (digits + 1) >> 1;
        for (int i = 0; i < width; i++)
        {
            uint packed = Unsafe.Add(ref source, index + i);
            uint high = packed >> 4;
            uint low = packed & 0xF;
            if (high > 9 || low > 9 || (i == 0 && (digits & 1) == 1 && high != 0))
            {
                ThrowInvalidBcd(typeName, memberName, offset + i, (byte)packed);
            }

            value = (value * 100) + (high * 10) + low;
        }

        return value;
    }

    /// <summary>The largest value of 0 to 19 digits (all nines), looked up: the check runs before every BCD value written.</summary>
    private static readonly ulong[] BcdLimits =
    [
        0, 9, 99, 999, 9_999, 99_999, 999_999, 9_999_999, 99_999_999, 999_999_999, 9_999_999_999, 99_999_999_999,
        999_999_999_999, 9_999_999_999_999, 99_999_999_999_999, 999_999_999_999_999, 9_999_999_999_999_999,
        99_999_999_999_999_999, 999_999_999_999_999_999, 9_999_999_999_999_999_999,
    ];

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong BcdLargest(int digits) => BcdLimits[digits];

    [DoesNotReturn]
    private static void ThrowBcdOutOfRange(string typeName, string memberName, int offset, string value, int digits)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"{value} is not a BCD number of at most {digits.ToString(CultureInfo.InvariantCulture)} digits (0 to {new string('9', digits)}).");

    [DoesNotReturn]
    private static void ThrowInvalidBcd(string typeName, string memberName, int offset, byte packed)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"0x{packed.ToString("X2", CultureInfo.InvariantCulture)} is not a BCD byte (two digits 0-9, an odd count's first half 0).");
}
