using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.IO.Pipelines;
using System.Linq;
using System.Reflection;
using System.Threading;
using System.Threading.Tasks;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Reading where protocols live: streams that must not be over-read, pipes, and many records from one span.</summary>
public class StreamAndPipeTests
{
    /// <summary>
    /// DeserializeAll over a stream that gives 1, 7, 300 or 4,096 bytes per Read reads every value once its bytes are
    /// there: about one Read per chunk of the data (not a read per attempt), and the values' own allocation plus a
    /// constant (the pooled buffer), whatever the chunk. Values are cut by refills anywhere, collections included.
    /// </summary>
    [Theory]
    [InlineData(1)]
    [InlineData(7)]
    [InlineData(300)]
    [InlineData(4096)]
    public async Task DeserializeAll_over_a_stream_reads_linearly(int bytesPerRead)
    {
        var values = Enumerable.Range(0, 400).Select(i => new Spanwire.Tests.Types.Note { Id = i, Text = new string((char)('a' + (i % 26)), i % 37) }).ToList();
        var data = new MemoryStream();
        foreach (Spanwire.Tests.Types.Note value in values)
        {
            BinarySerializer.Serialize(value, data);
        }

        byte[] bytes = data.ToArray();
        var fromSpan = new List<Spanwire.Tests.Types.Note>();
        long before = GC.GetAllocatedBytesForCurrentThread();
        for (int offset = 0; offset < bytes.Length;)
        {
            fromSpan.Add(Spanwire.Tests.Types.Note.Read(bytes.AsSpan(offset), out int read));
            offset += read;
        }

        long spanAllocated = GC.GetAllocatedBytesForCurrentThread() - before;
        var stream = new TrickleStream(bytes, bytesPerRead, seekable: false);
        var fromStream = new List<Spanwire.Tests.Types.Note>(values.Count);
        before = GC.GetAllocatedBytesForCurrentThread();
        foreach (Spanwire.Tests.Types.Note value in BinarySerializer.DeserializeAll<Spanwire.Tests.Types.Note>(stream))
        {
            fromStream.Add(value);
        }

        long streamAllocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(values.Select(v => (v.Id, v.Text)), fromStream.Select(v => (v.Id, v.Text)));
        Assert.InRange(stream.Reads, (bytes.Length / bytesPerRead) + 1, (bytes.Length / bytesPerRead) + 3);
        Assert.True(streamAllocated <= spanAllocated + (16 * 1024), $"{streamAllocated} B from the stream, {spanAllocated} B from the span");

        var asyncStream = new TrickleStream(bytes, bytesPerRead, seekable: false);
        var fromAsync = new List<int>();
        await foreach (Spanwire.Tests.Types.Note value in BinarySerializer.DeserializeAllAsync<Spanwire.Tests.Types.Note>(asyncStream))
        {
            fromAsync.Add(value.Id);
        }

        Assert.Equal(values.Select(v => v.Id), fromAsync);
    }

    /// <summary>A stream that ends inside a value is reported as truncation; one of nothing yields nothing.</summary>
    [Fact]
    public void DeserializeAll_over_a_stream_that_ends_inside_a_value_throws()
    {
        byte[] two = [.. BinarySerializer.Serialize(new Spanwire.Tests.Types.Note { Id = 1, Text = "a" }), .. BinarySerializer.Serialize(new Spanwire.Tests.Types.Note { Id = 2, Text = "bc" })];
        var read = new List<int>();
        Assert.Throws<BinarySerializationException>(() =>
        {
            foreach (Spanwire.Tests.Types.Note value in BinarySerializer.DeserializeAll<Spanwire.Tests.Types.Note>(new TrickleStream(two[..^1], 3, seekable: false)))
            {
                read.Add(value.Id);
            }
        });
        Assert.Equal([1], read);
        Assert.Empty(BinarySerializer.DeserializeAll<Spanwire.Tests.Types.Note>(new MemoryStream()));
    }

    /// <summary>
    /// Leaving <c>await foreach</c> over <c>DeserializeAllAsync</c> (a break at the message that ends a response, an
    /// exception in the loop's body) consumes exactly the values yielded: the next read of the same pipe starts at the
    /// next message, with nothing read twice and nothing lost.
    /// </summary>
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Leaving_DeserializeAllAsync_early_consumes_exactly_the_values_yielded(bool throwInBody)
    {
        var pipe = new Pipe();
        for (int i = 0; i < 5; i++)
        {
            await BinarySerializer.SerializeAsync(new Point3(i, -i, i * 0.5), pipe.Writer);
        }

        var seen = new List<double>();
        try
        {
            await foreach (Point3 point in BinarySerializer.DeserializeAllAsync<Point3>(pipe.Reader))
            {
                seen.Add(point.X);
                if (point.X == 1 && throwInBody)
                {
                    throw new InvalidOperationException("the consumer failed");
                }

                if (point.X == 1)
                {
                    break;
                }
            }
        }
        catch (InvalidOperationException exception) when (throwInBody && exception.Message == "the consumer failed")
        {
        }

        Assert.Equal([0.0, 1.0], seen);
        Assert.Equal(new Point3(2, -2, 1), await BinarySerializer.DeserializeAsync<Point3>(pipe.Reader));
        await pipe.Writer.CompleteAsync();
        var rest = new List<double>();
        await foreach (Point3 point in BinarySerializer.DeserializeAllAsync<Point3>(pipe.Reader))
        {
            rest.Add(point.X);
        }

        Assert.Equal([3.0, 4.0], rest);
    }

    private static readonly PgBackend[] Messages =
    [
        new PgReadyForQuery { Status = (byte)'I' },
        new PgCommandComplete { Tag = "SELECT 1" },
        new PgDataRow { Columns = [[0x31], null, new byte[300]] },
        new PgUnknown { Tag = 'S', Body = [0x61, 0, 0x62, 0] },
    ];

    private static byte[] Concatenated() => Messages.SelectMany(message => BinarySerializer.Serialize(message)).ToArray();

    [Theory]
    [InlineData(1, true)]
    [InlineData(7, true)]
    [InlineData(4096, true)]
    [InlineData(1, false)]
    [InlineData(7, false)]
    [InlineData(4096, false)]
    public void A_stream_is_read_one_message_at_a_time_and_never_past_it(int chunk, bool seekable)
    {
        byte[] bytes = Concatenated();
        var stream = new TrickleStream(bytes, chunk, seekable);
        long position = 0;
        foreach (PgBackend expected in Messages)
        {
            PgBackend read = BinarySerializer.Deserialize<PgBackend>(stream);
            position += BinarySerializer.Serialize(expected).Length;
            Assert.Equal(position, stream.Position);
            Assert.Equal(Convert.ToHexString(BinarySerializer.Serialize(expected)), Convert.ToHexString(BinarySerializer.Serialize(read)));
        }

        var end = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PgBackend>(stream));
        Assert.Contains("ended before the value began", end.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task Async_stream_reads_match_and_fixed_size_values_take_exactly_their_size(bool seekable)
    {
        byte[] bytes = [.. Concatenated(), .. TestSupport.Bytes(new Vector3(1, 2, 3)), 0xEE];
        var stream = new TrickleStream(bytes, 5, seekable);
        foreach (PgBackend _ in Messages)
        {
            await BinarySerializer.DeserializeAsync<PgBackend>(stream);
        }

        Vector3 vector = await BinarySerializer.DeserializeAsync<Vector3>(stream);
        Assert.Equal((3f, bytes.Length - 1L), (vector.Z, stream.Position));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_long_collection_from_a_seekable_stream_takes_a_logarithmic_number_of_reads(bool async)
    {
        // Each attempt parses from the start: asked only for the next item's bytes, a stream would be read (and the
        // value re-parsed) once per item. A seekable stream is read ahead a doubling buffer at a time instead.
        var value = new FixedItemHolder { Items = [.. Enumerable.Range(0, 2000).Select(i => new FixedItem { Id = i })], Trailer = 7 };
        byte[] message = TestSupport.Bytes(value);
        byte[] bytes = [.. message, .. message];
        var stream = new TrickleStream(bytes, int.MaxValue);
        for (int i = 1; i <= 2; i++)
        {
            FixedItemHolder read = async ? await BinarySerializer.DeserializeAsync<FixedItemHolder>(stream) : BinarySerializer.Deserialize<FixedItemHolder>(stream);
            Assert.Equal((2000, 1999, 7), (read.Items.Count, read.Items[^1]!.Id, read.Trailer));
            Assert.Equal(i * (long)message.Length, stream.Position);
        }

        Assert.InRange(stream.Reads, 2, 2 * 20);
    }

    public static TheoryData<string, bool> LongUnframedValues => new()
    {
        { nameof(FixedItemHolder), false },
        { nameof(FixedItemHolder), true },
        { nameof(NestedGroups), false },
        { nameof(NestedGroups), true },
    };

    private static object LongUnframedValue(string name) => name switch
    {
        nameof(FixedItemHolder) => new FixedItemHolder
        {
            Items = [.. Enumerable.Range(0, 2000).Select(i => i % 9 == 4 ? null : new FixedItem { Id = i, Quantity = -i, Flag = i % 2 == 0 })],
            Trailer = 7,
        },
        _ => new NestedGroups
        {
            Groups = [.. Enumerable.Range(0, 400).Select(g => Enumerable.Range(0, g % 6).Select(i => $"group {g} item {i}").ToArray())],
            Tables = [.. Enumerable.Range(0, 300).Select(t => new[] { "t" + t, new string('x', t % 40) })],
        },
    };

    private static byte[] Serialized(object value)
        => value is NestedGroups groups ? BinarySerializer.Serialize(groups) : BinarySerializer.Serialize((FixedItemHolder)value);

    [Theory]
    [MemberData(nameof(LongUnframedValues))]
    public async Task A_long_unframed_collection_from_a_non_seekable_stream_is_read_in_few_requests_and_never_past_it(string name, bool async)
    {
        // A socket's stream cannot be read past the value. Asked only for the next item's bytes, it was read (and the
        // value re-parsed) once per item: 2,000 reads and more here. Each shortfall now also reports the items still to
        // come at their minimum size, so the reader asks for them all at once.
        byte[] message = Serialized(LongUnframedValue(name));
        byte[] bytes = [.. message, .. message, 0xEE];
        var stream = new TrickleStream(bytes, int.MaxValue, seekable: false);
        for (int i = 1; i <= 2; i++)
        {
            object read = (name, async) switch
            {
                (nameof(FixedItemHolder), true) => await BinarySerializer.DeserializeAsync<FixedItemHolder>(stream),
                (nameof(FixedItemHolder), false) => BinarySerializer.Deserialize<FixedItemHolder>(stream),
                (_, true) => await BinarySerializer.DeserializeAsync<NestedGroups>(stream),
                _ => BinarySerializer.Deserialize<NestedGroups>(stream),
            };
            Assert.Equal(i * (long)message.Length, stream.Position);
            Assert.Equal(message, Serialized(read));
        }

        Assert.Equal(0xEE, stream.ReadByte());
        // 13,512 reads for the two FixedItemHolder messages and 6,386 for the NestedGroups ones before; 166 and 218 now.
        Assert.InRange(stream.Reads, 2, 2 * 120);
    }

    [Theory]
    [InlineData(nameof(FixedItemHolder))]
    [InlineData(nameof(NestedGroups))]
    public void What_a_shortfall_reports_the_value_needs_never_reaches_past_its_end(string name)
    {
        // The reader of a non-seekable stream trusts this bound: past the value's end lies the caller's next message.
        object value = LongUnframedValue(name);
        byte[] message = Serialized(value);
        long largestReported = 0;
        for (int length = 0; length < message.Length; length++)
        {
            var state = BinaryReadState.Default;
            int offset = 0;
            bool complete = value is NestedGroups
                ? NestedGroups.TryReadCore(message.AsSpan(0, length), ref offset, ref state, out _)
                : FixedItemHolder.TryReadCore(message.AsSpan(0, length), ref offset, ref state, out _);
            Assert.False(complete);
            long reported = state.TruncatedOffset + state.BytesNeeded + state.MinimumBytesAfter;
            Assert.InRange(reported, length + 1L, message.Length);
            largestReported = Math.Max(largestReported, state.MinimumBytesAfter);
        }

        // Items are reported at their minimum size (a class item may be a single null byte), a fraction of their bytes.
        Assert.True(largestReported > message.Length / 30, $"the items left were reported: {largestReported} of {message.Length} bytes");
    }

    /// <summary>
    /// A seekable stream is read in one go here, so its value is parsed once. (A non-seekable one is asked only for what
    /// the value is known to need, so members decoded before each shortfall are decoded, and allocated, again.)
    /// </summary>
    [Fact]
    public async Task A_seekable_stream_read_allocates_only_the_value_as_a_span_read_does()
    {
        var trade = new Trade(1, "AB", 1.5, -2, TradeSide.Sell);
        byte[] bytes = TestSupport.Bytes(trade);
        var stream = new TrickleStream(bytes, int.MaxValue);
        long fromSpan = TestSupport.AllocatedBy(() => Trade.Read(bytes, out _));
        long fromStream = TestSupport.AllocatedBy(() =>
        {
            stream.Position = 0;
            BinarySerializer.Deserialize<Trade>(stream);
        });

        // The memory stream completes every read synchronously (its task for a repeated count is cached), so the
        // async read's continuation runs on this thread and its allocations are counted here too.
        long fromStreamAsync = long.MaxValue;
        for (int i = 0; i < 5; i++)
        {
            stream.Position = 0;
            long before = GC.GetAllocatedBytesForCurrentThread();
            await BinarySerializer.DeserializeAsync<Trade>(stream);
            fromStreamAsync = Math.Min(fromStreamAsync, GC.GetAllocatedBytesForCurrentThread() - before);
        }

        Assert.Equal(fromSpan, fromStream);

        // A Debug build of Spanwire has its async state machines compiled as classes: one more object there.
        bool optimized = typeof(BinarySerializer).Assembly.GetCustomAttribute<DebuggableAttribute>()?.IsJITOptimizerDisabled != true;
        if (optimized)
        {
            Assert.Equal(fromSpan, fromStreamAsync);
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Invalid_or_truncated_data_leaves_a_seekable_stream_where_the_value_began(bool async)
    {
        byte[] first = TestSupport.Bytes(new Trade(1, "AB", 1.5, -2, TradeSide.Sell));
        byte[] invalid = [.. first];
        invalid[12] = 0xFF; // the symbol's first byte: invalid UTF-8
        var stream = new TrickleStream([.. first, .. invalid], 3);
        Task<Trade> Read() => async ? BinarySerializer.DeserializeAsync<Trade>(stream).AsTask() : Task.FromResult(BinarySerializer.Deserialize<Trade>(stream));

        await Read();
        Assert.Equal(first.Length, stream.Position);
        await Assert.ThrowsAsync<BinarySerializationException>(Read);
        Assert.Equal(first.Length, stream.Position);

        stream = new TrickleStream([.. first, .. first[..^3]], 3);
        await Read();
        await Assert.ThrowsAsync<BinarySerializationException>(Read);
        Assert.Equal(first.Length, stream.Position);
    }

    [Fact]
    public void A_stream_that_ends_inside_a_value_or_claims_a_huge_frame_fails_cleanly_and_cheaply()
    {
        byte[] bytes = Concatenated();
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PgBackend>(new MemoryStream(bytes, 6, 5)));

        // 'D' with a 2 GB length, then nothing: the buffer grows only as bytes arrive.
        byte[] hostile = Convert.FromHexString("447FFFFFFF00");
        long allocated = TestSupport.AllocatedBy(() => Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<PgBackend>(new MemoryStream(hostile))));
        Assert.True(allocated < 16 * 1024, $"{allocated} bytes allocated");
    }

    [Fact]
    public async Task A_pipe_yields_every_message_however_the_bytes_arrive()
    {
        byte[] bytes = Concatenated();
        var pipe = new Pipe();
        var random = new Random(5);
        Task writer = Task.Run(async () =>
        {
            for (int offset = 0; offset < bytes.Length;)
            {
                int chunk = Math.Min(random.Next(1, 40), bytes.Length - offset);
                await pipe.Writer.WriteAsync(bytes.AsMemory(offset, chunk));
                offset += chunk;
            }

            await pipe.Writer.CompleteAsync();
        });

        var read = new List<PgBackend>();
        await foreach (PgBackend message in BinarySerializer.DeserializeAllAsync<PgBackend>(pipe.Reader))
        {
            read.Add(message);
        }

        await writer;
        Assert.Equal(Messages.Select(m => Convert.ToHexString(BinarySerializer.Serialize(m))), read.Select(m => Convert.ToHexString(BinarySerializer.Serialize(m))));
    }

    [Fact]
    public async Task One_message_is_read_from_a_pipe_and_the_rest_left_for_the_caller()
    {
        var pipe = new Pipe();
        foreach (PgBackend message in Messages)
        {
            await BinarySerializer.SerializeAsync(message, pipe.Writer);
        }

        await pipe.Writer.CompleteAsync();
        Assert.IsType<PgReadyForQuery>(await BinarySerializer.DeserializeAsync<PgBackend>(pipe.Reader));
        Assert.IsType<PgCommandComplete>(await BinarySerializer.DeserializeAsync<PgBackend>(pipe.Reader));
        ReadResult rest = await pipe.Reader.ReadAsync();
        Assert.Equal(Concatenated().Length - 6 - 14, rest.Buffer.Length);
        pipe.Reader.AdvanceTo(rest.Buffer.Start);

        // A pipe that completes inside a message is the documented exception.
        var cut = new Pipe();
        await cut.Writer.WriteAsync(Concatenated().AsMemory(0, 3));
        await cut.Writer.CompleteAsync();
        await Assert.ThrowsAsync<BinarySerializationException>(async () => await BinarySerializer.DeserializeAsync<PgBackend>(cut.Reader));
    }

    [Fact]
    public void Many_fixed_size_records_read_into_a_span_with_no_allocation_per_record()
    {
        Vector3[] values = Enumerable.Range(0, 1000).Select(i => new Vector3(i, -i, i * 2)).ToArray();
        byte[] bytes = values.SelectMany(TestSupport.Bytes).ToArray();
        var destination = new Vector3[1000];
        Assert.Equal(1000, BinarySerializer.DeserializeMany<Vector3>(bytes, destination, out int bytesRead));
        Assert.Equal((bytes.Length, values[999]), (bytesRead, destination[999]));
        Assert.Equal(0, TestSupport.AllocatedBy(() => BinarySerializer.DeserializeMany<Vector3>(bytes, destination, out _)));

        // A partial record at the end is left unread.
        Assert.Equal(2, BinarySerializer.DeserializeMany<Vector3>(bytes.AsSpan(0, 30), destination, out bytesRead));
        Assert.Equal(24, bytesRead);
    }

    [Fact]
    public void Many_fixed_size_records_stop_at_the_destination_and_report_a_partial_last_record_in_the_state()
    {
        byte[] bytes = Enumerable.Range(0, 50).Select(i => new Vector3(i, -i, i * 2)).SelectMany(TestSupport.Bytes).ToArray();
        var destination = new Vector3[10];
        Assert.Equal(10, BinarySerializer.DeserializeMany<Vector3>(bytes, destination, out int bytesRead));
        Assert.Equal((120, new Vector3(9, -9, 18)), (bytesRead, destination[9]));
        Assert.Equal(0, BinarySerializer.DeserializeMany<Vector3>(bytes, Span<Vector3>.Empty, out bytesRead));
        Assert.Equal(0, bytesRead);

        // From offset 12 of 30 bytes: one whole record, then 6 bytes of the next, cut inside its Y.
        var block = (IBinaryBlockDeserializer<Vector3>)BinaryDeserializerRegistry.Find<Vector3>()!;
        var state = BinaryReadState.Default;
        int offset = 12;
        Assert.Equal(1, block.ReadMany(bytes.AsSpan(0, 30), ref offset, ref state, destination));
        Assert.Equal((24, new Vector3(1, -1, 2)), (offset, destination[0]));
        Assert.Equal(("Vector3", "Y", 28), (state.TruncatedType, state.TruncatedMember, state.TruncatedOffset));
    }

    [Fact]
    public void An_invalid_byte_in_one_of_many_fixed_size_records_is_reported_at_its_offset()
    {
        byte[] bytes = Enumerable.Range(0, 20).Select(i => new FixedTickFlag(i, i % 2 == 0)).SelectMany(TestSupport.Bytes).ToArray();
        bytes[(7 * 5) + 4] = 2; // record 7's Flag: Time 4 bytes, then the boolean
        var destination = new FixedTickFlag[20];
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.DeserializeMany<FixedTickFlag>(bytes, destination, out _));
        Assert.Equal(("FixedTickFlag", "Flag", 39L), (exception.TypeName, exception.MemberName, exception.Offset));
    }

    [Fact]
    public void A_value_straddling_segments_costs_no_allocation_beyond_pooled_buffers()
    {
        byte[] bytes = TestSupport.Bytes(new Vector3(1, 2, 3));
        ReadOnlySequence<byte> split = TestSequences.Split(bytes, 5);
        Assert.True(BinarySerializer.TryDeserialize<Vector3>(split, out Vector3 value, out _));
        Assert.Equal(3f, value.Z);
        Assert.Equal(0, TestSupport.AllocatedBy(() => BinarySerializer.TryDeserialize<Vector3>(split, out _, out _)));
    }
}
