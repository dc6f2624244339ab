using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Compression;
using System.IO.Hashing;
using System.Linq;
using System.Text;
using Spanwire;
using Zip;

// Reads a ZIP archive as ZIP readers do, from its end: the end of central directory record (found by its signature,
// searching back over a comment of up to 64 KiB), whose offset and count locate the central directory ([BinaryAt] in
// Records.cs), whose entries locate the local headers. Checks every entry's size and CRC-32, then writes the archive
// again with Spanwire, every non-empty entry deflated, offsets and CRCs computed. .NET's ZipArchive reads the result
// back here; CI has Python's zipfile and `unzip -t` check it too (check.sh).
if (args.Length != 2)
{
    Console.Error.WriteLine("usage: dotnet run --project samples/Zip -- IN.zip OUT.zip");
    return 2;
}

byte[] input = File.ReadAllBytes(args[0]);
int endAt = FindEndRecord(input);
// A ZIP64 archive (zip -fz) saturates the end record's offset (0xFFFFFFFF): ZIP64's locator, just before it, says where
// ZIP64's end record is, which holds the directory's offset at 8 bytes. Either record reads the directory where it says.
int locatorAt = endAt - 20;
bool zip64End = locatorAt >= 0 && input.AsSpan(locatorAt).StartsWith("PK\x06\x07"u8);
var end = (EndOfCentralDirectory)BinarySerializer.DeserializeAt<ZipRecord>(input, endAt, out int endLength);
// After it only zeros: bsdtar writing to a pipe pads its output to whole 10,240-byte blocks, as it does a tar archive.
Check(!input.AsSpan(endAt + endLength).ContainsAnyExcept((byte)0), $"the end record at {endAt} takes {endLength} bytes of the {input.Length - endAt} left, and the rest is not padding");
Zip64DirectoryEnd? end64 = zip64End ? BinarySerializer.DeserializeAt<Zip64Locator>(input, locatorAt, out _).End : null;
List<ZipRecord> records = end64?.Directory ?? BinarySerializer.DeserializeAt<ZipDirectoryEnd>(input, endAt, out _).Directory;
var centrals = records.OfType<CentralFile>().ToList();
Check((ulong)centrals.Count == (end64?.Entries ?? end.Entries), $"{end64?.Entries ?? end.Entries} entries in the end record, {centrals.Count} of them central directory entries");

// Each local header where its directory entry points (its signature checked), its data the size the entry gives: a
// streaming writer (jar, zip to a pipe) leaves the header's sizes 0 and puts them in a data descriptor after the data;
// a ZIP64 entry's sizes and offset are in its ZIP64 extra field when the entry's own say 0xFFFFFFFF.
var locals = centrals.Select(central => LocatedFile.Read(input.AsSpan(checked((int)central.RealLocalHeaderOffset)), checked((uint)central.RealCompressedSize), out _).File).ToList();
var contents = new List<byte[]>();
Console.WriteLine($"{args[0]}: {locals.Count} entries{(end64 is null ? "" : " (ZIP64 end record)")}, directory at {end64?.CentralOffset ?? end.CentralOffset}, comment \"{Encoding.UTF8.GetString(end.Comment)}\"");
for (int i = 0; i < locals.Count; i++)
{
    LocalFile local = locals[i];
    CentralFile central = centrals[i];
    byte[] content = local.Method switch
    {
        0 => local.Data,
        8 => BinarySerializer.Deserialize<DeflatedData>(local.Data).Content,
        _ => throw new InvalidDataException($"{local.Name}: compression method {local.Method} ({MethodName(local.Method)}) is not one this sample inflates: only stored (0) and deflated (8) are"),
    };
    uint crc = Crc32.HashToUInt32(content);
    // A streaming writer's CRC-32 and size are in the descriptor after the data; the header's are 0 (or, from zip, the
    // size); a ZIP64 header's are 0xFFFFFFFF, the sizes in its ZIP64 field (0 there when streamed).
    LocalZip64? local64 = local.Extra.Select(extra => extra.Body).OfType<LocalZip64>().FirstOrDefault();
    (uint localCrc, ulong localSize) = local.Descriptor is { } descriptor ? (descriptor.Crc32, descriptor.Uncompressed) : (local.Crc32, local64?.Original ?? local.UncompressedSize);
    Check(central.Name == local.Name, $"{central.Name}: the directory points at {central.RealLocalHeaderOffset}, where the local header names {local.Name}");
    Check(crc == localCrc && crc == central.Crc32 && (ulong)content.Length == localSize && (ulong)content.Length == central.RealUncompressedSize, $"{local.Name}: CRC-32 {crc:x8} and {content.Length} bytes, the headers say {localCrc:x8} and {localSize}");
    Check(local.Descriptor is null || local.Descriptor.Compressed == (ulong)local.Data.Length, $"{local.Name}: {local.Data.Length} bytes of data, its descriptor says {local.Descriptor?.Compressed}");
    contents.Add(content);
    if (i < 5 || i == locals.Count - 1)
    {
        string sizes = (local.Descriptor, local64) switch
        {
            (null, null) => "",
            (null, _) => " (ZIP64 sizes)",
            (_, null) => " (sizes in a data descriptor)",
            _ => " (ZIP64 sizes in a data descriptor)",
        };
        Console.WriteLine($"  {local.Name,-28} {(local.Method == 8 ? "deflated" : "stored"),-8} {local.Data.Length,8} -> {content.Length,8} bytes  crc {crc:x8} ok{sizes}");
    }
}

// Write: each entry deflated by Spanwire (empty ones stored), its local header's offset kept for the directory. An
// entry that was ZIP64 is written as ZIP64: its headers' sizes saturated (0xFFFFFFFF), the real ones in ZIP64 extra
// fields, whose ids, sizes and the extra lengths the write fills in.
using var output = new MemoryStream();
var directory = new List<CentralFile>();
for (int i = 0; i < locals.Count; i++)
{
    LocalFile source = locals[i];
    byte[] content = contents[i];
    bool deflate = content.Length > 0;
    bool zip64 = source.Extra.Any(extra => extra.Body is LocalZip64);
    byte[] data = deflate ? BinarySerializer.Serialize(new DeflatedData { Content = content }) : content;
    var local = new LocalFile
    {
        Flags = (ushort)(source.Flags & 0x0800), // keeps only "the name is UTF-8"
        Method = (ushort)(deflate ? 8 : 0),
        ModifiedTime = source.ModifiedTime,
        ModifiedDate = source.ModifiedDate,
        Crc32 = Crc32.HashToUInt32(content),
        UncompressedSize = zip64 ? uint.MaxValue : (uint)content.Length,
        CompressedSize = zip64 ? uint.MaxValue : 0, // else filled from the data
        StoredSize = (uint)data.Length, // the data's size where the header's is saturated
        Name = source.Name,
        Extra = zip64 ? [new LocalExtra { Body = new LocalZip64 { Original = (ulong)content.Length, Compressed = (ulong)data.Length } }] : [],
        Data = data,
    };
    directory.Add(new CentralFile
    {
        VersionNeeded = (ushort)(zip64 ? 45 : 20),
        Flags = local.Flags,
        Method = local.Method,
        ModifiedTime = local.ModifiedTime,
        ModifiedDate = local.ModifiedDate,
        Crc32 = local.Crc32,
        CompressedSize = zip64 ? uint.MaxValue : (uint)data.Length,
        UncompressedSize = local.UncompressedSize,
        ExternalAttributes = centrals[i].ExternalAttributes,
        LocalHeaderOffset = (uint)output.Position,
        Name = local.Name,
        Extra = zip64 ? [new CentralExtra { Body = new CentralZip64 { Original = (ulong)content.Length, Compressed = (ulong)data.Length } }] : [],
    });
    local.VersionNeeded = directory[^1].VersionNeeded;
    output.Write(BinarySerializer.Serialize<ZipRecord>(local));
}

long directoryOffset = output.Position;
foreach (CentralFile central in directory)
{
    output.Write(BinarySerializer.Serialize<ZipRecord>(central));
}

output.Write(BinarySerializer.Serialize<ZipRecord>(new EndOfCentralDirectory
{
    EntriesOnDisk = (ushort)directory.Count,
    Entries = (ushort)directory.Count,
    CentralSize = (uint)(output.Position - directoryOffset),
    CentralOffset = (uint)directoryOffset,
    Comment = end.Comment,
}));
File.WriteAllBytes(args[1], output.GetBuffer().AsSpan(0, (int)output.Length));

// An independent reader: .NET's ZipArchive finds every entry with the same name and contents.
using (var archive = new ZipArchive(new MemoryStream(output.GetBuffer(), 0, (int)output.Length), ZipArchiveMode.Read))
{
    Check(archive.Entries.Count == contents.Count, $".NET's ZipArchive sees {archive.Entries.Count} entries");
    for (int i = 0; i < contents.Count; i++)
    {
        using var copy = new MemoryStream();
        using (Stream entry = archive.Entries[i].Open())
        {
            entry.CopyTo(copy);
        }

        Check(archive.Entries[i].FullName == locals[i].Name && copy.GetBuffer().AsSpan(0, (int)copy.Length).SequenceEqual(contents[i]), $"{archive.Entries[i].FullName}: .NET's ZipArchive reads other contents");
    }
}

Console.WriteLine($"{args[1]}: {directory.Count} entries{(directory.Any(central => central.Zip64 is not null) ? " (ZIP64 sizes where the input had them)" : "")}, {output.Length:N0} bytes ({input.Length:N0} in); .NET's ZipArchive reads every entry back");
return 0;

// The end record's signature, searched back from the last place it can start (a 22-byte record with no comment).
static int FindEndRecord(byte[] archive)
{
    for (int at = archive.Length - 22; at >= Math.Max(0, archive.Length - 22 - ushort.MaxValue); at--)
    {
        if (archive.AsSpan(at).StartsWith("PK\x05\x06"u8))
        {
            return at;
        }
    }

    throw new InvalidDataException("no end of central directory record: not a ZIP archive");
}

// APPNOTE 4.4.5's names for the methods a ZIP may hold.
static string MethodName(ushort method) => method switch
{
    1 => "shrunk",
    6 => "imploded",
    9 => "Deflate64",
    12 => "bzip2",
    14 => "LZMA",
    93 => "Zstandard",
    95 => "xz",
    98 => "PPMd",
    99 => "AES-encrypted",
    _ => "unknown",
};

static void Check(bool condition, string problem)
{
    if (!condition)
    {
        throw new InvalidDataException(problem);
    }
}
