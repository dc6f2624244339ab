using System.Collections.Generic;
using Spanwire;

namespace Elf;

// ELF's file header and the tables it points at (the System V ABI, "ELF Header" and "Sections"), one declaration for
// both classes and both byte orders: EI_CLASS is the union's tag, choosing the 32- or 64-bit header (their widths and
// the program header's field order differ), and EI_DATA, the header's first byte, chooses the byte order of everything
// after it. The header holds where the program and section header tables are and how many entries each has; they are
// read there, out of the header's sequence.

/// <summary>An ELF file: its signature, then the header its class (EI_CLASS) chooses.</summary>
[BinarySerializable]
[BinaryConstant(0x7F, (byte)'E', (byte)'L', (byte)'F')]
public sealed partial class ElfFile
{
    /// <summary>The 32- or 64-bit header, with the tables its offsets locate.</summary>
    public ElfHeader Header { get; set; } = new Elf64Header();
}

/// <summary>The header after the signature, by EI_CLASS: 1 for 32-bit objects, 2 for 64-bit.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(Elf32Header))]
[BinaryUnionCase(2, typeof(Elf64Header))]
public abstract partial class ElfHeader
{
}

/// <summary>The rest of an ELF64 file's 64-byte header, with the two tables its offsets locate.</summary>
[BinarySerializable]
[BinaryByteOrderFrom(nameof(Data), LittleEndian = [1], BigEndian = [2])]
public sealed partial class Elf64Header : ElfHeader
{
    /// <summary>EI_DATA: 1 for little-endian data, 2 for big-endian.</summary>
    public byte Data { get; set; } = 1;

    public byte IdentVersion { get; set; } = 1;

    public byte OsAbi { get; set; }

    public byte AbiVersion { get; set; }

    [BinaryReserved(7)]
    public ushort Type { get; set; }

    public ushort Machine { get; set; }

    public uint Version { get; set; } = 1;

    public ulong Entry { get; set; }

    public ulong ProgramHeaderOffset { get; set; }

    public ulong SectionHeaderOffset { get; set; }

    public uint Flags { get; set; }

    public ushort HeaderSize { get; set; } = 64;

    public ushort ProgramHeaderSize { get; set; } = 56;

    public ushort ProgramHeaderCount { get; set; }

    public ushort SectionHeaderSize { get; set; } = 64;

    public ushort SectionHeaderCount { get; set; }

    /// <summary>The section whose contents hold the section names.</summary>
    public ushort SectionNameIndex { get; set; }

    [BinaryAt(nameof(ProgramHeaderOffset))]
    [BinaryLengthFrom(nameof(ProgramHeaderCount))]
    public List<ElfSegment> Segments { get; set; } = [];

    [BinaryAt(nameof(SectionHeaderOffset))]
    [BinaryLengthFrom(nameof(SectionHeaderCount))]
    public List<ElfSection> Sections { get; set; } = [];
}

/// <summary>A program header: one segment the loader maps.</summary>
[BinarySerializable]
[BinaryByteOrderFrom]
public partial record struct ElfSegment(uint Type, uint Flags, ulong Offset, ulong VirtualAddress, ulong PhysicalAddress, ulong FileSize, ulong MemorySize, ulong Align);

/// <summary>A section header: where a section's bytes are in the file and what they are.</summary>
[BinarySerializable]
[BinaryByteOrderFrom]
public partial record struct ElfSection(uint Name, uint Type, ulong Flags, ulong Address, ulong Offset, ulong Size, uint Link, uint Info, ulong Align, ulong EntrySize);

/// <summary>
/// The rest of an ELF32 file's 52-byte header: the same fields as <see cref="Elf64Header"/>, addresses and offsets 4
/// bytes wide, its tables of 32- and 40-byte entries.
/// </summary>
[BinarySerializable]
[BinaryByteOrderFrom(nameof(Data), LittleEndian = [1], BigEndian = [2])]
public sealed partial class Elf32Header : ElfHeader
{
    public byte Data { get; set; } = 1;

    public byte IdentVersion { get; set; } = 1;

    public byte OsAbi { get; set; }

    public byte AbiVersion { get; set; }

    [BinaryReserved(7)]
    public ushort Type { get; set; }

    public ushort Machine { get; set; }

    public uint Version { get; set; } = 1;

    public uint Entry { get; set; }

    public uint ProgramHeaderOffset { get; set; }

    public uint SectionHeaderOffset { get; set; }

    public uint Flags { get; set; }

    public ushort HeaderSize { get; set; } = 52;

    public ushort ProgramHeaderSize { get; set; } = 32;

    public ushort ProgramHeaderCount { get; set; }

    public ushort SectionHeaderSize { get; set; } = 40;

    public ushort SectionHeaderCount { get; set; }

    public ushort SectionNameIndex { get; set; }

    [BinaryAt(nameof(ProgramHeaderOffset))]
    [BinaryLengthFrom(nameof(ProgramHeaderCount))]
    public List<Elf32Segment> Segments { get; set; } = [];

    [BinaryAt(nameof(SectionHeaderOffset))]
    [BinaryLengthFrom(nameof(SectionHeaderCount))]
    public List<Elf32Section> Sections { get; set; } = [];
}

/// <summary>A 32-bit program header: its flags come after the sizes, not after the type as in ELF64.</summary>
[BinarySerializable]
[BinaryByteOrderFrom]
public partial record struct Elf32Segment(uint Type, uint Offset, uint VirtualAddress, uint PhysicalAddress, uint FileSize, uint MemorySize, uint Flags, uint Align);

/// <summary>A 32-bit section header.</summary>
[BinarySerializable]
[BinaryByteOrderFrom]
public partial record struct Elf32Section(uint Name, uint Type, uint Flags, uint Address, uint Offset, uint Size, uint Link, uint Info, uint Align, uint EntrySize);

/// <summary>A NUL-terminated name in a string table section, read where a section's name offset points.</summary>
[BinarySerializable]
public sealed partial class ElfName
{
    [BinaryNullTerminated]
    public string Value { get; set; } = "";
}
