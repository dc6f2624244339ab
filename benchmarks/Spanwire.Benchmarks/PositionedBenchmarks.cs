using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BenchmarkDotNet.Attributes;
using BinarySerialization;
using Elf;

namespace Spanwire.Benchmarks;

/// <summary>
/// Positioned members ([BinaryAt]): an ELF file's header and the two tables its offsets locate (Debian's /usr/bin/true,
/// 13 program and 31 section headers), read by Spanwire, by the decoder an expert writes with BinaryPrimitives into the
/// same types, and by jefffhaynes/BinarySerializer with its [FieldOffset] binding.
/// </summary>
[MemoryDiagnoser]
public class PositionedBenchmarks
{
    private readonly byte[] _file = File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "elf_true.bin"));

    private static readonly BinarySerialization.BinarySerializer Peer = new() { Endianness = Endianness.Little };

    /// <summary>All three must read the same tables.</summary>
    [GlobalSetup]
    public void CheckTheyReadTheSameTables()
    {
        var spanwire = (Elf64Header)Spanwire_Read().Header;
        var hand = (Elf64Header)HandWritten_Read().Header;
        PeerElf peer = BinarySerializer_Read();
        if (!spanwire.Sections.SequenceEqual(hand.Sections) || !spanwire.Segments.SequenceEqual(hand.Segments)
            || !spanwire.Sections.Select(s => s.Offset).SequenceEqual(peer.Sections.Select(s => s.Offset))
            || !spanwire.Segments.Select(s => s.MemorySize).SequenceEqual(peer.Segments.Select(s => s.MemorySize)))
        {
            throw new InvalidOperationException("The readers disagree on the ELF file's tables.");
        }
    }

    [Benchmark(Baseline = true)]
    public ElfFile HandWritten_Read() => ElfDecoder.Read(_file);

    [Benchmark]
    public ElfFile Spanwire_Read() => BinarySerializer.Deserialize<ElfFile>(_file, out _);

    [Benchmark]
    public PeerElf BinarySerializer_Read() => Peer.Deserialize<PeerElf>(_file);
}

/// <summary>An expert's decoder: the header's fields, then each table where its offset says, bounds checked by slicing.</summary>
internal static class ElfDecoder
{
    public static ElfFile Read(ReadOnlySpan<byte> file)
    {
        if (!file.StartsWith((ReadOnlySpan<byte>)[0x7F, (byte)'E', (byte)'L', (byte)'F']) || file[4] != 2 || file[5] != 1)
        {
            throw new InvalidDataException("not a 64-bit little-endian ELF file");
        }

        var elf = new Elf64Header
        {
            Type = BinaryPrimitives.ReadUInt16LittleEndian(file[16..]),
            Machine = BinaryPrimitives.ReadUInt16LittleEndian(file[18..]),
            Version = BinaryPrimitives.ReadUInt32LittleEndian(file[20..]),
            Entry = BinaryPrimitives.ReadUInt64LittleEndian(file[24..]),
            ProgramHeaderOffset = BinaryPrimitives.ReadUInt64LittleEndian(file[32..]),
            SectionHeaderOffset = BinaryPrimitives.ReadUInt64LittleEndian(file[40..]),
            Flags = BinaryPrimitives.ReadUInt32LittleEndian(file[48..]),
            HeaderSize = BinaryPrimitives.ReadUInt16LittleEndian(file[52..]),
            ProgramHeaderSize = BinaryPrimitives.ReadUInt16LittleEndian(file[54..]),
            ProgramHeaderCount = BinaryPrimitives.ReadUInt16LittleEndian(file[56..]),
            SectionHeaderSize = BinaryPrimitives.ReadUInt16LittleEndian(file[58..]),
            SectionHeaderCount = BinaryPrimitives.ReadUInt16LittleEndian(file[60..]),
            SectionNameIndex = BinaryPrimitives.ReadUInt16LittleEndian(file[62..]),
            Data = file[5],
            IdentVersion = file[6],
            OsAbi = file[7],
            AbiVersion = file[8],
        };
        ReadOnlySpan<byte> segments = file.Slice(checked((int)elf.ProgramHeaderOffset), elf.ProgramHeaderCount * 56);
        var segmentList = new List<ElfSegment>(elf.ProgramHeaderCount);
        for (int at = 0; at < segments.Length; at += 56)
        {
            ReadOnlySpan<byte> s = segments[at..];
            segmentList.Add(new ElfSegment(
                BinaryPrimitives.ReadUInt32LittleEndian(s), BinaryPrimitives.ReadUInt32LittleEndian(s[4..]), BinaryPrimitives.ReadUInt64LittleEndian(s[8..]),
                BinaryPrimitives.ReadUInt64LittleEndian(s[16..]), BinaryPrimitives.ReadUInt64LittleEndian(s[24..]), BinaryPrimitives.ReadUInt64LittleEndian(s[32..]),
                BinaryPrimitives.ReadUInt64LittleEndian(s[40..]), BinaryPrimitives.ReadUInt64LittleEndian(s[48..])));
        }

        ReadOnlySpan<byte> sections = file.Slice(checked((int)elf.SectionHeaderOffset), elf.SectionHeaderCount * 64);
        var sectionList = new List<ElfSection>(elf.SectionHeaderCount);
        for (int at = 0; at < sections.Length; at += 64)
        {
            ReadOnlySpan<byte> s = sections[at..];
            sectionList.Add(new ElfSection(
                BinaryPrimitives.ReadUInt32LittleEndian(s), BinaryPrimitives.ReadUInt32LittleEndian(s[4..]), BinaryPrimitives.ReadUInt64LittleEndian(s[8..]),
                BinaryPrimitives.ReadUInt64LittleEndian(s[16..]), BinaryPrimitives.ReadUInt64LittleEndian(s[24..]), BinaryPrimitives.ReadUInt64LittleEndian(s[32..]),
                BinaryPrimitives.ReadUInt32LittleEndian(s[40..]), BinaryPrimitives.ReadUInt32LittleEndian(s[44..]), BinaryPrimitives.ReadUInt64LittleEndian(s[48..]),
                BinaryPrimitives.ReadUInt64LittleEndian(s[56..])));
        }

        elf.Segments = segmentList;
        elf.Sections = sectionList;
        return new ElfFile { Header = elf };
    }
}

/// <summary>The same file for jefffhaynes/BinarySerializer: each table at the offset its [FieldOffset] binding names.</summary>
public class PeerElf
{
    [FieldOrder(0), FieldLength(16)] public byte[] Ident { get; set; } = [];
    [FieldOrder(1)] public ushort Type { get; set; }
    [FieldOrder(2)] public ushort Machine { get; set; }
    [FieldOrder(3)] public uint Version { get; set; }
    [FieldOrder(4)] public ulong Entry { get; set; }
    [FieldOrder(5)] public ulong ProgramHeaderOffset { get; set; }
    [FieldOrder(6)] public ulong SectionHeaderOffset { get; set; }
    [FieldOrder(7)] public uint Flags { get; set; }
    [FieldOrder(8)] public ushort HeaderSize { get; set; }
    [FieldOrder(9)] public ushort ProgramHeaderSize { get; set; }
    [FieldOrder(10)] public ushort ProgramHeaderCount { get; set; }
    [FieldOrder(11)] public ushort SectionHeaderSize { get; set; }
    [FieldOrder(12)] public ushort SectionHeaderCount { get; set; }
    [FieldOrder(13)] public ushort SectionNameIndex { get; set; }

    [FieldOrder(14), FieldOffset(nameof(ProgramHeaderOffset)), FieldCount(nameof(ProgramHeaderCount))]
    public List<PeerSegment> Segments { get; set; } = [];

    [FieldOrder(15), FieldOffset(nameof(SectionHeaderOffset)), FieldCount(nameof(SectionHeaderCount))]
    public List<PeerSection> Sections { get; set; } = [];
}

public class PeerSegment
{
    [FieldOrder(0)] public uint Type { get; set; }
    [FieldOrder(1)] public uint Flags { get; set; }
    [FieldOrder(2)] public ulong Offset { get; set; }
    [FieldOrder(3)] public ulong VirtualAddress { get; set; }
    [FieldOrder(4)] public ulong PhysicalAddress { get; set; }
    [FieldOrder(5)] public ulong FileSize { get; set; }
    [FieldOrder(6)] public ulong MemorySize { get; set; }
    [FieldOrder(7)] public ulong Align { get; set; }
}

public class PeerSection
{
    [FieldOrder(0)] public uint Name { get; set; }
    [FieldOrder(1)] public uint Type { get; set; }
    [FieldOrder(2)] public ulong Flags { get; set; }
    [FieldOrder(3)] public ulong Address { get; set; }
    [FieldOrder(4)] public ulong Offset { get; set; }
    [FieldOrder(5)] public ulong Size { get; set; }
    [FieldOrder(6)] public uint Link { get; set; }
    [FieldOrder(7)] public uint Info { get; set; }
    [FieldOrder(8)] public ulong Align { get; set; }
    [FieldOrder(9)] public ulong EntrySize { get; set; }
}
