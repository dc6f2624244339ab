using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Sqlite;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Payloads longer than a page keeps (SQLite's file format, 1.6): a cell's local size is computed from its payload size
/// and the page's usable size (a parameter the page passes), and its first overflow page is there exactly when the
/// payload spills (a condition computed by a method). A database Python's sqlite3 wrote with 1,024-byte pages
/// (Vectors/make_sqlite_overflow_vectors.py: payloads at the limit, one byte past it, and up to 29 overflow pages; an
/// index over keys of up to 2,500 bytes) reads cell by cell as Python's struct reads it, every row and key equal to
/// sqlite3's once the chains are followed, and every cell writes back byte for byte.
/// </summary>
public class SqliteOverflowTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    private static readonly byte[] File_ = File.ReadAllBytes(Path.Combine(Folder, "sqlite_overflow.db"));

    private static readonly JsonElement Report = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "sqlite_overflow.json"))).RootElement;

    private static int PageSize => Report.GetProperty("page_size").GetInt32();

    private static int Usable => Report.GetProperty("usable").GetInt32();

    [Fact]
    public void Table_cells_keep_the_local_bytes_python_computed_and_point_at_the_chain_it_followed()
    {
        var cells = LeafCells(Report.GetProperty("files").GetProperty("root").GetUInt32()).Cast<TableLeafCell>().ToList();
        JsonElement[] expected = [.. Report.GetProperty("files").GetProperty("cells").EnumerateArray()];
        Assert.Equal(expected.Length, cells.Count);
        Assert.Contains(cells, cell => cell.FirstOverflowPage is null);
        Assert.Contains(cells, cell => cell.FirstOverflowPage is not null);
        for (int i = 0; i < cells.Count; i++)
        {
            TableLeafCell cell = cells[i];
            Assert.Equal((expected[i].GetProperty("rowid").GetInt64(), expected[i].GetProperty("payload").GetInt64(), expected[i].GetProperty("local").GetInt32()),
                (cell.RowId, cell.PayloadSize, cell.Payload.Length));
            Assert.Equal(expected[i].GetProperty("overflow").EnumerateArray().Select(page => page.GetUInt32()), Chain(cell.FirstOverflowPage, cell.PayloadSize - cell.Payload.Length).Pages);
        }
    }

    [Fact]
    public void Every_row_with_its_overflow_followed_equals_what_sqlite3_returned()
    {
        var cells = LeafCells(Report.GetProperty("files").GetProperty("root").GetUInt32()).Cast<TableLeafCell>().ToList();
        JsonElement[] rows = [.. Report.GetProperty("files").GetProperty("rows").EnumerateArray()];
        Assert.Equal(rows.Length, cells.Count);
        for (int i = 0; i < rows.Length; i++)
        {
            byte[] payload = Payload(cells[i].Payload, cells[i].PayloadSize, cells[i].FirstOverflowPage);
            (byte[]? name, byte[]? body) = TwoValues(payload, skip: 1);
            Assert.Equal(rows[i][0].GetInt64(), cells[i].RowId);
            Assert.Equal(rows[i][1].GetString(), Sha(name));
            Assert.Equal(rows[i][2].ValueKind == JsonValueKind.Null ? null : rows[i][2].GetString(), Sha(body));
        }
    }

    [Fact]
    public void Index_keys_spill_by_the_index_limit_and_read_in_order_as_sqlite3_walks_them()
    {
        uint root = Report.GetProperty("words_by_word").GetProperty("root").GetUInt32();
        JsonElement[] expected = [.. Report.GetProperty("words_by_word").GetProperty("cells").EnumerateArray()];
        JsonElement[] keys = [.. Report.GetProperty("words_by_word").GetProperty("keys").EnumerateArray()];
        List<(long PayloadSize, byte[] Local, uint? Overflow)> cells = [.. IndexCells(root)];
        Assert.Equal(expected.Length, cells.Count);
        Assert.Equal(keys.Length, cells.Count);
        for (int i = 0; i < cells.Count; i++)
        {
            Assert.Equal((expected[i].GetProperty("payload").GetInt64(), expected[i].GetProperty("local").GetInt32()), (cells[i].PayloadSize, cells[i].Local.Length));
            (byte[]? word, _) = TwoValues(Payload(cells[i].Local, cells[i].PayloadSize, cells[i].Overflow), skip: 0);
            Assert.Equal(keys[i][0].GetString(), Sha(word));
        }
    }

    /// <summary>Each cell as read writes back as the bytes it came from: its sizes, its local bytes and its first overflow page.</summary>
    [Fact]
    public void Every_leaf_cell_writes_back_byte_for_byte()
    {
        foreach (JsonElement expected in Report.GetProperty("files").GetProperty("cells").EnumerateArray())
        {
            int page = expected.GetProperty("page").GetInt32();
            int at = (page - 1) * PageSize + expected.GetProperty("offset").GetInt32();
            byte[] source = File_.AsSpan(0, page * PageSize).ToArray();
            TableLeafCell cell = TableLeafCell.Read(source.AsSpan(at), Usable, out int read);
            Assert.Equal(source.AsSpan(at, read).ToArray(), BinarySerializer.Serialize(cell));
        }
    }

    /// <summary>
    /// Built from objects: a payload that fits gets its size filled from its bytes; one that spills keeps the size given
    /// and must hold exactly the bytes the page keeps, and its overflow page must be given exactly when it spills.
    /// </summary>
    [Fact]
    public void A_cell_built_from_objects_fills_its_size_or_checks_its_spill()
    {
        var fits = new TableLeafCell { UsableSize = 1024, RowId = 1, Payload = [1, 2, 3] };
        var spills = new TableLeafCell { UsableSize = 1024, RowId = 2, PayloadSize = 997, Payload = new byte[103], FirstOverflowPage = 7 };
        var wrongLocal = new TableLeafCell { UsableSize = 1024, RowId = 3, PayloadSize = 997, Payload = new byte[104], FirstOverflowPage = 7 };
        var noPage = new TableLeafCell { UsableSize = 1024, RowId = 4, PayloadSize = 997, Payload = new byte[103] };

        Assert.Equal("030101020 3".Replace(" ", string.Empty), Convert.ToHexString(BinarySerializer.Serialize(fits)));
        Assert.Equal("87650" + "2", Convert.ToHexString(BinarySerializer.Serialize(spills).AsSpan(0, 3)));
        Assert.Equal("00000007", Convert.ToHexString(BinarySerializer.Serialize(spills).AsSpan(3 + 103)));
        var local = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(wrongLocal));
        var page = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(noPage));
        Assert.Equal("FirstOverflowPage", page.MemberName);
        Assert.Contains("Spills", page.Message, StringComparison.Ordinal);
        Assert.Contains("LocalSize", local.Message, StringComparison.Ordinal);
    }

    /// <summary>
    /// A usable size no SQLite file has (4 bytes: the arithmetic divides by usable − 4) is invalid data at the cell,
    /// naming the method that could not compute, never a DivideByZeroException.
    /// </summary>
    [Fact]
    public void A_usable_size_the_arithmetic_cannot_use_is_invalid_data()
    {
        byte[] cell = Convert.FromHexString("8765" + "02" + "00");

        var failed = Assert.Throws<BinarySerializationException>(() => TableLeafCell.Read(cell, 4, out _));

        Assert.Equal(("TableLeafCell", "LocalSize", 3L), (failed.TypeName, failed.MemberName, failed.Offset));
        Assert.Contains("cannot compute from the values read", failed.Message, StringComparison.Ordinal);
    }

    private static byte[] PageBytes(uint number) => File_.AsSpan((int)(number - 1) * PageSize, Usable).ToArray();

    private static BTreePage Page(uint number)
        => number == 1 ? FirstPage.Read(PageBytes(1), Usable, out _).Body : Sqlite.Page.Read(PageBytes(number), Usable, out _).Body;

    /// <summary>The cells of a table b-tree's leaves, in rowid order.</summary>
    private static IEnumerable<object> LeafCells(uint number) => Page(number) switch
    {
        TableLeafPage leaf => leaf.Cells,
        TableInteriorPage interior => interior.Cells.Select(cell => cell.LeftChild).Append(interior.RightMostPointer).SelectMany(LeafCells),
        var other => throw new InvalidDataException(other.GetType().Name),
    };

    /// <summary>An index b-tree's cells in key order: each child's, then the key after them.</summary>
    private static IEnumerable<(long, byte[], uint?)> IndexCells(uint number)
    {
        switch (Page(number))
        {
            case IndexLeafPage leaf:
                foreach (IndexKey key in leaf.Cells)
                {
                    yield return (key.PayloadSize, key.Payload, key.FirstOverflowPage);
                }

                break;
            case IndexInteriorPage interior:
                foreach (IndexInteriorCell cell in interior.Cells)
                {
                    foreach (var key in IndexCells(cell.LeftChild))
                    {
                        yield return key;
                    }

                    yield return (cell.Key.PayloadSize, cell.Key.Payload, cell.Key.FirstOverflowPage);
                }

                foreach (var key in IndexCells(interior.RightMostPointer))
                {
                    yield return key;
                }

                break;
            default:
                throw new InvalidDataException();
        }
    }

    /// <summary>The payload: the local bytes, then each overflow page's content, as many as the size says.</summary>
    private static byte[] Payload(byte[] local, long size, uint? first)
    {
        (byte[] rest, _) = Chain(first, size - local.Length);
        return [.. local, .. rest];
    }

    private static (byte[] Bytes, List<uint> Pages) Chain(uint? first, long remaining)
    {
        var bytes = new List<byte>();
        var pages = new List<uint>();
        for (uint next = first ?? 0; next != 0;)
        {
            if (pages.Contains(next) || remaining <= 0)
            {
                throw new InvalidDataException($"the overflow chain reaches page {next} again, or runs past its payload");
            }

            pages.Add(next);
            OverflowPage page = BinarySerializer.Deserialize<OverflowPage>(PageBytes(next));
            int take = (int)Math.Min(remaining, page.Content.Length);
            bytes.AddRange(page.Content.AsSpan(0, take).ToArray());
            remaining -= take;
            next = page.Next;
        }

        return ([.. bytes], pages);
    }

    /// <summary>The first two text or blob values after <paramref name="skip"/> others of a record (null for a NULL).</summary>
    private static (byte[]?, byte[]?) TwoValues(byte[] payload, int skip)
    {
        Sqlite.Record record = BinarySerializer.Deserialize<Sqlite.Record>(payload);
        var values = record.Values.Select(value => (value as SqliteBytes)?.Content).ToList();
        return (values.ElementAtOrDefault(skip), values.ElementAtOrDefault(skip + 1));
    }

    private static string? Sha(byte[]? value) => value is null ? null : Convert.ToHexString(SHA256.HashData(value)).ToLowerInvariant();
}
