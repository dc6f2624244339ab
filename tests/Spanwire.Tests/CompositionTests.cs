using System;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Where controls meet: the defects found only when a frame, a union, a checksum or a bit field combine.</summary>
public class CompositionTests
{
    /// <summary>
    /// Lists of any generated type (and lists of numbers) bound by a byte count: the holder is filled from the items'
    /// sizes on write, and the read takes items until the bytes run out. Bytes checked by hand: row 1 is 01 (present),
    /// 00000001, 00000002 "hi"; a null row is 00; the point is three floats; the ints are 4 bytes each.
    /// </summary>
    [Fact]
    public void Lists_of_generated_types_bind_by_byte_count()
    {
        var tables = new ByteCountedTables
        {
            Rows = [new Spanwire.Tests.Types.Note { Id = 1, Text = "hi" }, null],
            Points = [new ExportPoint(1, 2, 3)],
            Ints = [7, -1],
        };
        byte[] bytes = BinarySerializer.Serialize(tables);
        Assert.Equal(
            "0000000C" + "01" + "00000001" + "00000002" + "6869" + "00"
            + "000C" + "3F800000" + "40000000" + "40400000"
            + "08" + "00000007" + "FFFFFFFF",
            Convert.ToHexString(bytes));
        ByteCountedTables back = BinarySerializer.Deserialize<ByteCountedTables>(bytes);
        Assert.Equal(2, back.Rows.Count);
        Assert.Equal("hi", back.Rows[0]!.Text);
        Assert.Null(back.Rows[1]);
        Assert.Equal(tables.Points, back.Points);
        Assert.Equal([7, -1], back.Ints);
        Assert.Equal(bytes, BinarySerializer.Serialize(back));

        // A byte count that ends inside an entry is invalid data, named.
        byte[] cut = (byte[])bytes.Clone();
        cut[3] = 0x0A;
        Assert.Equal("Rows", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ByteCountedTables>(cut)).MemberName);
    }

    /// <summary>
    /// A low-bit-first run: clean session (bit 1), QoS 2 (bits 3-4) and user name (bit 7) are 2 + 16 + 128 = 0x92, as
    /// MQTT 3.1.1 numbers the CONNECT flags; after the keep-alive, in the 16-bit run, Low = 0xA takes bits 0-3 and
    /// High = 0x123 bits 4-15 of the big-endian container: 0x123A.
    /// </summary>
    [Fact]
    public void A_low_bit_first_run_fills_its_container_from_bit_0()
    {
        var flags = new ConnectFlags(Reserved: false, CleanSession: true, Will: false, WillQos: 2, WillRetain: false, Password: false, UserName: true, KeepAlive: 60, Low: 0xA, High: 0x123);
        byte[] bytes = BinarySerializer.Serialize(flags);
        Assert.Equal("92" + "003C" + "123A", Convert.ToHexString(bytes));
        Assert.Equal(flags, BinarySerializer.Deserialize<ConnectFlags>(bytes));
        Assert.Equal(ConnectFlags.FixedSize, bytes.Length);
        Assert.Equal("WillQos", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(flags with { WillQos = 4 })).MemberName);
    }

    /// <summary>A write error names the offset the write reached; one found while sizing, before any byte, says no offset (not "at offset -1").</summary>
    [Fact]
    public void A_write_error_names_the_offset_reached_or_none()
    {
        var rows = new RemainderRows { Version = 1, Rows = null! };
        var sized = Assert.Throws<BinarySerializationException>(() => rows.GetSerializedSize());
        Assert.Equal(("Rows", -1L), (sized.MemberName, sized.Offset));
        Assert.DoesNotContain("offset", sized.Message, StringComparison.Ordinal);
        Span<byte> buffer = stackalloc byte[64];
        BinarySerializationException? written = null;
        try
        {
            rows.TryWrite(buffer, out _);
        }
        catch (BinarySerializationException exception)
        {
            written = exception;
        }

        Assert.NotNull(written);
        Assert.Equal(("Rows", 4L), (written.MemberName, written.Offset));
        Assert.StartsWith("RemainderRows.Rows at offset 4: null cannot be written", written.Message, StringComparison.Ordinal);
    }

    /// <summary>
    /// A varint capped at 4 bytes: the largest 4-byte value round-trips; a 5th byte is invalid data at once (not "more
    /// data needed", which a stream would wait on), even before it arrives; a value needing 5 bytes is a write error.
    /// Items of a capped collection are capped each.
    /// </summary>
    [Fact]
    public void A_capped_varint_refuses_a_longer_encoding_at_once()
    {
        var largest = new CappedVarInt { RemainingLength = 268_435_455, Small = [16_383, 0] };
        byte[] bytes = BinarySerializer.Serialize(largest);
        Assert.Equal("FFFFFF7F" + "00000002" + "FF7F" + "00", Convert.ToHexString(bytes));
        Assert.Equal(268_435_455u, BinarySerializer.Deserialize<CappedVarInt>(bytes).RemainingLength);

        foreach (string hostile in new[] { "FFFFFFFF", "FFFFFFFF01" })
        {
            var error = Assert.Throws<BinarySerializationException>(() => CappedVarInt.TryRead(Convert.FromHexString(hostile), out _, out _));
            Assert.Equal(("RemainingLength", 0L), (error.MemberName, error.Offset));
            Assert.Contains("4 bytes", error.Message, StringComparison.Ordinal);
        }

        Assert.False(CappedVarInt.TryRead(Convert.FromHexString("FFFFFF"), out _, out _));
        Assert.Equal("Small", Assert.Throws<BinarySerializationException>(() => CappedVarInt.Read(Convert.FromHexString("01" + "00000001" + "FFFF01"), out _)).MemberName);
        Assert.Equal("RemainingLength", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CappedVarInt { RemainingLength = 268_435_456 })).MemberName);
        Assert.Equal("Small", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CappedVarInt { Small = [16_384] })).MemberName);
    }

    /// <summary>
    /// <see cref="LengthPrefix.VarUIntMax4"/>, MQTT's Variable Byte Integer: the spec's table of encodings (MQTT 5.0,
    /// section 1.5.5), frames, lengths and counts in it, and a fourth byte with its high bit set refused at once,
    /// from a span and from a stream that has nothing after it (invalid data, not "the stream ended").
    /// </summary>
    [Fact]
    public void A_varint_prefix_capped_at_4_bytes_holds_mqtt_lengths_and_refuses_a_fifth_byte_at_once()
    {
        var spec = new (int Length, string Hex)[]
        {
            (0, "00"), (127, "7F"), (128, "8001"), (16_383, "FF7F"), (16_384, "808001"),
            (2_097_151, "FFFF7F"), (2_097_152, "80808001"), (268_435_455, "FFFFFF7F"),
        };
        Span<byte> prefix = stackalloc byte[4];
        foreach ((int length, string hex) in spec)
        {
            int end = Spanwire.Infrastructure.Wire.WritePrefix(prefix, 0, LengthPrefix.VarUIntMax4, length, "T", "M");
            Assert.Equal(hex, Convert.ToHexString(prefix[..end]));
            Assert.Equal(hex.Length / 2, Spanwire.Infrastructure.Wire.PrefixSize(LengthPrefix.VarUIntMax4, length));
        }

        var tooLong = Assert.Throws<BinarySerializationException>(() => Spanwire.Infrastructure.Wire.WritePrefix(stackalloc byte[5], 0, LengthPrefix.VarUIntMax4, 268_435_456, "T", "M"));
        Assert.Contains("does not fit a VarUIntMax4 prefix", tooLong.Message, StringComparison.Ordinal);

        var packet = new CappedPrefixPacket { Header = 0x30, Body = new CappedPrefixBody { Topic = "a/b", Ids = [1, 2] } };
        Assert.Equal("30" + "09" + "03612F62" + "02" + "0001" + "0002", TestSupport.Hex(packet));
        CappedPrefixPacket read = TestSupport.RoundTrip(packet);
        Assert.Equal("a/b", read.Body.Topic);
        Assert.Equal([1, 2], read.Body.Ids);

        foreach (string hostile in new[] { "30FFFFFFFF", "30FFFFFFFF01" })
        {
            var error = Assert.Throws<BinarySerializationException>(() => CappedPrefixPacket.TryRead(Convert.FromHexString(hostile), out _, out _));
            Assert.Equal(("Body", 1L), (error.MemberName, error.Offset));
            Assert.Contains("4 bytes", error.Message, StringComparison.Ordinal);
            using var stream = new TrickleStream(Convert.FromHexString(hostile), 1, seekable: false);
            Assert.Contains("4 bytes", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CappedPrefixPacket>(stream)).Message, StringComparison.Ordinal);
        }

        Assert.False(CappedPrefixPacket.TryRead(Convert.FromHexString("30FFFFFF"), out _, out _));
        var topic = Assert.Throws<BinarySerializationException>(() => CappedPrefixPacket.Read(Convert.FromHexString("3005" + "FFFFFFFF01"), out _));
        Assert.Equal(("Topic", 2L), (topic.MemberName, topic.Offset));
    }

    /// <summary>
    /// A remainder list that older writers did not send reads back empty and writes back as nothing: the same bytes.
    /// Present, it round-trips as before.
    /// </summary>
    [Fact]
    public void An_absent_remainder_list_writes_back_as_it_was_read()
    {
        byte[] old = [0x00, 0x02];
        TrailingRemainderList read = BinarySerializer.Deserialize<TrailingRemainderList>(old);
        Assert.Empty(read.Extras!);
        Assert.Equal(old, BinarySerializer.Serialize(read));

        byte[] current = [0x00, 0x03, 0x00, 0x00, 0x00, 0x07];
        TrailingRemainderList full = BinarySerializer.Deserialize<TrailingRemainderList>(current);
        Assert.Equal([7], full.Extras);
        Assert.Equal(current, BinarySerializer.Serialize(full));
    }

    private static int Depth(VNode node)
    {
        int depth = 1;
        while (node is VWrap { Inner: { } inner })
        {
            node = inner;
            depth++;
        }

        return depth;
    }

    private static VNode Chain(int levels, VNode leaf)
    {
        VNode node = leaf;
        for (int i = 1; i < levels; i++)
        {
            node = new VWrap { Inner = node };
        }

        return node;
    }

    /// <summary>A write with options: the stream overload takes them.</summary>
    private static byte[] Write<T>(T value, BinarySerializerOptions options)
        where T : IBinarySerializable<T>
    {
        using var stream = new System.IO.MemoryStream();
        BinarySerializer.Serialize(value, stream, options);
        return stream.ToArray();
    }

    /// <summary>Sizing a varint-framed union case asked the case for its size twice per level: 2^depth calls, minutes at 32 levels.</summary>
    [Fact]
    public void Deep_varint_framed_union_chains_write_and_read_back()
    {
        var options = new BinarySerializerOptions { MaxDepth = 2_000 };
        foreach (int levels in new[] { 1, 2, 22, 32, 64, 200, 1_000 })
        {
            VNode chain = Chain(levels, new VLeaf { B = 7 });
            byte[] bytes = Write(chain, options);
            VNode read = BinarySerializer.Deserialize<VNode>(bytes, options);
            Assert.Equal(levels, Depth(read));
            Assert.Equal(7, Assert.IsType<VLeaf>(Innermost(read)).B);
            Assert.Equal(bytes, Write(read, options));
        }

        // Tag 02, a one-byte varint size, the inner presence byte, then the leaf's tag, size and byte.
        Assert.Equal("0204" + "01" + "010107", Convert.ToHexString(BinarySerializer.Serialize(Chain(2, new VLeaf { B = 7 }))));

        // Bodies of 128 bytes and more take a two-byte size: the body written after one reserved byte moves right.
        byte[] wide = Write(Chain(60, new VLeaf { B = 7 }), options);
        Assert.Equal(wide.Length, Chain(60, new VLeaf { B = 7 }).GetSerializedSize());
        Assert.Equal(60, Depth(BinarySerializer.Deserialize<VNode>(wide, options)));
    }

    /// <summary>A hand-written leaf counts its size calls: the work of a size or a write, level by level, without a clock.</summary>
    [Fact]
    public void Varint_framed_union_chains_size_each_body_once_and_write_without_sizing()
    {
        var options = new BinarySerializerOptions { MaxDepth = 2_000 };
        foreach (int levels in new[] { 10, 40, 1_000 })
        {
            VNode chain = Chain(levels, new VProbe());
            int before = SizeProbe.Sized;
            byte[] bytes = Write(chain, options);
            Assert.Equal(1, SizeProbe.Sized - before); // the stream write sizes the value once, for its buffer

            if (levels > BinarySerializerOptions.DefaultMaxDepth)
            {
                continue; // a span write outside a stream call keeps the default depth limit
            }

            before = SizeProbe.Sized;
            byte[] exact = new byte[bytes.Length];
            Assert.Equal(bytes.Length, chain.Write(exact));
            Assert.Equal(bytes, exact);
            Assert.Equal(0, SizeProbe.Sized - before);

            // One byte short: false, never a throw.
            Assert.False(chain.TryWrite(exact.AsSpan(0, exact.Length - 1), out _));
        }
    }

    private static VNode Innermost(VNode node)
    {
        while (node is VWrap { Inner: { } inner })
        {
            node = inner;
        }

        return node;
    }

    [Fact]
    public void DeserializeMany_of_bit_field_records_stops_at_the_last_whole_record()
    {
        var records = new ShortAndNibbles[4];
        int count = BinarySerializer.DeserializeMany<ShortAndNibbles>(Convert.FromHexString("0001120002"), records, out int bytesRead);
        Assert.Equal(1, count);
        Assert.Equal(3, bytesRead);
        Assert.Equal(new ShortAndNibbles(1, 1, 2), records[0]);

        Assert.Equal(0, BinarySerializer.DeserializeMany<DnsHeader>(Convert.FromHexString("00000000"), new DnsHeader[2], out bytesRead));
        Assert.Equal(0, bytesRead);
    }

    [Fact]
    public void Remainder_inside_a_frame_stops_before_a_trailing_checksum()
    {
        var value = new FramedChecksummedRemainder { G = new RemainderBody { X = 1, Rest = [0xAA] } };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("07" + "00000001" + "AA" + "369D", Convert.ToHexString(bytes));
        FramedChecksummedRemainder read = BinarySerializer.Deserialize<FramedChecksummedRemainder>(bytes);
        Assert.Equal(1, read.G.X);
        Assert.Equal([0xAA], read.G.Rest);

        // Every cut is "more data needed", and a changed body byte is the checksum's mismatch.
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(FramedChecksummedRemainder.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        bytes[5] ^= 1;
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FramedChecksummedRemainder>(bytes));
        Assert.Contains("mismatch", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_remainder_with_its_own_checksum_reads_whole_and_from_any_split()
    {
        var value = new ChecksummedRemainder { Text = "h\u00e9llo \u20ac" };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal(value.Text, BinarySerializer.Deserialize<ChecksummedRemainder>(bytes).Text);

        // A prefix is text cut inside a character, or a checksum over part of the bytes: only the whole sequence tells.
        for (int split = 0; split <= bytes.Length; split++)
        {
            Assert.Equal(value.Text, BinarySerializer.Deserialize<ChecksummedRemainder>(TestSequences.Split(bytes, split)).Text);
        }

        bytes[1] ^= 0x01;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ChecksummedRemainder>(TestSequences.Split(bytes, 3)));
    }

    /// <summary>A bound member that is absent writes a length of 0, so what was read writes back the same bytes.</summary>
    [Fact]
    public void Absent_bound_members_hold_a_zero_length()
    {
        Assert.Equal("Text", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new ConditionalBoundText { Flag = 0, Text = "abc" })).MemberName);
        var hidden = new ConditionalBoundText { Flag = 0, Text = null };
        byte[] bytes = BinarySerializer.Serialize(hidden);
        Assert.Equal("00000000" + "00000000", Convert.ToHexString(bytes));
        ConditionalBoundText read = BinarySerializer.Deserialize<ConditionalBoundText>(bytes);
        Assert.Null(read.Text);
        Assert.Equal(bytes, BinarySerializer.Serialize(read));
        Assert.Equal("00000003" + "00000001" + "616263", Convert.ToHexString(BinarySerializer.Serialize(new ConditionalBoundText { Flag = 1, Text = "abc" })));

        byte[] old = Convert.FromHexString("00000000");
        TrailingBoundText fromOldWriter = BinarySerializer.Deserialize<TrailingBoundText>(old);
        Assert.Null(fromOldWriter.Text);
        Assert.Equal(old, BinarySerializer.Serialize(fromOldWriter));
        Assert.Equal("00000002" + "6869", Convert.ToHexString(BinarySerializer.Serialize(new TrailingBoundText { Text = "hi" })));
    }

    [Fact]
    public void MaxDepth_counts_union_levels_the_same_on_write_and_read()
    {
        Expr negation = new Neg { Operand = new Lit { Value = 1 } };
        var two = new BinarySerializerOptions { MaxDepth = 2 };
        byte[] bytes = Write(negation, two);
        // Neg's tag, then its non-nullable operand with no presence byte: Lit's tag and value.
        Assert.Equal("FFFF" + "01" + "01" + "0001", Convert.ToHexString(bytes));
        Assert.Equal(1, ((Lit)((Neg)BinarySerializer.Deserialize<Expr>(bytes, two)).Operand).Value);

        // The default limit is 64 levels of Neg on write and on read alike; 65 is refused both ways.
        Assert.Equal(64, Depth(BinarySerializer.Deserialize<Expr>(BinarySerializer.Serialize(Negations(64)))));
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(Negations(65)));
        byte[] deep = Write(Negations(65), new BinarySerializerOptions { MaxDepth = 65 });
        Assert.Contains("nesting depth", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Expr>(deep)).Message, StringComparison.Ordinal);
        Assert.Equal(65, Depth(BinarySerializer.Deserialize<Expr>(deep, new BinarySerializerOptions { MaxDepth = 65 })));
    }

    private static Expr Negations(int levels)
    {
        Expr nested = new Lit { Value = 5 };
        for (int i = 0; i < levels; i++)
        {
            nested = new Neg { Operand = nested };
        }

        return nested;
    }

    private static int Depth(Expr expr)
    {
        int depth = 0;
        while (expr is Neg negation)
        {
            expr = negation.Operand;
            depth++;
        }

        return depth;
    }
}
