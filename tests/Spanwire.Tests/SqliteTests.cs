using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using Sqlite;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// The SQLite sample's declarations (samples/Sqlite/SqliteTypes.cs) on a database Python's sqlite3 wrote
/// (Vectors/sqlite_people.db and the rows sqlite3 returned, sqlite_people.jsonl, both from samples/Sqlite/make_db.py
/// with 600 rows): every cell where its pointer says; then pages with hostile pointers.
/// </summary>
public class SqliteTests
{
    private const int PageSize = 4096;

    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    private static byte[] Database() => File.ReadAllBytes(Path.Combine(Folder, "sqlite_people.db"));

    [Fact]
    public void Every_row_is_where_the_cell_pointers_say_and_equals_what_sqlite3_returned()
    {
        byte[] file = Database();
        DatabaseHeader header = BinarySerializer.Deserialize<DatabaseHeader>(file, out int headerLength);
        Assert.Equal((100, PageSize, 9u), (headerLength, (int)header.PageSize, header.PageCount));

        // Page 2 is the table's root (the schema on page 1 says so): an interior page over seven leaves.
        var root = Assert.IsType<TableInteriorPage>(Sqlite.Page.Read(Page(file, 2), PageSize, out _).Body);
        var leaves = root.Cells.Select(cell => cell.LeftChild).Append(root.RightMostPointer).ToList();
        var rows = leaves.SelectMany(number => Assert.IsType<TableLeafPage>(Sqlite.Page.Read(Page(file, number), PageSize, out _).Body).Cells).ToList();

        string[] expected = File.ReadAllLines(Path.Combine(Folder, "sqlite_people.jsonl"));
        Assert.Equal(expected.Length, rows.Count);
        for (int i = 0; i < rows.Count; i++)
        {
            using JsonDocument line = JsonDocument.Parse(expected[i]);
            Assert.Equal(line.RootElement[0].GetInt64(), rows[i].RowId);

            // The name: column 1, text (serial type 13 + 2n) after column 0's NULL (the rowid alias).
            Sqlite.Record record = BinarySerializer.Deserialize<Sqlite.Record>(rows[i].Payload);
            Assert.Equal(0, record.SerialTypes[0]);
            Assert.True(record.SerialTypes[1] >= 13 && record.SerialTypes[1] % 2 == 1);
            string name = Encoding.UTF8.GetString(Assert.IsType<SqliteBytes>(record.Values[1]).Content);
            Assert.Equal(line.RootElement[1].GetString(), name);
        }

        // The schema table on page 1: its cell pointers count from the page's start, past the database header.
        var schema = Assert.IsType<TableLeafPage>(FirstPage.Read(Page(file, 1), PageSize, out _).Body);
        Assert.Contains("CREATE TABLE people", Encoding.UTF8.GetString(Assert.Single(schema.Cells).Payload));
    }

    [Fact]
    public void Hostile_cell_pointers_are_refused_with_the_member_and_offset()
    {
        byte[] leaf = Page(Database(), 3);
        ushort first = BinaryPrimitives.ReadUInt16BigEndian(leaf.AsSpan(8));

        byte[] intoHeader = (byte[])leaf.Clone();
        BinaryPrimitives.WriteUInt16BigEndian(intoHeader.AsSpan(8), 3);
        var overlap = Assert.Throws<BinarySerializationException>(() => Sqlite.Page.Read(intoHeader, PageSize, out _).Body);
        Assert.Equal(("TableLeafPage", "Cells", 3L), (overlap.TypeName, overlap.MemberName, overlap.Offset));

        byte[] twice = (byte[])leaf.Clone();
        BinaryPrimitives.WriteUInt16BigEndian(twice.AsSpan(10), first);
        var shared = Assert.Throws<BinarySerializationException>(() => Sqlite.Page.Read(twice, PageSize, out _).Body);
        Assert.Equal(("Cells", (long)first), (shared.MemberName, shared.Offset));
        Assert.Contains("overlapping or cyclic", shared.Message);

        byte[] past = (byte[])leaf.Clone();
        BinaryPrimitives.WriteUInt16BigEndian(past.AsSpan(8), 5000);
        var end = Assert.Throws<BinarySerializationException>(() => Sqlite.Page.Read(past, PageSize, out _).Body);
        Assert.Equal(("Cells", 5000L), (end.MemberName, end.Offset));
        Assert.Contains("past the end", end.Message);

        byte[] unknown = (byte[])leaf.Clone();
        unknown[0] = 7; // no b-tree page has this type
        Assert.Throws<BinarySerializationException>(() => Sqlite.Page.Read(unknown, PageSize, out _).Body);
    }

    [Fact]
    public void A_record_header_counts_its_serial_types_in_SQLite_varint_bytes()
    {
        // Found by the Kaitai cross-check: the byte count of a varint list was taken as LEB128's, which needs 10 bytes
        // for values of 2^63 and up where SQLite's varint needs 9.
        var header = new SqliteVarIntHeader { SerialTypes = [0, 1L << 60, -1] };
        byte[] bytes = BinarySerializer.Serialize(header);

        Assert.Equal(1 + 1 + 9 + 9, header.GetSerializedSize());
        Assert.Equal(20, bytes[0]); // the header size, itself included
        Assert.Equal(header.SerialTypes, BinarySerializer.Deserialize<SqliteVarIntHeader>(bytes).SerialTypes);
    }

    private static byte[] Page(byte[] file, uint number) => file.AsSpan((int)(number - 1) * PageSize, PageSize).ToArray();
}

/// <summary>A record header alone: its size (itself counted), then SQLite varints that fill it.</summary>
[BinarySerializable]
public sealed partial class SqliteVarIntHeader
{
    public byte HeaderSize { get; set; }

    [BinaryLengthFrom(nameof(HeaderSize), CountsBytes = true, Adjust = 1)]
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public long[] SerialTypes { get; set; } = [];
}
