using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Spanwire.Infrastructure;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// ZIP archives as a union of records told apart by their signatures ("PK\x03\x04", "PK\x01\x02", "PK\x05\x06"):
/// an archive Python's zipfile wrote (Vectors/make_zip_vectors.py) reads to what zipfile reports and writes back byte
/// for byte, and an archive Spanwire writes passes zipfile's own test.
/// </summary>
public class ZipTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Fact]
    public void Python_s_archive_reads_record_by_record_and_writes_back_byte_for_byte()
    {
        byte[] archive = File.ReadAllBytes(Path.Combine(Folder, "zip_python.zip"));
        using JsonDocument report = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "zip_python.json")));
        List<(int Offset, ZipRecord Record)> records = Records(archive);

        var locals = records.Where(r => r.Record is ZipLocalFile).ToList();
        var central = records.Select(r => r.Record).OfType<ZipCentralFile>().ToList();
        ZipEnd end = records.Select(r => r.Record).OfType<ZipEnd>().Single();
        JsonElement[] entries = report.RootElement.GetProperty("entries").EnumerateArray().ToArray();
        Assert.Equal(entries.Length, locals.Count);
        Assert.Equal(entries.Length, central.Count);
        Assert.Equal(entries.Length, end.Entries);
        Assert.Equal(report.RootElement.GetProperty("comment").GetString(), Encoding.UTF8.GetString(end.Comment));
        for (int i = 0; i < entries.Length; i++)
        {
            var local = (ZipLocalFile)locals[i].Record;
            JsonElement expected = entries[i];
            Assert.Equal(expected.GetProperty("name").GetString(), local.Name);
            Assert.Equal(expected.GetProperty("name").GetString(), central[i].Name);
            Assert.Equal(expected.GetProperty("crc").GetUInt32(), local.Crc32);
            Assert.Equal(expected.GetProperty("compressed").GetUInt32(), local.CompressedSize);
            Assert.Equal(expected.GetProperty("size").GetUInt32(), local.UncompressedSize);
            Assert.Equal(expected.GetProperty("method").GetUInt16(), local.Method);
            Assert.Equal(expected.GetProperty("offset").GetInt32(), locals[i].Offset);
            Assert.Equal((uint)locals[i].Offset, central[i].LocalHeaderOffset);
            if (local.Method == 0)
            {
                // A stored entry's data is the file, and its CRC-32 is the one zipfile computed.
                Assert.Equal(expected.GetProperty("data").GetString(), Convert.ToHexString(local.Data).ToLowerInvariant());
                Assert.Equal(local.Crc32, Wire.Checksum(ChecksumAlgorithm.Crc32, local.Data));
            }
        }

        Assert.Equal(archive, records.SelectMany(r => BinarySerializer.Serialize(r.Record)).ToArray());
    }

    [Fact]
    public void Read_from_its_end_record_the_directory_and_local_headers_are_where_the_offsets_say()
    {
        byte[] archive = File.ReadAllBytes(Path.Combine(Folder, "zip_python.zip"));
        using JsonDocument report = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "zip_python.json")));
        JsonElement[] entries = report.RootElement.GetProperty("entries").EnumerateArray().ToArray();
        int endAt = archive.AsSpan().LastIndexOf("PK\x05\x06"u8);

        ZipDirectoryEnd end = BinarySerializer.DeserializeAt<ZipDirectoryEnd>(archive, endAt, out int endLength);
        Assert.Equal(archive.Length, endAt + endLength);
        Assert.Equal(entries.Length, end.Directory.Count);
        for (int i = 0; i < entries.Length; i++)
        {
            var central = Assert.IsType<ZipCentralFile>(end.Directory[i]);
            Assert.Equal(entries[i].GetProperty("name").GetString(), central.Name);
            Assert.Equal(entries[i].GetProperty("offset").GetUInt32(), central.LocalHeaderOffset);
            var local = Assert.IsType<ZipLocalFile>(BinarySerializer.DeserializeAt<ZipRecord>(archive, (int)central.LocalHeaderOffset, out _));
            Assert.Equal((central.Name, central.Crc32, central.CompressedSize), (local.Name, local.Crc32, local.CompressedSize));
        }

        // A directory offset into the end record itself, or past it, is refused, not read as records.
        byte[] hostile = (byte[])archive.Clone();
        BitConverter.TryWriteBytes(hostile.AsSpan(endAt + 16), (uint)endAt + 4);
        var overlap = Assert.Throws<BinarySerializationException>(() => BinarySerializer.DeserializeAt<ZipDirectoryEnd>(hostile, endAt, out _));
        Assert.Equal(("Directory", (long)endAt + 4), (overlap.MemberName, overlap.Offset));
        BitConverter.TryWriteBytes(hostile.AsSpan(endAt + 16), (uint)archive.Length + 1);
        var past = Assert.Throws<BinarySerializationException>(() => BinarySerializer.DeserializeAt<ZipDirectoryEnd>(hostile, endAt, out _));
        Assert.Contains("past the end", past.Message);
    }

    [Fact]
    public void A_record_with_an_unknown_signature_is_invalid_data_naming_it()
    {
        byte[] data = Convert.FromHexString("504B0708" + "00000000000000000000000000");
        var error = Assert.Throws<BinarySerializationException>(() => ZipRecord.Read(data, out _));
        Assert.Equal(("ZipRecord", 0L), (error.TypeName, error.Offset));
    }

    [Fact]
    public void An_archive_Spanwire_writes_passes_Python_s_zipfile_test()
    {
        var files = new (string Name, byte[] Data)[] { ("a.txt", Encoding.UTF8.GetBytes("spanwire\n")), ("dir/b.bin", Enumerable.Range(0, 300).Select(i => (byte)i).ToArray()) };
        var output = new MemoryStream();
        var central = new List<ZipCentralFile>();
        foreach ((string name, byte[] data) in files)
        {
            uint crc = Wire.Checksum(ChecksumAlgorithm.Crc32, data);
            central.Add(new ZipCentralFile
            {
                VersionMadeBy = 20,
                VersionNeeded = 20,
                Crc32 = crc,
                CompressedSize = (uint)data.Length,
                UncompressedSize = (uint)data.Length,
                ModifiedTime = 0x4000,
                ModifiedDate = 0x58A6,
                LocalHeaderOffset = (uint)output.Length,
                Name = name,
            });
            BinarySerializer.Serialize<ZipRecord>(new ZipLocalFile { VersionNeeded = 20, Crc32 = crc, UncompressedSize = (uint)data.Length, ModifiedTime = 0x4000, ModifiedDate = 0x58A6, Name = name, Data = data }, output);
        }

        long centralOffset = output.Length;
        foreach (ZipCentralFile entry in central)
        {
            BinarySerializer.Serialize<ZipRecord>(entry, output);
        }

        BinarySerializer.Serialize<ZipRecord>(new ZipEnd { EntriesOnDisk = 2, Entries = 2, CentralSize = (uint)(output.Length - centralOffset), CentralOffset = (uint)centralOffset, Comment = "written by Spanwire"u8.ToArray() }, output);

        string path = Path.Combine(Path.GetTempPath(), $"spanwire-{Guid.NewGuid():N}.zip");
        File.WriteAllBytes(path, output.ToArray());
        try
        {
            string script = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(','.join(i.filename + ':' + z.read(i).hex() for i in z.infolist()) + '|' + z.comment.decode())";
            var start = new ProcessStartInfo("python3") { RedirectStandardOutput = true, RedirectStandardError = true };
            start.ArgumentList.Add("-c");
            start.ArgumentList.Add(script);
            start.ArgumentList.Add(path);
            using Process python = Process.Start(start)!;
            string printed = python.StandardOutput.ReadToEnd().Trim();
            python.WaitForExit();
            Assert.True(python.ExitCode == 0, python.StandardError.ReadToEnd());
            Assert.Equal(string.Join(",", files.Select(f => f.Name + ":" + Convert.ToHexString(f.Data).ToLowerInvariant())) + "|written by Spanwire", printed);
        }
        finally
        {
            File.Delete(path);
        }
    }

    private static List<(int Offset, ZipRecord Record)> Records(byte[] archive)
    {
        var records = new List<(int, ZipRecord)>();
        for (int offset = 0; offset < archive.Length;)
        {
            ZipRecord record = ZipRecord.Read(archive.AsSpan(offset), out int read);
            records.Add((offset, record));
            offset += read;
        }

        return records;
    }
}
