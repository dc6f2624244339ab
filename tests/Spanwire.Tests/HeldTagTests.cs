using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A union chosen by an earlier member, not by a tag of its own (issue 43, <c>[BinaryTagFrom]</c>): IPv4's Protocol
/// byte picks the payload, seven members before it, against packets built from the RFCs with Python's struct
/// (Vectors/make_ip_packet_vectors.py). The write fills the Protocol byte in from the payload's case.
/// </summary>
public class HeldTagTests
{
    public static TheoryData<string, int, string, string> Packets()
    {
        var data = new TheoryData<string, int, string, string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "ip_packet_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            JsonElement root = vector.RootElement;
            data.Add(root.GetProperty("name").GetString()!, root.GetProperty("protocol").GetInt32(), root.GetProperty("case").GetString()!, root.GetProperty("hex").GetString()!);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Packets))]
    public void The_protocol_byte_chooses_the_payload_and_is_filled_in_from_it(string name, int protocol, string caseName, string hex)
    {
        byte[] bytes = Convert.FromHexString(hex);
        Ipv4Packet packet = BinarySerializer.Deserialize<Ipv4Packet>(bytes, out int read);
        Assert.Equal(bytes.Length, read);
        Assert.Equal((protocol, caseName), ((int)packet.Protocol, packet.Payload.GetType().Name));
        int payloadStart = (bytes[0] & 15) * 4;
        switch (packet.Payload)
        {
            case TcpSegment tcp:
                Assert.Equal((51234, 80, bytes.Length - payloadStart - (tcp.DataOffset * 4)), (tcp.SourcePort, tcp.DestinationPort, tcp.Data.Length));
                break;
            case UdpDatagram udp:
                Assert.Equal(udp.Length - 8, udp.Data.Length);
                break;
            case IcmpMessage icmp:
                Assert.Equal((8, "abcdefgh"), (icmp.Type, Encoding.ASCII.GetString(icmp.Rest, 4, 8)));
                break;
            case RawIpPayload raw:
                Assert.Equal((47L, bytes.Length - payloadStart), (raw.Tag, raw.Data.Length));
                break;
        }

        // Every holder is filled in on write: the protocol from the payload's case, the header lengths from the options.
        packet.Protocol = 0;
        packet.Ihl = 0;
        if (packet.Payload is TcpSegment segment)
        {
            segment.DataOffset = 0;
        }

        if (packet.Payload is UdpDatagram datagram)
        {
            datagram.Length = 0;
        }

        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(packet)), ignoreCase: true);
        TestSupport.RoundTrip(packet);
        _ = name;
    }

    [Fact]
    public void A_packet_built_from_objects_gets_its_protocol_from_its_payload()
    {
        var packet = new Ipv4Packet { TimeToLive = 64, Payload = new UdpDatagram { SourcePort = 5353, DestinationPort = 53, Data = [1, 2, 3] } };
        byte[] bytes = BinarySerializer.Serialize(packet);
        Assert.Equal((byte)17, bytes[9]);
        Assert.Equal(20 + 8 + 3, bytes.Length);
        Ipv4Packet read = TestSupport.RoundTrip(packet);
        Assert.Equal((IpProtocol.Udp, (ushort)11), (read.Protocol, ((UdpDatagram)read.Payload).Length));

        packet.Payload = new RawIpPayload { Tag = 132, Data = [9, 9] }; // SCTP, which no case names
        Assert.Equal((byte)132, BinarySerializer.Serialize(packet)[9]);
    }

    [Fact]
    public void Cases_are_matched_deepest_first_and_the_label_after_the_union_reads_where_the_case_ends()
    {
        foreach ((DrawShape shape, byte kind) in new (DrawShape, byte)[] { (new DrawCircle { Radius = -7 }, 1), (new DrawPolygon { Points = [1, -2, 3] }, 2), (new DrawStar { Points = [4], Spikes = 5 }, 3) })
        {
            var command = new DrawCommand { Kind = 99, Layer = 0x0102, Shape = shape, Label = "ok" };
            byte[] bytes = BinarySerializer.Serialize(command);
            Assert.Equal(kind, bytes[0]);
            DrawCommand read = TestSupport.RoundTrip(command);
            Assert.Equal((shape.GetType(), kind, "ok"), (read.Shape.GetType(), read.Kind, read.Label));
            for (int cut = 0; cut < bytes.Length; cut++)
            {
                Assert.False(DrawCommand.TryRead(bytes.AsSpan(0, cut), out _, out _));
            }

            // A stream that delivers one byte a read resumes inside the case.
            Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(BinarySerializer.Deserialize<DrawCommand>(new OneByteStream(bytes)))));
        }
    }

    [Fact]
    public void A_kind_no_case_names_is_invalid_data_at_the_union_member()
    {
        byte[] bytes = Convert.FromHexString("09" + "0102" + "00000007" + "00");
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<DrawCommand>(bytes));
        Assert.Equal(("DrawCommand", "Shape", 3), (error.TypeName, error.MemberName, error.Offset));
        Assert.Contains("'Kind' holds 9, which no case of the union names", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_null_union_or_a_default_tag_the_holder_cannot_store_is_a_write_error()
    {
        var missing = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new DrawCommand { Shape = null! }));
        Assert.Equal("Shape", missing.MemberName);

        var wide = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Ipv4Packet { Payload = new RawIpPayload { Tag = 300 } }));
        Assert.Contains("300", wide.Message, StringComparison.Ordinal);
    }

    /// <summary>A stream that returns one byte per read, as a slow socket does.</summary>
    private sealed class OneByteStream(byte[] bytes) : MemoryStream(bytes)
    {
        public override int Read(byte[] buffer, int offset, int count) => base.Read(buffer, offset, Math.Min(count, 1));

        public override int Read(Span<byte> buffer) => base.Read(buffer[..Math.Min(buffer.Length, 1)]);

        public override bool CanSeek => false;
    }
}
