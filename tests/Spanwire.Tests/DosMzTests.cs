using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A length computed by a pair of the user's methods (<c>[BinaryLengthFrom(nameof(Compute), Fill = nameof(Fill))]</c>):
/// a DOS MZ image is the file size the header keeps in 512-byte pages and the bytes used in the last page, less the
/// header. DOS stubs GNU ld (mingw-w64) and Roslyn wrote (Vectors/make_dos_mz_vectors.sh) read as Python's struct reads
/// their header and write back byte for byte; built from objects, both page words are filled in; a Fill that does not
/// invert the computation never writes.
/// </summary>
public class DosMzTests
{
    public static TheoryData<string> Files => ["dos_mz_mingw.exe", "dos_mz_roslyn.dll"];

    [Theory]
    [MemberData(nameof(Files))]
    public void Dos_stubs_real_toolchains_wrote_read_as_python_reads_them_and_write_back(string name)
    {
        byte[] bytes = Vector(name);
        JsonElement expected = Expected(name);
        DosMz mz = DosMz.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(
            (expected.GetProperty("lastPageBytes").GetInt32(), expected.GetProperty("pages").GetInt32(), expected.GetProperty("headerParagraphs").GetInt32(), expected.GetProperty("relocationTableOffset").GetInt32(), expected.GetProperty("initialSp").GetInt32()),
            (mz.LastPageBytes, mz.Pages, mz.HeaderParagraphs, mz.RelocationTableOffset, mz.InitialSp));
        Assert.Equal(expected.GetProperty("imageSize").GetInt32(), mz.Image.Length);
        Assert.Equal(expected.GetProperty("fileSize").GetInt32() - 28 - mz.RestOfHeader.Length - mz.Image.Length, mz.Rest.Length);
        // The PE header's offset sits in the rest of the header (0x3C), as the stub leaves it for Windows.
        Assert.Equal(expected.GetProperty("peOffset").GetInt32(), BitConverter.ToInt32(mz.RestOfHeader, 0x3C - 28));

        Assert.Equal(bytes, BinarySerializer.Serialize(mz));
        Assert.Equal(bytes.Length, mz.GetSerializedSize());
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Built_from_objects_the_page_words_are_filled_in(string name)
    {
        byte[] bytes = Vector(name);
        DosMz mz = DosMz.Read(bytes, out _);
        mz.LastPageBytes = 0;
        mz.Pages = 0;
        mz.HeaderParagraphs = 0;

        Assert.Equal(bytes, BinarySerializer.Serialize(mz));
    }

    /// <summary>An image that ends the last page exactly: the header says 0 bytes in it (a full page), not 512.</summary>
    [Fact]
    public void An_image_that_fills_its_last_page_keeps_zero_bytes_in_it()
    {
        var mz = new DosMz { RestOfHeader = new byte[4], Image = new byte[(3 * 512) - 32] };
        mz.Image[^1] = 0xC3;
        byte[] bytes = BinarySerializer.Serialize(mz);

        DosMz read = DosMz.Read(bytes, out _);
        Assert.Equal((0, 3, 2), (read.LastPageBytes, read.Pages, read.HeaderParagraphs));
        Assert.Empty(read.Relocations);
        Assert.Equal(mz.Image, read.Image);
        Assert.Equal(3 * 512, bytes.Length);
    }

    /// <summary>Kaitai's own dos_mz spec, compiled by ksc, reads the same images from the real files and from Spanwire's.</summary>
    [Fact]
    public void The_gallery_spec_reads_the_same_header_and_image()
    {
        // Two relocations at the start of the rest of the header, where the table's offset (28) points.
        byte[] table = [0x10, 0x00, 0x00, 0x00, 0x22, 0x00, 0x01, 0x00];
        var built = new DosMz
        {
            RelocationTableOffset = 28,
            RestOfHeader = [.. table, .. new byte[36 - table.Length]],
            Relocations = [new MzRelocation(0x10, 0), new MzRelocation(0x22, 1)],
            Image = [.. Enumerable.Range(0, 700).Select(i => (byte)i)],
        };
        byte[][] inputs = [Vector("dos_mz_mingw.exe"), Vector("dos_mz_roslyn.dll"), BinarySerializer.Serialize(built)];
        JsonElement[] parsed = GalleryTests.Gallery("dos_mz", inputs, toTheEnd: false);
        for (int i = 0; i < inputs.Length; i++)
        {
            DosMz mz = DosMz.Read(inputs[i], out _);
            JsonElement header = parsed[i].GetProperty("header").GetProperty("mz");
            Assert.Equal((mz.LastPageBytes, mz.Pages, mz.HeaderParagraphs * 16),
                (header.GetProperty("lastPageExtraBytes").GetUInt16(), header.GetProperty("numPages").GetUInt16(), header.GetProperty("lenHeader").GetInt32()));
            Assert.Equal(mz.Image, parsed[i].GetProperty("body").EnumerateArray().Select(b => b.GetByte()));
            Assert.Equal(mz.Image.Length, parsed[i].GetProperty("header").GetProperty("lenBody").GetInt32());
            Assert.Equal(
                mz.Relocations.Select(relocation => (relocation.Offset, relocation.Segment)),
                parsed[i].GetProperty("relocations").EnumerateArray().Select(relocation => (relocation.GetProperty("ofs").GetUInt16(), relocation.GetProperty("seg").GetUInt16())));
        }
    }

    /// <summary>A Fill that does not invert the computation (it forgets the header) is a write error naming both methods.</summary>
    [Fact]
    public void A_fill_the_computation_does_not_read_back_is_a_write_error()
    {
        var mz = new CarelessMz { HeaderParagraphs = 2, RestOfHeader = new byte[4], Image = new byte[100] };

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(mz));
        Assert.Equal(("CarelessMz", "Image"), (error.TypeName, error.MemberName));
        Assert.Contains("FillForgettingTheHeader set the holders of length 100 to values ImageSize reads as 68.", error.Message, StringComparison.Ordinal);
    }

    /// <summary>
    /// Hostile page words: 0xFFFF pages claim 32 MiB that a short file does not have, a truncation found before any
    /// allocation; bytes in the last page with no pages make a negative length, invalid data at the image.
    /// </summary>
    [Fact]
    public void Page_words_the_file_does_not_have_are_a_truncation_or_invalid_data()
    {
        byte[] bytes = Vector("dos_mz_roslyn.dll");
        byte[] hostile = (byte[])bytes.Clone();
        hostile[4] = 0xFF;
        hostile[5] = 0xFF;
        long before = GC.GetAllocatedBytesForCurrentThread();
        bool complete = DosMz.TryRead(hostile, out _, out _);
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.False(complete);
        Assert.True(allocated < 4096, $"{allocated} bytes allocated");

        hostile[4] = 0;
        hostile[5] = 0;
        var error = Assert.Throws<BinarySerializationException>(() => DosMz.Read(hostile, out _));
        Assert.Equal(("DosMz", "Image", 64L), (error.TypeName, error.MemberName, error.Offset));
    }

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));

    private static JsonElement Expected(string name)
        => JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "dos_mz.json"))).RootElement.GetProperty(name);
}
