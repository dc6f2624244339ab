// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

// The varint formats other than LEB128 (VarIntFormat): HdrHistogram's and SQLite's 9-byte forms, QUIC's
// length-in-the-first-byte form, and the prefix-coded forms whose first byte is the value or announces 2-8 little-endian
// bytes (MySQL's length-encoded integer, Bitcoin's CompactSize). Writes are the shortest encoding (QUIC's, with KeepWidth, as wide as it was read); reads accept
// any encoding the format's own decoders accept (QUIC allows longer ones; HdrHistogram's and SQLite's decoders never
// check), except the prefix-coded ones, whose writers emit the shortest form only, and check the width.
public static partial class Wire
{
    private const ulong QuicMax = (1UL << 62) - 1;

    /// <summary>Bytes of <paramref name="value"/> in <paramref name="format"/> (QUIC: 8 for a value it cannot hold; the write reports it).</summary>
    public static int VarUIntSize(ulong value, VarIntFormat format) => format switch
    {
        VarIntFormat.HdrHistogram => value >> 56 != 0 ? 9 : VarUIntSize(value),
        VarIntFormat.Sqlite => value >> 56 != 0 ? 9 : VarUIntSize(value),
        VarIntFormat.Quic => value < 1UL << 6 ? 1 : value < 1UL << 14 ? 2 : value < 1UL << 30 ? 4 : 8,
        VarIntFormat.MySql => value < MySqlOneByteLimit ? 1 : value < 1UL << 16 ? 3 : value < 1UL << 24 ? 4 : 9,
        VarIntFormat.Bitcoin => value < BitcoinOneByteLimit ? 1 : value <= ushort.MaxValue ? 3 : value <= uint.MaxValue ? 5 : 9,
        _ => VarUIntSize(value),
    };

    /// <summary>Values under 0xFB are one byte; 0xFB is NULL, 0xFC-0xFE announce 2, 3 or 8 bytes, 0xFF is an error packet's.</summary>
    private const ulong MySqlOneByteLimit = 0xFB;

    /// <summary>Values under 0xFD are one byte; 0xFD-0xFF announce 2, 4 or 8 bytes.</summary>
    private const ulong BitcoinOneByteLimit = 0xFD;

    /// <summary>The first byte of a prefix-coded integer of <paramref name="size"/> bytes (its marker and the value's bytes).</summary>
    private static byte PrefixMarker(VarIntFormat format, int size) => format == VarIntFormat.MySql
        ? (byte)(size == 3 ? 0xFC : size == 4 ? 0xFD : 0xFE)
        : (byte)(size == 3 ? 0xFD : size == 5 ? 0xFE : 0xFF);

    /// <summary>The bytes a prefix-coded integer whose first byte is <paramref name="first"/> takes, 1 for a value byte, 0 for no integer.</summary>
    private static int PrefixCodedSize(VarIntFormat format, byte first) => format == VarIntFormat.MySql
        ? first < MySqlOneByteLimit ? 1 : first switch { 0xFC => 3, 0xFD => 4, 0xFE => 9, _ => 0 }
        : first < BitcoinOneByteLimit ? 1 : first switch { 0xFD => 3, 0xFE => 5, _ => 9 };

    /// <summary>Writes <paramref name="value"/> in <paramref name="format"/>; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteVarUInt(Span<byte> destination, int offset, ulong value, VarIntFormat format, string typeName, string memberName)
    {
        if (format == VarIntFormat.Quic && value > QuicMax)
        {
            ThrowInvalid(typeName, memberName, offset, $"{value} is over QUIC's varint limit of 2^62 - 1.");
        }

        int size = VarUIntSize(value, format);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        Span<byte> bytes = destination.Slice(offset, size);
        switch (format)
        {
            case VarIntFormat.HdrHistogram:
                // LEB128 for the first eight bytes; a ninth, if any, takes bits 56-63 whole.
                for (int i = 0; i < size - 1; i++)
                {
                    bytes[i] = (byte)((value >> (7 * i)) | 0x80);
                }

                bytes[size - 1] = (byte)(size == 9 ? value >> 56 : value >> (7 * (size - 1)));
                break;
            case VarIntFormat.Sqlite when size == 9:
                // Eight 7-bit groups of the top 56 bits, most significant first, then the low 8 bits whole.
                for (int i = 0; i < 8; i++)
                {
                    bytes[i] = (byte)((value >> (57 - (7 * i))) | 0x80);
                }

                bytes[8] = (byte)value;
                break;
            case VarIntFormat.Sqlite:
                for (int i = 0; i < size; i++)
                {
                    bytes[i] = (byte)(((value >> (7 * (size - 1 - i))) & 0x7F) | (i < size - 1 ? 0x80UL : 0UL));
                }

                break;
            case VarIntFormat.MySql or VarIntFormat.Bitcoin when size == 1:
                bytes[0] = (byte)value;
                break;
            case VarIntFormat.MySql or VarIntFormat.Bitcoin:
                // The marker of the width, then the value's low bytes, least significant first.
                bytes[0] = PrefixMarker(format, size);
                for (int i = 1; i < size; i++)
                {
                    bytes[i] = (byte)(value >> (8 * (i - 1)));
                }

                break;
            default:
                StoreQuic(bytes, value);
                break;
        }

        return offset + size;
    }

    /// <summary>
    /// Reads a varint in <paramref name="format"/> of at most <paramref name="maxBits"/> significant bits. Returns
    /// <see langword="false"/> when the source ends inside it; a value wider than the member is invalid data.
    /// </summary>
    public static bool TryReadVarUInt(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, string typeName, string memberName, int maxBits, VarIntFormat format, out ulong value)
    {
        value = 0;
        int start = offset;
        int size;
        if (format == VarIntFormat.Quic)
        {
            if (start >= source.Length)
            {
                return state.Truncated(typeName, memberName, start, 1, 0);
            }

            size = 1 << (source[start] >> 6);
            if (source.Length - start < size)
            {
                return state.Truncated(typeName, memberName, start, size, source.Length - start);
            }

            value = source[start] & 0x3FUL;
            for (int i = 1; i < size; i++)
            {
                value = (value << 8) | source[start + i];
            }
        }
        else if (format is VarIntFormat.MySql or VarIntFormat.Bitcoin)
        {
            if (!TryReadPrefixCoded(source, start, ref state, typeName, memberName, format, out value, out size))
            {
                return false;
            }
        }
        else
        {
            // Up to nine bytes: eight of 7 bits, the ninth of 8.
            for (size = 1; ; size++)
            {
                int index = start + size - 1;
                if (index >= source.Length)
                {
                    return state.Truncated(typeName, memberName, start, size, source.Length - start);
                }

                byte b = source[index];
                if (size == 9)
                {
                    value = format == VarIntFormat.Sqlite ? (value << 8) | b : value | ((ulong)b << 56);
                    break;
                }

                value = format == VarIntFormat.Sqlite ? (value << 7) | (b & 0x7FUL) : value | ((b & 0x7FUL) << (7 * (size - 1)));
                if (b < 0x80)
                {
                    break;
                }
            }
        }

        if (maxBits < 64 && value >> maxBits != 0)
        {
            ThrowInvalid(typeName, memberName, start, $"the varint {value} does not fit in {maxBits} bits.");
        }

        offset = start + size;
        return true;
    }

    private static bool TryReadPrefixCoded(ReadOnlySpan<byte> source, int start, ref BinaryReadState state, string typeName, string memberName, VarIntFormat format, out ulong value, out int size)
    {
        value = 0;
        size = 1;
        if (start >= source.Length)
        {
            return state.Truncated(typeName, memberName, start, 1, 0);
        }

        byte first = source[start];
        size = PrefixCodedSize(format, first);
        if (size == 1)
        {
            value = first;
            return true;
        }

        if (size == 0)
        {
            ThrowInvalid(typeName, memberName, start, first == 0xFB
                ? "FB is MySQL's NULL, not a length-encoded integer."
                : "FF starts an error packet, not a length-encoded integer.");
        }

        if (source.Length - start < size)
        {
            return state.Truncated(typeName, memberName, start, size, source.Length - start);
        }

        for (int i = size - 1; i >= 1; i--)
        {
            value = (value << 8) | source[start + i];
        }

        if (VarUIntSize(value, format) != size)
        {
            ThrowInvalid(typeName, memberName, start, $"the {(format == VarIntFormat.MySql ? "length-encoded integer" : "CompactSize")} {value} takes {size} bytes where {VarUIntSize(value, format)} hold it.");
        }

        return true;
    }

    /// <summary>
    /// QUIC's varint in at least <paramref name="width"/> bytes, the width it was read with (<c>KeepWidth</c>: RFC 9000
    /// allows a longer encoding than the value needs, and aioquic writes one); a value that needs more takes what it needs.
    /// </summary>
    public static int WriteQuicVarUInt(Span<byte> destination, int offset, ulong value, int width, string typeName, string memberName)
    {
        if (value > QuicMax)
        {
            ThrowInvalid(typeName, memberName, offset, $"{value} is over QUIC's varint limit of 2^62 - 1.");
        }

        int size = QuicVarUIntSize(value, width);
        if (destination.Length - offset < size)
        {
            return NoRoom;
        }

        StoreQuic(destination.Slice(offset, size), value);
        return offset + size;
    }

    /// <summary>The bytes of a QUIC varint kept at least <paramref name="width"/> wide (a width QUIC has not, as 0 for a value never read, keeps none).</summary>
    public static int QuicVarUIntSize(ulong value, int width) => Math.Max(VarUIntSize(value, VarIntFormat.Quic), width is 1 or 2 or 4 or 8 ? width : 1);

    /// <summary>Big-endian, the length's code (0-3 for 1, 2, 4, 8 bytes) in the top two bits.</summary>
    private static void StoreQuic(Span<byte> bytes, ulong value)
    {
        int size = bytes.Length;
        for (int i = 0; i < size; i++)
        {
            bytes[i] = (byte)(value >> (8 * (size - 1 - i)));
        }

        bytes[0] |= (byte)((size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3) << 6);
    }
}
