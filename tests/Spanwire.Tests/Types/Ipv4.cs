namespace Spanwire.Tests.Types;

/// <summary>An IPv4 header (RFC 791): IHL, a 4-bit field, counts the header in 4-byte words; the options are the rest.</summary>
[BinarySerializable]
public partial class Ipv4OptionsHeader
{
    [BinaryBitField(4)] public byte Version = 4;
    [BinaryBitField(4)] public byte Ihl;
    public byte TypeOfService;
    public ushort TotalLength;
    public ushort Identification;
    [BinaryBitField(3)] public byte Flags;
    [BinaryBitField(13)] public ushort FragmentOffset;
    public byte TimeToLive;
    public byte Protocol;
    public ushort Checksum;
    public uint Source;
    public uint Destination;

    [BinaryLengthFrom(nameof(Ihl), Scale = 4, Adjust = 20)]
    public byte[] Options = [];
}

/// <summary>A TCP header (RFC 9293): Data Offset, 4 bits beside the flags, counts the header in 4-byte words.</summary>
[BinarySerializable]
public partial class TcpOptionsHeader
{
    public ushort SourcePort;
    public ushort DestinationPort;
    public uint Sequence;
    public uint Acknowledgment;
    [BinaryBitField(4)] public byte DataOffset;
    [BinaryBitField(12)] public ushort Flags;
    public ushort Window;
    public ushort Checksum;
    public ushort UrgentPointer;

    [BinaryLengthFrom(nameof(DataOffset), Scale = 4, Adjust = 20)]
    public byte[] Options = [];
}
