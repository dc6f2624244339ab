using System.Collections.Generic;
using Spanwire;

namespace Postgres;

// The PostgreSQL v3 protocol (https://www.postgresql.org/docs/current/protocol-message-formats.html), every message a
// Spanwire type: no framing is written by hand. Frontend and backend messages are tagged frames: a type byte, an
// Int32 length that counts itself, then the body.

/// <summary>The first message a client sends: no type byte, a length, the protocol version, then parameters.</summary>
[BinarySerializable]
public sealed partial class StartupMessage
{
    [BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)] public StartupBody Body { get; set; } = new();
}

[BinarySerializable]
public sealed partial class StartupBody
{
    public int ProtocolVersion { get; set; } = 196608;

    [BinaryTerminated] public List<Parameter> Parameters { get; set; } = [];
}

[BinarySerializable]
public partial record struct Parameter([BinaryNullTerminated] string Name, [BinaryNullTerminated] string Value);

[BinarySerializable]
[BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)]
[BinaryUnionCase('Q', typeof(Query))]
[BinaryUnionCase('p', typeof(PasswordMessage))]
[BinaryUnionCase('X', typeof(Terminate))]
public abstract partial class FrontendMessage
{
}

[BinarySerializable]
public sealed partial class Query : FrontendMessage
{
    [BinaryNullTerminated] public string Sql { get; set; } = "";
}

[BinarySerializable]
public sealed partial class PasswordMessage : FrontendMessage
{
    [BinaryNullTerminated] public string Password { get; set; } = "";
}

[BinarySerializable]
public sealed partial class Terminate : FrontendMessage
{
}

[BinarySerializable]
[BinaryUnion(Default = typeof(OtherMessage))]
[BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)]
[BinaryUnionCase('R', typeof(Authentication))]
[BinaryUnionCase('S', typeof(ParameterStatus))]
[BinaryUnionCase('K', typeof(BackendKeyData))]
[BinaryUnionCase('Z', typeof(ReadyForQuery))]
[BinaryUnionCase('T', typeof(RowDescription))]
[BinaryUnionCase('D', typeof(DataRow))]
[BinaryUnionCase('C', typeof(CommandComplete))]
[BinaryUnionCase('E', typeof(ErrorResponse))]
[BinaryUnionCase('N', typeof(NoticeResponse))]
public abstract partial class BackendMessage
{
}

/// <summary>0 = OK, 3 = clear-text password, 5 = MD5 (the data is the 4-byte salt), 10 = SASL.</summary>
[BinarySerializable]
public sealed partial class Authentication : BackendMessage
{
    public int Code { get; set; }

    [BinaryRemainder] public byte[] Data { get; set; } = [];
}

[BinarySerializable]
public sealed partial class ParameterStatus : BackendMessage
{
    [BinaryNullTerminated] public string Name { get; set; } = "";

    [BinaryNullTerminated] public string Value { get; set; } = "";
}

[BinarySerializable]
public sealed partial class BackendKeyData : BackendMessage
{
    public int ProcessId { get; set; }

    public int SecretKey { get; set; }
}

[BinarySerializable]
public sealed partial class ReadyForQuery : BackendMessage
{
    public byte Status { get; set; }
}

[BinarySerializable]
public sealed partial class RowDescription : BackendMessage
{
    [BinaryLengthPrefix(LengthPrefix.Int16)] public FieldDescription[] Fields { get; set; } = [];
}

[BinarySerializable]
public partial record struct FieldDescription(
    [BinaryNullTerminated] string Name, int TableOid, short Column, int TypeOid, short TypeSize, int TypeModifier, short Format);

/// <summary>One row: an Int16 column count, then each column as an Int32 length (-1 for NULL) and its bytes.</summary>
[BinarySerializable]
public sealed partial class DataRow : BackendMessage
{
    [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]?[] Values { get; set; } = [];
}

[BinarySerializable]
public sealed partial class CommandComplete : BackendMessage
{
    [BinaryNullTerminated] public string Tag { get; set; } = "";
}

/// <summary>Fields (a code byte and a C string) until a 0 byte: S severity, C SQLSTATE, M message...</summary>
[BinarySerializable]
public sealed partial class ErrorResponse : BackendMessage
{
    [BinaryTerminated] public List<ErrorField> Fields { get; set; } = [];
}

[BinarySerializable]
public sealed partial class NoticeResponse : BackendMessage
{
    [BinaryTerminated] public List<ErrorField> Fields { get; set; } = [];
}

[BinarySerializable]
public partial record struct ErrorField(byte Code, [BinaryNullTerminated] string Value);

/// <summary>Any message the client does not model (EmptyQueryResponse, NotificationResponse...): its type and raw body.</summary>
[BinarySerializable]
public sealed partial class OtherMessage : BackendMessage
{
    [BinaryIgnore] public long Tag { get; set; }

    [BinaryRemainder] public byte[] Body { get; set; } = [];
}
