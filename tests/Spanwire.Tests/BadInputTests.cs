using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using Spanwire.Tests.Types;
using Xunit;
using Xunit.Abstractions;

namespace Spanwire.Tests;

public class BadInputTests(ITestOutputHelper output)
{
    private static readonly Trade SampleTrade = new(1, "AB", 1.5, -2, TradeSide.Sell);

    public static TheoryData<string> Encodings => new()
    {
        nameof(Trade), nameof(Collections), nameof(Blobs), nameof(Optionals), nameof(TreeNode), nameof(Order), nameof(AllScalars),
    };

    [Theory]
    [MemberData(nameof(Encodings))]
    public void Every_truncation_returns_false_from_TryRead_and_throws_from_Read(string type)
    {
        (byte[] bytes, Func<byte[], (bool Complete, int BytesRead)> tryRead, Action<byte[]> read) = Sample(type);
        Assert.Equal((true, bytes.Length), tryRead(bytes));
        for (int length = 0; length < bytes.Length; length++)
        {
            byte[] prefix = bytes[..length];
            Assert.Equal((false, 0), tryRead(prefix));
            var exception = Assert.Throws<BinarySerializationException>(() => read(prefix));
            Assert.NotNull(exception.MemberName);
            Assert.InRange(exception.Offset, 0, length);
            Assert.Contains($"at offset {exception.Offset}", exception.Message, StringComparison.Ordinal);
            Assert.Contains("ends early", exception.Message, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(3, "Id", 0)]
    [InlineData(10, "Symbol", 8)]
    [InlineData(13, "Symbol", 8)]
    [InlineData(16, "Price", 14)]
    [InlineData(22, "Quantity", 22)]
    [InlineData(29, "Side", 26)]
    public void Truncation_names_the_member_and_its_offset(int length, string member, int offset)
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade)[..length];
        var exception = Assert.Throws<BinarySerializationException>(() => Trade.Read(bytes, out _));
        Assert.Equal("Trade", exception.TypeName);
        Assert.Equal(member, exception.MemberName);
        Assert.Equal(offset, exception.Offset);
        Assert.StartsWith($"Trade.{member} at offset {offset}:", exception.Message, StringComparison.Ordinal);
    }

    /// <summary>
    /// A read state starts without clearing its truncation record (only a read that returns false fills it): a loop of
    /// reads that run short in different members must each report their own, never the one before.
    /// </summary>
    [Fact]
    public void Consecutive_truncations_in_one_loop_each_report_their_own_member()
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        var reported = new List<(string?, long)>();
        foreach (int length in new[] { 16, 3, 29, 10, 22, 0 })
        {
            try
            {
                Trade.Read(bytes.AsSpan(0, length), out _);
            }
            catch (BinarySerializationException exception)
            {
                reported.Add((exception.MemberName, exception.Offset));
            }

            Assert.False(Trade.TryRead(bytes.AsSpan(0, length), out _, out int bytesRead));
            Assert.Equal(0, bytesRead);
            Assert.Equal(SampleTrade, Trade.Read(bytes, out _));
        }

        Assert.Equal([("Price", 14L), ("Id", 0L), ("Side", 26L), ("Symbol", 8L), ("Quantity", 22L), ("Id", 0L)], reported);
    }

    [Fact]
    public void Invalid_boolean_byte_is_rejected()
    {
        byte[] bytes = TestSupport.Bytes(default(AllScalars));
        bytes[0] = 2;
        var exception = Assert.Throws<BinarySerializationException>(() => AllScalars.Read(bytes, out _));
        Assert.Equal(("AllScalars", "Flag", 0L), (exception.TypeName, exception.MemberName, exception.Offset));
        Assert.Throws<BinarySerializationException>(() => AllScalars.TryRead(bytes, out _, out _));
    }

    [Fact]
    public void Invalid_utf8_is_rejected_with_member_and_offset()
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        bytes[12] = 0xC3;
        bytes[13] = 0x28;
        var exception = Assert.Throws<BinarySerializationException>(() => Trade.Read(bytes, out _));
        Assert.Equal(("Symbol", 12L), (exception.MemberName, exception.Offset));
        Assert.Contains("UTF-8", exception.Message, StringComparison.Ordinal);
    }

    /// <summary>Strings take one of three strict decoders by content and length (ASCII; short; long): each must reject.</summary>
    [Theory]
    [InlineData(2, new byte[] { 0xC3, 0x28 })]
    [InlineData(40, new byte[] { 0x80 })]
    [InlineData(255, new byte[] { 0xED, 0xA0, 0x80 })]
    [InlineData(256, new byte[] { 0xC0, 0xAF })]
    [InlineData(257, new byte[] { 0xF4, 0x90, 0x80, 0x80 })]
    [InlineData(1000, new byte[] { 0xE2, 0x82 })]
    public void Invalid_utf8_is_rejected_by_every_decoding_route(int length, byte[] invalidTail)
    {
        byte[] text = Enumerable.Repeat((byte)'a', length).ToArray();
        invalidTail.CopyTo(text, length - invalidTail.Length);
        byte[] bytes = TradeWithSymbolBytes(text);
        var exception = Assert.Throws<BinarySerializationException>(() => Trade.Read(bytes, out _));
        Assert.Equal(("Symbol", 12L), (exception.MemberName, exception.Offset));
        Assert.Contains("UTF-8", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("AB")]
    [InlineData("caf\u00E9")]
    [InlineData("\uD83D\uDE00 smile")]
    [InlineData("x", 255)]
    [InlineData("\u00E9", 128)]
    [InlineData("\u00E9", 129)]
    [InlineData("\u20AC", 400)]
    [InlineData("z", 5000)]
    public void Valid_utf8_decodes_as_the_BCL_does_on_every_route(string unit, int repeat = 1)
    {
        string symbol = string.Concat(Enumerable.Repeat(System.Text.RegularExpressions.Regex.Unescape(unit), repeat));
        byte[] bytes = TestSupport.Bytes(SampleTrade with { Symbol = symbol });
        Assert.Equal(symbol, Trade.Read(bytes, out int read).Symbol);
        Assert.Equal(bytes.Length, read);
    }

    /// <summary>
    /// Text of 1-16 bytes is checked and widened by overlapping loads: every length there and just past it, with one
    /// non-ASCII or invalid byte at every position, decodes as the BCL does or is rejected.
    /// </summary>
    [Fact]
    public void Short_text_decodes_or_is_rejected_at_every_length_and_position()
    {
        for (int length = 1; length <= 20; length++)
        {
            byte[] ascii = new byte[length];
            for (int i = 0; i < length; i++)
            {
                ascii[i] = (byte)(0x20 + ((i * 7) % 0x5F));
            }

            Assert.Equal(Encoding.ASCII.GetString(ascii), Trade.Read(TradeWithSymbolBytes(ascii), out _).Symbol);
            for (int position = 0; position < length; position++)
            {
                byte[] latin = (byte[])ascii.Clone();
                latin[position] = 0x7F;
                Assert.Equal(Encoding.ASCII.GetString(latin), Trade.Read(TradeWithSymbolBytes(latin), out _).Symbol);

                byte[] invalid = (byte[])ascii.Clone();
                invalid[position] = 0x80;
                var exception = Assert.Throws<BinarySerializationException>(() => Trade.Read(TradeWithSymbolBytes(invalid), out _));
                Assert.Equal(("Symbol", 12L), (exception.MemberName, exception.Offset));

                if (position + 1 < length)
                {
                    byte[] accented = (byte[])ascii.Clone();
                    accented[position] = 0xC3;
                    accented[position + 1] = 0xA9;
                    Assert.Equal(Encoding.UTF8.GetString(accented), Trade.Read(TradeWithSymbolBytes(accented), out _).Symbol);
                }
            }
        }
    }

    private static byte[] TradeWithSymbolBytes(byte[] symbol)
    {
        byte[] original = TestSupport.Bytes(SampleTrade);
        const int symbolStart = 8;
        int oldLength = BinaryPrimitives.ReadInt32BigEndian(original.AsSpan(symbolStart));
        byte[] bytes = [.. original[..symbolStart], 0, 0, 0, 0, .. symbol, .. original[(symbolStart + 4 + oldLength)..]];
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(symbolStart), symbol.Length);
        return bytes;
    }

    // Writes take one of three routes: ASCII narrowing alone, ASCII narrowing then the UTF-8 transcoder from the first
    // other character, or the transcoder alone for text that starts with another character.
    [Theory]
    [InlineData("bad \\uD800 surrogate")]
    [InlineData("\\uD800 first")]
    [InlineData("\\u00E9 then \\uDC00")]
    [InlineData("ends high \\uD83D")]
    [InlineData("\\uDE00")]
    public void Unpaired_surrogate_cannot_be_written(string escaped)
    {
        // Escaped in the attribute: xUnit's test-case serialization would replace a lone surrogate with U+FFFD.
        var trade = SampleTrade with { Symbol = System.Text.RegularExpressions.Regex.Unescape(escaped) };
        var exception = Assert.Throws<BinarySerializationException>(() => trade.Write(stackalloc byte[100]));
        Assert.Equal("Symbol", exception.MemberName);
        Assert.Throws<BinarySerializationException>(() => trade.GetSerializedSize());
    }

    [Theory]
    [InlineData("")]
    [InlineData("plain ASCII")]
    [InlineData("caf\u00E9 au lait")]
    [InlineData("\u00E9t\u00E9")]
    [InlineData("\u5C71\u7530\u592A\u90CE ok")]
    [InlineData("emoji \uD83D\uDE00 end")]
    [InlineData("\uD83D\uDE00")]
    public void Valid_text_encodes_as_the_BCL_does_on_every_route_and_never_past_the_destination(string symbol)
    {
        var trade = SampleTrade with { Symbol = symbol };
        byte[] expected = new byte[System.Text.Encoding.UTF8.GetByteCount(symbol)];
        System.Text.Encoding.UTF8.GetBytes(symbol, expected);
        byte[] bytes = TestSupport.Bytes(trade);
        Assert.Equal(expected.Length, BinaryPrimitives.ReadInt32BigEndian(bytes.AsSpan(8)));
        Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(bytes, 12, expected.Length));

        // Each shorter destination is refused, whichever route runs out of room, and nothing lands past its end.
        byte[] buffer = new byte[bytes.Length + 4];
        for (int length = 0; length < bytes.Length; length++)
        {
            Array.Fill(buffer, (byte)0xAB);
            Assert.False(trade.TryWrite(buffer.AsSpan(0, length), out int written));
            Assert.Equal(0, written);
            Assert.All(buffer[length..], b => Assert.Equal(0xAB, b));
        }
    }

    [Theory]
    [InlineData(-2)]
    [InlineData(int.MinValue)]
    public void Negative_lengths_other_than_null_are_rejected(int length)
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(8), length);
        var exception = Assert.Throws<BinarySerializationException>(() => Trade.Read(bytes, out _));
        Assert.Equal(("Symbol", 8L), (exception.MemberName, exception.Offset));
    }

    [Fact]
    public void Huge_length_prefixes_are_rejected_before_any_allocation()
    {
        // Each collection member in turn claims int.MaxValue elements; the reader must see that the bytes are
        // not there and return false without allocating anything sized by the claim.
        byte[] hostile = new byte[64];
        BinaryPrimitives.WriteInt32BigEndian(hostile, int.MaxValue);
        Collections.TryRead(hostile, out _, out _);
        long allocated = TestSupport.AllocatedBy(() => Assert.False(Collections.TryRead(hostile, out _, out _)));
        Assert.True(allocated < 1024, $"allocated {allocated} bytes");

        var blobs = new byte[] { 0x7F, 0xFF, 0xFF, 0xFF, 1, 2, 3 };
        Assert.False(Blobs.TryRead(blobs, out _, out _));
        var exception = Assert.Throws<BinarySerializationException>(() => Blobs.Read(blobs, out _));
        Assert.Equal(("Text", 0L), (exception.MemberName, exception.Offset));
        Assert.Contains($"{4L + int.MaxValue} byte(s) needed, 7 available", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Element_counts_are_bounded_by_the_smallest_element()
    {
        // 1,000 strings need at least 4,000 bytes; 100 bytes cannot hold them, whatever the elements say.
        var bytes = new byte[4 + 4 + 4 + 100];
        BinaryPrimitives.WriteInt32BigEndian(bytes, -1);
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(4), -1);
        BinaryPrimitives.WriteInt32BigEndian(bytes.AsSpan(8), 1000);
        Assert.False(Collections.TryRead(bytes, out _, out _));
        var exception = Assert.Throws<BinarySerializationException>(() => Collections.Read(bytes, out _));
        Assert.Equal(("Strings", 8L), (exception.MemberName, exception.Offset));
    }

    [Fact]
    public void Invalid_dates_and_presence_bytes_are_rejected()
    {
        int when = 1 + 1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 16 + 16 + 2 + 4 + 8 + 2 + 16;
        byte[] kind = TestSupport.Bytes(default(AllScalars));
        kind[when] = 0xC0;
        Assert.Equal("When", Assert.Throws<BinarySerializationException>(() => AllScalars.Read(kind, out _)).MemberName);

        byte[] offset = TestSupport.Bytes(default(AllScalars));
        BinaryPrimitives.WriteInt16BigEndian(offset.AsSpan(when + 16), 15 * 60);
        Assert.Equal("WhenOffset", Assert.Throws<BinarySerializationException>(() => AllScalars.Read(offset, out _)).MemberName);

        byte[] presence = TestSupport.Bytes(default(Optionals));
        presence[2] = 7;
        var exception = Assert.Throws<BinarySerializationException>(() => Optionals.Read(presence, out _));
        Assert.Equal(("MaybePoint", 2L), (exception.MemberName, exception.Offset));
    }

    [Fact]
    public void Nesting_deeper_than_the_limit_fails_cleanly()
    {
        byte[] deep = LeftChain(depth: 100);
        var exception = Assert.Throws<BinarySerializationException>(() => TreeNode.Read(deep, out _));
        Assert.Contains("nesting depth exceeds the maximum of 64", exception.Message, StringComparison.Ordinal);
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<TreeNode>(deep));

        TreeNode read = BinarySerializer.Deserialize<TreeNode>(deep, new BinarySerializerOptions { MaxDepth = 100 });
        int depth = 0;
        for (TreeNode? node = read; node is not null; node = node.Left)
        {
            depth++;
        }

        Assert.Equal(100, depth);
        Assert.Equal(64, TreeNode.Read(LeftChain(depth: 64), out _) is not null ? 64 : 0);
    }

    [Fact]
    public void Hostile_nesting_of_a_million_levels_does_not_overflow_the_stack()
    {
        byte[] deep = LeftChain(depth: 1_000_000);
        Assert.Throws<BinarySerializationException>(() => TreeNode.Read(deep, out _));
    }

    [Fact]
    public void Trailing_bytes_are_an_error_only_for_whole_buffer_reads()
    {
        byte[] bytes = [.. TestSupport.Bytes(SampleTrade), 0xEE];
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Trade>(bytes));
        Assert.Contains("1 byte(s) follow", exception.Message, StringComparison.Ordinal);
        Assert.Equal(SampleTrade, BinarySerializer.Deserialize<Trade>(bytes, out int bytesRead));
        Assert.Equal(bytes.Length - 1, bytesRead);
    }

    [Theory]
    [MemberData(nameof(Encodings))]
    public void Write_into_a_short_span_never_writes_past_its_end(string type)
    {
        IBinaryWritableSample sample = CreateWritable(type);
        int size = sample.Size;
        for (int length = 0; length < size; length++)
        {
            byte[] guarded = Enumerable.Repeat((byte)0xCC, size + 8).ToArray();
            Assert.False(sample.TryWrite(guarded.AsSpan(0, length), out int written));
            Assert.Equal(0, written);
            Assert.All(guarded[length..], b => Assert.Equal(0xCC, b));

            var exception = Assert.Throws<BinarySerializationException>(() => sample.Write(guarded.AsSpan(0, length).ToArray()));
            Assert.Contains($"needs {size}", exception.Message, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Corrupted_input_only_ever_fails_with_the_documented_outcomes()
    {
        int seed = Environment.TickCount;
        output.WriteLine($"seed {seed}");
        var random = new Random(seed);
        var samples = new[] { Sample(nameof(Collections)), Sample(nameof(Order)), Sample(nameof(TreeNode)), Sample(nameof(Blobs)) };
        for (int i = 0; i < 5000; i++)
        {
            var (bytes, tryRead, _) = samples[i % samples.Length];
            byte[] mutated = (byte[])bytes.Clone();
            for (int flips = random.Next(1, 4); flips > 0; flips--)
            {
                mutated[random.Next(mutated.Length)] = (byte)random.Next(256);
            }

            try
            {
                tryRead(mutated[..random.Next(mutated.Length + 1)]);
            }
            catch (BinarySerializationException)
            {
            }
        }
    }

    internal static (byte[] Bytes, Func<byte[], (bool, int)> TryRead, Action<byte[]> Read) Sample(string type)
    {
        return type switch
        {
            nameof(Trade) => Make(SampleTrade),
            nameof(Collections) => Make(RoundTripTests.SampleCollections(new Random(3), 3)),
            nameof(Blobs) => Make(new Blobs { Text = "日本", Other = "", Bytes = [1], Memory = new byte[] { 2, 3 } }),
            nameof(Optionals) => Make(new Optionals { MaybeInt = 1, MaybePoint = new Vector3(1, 2, 3), MaybeWhen = DateTime.UnixEpoch, MaybeFlag = true }),
            nameof(TreeNode) => Make(RoundTripTests.Tree(4, 1)),
            nameof(Order) => Make(new Order(Guid.NewGuid(), null, [new OrderLine("x", 1, 2)]) { Customer = "c" }),
            nameof(AllScalars) => Make(new AllScalars { Flag = true }),
            _ => throw new ArgumentOutOfRangeException(nameof(type)),
        };

        static (byte[], Func<byte[], (bool, int)>, Action<byte[]>) Make<T>(T value)
            where T : IBinarySerializable<T>, IBinaryReadable<T>
            => (TestSupport.Bytes(value),
                bytes => (T.TryRead(bytes, out _, out int read), read),
                bytes => T.Read(bytes, out _));
    }

    private static IBinaryWritableSample CreateWritable(string type) => type switch
    {
        nameof(Trade) => new WritableSample<Trade>(SampleTrade),
        nameof(Collections) => new WritableSample<Collections>(RoundTripTests.SampleCollections(new Random(3), 3)),
        nameof(Blobs) => new WritableSample<Blobs>(new Blobs { Text = "日本", Bytes = [1], ReadOnly = new byte[] { 4 } }),
        nameof(Optionals) => new WritableSample<Optionals>(new Optionals { MaybeInt = 1, MaybePoint = new Vector3(1, 2, 3) }),
        nameof(TreeNode) => new WritableSample<TreeNode>(RoundTripTests.Tree(4, 1)),
        nameof(Order) => new WritableSample<Order>(new Order(Guid.NewGuid(), null, [new OrderLine("x", 1, 2)])),
        nameof(AllScalars) => new WritableSample<AllScalars>(default),
        _ => throw new ArgumentOutOfRangeException(nameof(type)),
    };

    /// <summary>A chain of <paramref name="depth"/> nodes linked through Left: value, presence 1, ..., then two absent children.</summary>
    private static byte[] LeftChain(int depth)
    {
        var bytes = new List<byte>(depth * 6 + 8);
        for (int i = 0; i < depth; i++)
        {
            bytes.AddRange([0, 0, 0, (byte)i]);
            bytes.Add(i == depth - 1 ? (byte)0 : (byte)1);
        }

        bytes.AddRange(Enumerable.Repeat((byte)0, depth));
        return [.. bytes];
    }

    private interface IBinaryWritableSample
    {
        int Size { get; }

        bool TryWrite(Span<byte> destination, out int written);

        int Write(Span<byte> destination);
    }

    private sealed class WritableSample<T>(T value) : IBinaryWritableSample
        where T : IBinarySerializable<T>
    {
        public int Size => value.GetSerializedSize();

        public bool TryWrite(Span<byte> destination, out int written) => value.TryWrite(destination, out written);

        public int Write(Span<byte> destination) => value.Write(destination);
    }
}
