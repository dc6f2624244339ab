using System;
using System.Buffers.Binary;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Collections of fixed-size types read each item with one length check at a local position (<c>ReadFixedAt</c>);
/// nulls, bad bytes and truncation fall back to the member read. Both routes must agree, byte for byte and error for error.
/// </summary>
public class FixedItemLoopTests
{
    private static readonly FixedItemHolder Sample = new()
    {
        Items = [new FixedItem { Id = 1, Quantity = -2, Flag = true }, null, new FixedItem { Id = 0x01020304, Quantity = long.MaxValue }],
        Ticks = [new FixedTick(7, -1), new FixedTick(int.MinValue, short.MaxValue)],
        Trailer = 0x0A0B0C0D,
    };

    /// <summary>The layout written by hand: count, then per item a presence byte and int32, int64, bool; ticks; trailer.</summary>
    private static byte[] Expected()
    {
        byte[] bytes = new byte[4 + 14 + 1 + 14 + 4 + (2 * 6) + 4];
        int offset = 0;
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(offset), Sample.Items.Count);
        offset += 4;
        foreach (FixedItem? item in Sample.Items)
        {
            bytes[offset++] = item is null ? (byte)0 : (byte)1;
            if (item is not null)
            {
                BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(offset), item.Id);
                BinaryPrimitives.WriteInt64BigEndian(bytes.AsSpan(offset + 4), item.Quantity);
                bytes[offset + 12] = item.Flag ? (byte)1 : (byte)0;
                offset += 13;
            }
        }

        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(offset), Sample.Ticks.Length);
        offset += 4;
        foreach (FixedTick tick in Sample.Ticks)
        {
            BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(offset), tick.Time);
            BinaryPrimitives.WriteInt16BigEndian(bytes.AsSpan(offset + 4), tick.Delta);
            offset += 6;
        }

        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(offset), Sample.Trailer);
        Assert.Equal(bytes.Length, offset + 4);
        return bytes;
    }

    [Fact]
    public void Items_round_trip_with_nulls_between_them()
    {
        byte[] bytes = TestSupport.Bytes(Sample);
        Assert.Equal(Convert.ToHexString(Expected()), Convert.ToHexString(bytes));

        FixedItemHolder read = FixedItemHolder.Read(bytes, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal(
            Sample.Items.Select(item => item is null ? "null" : $"{item.Id} {item.Quantity} {item.Flag}"),
            read.Items.Select(item => item is null ? "null" : $"{item.Id} {item.Quantity} {item.Flag}"));
        Assert.Equal(Sample.Ticks, read.Ticks);
        Assert.Equal(Sample.Trailer, read.Trailer);
    }

    [Fact]
    public void Every_truncation_is_incomplete_and_names_the_member_it_cuts()
    {
        byte[] bytes = Expected();
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(FixedItemHolder.TryRead(bytes.AsSpan(0, length), out _, out int bytesRead));
            Assert.Equal(0, bytesRead);
            var exception = Assert.Throws<BinarySerializationException>(() => FixedItemHolder.Read(bytes.AsSpan(0, length), out _));
            Assert.NotNull(exception.MemberName);
        }

        // Cut inside the third item's Quantity (count 4 + item 14 + null 1 + presence 1 + Id 4 = offset 24).
        var cut = Assert.Throws<BinarySerializationException>(() => FixedItemHolder.Read(bytes.AsSpan(0, 26), out _));
        Assert.Equal(("FixedItem", "Quantity", 24L), (cut.TypeName, cut.MemberName, cut.Offset));
    }

    [Fact]
    public void A_bad_presence_byte_or_boolean_inside_an_item_is_reported_at_its_own_offset()
    {
        byte[] presence = Expected();
        presence[18] = 2; // the second item's presence byte
        var exception = Assert.Throws<BinarySerializationException>(() => FixedItemHolder.Read(presence, out _));
        Assert.Equal(("Items", 18L), (exception.MemberName, exception.Offset));

        byte[] flag = Expected();
        flag[17] = 7; // the first item's Flag: count 4, presence 1, Id 4, Quantity 8
        exception = Assert.Throws<BinarySerializationException>(() => FixedItemHolder.Read(flag, out _));
        Assert.Equal(("FixedItem", "Flag", 17L), (exception.TypeName, exception.MemberName, exception.Offset));
    }

    /// <summary>Nulls start the list and the array, sit at the array's growth points (1,024 and 2,048) and every 97 items.</summary>
    private static FixedItem? RunItem(int i)
        => i is 0 or 1 or 1023 or 1024 or 2047 or 2048 || i % 97 == 50 ? null : new FixedItem { Id = i, Quantity = -3L * i, Flag = i % 3 == 0 };

    private static FixedItemRuns Runs(int count) => new()
    {
        List = [.. Enumerable.Range(0, count).Select(RunItem)],
        Array = [.. Enumerable.Range(count, count).Select(i => RunItem(i - count))],
        Trailer = 0x5A5A5A5A,
    };

    /// <summary>The runs' layout written by hand, with the offset of each item's presence byte (list items, then array items).</summary>
    private static (byte[] Bytes, int[] ItemOffsets) HandWritten(FixedItemRuns value)
    {
        var bytes = new System.Collections.Generic.List<byte>();
        var offsets = new System.Collections.Generic.List<int>();
        foreach (FixedItem?[] items in new[] { value.List.ToArray(), value.Array })
        {
            bytes.AddRange([(byte)(items.Length >> 24), (byte)(items.Length >> 16), (byte)(items.Length >> 8), (byte)items.Length]);
            foreach (FixedItem? item in items)
            {
                offsets.Add(bytes.Count);
                bytes.Add(item is null ? (byte)0 : (byte)1);
                if (item is not null)
                {
                    byte[] body = new byte[13];
                    BinaryPrimitives.WriteInt32BigEndian(body, item.Id);
                    BinaryPrimitives.WriteInt64BigEndian(body.AsSpan(4), item.Quantity);
                    body[12] = item.Flag ? (byte)1 : (byte)0;
                    bytes.AddRange(body);
                }
            }
        }

        bytes.AddRange([0x5A, 0x5A, 0x5A, 0x5A]);
        return (bytes.ToArray(), offsets.ToArray());
    }

    private static string Describe(System.Collections.Generic.IEnumerable<FixedItem?> items)
        => string.Join(",", items.Select(item => item is null ? "null" : $"{item.Id} {item.Quantity} {item.Flag}"));

    [Fact]
    public void Long_runs_with_nulls_at_their_edges_and_at_the_arrays_growth_read_as_written()
    {
        FixedItemRuns value = Runs(3000);
        (byte[] expected, _) = HandWritten(value);
        Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(TestSupport.Bytes(value)));

        FixedItemRuns read = FixedItemRuns.Read(expected, out int bytesRead);
        Assert.Equal(expected.Length, bytesRead);
        Assert.Equal(Describe(value.List), Describe(read.List));
        Assert.Equal(Describe(value.Array), Describe(read.Array));
        Assert.Equal(3000, read.Array.Length);
        Assert.Equal(value.Trailer, read.Trailer);
    }

    [Theory]
    [InlineData(2)] // the first item of the first run
    [InlineData(500)] // inside a run
    [InlineData(1022)] // the last item before a null
    [InlineData(1025)] // the first array item after its first growth
    [InlineData(2999)] // the last item
    public void A_bad_byte_anywhere_in_a_run_is_reported_at_its_own_offset(int index)
    {
        FixedItemRuns value = Runs(3000);
        (byte[] expected, int[] offsets) = HandWritten(value);
        foreach ((string member, int item) in new[] { ("List", index), ("Array", 3000 + index) })
        {
            byte[] presence = (byte[])expected.Clone();
            presence[offsets[item]] = 2;
            var exception = Assert.Throws<BinarySerializationException>(() => FixedItemRuns.Read(presence, out _));
            Assert.Equal(("FixedItemRuns", member, (long)offsets[item]), (exception.TypeName, exception.MemberName, exception.Offset));

            byte[] flag = (byte[])expected.Clone();
            flag[offsets[item] + 13] = 7; // presence 1, Id 4, Quantity 8
            exception = Assert.Throws<BinarySerializationException>(() => FixedItemRuns.Read(flag, out _));
            Assert.Equal(("FixedItem", "Flag", (long)offsets[item] + 13), (exception.TypeName, exception.MemberName, exception.Offset));
        }
    }

    [Fact]
    public void A_cut_anywhere_in_the_runs_is_incomplete_and_names_the_member_and_offset_it_cuts()
    {
        FixedItemRuns value = Runs(60);
        (byte[] expected, int[] offsets) = HandWritten(value);
        for (int length = 0; length < expected.Length; length++)
        {
            Assert.False(FixedItemRuns.TryRead(expected.AsSpan(0, length), out _, out int bytesRead));
            Assert.Equal(0, bytesRead);
            var exception = Assert.Throws<BinarySerializationException>(() => FixedItemRuns.Read(expected.AsSpan(0, length), out _));
            Assert.NotNull(exception.MemberName);
        }

        foreach (int item in new[] { 30, 60 + 30 })
        {
            // Cut inside item 30's Quantity (its presence byte and Id are there; the count's bound, a byte an item, holds).
            var cut = Assert.Throws<BinarySerializationException>(() => FixedItemRuns.Read(expected.AsSpan(0, offsets[item] + 7), out _));
            Assert.Equal(("FixedItem", "Quantity", (long)offsets[item] + 5), (cut.TypeName, cut.MemberName, cut.Offset));
        }
    }

    [Fact]
    public void Runs_inside_the_items_of_an_outer_collection_read_as_written_and_report_cuts()
    {
        var value = new NestedRuns
        {
            Groups = [.. Enumerable.Range(0, 12).Select(g => Enumerable.Range(0, g * 3).Select(i => new FixedTick(g, (short)i)).ToArray())],
            Tables = [.. Enumerable.Range(0, 9).Select(t => Enumerable.Range(0, t * 2).Select(i => i % 4 == 1 ? null : new FixedItem { Id = t, Quantity = i }).ToArray())],
        };
        byte[] bytes = TestSupport.Bytes(value);

        NestedRuns read = NestedRuns.Read(bytes, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal(value.Groups.SelectMany(group => group), read.Groups.SelectMany(group => group));
        Assert.Equal(value.Tables.Select(Describe), read.Tables.Select(Describe));
        for (int length = 0; length < bytes.Length; length++)
        {
            Assert.False(NestedRuns.TryRead(bytes.AsSpan(0, length), out _, out _));
        }
    }

    [Fact]
    public void A_large_array_of_fixed_size_structs_is_allocated_once_at_its_count()
    {
        // The count was checked against 6 bytes per item before allocating, so the array is not grown from 1,024.
        var value = new FixedItemHolder { Ticks = [.. Enumerable.Range(0, 3000).Select(i => new FixedTick(i, (short)i))] };
        byte[] bytes = TestSupport.Bytes(value);
        FixedItemHolder.Read(bytes, out _); // warm up

        long before = GC.GetAllocatedBytesForCurrentThread();
        FixedItemHolder read = FixedItemHolder.Read(bytes, out _);
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.Equal(value.Ticks, read.Ticks);
        long ticksArray = 24 + (3000 * 8); // array header and 8-byte items
        Assert.InRange(allocated, ticksArray, ticksArray + 200); // plus the holder and its empty list
    }

    [Fact]
    public void The_unchecked_ReadFixedAt_is_internal_to_the_assembly_whose_loops_check_for_it()
    {
        System.Reflection.MethodInfo? method = typeof(FixedTick).GetMethod("ReadFixedAt", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic);
        Assert.NotNull(method);
        Assert.True(method.IsAssembly);
    }
}
