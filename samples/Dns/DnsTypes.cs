using System.Collections.Generic;
using Spanwire;

namespace Dns;

/// <summary>
/// A DNS message (RFC 1035 §4.1) with compressed names: the header's flag bits and four counts, the questions and the
/// three sections of resource records the counts hold. Every count, label length and data length is filled in on write;
/// a pointer keeps the offset it was read with, so a response writes back byte for byte.
/// </summary>
[BinarySerializable]
public partial class DnsMessage
{
    public ushort Id;
    [BinaryBitField(1)] public bool IsResponse;
    [BinaryBitField(4)] public byte Opcode;
    [BinaryBitField(1)] public bool Authoritative;
    [BinaryBitField(1)] public bool Truncated;
    [BinaryBitField(1)] public bool RecursionDesired;
    [BinaryBitField(1)] public bool RecursionAvailable;
    [BinaryBitField(3)] public byte Zero;
    [BinaryBitField(4)] public byte ResponseCode;
    public ushort QuestionCount;
    public ushort AnswerCount;
    public ushort AuthorityCount;
    public ushort AdditionalCount;
    [BinaryLengthFrom(nameof(QuestionCount))] public List<DnsQuestionRecord> Questions = [];
    [BinaryLengthFrom(nameof(AnswerCount))] public List<DnsResourceRecord> Answers = [];
    [BinaryLengthFrom(nameof(AuthorityCount))] public List<DnsResourceRecord> Authority = [];
    [BinaryLengthFrom(nameof(AdditionalCount))] public List<DnsResourceRecord> Additional = [];
}

/// <summary>
/// A domain name: labels until the empty root label, or until a pointer to the rest of the name earlier in the
/// message (RFC 1035 §4.1.4), whichever comes first.
/// </summary>
[BinarySerializable]
public partial class DnsName
{
    [BinaryUntil(typeof(DnsPointerPart))]
    [BinaryUntil(nameof(DnsLabelPart.Length), Case = typeof(DnsLabelPart))]
    public List<DnsNamePart> Parts = [];

    /// <summary>The name as text, pointers followed ("www.example.com"; "" for the root).</summary>
    public override string ToString()
    {
        var labels = new List<string>();
        for (DnsName? name = this; name is not null;)
        {
            DnsName? next = null;
            foreach (DnsNamePart part in name.Parts)
            {
                if (part is DnsLabelPart { Text.Length: > 0 } label)
                {
                    labels.Add(label.Text);
                }
                else if (part is DnsPointerPart pointer)
                {
                    next = pointer.Target;
                }
            }

            name = next;
        }

        return string.Join(".", labels);
    }

    /// <summary>The name with its final dot, as zone files and dig write it ("www.example.com.", "." for the root).</summary>
    public string Absolute => ToString() + ".";

    /// <summary>A name written whole, with no pointer: its labels, then the root label.</summary>
    public static DnsName Of(string name)
    {
        var parts = new List<DnsNamePart>();
        foreach (string label in name.Split('.', System.StringSplitOptions.RemoveEmptyEntries))
        {
            parts.Add(new DnsLabelPart { Text = label });
        }

        parts.Add(new DnsLabelPart());
        return new DnsName { Parts = parts };
    }
}

/// <summary>One part of a name, chosen by its first byte's top two bits: 00 a label, 11 a pointer.</summary>
[BinarySerializable, BinaryUnion(TagBits = 2)]
[BinaryUnionCase(0, typeof(DnsLabelPart)), BinaryUnionCase(3, typeof(DnsPointerPart))]
public abstract partial class DnsNamePart
{
}

/// <summary>A label: a 6-bit length, then that many ASCII bytes; length 0 is the root.</summary>
[BinarySerializable]
public sealed partial class DnsLabelPart : DnsNamePart
{
    [BinaryBitField(6)] public byte Length;
    [BinaryLengthFrom(nameof(Length)), BinaryStringEncoding(StringEncoding.Ascii)] public string Text = "";
}

/// <summary>A pointer: a 14-bit offset from the message's start to the rest of the name, which is read from there.</summary>
[BinarySerializable]
public sealed partial class DnsPointerPart : DnsNamePart
{
    [BinaryBitField(14)] public ushort Offset;
    [BinaryPointer(nameof(Offset))] public DnsName Target = new();
}

/// <summary>A question: a name, then its type and class.</summary>
[BinarySerializable]
public partial class DnsQuestionRecord
{
    public DnsName Name = new();
    public ushort Type;
    public ushort Class;
}

/// <summary>A resource record: name, type, class, TTL, then RDATA whose size RDLENGTH holds and whose form the type chooses.</summary>
[BinarySerializable]
public partial class DnsResourceRecord
{
    public DnsName Name = new();
    public ushort Type;
    public ushort Class;
    public uint Ttl;
    public ushort DataLength;
    [BinaryLengthFrom(nameof(DataLength)), BinaryTagFrom(nameof(Type))] public DnsRecordData Data = new DnsOtherData();
}

/// <summary>RDATA by record type; any other type keeps its bytes raw, with its type, and writes them back.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16, Default = typeof(DnsOtherData))]
[BinaryUnionCase(1, typeof(DnsAddressData))]
[BinaryUnionCase(2, typeof(DnsNameServerData))]
[BinaryUnionCase(5, typeof(DnsCanonicalNameData))]
[BinaryUnionCase(6, typeof(DnsStartOfAuthorityData))]
[BinaryUnionCase(12, typeof(DnsPointerRecordData))]
[BinaryUnionCase(15, typeof(DnsMailExchangeData))]
[BinaryUnionCase(16, typeof(DnsTextData))]
[BinaryUnionCase(28, typeof(DnsAddress6Data))]
[BinaryUnionCase(33, typeof(DnsServiceData))]
public abstract partial class DnsRecordData
{
}

/// <summary>A: an IPv4 address.</summary>
[BinarySerializable]
public sealed partial class DnsAddressData : DnsRecordData
{
    [BinaryFixedLength(4)] public byte[] Address = new byte[4];

    public override string ToString() => new System.Net.IPAddress(Address).ToString();
}

/// <summary>AAAA: an IPv6 address.</summary>
[BinarySerializable]
public sealed partial class DnsAddress6Data : DnsRecordData
{
    [BinaryFixedLength(16)] public byte[] Address = new byte[16];

    public override string ToString() => new System.Net.IPAddress(Address).ToString();
}

/// <summary>NS: a name server's name.</summary>
[BinarySerializable]
public sealed partial class DnsNameServerData : DnsRecordData
{
    public DnsName Host = new();

    public override string ToString() => Host.Absolute;
}

/// <summary>CNAME: the canonical name.</summary>
[BinarySerializable]
public sealed partial class DnsCanonicalNameData : DnsRecordData
{
    public DnsName Name = new();

    public override string ToString() => Name.Absolute;
}

/// <summary>PTR: the name an address maps back to.</summary>
[BinarySerializable]
public sealed partial class DnsPointerRecordData : DnsRecordData
{
    public DnsName Name = new();

    public override string ToString() => Name.Absolute;
}

/// <summary>MX: a preference, then the mail exchanger's name.</summary>
[BinarySerializable]
public sealed partial class DnsMailExchangeData : DnsRecordData
{
    public ushort Preference;
    public DnsName Exchange = new();

    public override string ToString() => $"{Preference} {Exchange.Absolute}";
}

/// <summary>SOA: two names, then five 32-bit numbers.</summary>
[BinarySerializable]
public sealed partial class DnsStartOfAuthorityData : DnsRecordData
{
    public DnsName PrimaryServer = new();
    public DnsName Mailbox = new();
    public uint Serial;
    public uint Refresh;
    public uint Retry;
    public uint Expire;
    public uint Minimum;

    public override string ToString() => $"{PrimaryServer.Absolute} {Mailbox.Absolute} {Serial} {Refresh} {Retry} {Expire} {Minimum}";
}

/// <summary>TXT: character-strings (a length byte, then the bytes) to the end of the RDATA.</summary>
[BinarySerializable]
public sealed partial class DnsTextData : DnsRecordData
{
    [BinaryRemainder, BinaryItemLengthPrefix(LengthPrefix.UInt8)] public List<string> Strings = [];

    public override string ToString() => string.Join(" ", Strings.ConvertAll(text => $"\"{text}\""));
}

/// <summary>SRV (RFC 2782): priority, weight, port, then the target host's name.</summary>
[BinarySerializable]
public sealed partial class DnsServiceData : DnsRecordData
{
    public ushort Priority;
    public ushort Weight;
    public ushort Port;
    public DnsName Target = new();

    public override string ToString() => $"{Priority} {Weight} {Port} {Target.Absolute}";
}

/// <summary>Any other record type: its type and its RDATA as read.</summary>
[BinarySerializable]
public sealed partial class DnsOtherData : DnsRecordData
{
    [BinaryIgnore] public long Tag;
    [BinaryRemainder] public byte[] Data = [];

    /// <summary>RFC 3597's form for data of an unknown type: <c>\# length hex</c>.</summary>
    public override string ToString() => $"\\# {Data.Length} {System.Convert.ToHexString(Data).ToLowerInvariant()}";
}
