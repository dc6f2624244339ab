using System;
using System.Buffers;
using System.Collections.Immutable;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Regression tests for the reliability campaign's findings: each reproduces one finding.</summary>
public class ReliabilityTests
{
    [Fact]
    public void Utf16_fixed_fields_trim_whole_code_units()
    {
        var value = new WideFixed { Text = "\u0100", Odd = "\u0100" };
        Assert.Equal("01000000" + "0100000000", TestSupport.Hex(value));
        WideFixed read = TestSupport.RoundTrip(value);
        Assert.Equal(("\u0100", "\u0100"), (read.Text, read.Odd));
        Assert.Equal("\u0100\u0100", TestSupport.RoundTrip(new WideFixed { Text = "\u0100\u0100" }).Text);
    }

    [Fact]
    public void Undefined_enums_are_refused_on_write_as_on_read()
    {
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CheckedSides { One = (Side)3 }));
        Assert.Equal("One", exception.MemberName);
        Assert.Equal("Array", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CheckedSides { Array = [Side.Buy, (Side)3] })).MemberName);
        Assert.Equal("List", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CheckedSides { List = [(Side)0] })).MemberName);
        Assert.Equal("Maybe", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CheckedSides { Maybe = (Side)9 })).MemberName);
        TestSupport.RoundTrip(new CheckedSides { Array = [Side.Sell], List = [Side.Buy], Immutable = [Side.Sell], Maybe = Side.Buy });
    }

    [Theory]
    [InlineData("Array", "01" + "00000001" + "03" + "FFFFFFFF" + "FFFFFFFF" + "00")]
    [InlineData("List", "01" + "FFFFFFFF" + "00000001" + "03" + "FFFFFFFF" + "00")]
    [InlineData("Immutable", "01" + "FFFFFFFF" + "FFFFFFFF" + "00000001" + "03" + "00")]
    [InlineData("Maybe", "01" + "FFFFFFFF" + "FFFFFFFF" + "FFFFFFFF" + "01" + "03")]
    public void Undefined_enum_items_of_collections_and_nullables_are_invalid_data(string member, string hex)
        => Assert.Equal(member, Assert.Throws<BinarySerializationException>(() => CheckedSides.Read(Convert.FromHexString(hex), out _)).MemberName);

    [Fact]
    public void Xdr_has_no_null_string_so_writing_one_is_an_error()
    {
        Assert.Equal("00000002" + "68690000" + "00000000", TestSupport.Hex(new XdrText { Name = "hi" }));
        Assert.Equal("Name", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new XdrText { Name = null! })).MemberName);
        Assert.Equal("Data", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new XdrText { Data = null! })).MemberName);
        Assert.Equal("Name", Assert.Throws<BinarySerializationException>(() => XdrText.Read(Convert.FromHexString("FFFFFFFF" + "00000000"), out _)).MemberName);
    }

    [Theory]
    [InlineData("Text", "808080808000")] // a VarUInt prefix of six bytes for 0
    [InlineData("Text", "8000")] // 0 in two bytes
    [InlineData("Number", "00" + "81808080808080808000")] // 1 in ten bytes
    [InlineData("Java", "00" + "00" + "0002C181")] // "A" as an over-long two-byte sequence
    [InlineData("Java", "00" + "00" + "0003E08181")] // U+0041 in three bytes
    [InlineData("Pascal", "00" + "00" + "0000" + "01417A00")] // bytes after the Pascal string that are not padding
    [InlineData("Maybe", "00" + "00" + "0000" + "00000000" + "01FFFF")] // present, then the null marker
    public void Non_canonical_encodings_are_invalid_data(string member, string hex)
        => Assert.Equal(member, Assert.Throws<BinarySerializationException>(() => Canonical.Read(Convert.FromHexString(hex), out _)).MemberName);

    [Fact]
    public void Canonical_encodings_still_read_and_write_the_same_bytes()
    {
        var value = new Canonical { Text = "x", Number = 300, Java = "\0A\u00e9", Pascal = "ab", Maybe = "" };
        Assert.Equal("0178" + "AC02" + "0005C08041C3A9" + "02616200" + "010000", TestSupport.Hex(value));
        TestSupport.RoundTrip(value);
    }

    [Fact]
    public void A_hostile_count_allocates_in_proportion_to_the_input()
    {
        // A count of 1,000,000 nullable 32-byte structs, then 1 MB of 02 (an invalid presence byte): it fails on the
        // first item, having allocated a small multiple of the input, not a 1,000,000-item array.
        byte[] input = new byte[4 + 1_000_000];
        input.AsSpan(4).Fill(0x02);
        input[1] = 0x0F;
        input[2] = 0x42;
        input[3] = 0x40;
        long allocated = TestSupport.AllocatedBy(() => Assert.Throws<BinarySerializationException>(() => NullableStructs.Read(input, out _)));
        Assert.True(allocated < 4 * input.Length, $"{allocated} bytes allocated for {input.Length} bytes of input");

        // Valid data still reads into an array of exactly the count.
        var value = new NullableStructs { Items = Enumerable.Range(0, 3000).Select(i => i % 3 == 0 ? (Quad?)null : new Quad { A = i }).ToArray() };
        NullableStructs read = TestSupport.RoundTrip(value);
        Assert.Equal(3000, read.Items!.Length);
        Assert.Equal(2999, read.Items[2999]!.Value.A);
    }

    [Fact]
    public void A_cycle_or_a_chain_deeper_than_MaxDepth_throws_on_write()
    {
        var cycle = new Chain { Value = 1 };
        cycle.Left = cycle;
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(cycle));
        Assert.Contains("cycle", exception.Message, StringComparison.Ordinal);

        Chain chain = new() { Value = 0 };
        for (int i = 0; i < 1_000_000; i++)
        {
            chain = new Chain { Value = i, Right = chain };
        }

        Assert.Throws<BinarySerializationException>(() => chain.GetSerializedSize());
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(chain, new System.IO.MemoryStream()));

        // Within the limit (and raised through the options, for reads and writes alike) it works.
        Chain deep = new();
        for (int i = 0; i < 100; i++)
        {
            deep = new Chain { Value = i, Left = deep };
        }

        var options = new BinarySerializerOptions { MaxDepth = 200 };
        var stream = new System.IO.MemoryStream();
        BinarySerializer.Serialize(deep, stream, options);
        Assert.Equal(99, BinarySerializer.Deserialize<Chain>(stream.ToArray(), options).Value);
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(deep, new System.IO.MemoryStream()));
    }

    [Fact]
    public void A_size_past_2_GiB_throws_the_documented_exception_naming_the_member()
    {
        var exception = Assert.Throws<BinarySerializationException>(() => new HoldsHuge { Id = 1 }.GetSerializedSize());
        Assert.Equal("Payload", exception.MemberName);
        Assert.Contains("2 GiB", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Trailing_members_read_the_same_from_a_sequence_split_anywhere()
    {
        byte[] bytes = Convert.FromHexString("00000001" + "00000002");
        TwoVersions whole = TwoVersions.Read(bytes, out _);
        Assert.Equal(2, whole.Added);
        for (int split = 0; split <= bytes.Length; split++)
        {
            ReadOnlySequence<byte> sequence = TestSequences.Split(bytes, split);
            TwoVersions read = BinarySerializer.Deserialize<TwoVersions>(sequence);
            Assert.Equal((1, 2), (read.Id, read.Added));
            Assert.True(BinarySerializer.TryDeserialize<TwoVersions>(sequence, out var tried, out SequencePosition consumed));
            Assert.Equal(2, tried!.Added);
            Assert.Equal(sequence.End, consumed);
        }
    }

    [Fact]
    public void A_disposed_pooled_writer_throws_from_every_member_but_Dispose()
    {
        var writer = new PooledBufferWriter();
        writer.Dispose();
        Assert.Throws<ObjectDisposedException>(() => writer.WrittenCount);
        Assert.Throws<ObjectDisposedException>(writer.Clear);
        Assert.Throws<ObjectDisposedException>(() => writer.GetSpan());
        writer.Dispose();
    }
}

internal static class TestSequences
{
    /// <summary>The bytes as a two-segment sequence split after <paramref name="split"/> bytes.</summary>
    public static ReadOnlySequence<byte> Split(byte[] bytes, int split)
    {
        var first = new Segment(bytes.AsMemory(0, split));
        Segment last = first.Append(bytes.AsMemory(split));
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    /// <summary>The bytes as a sequence of segments of <paramref name="size"/> bytes (the last may be shorter).</summary>
    public static ReadOnlySequence<byte> InPieces(byte[] bytes, int size)
    {
        var first = new Segment(bytes.AsMemory(0, Math.Min(size, bytes.Length)));
        Segment last = first;
        for (int at = size; at < bytes.Length; at += size)
        {
            last = last.Append(bytes.AsMemory(at, Math.Min(size, bytes.Length - at)));
        }

        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory) => Memory = memory;

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory) { RunningIndex = RunningIndex + Memory.Length };
            Next = next;
            return next;
        }
    }
}
