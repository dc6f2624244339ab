using System;
using System.Buffers.Binary;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace Spanwire.Benchmarks;

/// <summary>Wire-format controls against the hand-written code they replace: bit fields (DNS) and XDR padding.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class ControlBenchmarks
{
    private readonly byte[] _buffer = new byte[256];
    private readonly DnsHeader _dns = ControlData.Dns();
    private readonly XdrCall _xdr = ControlData.Xdr();
    private readonly byte[] _dnsBytes = BinarySerializer.Serialize(ControlData.Dns());
    private readonly byte[] _xdrBytes = BinarySerializer.Serialize(ControlData.Xdr());

    [Benchmark(Baseline = true), BenchmarkCategory("DNS Serialize")]
    public int Dns_HandWritten_Serialize() => ControlBaselines.Write(_dns, _buffer);

    [Benchmark, BenchmarkCategory("DNS Serialize")]
    public int Dns_Spanwire_Serialize() => _dns.Write(_buffer);

    [Benchmark(Baseline = true), BenchmarkCategory("DNS Deserialize")]
    public DnsHeader Dns_HandWritten_Deserialize() => ControlBaselines.ReadDns(_dnsBytes);

    [Benchmark, BenchmarkCategory("DNS Deserialize")]
    public DnsHeader Dns_Spanwire_Deserialize() => DnsHeader.Read(_dnsBytes, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("XDR Serialize")]
    public int Xdr_HandWritten_Serialize() => ControlBaselines.Write(_xdr, _buffer);

    [Benchmark, BenchmarkCategory("XDR Serialize")]
    public int Xdr_Spanwire_Serialize() => _xdr.Write(_buffer);

    [Benchmark(Baseline = true), BenchmarkCategory("XDR Deserialize")]
    public XdrCall Xdr_HandWritten_Deserialize() => ControlBaselines.ReadXdr(_xdrBytes);

    [Benchmark, BenchmarkCategory("XDR Deserialize")]
    public XdrCall Xdr_Spanwire_Deserialize() => XdrCall.Read(_xdrBytes, out _);
}

/// <summary>The shifts, masks and padding an expert writes by hand for the same layouts.</summary>
internal static class ControlBaselines
{
    public static int Write(DnsHeader header, Span<byte> destination)
    {
        int flags = (header.IsResponse ? 1 << 15 : 0) | ((int)header.Opcode << 11) | (header.Authoritative ? 1 << 10 : 0)
            | (header.Truncated ? 1 << 9 : 0) | (header.RecursionDesired ? 1 << 8 : 0) | (header.RecursionAvailable ? 1 << 7 : 0)
            | (header.Zero << 4) | header.ResponseCode;
        BinaryPrimitives.WriteUInt16BigEndian(destination, header.Id);
        BinaryPrimitives.WriteUInt16BigEndian(destination[2..], (ushort)flags);
        BinaryPrimitives.WriteUInt16BigEndian(destination[4..], header.QuestionCount);
        BinaryPrimitives.WriteUInt16BigEndian(destination[6..], header.AnswerCount);
        BinaryPrimitives.WriteUInt16BigEndian(destination[8..], header.AuthorityCount);
        BinaryPrimitives.WriteUInt16BigEndian(destination[10..], header.AdditionalCount);
        return 12;
    }

    public static DnsHeader ReadDns(ReadOnlySpan<byte> source)
    {
        int flags = BinaryPrimitives.ReadUInt16BigEndian(source[2..]);
        return new DnsHeader(
            BinaryPrimitives.ReadUInt16BigEndian(source), (flags & 0x8000) != 0, (DnsOpcode)((flags >> 11) & 0xF), (flags & 0x400) != 0,
            (flags & 0x200) != 0, (flags & 0x100) != 0, (flags & 0x80) != 0, (byte)((flags >> 4) & 7), (byte)(flags & 0xF),
            BinaryPrimitives.ReadUInt16BigEndian(source[4..]), BinaryPrimitives.ReadUInt16BigEndian(source[6..]),
            BinaryPrimitives.ReadUInt16BigEndian(source[8..]), BinaryPrimitives.ReadUInt16BigEndian(source[10..]));
    }

    public static int Write(XdrCall call, Span<byte> destination)
    {
        BinaryPrimitives.WriteUInt32BigEndian(destination, call.Xid);
        BinaryPrimitives.WriteInt32BigEndian(destination[4..], call.Reply ? 1 : 0);
        BinaryPrimitives.WriteUInt32BigEndian(destination[8..], call.Program);
        int offset = 12;
        int length = Encoding.UTF8.GetBytes(call.Machine, destination[(offset + 4)..]);
        BinaryPrimitives.WriteInt32BigEndian(destination[offset..], length);
        offset = Pad(destination, offset + 4 + length, length);
        BinaryPrimitives.WriteInt32BigEndian(destination[offset..], call.Credential.Length);
        call.Credential.CopyTo(destination[(offset + 4)..]);
        offset = Pad(destination, offset + 4 + call.Credential.Length, call.Credential.Length);
        BinaryPrimitives.WriteInt32BigEndian(destination[offset..], call.Groups.Length);
        offset += 4;
        foreach (int group in call.Groups)
        {
            BinaryPrimitives.WriteInt32BigEndian(destination[offset..], group);
            offset += 4;
        }

        return offset;
    }

    public static XdrCall ReadXdr(ReadOnlySpan<byte> source)
    {
        var call = new XdrCall
        {
            Xid = BinaryPrimitives.ReadUInt32BigEndian(source),
            Reply = BinaryPrimitives.ReadInt32BigEndian(source[4..]) != 0,
            Program = BinaryPrimitives.ReadUInt32BigEndian(source[8..]),
        };
        int offset = 12;
        int length = BinaryPrimitives.ReadInt32BigEndian(source[offset..]);
        call.Machine = Encoding.UTF8.GetString(source.Slice(offset + 4, length));
        offset += 4 + ((length + 3) & ~3);
        length = BinaryPrimitives.ReadInt32BigEndian(source[offset..]);
        call.Credential = source.Slice(offset + 4, length).ToArray();
        offset += 4 + ((length + 3) & ~3);
        int count = BinaryPrimitives.ReadInt32BigEndian(source[offset..]);
        offset += 4;
        var groups = new int[count];
        for (int i = 0; i < count; i++)
        {
            groups[i] = BinaryPrimitives.ReadInt32BigEndian(source[(offset + (4 * i))..]);
        }

        call.Groups = groups;
        return call;
    }

    private static int Pad(Span<byte> destination, int offset, int length)
    {
        int padding = (4 - (length & 3)) & 3;
        destination.Slice(offset, padding).Clear();
        return offset + padding;
    }
}
