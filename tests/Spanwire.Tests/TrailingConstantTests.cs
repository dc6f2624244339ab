using System;
using System.IO;
using System.Linq;
using System.Text.RegularExpressions;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Constant bytes after a member or after a type's last member (issue 43, <c>[BinaryConstant(..., After = true)]</c>):
/// a master boot record made by util-linux's sfdisk (Vectors/make_mbr_vectors.sh) and its 55 AA, compared with
/// sfdisk's own dump of the table; Bitcoin's ff ff ff ff after an input's script.
/// </summary>
public partial class TrailingConstantTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Fact]
    public void A_boot_record_from_sfdisk_reads_as_sfdisk_lists_it_and_writes_back_with_its_signature()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "mbr_sfdisk.bin"));
        MasterBootRecord record = BinarySerializer.Deserialize<MasterBootRecord>(bytes);

        string dump = File.ReadAllText(Path.Combine(Folder, "mbr_sfdisk.txt"));
        Assert.Equal(Convert.ToUInt32(Label().Match(dump).Groups[1].Value, 16), record.DiskSignature);
        var listed = Entry().Matches(dump).Select(m => (uint.Parse(m.Groups[1].Value), uint.Parse(m.Groups[2].Value), Convert.ToByte(m.Groups[3].Value, 16), m.Groups[4].Success)).ToList();
        Assert.Equal(listed, record.Partitions.Where(p => p.Type != 0).Select(p => (p.FirstSector, p.Sectors, p.Type, p.Status == 0x80)));

        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(record)));
        TestSupport.RoundTrip(record);
    }

    [Fact]
    public void The_signature_is_written_after_the_last_member_and_checked_at_its_offset()
    {
        var empty = new MasterBootRecord { Partitions = Enumerable.Range(0, 4).Select(_ => new MbrPartition { FirstChs = new byte[3], LastChs = new byte[3] }).ToArray() };
        byte[] written = BinarySerializer.Serialize(empty);
        Assert.Equal((512, (byte)0x55, (byte)0xAA), (written.Length, written[510], written[511]));
        Assert.Equal(512, empty.GetSerializedSize());

        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "mbr_sfdisk.bin"));
        bytes[511] = 0xAB;
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MasterBootRecord>(bytes));
        Assert.Equal(("Partitions", 510), (error.MemberName, error.Offset));
        Assert.Contains("55AA", error.Message.Replace(" ", string.Empty, StringComparison.Ordinal), StringComparison.OrdinalIgnoreCase);
        Assert.False(MasterBootRecord.TryRead(bytes.AsSpan(0, 511), out _, out _));
    }

    [Fact]
    public void A_members_trailing_bytes_follow_its_own_and_come_before_the_next_member()
    {
        var input = new ScriptWithSequence { Script = [0x51, 0x52], Next = 7 };
        byte[] bytes = BinarySerializer.Serialize(input);
        Assert.Equal("02" + "5152" + "FFFFFFFF" + "07", Convert.ToHexString(bytes));
        Assert.Equal(7, TestSupport.RoundTrip(input).Next);
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(ScriptWithSequence.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        bytes[4] = 0xFE;
        Assert.Equal("Script", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ScriptWithSequence>(bytes)).MemberName);
    }

    [GeneratedRegex("label-id: 0x([0-9a-f]+)")]
    private static partial Regex Label();

    [GeneratedRegex(@"start=\s*(\d+), size=\s*(\d+), type=([0-9a-f]+)(, bootable)?")]
    private static partial Regex Entry();
}
