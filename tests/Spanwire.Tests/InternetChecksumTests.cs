using System;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A checksum inside the bytes it covers (<c>[BinaryChecksum(ChecksumAlgorithm.Internet, Through = ...)]</c>): IPv4's
/// header checksum and ICMP's, against the packets Python built with RFC 1071's checksums
/// (Vectors/make_ip_packet_vectors.py) and the loopback traffic dumpcap captured (Vectors/ethernet_frames.pcap, which
/// tshark finds valid): filled in on write, checked on read.
/// </summary>
public class InternetChecksumTests
{
    public static TheoryData<string, int, string, string> Packets() => HeldTagTests.Packets();

    [Theory]
    [MemberData(nameof(Packets))]
    public void Written_with_its_checksums_zeroed_a_packet_gets_back_the_ones_Python_computed(string name, int protocol, string caseName, string hex)
    {
        byte[] bytes = Convert.FromHexString(hex);
        Ipv4Packet packet = BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _);

        packet.Checksum = 0;
        if (packet.Payload is IcmpMessage icmp)
        {
            icmp.Checksum = 0;
        }

        Assert.True(BinarySerializer.Serialize(packet).AsSpan().SequenceEqual(bytes), $"{name} ({protocol}, {caseName})");
    }

    [Fact]
    public void Every_captured_header_checksum_reads_and_writes_back()
    {
        PcapFile capture = PcapFile.Read(System.IO.File.ReadAllBytes(System.IO.Path.Combine(AppContext.BaseDirectory, "Vectors", "ethernet_frames.pcap")), out _);
        int checkedPackets = 0;
        foreach (byte[] frame in capture.Records.Select(record => record.Data))
        {
            EthernetFrame read = EthernetFrame.Read(frame, out _);
            EtherPayload payload = read.Payload is VlanTagged { Payload: var tagged } ? tagged is VlanTagged { Payload: var inner } ? inner : tagged : read.Payload;
            if (payload is Ipv4EtherPayload { Packet: var packet })
            {
                packet.Checksum = 0;
                Assert.Equal(frame, BinarySerializer.Serialize(read));
                checkedPackets++;
            }
        }

        Assert.True(checkedPackets >= 10, $"{checkedPackets} IPv4 packets");
    }

    [Fact]
    public void A_changed_header_byte_is_invalid_data_at_the_checksum()
    {
        byte[] bytes = Convert.FromHexString(HeldTagTests.Packets().Select(row => (string)row[3]).First());
        bytes[8]--; // the time to live

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _));
        Assert.Equal(("Ipv4Packet", "Checksum", 10), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("Internet checksum mismatch", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_changed_ICMP_byte_is_invalid_data_at_the_ICMP_checksum()
    {
        byte[] bytes = Convert.FromHexString(HeldTagTests.Packets().Select(row => (string)row[3]).First());
        bytes[^1] ^= 1;

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _));
        Assert.Equal(("IcmpMessage", "Checksum", 22), (error.TypeName, error.MemberName, error.Offset));
    }

    /// <summary>
    /// The wrapper form (<c>[BinaryChecksum(ChecksumAlgorithm.Internet)]</c> before its member) takes the checksum's two
    /// bytes: RFC 1071's sum of <c>03 45 00 01</c> is ~(0x0345 + 0x0001) = 0xFCB9. The model once counted four.
    /// </summary>
    [Fact]
    public void An_internet_checksum_before_its_member_takes_two_bytes()
    {
        var value = new InternetChecked { Data = [0x45, 0x00, 0x01], After = 7 };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("FCB90345000107", Convert.ToHexString(bytes));
        Assert.Equal(bytes.Length, value.GetSerializedSize());
        Assert.Equal(7, InternetChecked.Read(bytes, out int read).After);
        Assert.Equal(bytes.Length, read);
    }
}
