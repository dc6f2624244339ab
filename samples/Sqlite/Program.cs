using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Spanwire;
using Sqlite;

// Reads a SQLite database file with the declarations in SqliteTypes.cs: the header, then the table b-trees from the
// schema table on page 1 down to their leaves, each page's cells read where its cell pointers say ([BinaryAt] over the
// pointer array), each record's serial types as SQLite varints, a record longer than its page keeps followed through
// its overflow pages. Every row of the table `people` is compared with what
// Python's sqlite3 returned for it (make_db.py writes both; check.sh runs the two); so is every key of the index
// `people_by_name` and every row of the WITHOUT ROWID table `tags`, both index b-trees, walked in key order.
if (args.Length != 2)
{
    Console.Error.WriteLine("usage: dotnet run --project samples/Sqlite -- DATABASE.db EXPECTED.jsonl");
    return 2;
}

byte[] file = File.ReadAllBytes(args[0]);
DatabaseHeader header = BinarySerializer.Deserialize<DatabaseHeader>(file, out _);
int pageSize = header.PageSize == 1 ? 65536 : header.PageSize;
// The header's text encoding says how every text value in the file is stored: 1 UTF-8, 2 UTF-16LE, 3 UTF-16BE.
Encoding text = header.TextEncoding switch
{
    1 => Encoding.UTF8,
    2 => new UnicodeEncoding(bigEndian: false, byteOrderMark: false, throwOnInvalidBytes: true),
    3 => new UnicodeEncoding(bigEndian: true, byteOrderMark: false, throwOnInvalidBytes: true),
    _ => throw new InvalidDataException($"text encoding {header.TextEncoding} is not one SQLite writes"),
};
Check((long)header.PageCount * pageSize == file.Length, $"{header.PageCount} pages of {pageSize} bytes, but the file has {file.Length}");
// SQLite's own limit: a page keeps at least 480 usable bytes, which the cells' local size arithmetic relies on.
Check(pageSize - header.ReservedPerPage >= 480, $"{pageSize}-byte pages with {header.ReservedPerPage} reserved bytes leave fewer than the 480 usable bytes SQLite requires");
int pagesRead = 0;
int overflowPages = 0;

// The schema table (page 1) names each table's root page.
var schema = Rows(1).Select(row => Values(row.Record)).ToList();
object?[] people = schema.Single(row => row[0] is "table" && row[1] is "people");
uint root = checked((uint)(long)people[3]!);
Console.WriteLine($"{args[0]}: {header.PageCount} pages of {pageSize} bytes, {text.WebName} text, SQLite {header.SqliteVersion}; schema: {string.Join(", ", schema.Select(row => $"{row[0]} {row[1]} (root page {row[3]})"))}");

// REAL affinity (SQLite's rule: a declared type containing REAL, FLOA or DOUB): such a column stores a float with no
// fraction as an integer, and reads it back as a float.
string sql = (string)people[4]!;
bool[] real = [.. sql[(sql.IndexOf('(') + 1)..sql.LastIndexOf(')')].Split(',')
    .Select(column => new[] { "REAL", "FLOA", "DOUB" }.Any(column.ToUpperInvariant().Contains))];
string[] expected = File.ReadAllLines(args[1]);
var rows = Rows(root).ToList();
Check(rows.Count == expected.Length, $"{rows.Count} rows read, sqlite3 returned {expected.Length}");
for (int i = 0; i < rows.Count; i++)
{
    object?[] values = Values(rows[i].Record);
    values[0] = rows[i].RowId; // an INTEGER PRIMARY KEY is the rowid; the record holds NULL for it
    for (int column = 0; column < values.Length; column++)
    {
        values[column] = real[column] && values[column] is long whole ? (double)whole : values[column];
    }

    using JsonDocument line = JsonDocument.Parse(expected[i]);
    JsonElement[] want = line.RootElement.EnumerateArray().ToArray();
    for (int column = 0; column < want.Length; column++)
    {
        Check(Same(values[column], want[column]), $"row {i} column {column}: read {Show(values[column])}, sqlite3 returned {want[column]}");
    }

    if (i < 3)
    {
        Console.WriteLine($"  rowid {rows[i].RowId}: {string.Join(", ", values.Select(Show))}");
    }
}

Console.WriteLine($"{rows.Count} rows of people read from {pagesRead} b-tree pages and {overflowPages} overflow pages; every row equals what sqlite3 returned");

// The index and the WITHOUT ROWID table: their keys in order, each record's values as sqlite3 returned them.
string[] keys = File.ReadAllLines(args[1][..^".jsonl".Length] + ".keys.jsonl");
foreach (string tree in new[] { "people_by_name", "tags" })
{
    object?[] entry = schema.Single(row => row[1] is string name && name == tree);
    pagesRead = overflowPages = 0;
    var read = Keys(checked((uint)(long)entry[3]!)).Select(Values).ToList();
    var want = keys.Select(line => JsonDocument.Parse(line).RootElement.EnumerateArray().ToArray()).Where(key => key[0].GetString() == tree).ToList();
    Check(read.Count == want.Count, $"{tree}: {read.Count} keys read, sqlite3 returned {want.Count}");
    for (int i = 0; i < read.Count; i++)
    {
        for (int column = 0; column < read[i].Length; column++)
        {
            Check(Same(read[i][column], want[i][column + 1]), $"{tree} key {i} column {column}: read {Show(read[i][column])}, sqlite3 returned {want[i][column + 1]}");
        }
    }

    Console.WriteLine($"{read.Count} keys of {entry[0]} {tree} read from {pagesRead} index b-tree pages and {overflowPages} overflow pages, in order; every key equals what sqlite3 returned");
}

return 0;

// The records of the index b-tree rooted at page `number`, in key order: each child's keys, then the key after them.
IEnumerable<byte[]> Keys(uint number)
{
    BTreePage node = Page(number);
    if (node is IndexLeafPage leaf)
    {
        foreach (IndexKey key in leaf.Cells)
        {
            yield return Payload(key.Payload, key.PayloadSize, key.FirstOverflowPage);
        }

        yield break;
    }

    var interior = (IndexInteriorPage)node;
    foreach (IndexInteriorCell cell in interior.Cells)
    {
        foreach (byte[] key in Keys(cell.LeftChild))
        {
            yield return key;
        }

        yield return Payload(cell.Key.Payload, cell.Key.PayloadSize, cell.Key.FirstOverflowPage);
    }

    foreach (byte[] key in Keys(interior.RightMostPointer))
    {
        yield return key;
    }
}

// One page of the file as a b-tree page, read over its usable bytes, which its cells' local sizes depend on. Page 1
// starts with the database header; its cell pointers still count from the page's first byte.
BTreePage Page(uint number)
{
    byte[] page = Usable(number);
    pagesRead++;
    return number == 1 ? FirstPage.Read(page, page.Length, out _).Body : Sqlite.Page.Read(page, page.Length, out _).Body;
}

byte[] Usable(uint number)
{
    Check(number >= 1 && number <= header.PageCount, $"page {number} is not in the file");
    return file.AsSpan(checked((int)(number - 1) * pageSize), pageSize - header.ReservedPerPage).ToArray();
}

// A record the cell keeps whole, or its local bytes and then each overflow page's, as many as its size says. A chain
// that comes back to a page, ends early or runs on past the record is invalid data; the size is checked against the
// file before anything is allocated for it.
byte[] Payload(byte[] local, long size, uint? firstOverflow)
{
    if (firstOverflow is not { } next)
    {
        return local;
    }

    Check(size - local.Length <= (long)header.PageCount * pageSize, $"a record of {size} bytes does not fit in the file");
    var payload = new byte[size];
    local.CopyTo(payload, 0);
    var visited = new HashSet<uint>();
    for (int at = local.Length; at < size; overflowPages++)
    {
        Check(next != 0 && visited.Add(next), $"the overflow chain {(next == 0 ? "ends" : $"comes back to page {next}")} with {size - at} bytes of the record left");
        OverflowPage overflow = BinarySerializer.Deserialize<OverflowPage>(Usable(next));
        int take = (int)Math.Min(size - at, overflow.Content.Length);
        overflow.Content.AsSpan(0, take).CopyTo(payload.AsSpan(at));
        at += take;
        next = overflow.Next;
    }

    Check(next == 0, $"the overflow chain goes on to page {next} after the record ends");
    return payload;
}

// The rows of the table b-tree rooted at page `number`, in rowid order: a leaf's cells, or each child's then the right-most.
IEnumerable<(long RowId, byte[] Record)> Rows(uint number)
{
    BTreePage node = Page(number);
    if (node is TableLeafPage leaf)
    {
        foreach (TableLeafCell cell in leaf.Cells)
        {
            yield return (cell.RowId, Payload(cell.Payload, cell.PayloadSize, cell.FirstOverflowPage));
        }

        yield break;
    }

    var interior = (TableInteriorPage)node;
    foreach (uint child in interior.Cells.Select(cell => cell.LeftChild).Append(interior.RightMostPointer))
    {
        foreach (var row in Rows(child))
        {
            yield return row;
        }
    }
}

// A record's values, each read as its serial type chose: NULL, integers of 1 to 8 bytes, 0 and 1, a float, text and blobs.
object?[] Values(byte[] payload)
{
    Record record = BinarySerializer.Deserialize<Record>(payload);
    Check(BinarySerializer.Serialize(record).AsSpan().SequenceEqual(payload), "a record written back differs from its bytes");
    return Array.ConvertAll(record.Values, value => value switch
    {
        SqliteNull => null,
        SqliteInt8 number => (long)number.Value,
        SqliteInt16 number => (long)number.Value,
        SqliteInt24 number => (long)number.Value,
        SqliteInt32 number => (long)number.Value,
        SqliteInt48 number => (long)number.Value,
        SqliteInt64 number => number.Value,
        SqliteZero => 0L,
        SqliteOne => 1L,
        SqliteReal real => real.Value,
        SqliteBytes { IsText: true } bytes => text.GetString(bytes.Content),
        SqliteBytes bytes => (object)bytes.Content,
        _ => throw new InvalidDataException($"{value.GetType().Name} is no SQLite value"),
    });
}

static bool Same(object? value, JsonElement expected) => (value, expected.ValueKind) switch
{
    (null, JsonValueKind.Null) => true,
    (long number, JsonValueKind.Number) => expected.TryGetInt64(out long other) && other == number,
    (double real, JsonValueKind.Number) => expected.GetDouble() == real,
    (string text, JsonValueKind.String) => text == expected.GetString(),
    (byte[] blob, JsonValueKind.String) => Convert.ToHexString(blob).Equals(expected.GetString(), StringComparison.OrdinalIgnoreCase),
    _ => false,
};

static string Show(object? value) => value switch
{
    null => "NULL",
    byte[] blob => $"x'{Convert.ToHexString(blob)}'",
    string text => $"'{text}'",
    _ => Convert.ToString(value, System.Globalization.CultureInfo.InvariantCulture)!,
};

static void Check(bool condition, string problem)
{
    if (!condition)
    {
        throw new InvalidDataException(problem);
    }
}
