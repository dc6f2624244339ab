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
    public Ipv4Packet Packet = new();
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
