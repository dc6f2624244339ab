using System;
using System.IO;
using System.IO.Compression;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// [BinaryCompressed]: what Python's zlib and gzip wrote reads back as the data (Vectors/make_compression_vectors.py),
/// what Spanwire writes decompresses with .NET's own streams, and hostile data (a bomb, corruption, a wrong checksum)
/// gets the documented exception with bounded memory.
/// </summary>
public class CompressionTests
{
    private static (byte[] Payload, byte[] Wire) Vector()
    {
        var vector = TestSupport.Vectors("compression_vectors.jsonl", "compression").Single();
        return (Convert.FromHexString(vector.GetProperty("payload").GetString()!), Convert.FromHexString(vector.GetProperty("wire").GetString()!));
    }

    [Fact]
    public void Python_s_zlib_deflate_and_gzip_read_as_the_data_and_Spanwire_s_decompress_with_dotnet()
    {
        (byte[] payload, byte[] wire) = Vector();
        CompressedBlobs read = BinarySerializer.Deserialize<CompressedBlobs>(wire);
        Assert.Equal(payload, read.Zlib);
        Assert.Equal(payload, read.Deflated);
        Assert.Equal(payload, read.GZipped);

        // Written again: the holder counts the compressed bytes, and each block decompresses with .NET's streams.
        byte[] written = BinarySerializer.Serialize(read);
        Assert.Equal(written.Length, read.GetSerializedSize());
        int zlibLength = System.Buffers.Binary.BinaryPrimitives.ReadInt32BigEndian(written);
        byte[] zlib = written.AsSpan(4, zlibLength).ToArray();
        Assert.Equal(payload, Inflate(new ZLibStream(new MemoryStream(zlib), CompressionMode.Decompress)));
        int deflatedAt = 4 + zlibLength;
        int deflatedLength = System.Buffers.Binary.BinaryPrimitives.ReadInt32BigEndian(written.AsSpan(deflatedAt));
        Assert.Equal(payload, Inflate(new DeflateStream(new MemoryStream(written, deflatedAt + 4, deflatedLength), CompressionMode.Decompress)));
        Assert.Equal(payload, Inflate(new GZipStream(new MemoryStream(written, deflatedAt + 4 + deflatedLength, written.Length - deflatedAt - 4 - deflatedLength), CompressionMode.Decompress)));
        Assert.True(written.Length < 3 * payload.Length / 2, "compressed");

        // No data is still a stream every inflater takes: zlib's own bytes for it (Python's zlib.compress(b"")).
        Assert.Equal("00000008" + "789C030000000001" + "00000002" + "0300" + "1F8B08000000000000FF03000000000000000000", TestSupport.Hex(new CompressedBlobs()));
        CompressedBlobs empty = TestSupport.RoundTrip(new CompressedBlobs());
        Assert.Equal((0, 0, 0), (empty.Zlib.Length, empty.Deflated.Length, empty.GZipped.Length));
        Assert.Empty(Inflate(new GZipStream(new MemoryStream(BinarySerializer.Serialize(new CompressedBlobs()), 18, 20), CompressionMode.Decompress)));
    }

    [Fact]
    public void An_absent_conditional_member_is_checked_as_data_not_as_its_compressed_bytes()
    {
        // Empty data compresses to 8 bytes; absent, the member holds the empty data, which is its default.
        Assert.Equal("00", TestSupport.Hex(new ConditionalCompressed()));
        Assert.Equal("01" + "00000008" + "789C030000000001", TestSupport.Hex(new ConditionalCompressed { HasData = true }));
        Assert.Equal([1, 2, 3], TestSupport.RoundTrip(new ConditionalCompressed { HasData = true, Data = [1, 2, 3] }).Data);
        Assert.Equal("Data", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new ConditionalCompressed { Data = [1] })).MemberName);
    }

    [Fact]
    public void A_decompression_bomb_is_refused_at_the_limit_without_holding_it()
    {
        // 256 MiB of zeros in a zlib stream of about 250 KB, against a 1 MiB limit.
        using var compressed = new MemoryStream();
        using (var zlib = new ZLibStream(compressed, CompressionLevel.SmallestSize, leaveOpen: true))
        {
            var zeros = new byte[1 << 20];
            for (int i = 0; i < 256; i++)
            {
                zlib.Write(zeros);
            }
        }

        byte[] bomb = new byte[4 + compressed.Length + 8];
        System.Buffers.Binary.BinaryPrimitives.WriteInt32BigEndian(bomb, (int)compressed.Length);
        compressed.ToArray().CopyTo(bomb, 4);
        var options = new BinarySerializerOptions { MaxDecompressedBytes = 1 << 20 };
        long before = GC.GetAllocatedBytesForCurrentThread();
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CompressedBlobs>(bomb, options));
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(("CompressedBlobs", "Zlib", 0L), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("more than 1048576 bytes", error.Message, StringComparison.Ordinal);
        Assert.True(allocated < 8 << 20, $"allocated {allocated} bytes");
    }

    [Fact]
    public void Corrupt_data_a_wrong_checksum_and_a_foreign_header_are_invalid_data()
    {
        (byte[] _, byte[] wire) = Vector();
        int zlibLength = System.Buffers.Binary.BinaryPrimitives.ReadInt32BigEndian(wire);

        byte[] badAdler = (byte[])wire.Clone();
        badAdler[4 + zlibLength - 1] ^= 1;
        Assert.Contains("Adler-32", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CompressedBlobs>(badAdler)).Message, StringComparison.Ordinal);

        byte[] badHeader = (byte[])wire.Clone();
        badHeader[4] = 0x1F;
        Assert.Contains("zlib header", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CompressedBlobs>(badHeader)).Message, StringComparison.Ordinal);

        // Garbage inside each stream: invalid data or a checksum that does not match, never another exception.
        for (int at = 6; at < wire.Length; at += 7)
        {
            byte[] corrupt = (byte[])wire.Clone();
            corrupt[at] ^= 0x5A;
            try
            {
                BinarySerializer.Deserialize<CompressedBlobs>(corrupt);
            }
            catch (BinarySerializationException)
            {
            }
        }
    }

    private static byte[] Inflate(Stream decompressor)
    {
        using var output = new MemoryStream();
        using (decompressor)
        {
            decompressor.CopyTo(output);
        }

        return output.ToArray();
    }
}
