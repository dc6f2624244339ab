using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// A packet of a MySQL text-protocol result set after its column definitions: a 3-byte little-endian payload length,
/// a sequence id, then an error, an EOF or a row, told apart by the first byte and the payload's length (0xFE begins an
/// EOF only in a packet under 9 bytes; any byte but 0xFF and that begins a row, as its first column's length).
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlResultPacket
{
    [BinaryBitField(24)]
    public uint PayloadLength { get; set; }

    public byte Sequence { get; set; }

    [BinaryLengthFrom(nameof(PayloadLength))]
    public MySqlResultMessage Message { get; set; } = new MySqlEof();
}

/// <summary>What a result set's packet holds after the columns.</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(MySqlResultRow), DefaultReadsTag = true)]
[BinaryUnionCase(0xFF, typeof(MySqlError))]
[BinaryUnionCase(0xFE, typeof(MySqlEof), BelowLength = 9)]
public abstract partial class MySqlResultMessage
{
}

/// <summary>ERR: the error code, '#' and the SQLSTATE, the message.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlError : MySqlResultMessage
{
    public ushort Code { get; set; }

    [BinaryConstant((byte)'#'), BinaryFixedLength(5)]
    public string SqlState { get; set; } = "";

    [BinaryRemainder]
    public string Message { get; set; } = "";
}

/// <summary>EOF: the warning count and the server's status flags.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlEof : MySqlResultMessage
{
    public ushort Warnings { get; set; }

    public ushort Status { get; set; }
}

/// <summary>A row: each column a length-encoded string, 0xFB for NULL; its first byte is the packet's first.</summary>
[BinarySerializable]
public partial class MySqlResultRow : MySqlResultMessage
{
    [BinaryRemainder]
    [BinaryItemLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public List<string?> Columns { get; set; } = [];
}

/// <summary>A column definition (protocol 4.1): six length-encoded names, then the fixed fields after their length (12).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class MySqlColumnDefinition
{
    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string Catalog { get; set; } = "def";

    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string Schema { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string Table { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string OriginalTable { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string Name { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)]
    public string OriginalName { get; set; } = "";

    [BinaryConstant(0x0C)]
    public ushort CharacterSet { get; set; }

    public uint ColumnLength { get; set; }

    public byte Type { get; set; }

    public ushort Flags { get; set; }

    /// <summary>The decimals, then two bytes of filler.</summary>
    [BinaryConstant(0, 0, After = true)]
    public byte Decimals { get; set; }
}

/// <summary>A union whose default case begins at the tag, with a byte it must not begin with: the write check's test.</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(LeadingData), DefaultReadsTag = true)]
[BinaryUnionCase(0xFF, typeof(LeadingStop))]
[BinaryUnionCase(0xFE, typeof(LeadingShort), BelowLength = 3)]
public abstract partial class LeadingMessage
{
}

/// <summary>0xFF and nothing after it.</summary>
[BinarySerializable]
public partial class LeadingStop : LeadingMessage
{
}

/// <summary>0xFE and one byte, in fewer than 3 bytes.</summary>
[BinarySerializable]
public partial class LeadingShort : LeadingMessage
{
    public byte Value { get; set; }
}

/// <summary>Any other first byte: the data, to the end.</summary>
[BinarySerializable]
public partial class LeadingData : LeadingMessage
{
    [BinaryRemainder]
    public byte[] Data { get; set; } = [];
}
