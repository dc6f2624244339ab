using System;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// "The rest minus a fixed tail": a gzip member's deflated data runs to the file's last 8 bytes, which its CRC-32 and
/// size take. Files GNU gzip and Python's gzip module wrote (Vectors/make_gzip_vectors.sh) read as Python reads them,
/// inflate to the original and write back byte for byte; built from objects, the flag bits come from which optional
/// fields are present.
/// </summary>
public class GzipTests
{
    public static TheoryData<string> Files => [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "gzip_vectors.jsonl"))];

    [Theory]
    [MemberData(nameof(Files))]
    public void Gzip_files_from_real_tools_read_and_write_back(string line)
    {
        using JsonDocument vector = JsonDocument.Parse(line);
        JsonElement expected = vector.RootElement;
        byte[] bytes = File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", expected.GetProperty("file").GetString()!));
        GzipMember member = GzipMember.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(8, member.Method);
        Assert.Equal(expected.GetProperty("name").ValueKind == JsonValueKind.Null ? null : expected.GetProperty("name").GetString(), member.Name);
        Assert.Equal(expected.GetProperty("mtime").GetUInt32(), member.ModificationTime);
        Assert.Equal((expected.GetProperty("crc").GetUInt32(), expected.GetProperty("size").GetUInt32()), (member.Crc32, member.Size));
        using var inflate = new DeflateStream(new MemoryStream(member.Deflated), CompressionMode.Decompress);
        var data = new MemoryStream();
        inflate.CopyTo(data);
        Assert.Equal(member.Size, (uint)data.Length);
        Assert.Equal(member.Crc32, Spanwire.Infrastructure.Wire.Checksum(ChecksumAlgorithm.Crc32, data.ToArray()));

        Assert.Equal(bytes, BinarySerializer.Serialize(member));
        Assert.Equal(bytes.Length, member.GetSerializedSize());

        // From objects: no flag bits set by hand; the name's presence sets FNAME.
        var built = new GzipMember
        {
            Method = member.Method,
            ModificationTime = member.ModificationTime,
            ExtraFlags = member.ExtraFlags,
            OperatingSystem = member.OperatingSystem,
            Name = member.Name,
            Deflated = member.Deflated,
            Crc32 = member.Crc32,
            Size = member.Size,
        };
        Assert.Equal(bytes, BinarySerializer.Serialize(built));
    }

    /// <summary>
    /// Fewer bytes than the header and tail: a truncation, never an exception of another type. A file stream that hands
    /// over 7 bytes a read is read ahead to its end (a remainder needs a frame on a stream that cannot seek, as for any
    /// remainder), and the member reads whole.
    /// </summary>
    [Fact]
    public async System.Threading.Tasks.Task A_cut_member_is_a_truncation_and_a_trickled_one_reads_whole()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", "gzip_python_named.gz"));
        int header = 10 + "from python.txt".Length + 1;
        foreach (int cut in Enumerable.Range(0, header + 8))
        {
            Assert.False(GzipMember.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        GzipMember trickled = await BinarySerializer.DeserializeAsync<GzipMember>(new TrickleStream(bytes, 7, seekable: true));
        Assert.Equal(bytes, BinarySerializer.Serialize(trickled));
    }
}
