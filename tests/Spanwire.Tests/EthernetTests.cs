using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Ethernet frames declared with no hand-written part (Kaitai's ethernet_frame): loopback traffic dumpcap captured
/// (UDP, TCP, ICMP) and 802.1Q frames built with Python's struct, one of them tagged twice
/// (Vectors/make_ethernet_vectors.sh), read from the capture with <see cref="PcapFile"/> and compared with what tshark
/// lists for each frame, then written back byte for byte.
/// </summary>
public class EthernetTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Fact]
    public void Every_captured_frame_reads_as_tshark_lists_it_and_writes_back()
    {
        PcapFile capture = PcapFile.Read(File.ReadAllBytes(Path.Combine(Folder, "ethernet_frames.pcap")), out _);
        string[] listed = File.ReadAllLines(Path.Combine(Folder, "ethernet_frames.txt"));
        Assert.Equal(listed.Length, capture.Records.Count);

        for (int i = 0; i < listed.Length; i++)
        {
            string[] columns = listed[i].Split(' ');
            byte[] bytes = capture.Records[i].Data;
            EthernetFrame frame = EthernetFrame.Read(bytes, out int read);

            Assert.Equal(bytes.Length, read);
            Assert.Equal(Convert.ToUInt16(columns[0], 16), frame.EtherType);
            var vlans = new List<string>();
            EtherPayload payload = frame.Payload;
            while (payload is VlanTagged tagged)
            {
                vlans.Add(tagged.VlanId.ToString(System.Globalization.CultureInfo.InvariantCulture));
                payload = tagged.Payload;
            }

            Assert.Equal(columns[1], string.Join(",", vlans));
            (string protocol, string udpPort, string tcpPort) = payload switch
            {
                Ipv4EtherPayload { Packet: var packet } => (((byte)packet.Protocol).ToString(System.Globalization.CultureInfo.InvariantCulture), packet.Payload is UdpDatagram udp ? Port(udp.SourcePort) : "", packet.Payload is TcpSegment tcp ? Port(tcp.SourcePort) : ""),
                _ => ("", "", ""),
            };
            Assert.Equal((columns[2], columns[3], columns[4]), (protocol, udpPort, tcpPort));
            Assert.Equal(bytes, BinarySerializer.Serialize(frame));
        }
    }

    /// <summary>Built from objects: both EtherTypes come from the payloads' cases, the UDP length from its data.</summary>
    [Fact]
    public void A_tagged_frame_built_from_objects_gets_its_EtherTypes_filled_in()
    {
        var frame = new EthernetFrame
        {
            Payload = new VlanTagged
            {
                Priority = 5,
                VlanId = 100,
                Payload = new Ipv4EtherPayload
                {
                    Packet = new CapturedIpv4Packet { Ihl = 5, TotalLength = 31, TimeToLive = 64, Payload = new UdpDatagram { SourcePort = 5000, DestinationPort = 53, Data = "abc"u8.ToArray() } },
                },
            },
        };

        byte[] bytes = BinarySerializer.Serialize(frame);

        Assert.Equal("8100", Convert.ToHexString(bytes, 12, 2));
        Assert.Equal("A064" + "0800", Convert.ToHexString(bytes, 14, 4));
        Assert.Equal(17, bytes[18 + 9]); // the IPv4 protocol byte, from the UDP case
        Assert.Equal("000B", Convert.ToHexString(bytes, 18 + 20 + 4, 2)); // UDP length: 8 + 3
        EthernetFrame again = EthernetFrame.Read(bytes, out _);
        Assert.Equal(100, Assert.IsType<VlanTagged>(again.Payload).VlanId);
    }

    private static string Port(ushort port) => port.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
