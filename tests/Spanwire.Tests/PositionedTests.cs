using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// <c>[BinaryAt]</c>: members read at offsets other members hold, out of the sequence; written after it with the
/// offsets filled in; refused when offsets overlap, point back into what holds them, or run past the source.
/// </summary>
public class PositionedTests
{
    private static TableFile SampleTable() => new()
    {
        Version = 3,
        Title = "parts",
        Table = [new TableEntry(1, -2), new TableEntry(70000, 300), new TableEntry(uint.MaxValue, short.MinValue)],
    };

    [Fact]
    public void A_table_is_written_after_the_header_with_its_offset_and_count_filled_in()
    {
        byte[] bytes = BinarySerializer.Serialize(SampleTable());

        // version(2) offset(4) count(2) title(4 + 5), then three 6-byte entries.
        Assert.Equal(17 + 18, bytes.Length);
        Assert.Equal(17u, BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(2)));
        Assert.Equal(3, BinaryPrimitives.ReadUInt16BigEndian(bytes.AsSpan(6)));
        Assert.Equal(70000u, BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(17 + 6)));

        TableFile read = BinarySerializer.Deserialize<TableFile>(bytes);
        Assert.Equal(17u, read.TableOffset);
        Assert.Equal(SampleTable().Table, read.Table);
        Assert.Equal("parts", read.Title);
        Assert.Equal(bytes.Length, TableFile.Read(bytes, out int bytesRead).GetSerializedSize());
        Assert.Equal(bytes.Length, bytesRead);
    }

    [Fact]
    public void A_table_before_the_header_is_read_where_the_offset_points_and_the_header_at_its_position()
    {
        // A file laid out as a hand-written tool would: two entries first, then the header pointing back at them.
        byte[] file = new byte[12 + 14];
        BinaryPrimitives.WriteUInt32BigEndian(file.AsSpan(0), 7);
        BinaryPrimitives.WriteInt16BigEndian(file.AsSpan(4), 8);
        BinaryPrimitives.WriteUInt32BigEndian(file.AsSpan(6), 9);
        BinaryPrimitives.WriteInt16BigEndian(file.AsSpan(10), -10);
        BinaryPrimitives.WriteUInt16BigEndian(file.AsSpan(12), 1);
        BinaryPrimitives.WriteUInt32BigEndian(file.AsSpan(14), 0);
        BinaryPrimitives.WriteUInt16BigEndian(file.AsSpan(18), 2);
        BinaryPrimitives.WriteInt32BigEndian(file.AsSpan(20), 2);
        "ok"u8.CopyTo(file.AsSpan(24));

        TableFile header = BinarySerializer.DeserializeAt<TableFile>(file, 12, out int bytesRead);
        Assert.Equal(14, bytesRead); // the header's own bytes: the table lies before it
        Assert.Equal([new TableEntry(7, 8), new TableEntry(9, -10)], header.Table);
        Assert.Equal("ok", header.Title);
    }

    [Fact]
    public void A_positioned_member_with_positioned_members_of_its_own_round_trips()
    {
        var tree = new PartTree { Node = new PartNode { Value = -5, Child = new PartLeaf { Payload = long.MinValue } }, Note = "leaf" };
        byte[] bytes = BinarySerializer.Serialize(tree);

        // NodeAt(4) NoteAt(4) | node: Value(4) ChildAt(4) | leaf(8) | note(4 + 4)
        Assert.Equal(8 + 8 + 8 + 8, bytes.Length);
        Assert.Equal(8u, BinaryPrimitives.ReadUInt32BigEndian(bytes));
        Assert.Equal(24u, BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(4)));
        Assert.Equal(16u, BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(12)));

        PartTree read = BinarySerializer.Deserialize<PartTree>(bytes);
        Assert.Equal(-5, read.Node.Value);
        Assert.Equal(long.MinValue, read.Node.Child.Payload);
        Assert.Equal("leaf", read.Note);
    }

    [Fact]
    public void Offsets_count_from_the_value_when_asked_and_an_absent_part_keeps_its_holder_zero()
    {
        var page = new Page { Kind = 5, Cell = [1, 2, 3], Extra = 0xDEADBEEF };
        byte[] bytes = BinarySerializer.Serialize(page);
        Assert.Equal(5 + 7 + 4, bytes.Length);
        Assert.Equal(5, BinaryPrimitives.ReadUInt16BigEndian(bytes.AsSpan(1)));
        Assert.Equal(12, BinaryPrimitives.ReadUInt16BigEndian(bytes.AsSpan(3)));

        // The same page 100 bytes into a file: the offsets are the page's, the read starts at its position.
        byte[] file = new byte[100 + bytes.Length];
        bytes.CopyTo(file, 100);
        Page read = BinarySerializer.DeserializeAt<Page>(file, 100, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal([1, 2, 3], read.Cell);
        Assert.Equal(0xDEADBEEF, read.Extra);

        byte[] plain = BinarySerializer.Serialize(new Page { Kind = 1, Cell = [9] });
        Assert.Equal(0, BinaryPrimitives.ReadUInt16BigEndian(plain.AsSpan(3)));
        Assert.Equal(0u, BinarySerializer.Deserialize<Page>(plain).Extra);
    }

    [Fact]
    public void An_offset_into_the_header_is_refused_as_overlapping()
    {
        byte[] bytes = BinarySerializer.Serialize(SampleTable());
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(2), 4); // the table "starts" inside the header

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<TableFile>(bytes, out _));
        Assert.Equal("Table", error.MemberName);
        Assert.Equal(4, error.Offset);
        Assert.Contains("overlapping or cyclic", error.Message);
    }

    [Fact]
    public void Two_offsets_to_the_same_bytes_are_refused()
    {
        var tree = new PartTree { Node = new PartNode { Child = new PartLeaf { Payload = 1 } }, Note = "n" };
        byte[] bytes = BinarySerializer.Serialize(tree);
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(4), 16); // the note at the leaf's bytes

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PartTree>(bytes, out _));
        Assert.Equal("Note", error.MemberName);
        Assert.Equal(16, error.Offset);
    }

    [Fact]
    public void An_offset_cycle_is_refused_after_one_visit()
    {
        var tree = new PartTree { Node = new PartNode { Child = new PartLeaf() }, Note = "" };
        byte[] bytes = BinarySerializer.Serialize(tree);
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(12), 8); // the node's child is the node itself
        var self = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PartTree>(bytes, out _));
        Assert.Equal(("PartNode", "Child", 8L), (self.TypeName, self.MemberName, self.Offset));

        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(12), 0); // ... or the tree that holds it
        var back = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PartTree>(bytes, out _));
        Assert.Equal(("PartNode", "Child", 0L), (back.TypeName, back.MemberName, back.Offset));
    }

    [Theory]
    [InlineData(35u)] // one past the last byte
    [InlineData(1_000_000u)]
    [InlineData(uint.MaxValue)]
    public void An_offset_past_the_end_is_a_truncation_at_that_offset_and_TryDeserialize_returns_false(uint offset)
    {
        byte[] bytes = BinarySerializer.Serialize(SampleTable());
        BinaryPrimitives.WriteUInt32BigEndian(bytes.AsSpan(2), offset);

        long before = GC.GetAllocatedBytesForCurrentThread();
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<TableFile>(bytes, out _));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 16_384, "nothing is allocated for the claimed offset");
        Assert.Equal("Table", error.MemberName);
        if (offset <= int.MaxValue)
        {
            Assert.Equal(offset, error.Offset);
            Assert.Contains(offset == 35 ? "ends early" : "past the end of the data (35 bytes)", error.Message);
            Assert.False(BinarySerializer.TryDeserialize<TableFile>(bytes, out _, out int consumed));
            Assert.Equal(0, consumed);
        }
        else
        {
            Assert.Contains("out of range", error.Message);
        }
    }

    [Fact]
    public void A_table_entry_cut_short_is_a_truncation_in_the_table()
    {
        byte[] bytes = BinarySerializer.Serialize(SampleTable());
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<TableFile>(bytes.AsSpan(0, bytes.Length - 1), out _));
        Assert.Equal("Table", error.MemberName);
    }

    [Theory]
    [InlineData(1, false)]
    [InlineData(7, false)]
    [InlineData(4096, true)]
    public void Stream_and_buffer_writer_reads_and_writes_agree_with_the_span(int chunk, bool seekable)
    {
        TableFile table = SampleTable();
        byte[] expected = BinarySerializer.Serialize(table);

        var writer = new System.Buffers.ArrayBufferWriter<byte>();
        BinarySerializer.Serialize(table, writer);
        Assert.Equal(expected, writer.WrittenSpan.ToArray());
        using var stream = new System.IO.MemoryStream();
        BinarySerializer.Serialize(table, stream, new BinarySerializerOptions { ChunkSize = 256 });
        Assert.Equal(expected, stream.ToArray());

        TableFile read = BinarySerializer.Deserialize<TableFile>(new TrickleStream(expected, chunk, seekable));
        Assert.Equal(table.Table, read.Table);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(7)]
    [InlineData(300)]
    public void A_non_seekable_stream_is_read_to_the_value_s_end_and_no_further(int chunk)
    {
        // Found by fuzzing (Findings/positioned-empty-part-*): an empty table 5 bytes past the header once made the
        // reader want one byte past it, which a non-seekable stream cannot give back. A second value follows the
        // first; each read takes exactly its own bytes.
        byte[] one = BinarySerializer.Serialize(new TableFile { Title = "e" });
        byte[] gapped = [.. one, 0, 0, 0, 0, 0];
        BinaryPrimitives.WriteUInt32BigEndian(gapped.AsSpan(2), (uint)gapped.Length);
        var stream = new TrickleStream([.. gapped, .. one], chunk, seekable: false);

        Assert.Empty(BinarySerializer.Deserialize<TableFile>(stream).Table);
        Assert.Equal(gapped.Length, stream.Position);
        Assert.Equal("e", BinarySerializer.Deserialize<TableFile>(stream).Title);
        Assert.Equal(gapped.Length + one.Length, stream.Position);
    }

    [Fact]
    public void Items_at_an_array_of_offsets_are_written_in_order_and_read_wherever_the_offsets_say()
    {
        var page = new CellPage { CellPointers = new ushort[3], Cells = ["a", "bc", ""] };
        byte[] bytes = BinarySerializer.Serialize(page);

        // kind(1) count(2) pointers(3 x 2) | "a"(4 + 1) "bc"(4 + 2) ""(4): the pointers filled in from the page's start.
        Assert.Equal(9 + 5 + 6 + 4, bytes.Length);
        Assert.Equal([9, 14, 20], Enumerable.Range(0, 3).Select(i => (int)BinaryPrimitives.ReadUInt16BigEndian(bytes.AsSpan(3 + (2 * i)))));
        Assert.Equal(["a", "bc", ""], BinarySerializer.Deserialize<CellPage>(bytes).Cells);

        // As SQLite lays a page out: cells from the end backwards, a free gap, pointers in key order; 50 bytes into a file.
        byte[] file = new byte[50 + 40];
        var at = file.AsSpan(50);
        at[0] = 13;
        BinaryPrimitives.WriteUInt16BigEndian(at[1..], 2);
        BinaryPrimitives.WriteUInt16BigEndian(at[3..], 33); // the first cell is the last in the page
        BinaryPrimitives.WriteUInt16BigEndian(at[5..], 25);
        BinaryPrimitives.WriteInt32BigEndian(at[25..], 4);
        "four"u8.CopyTo(at[29..]);
        BinaryPrimitives.WriteInt32BigEndian(at[33..], 3);
        "one"u8.CopyTo(at[37..]);
        CellPage read = BinarySerializer.DeserializeAt<CellPage>(file, 50, out int bytesRead);
        Assert.Equal(["one", "four"], read.Cells);
        Assert.Equal(40, bytesRead);

        // Two pointers to one cell, or one into the pointer array, are refused.
        BinaryPrimitives.WriteUInt16BigEndian(at[5..], 33);
        var twice = Assert.Throws<BinarySerializationException>(() => BinarySerializer.DeserializeAt<CellPage>(file, 50, out _));
        Assert.Equal(("Cells", 83L), (twice.MemberName, twice.Offset));
        BinaryPrimitives.WriteUInt16BigEndian(at[5..], 4);
        Assert.Contains("overlapping", Assert.Throws<BinarySerializationException>(() => BinarySerializer.DeserializeAt<CellPage>(file, 50, out _)).Message);
    }

    [Fact]
    public void Items_and_offsets_of_different_counts_are_a_write_error()
    {
        var page = new CellPage { CellPointers = new ushort[1], Cells = ["a", "b"] };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(page));
        Assert.Equal("Cells", error.MemberName);
        Assert.Contains("2 item(s) to place, but 1 offset(s)", error.Message);
    }

    [Fact]
    public void An_offset_the_holder_cannot_hold_is_a_write_error_naming_the_member()
    {
        // A ushort offset counted from the value: a cell 70,000 bytes in does not fit it.
        var page = new Page { Kind = 5, Cell = new byte[70_000] };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(page));
        Assert.Equal("Extra", error.MemberName);
        Assert.Contains("does not fit", error.Message);
    }
}
