using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>An RFC 1035 query: the header's flag bits, four counts, and the questions the first count holds.</summary>
[BinarySerializable]
public partial class DnsQuery
{
    public ushort Id;

    [BinaryBitField(1)]
    public bool IsResponse;

    [BinaryBitField(4)]
    public byte Opcode;

    [BinaryBitField(1)]
    public bool Authoritative;

    [BinaryBitField(1)]
    public bool Truncated;

    [BinaryBitField(1)]
    public bool RecursionDesired;

    [BinaryBitField(1)]
    public bool RecursionAvailable;

    [BinaryBitField(3)]
    public byte Zero;

    [BinaryBitField(4)]
    public byte ResponseCode;

    public ushort QuestionCount;

    public ushort AnswerCount;

    public ushort AuthorityCount;

    public ushort AdditionalCount;

    [BinaryLengthFrom(nameof(QuestionCount))]
    public List<DnsQuestion> Questions = [];
}

/// <summary>A question: a name, then its type and class.</summary>
[BinarySerializable]
public partial class DnsQuestion
{
    /// <summary>Labels until the empty root label, which is the name's last.</summary>
    [BinaryUntil(nameof(DnsLabel.Length))]
    public List<DnsLabel> Name = [];

    public ushort Type;

    public ushort Class;
}

/// <summary>One label of a name: its length, then its ASCII bytes.</summary>
[BinarySerializable]
public partial class DnsLabel
{
    public byte Length;

    [BinaryLengthFrom(nameof(Length))]
    [BinaryStringEncoding(StringEncoding.Ascii)]
    public string Text = "";
}

/// <summary>Fragments until the one with its FIN bit set (WebSocket's continuation frames, in miniature).</summary>
[BinarySerializable]
public partial class FragmentedMessage
{
    [BinaryUntil(nameof(Fragment.Fin))]
    public Fragment[] Fragments = [];

    public byte After;
}

/// <summary>A fragment: FIN in the top bit, a 7-bit payload length.</summary>
[BinarySerializable]
public partial struct Fragment
{
    [BinaryBitField(1)]
    public bool Fin;

    [BinaryBitField(7)]
    public byte Length;

    [BinaryLengthFrom(nameof(Length))]
    public byte[] Payload;
}
