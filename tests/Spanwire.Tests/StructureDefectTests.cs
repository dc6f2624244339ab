using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Elf;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Issue 43's defects, each as the report found it from outside.</summary>
public class StructureDefectTests
{
    /// <summary>A C string in a little-endian type (every little-endian format with C strings) was SPW0011.</summary>
    [Fact]
    public void A_little_endian_type_takes_C_strings()
    {
        var value = new LittleEndianNamed { Id = 1, Name = "ab", Count = 0x0203 };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("01000000" + "616200" + "0302", Convert.ToHexString(bytes));
        LittleEndianNamed read = TestSupport.RoundTrip(value);
        Assert.Equal((1, "ab", (ushort)0x0203), (read.Id, read.Name, read.Count));
    }

    /// <summary>
    /// An object file GCC made (Vectors/elf_relocatable.o) has no program headers: e_phoff 0, e_phnum 0. The empty table
    /// at offset 0 was refused as overlapping the header; it takes no bytes, so it overlaps nothing.
    /// </summary>
    [Fact]
    public void An_empty_positioned_table_at_the_headers_offset_overlaps_nothing()
    {
        string folder = Path.Combine(AppContext.BaseDirectory, "Vectors");
        byte[] file = File.ReadAllBytes(Path.Combine(folder, "elf_relocatable.o"));
        using JsonDocument report = JsonDocument.Parse(File.ReadAllText(Path.Combine(folder, "elf_relocatable.json")));

        ElfFile read = BinarySerializer.Deserialize<ElfFile>(file, out _);
        Elf64Header elf = (Elf64Header)read.Header;
        Assert.Equal((1, 0UL), (elf.Type, elf.ProgramHeaderOffset));
        Assert.Empty(elf.Segments);
        Assert.Equal(
            report.RootElement.GetProperty("sections").EnumerateArray().Select(s => s.GetProperty("off").GetUInt64()),
            elf.Sections.Select(s => s.Offset));

        // Written back (the tables after the header, their offsets filled in), it reads back with no segments again.
        var again = (Elf64Header)BinarySerializer.Deserialize<ElfFile>(BinarySerializer.Serialize(read)).Header;
        Assert.Empty(again.Segments);
        Assert.Equal(elf.Sections.Select(s => s.Size), again.Sections.Select(s => s.Size));
    }

    /// <summary>
    /// A trailing <c>T?</c> is optional: absent on read, it is null and stays absent on write (Python's wave module
    /// writes a 16-byte PCM 'fmt ' body; it was written back with a cbSize of 0 appended).
    /// </summary>
    [Theory]
    [MemberData(nameof(WaveFormats))]
    public void An_optional_trailing_member_absent_on_read_stays_absent_on_write(string fmt, string extended, int channels, int rate, int bits)
    {
        WaveFormat pcm = BinarySerializer.Deserialize<WaveFormat>(Convert.FromHexString(fmt));
        Assert.Equal((channels, (uint)rate, bits, (ushort?)null), ((int)pcm.Channels, pcm.SampleRate, (int)pcm.BitsPerSample, pcm.ExtraSize));
        Assert.Equal(fmt, Convert.ToHexString(BinarySerializer.Serialize(pcm)), ignoreCase: true);
        Assert.Equal(16, pcm.GetSerializedSize());

        WaveFormat withSize = BinarySerializer.Deserialize<WaveFormat>(Convert.FromHexString(extended));
        Assert.Equal(((ushort?)0, (ushort?)null), (withSize.ExtraSize, withSize.ValidBits));
        Assert.Equal(extended, Convert.ToHexString(BinarySerializer.Serialize(withSize)), ignoreCase: true);
    }

    [Fact]
    public void A_later_optional_member_with_a_value_after_one_left_off_is_a_write_error()
    {
        var value = new WaveFormat { ValidBits = 12 };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(value));
        Assert.Equal("ValidBits", error.MemberName);
        Assert.Contains("'ExtraSize' before it has none", error.Message, StringComparison.Ordinal);
        Assert.Equal(20, new WaveFormat { ExtraSize = 22, ValidBits = 12 }.GetSerializedSize());
    }

    public static TheoryData<string, string, int, int, int> WaveFormats()
    {
        var data = new TheoryData<string, string, int, int, int>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "wav_fmt_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            JsonElement root = vector.RootElement;
            data.Add(root.GetProperty("fmt").GetString()!, root.GetProperty("extended").GetString()!, root.GetProperty("channels").GetInt32(), root.GetProperty("rate").GetInt32(), root.GetProperty("bits").GetInt32());
        }

        return data;
    }

    /// <summary>
    /// A 16-bit run of bit fields in a little-endian type is a little-endian integer (it was big-endian): ZIP's flags
    /// as Python's zipfile writes them (Vectors/zip_flag_vectors.jsonl), bit 3 and bit 11 in the low and high byte.
    /// </summary>
    [Theory]
    [InlineData("00000000", false, false, 0)]
    [InlineData("08000800", true, false, 8)]
    [InlineData("08080800", true, true, 8)]
    public void Bit_fields_in_a_little_endian_type_pack_a_little_endian_word(string hex, bool descriptor, bool utf8, int method)
    {
        Assert.Contains($"\"hex\": \"{hex.ToLowerInvariant()}\"", File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "zip_flag_vectors.jsonl")), StringComparison.Ordinal);
        ZipFlags flags = BinarySerializer.Deserialize<ZipFlags>(Convert.FromHexString(hex));
        Assert.Equal((descriptor, utf8, (ushort)method, false), (flags.DataDescriptor, flags.Utf8Names, flags.Method, flags.Encrypted));
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(new ZipFlags { DataDescriptor = descriptor, Utf8Names = utf8, Method = (ushort)method })));

        // From the top: the first field takes the integer's high bits, which a little-endian word puts in its second byte.
        Assert.Equal("34A1", Convert.ToHexString(BinarySerializer.Serialize(new HighFirstWord { Top = 0xA, Rest = 0x134 })));
    }
}
