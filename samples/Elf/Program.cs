using System;
using System.IO;
using System.Linq;
using Elf;
using Spanwire;

// Reads ELF files (32- or 64-bit, either byte order) with the one declaration in ElfTypes.cs: the signature, the header
// its class chooses in the byte order its EI_DATA chooses, then the program and section header tables where its offsets
// point (out of the header's sequence), then each section's name from the string table section. Prints one line per
// header and per section in a form check.py compares with `readelf -h -S -W`. Then writes the file's header and tables
// with Spanwire (the tables follow the header, their offsets filled in) and reads that back.
if (args.Length == 0)
{
    Console.Error.WriteLine("usage: dotnet run --project samples/Elf -- FILE...");
    return 2;
}

foreach (string path in args)
{
    byte[] file = File.ReadAllBytes(path);
    ElfFile read;
    try
    {
        read = BinarySerializer.Deserialize<ElfFile>(file, out _);
    }
    catch (BinarySerializationException error)
    {
        Console.Error.WriteLine($"{path}: {error.Message}");
        return 1;
    }

    // Shown through the 64-bit header's fields (display only: each class reads and writes with its own declaration).
    Elf64Header elf = Shown(read.Header);
    ElfSection names = elf.Sections[elf.SectionNameIndex];
    ReadOnlySpan<byte> nameTable = file.AsSpan(checked((int)names.Offset), checked((int)names.Size));
    Console.WriteLine($"file {path}");
    Console.WriteLine($"header data={elf.Data} type={elf.Type} machine={elf.Machine} entry=0x{elf.Entry:x} phoff={elf.ProgramHeaderOffset} shoff={elf.SectionHeaderOffset} flags=0x{elf.Flags:x} phnum={elf.ProgramHeaderCount} shnum={elf.SectionHeaderCount} shstrndx={elf.SectionNameIndex}");
    for (int i = 0; i < elf.Sections.Count; i++)
    {
        ElfSection section = elf.Sections[i];
        string name = BinarySerializer.DeserializeAt<ElfName>(nameTable, checked((int)section.Name), out _).Value;
        Console.WriteLine($"section {i} name={name} type={section.Type} addr={section.Address:x} off={section.Offset:x} size={section.Size:x} es={section.EntrySize:x} flags={section.Flags:x} lk={section.Link} inf={section.Info} al={section.Align}");
    }

    foreach (ElfSegment segment in elf.Segments)
    {
        Console.WriteLine($"segment type=0x{segment.Type:x} off=0x{segment.Offset:x} vaddr=0x{segment.VirtualAddress:x} filesz=0x{segment.FileSize:x} memsz=0x{segment.MemorySize:x} flags={segment.Flags} align=0x{segment.Align:x}");
    }

    // Written by Spanwire: the header, then the program headers after it, then the section headers; offsets filled in.
    byte[] written = BinarySerializer.Serialize(read);
    Elf64Header again = Shown(BinarySerializer.Deserialize<ElfFile>(written).Header);
    (int headerSize, int segmentSize) = read.Header is Elf64Header ? (64, 56) : (52, 32);
    if (again.ProgramHeaderOffset != (ulong)headerSize || again.SectionHeaderOffset != (ulong)(headerSize + (segmentSize * elf.Segments.Count))
        || !again.Sections.SequenceEqual(elf.Sections) || !again.Segments.SequenceEqual(elf.Segments))
    {
        Console.Error.WriteLine($"{path}: the header and tables Spanwire wrote read back differently");
        return 1;
    }

    Console.WriteLine($"rewritten {written.Length} bytes: tables at {again.ProgramHeaderOffset} and {again.SectionHeaderOffset}, read back equal");
}

return 0;

static Elf64Header Shown(ElfHeader header) => header switch
{
    Elf64Header wide => wide,
    Elf32Header narrow => new()
    {
        Data = narrow.Data,
        IdentVersion = narrow.IdentVersion,
        OsAbi = narrow.OsAbi,
        AbiVersion = narrow.AbiVersion,
        Type = narrow.Type,
        Machine = narrow.Machine,
        Version = narrow.Version,
        Entry = narrow.Entry,
        ProgramHeaderOffset = narrow.ProgramHeaderOffset,
        SectionHeaderOffset = narrow.SectionHeaderOffset,
        Flags = narrow.Flags,
        HeaderSize = narrow.HeaderSize,
        ProgramHeaderSize = narrow.ProgramHeaderSize,
        ProgramHeaderCount = narrow.ProgramHeaderCount,
        SectionHeaderSize = narrow.SectionHeaderSize,
        SectionHeaderCount = narrow.SectionHeaderCount,
        SectionNameIndex = narrow.SectionNameIndex,
        Segments = narrow.Segments.ConvertAll(s => new ElfSegment(s.Type, s.Flags, s.Offset, s.VirtualAddress, s.PhysicalAddress, s.FileSize, s.MemorySize, s.Align)),
        Sections = narrow.Sections.ConvertAll(s => new ElfSection(s.Name, s.Type, s.Flags, s.Address, s.Offset, s.Size, s.Link, s.Info, s.Align, s.EntrySize)),
    },
    _ => throw new InvalidOperationException(header.GetType().Name),
};
