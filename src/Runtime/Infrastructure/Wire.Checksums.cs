// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
#if NET8_0_OR_GREATER
using System.Numerics;
#endif

namespace Spanwire.Infrastructure;

/// <summary>
/// Checksums (<see cref="BinaryChecksumAttribute"/>): 2 or 4 bytes, big-endian unless the layout or the attribute says
/// little-endian, before or after the bytes they cover, filled in from the written bytes and verified against the
/// read ones.
/// </summary>
public static partial class Wire
{
    /// <summary>Leaves room for a checksum that precedes its bytes (<see cref="CompleteChecksum"/> fills it in); returns their offset, or <see cref="NoRoom"/>.</summary>
    public static int ReserveChecksum(Span<byte> destination, int offset, ChecksumAlgorithm algorithm)
    {
        int size = ChecksumSize(algorithm);
        return destination.Length - offset < size ? NoRoom : offset + size;
    }

    /// <summary>The checksum's bytes on the wire: 2 for a CRC-16, 4 for a CRC-32.</summary>
    public static int ChecksumSize(ChecksumAlgorithm algorithm) => algorithm is ChecksumAlgorithm.Crc16Ccitt or ChecksumAlgorithm.Crc16Modbus or ChecksumAlgorithm.Internet ? 2 : 4;

    /// <summary>Writes at <paramref name="checksumOffset"/> the checksum of the bytes after it, past <paramref name="skipBytes"/>, up to <paramref name="end"/>.</summary>
    public static void CompleteChecksum(Span<byte> destination, int checksumOffset, int end, ChecksumAlgorithm algorithm, int skipBytes, bool littleEndian, string typeName, string memberName)
    {
        int start = CoveredStart(checksumOffset + ChecksumSize(algorithm), end, skipBytes, typeName, memberName, checksumOffset);
        StoreChecksum(destination, checksumOffset, algorithm, Checksum(algorithm, destination.Slice(start, end - start)), littleEndian);
    }

    /// <summary>Writes after the bytes from <paramref name="start"/> (past <paramref name="skipBytes"/>) to <paramref name="offset"/> their checksum; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteChecksum(Span<byte> destination, int start, int offset, ChecksumAlgorithm algorithm, int skipBytes, bool littleEndian, string typeName, string memberName)
    {
        int size = ChecksumSize(algorithm);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        int covered = CoveredStart(start, offset, skipBytes, typeName, memberName, offset);
        StoreChecksum(destination, offset, algorithm, Checksum(algorithm, destination.Slice(covered, offset - covered)), littleEndian);
        return offset + size;
    }

    /// <summary>Reads a checksum that precedes its bytes; <see langword="false"/> when the source ends first.</summary>
    public static bool TryReadChecksum(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, ChecksumAlgorithm algorithm, string typeName, string memberName, out uint stored)
    {
        int size = ChecksumSize(algorithm);
        if (source.Length - offset < size)
        {
            stored = 0;
            return state.Truncated(typeName, memberName, offset, size, source.Length - offset);
        }

        stored = size == 2 ? ReadUInt16(ref At(source, offset), 0) : ReadUInt32(ref At(source, offset), 0);
        offset += size;
        return true;
    }

    /// <summary>Checks the checksum read at <paramref name="checksumOffset"/> against the bytes after it up to <paramref name="end"/>; a mismatch throws.</summary>
    public static void VerifyChecksum(ReadOnlySpan<byte> source, int checksumOffset, int end, uint stored, ChecksumAlgorithm algorithm, int skipBytes, bool littleEndian, string typeName, string memberName)
    {
        int start = CoveredStart(checksumOffset + ChecksumSize(algorithm), end, skipBytes, typeName, memberName, checksumOffset);
        CheckChecksum(source.Slice(start, end - start), stored, algorithm, littleEndian, typeName, memberName, checksumOffset);
    }

    /// <summary>
    /// The source a value followed by its checksum is read from: it ends before the checksum's bytes, so a value that
    /// takes the rest of its frame (a remainder, trailing members) leaves them to the checksum.
    /// </summary>
    public static ReadOnlySpan<byte> BeforeChecksum(ReadOnlySpan<byte> source, int offset, ChecksumAlgorithm algorithm)
        => source.Slice(0, Math.Max(offset, source.Length - ChecksumSize(algorithm)));

    /// <summary>Reads the checksum after the bytes from <paramref name="start"/> to <paramref name="offset"/> and checks it; <see langword="false"/> when the source ends first.</summary>
    public static bool TryReadChecksumAfter(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, int start, ChecksumAlgorithm algorithm, int skipBytes, bool littleEndian, string typeName, string memberName)
    {
        int end = offset;
        if (!TryReadChecksum(source, ref offset, ref state, algorithm, typeName, memberName, out uint stored))
        {
            return false;
        }

        int covered = CoveredStart(start, end, skipBytes, typeName, memberName, end);
        CheckChecksum(source.Slice(covered, end - covered), stored, algorithm, littleEndian, typeName, memberName, end);
        return true;
    }

    /// <summary>The checksum of <paramref name="data"/>, as the CRC catalogue defines each algorithm (a CRC-16 in the low bits).</summary>
    public static uint Checksum(ChecksumAlgorithm algorithm, ReadOnlySpan<byte> data) => algorithm switch
    {
        ChecksumAlgorithm.Crc32C => ~Crc32CUpdate(~0u, data),
        ChecksumAlgorithm.Crc16Ccitt => Crc16Ccitt(data),
        ChecksumAlgorithm.Crc16Modbus => Crc16Modbus(data),
        ChecksumAlgorithm.Internet => InternetChecksum(data),
        ChecksumAlgorithm.Crc32Ogg => Crc32Ogg(data),
        _ => System.IO.Hashing.Crc32.HashToUInt32(data),
    };

    /// <summary>RFC 1071: 16-bit big-endian words summed with end-around carry (an odd last byte padded with zero), complemented.</summary>
    private static uint InternetChecksum(ReadOnlySpan<byte> data)
    {
        ulong sum = InternetSum(data);
        while (sum > 0xFFFF)
        {
            sum = (sum & 0xFFFF) + (sum >> 16);
        }

        return ~(uint)sum & 0xFFFF;
    }

    /// <summary>The 16-bit big-endian words of <paramref name="data"/> summed, not folded (an odd last byte padded with zero).</summary>
    private static ulong InternetSum(ReadOnlySpan<byte> data)
    {
        ulong sum = 0;
        int i = 0;
        for (; i + 1 < data.Length; i += 2)
        {
            sum += (uint)((data[i] << 8) | data[i + 1]);
        }

        if (i < data.Length)
        {
            sum += (uint)(data[i] << 8);
        }

        return sum;
    }

    /// <summary>
    /// Fills in a checksum that sits inside the bytes it covers (<c>[BinaryChecksum(Through = ...)]</c>: IPv4's header
    /// checksum): computed over <paramref name="destination"/>[start..end] while its own bytes, at <paramref name="at"/>, are still the zeros written there.
    /// </summary>
    public static void CompleteChecksumWithin(Span<byte> destination, int start, int end, int at, ChecksumAlgorithm algorithm, bool littleEndian)
        => StoreChecksum(destination, at, algorithm, Checksum(algorithm, destination.Slice(start, end - start)), littleEndian);

    /// <summary>Verifies a checksum inside the bytes it covers: those bytes with its own counted as zero give the value stored at <paramref name="at"/>.</summary>
    public static void VerifyChecksumWithin(ReadOnlySpan<byte> source, int start, int end, int at, ChecksumAlgorithm algorithm, bool littleEndian, string typeName, string memberName)
    {
        int size = ChecksumSize(algorithm);
        uint stored = size == 2 ? ReadUInt16(ref At(source, at), 0) : ReadUInt32(ref At(source, at), 0);
        byte[]? rented = null;
        int length = end - start;
        Span<byte> covered = length <= 512 ? stackalloc byte[length] : (rented = ArrayPool<byte>.Shared.Rent(length)).AsSpan(0, length);
        source.Slice(start, length).CopyTo(covered);
        covered.Slice(at - start, size).Clear();
        try
        {
            CheckChecksum(covered, stored, algorithm, littleEndian, typeName, memberName, at);
        }
        finally
        {
            if (rented is not null)
            {
                ArrayPool<byte>.Shared.Return(rented);
            }
        }
    }

    /// <summary>
    /// A pseudo-header's part of an Internet checksum (<c>[BinaryPseudoHeader]</c>): its values summed as the 16-bit
    /// words they are in network order. Any integer is congruent to the sum of its 16-bit words modulo 0xFFFF, which is
    /// all the ones' complement sum keeps, so each value is added whole.
    /// </summary>
    public static ulong PseudoHeaderWord(ulong value) => (value & 0xFFFF_FFFF) + (value >> 32);

    /// <summary>A pseudo-header's byte-array part (an IPv6 address) as its 16-bit big-endian words.</summary>
    public static ulong PseudoHeaderWords(ReadOnlySpan<byte> bytes) => InternetSum(bytes);

    /// <summary>
    /// Fills in the Internet checksum a nested value holds at <paramref name="at"/> (-1: its case holds none) over the
    /// enclosing value's pseudo-header (<paramref name="pseudoHeader"/>, its words summed) and the value's bytes,
    /// <paramref name="destination"/>[start..end], its own bytes counted as zero; the bytes' length is part of the
    /// pseudo-header. A sum of zero is stored as 0xFFFF when zero means "no checksum" (UDP).
    /// </summary>
    public static void CompletePseudoHeaderChecksum(Span<byte> destination, int start, int end, int at, bool zeroMeansNone, ulong pseudoHeader)
    {
        if (at < 0)
        {
            return;
        }

        ushort checksum = PseudoHeaderChecksum(destination, start, end, start + at, pseudoHeader);
        WriteUInt16(ref At(destination, start + at), 0, checksum == 0 && zeroMeansNone ? (ushort)0xFFFF : checksum);
    }

    /// <summary>
    /// Verifies the Internet checksum a nested value holds at <paramref name="at"/> over the enclosing value's
    /// pseudo-header and the value's bytes (see <see cref="CompletePseudoHeaderChecksum"/>). A stored zero where zero
    /// means "no checksum" is not checked.
    /// </summary>
    public static void VerifyPseudoHeaderChecksum(ReadOnlySpan<byte> source, int start, int end, int at, bool zeroMeansNone, ulong pseudoHeader, string typeName, string memberName)
    {
        if (at < 0)
        {
            return;
        }

        uint stored = ReadUInt16(ref At(source, start + at), 0);
        if (stored == 0 && zeroMeansNone)
        {
            return;
        }

        uint computed = PseudoHeaderChecksum(source, start, end, start + at, pseudoHeader);
        if (computed != stored && !(zeroMeansNone && computed == 0 && stored == 0xFFFF))
        {
            ThrowChecksumMismatch(typeName, memberName, start + at, ChecksumAlgorithm.Internet, stored, computed);
        }
    }

    /// <summary>RFC 1071 over the pseudo-header's sum, the bytes' length and the bytes before and after the checksum's two.</summary>
    private static ushort PseudoHeaderChecksum(ReadOnlySpan<byte> bytes, int start, int end, int at, ulong pseudoHeader)
    {
        ulong sum = pseudoHeader + (uint)(end - start) + InternetSum(bytes.Slice(start, at - start)) + InternetSum(bytes.Slice(at + 2, end - at - 2));
        while (sum > 0xFFFF)
        {
            sum = (sum & 0xFFFF) + (sum >> 16);
        }

        return (ushort)~sum;
    }

    /// <summary>CRC-16/CCITT-FALSE, a byte per table lookup, most significant bit first.</summary>
    private static uint Crc16Ccitt(ReadOnlySpan<byte> data)
    {
        ushort[] table = CrcTables.Ccitt;
        uint crc = 0xFFFF;
        foreach (byte value in data)
        {
            crc = ((crc << 8) ^ table[((crc >> 8) ^ value) & 0xFF]) & 0xFFFF;
        }

        return crc;
    }

    /// <summary>Ogg's CRC-32, a byte per table lookup, most significant bit first, from 0 with no final XOR.</summary>
    private static uint Crc32Ogg(ReadOnlySpan<byte> data)
    {
        uint[] table = CrcTables.Ogg;
        uint crc = 0;
        foreach (byte value in data)
        {
            crc = (crc << 8) ^ table[((crc >> 24) ^ value) & 0xFF];
        }

        return crc;
    }

    /// <summary>CRC-16/MODBUS, a byte per table lookup, least significant bit first (reflected).</summary>
    private static uint Crc16Modbus(ReadOnlySpan<byte> data)
    {
        ushort[] table = CrcTables.Modbus;
        uint crc = 0xFFFF;
        foreach (byte value in data)
        {
            crc = (crc >> 8) ^ table[(crc ^ value) & 0xFF];
        }

        return crc;
    }

    /// <summary>Compares the checksum as stored (read big-endian) with the covered bytes' own; a mismatch throws.</summary>
    private static void CheckChecksum(ReadOnlySpan<byte> covered, uint stored, ChecksumAlgorithm algorithm, bool littleEndian, string typeName, string memberName, int checksumOffset)
    {
        stored = !littleEndian ? stored : ChecksumSize(algorithm) == 2 ? BinaryPrimitives.ReverseEndianness((ushort)stored) : BinaryPrimitives.ReverseEndianness(stored);
        uint computed = Checksum(algorithm, covered);
        if (computed != stored)
        {
            ThrowChecksumMismatch(typeName, memberName, checksumOffset, algorithm, stored, computed);
        }
    }

    private static void StoreChecksum(Span<byte> destination, int offset, ChecksumAlgorithm algorithm, uint checksum, bool littleEndian)
    {
        if (ChecksumSize(algorithm) == 2)
        {
            WriteUInt16(ref At(destination, offset), 0, littleEndian ? BinaryPrimitives.ReverseEndianness((ushort)checksum) : (ushort)checksum);
        }
        else
        {
            WriteUInt32(ref At(destination, offset), 0, littleEndian ? BinaryPrimitives.ReverseEndianness(checksum) : checksum);
        }
    }

    private static int CoveredStart(int start, int end, int skipBytes, string typeName, string memberName, int checksumOffset)
    {
        if (end - start < skipBytes)
        {
            ThrowInvalid(typeName, memberName, checksumOffset, $"the member's {end - start} byte(s) are fewer than the {skipBytes} its checksum skips.");
        }

        return start + skipBytes;
    }

    private static uint Crc32CUpdate(uint crc, ReadOnlySpan<byte> data)
    {
#if NET8_0_OR_GREATER
        // The CPU's CRC-32C instruction (SSE4.2, Arm CRC32), 8 bytes per step.
        if (System.Runtime.Intrinsics.X86.Sse42.X64.IsSupported || System.Runtime.Intrinsics.Arm.Crc32.Arm64.IsSupported)
        {
            while (data.Length >= 8)
            {
                crc = BitOperations.Crc32C(crc, BinaryPrimitives.ReadUInt64LittleEndian(data));
                data = data.Slice(8);
            }

            foreach (byte value in data)
            {
                crc = BitOperations.Crc32C(crc, value);
            }

            return crc;
        }
#endif
        return Crc32CBySlicing(crc, data);
    }

    /// <summary>CRC-32C without the CPU's instruction, slicing by 8: eight table lookups per 8 bytes (Intel's method).</summary>
    private static uint Crc32CBySlicing(uint crc, ReadOnlySpan<byte> data)
    {
        ref uint t = ref Crc32CTables.Table[0];
        while (data.Length >= 8)
        {
            uint low = BinaryPrimitives.ReadUInt32LittleEndian(data) ^ crc;
            uint high = BinaryPrimitives.ReadUInt32LittleEndian(data.Slice(4));
            crc = Lookup(ref t, 7, low) ^ Lookup(ref t, 6, low >> 8) ^ Lookup(ref t, 5, low >> 16) ^ Lookup(ref t, 4, low >> 24)
                ^ Lookup(ref t, 3, high) ^ Lookup(ref t, 2, high >> 8) ^ Lookup(ref t, 1, high >> 16) ^ Lookup(ref t, 0, high >> 24);
            data = data.Slice(8);
        }

        foreach (byte value in data)
        {
            crc = Lookup(ref t, 0, crc ^ value) ^ (crc >> 8);
        }

        return crc;

        // Table k holds each byte's CRC after k more zero bytes; (index & 0xFF) keeps every lookup inside its table.
        static uint Lookup(ref uint tables, int k, uint index) => System.Runtime.CompilerServices.Unsafe.Add(ref tables, (k * 256) + (int)(index & 0xFF));
    }

    [DoesNotReturn]
    private static void ThrowChecksumMismatch(string typeName, string memberName, int offset, ChecksumAlgorithm algorithm, uint stored, uint computed)
    {
        (string name, string format) = algorithm switch
        {
            ChecksumAlgorithm.Crc32C => ("CRC-32C", "X8"),
            ChecksumAlgorithm.Crc16Ccitt => ("CRC-16/CCITT-FALSE", "X4"),
            ChecksumAlgorithm.Crc16Modbus => ("CRC-16/MODBUS", "X4"),
            ChecksumAlgorithm.Internet => ("Internet checksum", "X4"),
            ChecksumAlgorithm.Crc32Ogg => ("Ogg's CRC-32", "X8"),
            _ => ("CRC-32", "X8"),
        };
        throw BinarySerializationException.Create(typeName, memberName, offset, $"{name} mismatch: the data holds 0x{stored.ToString(format, CultureInfo.InvariantCulture)}, its bytes give 0x{computed.ToString(format, CultureInfo.InvariantCulture)}.");
    }

    /// <summary>The CRC-16 tables and Ogg's CRC-32 table, built on first use: each byte's CRC with the initial value 0.</summary>
    private static class CrcTables
    {
        public static readonly uint[] Ogg = BuildMostSignificantFirst32(0x04C11DB7);

        private static uint[] BuildMostSignificantFirst32(uint polynomial)
        {
            var table = new uint[256];
            for (uint i = 0; i < 256; i++)
            {
                uint crc = i << 24;
                for (int bit = 0; bit < 8; bit++)
                {
                    crc = (crc & 0x80000000) != 0 ? (crc << 1) ^ polynomial : crc << 1;
                }

                table[i] = crc;
            }

            return table;
        }

        public static readonly ushort[] Ccitt = BuildMostSignificantFirst(0x1021);

        public static readonly ushort[] Modbus = BuildLeastSignificantFirst(0xA001);

        private static ushort[] BuildMostSignificantFirst(uint polynomial)
        {
            var table = new ushort[256];
            for (uint i = 0; i < 256; i++)
            {
                uint crc = i << 8;
                for (int bit = 0; bit < 8; bit++)
                {
                    crc = (crc & 0x8000) != 0 ? (crc << 1) ^ polynomial : crc << 1;
                }

                table[i] = (ushort)crc;
            }

            return table;
        }

        private static ushort[] BuildLeastSignificantFirst(uint polynomial)
        {
            var table = new ushort[256];
            for (uint i = 0; i < 256; i++)
            {
                uint crc = i;
                for (int bit = 0; bit < 8; bit++)
                {
                    crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1;
                }

                table[i] = (ushort)crc;
            }

            return table;
        }
    }

    /// <summary>Slicing-by-8 tables of CRC-32C's reflected polynomial, built on first use.</summary>
    private static class Crc32CTables
    {
        public static readonly uint[] Table = Build(0x82F63B78);

        private static uint[] Build(uint polynomial)
        {
            var table = new uint[8 * 256];
            for (uint i = 0; i < 256; i++)
            {
                uint crc = i;
                for (int bit = 0; bit < 8; bit++)
                {
                    crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1;
                }

                table[i] = crc;
            }

            for (int k = 1; k < 8; k++)
            {
                for (int i = 0; i < 256; i++)
                {
                    uint previous = table[((k - 1) * 256) + i];
                    table[(k * 256) + i] = (previous >> 8) ^ table[previous & 0xFF];
                }
            }

            return table;
        }
    }
}
