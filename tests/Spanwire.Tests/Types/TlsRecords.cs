using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>A TLS record (RFC 8446 §5.1) holding one handshake message: its 16-bit length sizes the handshake's frame.</summary>
[BinarySerializable]
public partial class TlsRecord
{
    public byte ContentType { get; set; } = 22;

    public ushort Version { get; set; } = 0x0301;

    public ushort Length { get; set; }

    [BinaryLengthFrom(nameof(Length))]
    public TlsHandshake Fragment { get; set; } = new();
}

/// <summary>A handshake message: its type chooses the body, its 24-bit length (a bit field of 24) sizes it.</summary>
[BinarySerializable]
public partial class TlsHandshake
{
    public byte MessageType { get; set; }

    [BinaryBitField(24)]
    public uint Length { get; set; }

    [BinaryLengthFrom(nameof(Length)), BinaryTagFrom(nameof(MessageType))]
    public TlsHandshakeBody Body { get; set; } = new TlsOtherHandshake();
}

/// <summary>The handshake bodies: a ClientHello, or any other kept raw with its type.</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(TlsOtherHandshake))]
[BinaryUnionCase(1, typeof(TlsClientHello))]
public abstract partial class TlsHandshakeBody
{
}

/// <summary>ClientHello (RFC 8446 §4.1.2): the cipher suites and extensions are counted in bytes by earlier members.</summary>
[BinarySerializable]
public partial class TlsClientHello : TlsHandshakeBody
{
    public ushort LegacyVersion { get; set; } = 0x0303;

    [BinaryFixedLength(32)]
    public byte[] Random { get; set; } = new byte[32];

    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public byte[] SessionId { get; set; } = [];

    public ushort CipherSuitesLength { get; set; }

    [BinaryLengthFrom(nameof(CipherSuitesLength), CountsBytes = true)]
    public ushort[] CipherSuites { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public byte[] CompressionMethods { get; set; } = [0];

    public ushort ExtensionsLength { get; set; }

    [BinaryLengthFrom(nameof(ExtensionsLength), CountsBytes = true)]
    public List<TlsExtension> Extensions { get; set; } = [];
}

/// <summary>One extension: its type and its data.</summary>
[BinarySerializable]
public partial class TlsExtension
{
    public ushort Type { get; set; }

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public byte[] Data { get; set; } = [];
}

/// <summary>A handshake message no case names: its type and its bytes.</summary>
[BinarySerializable]
public partial class TlsOtherHandshake : TlsHandshakeBody
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
    public byte[] Data { get; set; } = [];
}

/// <summary>A MySQL client/server packet: a 3-byte little-endian payload length, a sequence id, the payload.</summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlPacket
{
    [BinaryBitField(24)]
    public uint PayloadLength { get; set; }

    public byte Sequence { get; set; }

    [BinaryLengthFrom(nameof(PayloadLength))]
    public byte[] Payload { get; set; } = [];
}
