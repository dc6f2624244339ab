namespace Spanwire.Tests.Types;

/// <summary>IP protocol numbers (IANA) as the packet's Protocol byte holds them.</summary>
public enum IpProtocol : byte
{
    Icmp = 1,
    Tcp = 6,
    Udp = 17,
}

/// <summary>
/// An IPv4 packet (RFC 791) whose payload's type its Protocol byte chooses, seven members before the payload: the
/// union's case is read by that byte and, on write, fills it in. A protocol no case names keeps its bytes raw. The
/// header checksum (RFC 1071, over the header with itself zero) is filled in on write and checked on read, and so are
/// TCP's and UDP's, over the pseudo-header of the addresses, the protocol and the segment's length (RFC 9293 §3.1).
/// </summary>
[BinarySerializable]
public partial class Ipv4Packet
{
    [BinaryBitField(4)] public byte Version = 4;
    [BinaryBitField(4)] public byte Ihl;
    public byte TypeOfService;
    public ushort TotalLength;
    public ushort Identification;
    [BinaryBitField(3)] public byte Flags;
    [BinaryBitField(13)] public ushort FragmentOffset;
    public byte TimeToLive;
    public IpProtocol Protocol;
    [BinaryChecksum(ChecksumAlgorithm.Internet, Through = nameof(Options))] public ushort Checksum;
    public uint Source;
    public uint Destination;
    [BinaryLengthFrom(nameof(Ihl), Scale = 4, Adjust = 20)] public byte[] Options = [];
    [BinaryTagFrom(nameof(Protocol)), BinaryPseudoHeader(nameof(Source), nameof(Destination), nameof(Protocol))]
    public IpPayload Payload = new RawIpPayload();
}

/// <summary>
/// An IPv6 packet (RFC 8200) with no extension headers: its payload's type its Next Header byte chooses, its length
/// the Payload Length; TCP's and UDP's checksums cover the pseudo-header of its 16-byte addresses, the length and the
/// next header (RFC 8200 §8.1).
/// </summary>
[BinarySerializable]
public partial class Ipv6Packet
{
    [BinaryBitField(4)] public byte Version = 6;
    [BinaryBitField(8)] public byte TrafficClass;
    [BinaryBitField(20)] public uint FlowLabel;
    public ushort PayloadLength;
    public IpProtocol NextHeader;
    public byte HopLimit = 64;
    [BinaryFixedLength(16)] public byte[] Source = new byte[16];
    [BinaryFixedLength(16)] public byte[] Destination = new byte[16];

    [BinaryLengthFrom(nameof(PayloadLength)), BinaryTagFrom(nameof(NextHeader)), BinaryPseudoHeader(nameof(Source), nameof(Destination), nameof(NextHeader))]
    public IpPayload Payload = new RawIpPayload();
}

/// <summary>What an IPv4 packet carries, chosen by the packet's Protocol byte (no tag of its own on the wire).</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(RawIpPayload))]
[BinaryUnionCase(1, typeof(IcmpMessage))]
[BinaryUnionCase(6, typeof(TcpSegment))]
[BinaryUnionCase(17, typeof(UdpDatagram))]
public abstract partial class IpPayload
{
}

/// <summary>An ICMP message (RFC 792): type, code, checksum (RFC 1071, over the whole message), and the rest of the message.</summary>
[BinarySerializable]
public partial class IcmpMessage : IpPayload
{
    public byte Type;
    public byte Code;
    [BinaryChecksum(ChecksumAlgorithm.Internet, Through = nameof(Rest))] public ushort Checksum;
    [BinaryRemainder] public byte[] Rest = [];
}

/// <summary>
/// A TCP segment (RFC 9293): the header, its options (Data Offset words), the data. Its checksum covers the enclosing
/// packet's pseudo-header: alone, a segment keeps it as given; inside an <see cref="Ipv4Packet"/> it is filled in and checked.
/// </summary>
[BinarySerializable]
public partial class TcpSegment : IpPayload
{
    public ushort SourcePort;
    public ushort DestinationPort;
    public uint Sequence;
    public uint Acknowledgment;
    [BinaryBitField(4)] public byte DataOffset;
    [BinaryBitField(12)] public ushort Flags;
    public ushort Window;
    [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true)] public ushort Checksum;
    public ushort UrgentPointer;
    [BinaryLengthFrom(nameof(DataOffset), Scale = 4, Adjust = 20)] public byte[] Options = [];
    [BinaryRemainder] public byte[] Data = [];
}

/// <summary>
/// A UDP datagram (RFC 768): its Length, two members before the data, counts the 8-byte header too. Its checksum is
/// TCP's kind; zero means the sender computed none.
/// </summary>
[BinarySerializable]
public partial class UdpDatagram : IpPayload
{
    public ushort SourcePort;
    public ushort DestinationPort;
    public ushort Length;
    [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true, ZeroMeansNone = true)] public ushort Checksum;
    [BinaryLengthFrom(nameof(Length), Adjust = 8)] public byte[] Data = [];
}

/// <summary>A protocol no case names: its number and its bytes, written back as read.</summary>
[BinarySerializable]
public partial class RawIpPayload : IpPayload
{
    [BinaryIgnore] public long Tag { get; set; }
    [BinaryRemainder] public byte[] Data = [];
}

/// <summary>A drawing command whose shape a kind byte two members earlier chooses; a kind no case names is invalid data.</summary>
[BinarySerializable]
public partial class DrawCommand
{
    public byte Kind;
    public ushort Layer;
    [BinaryTagFrom(nameof(Kind))] public DrawShape Shape = new DrawCircle();
    [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Label = "";
}

/// <summary>The shapes of a <see cref="DrawCommand"/>, with no default case.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(DrawCircle))]
[BinaryUnionCase(2, typeof(DrawPolygon))]
[BinaryUnionCase(3, typeof(DrawStar))]
public abstract partial class DrawShape
{
}

/// <summary>A circle: a fixed-size case.</summary>
[BinarySerializable]
public partial class DrawCircle : DrawShape
{
    public int Radius;
}

/// <summary>A polygon: a case with a counted list.</summary>
[BinarySerializable]
public partial class DrawPolygon : DrawShape
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)] public short[] Points = [];
}

/// <summary>A case deriving from another case: matched before it on write, so it is written as itself.</summary>
[BinarySerializable]
public partial class DrawStar : DrawPolygon
{
    public byte Spikes;
}
