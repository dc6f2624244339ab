using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A union tag that follows the union's byte order (a union marked little-endian): ZIP extra fields, whose ids and
/// sizes are little-endian, from an archive Info-ZIP's zip CLI made (Vectors/make_zip_extra_vectors.sh), read as
/// Python's struct lists them, with the timestamp and owner os.stat gives, and written back byte for byte.
/// </summary>
public class ZipExtraFieldTests
{
    [Fact]
    public void Extra_fields_from_the_zip_CLI_read_as_Python_lists_them_and_write_back()
    {
        using JsonDocument report = JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "zip_cli_extra.json")));
        foreach (JsonElement entry in report.RootElement.GetProperty("entries").EnumerateArray())
        {
            byte[] bytes = Convert.FromHexString(entry.GetProperty("extra").GetString()!);
            ZipExtraFields extra = ZipExtraFields.Read(bytes, out int read);

            Assert.Equal(bytes.Length, read);
            Assert.Equal(
                entry.GetProperty("fields").EnumerateArray().Select(field => field.GetProperty("id").GetInt32()),
                extra.Fields.Select(field => field switch { ZipExtendedTimestamp => 0x5455, ZipUnixOwner => 0x7875, ZipUnknownExtra unknown => (int)unknown.Tag, _ => -1 }));
            ZipExtendedTimestamp time = extra.Fields.OfType<ZipExtendedTimestamp>().Single();
            Assert.Equal(entry.GetProperty("mtime").GetUInt32(), time.Times[0]);
            ZipUnixOwner owner = extra.Fields.OfType<ZipUnixOwner>().Single();
            Assert.Equal((entry.GetProperty("uid").GetUInt32(), entry.GetProperty("gid").GetUInt32()), (BitConverter.ToUInt32(owner.Uid), BitConverter.ToUInt32(owner.Gid)));
            Assert.Equal(bytes, BinarySerializer.Serialize(extra));
        }
    }

    /// <summary>Built from objects: each field's id comes from its case and its size from its data, both little-endian.</summary>
    [Fact]
    public void Fields_built_from_objects_get_their_ids_and_sizes_little_endian()
    {
        var extra = new ZipExtraFields { Fields = [new ZipExtendedTimestamp { Flags = 1, Times = [0x01020304] }, new ZipUnknownExtra { Tag = 0x000A, Data = [9, 9] }] };

        Assert.Equal("5554" + "0500" + "01" + "04030201" + "0A00" + "0200" + "0909", Convert.ToHexString(BinarySerializer.Serialize(extra)));
    }
}
