namespace Spanwire.Tests.Types;

/// <summary>MQTT 3.1.1 CONNECT's variable header and payload: the flag bits are filled from which fields have values.</summary>
[BinarySerializable]
public partial class MqttConnect
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public string Protocol = "MQTT";

    public byte Level = 4;

    [BinaryBitField(1)] public bool HasUserName;
    [BinaryBitField(1)] public bool HasPassword;
    [BinaryBitField(1)] public bool WillRetain;
    [BinaryBitField(2)] public byte WillQos;
    [BinaryBitField(1)] public bool HasWill;
    [BinaryBitField(1)] public bool CleanSession;
    [BinaryBitField(1)] public bool Reserved;

    public ushort KeepAlive;

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public string ClientId = "";

    [BinaryWhen(nameof(HasWill)), BinaryLengthPrefix(LengthPrefix.UInt16)]
    public string? WillTopic;

    [BinaryWhen(nameof(HasWill)), BinaryLengthPrefix(LengthPrefix.UInt16)]
    public byte[]? WillMessage;

    [BinaryWhen(nameof(HasUserName)), BinaryLengthPrefix(LengthPrefix.UInt16)]
    public string? UserName;

    [BinaryWhen(nameof(HasPassword)), BinaryLengthPrefix(LengthPrefix.UInt16)]
    public byte[]? Password;
}

/// <summary>AMQP 0-9-1 basic content properties: bit i of the flags word is set exactly when property i is present.</summary>
[BinarySerializable]
public partial class AmqpBasicProperties
{
    public ushort Flags;

    [BinaryWhen(nameof(Flags), Mask = 0x8000), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? ContentType;
    [BinaryWhen(nameof(Flags), Mask = 0x4000), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? ContentEncoding;
    [BinaryWhen(nameof(Flags), Mask = 0x2000), BinaryLengthPrefix(LengthPrefix.UInt32)] public byte[]? Headers;
    [BinaryWhen(nameof(Flags), Mask = 0x1000)] public byte? DeliveryMode;
    [BinaryWhen(nameof(Flags), Mask = 0x0800)] public byte? Priority;
    [BinaryWhen(nameof(Flags), Mask = 0x0400), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? CorrelationId;
    [BinaryWhen(nameof(Flags), Mask = 0x0200), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? ReplyTo;
    [BinaryWhen(nameof(Flags), Mask = 0x0100), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? Expiration;
    [BinaryWhen(nameof(Flags), Mask = 0x0080), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? MessageId;
    [BinaryWhen(nameof(Flags), Mask = 0x0040)] public ulong? Timestamp;
    [BinaryWhen(nameof(Flags), Mask = 0x0020), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? Type;
    [BinaryWhen(nameof(Flags), Mask = 0x0010), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? UserId;
    [BinaryWhen(nameof(Flags), Mask = 0x0008), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? AppId;
}
