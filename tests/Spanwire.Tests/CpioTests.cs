using System;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A length kept in two holders (<c>[BinaryLengthFrom(nameof(High), Low = nameof(Low))]</c>): cpio's old binary format
/// stores each file's size in two 16-bit words, high first; its path is text whose NUL ends the bytes its size gives. Archives GNU cpio wrote (Vectors/make_cpio_vectors.sh) read
/// as cpio extracts them (names, sizes, SHA-256 of the data), a 70,000-byte file among them, whose size needs the high
/// word; they write back byte for byte, and built from objects every size word is filled in.
/// </summary>
public class CpioTests
{
    public static TheoryData<string> Archives => ["cpio_tree", "cpio_one"];

    [Theory]
    [MemberData(nameof(Archives))]
    public void Archives_gnu_cpio_wrote_read_as_cpio_extracts_them_and_write_back(string name)
    {
        byte[] bytes = File.ReadAllBytes(Vector(name + ".cpio"));
        CpioArchive archive = CpioArchive.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal("TRAILER!!!", archive.Entries[^1].Path);
        Assert.Equal(0, bytes.Length % 512);
        Assert.All(archive.Padding, b => Assert.Equal(0, b));
        string[] listed = File.ReadAllLines(Vector(name + ".txt"));
        Assert.Equal(listed, archive.Entries.SkipLast(1).Select(Describe));

        Assert.Equal(bytes, BinarySerializer.Serialize(archive));
        Assert.Equal(bytes.Length, archive.GetSerializedSize());
    }

    [Fact]
    public void A_size_past_65535_takes_the_high_word_and_is_filled_in_from_the_data()
    {
        byte[] bytes = File.ReadAllBytes(Vector("cpio_tree.cpio"));
        CpioArchive archive = CpioArchive.Read(bytes, out _);
        CpioEntry large = archive.Entries.Single(entry => entry.Path == "sub/large.bin");
        Assert.Equal((1, 70_000 - 65_536), (large.FileSizeHigh, large.FileSizeLow));

        // From objects: no size word, path size or pad byte set by hand.
        foreach (CpioEntry entry in archive.Entries)
        {
            entry.PathSize = 0;
            entry.FileSizeHigh = 0;
            entry.FileSizeLow = 0;
        }

        Assert.Equal(bytes, BinarySerializer.Serialize(archive));
    }

    /// <summary>
    /// Hostile size words: a high word of 0x7FFF claims 2 GiB that a 512-byte archive does not have, a truncation found
    /// before any allocation the size would drive; 0xFFFF claims more than any array holds, invalid data naming the
    /// member. Every cut of an archive is a truncation.
    /// </summary>
    [Fact]
    public void A_size_the_archive_does_not_have_is_a_truncation_that_allocates_nothing_for_it()
    {
        byte[] bytes = File.ReadAllBytes(Vector("cpio_one.cpio"));
        byte[] hostile = (byte[])bytes.Clone();
        hostile[22] = 0xFF; // the first entry's FileSizeHigh (offset 22, little-endian)
        hostile[23] = 0x7F;
        long before = GC.GetAllocatedBytesForCurrentThread();
        bool complete = CpioArchive.TryRead(hostile, out _, out _);
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.False(complete);
        Assert.True(allocated < 4096, $"{allocated} bytes allocated");

        hostile[23] = 0xFF;
        var error = Assert.Throws<BinarySerializationException>(() => CpioArchive.TryRead(hostile, out _, out _));
        Assert.Equal(("CpioEntry", "Data", 34L), (error.TypeName, error.MemberName, error.Offset));

        int trailer = bytes.AsSpan().IndexOf("TRAILER!!!"u8) + 12;
        foreach (int cut in Enumerable.Range(0, trailer))
        {
            Assert.False(CpioArchive.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }
    }

    /// <summary>The path's NUL must be the last of the bytes its size gives: none, or one before the last, is invalid data.</summary>
    [Theory]
    [InlineData(0x61, "do not end in a NUL")] // odd.txt's NUL overwritten
    [InlineData(-1, "a NUL at byte 3 of the 8")] // a NUL inside the name
    public void A_path_whose_nul_is_not_its_last_byte_is_invalid_data(int last, string expected)
    {
        byte[] bytes = File.ReadAllBytes(Vector("cpio_one.cpio"));
        if (last >= 0)
        {
            bytes[26 + 7] = (byte)last;
        }
        else
        {
            bytes[26 + 3] = 0;
        }

        var error = Assert.Throws<BinarySerializationException>(() => CpioArchive.Read(bytes, out _));
        Assert.Equal(("CpioEntry", "Path", 26L), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains(expected, error.Message, StringComparison.Ordinal);
    }

    private static string Vector(string file) => Path.Combine(AppContext.BaseDirectory, "Vectors", file);

    /// <summary>As make_cpio_vectors.sh lists a member: name, size and SHA-256 of the data ("-" for a directory).</summary>
    private static string Describe(CpioEntry entry)
    {
        bool directory = (entry.Mode & 0xF000) == 0x4000;
        int size = (entry.FileSizeHigh << 16) | entry.FileSizeLow;
        Assert.Equal(entry.Data.Length, size);
        return $"{entry.Path} {size} {(directory ? "-" : Convert.ToHexStringLower(SHA256.HashData(entry.Data)))}";
    }
}
