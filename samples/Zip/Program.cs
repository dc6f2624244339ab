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
ZipDirectoryEnd end = BinarySerializer.DeserializeAt<ZipDirectoryEnd>(input, endAt, out int endLength);
Check(endAt + endLength == input.Length, $"the end record at {endAt} takes {endLength} bytes of the {input.Length - endAt} left");
var centrals = end.Directory.OfType<CentralFile>().ToList();
Check(centrals.Count == end.Entries, $"{end.Entries} entries in the end record, {centrals.Count} of them central directory entries");

// Each local header where its directory entry points (its signature checked), its data the size the entry gives: a
// streaming writer (jar, zip to a pipe) leaves the header's sizes 0 and puts them in a data descriptor after the data.
var locals = centrals.Select(central => LocatedFile.Read(input.AsSpan(checked((int)central.LocalHeaderOffset)), central.CompressedSize, out _).File).ToList();
var contents = new List<byte[]>();
Console.WriteLine($"{args[0]}: {locals.Count} entries, directory at {end.CentralOffset}, comment \"{Encoding.UTF8.GetString(end.Comment)}\"");
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
    // A streaming writer's CRC-32 and size are in the descriptor after the data; the header's are 0 (or, from zip, the size).
    (uint localCrc, uint localSize) = local.Descriptor is { } descriptor ? (descriptor.Crc32, descriptor.UncompressedSize) : (local.Crc32, local.UncompressedSize);
    Check(central.Name == local.Name, $"{central.Name}: the directory points at {central.LocalHeaderOffset}, where the local header names {local.Name}");
    Check(crc == localCrc && crc == central.Crc32 && content.Length == localSize && content.Length == central.UncompressedSize, $"{local.Name}: CRC-32 {crc:x8} and {content.Length} bytes, the headers say {localCrc:x8} and {localSize}");
    Check(local.Descriptor is null || local.Descriptor.CompressedSize == local.Data.Length, $"{local.Name}: {local.Data.Length} bytes of data, its descriptor says {local.Descriptor?.CompressedSize}");
    contents.Add(content);
    if (i < 5 || i == locals.Count - 1)
    {
        Console.WriteLine($"  {local.Name,-28} {(local.Method == 8 ? "deflated" : "stored"),-8} {local.Data.Length,8} -> {content.Length,8} bytes  crc {crc:x8} ok{(local.Descriptor is null ? "" : " (sizes in a data descriptor)")}");
    }
}

// Write: each entry deflated by Spanwire (empty ones stored), its local header's offset kept for the directory.
using var output = new MemoryStream();
var directory = new List<CentralFile>();
for (int i = 0; i < locals.Count; i++)
{
    LocalFile source = locals[i];
    byte[] content = contents[i];
    bool deflate = content.Length > 0;
    var local = new LocalFile
    {
        Flags = (ushort)(source.Flags & 0x0800), // keeps only "the name is UTF-8"
        Method = (ushort)(deflate ? 8 : 0),
        ModifiedTime = source.ModifiedTime,
        ModifiedDate = source.ModifiedDate,
        Crc32 = Crc32.HashToUInt32(content),
        UncompressedSize = (uint)content.Length,
        Name = source.Name,
        Data = deflate ? BinarySerializer.Serialize(new DeflatedData { Content = content }) : content,
    };
    directory.Add(new CentralFile
    {
        Flags = local.Flags,
        Method = local.Method,
        ModifiedTime = local.ModifiedTime,
        ModifiedDate = local.ModifiedDate,
        Crc32 = local.Crc32,
        CompressedSize = (uint)local.Data.Length,
        UncompressedSize = local.UncompressedSize,
        ExternalAttributes = centrals[i].ExternalAttributes,
        LocalHeaderOffset = (uint)output.Position,
        Name = local.Name,
    });
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

Console.WriteLine($"{args[1]}: {directory.Count} entries, {output.Length:N0} bytes ({input.Length:N0} in); .NET's ZipArchive reads every entry back");
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
