using System;
using Spanwire;

namespace PostgresCopy;

// PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html, "Binary Format"), declared:
// an 11-byte signature, flags and a header extension, then tuples that each start with their int16 field count, every
// field an int32 size (-1 for NULL) and its bytes in the type's binary form, and a trailer of the int16 -1.

[BinarySerializable]
[BinaryConstant("PGCOPY\n\xff\r\n\0")]
public partial class CopyHeader
{
    public int Flags;

    public int ExtensionLength;

    [BinaryLengthFrom(nameof(ExtensionLength))]
    public byte[] Extension = [];
}

/// <summary>What follows the header: a row, told apart by its field count, or the trailer's -1.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16)]
[BinaryUnionCase(9, typeof(CopyRow))]
[BinaryUnionCase(0xFFFF, typeof(CopyEnd))]
public abstract partial class CopyTuple
{
}

/// <summary>One row of <c>(id int8, qty int4, price float8, name text, note text, active bool, at timestamptz, blob bytea, uid uuid)</c>.</summary>
[BinarySerializable]
public sealed partial class CopyRow : CopyTuple
{
    [BinarySizePrefix] public long Id;

    [BinarySizePrefix] public int Quantity;

    [BinarySizePrefix] public double Price;

    [BinarySizePrefix, BinaryRemainder] public string Name = "";

    [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder] public string? Note;

    [BinarySizePrefix] public bool Active;

    [BinarySizePrefix, BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)] public DateTime At;

    [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder] public byte[]? Blob;

    [BinarySizePrefix] public Guid Uid;
}

/// <summary>The trailer: a field count of -1 and nothing after it.</summary>
[BinarySerializable]
public sealed partial class CopyEnd : CopyTuple
{
}
