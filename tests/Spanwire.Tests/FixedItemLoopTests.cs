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
