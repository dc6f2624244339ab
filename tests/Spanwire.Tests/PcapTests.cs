using System;
using System.Globalization;
using System.IO;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Byte order chosen at read time (<c>[BinaryByteOrderFrom]</c>): pcap files text2pcap and editcap wrote
/// (little-endian, micro- and nanoseconds) and their big-endian rewrites (Vectors/make_pcap_vectors.sh) read as tshark
/// lists them, with one declaration, and write back byte for byte in the order they came in.
/// </summary>
public class PcapTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Theory]
    [InlineData("pcap_le_usec", true, false)]
    [InlineData("pcap_le_nsec", true, true)]
    [InlineData("pcap_be_usec", false, false)]
    [InlineData("pcap_be_nsec", false, true)]
    public void A_capture_reads_as_tshark_lists_it_and_writes_back_in_its_order(string name, bool littleEndian, bool nanoseconds)
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, name + ".pcap"));
        string[] listed = File.ReadAllLines(Path.Combine(Folder, name + ".txt"));

        PcapFile capture = PcapFile.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal((littleEndian, nanoseconds), (capture.IsLittleEndian, capture.IsNanoseconds));
        Assert.Equal((2, 4, 1u), (capture.VersionMajor, capture.VersionMinor, capture.Network));
        Assert.Equal(listed.Length, capture.Records.Count);
        for (int i = 0; i < listed.Length; i++)
        {
            string[] fields = listed[i].Split(' ');
            PcapRecord record = capture.Records[i];
            long fractionDigits = nanoseconds ? record.Fraction : record.Fraction * 1000L;
            Assert.Equal(fields[0], $"{record.Seconds}.{fractionDigits:D9}");
            Assert.Equal((int.Parse(fields[1], CultureInfo.InvariantCulture), int.Parse(fields[2], CultureInfo.InvariantCulture)), (record.Data.Length, (int)record.OriginalLength));
        }

        Assert.Equal(bytes.Length, capture.GetSerializedSize());
        Assert.Equal(bytes, BinarySerializer.Serialize(capture));
    }

    /// <summary>The two orders hold the same packets: one file's records equal the other's, field for field.</summary>
    [Fact]
    public void Both_orders_read_to_the_same_packets()
    {
        PcapFile little = PcapFile.Read(File.ReadAllBytes(Path.Combine(Folder, "pcap_le_nsec.pcap")), out _);
        PcapFile big = PcapFile.Read(File.ReadAllBytes(Path.Combine(Folder, "pcap_be_nsec.pcap")), out _);

        Assert.Equal(little.Records.Select(Fields), big.Records.Select(Fields));
    }

    /// <summary>Built from objects in either order: the magic chooses, and each record's length is filled in.</summary>
    [Theory]
    [InlineData(0xD4C3B2A1u)]
    [InlineData(PcapFile.MicrosecondsMagic)]
    public void A_capture_built_from_objects_is_written_in_the_order_its_magic_says(uint magic)
    {
        var capture = new PcapFile { Magic = magic, Records = [new PcapRecord { Seconds = 1, Fraction = 2, OriginalLength = 3, Data = [0xAA, 0xBB, 0xCC] }] };

        byte[] bytes = BinarySerializer.Serialize(capture);

        byte[] expected = magic == PcapFile.MicrosecondsMagic
            ? Convert.FromHexString("A1B2C3D4" + "00020004" + "00000000" + "00000000" + "00040000" + "00000001" + "00000001" + "00000002" + "00000003" + "00000003" + "AABBCC")
            : Convert.FromHexString("D4C3B2A1" + "02000400" + "00000000" + "00000000" + "00000400" + "01000000" + "01000000" + "02000000" + "03000000" + "03000000" + "AABBCC");
        Assert.Equal(expected, bytes);
        PcapRecord again = Assert.Single(PcapFile.Read(bytes, out _).Records);
        Assert.Equal(Fields(capture.Records[0]), Fields(again));
    }

    [Fact]
    public void A_magic_of_neither_order_is_invalid_data_at_the_magic_and_a_write_error()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "pcap_le_usec.pcap"));
        bytes[0] = 0x0A;

        var error = Assert.Throws<BinarySerializationException>(() => PcapFile.Read(bytes, out _));
        Assert.Equal(("PcapFile", "Magic", 0), (error.TypeName, error.MemberName, error.Offset));
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new PcapFile { Magic = 0x0AB2C3D4 }));
    }

    /// <summary>Cut anywhere, a little-endian capture is truncation, never another error, and reads whole from a stream a byte at a time.</summary>
    [Fact]
    public void Every_cut_of_a_little_endian_capture_is_truncation_and_a_trickle_reads_it_whole()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "pcap_le_nsec.pcap"));
        for (int cut = 0; cut < 24; cut++)
        {
            Assert.False(PcapFile.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        var framed = new PcapHolder { Capture = PcapFile.Read(bytes, out _) };
        byte[] whole = BinarySerializer.Serialize(framed);
        using var stream = new TrickleStream(whole, 1);
        PcapHolder again = BinarySerializer.Deserialize<PcapHolder>(stream);
        Assert.Equal(bytes, BinarySerializer.Serialize(again.Capture));
    }

    /// <summary>A record claiming 2^31-1 bytes in a little-endian capture is a truncation at its data, allocating nothing near that.</summary>
    [Fact]
    public void A_hostile_record_length_is_a_truncation_without_an_allocation_of_that_size()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "pcap_le_usec.pcap"));
        System.Buffers.Binary.BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(24 + 8), int.MaxValue);

        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.False(PcapFile.TryRead(bytes, out _, out _));
        var error = Assert.Throws<BinarySerializationException>(() => PcapFile.Read(bytes, out _));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 64 * 1024);
        Assert.Equal("PcapRecord", error.TypeName);
    }

    private static (uint, uint, uint, string) Fields(PcapRecord record)
        => (record.Seconds, record.Fraction, record.OriginalLength, Convert.ToHexString(record.Data));
}
