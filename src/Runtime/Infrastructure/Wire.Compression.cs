// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Buffers;
using System.Buffers.Binary;
using System.IO;
using System.IO.Compression;

namespace Spanwire.Infrastructure;

/// <summary>
/// <c>[BinaryCompressed]</c> members: the data compressed once per write (and once per size), and decompressed on read
/// into pooled buffers that grow only while the output stays under the state's limit.
/// </summary>
public static partial class Wire
{
    private const int ZlibHeaderBytes = 2;
    private const int AdlerBytes = 4;

    /// <summary>The bytes written for <paramref name="value"/>: compressed, in the format's framing (null stays null).</summary>
    public static byte[]? Compress(byte[]? value, CompressionFormat format)
    {
        if (value is null)
        {
            return null;
        }

        using var output = new MemoryStream();
        if (format == CompressionFormat.Zlib)
        {
            // CMF: deflate with a 32 KiB window; FLG: the default level, no dictionary, and (CMF * 256 + FLG) % 31 == 0.
            output.WriteByte(0x78);
            output.WriteByte(0x9C);
        }

        if (value.Length == 0)
        {
            // .NET's streams write nothing for no data, which no other inflater takes: write the empty stream zlib does,
            // one final fixed-Huffman block with only its end code (and gzip's header and trailer, all zero but the magic).
            byte[] empty = format == CompressionFormat.GZip ? [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0] : [3, 0];
            output.Write(empty, 0, empty.Length);
        }
        else
        {
            using Stream compressor = format == CompressionFormat.GZip
                ? new GZipStream(output, CompressionLevel.Optimal, leaveOpen: true)
                : new DeflateStream(output, CompressionLevel.Optimal, leaveOpen: true);
            compressor.Write(value, 0, value.Length);
        }

        if (format == CompressionFormat.Zlib)
        {
            uint adler = Adler32(value);
            for (int shift = 24; shift >= 0; shift -= 8)
            {
                output.WriteByte((byte)(adler >> shift));
            }
        }

        return output.ToArray();
    }

    /// <summary>
    /// The data <paramref name="compressed"/> holds. Corrupt data, a wrong zlib checksum and output past
    /// <see cref="BinaryReadState.MaxDecompressedBytes"/> throw <see cref="BinarySerializationException"/> naming the member.
    /// </summary>
    public static byte[]? Decompress(byte[]? compressed, CompressionFormat format, ref BinaryReadState state, string typeName, string memberName, int offset)
    {
        if (compressed is null)
        {
            return null;
        }

        int start = 0;
        int length = compressed.Length;
        if (format == CompressionFormat.Zlib)
        {
            if (length < ZlibHeaderBytes + AdlerBytes || (compressed[0] & 0x0F) != 8 || compressed[0] >> 4 > 7
                || ((compressed[0] << 8) | compressed[1]) % 31 != 0 || (compressed[1] & 0x20) != 0)
            {
                ThrowInvalid(typeName, memberName, offset, "the compressed bytes do not start with a zlib header (RFC 1950) this reader takes.");
            }

            start = ZlibHeaderBytes;
            length -= ZlibHeaderBytes + AdlerBytes;
        }

        int limit = state.MaxDecompressedBytes;
        // A first guess of four times the input; the limit plus one byte, so that passing it is seen.
        byte[] buffer = ArrayPool<byte>.Shared.Rent((int)Math.Min((long)limit + 1, Math.Max(1024L, compressed.Length * 4L)));
        byte[] data = [];
        try
        {
            using var input = new MemoryStream(compressed, start, length, writable: false);
            using Stream decompressor = format == CompressionFormat.GZip
                ? new GZipStream(input, CompressionMode.Decompress)
                : new DeflateStream(input, CompressionMode.Decompress);
            int total = 0;
            int read;
            while ((read = decompressor.Read(buffer, total, buffer.Length - total)) > 0)
            {
                total += read;
                if (total > limit)
                {
                    ThrowInvalid(typeName, memberName, offset, $"the data decompresses to more than {limit} bytes (BinarySerializerOptions.MaxDecompressedBytes).");
                }

                if (total == buffer.Length)
                {
                    byte[] larger = ArrayPool<byte>.Shared.Rent((int)Math.Min((long)limit + 1, buffer.Length * 2L));
                    Buffer.BlockCopy(buffer, 0, larger, 0, total);
                    ArrayPool<byte>.Shared.Return(buffer);
                    buffer = larger;
                }
            }

            data = buffer.AsSpan(0, total).ToArray();
        }
        catch (InvalidDataException error)
        {
            ThrowInvalid(typeName, memberName, offset, $"the compressed bytes are not valid {format} data: {error.Message}");
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }

        if (format == CompressionFormat.Zlib && Adler32(data) != BinaryPrimitives.ReadUInt32BigEndian(compressed.AsSpan(compressed.Length - AdlerBytes)))
        {
            ThrowInvalid(typeName, memberName, offset, "the data does not match the zlib stream's Adler-32 checksum.");
        }

        return data;
    }

    /// <summary>Adler-32 (RFC 1950): two sums modulo 65521, folded every 5,552 bytes, before they could overflow.</summary>
    private static uint Adler32(ReadOnlySpan<byte> data)
    {
        const uint Modulus = 65521;
        uint a = 1;
        uint b = 0;
        while (data.Length > 0)
        {
            int block = Math.Min(data.Length, 5552);
            foreach (byte value in data.Slice(0, block))
            {
                a += value;
                b += a;
            }

            a %= Modulus;
            b %= Modulus;
            data = data.Slice(block);
        }

        return (b << 16) | a;
    }
}
