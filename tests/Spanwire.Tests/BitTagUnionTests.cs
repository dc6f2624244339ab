using System;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A union tag of a few bits beside the case's bit fields ([BinaryUnion(TagBits = 4)]): MQTT 3.1.1 control packets
/// against the bytes Python's struct gives from the specification (Vectors/make_mqtt_vectors.py).
/// </summary>
public class BitTagUnionTests
{
    private static byte[] Vector(string name)
        => Convert.FromHexString(TestSupport.Vectors("mqtt_vectors.jsonl", "mqtt").Single(v => v.GetProperty("name").GetString() == name).GetProperty("hex").GetString()!);

    [Fact]
    public void Mqtt_packets_read_and_write_byte_for_byte_through_the_union_and_alone()
    {
        var packets = new (string Name, MqttPacket Packet)[]
        {
            ("connack", new MqttConnAck { Body = new MqttConnAckBody { AckFlags = 1, ReturnCode = 0 } }),
            ("publish_qos0_retain", new MqttPublish { Retain = true, Topic = "a/b", Payload = "hello"u8.ToArray() }),
            ("publish_qos0_dup", new MqttPublish { Dup = true, Topic = "sensors/temp", Payload = Enumerable.Range(0, 200).Select(i => (byte)i).ToArray() }),
            ("publish_large", new MqttPublish { Retain = true, Topic = "big", Payload = Enumerable.Range(0, 1000).Select(i => (byte)i).ToArray() }),
            ("publish_qos1", new MqttPublish { Qos = 1, Topic = "a/b", PacketId = 10, Payload = "hello"u8.ToArray() }),
            ("publish_qos2_dup", new MqttPublish { Dup = true, Qos = 2, Topic = "x", PacketId = 65535 }),
            ("puback", new MqttPubAck { Body = new MqttPacketId { Id = 10 } }),
            ("suback", new MqttSubAck { Body = new MqttSubAckBody { PacketId = 7, ReturnCodes = [0, 1, 0x80] } }),
            ("pingreq", new MqttPingReq()),
            ("pingresp", new MqttPingResp()),
            ("disconnect", new MqttDisconnect()),
        };
        foreach ((string name, MqttPacket packet) in packets)
        {
            byte[] expected = Vector(name);
            Assert.Equal(expected, BinarySerializer.Serialize(packet));
            Assert.Equal(expected.Length, packet.GetSerializedSize());
            MqttPacket read = BinarySerializer.Deserialize<MqttPacket>(expected);
            Assert.IsType(packet.GetType(), read);
            Assert.Equal(expected, BinarySerializer.Serialize(read));

            // The chunked stream write (the large PUBLISH spans chunks).
            using var stream = new System.IO.MemoryStream();
            BinarySerializer.Serialize(packet, stream, new BinarySerializerOptions { ChunkSize = 256 });
            Assert.Equal(expected, stream.ToArray());
        }

        // A case written or read alone carries its own tag bits: the same bytes.
        Assert.Equal(Vector("publish_qos0_retain"), BinarySerializer.Serialize(new MqttPublish { Retain = true, Topic = "a/b", Payload = "hello"u8.ToArray() }));
        MqttPublish dup = BinarySerializer.Deserialize<MqttPublish>(Vector("publish_qos0_dup"));
        Assert.Equal((true, (byte)0, false, "sensors/temp", 200), (dup.Dup, dup.Qos, dup.Retain, dup.Topic, dup.Payload.Length));

        // The packet identifier is there only at QoS 1 and 2, and the Remaining Length counts it only then.
        MqttPublish qos1 = BinarySerializer.Deserialize<MqttPublish>(Vector("publish_qos1"));
        Assert.Equal((1, (ushort)10, "hello", 12u), (qos1.Qos, qos1.PacketId, System.Text.Encoding.ASCII.GetString(qos1.Payload), qos1.RemainingLength));
        Assert.Equal(0, BinarySerializer.Deserialize<MqttPublish>(Vector("publish_qos0_retain")).PacketId);
        Assert.Equal("PacketId", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new MqttPublish { Qos = 0, PacketId = 3 })).MemberName);
        Assert.Equal(7, ((MqttSubAck)BinarySerializer.Deserialize<MqttPacket>(Vector("suback"))).Body.PacketId);
    }

    [Fact]
    public void Wrong_and_unknown_tag_bits_and_oversized_flags_get_the_documented_errors()
    {
        // Reserved type 15 (0xF0): an unknown tag at offset 0, before any body is read.
        var unknown = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MqttPacket>(Convert.FromHexString("F000")));
        Assert.Equal(0L, unknown.Offset);

        // A PUBACK's bytes read as a PUBLISH alone: its tag bits name another case.
        var wrong = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MqttPublish>(Vector("puback")));
        Assert.Equal(("MqttPublish", "Dup", 0L), (wrong.TypeName, wrong.MemberName, wrong.Offset));
        Assert.Contains("is 4, not this case's 3", wrong.Message, StringComparison.Ordinal);

        // QoS has 2 bits: 4 does not fit, a write error naming it; a packet cut short waits for more data.
        Assert.Equal("Qos", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<MqttPacket>(new MqttPublish { Qos = 4 })).MemberName);
        Assert.False(MqttPacket.TryRead(Vector("connack").AsSpan(0, 3), out _, out _));
        Assert.False(MqttPacket.TryRead(ReadOnlySpan<byte>.Empty, out _, out _));
    }

    [Fact]
    public void A_packet_with_no_body_refuses_every_byte_but_its_own_two()
    {
        // MQTT 3.1.1, 3.12 and 3.14: PINGREQ is C0 00 and DISCONNECT E0 00, reserved flags 0000, Remaining Length 0.
        Assert.Equal("C000", TestSupport.Hex<StrictMqttPacket>(new StrictPingReq()));
        Assert.Equal("E000", TestSupport.Hex<StrictMqttPacket>(new StrictDisconnect()));
        Assert.IsType<StrictPingReq>(BinarySerializer.Deserialize<StrictMqttPacket>(Convert.FromHexString("C000")));

        // The loose form (a length-prefixed byte[] body) reads garbage bodies and set flags as a PINGREQ; this one refuses them.
        var random = new Random(8);
        for (int n = 0; n < 8; n++)
        {
            byte[] garbage = new byte[2 + random.Next(1, 6)];
            random.NextBytes(garbage);
            garbage[0] = 0xC0;
            garbage[1] = (byte)(garbage.Length - 2);
            Assert.IsType<MqttPingReq>(BinarySerializer.Deserialize<MqttPacket>(garbage));
            var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<StrictMqttPacket>(garbage));
            Assert.Equal(("StrictPingReq", "Body", 2L), (error.TypeName, error.MemberName, error.Offset));
        }

        var flags = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<StrictMqttPacket>(Convert.FromHexString("C100")));
        Assert.Equal(("StrictPingReq", "Flags"), (flags.TypeName, flags.MemberName));
    }

    [Fact]
    public void A_sum_with_a_nested_struct_before_its_last_part_reads_what_is_left()
    {
        // Topic "a/b", packet id 10, one property (Message Expiry Interval, 0x02, 60 s), payload "hello".
        var publish = new Mqtt5Publish { Topic = "a/b", PacketId = 10, Properties = new Mqtt5Properties { Raw = [0x02, 0, 0, 0, 60] }, Payload = "hello"u8.ToArray() };
        string expected = "12" + "0003" + "612F62" + "000A" + "05" + "020000003C" + "68656C6C6F";
        Assert.Equal(expected, TestSupport.Hex(publish));
        Mqtt5Publish read = BinarySerializer.Deserialize<Mqtt5Publish>(Convert.FromHexString(expected));
        Assert.Equal((18u, "a/b", (ushort)10, "020000003C", "hello"), (read.RemainingLength, read.Topic, read.PacketId, Convert.ToHexString(read.Properties.Raw), System.Text.Encoding.ASCII.GetString(read.Payload)));

        // A property block longer than the Remaining Length leaves a negative payload: invalid data, not a huge allocation.
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Mqtt5Publish>(Convert.FromHexString("09" + "0003" + "612F62" + "000A" + "05" + "020000003C")));
        using var stream = new TrickleStream(Convert.FromHexString(expected), 1, seekable: false);
        Assert.Equal("hello", System.Text.Encoding.ASCII.GetString(BinarySerializer.Deserialize<Mqtt5Publish>(stream).Payload));
    }
}
