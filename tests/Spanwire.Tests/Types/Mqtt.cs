namespace Spanwire.Tests.Types;

/// <summary>
/// MQTT 3.1.1's control packets: the packet type is the top 4 bits of the first byte (a union tag of 4 bits), each
/// packet's flags the low 4 (bit fields of the case), then the Remaining Length frame, capped at 4 varint bytes.
/// </summary>
[BinarySerializable, BinaryUnion(TagBits = 4)]
[BinaryUnionCase(2, typeof(MqttConnAck)), BinaryUnionCase(3, typeof(MqttPublish)), BinaryUnionCase(4, typeof(MqttPubAck))]
[BinaryUnionCase(9, typeof(MqttSubAck)), BinaryUnionCase(12, typeof(MqttPingReq)), BinaryUnionCase(13, typeof(MqttPingResp))]
[BinaryUnionCase(14, typeof(MqttDisconnect))]
public abstract partial class MqttPacket
{
}

/// <summary>A packet whose 4 flag bits are reserved (zero) and whose body is empty or opaque; its cases inherit both.</summary>
public abstract class MqttPlainPacket : MqttPacket
{
    [BinaryBitField(4)]
    public byte Reserved { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)]
    public byte[] Body { get; set; } = [];
}

[BinarySerializable]
public sealed partial class MqttPingReq : MqttPlainPacket
{
}

[BinarySerializable]
public sealed partial class MqttPingResp : MqttPlainPacket
{
}

[BinarySerializable]
public sealed partial class MqttDisconnect : MqttPlainPacket
{
}

[BinarySerializable]
public sealed partial class MqttConnAck : MqttPacket
{
    [BinaryBitField(4)]
    public byte Reserved { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)]
    public MqttConnAckBody Body { get; set; } = new();
}

[BinarySerializable]
public partial class MqttConnAckBody
{
    public byte AckFlags { get; set; }

    public byte ReturnCode { get; set; }
}

/// <summary>
/// PUBLISH: DUP, QoS and RETAIN beside the type; the Remaining Length is the sum of the topic (with its length), the
/// packet identifier, present only at QoS 1 and 2 (a condition on the header's bits), and the payload.
/// </summary>
[BinarySerializable]
public sealed partial class MqttPublish : MqttPacket
{
    [BinaryBitField(1)]
    public bool Dup { get; set; }

    [BinaryBitField(2)]
    public byte Qos { get; set; }

    [BinaryBitField(1)]
    public bool Retain { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4)]
    [BinaryLengthOf(nameof(TopicLength), nameof(Topic), nameof(PacketId), nameof(Payload))]
    public uint RemainingLength { get; set; }

    public ushort TopicLength { get; set; }

    [BinaryLengthFrom(nameof(TopicLength))]
    public string Topic { get; set; } = "";

    [BinaryWhen(nameof(Qos), AtLeast = 1)]
    public ushort PacketId { get; set; }

    [BinaryLengthFrom(nameof(RemainingLength))]
    public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public sealed partial class MqttPubAck : MqttPacket
{
    [BinaryBitField(4)]
    public byte Reserved { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)]
    public MqttPacketId Body { get; set; } = new();
}

[BinarySerializable]
public partial class MqttPacketId
{
    public ushort Id { get; set; }
}

[BinarySerializable]
public sealed partial class MqttSubAck : MqttPacket
{
    [BinaryBitField(4)]
    public byte Reserved { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)]
    public MqttSubAckBody Body { get; set; } = new();
}

[BinarySerializable]
public partial class MqttSubAckBody
{
    public ushort PacketId { get; set; }

    [BinaryRemainder]
    public byte[] ReturnCodes { get; set; } = [];
}

/// <summary>
/// MQTT 5's CONNECT variable header (OASIS MQTT 5.0, 3.1.2): the protocol name "MQTT" with its 2-byte length and the
/// protocol version as one constant, the Connect Flags byte as bit fields, then the Keep Alive.
/// </summary>
[BinarySerializable, BinaryConstant(0x00, 0x04, (byte)'M', (byte)'Q', (byte)'T', (byte)'T', 0x05)]
public partial class Mqtt5ConnectHeader
{
    [BinaryBitField(1)] public bool UserName;
    [BinaryBitField(1)] public bool Password;
    [BinaryBitField(1)] public bool WillRetain;
    [BinaryBitField(2)] public byte WillQos;
    [BinaryBitField(1)] public bool WillFlag;
    [BinaryBitField(1)] public bool CleanStart;
    [BinaryBitField(1)] public bool Reserved;
    public ushort KeepAlive;
}

/// <summary>A constant on a member's first bit field: between a plain byte and the container, checked on read.</summary>
[BinarySerializable]
public partial class ConstantThenNibbles
{
    public byte Before;

    [BinaryConstant(0xCE), BinaryBitField(4)]
    public byte High;

    [BinaryBitField(4)]
    public byte Low;
}

/// <summary>MQTT 3.1.1's packets with no body, stated strictly: reserved flags that must be 0000 and a Remaining Length that must be 0.</summary>
[BinarySerializable, BinaryUnion(TagBits = 4)]
[BinaryUnionCase(12, typeof(StrictPingReq)), BinaryUnionCase(14, typeof(StrictDisconnect))]
public abstract partial class StrictMqttPacket
{
}

/// <summary>Flags a packet reserves: only 0000 is defined, so any other value is invalid data.</summary>
public enum ReservedFlags : byte
{
    None = 0,
}

/// <summary>A body with nothing in it: in a size frame, any byte the frame holds is invalid data.</summary>
[BinarySerializable]
public partial class NoBody
{
}

[BinarySerializable(RejectUndefinedEnums = true)]
public sealed partial class StrictPingReq : StrictMqttPacket
{
    [BinaryBitField(4)] public ReservedFlags Flags { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)] public NoBody Body { get; set; } = new();
}

[BinarySerializable(RejectUndefinedEnums = true)]
public sealed partial class StrictDisconnect : StrictMqttPacket
{
    [BinaryBitField(4)] public ReservedFlags Flags { get; set; }

    [BinarySizePrefix(LengthPrefix.VarUIntMax4)] public NoBody Body { get; set; } = new();
}

/// <summary>
/// MQTT 5 PUBLISH after its first byte (OASIS MQTT 5.0, 3.3): Remaining Length sums the topic, the packet identifier,
/// the property block (a nested struct, whose size its own bytes decide) and the payload, which is what is left.
/// </summary>
[BinarySerializable]
public partial class Mqtt5Publish
{
    [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4), BinaryLengthOf(nameof(TopicLength), nameof(Topic), nameof(PacketId), nameof(Properties), nameof(Payload))]
    public uint RemainingLength;

    public ushort TopicLength;

    [BinaryLengthFrom(nameof(TopicLength))] public string Topic = "";

    public ushort PacketId;

    public Mqtt5Properties Properties;

    [BinaryLengthFrom(nameof(RemainingLength))] public byte[] Payload = [];
}

/// <summary>An MQTT 5 property block: its length as a variable byte integer, then the properties' bytes.</summary>
[BinarySerializable]
public partial struct Mqtt5Properties
{
    [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)] public byte[] Raw;
}
