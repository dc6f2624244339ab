using System.Collections.Generic;
using Spanwire;

namespace Sqlite;

// SQLite's database file format (https://www.sqlite.org/fileformat2.html): the 100-byte header, then b-tree pages of
// tables. A page's header is followed by an array of cell pointers, offsets from the page's start; each cell is where
// its pointer says (cells fill the page from its end, in any order), read here with [BinaryAt] over that array. A
// payload longer than a page keeps spills to a chain of overflow pages: how many of its bytes the cell keeps follows
// from its size and the page's usable size (the page size less its reserved bytes), which the page passes its cells.

/// <summary>The database header: the first 100 bytes of the file.</summary>
[BinarySerializable]
[BinaryConstant("SQLite format 3\0")]
public sealed partial class DatabaseHeader
{
    /// <summary>The page size in bytes, a power of two; 1 means 65,536.</summary>
    public ushort PageSize { get; set; }

    public byte WriteVersion { get; set; }

    public byte ReadVersion { get; set; }

    /// <summary>Bytes at the end of each page that the b-tree leaves unused.</summary>
    public byte ReservedPerPage { get; set; }

    public byte MaxPayloadFraction { get; set; }

    public byte MinPayloadFraction { get; set; }

    public byte LeafPayloadFraction { get; set; }

    public uint ChangeCounter { get; set; }

    public uint PageCount { get; set; }

    public uint FirstFreelistTrunk { get; set; }

    public uint FreelistPages { get; set; }

    public uint SchemaCookie { get; set; }

    public uint SchemaFormat { get; set; }

    public uint DefaultCacheSize { get; set; }

    public uint LargestRootPage { get; set; }

    /// <summary>1: UTF-8, 2: UTF-16LE, 3: UTF-16BE.</summary>
    public uint TextEncoding { get; set; }

    public uint UserVersion { get; set; }

    public uint IncrementalVacuum { get; set; }

    public uint ApplicationId { get; set; }

    [BinaryReserved(20)]
    public uint VersionValidFor { get; set; }

    public uint SqliteVersion { get; set; }
}

/// <summary>
/// A b-tree page of the file (any but the first), read over its usable bytes: <c>Page.Read(bytes, usableSize, out _)</c>.
/// Its first byte chooses the kind; the usable size is passed on to the cells, whose local sizes depend on it.
/// </summary>
[BinarySerializable]
public sealed partial class Page
{
    /// <summary>The page size less the bytes each page reserves at its end (the header's <c>ReservedPerPage</c>).</summary>
    [BinaryParameter]
    public int UsableSize { get; set; }

    public byte Kind { get; set; }

    [BinaryTagFrom(nameof(Kind)), BinaryArguments(nameof(UsableSize))]
    public BTreePage Body { get; set; } = new TableLeafPage();
}

/// <summary>Page 1: the database header, then the schema table's b-tree page (its cell pointers count from the file's start).</summary>
[BinarySerializable]
public sealed partial class FirstPage
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    public DatabaseHeader Header { get; set; } = new();

    public byte Kind { get; set; }

    [BinaryTagFrom(nameof(Kind)), BinaryArguments(nameof(UsableSize))]
    public BTreePage Body { get; set; } = new TableLeafPage();
}

/// <summary>
/// An overflow page: the next page of the chain (0 on the last), then payload bytes; the last page holds only as many as
/// the payload has left.
/// </summary>
[BinarySerializable]
public sealed partial class OverflowPage
{
    public uint Next { get; set; }

    [BinaryRemainder]
    public byte[] Content { get; set; } = [];
}

/// <summary>
/// A b-tree page's body, told apart by its first byte: 13 a table leaf (rows), 5 a table interior page (child pointers),
/// 10 an index leaf (keys), 2 an index interior page (child pointers, each with the key that separates them). Indexes
/// and WITHOUT ROWID tables are index b-trees.
/// </summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt8)]
[BinaryUnionCase(13, typeof(TableLeafPage))]
[BinaryUnionCase(5, typeof(TableInteriorPage))]
[BinaryUnionCase(10, typeof(IndexLeafPage))]
[BinaryUnionCase(2, typeof(IndexInteriorPage))]
public abstract partial class BTreePage
{
}

/// <summary>A leaf page of a table: its cells hold the rows.</summary>
[BinarySerializable]
public sealed partial class TableLeafPage : BTreePage
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    public ushort FirstFreeblock { get; set; }

    public ushort CellCount { get; set; }

    public ushort ContentStart { get; set; }

    public byte FragmentedBytes { get; set; }

    [BinaryLengthFrom(nameof(CellCount))]
    public ushort[] CellPointers { get; set; } = [];

    [BinaryAt(nameof(CellPointers)), BinaryArguments(nameof(UsableSize))]
    public List<TableLeafCell> Cells { get; set; } = [];
}

/// <summary>An interior page of a table: each cell points at the child holding the rows up to its key.</summary>
[BinarySerializable]
public sealed partial class TableInteriorPage : BTreePage
{
    public ushort FirstFreeblock { get; set; }

    public ushort CellCount { get; set; }

    public ushort ContentStart { get; set; }

    public byte FragmentedBytes { get; set; }

    /// <summary>The child holding the rows above every cell's key.</summary>
    public uint RightMostPointer { get; set; }

    [BinaryLengthFrom(nameof(CellCount))]
    public ushort[] CellPointers { get; set; } = [];

    [BinaryAt(nameof(CellPointers))]
    public List<TableInteriorCell> Cells { get; set; } = [];
}

/// <summary>A leaf page of an index: its cells hold the keys, each a record of the indexed columns and the rowid.</summary>
[BinarySerializable]
public sealed partial class IndexLeafPage : BTreePage
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    public ushort FirstFreeblock { get; set; }

    public ushort CellCount { get; set; }

    public ushort ContentStart { get; set; }

    public byte FragmentedBytes { get; set; }

    [BinaryLengthFrom(nameof(CellCount))]
    public ushort[] CellPointers { get; set; } = [];

    [BinaryAt(nameof(CellPointers)), BinaryArguments(nameof(UsableSize))]
    public List<IndexKey> Cells { get; set; } = [];
}

/// <summary>An interior page of an index: each cell points at the child holding the keys below its own key.</summary>
[BinarySerializable]
public sealed partial class IndexInteriorPage : BTreePage
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    public ushort FirstFreeblock { get; set; }

    public ushort CellCount { get; set; }

    public ushort ContentStart { get; set; }

    public byte FragmentedBytes { get; set; }

    /// <summary>The child holding the keys above every cell's key.</summary>
    public uint RightMostPointer { get; set; }

    [BinaryLengthFrom(nameof(CellCount))]
    public ushort[] CellPointers { get; set; } = [];

    [BinaryAt(nameof(CellPointers)), BinaryArguments(nameof(UsableSize))]
    public List<IndexInteriorCell> Cells { get; set; } = [];
}

/// <summary>
/// A key of an index (a leaf's cell, and the key of an interior page's cell): its record's size, and as many of its
/// bytes as the page keeps, the rest in overflow pages: an index keeps up to (usable − 12) × 64 / 255 − 23 bytes of it
/// (SQLite's file format 1.6).
/// </summary>
[BinarySerializable]
public sealed partial class IndexKey
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long PayloadSize { get; set; }

    /// <summary>The record's first bytes: all of them unless it spills.</summary>
    [BinaryLengthFrom(nameof(LocalSize), Fill = nameof(FillLocalSize))]
    public byte[] Payload { get; set; } = [];

    /// <summary>The first overflow page, there exactly when the record spills.</summary>
    [BinaryWhen(nameof(Spills))]
    public uint? FirstOverflowPage { get; set; }

    private static long LocalSize(long payloadSize, int usableSize)
        => payloadSize <= (usableSize - 12) * 64 / 255 - 23 ? payloadSize
            : (usableSize - 12) * 32 / 255 - 23 + (payloadSize - ((usableSize - 12) * 32 / 255 - 23)) % (usableSize - 4) <= (usableSize - 12) * 64 / 255 - 23
                ? (usableSize - 12) * 32 / 255 - 23 + (payloadSize - ((usableSize - 12) * 32 / 255 - 23)) % (usableSize - 4)
                : (usableSize - 12) * 32 / 255 - 23;

    // A record kept whole gets its size from its bytes; one that spills keeps the size given (the write checks that its
    // local bytes are as many as LocalSize says).
    private static void FillLocalSize(long length, ref long payloadSize, int usableSize)
    {
        if (payloadSize <= (usableSize - 12) * 64 / 255 - 23)
        {
            payloadSize = length;
        }
    }

    private static bool Spills(long payloadSize, int usableSize) => payloadSize > (usableSize - 12) * 64 / 255 - 23;
}

/// <summary>A child page of an index and the key after every key it holds.</summary>
[BinarySerializable]
public sealed partial class IndexInteriorCell
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    public uint LeftChild { get; set; }

    [BinaryArguments(nameof(UsableSize))]
    public IndexKey Key { get; set; } = new();
}

/// <summary>
/// A row: its record's size, its rowid, and as many of the record's bytes as the page keeps: all of them up to usable −
/// 35 bytes; past that, a minimum of (usable − 12) × 32 / 255 − 23 bytes plus what does not fill whole overflow pages,
/// if that still fits (SQLite's file format 1.6).
/// </summary>
[BinarySerializable]
public sealed partial class TableLeafCell
{
    [BinaryParameter]
    public int UsableSize { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long PayloadSize { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long RowId { get; set; }

    /// <summary>The record's first bytes: all of them unless it spills.</summary>
    [BinaryLengthFrom(nameof(LocalSize), Fill = nameof(FillLocalSize))]
    public byte[] Payload { get; set; } = [];

    /// <summary>The first overflow page, there exactly when the record spills.</summary>
    [BinaryWhen(nameof(Spills))]
    public uint? FirstOverflowPage { get; set; }

    private static long LocalSize(long payloadSize, int usableSize)
        => payloadSize <= usableSize - 35 ? payloadSize
            : (usableSize - 12) * 32 / 255 - 23 + (payloadSize - ((usableSize - 12) * 32 / 255 - 23)) % (usableSize - 4) <= usableSize - 35
                ? (usableSize - 12) * 32 / 255 - 23 + (payloadSize - ((usableSize - 12) * 32 / 255 - 23)) % (usableSize - 4)
                : (usableSize - 12) * 32 / 255 - 23;

    // A record kept whole gets its size from its bytes; one that spills keeps the size given (the write checks that its
    // local bytes are as many as LocalSize says).
    private static void FillLocalSize(long length, ref long payloadSize, int usableSize)
    {
        if (payloadSize <= usableSize - 35)
        {
            payloadSize = length;
        }
    }

    private static bool Spills(long payloadSize, int usableSize) => payloadSize > usableSize - 35;
}

/// <summary>A child page and the largest rowid it holds.</summary>
[BinarySerializable]
public partial record struct TableInteriorCell(
    uint LeftChild,
    [property: BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] long RowId);

/// <summary>
/// A record: its header's size (its own varint counted), one serial type per column, then each column's value, whose
/// case its serial type chooses. The write fills the serial types from the values' cases and the size from them.
/// </summary>
[BinarySerializable]
public sealed partial class Record
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long HeaderSize { get; set; }

    [BinaryLengthFrom(nameof(TypesLength), Fill = nameof(FillHeaderSize), CountsBytes = true)]
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long[] SerialTypes { get; set; } = [];

    [BinaryTagFrom(nameof(SerialTypes))]
    public SqliteValue[] Values { get; set; } = [];

    // The size counts its own varint: one byte up to 127, two up to 16,383 (a header of 32,767 columns stays below that).
    private static long TypesLength(long headerSize) => headerSize <= 127 ? headerSize - 1 : headerSize - 2;

    private static void FillHeaderSize(long length, ref long headerSize) => headerSize = length + 1 <= 127 ? length + 1 : length + 2;
}

/// <summary>A column's value, chosen by its serial type (SQLite's file format, 2.1 "Record Format").</summary>
[BinarySerializable]
[BinaryUnion(Default = typeof(SqliteBytes))]
[BinaryUnionCase(0, typeof(SqliteNull))]
[BinaryUnionCase(1, typeof(SqliteInt8))]
[BinaryUnionCase(2, typeof(SqliteInt16))]
[BinaryUnionCase(3, typeof(SqliteInt24))]
[BinaryUnionCase(4, typeof(SqliteInt32))]
[BinaryUnionCase(5, typeof(SqliteInt48))]
[BinaryUnionCase(6, typeof(SqliteInt64))]
[BinaryUnionCase(7, typeof(SqliteReal))]
[BinaryUnionCase(8, typeof(SqliteZero))]
[BinaryUnionCase(9, typeof(SqliteOne))]
public abstract partial class SqliteValue
{
}

/// <summary>Serial type 0: NULL, no bytes.</summary>
[BinarySerializable]
public sealed partial class SqliteNull : SqliteValue
{
}

/// <summary>Serial type 1: an 8-bit two's-complement integer.</summary>
[BinarySerializable]
public sealed partial class SqliteInt8 : SqliteValue
{
    public sbyte Value { get; set; }
}

/// <summary>Serial type 2: a big-endian 16-bit integer.</summary>
[BinarySerializable]
public sealed partial class SqliteInt16 : SqliteValue
{
    public short Value { get; set; }
}

/// <summary>Serial type 3: a big-endian 24-bit two's-complement integer: its bits, and the value they mean.</summary>
[BinarySerializable]
public sealed partial class SqliteInt24 : SqliteValue
{
    [BinaryBitField(24)]
    public int Bits { get; set; }

    public int Value => (Bits << 8) >> 8;
}

/// <summary>Serial type 4: a big-endian 32-bit integer.</summary>
[BinarySerializable]
public sealed partial class SqliteInt32 : SqliteValue
{
    public int Value { get; set; }
}

/// <summary>Serial type 5: a big-endian 48-bit two's-complement integer, as its high 16 and low 32 bits.</summary>
[BinarySerializable]
public sealed partial class SqliteInt48 : SqliteValue
{
    public short High { get; set; }

    public uint Low { get; set; }

    public long Value => ((long)High << 32) | Low;
}

/// <summary>Serial type 6: a big-endian 64-bit integer.</summary>
[BinarySerializable]
public sealed partial class SqliteInt64 : SqliteValue
{
    public long Value { get; set; }
}

/// <summary>Serial type 7: a big-endian IEEE 754 double.</summary>
[BinarySerializable]
public sealed partial class SqliteReal : SqliteValue
{
    public double Value { get; set; }
}

/// <summary>Serial type 8: the integer 0, no bytes (schema format 4).</summary>
[BinarySerializable]
public sealed partial class SqliteZero : SqliteValue
{
}

/// <summary>Serial type 9: the integer 1, no bytes (schema format 4).</summary>
[BinarySerializable]
public sealed partial class SqliteOne : SqliteValue
{
}

/// <summary>
/// Serial types 12 and above: a blob (even: (N − 12) / 2 bytes) or text (odd: (N − 13) / 2 bytes, in the database's
/// encoding). The serial type is passed in and sizes the content; a write checks the two agree. 10 and 11 are reserved.
/// </summary>
[BinarySerializable]
public sealed partial class SqliteBytes : SqliteValue
{
    [BinaryParameter]
    public long Tag { get; set; }

    [BinaryLengthFrom(nameof(ContentLength))]
    public byte[] Content { get; set; } = [];

    public bool IsText => Tag % 2 == 1;

    public static SqliteBytes Text(byte[] encoded) => new() { Tag = 13 + (2L * encoded.Length), Content = encoded };

    public static SqliteBytes Blob(byte[] bytes) => new() { Tag = 12 + (2L * bytes.Length), Content = bytes };

    private static long ContentLength(long tag) => tag >= 12 ? (tag - 12) / 2 : -1;
}
