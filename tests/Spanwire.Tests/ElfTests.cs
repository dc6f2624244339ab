using System;
using System.Buffers.Binary;
using System.IO;
using System.Linq;
using System.Text.Json;
using Elf;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// The ELF sample's declaration (samples/Elf/ElfTypes.cs) on real binaries, Debian's /usr/bin/true among them, against what GNU
/// readelf reports for it (Vectors/make_elf_vectors.py); then hostile headers: tables past the end, over the header,
/// over each other.
/// </summary>
public class ElfTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    private static byte[] File() => System.IO.File.ReadAllBytes(Path.Combine(Folder, "elf_true.bin"));

    /// <summary>
    /// Debian's /usr/bin/true (little-endian), an s390x executable (big-endian), and two 32-bit files from Debian's cross
    /// binutils (a big-endian MIPS object, an i686 executable): one declaration, EI_CLASS choosing the header and
    /// EI_DATA the byte order.
    /// </summary>
    [Theory]
    [InlineData("elf_true.bin", 2)]
    [InlineData("elf_s390x.bin", 2)]
    [InlineData("elf_mips32.o", 1)]
    [InlineData("elf_i686.bin", 1)]
    public void The_header_and_the_tables_it_points_at_read_as_readelf_reports_them(string vector, int elfClass)
    {
        byte[] file = System.IO.File.ReadAllBytes(Path.Combine(Folder, vector));
        using JsonDocument report = JsonDocument.Parse(System.IO.File.ReadAllText(Path.Combine(Folder, Path.ChangeExtension(vector, ".json"))));
        JsonElement header = report.RootElement.GetProperty("header");

        ElfFile read = BinarySerializer.Deserialize<ElfFile>(file, out int bytesRead);
        Assert.Equal(elfClass, read.Header is Elf32Header ? 1 : 2);
        Header elf = View(read.Header);
        Assert.Equal(header.GetProperty("data").GetInt32(), elf.Data);
        Assert.Equal(header.GetProperty("type").GetInt32(), elf.Type);
        Assert.Equal(header.GetProperty("entry").GetUInt64(), elf.Entry);
        Assert.Equal(header.GetProperty("shoff").GetUInt64(), elf.SectionHeaderOffset);
        Assert.Equal(header.GetProperty("shstrndx").GetInt32(), elf.SectionNameIndex);
        Assert.Equal(file.Length, bytesRead); // the section headers are the file's last bytes

        JsonElement[] sections = report.RootElement.GetProperty("sections").EnumerateArray().ToArray();
        Assert.Equal(sections.Length, elf.Sections.Length);
        ElfSection names = elf.Sections[elf.SectionNameIndex];
        for (int i = 0; i < sections.Length; i++)
        {
            ElfSection section = elf.Sections[i];
            JsonElement expected = sections[i];
            string name = BinarySerializer.DeserializeAt<ElfName>(file.AsSpan((int)names.Offset, (int)names.Size), (int)section.Name, out _).Value;
            Assert.Equal(expected.GetProperty("name").GetString(), name);
            Assert.Equal(expected.GetProperty("addr").GetUInt64(), section.Address);
            Assert.Equal(expected.GetProperty("off").GetUInt64(), section.Offset);
            Assert.Equal(expected.GetProperty("size").GetUInt64(), section.Size);
            Assert.Equal(expected.GetProperty("es").GetUInt64(), section.EntrySize);
            Assert.Equal(expected.GetProperty("lk").GetUInt32(), section.Link);
            Assert.Equal(expected.GetProperty("inf").GetUInt32(), section.Info);
            Assert.Equal(expected.GetProperty("al").GetUInt64(), section.Align);
        }

        JsonElement[] segments = report.RootElement.GetProperty("segments").EnumerateArray().ToArray();
        Assert.Equal(segments.Select(s => s.GetProperty("off").GetUInt64()), elf.Segments.Select(s => s.Offset));
        Assert.Equal(segments.Select(s => s.GetProperty("memsz").GetUInt64()), elf.Segments.Select(s => s.MemorySize));

        // Written back, the class and the byte order come from the header's case and its EI_DATA.
        byte[] written = BinarySerializer.Serialize(read);
        Assert.Equal((file[4], file[5]), (written[4], written[5]));
        Assert.Equal(elf with { ProgramHeaderOffset = 0, SectionHeaderOffset = 0 }, View(BinarySerializer.Deserialize<ElfFile>(written).Header) with { ProgramHeaderOffset = 0, SectionHeaderOffset = 0 }, HeaderComparer.Instance);
    }

    /// <summary>Either class's header as the test reads it: the 64-bit fields (a 32-bit value widened).</summary>
    private sealed record Header(byte Data, ushort Type, ulong Entry, ulong ProgramHeaderOffset, ulong SectionHeaderOffset, ushort SectionNameIndex, ElfSection[] Sections, ElfSegment[] Segments);

    private static Header View(ElfHeader header) => header switch
    {
        Elf64Header wide => new(wide.Data, wide.Type, wide.Entry, wide.ProgramHeaderOffset, wide.SectionHeaderOffset, wide.SectionNameIndex, [.. wide.Sections], [.. wide.Segments]),
        Elf32Header narrow => new(narrow.Data, narrow.Type, narrow.Entry, narrow.ProgramHeaderOffset, narrow.SectionHeaderOffset, narrow.SectionNameIndex,
            [.. narrow.Sections.Select(s => new ElfSection(s.Name, s.Type, s.Flags, s.Address, s.Offset, s.Size, s.Link, s.Info, s.Align, s.EntrySize))],
            [.. narrow.Segments.Select(s => new ElfSegment(s.Type, s.Flags, s.Offset, s.VirtualAddress, s.PhysicalAddress, s.FileSize, s.MemorySize, s.Align))]),
        _ => throw new InvalidOperationException(header.GetType().Name),
    };

    private sealed class HeaderComparer : System.Collections.Generic.IEqualityComparer<Header>
    {
        public static readonly HeaderComparer Instance = new();

        public bool Equals(Header? x, Header? y) => x! with { Sections = [], Segments = [] } == y! with { Sections = [], Segments = [] }
            && x.Sections.SequenceEqual(y.Sections) && x.Segments.SequenceEqual(y.Segments);

        public int GetHashCode(Header obj) => obj.Type;
    }

    private static Elf64Header Wide(byte[] file) => (Elf64Header)BinarySerializer.Deserialize<ElfFile>(file, out _).Header;

    [Fact]
    public void Written_by_Spanwire_the_tables_follow_the_header_with_their_offsets_filled_in()
    {
        ElfFile read = BinarySerializer.Deserialize<ElfFile>(File(), out _);
        Elf64Header elf = (Elf64Header)read.Header;
        byte[] written = BinarySerializer.Serialize(read);

        Assert.Equal(64 + (56 * 13) + (64 * 31), written.Length);
        Assert.Equal(64ul, BinaryPrimitives.ReadUInt64LittleEndian(written.AsSpan(32)));
        Assert.Equal(64ul + (56 * 13), BinaryPrimitives.ReadUInt64LittleEndian(written.AsSpan(40)));
        Elf64Header again = Wide(written);
        Assert.Equal(elf.Sections, again.Sections);
        Assert.Equal(elf.Segments, again.Segments);
    }

    /// <summary>A big-endian file writes back big-endian: the header's offsets and every table entry most significant byte first.</summary>
    [Fact]
    public void A_big_endian_file_is_written_big_endian()
    {
        byte[] file = System.IO.File.ReadAllBytes(Path.Combine(Folder, "elf_s390x.bin"));
        ElfFile read = BinarySerializer.Deserialize<ElfFile>(file, out _);
        Elf64Header elf = (Elf64Header)read.Header;
        byte[] written = BinarySerializer.Serialize(read);

        Assert.Equal(64 + (56 * 2) + (64 * 8), written.Length);
        Assert.Equal(22, BinaryPrimitives.ReadUInt16BigEndian(written.AsSpan(18))); // e_machine: EM_S390
        Assert.Equal(64ul, BinaryPrimitives.ReadUInt64BigEndian(written.AsSpan(32)));
        Assert.Equal(64ul + (56 * 2), BinaryPrimitives.ReadUInt64BigEndian(written.AsSpan(40)));
        Assert.Equal(file.AsSpan(64, 56 * 2).ToArray(), written.AsSpan(64, 56 * 2).ToArray()); // the program headers, as the linker wrote them
        Elf64Header again = Wide(written);
        Assert.Equal(elf.Sections, again.Sections);
        Assert.Equal(elf.Segments, again.Segments);
    }

    [Fact]
    public void An_EI_DATA_of_neither_order_is_invalid_data_at_it()
    {
        byte[] file = File();
        file[5] = 3;

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Equal(("Elf64Header", "Data", 5), (error.TypeName, error.MemberName, error.Offset));
    }

    [Fact]
    public void A_section_table_past_the_end_of_the_file_is_a_truncation_naming_it()
    {
        byte[] file = File();
        BinaryPrimitives.WriteUInt64LittleEndian(file.AsSpan(40), (ulong)file.Length - 100); // the last entry is cut

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Equal(("Elf64Header", "Sections"), (error.TypeName, error.MemberName));
        Assert.Contains("ends early", error.Message);

        BinaryPrimitives.WriteUInt64LittleEndian(file.AsSpan(40), ulong.MaxValue);
        error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Contains("out of range", error.Message);
    }

    [Fact]
    public void Tables_over_the_header_or_over_each_other_are_refused()
    {
        byte[] file = File();
        BinaryPrimitives.WriteUInt64LittleEndian(file.AsSpan(32), 16); // program headers inside the header
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Equal(("Segments", 16L), (error.MemberName, error.Offset));

        file = File();
        BinaryPrimitives.WriteUInt64LittleEndian(file.AsSpan(40), 64 + 56); // section headers over the program headers
        error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Equal("Sections", error.MemberName);
        Assert.Contains("overlapping or cyclic", error.Message);
    }

    [Fact]
    public void A_file_that_is_not_ELF_names_the_signature()
    {
        byte[] file = File();
        file[1] = (byte)'X';
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ElfFile>(file, out _));
        Assert.Equal(("ElfFile", "Header", 0), (error.TypeName, error.MemberName, error.Offset));
    }
}
