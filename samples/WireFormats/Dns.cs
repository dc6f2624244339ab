using Spanwire;

namespace WireFormats;

public enum DnsOpcode : byte
{
    Query = 0,
    InverseQuery = 1,
    Status = 2,
}

/// <summary>The RFC 1035 §4.1.1 header: a 16-bit id, a flags word of bit fields, and four counts.</summary>
[BinarySerializable(RejectUndefinedEnums = true)]
public partial record struct DnsHeader(
    ushort Id,
    [BinaryBitField(1)] bool IsResponse,
    [BinaryBitField(4)] DnsOpcode Opcode,
    [BinaryBitField(1)] bool Authoritative,
    [BinaryBitField(1)] bool Truncated,
    [BinaryBitField(1)] bool RecursionDesired,
    [BinaryBitField(1)] bool RecursionAvailable,
    [BinaryBitField(3)] byte Zero,
    [BinaryBitField(4)] byte ResponseCode,
    ushort QuestionCount,
    ushort AnswerCount,
    ushort AuthorityCount,
    ushort AdditionalCount);
