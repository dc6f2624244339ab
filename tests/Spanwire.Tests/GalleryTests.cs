using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text;
using System.Text.Json;
using Spanwire.Generator.Tests.Exports;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Kaitai Struct's own gallery specs (Gallery/*.ksy, unchanged) and Spanwire's declarations of the same formats read
/// the same files that real tools made (GNU cpio, Java ImageIO, GNU gzip and Python's gzip) and agree on them: the
/// gallery's reader, compiled by ksc, reaches each file's last byte, and its fields equal Spanwire's.
/// </summary>
public class GalleryTests
{
    [Fact]
    public void Cpio_archives_read_the_same_with_the_gallery_spec()
    {
        string[] files = ["cpio_tree.cpio", "cpio_one.cpio"];
        JsonElement[] parsed = Gallery("cpio_old_le", files);
        for (int i = 0; i < files.Length; i++)
        {
            CpioArchive archive = CpioArchive.Read(Vector(files[i]), out _);
            JsonElement[] entries = [.. parsed[i].GetProperty("files").EnumerateArray()];
            Assert.Equal(archive.Entries.Count, entries.Length);
            for (int e = 0; e < entries.Length; e++)
            {
                byte[] path = [.. entries[e].GetProperty("pathName").EnumerateArray().Select(b => b.GetByte())];
                Assert.Equal(archive.Entries[e].Path, Encoding.UTF8.GetString(path));
                Assert.Equal(archive.Entries[e].Data.Length, entries[e].GetProperty("header").GetProperty("fileSize").GetProperty("value").GetInt32());
                Assert.Equal(archive.Entries[e].Mode, entries[e].GetProperty("header").GetProperty("mode").GetInt32());
            }
        }
    }

    [Fact]
    public void A_gif_reads_the_same_with_the_gallery_spec()
    {
        JsonElement parsed = Gallery("gif", ["gif_java.gif"])[0];
        GifFile gif = GifFile.Read(Vector("gif_java.gif"), out _);
        JsonElement screen = parsed.GetProperty("logicalScreenDescriptor");
        Assert.Equal((gif.Width, gif.Height), (screen.GetProperty("screenWidth").GetUInt16(), screen.GetProperty("screenHeight").GetUInt16()));
        Assert.True(gif.HasGlobalColorTable);
        Assert.Equal(gif.GlobalColorTable!.Length, parsed.GetProperty("globalColorTable").GetProperty("entries").GetArrayLength());
        Assert.Equal(gif.Blocks.Count, parsed.GetProperty("blocks").GetArrayLength());
    }

    [Fact]
    public void Gzip_files_read_the_same_with_the_gallery_spec()
    {
        string[] files = [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "gzip_vectors.jsonl")).Select(line => JsonDocument.Parse(line).RootElement.GetProperty("file").GetString()!)];
        JsonElement[] parsed = Gallery("gzip", files);
        for (int i = 0; i < files.Length; i++)
        {
            GzipMember member = GzipMember.Read(Vector(files[i]), out _);
            Assert.Equal(member.ModificationTime, parsed[i].GetProperty("modTime").GetUInt32());
            Assert.Equal(member.Size, parsed[i].GetProperty("lenUncompressed").GetUInt32());
            Assert.Equal(member.Crc32, parsed[i].GetProperty("bodyCrc32").GetUInt32());
            Assert.Equal(member.Deflated.Length, parsed[i].GetProperty("body").GetArrayLength());
            string? name = parsed[i].TryGetProperty("name", out JsonElement read) && read.ValueKind != JsonValueKind.Null
                ? Encoding.Latin1.GetString([.. read.EnumerateArray().Select(b => b.GetByte())])
                : null;
            Assert.Equal(member.Name, name);
        }
    }

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));

    /// <summary>The gallery's spec <paramref name="id"/>, compiled by ksc, reads each file to its last byte: the parsed values.</summary>
    private static JsonElement[] Gallery(string id, string[] files, [CallerFilePath] string thisFile = "")
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-gallery-").FullName;
        try
        {
            File.Copy(Path.Combine(Path.GetDirectoryName(thisFile)!, "Gallery", id + ".ksy"), Path.Combine(folder, id + ".ksy"));
            for (int i = 0; i < files.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D2}.bin"), Vector(files[i]));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement result = report.RootElement.GetProperty(id);
            Assert.False(result.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. result.GetProperty("values").EnumerateArray()];
            Assert.Equal(files.Length, values.Length);
            foreach (JsonElement value in values)
            {
                Assert.False(value.TryGetProperty("error", out JsonElement failure), failure.ToString());
                Assert.Equal(value.GetProperty("size").GetInt32(), value.GetProperty("end").GetInt32());
            }

            return [.. values.Select(value => value.GetProperty("value").Clone())];
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
