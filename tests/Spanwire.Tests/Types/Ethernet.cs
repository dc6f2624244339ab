namespace Spanwire.Tests.Types;

/// <summary>
/// An Ethernet II frame (IEEE 802.3; Kaitai's ethernet_frame.ksy): two MAC addresses, then a payload its EtherType
/// chooses. An 802.1Q tag is a payload of its own (the tag control information, then the real EtherType and payload),
/// so tags nest as they do on the wire; an EtherType no case names keeps its bytes raw.
/// </summary>
[BinarySerializable]
public partial class EthernetFrame
{
    [BinaryFixedLength(6)] public byte[] Destination = new byte[6];
    [BinaryFixedLength(6)] public byte[] Source = new byte[6];
    public ushort EtherType;
    [BinaryTagFrom(nameof(EtherType))] public EtherPayload Payload = new RawEtherPayload();
}

/// <summary>What a frame (or a VLAN tag) carries, chosen by the EtherType before it.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(RawEtherPayload))]
[BinaryUnionCase(0x0800, typeof(Ipv4EtherPayload))]
[BinaryUnionCase(0x8100, typeof(VlanTagged))]
public abstract partial class EtherPayload
{
}

/// <summary>An IPv4 packet, its own payload chosen by its protocol byte.</summary>
[BinarySerializable]
public partial class Ipv4EtherPayload : EtherPayload
{
    public CapturedIpv4Packet Packet = new();
}

/// <summary>
/// An IPv4 packet as a capture on the sending host holds it: the TCP and UDP checksums there are the partial sums the
/// network card completes (checksum offload), so unlike <see cref="Ipv4Packet"/> they are kept as read, as Wireshark
/// leaves them unverified by default.
/// </summary>
[BinarySerializable]
public partial class CapturedIpv4Packet
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
    [BinaryTagFrom(nameof(Protocol))] public IpPayload Payload = new RawIpPayload();
}

/// <summary>An 802.1Q tag: priority, drop eligibility, VLAN id, then the EtherType of what it tags.</summary>
[BinarySerializable]
public partial class VlanTagged : EtherPayload
{
    [BinaryBitField(3)] public byte Priority;
    [BinaryBitField(1)] public bool DropEligible;
    [BinaryBitField(12)] public ushort VlanId;
    public ushort EtherType;
    [BinaryTagFrom(nameof(EtherType))] public EtherPayload Payload = new RawEtherPayload();
}

/// <summary>An EtherType no case names (IPv6, ARP...): its number and its bytes, written back as read.</summary>
[BinarySerializable]
public partial class RawEtherPayload : EtherPayload
{
    [BinaryIgnore] public long Tag { get; set; }
    [BinaryRemainder] public byte[] Data = [];
}
