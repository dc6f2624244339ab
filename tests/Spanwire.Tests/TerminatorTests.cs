using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// <c>[BinaryTerminated]</c> with a terminator of several bytes, against Python's <c>struct</c>
/// (Vectors/make_terminator_vectors.py): PostgreSQL binary COPY's tuples ended by the int16 -1 trailer, and codes ended
/// by three zero bytes.
/// </summary>
public class TerminatorTests
{
    public static TheoryData<string> CopyWires => [.. TestSupport.Vectors("terminator_vectors.jsonl", "copy").Select(v => v.GetProperty("wire").GetString()!)];

    [Theory]
    [MemberData(nameof(CopyWires))]
    public void COPY_tuples_ended_by_the_int16_trailer_read_and_write_as_Python_packed_them(string hex)
    {
        byte[] wire = Convert.FromHexString(hex);
        JsonElement vector = TestSupport.Vectors("terminator_vectors.jsonl", "copy").Single(v => v.GetProperty("wire").GetString() == hex);
        var expected = vector.GetProperty("tuples").EnumerateArray()
            .Select(row => row.EnumerateArray().Select(field => field.ValueKind == JsonValueKind.Null ? "null" : field.GetString()!).ToList())
            .ToList();

        CopyRows read = BinarySerializer.Deserialize<CopyRows>(wire);
        Assert.Equal(expected, read.Rows.Select(row => row.Fields.Select(field => field is null ? "null" : Convert.ToHexString(field)).ToList()).ToList());
        Assert.Equal(wire, BinarySerializer.Serialize(read));
        Assert.Equal(wire.Length, read.GetSerializedSize());

        // Split anywhere, and from a stream that gives a byte per read: the same rows.
        for (int at = 0; at <= wire.Length; at++)
        {
            Assert.Equal(wire, BinarySerializer.Serialize(BinarySerializer.Deserialize<CopyRows>(TestSequences.Split(wire, at))));
        }

        Assert.Equal(wire, BinarySerializer.Serialize(BinarySerializer.Deserialize<CopyRows>(new TrickleStream(wire, 1, seekable: false))));
    }

    [Fact]
    public void Codes_end_at_three_zero_bytes_and_the_member_after_reads()
    {
        foreach (JsonElement vector in TestSupport.Vectors("terminator_vectors.jsonl", "codes"))
        {
            byte[] wire = Convert.FromHexString(vector.GetProperty("wire").GetString()!);
            TerminatedCodes read = BinarySerializer.Deserialize<TerminatedCodes>(wire);
            Assert.Equal(vector.GetProperty("codes").EnumerateArray().Select(code => (short)code.GetInt32()), read.Values);
            Assert.Equal(77, read.After);
            Assert.Equal(wire, BinarySerializer.Serialize(read));
        }

        // 00 01 is an item: its first bytes are not the terminator's.
        var mixed = new TerminatedCodes { Values = [1, 0x0100], After = 5 };
        Assert.Equal(mixed.Values, BinarySerializer.Deserialize<TerminatedCodes>(BinarySerializer.Serialize(mixed)).Values);
    }

    [Fact]
    public void Every_cut_is_truncated_and_consumes_nothing()
    {
        byte[] wire = Convert.FromHexString(TestSupport.Vectors("terminator_vectors.jsonl", "copy").Last().GetProperty("wire").GetString()!);
        for (int length = 0; length < wire.Length; length++)
        {
            Assert.False(BinarySerializer.TryDeserialize<CopyRows>(wire.AsSpan(0, length), out _, out int read), $"cut at {length}");
            Assert.Equal(0, read);
            Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CopyRows>(wire.AsSpan(0, length)));
        }
    }

    /// <summary>An item that begins like the terminator, or is shorter than it and could be completed by what follows, is a write error.</summary>
    [Fact]
    public void An_item_that_begins_like_the_terminator_is_a_write_error()
    {
        var zero = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new TerminatedCodes { Values = [7, 0] }));
        Assert.Equal("Values", zero.MemberName);
        Assert.Equal(2, zero.Offset);
        Assert.Contains("00 00 00", zero.Message, StringComparison.Ordinal);
    }
}
