using Spanwire;

namespace ProtocolServer;

// A small request/response protocol in tagged frames: a type byte, a UInt16 body length, the body.

[BinarySerializable]
[BinarySizePrefix(LengthPrefix.UInt16)]
[BinaryUnionCase('P', typeof(Ping))]
[BinaryUnionCase('E', typeof(Echo))]
[BinaryUnionCase('S', typeof(Sum))]
public abstract partial class Request
{
}

[BinarySerializable]
public sealed partial class Ping : Request
{
    public uint Sequence { get; set; }
}

[BinarySerializable]
public sealed partial class Echo : Request
{
    [BinaryRemainder] public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public sealed partial class Sum : Request
{
    [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryVarInt] public long[] Values { get; set; } = [];
}

[BinarySerializable]
[BinarySizePrefix(LengthPrefix.UInt16)]
[BinaryUnionCase('p', typeof(Pong))]
[BinaryUnionCase('e', typeof(Echoed))]
[BinaryUnionCase('s', typeof(Total))]
[BinaryUnionCase('!', typeof(Refused))]
public abstract partial class Response
{
}

[BinarySerializable]
public sealed partial class Pong : Response
{
    public uint Sequence { get; set; }
}

[BinarySerializable]
public sealed partial class Echoed : Response
{
    [BinaryRemainder] public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public sealed partial class Total : Response
{
    [BinaryVarInt] public long Value { get; set; }
}

/// <summary>Sent before the server closes a connection whose bytes are not a request.</summary>
[BinarySerializable]
public sealed partial class Refused : Response
{
    [BinaryRemainder, BinaryStringEncoding(StringEncoding.Utf8)] public string Reason { get; set; } = "";
}
