using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Xunit;
using Zip;

namespace Spanwire.Tests;

/// <summary>
/// ZIP64 as the ZIP sample declares it (samples/Zip/Records.cs): a ZIP64 extra field holds each size (and the offset and
/// disk) its header saturates, a condition on the header's value passed in as a parameter; a data descriptor's sizes
/// are 8 bytes when the local header's are saturated. Archives Info-ZIP's zip -fz and Python's zipfile streaming ZIP64
/// wrote (Vectors/make_zip64_vectors.sh) read as Python's struct reads them and write back byte for byte.
/// </summary>
public class Zip64Tests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    public static TheoryData<string> Archives => new() { "zip64_cli.zip", "zip64_stream.zip" };

    [Theory]
    [MemberData(nameof(Archives))]
    public void Each_entry_reads_as_Python_reads_it_and_writes_back_byte_for_byte(string name)
    {
        byte[] archive = File.ReadAllBytes(Path.Combine(Folder, name));
        JsonElement report = Report(name);
        CentralFile[] centrals = Directory(archive, report);
        JsonElement[] entries = report.GetProperty("entries").EnumerateArray().ToArray();
        Assert.Equal(entries.Length, centrals.Length);
        for (int i = 0; i < entries.Length; i++)
        {
            JsonElement expected = entries[i];
            CentralFile central = centrals[i];
            Assert.Equal(expected.GetProperty("name").GetString(), central.Name);
            Assert.Equal(expected.GetProperty("compressed").GetUInt64(), central.RealCompressedSize);
            Assert.Equal(expected.GetProperty("size").GetUInt64(), central.RealUncompressedSize);
            Assert.Equal(Fields(expected.GetProperty("central_extra")), central.Extra.Select(Field));

            int offset = checked((int)central.RealLocalHeaderOffset);
            Assert.Equal(expected.GetProperty("offset").GetInt32(), offset);
            LocatedFile located = LocatedFile.Read(archive.AsSpan(offset), checked((uint)central.RealCompressedSize), out int read);
            LocalFile local = located.File;
            Assert.Equal(expected.GetProperty("end").GetInt32(), offset + read);
            Assert.Equal(expected.GetProperty("local_sizes").EnumerateArray().Select(size => size.GetUInt32()), new[] { local.CompressedSize, local.UncompressedSize });
            Assert.Equal(Fields(expected.GetProperty("local_extra")), local.Extra.Select(extra => ((int)extra.Id, Convert.ToHexString(BinarySerializer.Serialize(extra)).Substring(8))));
            Assert.Equal((int)expected.GetProperty("compressed").GetUInt64(), local.Data.Length);
            if (expected.GetProperty("descriptor") is { ValueKind: JsonValueKind.Object } descriptor)
            {
                Assert.Equal((descriptor.GetProperty("crc").GetUInt32(), descriptor.GetProperty("compressed").GetUInt64(), descriptor.GetProperty("size").GetUInt64()),
                    (local.Descriptor!.Crc32, local.Descriptor.Compressed, local.Descriptor.Uncompressed));
                Assert.Null(local.Descriptor.Compressed32);
            }
            else
            {
                LocalZip64 zip64 = local.Extra.Select(extra => extra.Body).OfType<LocalZip64>().Single();
                Assert.Equal((expected.GetProperty("size").GetUInt64(), expected.GetProperty("compressed").GetUInt64()), (zip64.Original!.Value, zip64.Compressed!.Value));
            }

            // The entry as read, written again (its parameter its own: the size the directory gave), is the same bytes.
            Assert.Equal(archive.AsSpan(offset, read).ToArray(), BinarySerializer.Serialize(located));
            Assert.Equal(archive.AsSpan(offset + 4, read - 4).ToArray(), BinarySerializer.Serialize<ZipRecord>(local).AsSpan(4).ToArray());
        }
    }

    /// <summary>zip -fz saturates the end record's offset: the locator before it reads ZIP64's end record, which reads the directory.</summary>
    [Fact]
    public void The_locator_reads_ZIP64_s_end_record_and_the_directory_where_it_says()
    {
        byte[] archive = File.ReadAllBytes(Path.Combine(Folder, "zip64_cli.zip"));
        JsonElement report = Report("zip64_cli.zip");
        int endAt = archive.AsSpan().LastIndexOf("PK\x05\x06"u8);
        var end = (EndOfCentralDirectory)BinarySerializer.DeserializeAt<ZipRecord>(archive, endAt, out _);
        Assert.Equal(uint.MaxValue, end.CentralOffset);

        Zip64Locator locator = BinarySerializer.DeserializeAt<Zip64Locator>(archive, endAt - 20, out int read);

        Assert.Equal(20, read);
        Assert.Equal(report.GetProperty("end64").GetUInt64(), locator.EndOffset);
        Assert.Equal(report.GetProperty("directory").GetUInt64(), locator.End.CentralOffset);
        Assert.Equal(3UL, locator.End.Entries);
        Assert.Equal(44UL, locator.End.RecordSize);
        Assert.Equal(["notes.txt", "random.bin", "empty.txt"], locator.End.Directory.Cast<CentralFile>().Select(central => central.Name));
    }

    /// <summary>Built from objects: the write fills each extra field's id and size and the extra length; the sizes go where the header saturates them.</summary>
    [Fact]
    public void A_ZIP64_entry_built_from_objects_gets_its_ids_and_sizes()
    {
        var central = new CentralFile
        {
            CompressedSize = 7,
            UncompressedSize = uint.MaxValue,
            LocalHeaderOffset = uint.MaxValue,
            Name = "a",
            Extra = [new CentralExtra { Body = new CentralZip64 { Original = 0x1_0000_0000, Offset = 0x2_0000_0000 } }],
        };

        byte[] bytes = BinarySerializer.Serialize<ZipRecord>(central);
        CentralFile read = Assert.IsType<CentralFile>(BinarySerializer.Deserialize<ZipRecord>(bytes));

        Assert.Equal(20, read.ExtraLength);
        Assert.Equal("01001000" + "0000000001000000" + "0000000002000000", Convert.ToHexString(bytes.AsSpan(46 + 1, 20)));
        Assert.Equal((0x1_0000_0000UL, 7UL, 0x2_0000_0000UL), (read.RealUncompressedSize, read.RealCompressedSize, read.RealLocalHeaderOffset));
        Assert.Null(read.Zip64!.Compressed);
    }

    /// <summary>
    /// A ZIP64 size given where its header's is not saturated (or missing where it is) would not read back: a write
    /// error naming the member and the parameter, never bytes a reader takes for other values.
    /// </summary>
    [Fact]
    public void A_ZIP64_size_that_disagrees_with_its_header_is_a_write_error()
    {
        var extra = new CentralExtra { Body = new CentralZip64 { Original = 5 } };
        var unsaturated = new CentralFile { UncompressedSize = 5, Extra = [extra] };
        var missing = new CentralFile { UncompressedSize = uint.MaxValue, CompressedSize = uint.MaxValue, Extra = [extra] };

        var given = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<ZipRecord>(unsaturated));
        var absent = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<ZipRecord>(missing));

        Assert.Equal(("Original", true), (given.MemberName, given.Message.Contains("its condition on the parameter 'UncompressedSize' is false for the 5", StringComparison.Ordinal)));
        Assert.Equal(("Compressed", true), (absent.MemberName, absent.Message.Contains("it has no value, but its condition on the parameter 'CompressedSize' is true for the 4294967295", StringComparison.Ordinal)));
    }

    /// <summary>Read alone a descriptor's parameter is 0 (4-byte sizes); passed a saturated header size it reads 8-byte ones.</summary>
    [Fact]
    public void A_descriptor_s_sizes_are_as_wide_as_its_header_says()
    {
        byte[] narrow = Convert.FromHexString("504B0708" + "11111111" + "03000000" + "04000000");
        byte[] wide = Convert.FromHexString("504B0708" + "11111111" + "0300000000000000" + "0400000000000000");

        DataDescriptor four = DataDescriptor.Read(narrow, out int fourRead);
        DataDescriptor eight = DataDescriptor.Read(wide, uint.MaxValue, out int eightRead);

        Assert.Equal((16, 3UL, 4UL, (uint?)3), (fourRead, four.Compressed, four.Uncompressed, four.Compressed32));
        Assert.Equal((24, 3UL, 4UL, (ulong?)3), (eightRead, eight.Compressed, eight.Uncompressed, eight.Compressed64));
        Assert.Equal(wide, BinarySerializer.Serialize(eight));
        Assert.Equal(narrow, BinarySerializer.Serialize(four));
    }

    private static JsonElement Report(string name)
    {
        using JsonDocument document = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "zip64_vectors.json")));
        return document.RootElement.GetProperty(name).Clone();
    }

    private static CentralFile[] Directory(byte[] archive, JsonElement report)
    {
        int endAt = archive.AsSpan().LastIndexOf("PK\x05\x06"u8);
        return report.GetProperty("end64").ValueKind == JsonValueKind.Number
            ? BinarySerializer.DeserializeAt<Zip64Locator>(archive, endAt - 20, out _).End.Directory.Cast<CentralFile>().ToArray()
            : BinarySerializer.DeserializeAt<ZipDirectoryEnd>(archive, endAt, out _).Directory.Cast<CentralFile>().ToArray();
    }

    private static (int Id, string Data)[] Fields(JsonElement fields)
        => fields.EnumerateArray().Select(field => (field.GetProperty("id").GetInt32(), field.GetProperty("data").GetString()!.ToUpperInvariant())).ToArray();

    private static (int Id, string Data) Field(CentralExtra extra) => (extra.Id, Convert.ToHexString(BinarySerializer.Serialize(extra)).Substring(8));
}
