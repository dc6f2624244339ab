using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// GIF declared with no hand-written part: a color table of 2 &lt;&lt; n entries (<c>[BinaryLengthFrom(Scale = 2, Shift =
/// true)]</c> on a 3-bit holder) and data sub-blocks until an empty one (<c>[BinaryUntil]</c>). A file Java's ImageIO
/// wrote (Vectors/MakeGif.java) reads as Java's reader sees it and writes back byte for byte.
/// </summary>
public class GifTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Fact]
    public void A_GIF_from_Java_reads_as_Java_sees_it_and_writes_back()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "gif_java.gif"));
        using JsonDocument facts = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "gif_java.json")));
        GifFile gif = GifFile.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal((facts.RootElement.GetProperty("width").GetInt32(), facts.RootElement.GetProperty("height").GetInt32()), (gif.Width, gif.Height));
        Assert.Equal(facts.RootElement.GetProperty("colors").GetInt32(), gif.GlobalColorTable!.Length);
        Assert.Equal(new GifColor(0x10, 0xEF, 0x07), gif.GlobalColorTable[1]);
        GifImage image = Assert.Single(gif.Blocks.OfType<GifImage>());
        Assert.Equal((20, 12, false), (image.Width, image.Height, image.HasLocalColorTable));
        Assert.Equal(0, image.Data[^1].Size);
        Assert.IsType<GifTrailer>(gif.Blocks[^1]);

        Assert.Equal(bytes, BinarySerializer.Serialize(gif));
        Assert.Equal(bytes.Length, gif.GetSerializedSize());
    }

    /// <summary>Built from objects: the table's size bits and flag, and every sub-block's size, are filled in.</summary>
    [Fact]
    public void A_GIF_built_from_objects_gets_its_sizes_filled_in()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "gif_java.gif"));
        GifFile original = GifFile.Read(bytes, out _);
        GifImage image = original.Blocks.OfType<GifImage>().Single();
        var built = new GifFile
        {
            Width = original.Width,
            Height = original.Height,
            ColorResolution = original.ColorResolution,
            GlobalColorTable = original.GlobalColorTable,
            Blocks =
            [
                new GifImage
                {
                    Width = image.Width,
                    Height = image.Height,
                    Interlaced = image.Interlaced,
                    LocalColorTableSize = image.LocalColorTableSize,
                    LzwMinimumCodeSize = image.LzwMinimumCodeSize,
                    Data = [.. image.Data.Select(block => new GifSubBlock { Bytes = block.Bytes })],
                },
                new GifTrailer(),
            ],
        };
        Assert.Equal(bytes, BinarySerializer.Serialize(built));
    }

    /// <summary>A table that is not 2 &lt;&lt; n entries has no size bits: a write error naming the holder.</summary>
    [Fact]
    public void A_color_table_of_no_power_of_two_is_a_write_error()
    {
        var gif = new GifFile { GlobalColorTable = new GifColor[12], Blocks = [new GifTrailer()] };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(gif));
        Assert.Equal("GlobalColorTableSize", error.MemberName);
        Assert.Contains("is not 2 << n", error.Message, StringComparison.Ordinal);
    }
}
