using System;
using System.IO;
using System.Linq;
using Elf;
using Spanwire;

// Reads ELF files with the declarations in ElfTypes.cs: the header, then the program and section header tables where
// its offsets point (out of the header's sequence), then each section's name from the string table section. Prints
// one line per header and per section in a form check.py compares with `readelf -h -S -W`. Then writes the header
// and tables with Spanwire (the tables follow the header, their offsets filled in) and reads that back.
if (args.Length == 0)
{
    Console.Error.WriteLine("usage: dotnet run --project samples/Elf -- FILE...");
    return 2;
}

foreach (string path in args)
{
    byte[] file = File.ReadAllBytes(path);
    if (file.Length < 6 || file[4] != 2)
    {
        Console.Error.WriteLine($"{path}: not a 64-bit ELF file; the sample declares that class only");
        return 1;
    }

    ElfFile elf = BinarySerializer.Deserialize<ElfFile>(file, out _);
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

    // Written by Spanwire: the header, then the program headers at 64, then the section headers; offsets filled in.
    byte[] written = BinarySerializer.Serialize(elf);
    ElfFile again = BinarySerializer.Deserialize<ElfFile>(written);
    if (again.ProgramHeaderOffset != 64 || again.SectionHeaderOffset != 64 + (ulong)(56 * elf.Segments.Count)
        || !again.Sections.SequenceEqual(elf.Sections) || !again.Segments.SequenceEqual(elf.Segments))
    {
        Console.Error.WriteLine($"{path}: the header and tables Spanwire wrote read back differently");
        return 1;
    }

    Console.WriteLine($"rewritten {written.Length} bytes: tables at {again.ProgramHeaderOffset} and {again.SectionHeaderOffset}, read back equal");
}

return 0;
