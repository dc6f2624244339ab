using System;
using System.Buffers.Binary;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Spanwire;

namespace ProtocolServer;

// A libpcap capture of one connection's bytes, written with Spanwire: the file and record headers are little-endian
// (pcap's native order as written by a little-endian host), the IPv4 and TCP headers big-endian with bit fields.

[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial record struct PcapFileHeader(uint Magic, ushort VersionMajor, ushort VersionMinor, int ThisZone, uint SigFigs, uint SnapLength, uint LinkType);

[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial record struct PcapRecordHeader(uint Seconds, uint Microseconds, uint CapturedLength, uint OriginalLength);

[BinarySerializable]
public partial record struct Ipv4Header(
    [BinaryBitField(4)] byte Version,
    [BinaryBitField(4)] byte HeaderWords,
    byte TypeOfService,
    ushort TotalLength,
    ushort Identification,
    [BinaryBitField(3)] byte Flags,
    [BinaryBitField(13)] ushort FragmentOffset,
    byte TimeToLive,
    byte Protocol,
    ushort HeaderChecksum,
    uint Source,
    uint Destination);

[BinarySerializable]
public partial record struct TcpHeader(
    ushort SourcePort,
    ushort DestinationPort,
    uint Sequence,
    uint Acknowledgment,
    [BinaryBitField(4)] byte DataOffsetWords,
    [BinaryBitField(3)] byte Reserved,
    [BinaryBitField(9)] ushort Flags,
    ushort Window,
    ushort Checksum,
    ushort UrgentPointer);

/// <summary>
/// Writes one TCP connection between a client and <see cref="ServerPort"/> as a pcap file (link type 101, raw IPv4):
/// a handshake, then each side's bytes cut into segments of at most <c>segmentSize</c> bytes, so messages larger than
/// that, or straddling a cut, reach Wireshark in pieces it must reassemble.
/// </summary>
internal sealed class TcpCapture : IDisposable
{
    public const ushort ServerPort = 7000;
    private const ushort ClientPort = 50000;
    private const uint ClientAddress = 0x7f000002;
    private const uint ServerAddress = 0x7f000001;
    private const ushort Ack = 0x010, Push = 0x008, Syn = 0x002;

    private readonly Stream _file;
    private readonly int _segmentSize;
    private readonly byte[] _packet = new byte[64 * 1024];
    private uint _clientSequence = 1000, _serverSequence = 5000;
    private ushort _identification;
    private long _microseconds;

    public TcpCapture(Stream file, int segmentSize)
    {
        _file = file;
        _segmentSize = segmentSize;
        BinarySerializer.Serialize(new PcapFileHeader(0xa1b2c3d4, 2, 4, 0, 0, 65535, LinkType: 101), file);
        Segment(fromClient: true, Syn, []);
        _clientSequence++;
        Segment(fromClient: false, Syn | Ack, []);
        _serverSequence++;
        Segment(fromClient: true, Ack, []);
    }

    public void Record(bool fromClient, ReadOnlySpan<byte> bytes)
    {
        for (int start = 0; start < bytes.Length; start += _segmentSize)
        {
            ReadOnlySpan<byte> payload = bytes.Slice(start, Math.Min(_segmentSize, bytes.Length - start));
            Segment(fromClient, Ack | Push, payload);
            if (fromClient)
            {
                _clientSequence += (uint)payload.Length;
            }
            else
            {
                _serverSequence += (uint)payload.Length;
            }
        }
    }

    private void Segment(bool fromClient, ushort flags, ReadOnlySpan<byte> payload)
    {
        int length = Ipv4Header.FixedSize + TcpHeader.FixedSize + payload.Length;
        var ip = new Ipv4Header(4, 5, 0, (ushort)length, _identification++, Flags: 2, 0, 64, Protocol: 6, 0,
            fromClient ? ClientAddress : ServerAddress, fromClient ? ServerAddress : ClientAddress);
        int offset = BinarySerializer.Serialize(ip, _packet);
        BinaryPrimitives.WriteUInt16BigEndian(_packet.AsSpan(10), InternetChecksum(_packet.AsSpan(0, offset)));
        var tcp = new TcpHeader(
            fromClient ? ClientPort : ServerPort, fromClient ? ServerPort : ClientPort,
            fromClient ? _clientSequence : _serverSequence, (flags & Ack) != 0 ? (fromClient ? _serverSequence : _clientSequence) : 0,
            DataOffsetWords: 5, 0, flags, Window: 65535, 0, 0);
        offset += BinarySerializer.Serialize(tcp, _packet.AsSpan(offset));
        payload.CopyTo(_packet.AsSpan(offset));
        _microseconds += 100;
        BinarySerializer.Serialize(new PcapRecordHeader((uint)(_microseconds / 1_000_000), (uint)(_microseconds % 1_000_000), (uint)length, (uint)length), _file);
        _file.Write(_packet, 0, length);
    }

    /// <summary>RFC 1071: the ones' complement of the ones' complement sum of the header's 16-bit words.</summary>
    private static ushort InternetChecksum(ReadOnlySpan<byte> header)
    {
        uint sum = 0;
        for (int i = 0; i < header.Length; i += 2)
        {
            sum += BinaryPrimitives.ReadUInt16BigEndian(header[i..]);
        }

        while (sum > 0xffff)
        {
            sum = (sum & 0xffff) + (sum >> 16);
        }

        return (ushort)~sum;
    }

    public void Dispose() => _file.Dispose();
}

/// <summary>A stream that hands every byte written and read through it to a <see cref="TcpCapture"/>.</summary>
internal sealed class CapturingStream(Stream inner, TcpCapture capture) : Stream
{
    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

    public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

    public override int Read(Span<byte> buffer)
    {
        int read = inner.Read(buffer);
        capture.Record(fromClient: false, buffer[..read]);
        return read;
    }

    public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        int read = await inner.ReadAsync(buffer, cancellationToken);
        capture.Record(fromClient: false, buffer.Span[..read]);
        return read;
    }

    public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        capture.Record(fromClient: true, buffer);
        inner.Write(buffer);
    }

    public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
    {
        capture.Record(fromClient: true, buffer.Span);
        return inner.WriteAsync(buffer, cancellationToken);
    }

    public override Task FlushAsync(CancellationToken cancellationToken) => inner.FlushAsync(cancellationToken);

    public override void Flush() => inner.Flush();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();
}
