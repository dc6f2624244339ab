// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

#if NET8_0_OR_GREATER
using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Spanwire.Infrastructure;

/// <summary>The short-ASCII fast path of NUL-terminated strings.</summary>
public static partial class Wire
{
    /// <summary>
    /// Copies <paramref name="chars"/> into <paramref name="destination"/> as bytes when every char is U+0001..U+007F
    /// (ASCII, which UTF-8, Latin-1 and ASCII encode the same, and no NUL); <see langword="false"/>, with the
    /// destination's bytes unspecified, when one is not or the destination is too short. One unsigned compare a lane
    /// checks both at once (U+0000 wraps to the top), so the check and the copy are one pass: the general transcoder
    /// and a separate NUL search cost several times this on the short strings protocols carry (command tags, names).
    /// </summary>
    internal static bool TryCopyAsciiNoNul(ReadOnlySpan<char> chars, Span<byte> destination)
    {
        int length = chars.Length;
        if (length > destination.Length)
        {
            return false;
        }

        ref ushort source = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(chars));
        ref byte target = ref MemoryMarshal.GetReference(destination);
        if (length < Vector128<ushort>.Count || !Vector128.IsHardwareAccelerated)
        {
            for (int i = 0; i < length; i++)
            {
                uint c = Unsafe.Add(ref source, i);
                if (c - 1 >= 0x7F)
                {
                    return false;
                }

                Unsafe.Add(ref target, i) = (byte)c;
            }

            return true;
        }

        if (length < 2 * Vector128<ushort>.Count)
        {
            // 8..15 chars: two overlapping vectors, each narrowed to its low 8 bytes.
            return TryNarrowEight(ref source, ref target, 0) && TryNarrowEight(ref source, ref target, length - Vector128<ushort>.Count);
        }

        int last = length - (2 * Vector128<ushort>.Count);
        for (int i = 0; i < last; i += 2 * Vector128<ushort>.Count)
        {
            if (!TryNarrowSixteen(ref source, ref target, i))
            {
                return false;
            }
        }

        return TryNarrowSixteen(ref source, ref target, last);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryNarrowEight(ref ushort source, ref byte target, int index)
    {
        Vector128<ushort> chars = Vector128.LoadUnsafe(ref source, (nuint)index);
        if (!Vector128.LessThanAll(chars - Vector128<ushort>.One, Vector128.Create((ushort)0x7F)))
        {
            return false;
        }

        Unsafe.WriteUnaligned(ref Unsafe.Add(ref target, index), Vector128.Narrow(chars, chars).AsUInt64().ToScalar());
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryNarrowSixteen(ref ushort source, ref byte target, int index)
    {
        Vector128<ushort> low = Vector128.LoadUnsafe(ref source, (nuint)index);
        Vector128<ushort> high = Vector128.LoadUnsafe(ref source, (nuint)(index + Vector128<ushort>.Count));
        if (!Vector128.LessThanAll(Vector128.Max(low - Vector128<ushort>.One, high - Vector128<ushort>.One), Vector128.Create((ushort)0x7F)))
        {
            return false;
        }

        Vector128.Narrow(low, high).StoreUnsafe(ref target, (nuint)index);
        return true;
    }
}
#endif
