using System;
using System.Buffers.Binary;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Members of an enclosing value as holders (issue 43, <c>[BinaryParameter]</c> and <c>[BinaryArguments]</c>): a PNG's
/// bKGD and tRNS bodies read by IHDR's colour type, passed down through each chunk, in files ImageMagick and Pillow
/// wrote (make_png_colour_vectors.sh; Python's struct read the expected values). Each reads as Python read it, writes
/// back byte for byte, and a body that another colour type would choose is refused on write.
/// </summary>
public class ParameterTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    public static TheoryData<string> Files => new(Vectors().Select(vector => vector.GetProperty("file").GetString()!));

    [Theory]
    [MemberData(nameof(Files))]
    public void Background_and_transparency_read_by_the_header_colour_type(string file)
    {
        JsonElement vector = Vectors().Single(v => v.GetProperty("file").GetString() == file);
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, file));
        PngImage image = BinarySerializer.Deserialize<PngImage>(bytes);

        byte colourType = vector.GetProperty("colourType").GetByte();
        Assert.Equal(colourType, image.Header.Ihdr.ColorType);
        Assert.All(image.Chunks, entry => Assert.Equal((colourType, colourType), (entry.ColorType, entry.Chunk.ColorType)));
        JsonElement[] expected = [.. vector.GetProperty("chunks").EnumerateArray()];
        var read = image.Chunks.Select(entry => entry.Chunk.Body).Where(body => body is PngBackground or PngTransparency).ToList();
        Assert.Equal(expected.Length, read.Count);
        for (int i = 0; i < expected.Length; i++)
        {
            int[] values = [.. expected[i].GetProperty("values").EnumerateArray().Select(value => value.GetInt32())];
            Assert.Equal(expected[i].GetProperty("type").GetString(), read[i] is PngBackground ? "bKGD" : "tRNS");
            Assert.Equal(values, Values(read[i]));
        }

        Assert.IsType<PngImageEnd>(image.Chunks[^1].Chunk.Body);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(image)));
        TestSupport.RoundTrip(image);
    }

    [Fact]
    public void An_image_built_from_objects_passes_its_colour_type_and_fills_every_length_and_CRC()
    {
        var image = new PngImage
        {
            Header = new() { Ihdr = new() { Width = 1, Height = 1, BitDepth = 16, ColorType = 2 } },
            Chunks =
            [
                new() { Chunk = new() { Body = new PngBackground { Color = new PngBackgroundRgb { Red = 1, Green = 2, Blue = 3 } } } },
                new() { Chunk = new() { Body = new PngTransparency { Transparent = new PngTransparentRgb { Red = 4, Green = 5, Blue = 6 } } } },
                new() { Chunk = new() { Body = new PngImageEnd() } },
            ],
        };

        byte[] bytes = BinarySerializer.Serialize(image);

        // The signature, IHDR (13 bytes), bKGD and tRNS (6 bytes each: three 16-bit samples), IEND; each CRC over its type and data.
        Assert.Equal("0000000D49484452" + "00000001000000011002000000", Convert.ToHexString(bytes.AsSpan(8, 21)));
        Assert.Equal("00000006624B4744000100020003", Convert.ToHexString(bytes.AsSpan(33, 14)));
        Assert.Equal("0000000674524E53000400050006", Convert.ToHexString(bytes.AsSpan(51, 14)));
        for (int at = 8; at < bytes.Length;)
        {
            int length = BinaryPrimitives.ReadInt32BigEndian(bytes.AsSpan(at));
            Assert.Equal(System.IO.Hashing.Crc32.HashToUInt32(bytes.AsSpan(at + 4, 4 + length)), BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(at + 8 + length)));
            at += 12 + length;
        }

        PngImage read = TestSupport.RoundTrip(image);
        Assert.Equal(2, Assert.IsType<PngBackground>(read.Chunks[0].Chunk.Body).ColorType);
        Assert.Equal([4, 5, 6], Values(read.Chunks[1].Chunk.Body));
    }

    [Fact]
    public void A_body_another_colour_type_would_choose_is_a_write_error()
    {
        var image = new PngImage
        {
            Header = new() { Ihdr = new() { Width = 1, Height = 1, BitDepth = 8, ColorType = 0 } },
            Chunks = [new() { Chunk = new() { Body = new PngBackground { Color = new PngBackgroundRgb { Red = 1 } } } }],
        };

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(image));
        Assert.Contains("PngBackground", error.Message, StringComparison.Ordinal);
        Assert.Contains("ColorType", error.Message, StringComparison.Ordinal);
        Assert.Contains("needs 2", error.Message, StringComparison.Ordinal);
        Assert.Contains("passes 0", error.Message, StringComparison.Ordinal);

        // The same body in an RGB image is written: the header passes 2.
        image.Header = new() { Ihdr = image.Header.Ihdr with { ColorType = 2 } };
        Assert.NotEmpty(BinarySerializer.Serialize(image));
    }

    [Fact]
    public void A_transparency_chunk_in_an_image_with_alpha_is_invalid_data_at_its_case()
    {
        // ImageMagick's RGBA file with its bKGD chunk renamed tRNS (and its CRC made right): RGBA images have no tRNS.
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "png_bkgd_rgba.png"));
        int at = bytes.AsSpan().IndexOf("bKGD"u8);
        "tRNS"u8.CopyTo(bytes.AsSpan(at));
        int length = BinaryPrimitives.ReadInt32BigEndian(bytes.AsSpan(at - 4));
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(at + 4 + length), System.IO.Hashing.Crc32.HashToUInt32(bytes.AsSpan(at, 4 + length)));

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PngImage>(bytes));
        Assert.Equal("PngTransparency", error.TypeName);
        Assert.Contains("'ColorType' holds 6", error.Message, StringComparison.Ordinal);
        Assert.False(PngImage.TryRead(bytes.AsSpan(0, at + 2), out _, out _));
    }

    [Fact]
    public void A_value_on_its_own_reads_its_parameters_as_zero_and_writes_its_own()
    {
        // No enclosing value: the read passes 0 (a grey background), the write passes the property.
        PngBackground alone = BinarySerializer.Deserialize<PngBackground>([0x00, 0x4D]);
        Assert.Equal(0, alone.ColorType);
        Assert.Equal(0x4D, Assert.IsType<PngBackgroundGrey>(alone.Color).Grey);

        var rgb = new PngBackground { ColorType = 2, Color = new PngBackgroundRgb { Red = 1, Green = 2, Blue = 3 } };
        Assert.Equal("000100020003", Convert.ToHexString(BinarySerializer.Serialize(rgb)));
        rgb.ColorType = 3;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(rgb));
    }

    private static int[] Values(PngImageBody body) => body switch
    {
        PngBackground { Color: PngBackgroundGrey grey } => [grey.Grey],
        PngBackground { Color: PngBackgroundRgb rgb } => [rgb.Red, rgb.Green, rgb.Blue],
        PngBackground { Color: PngBackgroundIndex index } => [index.Index],
        PngTransparency { Transparent: PngTransparentGrey grey } => [grey.Grey],
        PngTransparency { Transparent: PngTransparentRgb rgb } => [rgb.Red, rgb.Green, rgb.Blue],
        PngTransparency { Transparent: PngTransparentPalette palette } => [.. palette.Alphas.Select(alpha => (int)alpha)],
        _ => throw new InvalidOperationException($"{body.GetType().Name} carries no colour"),
    };

    private static JsonElement[] Vectors()
        => [.. JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "png_colour_vectors.json"))).RootElement.EnumerateArray()];
}
