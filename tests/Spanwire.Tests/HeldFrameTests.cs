using System;
using System.Buffers.Binary;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A nested value in a frame an earlier member sizes (issue 43, <c>[BinaryLengthFrom]</c> on a union member, with its
/// case from <c>[BinaryTagFrom]</c>): PNG chunks as Java's ImageIO (MakePng.java) and Python's zlib and struct
/// (make_png_vectors.py) write them, read, written back byte for byte, and built from objects with every length,
/// type and CRC filled in.
/// </summary>
public class HeldFrameTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Theory]
    [InlineData("png_java.png")]
    [InlineData("png_python.png")]
    public void Chunks_from_real_encoders_read_and_write_back_byte_for_byte(string file)
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, file));
        using JsonDocument expected = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "png_vectors.json")));
        JsonElement vector = expected.RootElement.GetProperty(file);
        PngDocument image = BinarySerializer.Deserialize<PngDocument>(bytes);

        Assert.Equal(
            vector.GetProperty("chunks").EnumerateArray().Select(chunk => (chunk.GetProperty("type").GetString()!, chunk.GetProperty("length").GetUInt32())),
            image.Chunks.Select(entry => (TypeName(entry.Chunk.Type), entry.Chunk.Length)));
        var header = Assert.IsType<PngIhdr>(image.Chunks[0].Chunk.Body);
        Assert.Equal((vector.GetProperty("width").GetUInt32(), vector.GetProperty("height").GetUInt32()), (header.Width, header.Height));
        Assert.IsType<PngIend>(image.Chunks[^1].Chunk.Body);
        Assert.All(image.Chunks.Where(entry => entry.Chunk.Body is PngOtherChunk), entry => Assert.Equal(entry.Chunk.Length, (uint)((PngOtherChunk)entry.Chunk.Body).Data.Length));
        if (image.Chunks.Select(entry => entry.Chunk.Body).OfType<PngTextChunk>().FirstOrDefault() is { } text)
        {
            Assert.Equal(("Comment", "made by make_png_vectors.py"), (text.Keyword, text.Text));
        }

        // Lengths and types are filled in from the bodies on write.
        foreach (PngDocumentEntry entry in image.Chunks)
        {
            entry.Chunk.Length = 0;
            entry.Chunk.Type = 0;
        }

        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(image)));
        TestSupport.RoundTrip(image);
    }

    [Fact]
    public void An_image_built_from_objects_has_every_length_type_and_CRC_filled_in()
    {
        var image = new PngDocument
        {
            Chunks =
            [
                new() { Chunk = new() { Body = new PngIhdr { Width = 1, Height = 1, BitDepth = 8 } } },
                new() { Chunk = new() { Body = new PngTextChunk { Keyword = "Title", Text = "Spanwire" } } },
                new() { Chunk = new() { Body = new PngOtherChunk { Tag = 0x49444154, Data = [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01] } } },
                new() { Chunk = new() { Body = new PngIend() } },
            ],
        };
        byte[] bytes = BinarySerializer.Serialize(image);

        // Walked as the PNG specification says, independently of the declarations.
        int at = 8;
        foreach ((string type, int length) in new[] { ("IHDR", 13), ("tEXt", 14), ("IDAT", 10), ("IEND", 0) })
        {
            Assert.Equal(length, BinaryPrimitives.ReadInt32BigEndian(bytes.AsSpan(at)));
            Assert.Equal(type, Encoding.Latin1.GetString(bytes, at + 4, 4));
            Assert.Equal(Crc32(bytes.AsSpan(at + 4, 4 + length)), BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(at + 8 + length)));
            at += 12 + length;
        }

        Assert.Equal(bytes.Length, at);
        TestSupport.RoundTrip(image);
    }

    [Fact]
    public void A_body_shorter_or_longer_than_its_length_and_a_length_past_the_data_are_invalid_data()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "png_python.png"));

        // IHDR's length 13 -> 12: the header's last byte falls outside its frame.
        byte[] shorter = (byte[])bytes.Clone();
        shorter[11] = 12;
        var overrun = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PngDocument>(shorter));
        Assert.Equal("Body", overrun.MemberName);

        // IEND's length 0 -> 1: the end chunk leaves a byte of its frame unread.
        byte[] longer = (byte[])bytes.Clone();
        longer[^9] = 1;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PngDocument>(longer));

        // A length of 2^31 - 1 is refused before anything is allocated.
        byte[] hostile = (byte[])bytes.Clone();
        BinaryPrimitives.WriteInt32BigEndian(hostile.AsSpan(8), int.MaxValue);
        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PngDocument>(hostile));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 64 * 1024);

        // A cut anywhere is "more data needed" for one chunk entry, never another exception.
        byte[] entry = BinarySerializer.Serialize(BinarySerializer.Deserialize<PngDocument>(bytes).Chunks[2]);
        for (int cut = 0; cut < entry.Length; cut++)
        {
            Assert.False(PngDocumentEntry.TryRead(entry.AsSpan(0, cut), out _, out _));
        }
    }

    /// <summary>CRC-32 (ISO-HDLC, reflected 0xEDB88320) bit by bit, as the PNG specification's sample code computes it.</summary>
    private static uint Crc32(ReadOnlySpan<byte> data)
    {
        uint crc = 0xFFFFFFFF;
        foreach (byte b in data)
        {
            crc ^= b;
            for (int bit = 0; bit < 8; bit++)
            {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB88320 : crc >> 1;
            }
        }

        return ~crc;
    }

    /// <summary>IHDR's fields hold only what the PNG specification allows ([BinaryValid]): a read or a write of anything else fails at the field.</summary>
    [Fact]
    public void Header_fields_outside_the_values_PNG_allows_are_refused_on_read_and_on_write()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "png_java.png"));
        foreach ((int at, byte value, string member) in new[] { (24, (byte)3, "BitDepth"), (25, (byte)1, "ColorType"), (26, (byte)1, "Compression"), (28, (byte)2, "Interlace") })
        {
            byte[] changed = (byte[])bytes.Clone();
            changed[at] = value;
            var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PngDocument>(changed));
            Assert.Equal((member, 16), (error.MemberName, error.Offset - (at - 16)));
        }

        var written = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new PngIhdr { Width = 1, Height = 1, BitDepth = 7 }));
        Assert.Equal("BitDepth", written.MemberName);
        Assert.Contains("7 is not one of the values allowed: 1, 2, 4, 8, 16", written.Message, StringComparison.Ordinal);
    }

    private static string TypeName(uint type)
    {
        Span<byte> bytes = stackalloc byte[4];
        BinaryPrimitives.WriteUInt32BigEndian(bytes, type);
        return Encoding.Latin1.GetString(bytes);
    }
}
