using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A checksum over a pseudo-header from the enclosing value (issue 43: <c>[BinaryChecksum(Internet, PseudoHeader = true)]</c>
/// in TCP and UDP, <c>[BinaryPseudoHeader(nameof(Source), nameof(Destination), nameof(Protocol))]</c> on IPv4's
/// payload, and IPv6's 16-byte addresses): against the packets text2pcap built and tshark verified
/// (Vectors/make_pseudo_header_vectors.sh), filled in
/// on write from objects whose checksums are zero, checked on read.
/// </summary>
public class PseudoHeaderTests
{
    private const int EthernetHeader = 14;

    public static TheoryData<string, int> Packets()
    {
        var data = new TheoryData<string, int>();
        foreach (string protocol in new[] { "tcp", "udp" })
        {
            for (int i = 0; i < Listing(protocol).Length; i++)
            {
                data.Add(protocol, i);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Packets))]
    public void Each_checksum_reads_as_tshark_verified_it_and_is_filled_in_from_objects(string protocol, int index)
    {
        byte[] bytes = Packet(protocol, index);
        string[] expected = Listing(protocol)[index].Split(' ');
        Assert.Equal("1", expected[5]); // tshark: good

        Ipv4Packet packet = BinarySerializer.Deserialize<Ipv4Packet>(bytes, out int read);
        Assert.Equal(bytes.Length, read);
        Assert.Equal((IPAddress.Parse(expected[0]), IPAddress.Parse(expected[1])), (Address(packet.Source), Address(packet.Destination)));
        (ushort sourcePort, ushort destinationPort, ushort checksum) = packet.Payload switch
        {
            TcpSegment tcp => (tcp.SourcePort, tcp.DestinationPort, tcp.Checksum),
            UdpDatagram udp => (udp.SourcePort, udp.DestinationPort, udp.Checksum),
            var other => throw new InvalidOperationException(other.GetType().Name),
        };
        Assert.Equal((expected[2], expected[3], Convert.ToUInt16(expected[4], 16)), (sourcePort.ToString(CultureInfo.InvariantCulture), destinationPort.ToString(CultureInfo.InvariantCulture), checksum));
        Assert.Equal(bytes, BinarySerializer.Serialize(packet));

        // Every checksum and holder zeroed: the write fills them all back in, the pseudo-header's from the enclosing packet.
        packet.Checksum = 0;
        packet.Protocol = 0;
        packet.Ihl = 0;
        switch (packet.Payload)
        {
            case TcpSegment tcp:
                tcp.Checksum = 0;
                tcp.DataOffset = 0;
                break;
            case UdpDatagram udp:
                udp.Checksum = 0;
                udp.Length = 0;
                break;
        }

        Assert.Equal(bytes, BinarySerializer.Serialize(packet));
    }

    [Theory]
    [InlineData("tcp", 36)]
    [InlineData("udp", 26)]
    public void A_changed_payload_byte_is_invalid_data_at_the_cases_checksum(string protocol, int checksumOffset)
    {
        byte[] bytes = Packet(protocol, 0);
        bytes[^1] ^= 0x40;

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _));
        Assert.Equal((protocol == "tcp" ? "TcpSegment" : "UdpDatagram", "Checksum", checksumOffset), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("Internet checksum mismatch", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_changed_address_is_caught_by_the_segments_checksum_not_only_the_headers()
    {
        byte[] bytes = Packet("tcp", 1);
        bytes[15] ^= 1; // the source address's last byte
        // The header checksum is kept right, so only the pseudo-header can tell.
        bytes[10] = bytes[11] = 0;
        ushort header = InternetChecksum(bytes.AsSpan(0, 20));
        bytes[10] = (byte)(header >> 8);
        bytes[11] = (byte)header;

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _));
        Assert.Equal(("TcpSegment", "Checksum"), (error.TypeName, error.MemberName));
    }

    [Fact]
    public void A_segment_alone_keeps_its_checksum_as_given()
    {
        byte[] segment = Packet("tcp", 0)[20..];
        TcpSegment alone = BinarySerializer.Deserialize<TcpSegment>(segment);
        alone.Checksum = 0x1234;
        byte[] written = BinarySerializer.Serialize(alone);
        Assert.Equal((byte)0x12, written[16]);
        Assert.Equal((byte)0x34, written[17]);
    }

    /// <summary>
    /// UDP over IPv4 may carry no checksum (zero): such a datagram reads unchecked. Written, it gets one (a value read
    /// does not remember that it had none), and a computed zero goes out as 0xFFFF.
    /// </summary>
    [Fact]
    public void A_UDP_checksum_of_zero_means_none_and_reads_unchecked()
    {
        byte[] bytes = Packet("udp", 2);
        bytes[26] = bytes[27] = 0;
        Ipv4Packet packet = BinarySerializer.Deserialize<Ipv4Packet>(bytes, out _);
        Assert.Equal(0, ((UdpDatagram)packet.Payload).Checksum);
        Assert.Equal(Packet("udp", 2), BinarySerializer.Serialize(packet));
    }

    [Fact]
    public void Streams_and_sequences_read_the_same_packet_and_check_it()
    {
        byte[] bytes = Packet("tcp", 3);
        Ipv4Packet packet = BinarySerializer.Deserialize<Ipv4Packet>(new MemoryStream(bytes));
        Assert.Equal(bytes, BinarySerializer.Serialize(packet));
        byte[] bad = (byte[])bytes.Clone();
        bad[^1] ^= 1;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4Packet>(new MemoryStream(bad)));
        var chunked = new MemoryStream();
        BinarySerializer.Serialize(packet, chunked);
        Assert.Equal(bytes, chunked.ToArray());
    }

    /// <summary>Over IPv6 the pseudo-header holds the 16-byte addresses: each of their 16-bit words counts.</summary>
    [Theory]
    [InlineData("tcp6", 0)]
    [InlineData("tcp6", 1)]
    [InlineData("tcp6", 3)]
    [InlineData("udp6", 0)]
    [InlineData("udp6", 2)]
    [InlineData("udp6", 3)]
    public void Over_IPv6_the_checksums_cover_the_sixteen_byte_addresses(string protocol, int index)
    {
        PcapFile capture = PcapFile.Read(File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", $"pseudo_header_{protocol}.pcap")), out _);
        byte[] frame = capture.Records[index].Data;
        byte[] bytes = frame[EthernetHeader..(EthernetHeader + 40 + ((frame[EthernetHeader + 4] << 8) | frame[EthernetHeader + 5]))];
        string[] expected = Listing(protocol)[index].Split(' ');
        Assert.Equal("1", expected[5]); // tshark: good

        Ipv6Packet packet = BinarySerializer.Deserialize<Ipv6Packet>(bytes, out int read);
        Assert.Equal(bytes.Length, read);
        Assert.Equal((IPAddress.Parse(expected[0]), IPAddress.Parse(expected[1])), (new IPAddress(packet.Source), new IPAddress(packet.Destination)));
        ushort checksum = packet.Payload switch
        {
            TcpSegment tcp => tcp.Checksum,
            UdpDatagram udp => udp.Checksum,
            var other => throw new InvalidOperationException(other.GetType().Name),
        };
        Assert.Equal(Convert.ToUInt16(expected[4], 16), checksum);

        // Zeroed with the lengths and the next header, every one comes back.
        packet.PayloadLength = 0;
        packet.NextHeader = 0;
        switch (packet.Payload)
        {
            case TcpSegment tcp:
                tcp.Checksum = 0;
                tcp.DataOffset = 0;
                break;
            case UdpDatagram udp:
                udp.Checksum = 0;
                udp.Length = 0;
                break;
        }

        Assert.Equal(bytes, BinarySerializer.Serialize(packet));

        bytes[8 + 15] ^= 0x01; // the source address's last byte: only the pseudo-header covers it
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv6Packet>(bytes, out _));
        Assert.Equal("Checksum", error.MemberName);
    }

    private static string[] Listing(string protocol)
        => File.ReadAllLines(Path.Combine(AppContext.BaseDirectory, "Vectors", $"pseudo_header_{protocol}.txt")).Where(line => line.Length > 0).ToArray();

    internal static byte[] Packet(string protocol, int index)
    {
        PcapFile capture = PcapFile.Read(File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", $"pseudo_header_{protocol}.pcap")), out _);
        // Short frames carry Ethernet's padding to 60 bytes after the packet: the packet is what its total length says.
        byte[] frame = capture.Records[index].Data;
        return frame[EthernetHeader..(EthernetHeader + ((frame[EthernetHeader + 2] << 8) | frame[EthernetHeader + 3]))];
    }

    private static IPAddress Address(uint value) => new([(byte)(value >> 24), (byte)(value >> 16), (byte)(value >> 8), (byte)value]);

    private static ushort InternetChecksum(ReadOnlySpan<byte> bytes)
    {
        uint sum = 0;
        for (int i = 0; i < bytes.Length; i += 2)
        {
            sum += (uint)((bytes[i] << 8) | bytes[i + 1]);
        }

        while (sum > 0xFFFF)
        {
            sum = (sum & 0xFFFF) + (sum >> 16);
        }

        return (ushort)~sum;
    }
}
