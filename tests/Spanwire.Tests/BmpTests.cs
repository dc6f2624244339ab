using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Sizes that span the whole file: a BMP's pixel offset frames the DIB information (header and palette), and its file
/// size less that offset is the pixels' length (a method pair). Files ImageMagick (V5, V3, a palette, OS/2), Pillow
/// (palette, 1-bit, 32-bit) and Java ImageIO wrote (Vectors/make_bmp_vectors.sh) read as Python's struct and
/// ImageMagick's identify read them, write back byte for byte, and built from objects get both sizes filled in.
/// </summary>
public class BmpTests
{
    private static readonly JsonElement Listed = JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "bmp_vectors.json"))).RootElement;

    public static TheoryData<string> Files() => [.. Listed.EnumerateObject().Select(file => file.Name)];

    [Theory]
    [MemberData(nameof(Files))]
    public void Files_real_writers_made_read_as_python_and_identify_read_them_and_write_back(string name)
    {
        byte[] bytes = Vector(name);
        JsonElement expected = Listed.GetProperty(name);
        BmpFile file = BmpFile.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(expected.GetProperty("fileSize").GetUInt32(), file.FileSize);
        Assert.Equal(expected.GetProperty("pixelOffset").GetUInt32(), file.PixelOffset);
        (int width, int height, int bits) = Size(file.Info.Header);
        Assert.Equal((expected.GetProperty("width").GetInt32(), expected.GetProperty("height").GetInt32()), (width, height));
        Assert.Equal((expected.GetProperty("identifyWidth").GetInt32(), expected.GetProperty("identifyHeight").GetInt32()), (width, Math.Abs(height)));
        Assert.Equal(expected.GetProperty("bitsPerPixel").GetInt32(), bits);
        Assert.Equal(bytes.Length - (int)file.PixelOffset, file.Pixels.Length);
        int stride = ((width * bits) + 31) / 32 * 4; // rows padded to 4 bytes
        Assert.True(file.Pixels.Length >= stride * Math.Abs(height), $"{file.Pixels.Length} bytes of pixels for {width}x{height}x{bits}");

        Assert.Equal(bytes, BinarySerializer.Serialize(file));
        Assert.Equal(bytes.Length, file.GetSerializedSize());
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Built_from_objects_the_pixel_offset_and_the_file_size_are_filled_in(string name)
    {
        byte[] bytes = Vector(name);
        BmpFile file = BmpFile.Read(bytes, out _);
        file.FileSize = 0;
        file.PixelOffset = 0;
        Assert.Equal(bytes, BinarySerializer.Serialize(file));
    }

    [Fact]
    public void The_header_is_chosen_by_its_little_endian_size()
    {
        Assert.IsType<BmpV5Header>(BmpFile.Read(Vector("bmp_magick_v5.bmp"), out _).Info.Header);
        Assert.IsType<BmpCoreHeader>(BmpFile.Read(Vector("bmp_magick_os2.bmp"), out _).Info.Header);
        BmpFile palette = BmpFile.Read(Vector("bmp_pillow_palette.bmp"), out _);
        Assert.Equal(256 * 4, palette.Info.ColorTable.Length);

        var built = new BmpFile
        {
            Info = new BmpInfo { Header = new BmpInfoHeader { Image = new BmpImageFields(1, 1, 1, 24, 0, 4, 0, 0, 0, 0) } },
            Pixels = [1, 2, 3, 0],
        };
        byte[] bytes = BinarySerializer.Serialize(built);
        Assert.Equal("424D3A000000000000003600000028000000", Convert.ToHexString(bytes, 0, 18)); // 58 bytes, pixels at 54, a 40-byte header
    }

    /// <summary>
    /// A pixel offset inside the file header, or past the file size, is invalid data; a file size past the bytes is a
    /// truncation that allocates nothing for it; an unknown header size is invalid data at the header.
    /// </summary>
    [Fact]
    public void Sizes_that_do_not_fit_are_invalid_data_or_truncations()
    {
        byte[] bytes = Vector("bmp_java.bmp");
        byte[] hostile = (byte[])bytes.Clone();
        BitConverter.TryWriteBytes(hostile.AsSpan(2), 0x7FFF_FFFFu);
        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.False(BmpFile.TryRead(hostile, out _, out _));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 4096);

        hostile = (byte[])bytes.Clone();
        BitConverter.TryWriteBytes(hostile.AsSpan(10), 10u);
        Assert.Throws<BinarySerializationException>(() => BmpFile.Read(hostile, out _));

        hostile = (byte[])bytes.Clone();
        BitConverter.TryWriteBytes(hostile.AsSpan(2), 20u); // a file size below the pixel offset
        Assert.Equal("Pixels", Assert.Throws<BinarySerializationException>(() => BmpFile.Read(hostile, out _)).MemberName);

        hostile = (byte[])bytes.Clone();
        BitConverter.TryWriteBytes(hostile.AsSpan(14), 41u);
        var error = Assert.Throws<BinarySerializationException>(() => BmpFile.Read(hostile, out _));
        Assert.Equal(14, error.Offset);

        foreach (int cut in Enumerable.Range(0, bytes.Length))
        {
            Assert.False(BmpFile.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }
    }

    [Fact]
    public void The_files_read_the_same_with_the_gallery_spec()
    {
        string[] names = [.. Listed.EnumerateObject().Select(file => file.Name)];
        JsonElement[] parsed = GalleryTests.Gallery("bmp", [.. names.Select(Vector)]);
        for (int i = 0; i < names.Length; i++)
        {
            BmpFile file = BmpFile.Read(Vector(names[i]), out _);
            JsonElement header = parsed[i].GetProperty("fileHdr");
            Assert.Equal(file.FileSize, header.GetProperty("lenFile").GetUInt32());
            Assert.Equal(file.PixelOffset, header.GetProperty("ofsBitmap").GetUInt32());
            Assert.Equal(Size(file.Info.Header).Width, parsed[i].GetProperty("dibInfo").GetProperty("header").GetProperty("imageWidth").GetInt32());
        }
    }

    private static (int Width, int Height, int Bits) Size(BmpHeader header) => header switch
    {
        BmpCoreHeader core => (core.Width, core.Height, core.BitsPerPixel),
        BmpInfoHeader info => (info.Image.Width, info.Image.Height, info.Image.BitsPerPixel),
        BmpV2Header v2 => (v2.Image.Width, v2.Image.Height, v2.Image.BitsPerPixel),
        BmpV3Header v3 => (v3.Image.Width, v3.Image.Height, v3.Image.BitsPerPixel),
        BmpV4Header v4 => (v4.Image.Width, v4.Image.Height, v4.Image.BitsPerPixel),
        BmpV5Header v5 => (v5.Image.Width, v5.Image.Height, v5.Image.BitsPerPixel),
        _ => throw new ArgumentOutOfRangeException(nameof(header)),
    };

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));
}
