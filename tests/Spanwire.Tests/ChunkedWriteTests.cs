using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Messages larger than <see cref="BinarySerializerOptions.ChunkSize"/> go to streams and pipes a chunk at a time: the
/// bytes are exactly those of the whole-buffer write, and no write is larger than a chunk unless one member written
/// whole is.
/// </summary>
public class ChunkedWriteTests
{
    private static BulkExport Export(int scale, int seed = 1)
    {
        var random = new Random(seed);
        var text = new StringBuilder();
        while (text.Length < scale)
        {
            // ASCII, 2- and 3-byte UTF-8, and surrogate pairs (4 bytes): pairs must never be split between chunks.
            text.Append("plain ascii ").Append("héllo ").Append("日本語 ").Append("😀🎉 ");
        }

        string all = text.ToString();
        string Prefix(int length) => char.IsHighSurrogate(all[length - 1]) ? all.Substring(0, length - 1) : all.Substring(0, length);
        byte[] blob = new byte[scale];
        random.NextBytes(blob);
        return new BulkExport
        {
            Id = 42,
            Title = all,
            Notes = Prefix(scale / 3),
            Blob = blob,
            Tail = blob.AsMemory(0, scale / 2),
            Samples = Enumerable.Range(0, scale / 4).Select(i => i * 7919).ToArray(),
            Points = Enumerable.Range(0, scale / 12).Select(i => new ExportPoint(i, -i, i * 0.5f)).ToList(),
            Rows = Enumerable.Range(0, scale / 200).Select(i => i % 5 == 3 ? null : new ExportRow { Key = i, Name = "row " + i + " ü😀", Values = [i, i + 0.25] }).ToList(),
            Labels = Enumerable.Range(0, scale / 100).Select(i => "label-" + i).ToList(),
            Summary = new ExportRow { Key = -1, Name = Prefix(scale / 4), Values = Enumerable.Range(0, scale / 16).Select(i => (double)i).ToArray() },
            Envelope = new ExportEnvelope { Version = 3, Body = blob },
            Code = "X-" + seed,
            Checksum = 0x0102030405060708,
        };
    }

    [Theory]
    [InlineData(256, 10_000)]
    [InlineData(1000, 50_000)]
    [InlineData(4096, 300_000)]
    public void A_stream_gets_the_whole_write_bytes_in_chunks_no_larger_than_the_chunk(int chunkSize, int scale)
    {
        BulkExport export = Export(scale);
        byte[] whole = BinarySerializer.Serialize(export);
        var stream = new RecordingStream();
        BinarySerializer.Serialize(export, stream, new BinarySerializerOptions { ChunkSize = chunkSize });

        Assert.Equal(whole, stream.ToArray());
        Assert.True(stream.Writes.Count > whole.Length / chunkSize / 2, $"{stream.Writes.Count} writes for {whole.Length} bytes");

        // Only the 600-byte fixed-length member, written whole, needs more than a 256-byte chunk: it doubles to 1024.
        Assert.All(stream.Writes, size => Assert.InRange(size, 0, chunkSize < 600 ? 1024 : chunkSize));
        Assert.Equal(whole.Length, stream.Writes.Sum());
        Assert.Equal(whole, BinarySerializer.Serialize(BinarySerializer.Deserialize<BulkExport>(whole)));
    }

    [Fact]
    public void Collections_of_collections_of_strings_stream_in_chunks()
    {
        var groups = new NestedGroups
        {
            Groups = Enumerable.Range(0, 40).Select(g => Enumerable.Range(0, g % 7).Select(i => $"group {g} item {i} ü😀").ToArray()).ToList(),
            Tables = Enumerable.Range(0, 30).Select(t => Enumerable.Range(0, t % 5).Select(i => new string('x', (t * 37) + i)).ToArray()).ToArray(),
        };
        byte[] whole = BinarySerializer.Serialize(groups);
        var stream = new RecordingStream();
        BinarySerializer.Serialize(groups, stream, new BinarySerializerOptions { ChunkSize = 256 });

        Assert.Equal(whole, stream.ToArray());
        Assert.True(stream.Writes.Count > whole.Length / 256, $"{stream.Writes.Count} writes for {whole.Length} bytes");
        Assert.All(stream.Writes, size => Assert.InRange(size, 0, 256));
        Assert.Equal(whole, BinarySerializer.Serialize(BinarySerializer.Deserialize<NestedGroups>(whole)));
    }

    [Theory]
    [InlineData(256)]
    [InlineData(65536)]
    public async Task An_async_stream_gets_the_same_bytes(int chunkSize)
    {
        BulkExport export = Export(200_000, seed: 2);
        byte[] whole = BinarySerializer.Serialize(export);
        var stream = new RecordingStream { Asynchronous = true };
        await BinarySerializer.SerializeAsync(export, stream, new BinarySerializerOptions { ChunkSize = chunkSize });

        Assert.Equal(whole, stream.ToArray());
        Assert.All(stream.Writes, size => Assert.InRange(size, 0, Math.Max(chunkSize, 1024)));
    }

    [Fact]
    public async Task A_pipe_gets_the_same_bytes_and_its_reader_bounds_what_is_buffered()
    {
        BulkExport export = Export(400_000, seed: 3);
        byte[] whole = BinarySerializer.Serialize(export);
        var pipe = new Pipe(new PipeOptions(pauseWriterThreshold: 128 * 1024, resumeWriterThreshold: 64 * 1024, useSynchronizationContext: false));
        var received = new MemoryStream();
        long largestUnread = 0;
        Task reading = Task.Run(async () =>
        {
            while (true)
            {
                ReadResult result = await pipe.Reader.ReadAsync();
                largestUnread = Math.Max(largestUnread, result.Buffer.Length);
                foreach (ReadOnlyMemory<byte> segment in result.Buffer)
                {
                    received.Write(segment.Span);
                }

                pipe.Reader.AdvanceTo(result.Buffer.End);
                if (result.IsCompleted)
                {
                    break;
                }
            }
        });

        FlushResult flushed = await BinarySerializer.SerializeAsync(export, pipe.Writer, new BinarySerializerOptions { ChunkSize = 16 * 1024 });
        await pipe.Writer.CompleteAsync();
        await reading;

        Assert.False(flushed.IsCompleted);
        Assert.Equal(whole, received.ToArray());

        // The writer pauses at 128 KiB unread; a chunk more may be in flight when it does.
        Assert.InRange(largestUnread, 1, (128 + 16 + 4) * 1024);
        Assert.True(whole.Length > 2 * 1024 * 1024, $"{whole.Length} bytes");
    }

    [Fact]
    public async Task A_pipe_whose_reader_completes_stops_the_write()
    {
        BulkExport export = Export(400_000, seed: 4);
        var pipe = new Pipe(new PipeOptions(pauseWriterThreshold: 64 * 1024, resumeWriterThreshold: 32 * 1024, useSynchronizationContext: false));
        ReadResult first = await ReadAfterWriteStarts(pipe);
        pipe.Reader.AdvanceTo(first.Buffer.Start);
        await pipe.Reader.CompleteAsync();

        FlushResult flushed = await BinarySerializer.SerializeAsync(export, pipe.Writer, new BinarySerializerOptions { ChunkSize = 16 * 1024 });
        Assert.True(flushed.IsCompleted);

        static async Task<ReadResult> ReadAfterWriteStarts(Pipe pipe)
        {
            await pipe.Writer.WriteAsync(new byte[] { 1 });
            return await pipe.Reader.ReadAsync();
        }
    }

    /// <summary>Protocol messages with a large body: tagged frames, size prefixes, remainders, bound lengths.</summary>
    public static TheoryData<string> LargeProtocolMessages() => ["PostgreSQL CopyData (default case)", "PostgreSQL DataRow", "Kafka record", "envelope", "memcached SET"];

    [Theory]
    [MemberData(nameof(LargeProtocolMessages))]
    public void A_large_protocol_message_streams_through_its_frames(string name)
    {
        byte[] body = new byte[300_000];
        new Random(5).NextBytes(body);
        switch (name)
        {
            case "PostgreSQL CopyData (default case)":
                CheckChunks<PgBackend>(new PgUnknown { Tag = 'd', Body = body });
                break;
            case "PostgreSQL DataRow":
                CheckChunks<PgBackend>(new PgDataRow { Columns = [body, null, body.AsSpan(0, 1000).ToArray(), body] });
                break;
            case "Kafka record":
                CheckChunks(new KafkaRecordFrame { Record = new KafkaRecord { TimestampDelta = -5, Key = [1, 2], Value = body, Headers = [new KafkaHeader("h", body)] } });
                break;
            case "envelope":
                CheckChunks(new Envelope { Header = new EnvelopeHeader { Version = 2 }, Payload = body });
                break;
            default:
                CheckChunks(new McPacket { Opcode = McOpcode.Set, Extras = [0, 0, 0, 0, 0, 0, 0, 0], Key = "key", Value = body });
                break;
        }

        static void CheckChunks<T>(T message)
            where T : IBinarySerializable<T>
        {
            byte[] whole = BinarySerializer.Serialize(message);
            var stream = new RecordingStream();
            BinarySerializer.Serialize(message, stream, new BinarySerializerOptions { ChunkSize = 1024 });
            Assert.Equal(Convert.ToHexString(whole), Convert.ToHexString(stream.ToArray()));
            Assert.All(stream.Writes, size => Assert.InRange(size, 0, 1024));
            Assert.True(stream.Writes.Count >= whole.Length / 1024, $"{stream.Writes.Count} writes for {whole.Length} bytes");
        }
    }

    [Fact]
    public void A_message_at_or_below_the_chunk_size_is_one_write()
    {
        BulkExport export = Export(1000);
        byte[] whole = BinarySerializer.Serialize(export);
        var stream = new RecordingStream();
        BinarySerializer.Serialize(export, stream, new BinarySerializerOptions { ChunkSize = whole.Length });

        Assert.Equal([whole.Length], stream.Writes);
        Assert.Equal(whole, stream.ToArray());
    }

    [Fact]
    public void A_100_MB_message_is_written_through_a_64_KiB_buffer_with_no_allocation()
    {
        // 100 MB: a 40 MB string (ASCII and multi-byte), a 30 MB byte block, a 30 MB int[] swapped in bulk.
        var message = new BulkExport
        {
            Title = string.Concat(Enumerable.Repeat("spanwire streams text straight into its chunk: ü 日本 😀. ", 40 * 1024 * 1024 / 64)),
            Blob = new byte[30 * 1024 * 1024],
            Samples = Enumerable.Range(0, 30 * 1024 * 1024 / 4).ToArray(),
        };
        var sink = new CountingStream();

        long allocated = TestSupport.AllocatedBy(() => BinarySerializer.Serialize(message, sink), warmUp: 1, measured: 2);

        long size = message.GetSerializedSize();
        Assert.InRange(size, 100_000_000, 120_000_000);
        Assert.Equal(size * 3, sink.Length);
        Assert.InRange(sink.LargestWrite, 1, BinarySerializerOptions.DefaultChunkSize);
        Assert.Equal(0, allocated);
    }

    [Fact]
    public void A_long_string_counted_during_a_write_is_not_kept_alive_after_it()
    {
        WeakReference text = WriteLongTextThenDropIt();
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(text.IsAlive);

        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
        static WeakReference WriteLongTextThenDropIt()
        {
            var export = new BulkExport { Title = new string('t', 200_000) + "é" };
            var stream = new MemoryStream();
            BinarySerializer.Serialize(export, stream);
            Assert.Equal(BinarySerializer.Serialize(export), stream.ToArray());
            return new WeakReference(export.Title);
        }
    }

    [Fact]
    public void An_unpaired_surrogate_is_a_write_error_naming_the_member()
    {
        var export = new BulkExport { Title = new string('a', 100_000) + "\ud800" + "b" };
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(export, new MemoryStream(), new BinarySerializerOptions { ChunkSize = 256 }));
        Assert.Equal("Title", error.MemberName);
    }

    /// <summary>Each item kind the runtime's loops stream, and null collections, at chunk sizes that cut items anywhere.</summary>
    [Theory]
    [InlineData(256, true)]
    [InlineData(300, false)]
    [InlineData(1000, true)]
    public void Every_item_kind_streams_the_bytes_of_the_whole_write(int chunkSize, bool withNulls)
    {
        var random = new Random(chunkSize);
        byte[] Bytes(int length)
        {
            byte[] bytes = new byte[length];
            random.NextBytes(bytes);
            return bytes;
        }

        var value = new ChunkedItemKinds
        {
            LittleLongs = Enumerable.Range(0, 700).Select(i => (long)i * 0x0102030405L).ToArray(),
            Kinds = withNulls ? null : Enumerable.Range(0, 500).Select(i => (ChunkedKind)(i % 3 == 2 ? 300 : i % 3)).ToArray(),
            Bytes = Bytes(900),
            Blobs = Enumerable.Range(0, 30).Select(i => withNulls && i % 4 == 1 ? null : Bytes(i * 41)).ToList(),
            ShortTexts = Enumerable.Range(0, 60).Select(i => new string((char)('a' + (i % 26)), i * 4) + "é😀").ToArray(),
            Envelopes = [.. Enumerable.Range(0, 12).Select(i => new ExportEnvelope { Version = (short)i, Body = Bytes(i * 90) })],
            Rows = withNulls ? null : Enumerable.Range(0, 25).Select(i => i % 6 == 5 ? null : new ExportRow { Key = i, Name = new string('n', i * 13), Values = [i, -i] }).ToList(),
        };
        byte[] whole = BinarySerializer.Serialize(value);
        var stream = new RecordingStream();
        BinarySerializer.Serialize(value, stream, new BinarySerializerOptions { ChunkSize = chunkSize });

        Assert.Equal(whole, stream.ToArray());
        Assert.All(stream.Writes, size => Assert.InRange(size, 0, chunkSize));
        Assert.True(stream.Writes.Count >= whole.Length / chunkSize, $"{stream.Writes.Count} writes for {whole.Length} bytes");
        ChunkedItemKinds back = BinarySerializer.Deserialize<ChunkedItemKinds>(whole);
        Assert.Equal(value.LittleLongs, back.LittleLongs);
        Assert.Equal(value.Kinds, back.Kinds);
        Assert.Equal(value.Blobs, back.Blobs);
        Assert.Equal(value.ShortTexts, back.ShortTexts);
        Assert.Equal(value.Envelopes.Select(envelope => envelope.Body), back.Envelopes.Select(envelope => envelope.Body));
        Assert.Equal(whole, BinarySerializer.Serialize(back));

        // The little-endian numbers and their count are on the wire least significant byte first.
        Assert.Equal(new byte[] { 0xBC, 0x02, 0, 0, 0x05, 0x04, 0x03, 0x02, 0x01, 0, 0, 0 }, whole.AsSpan(0, 4).ToArray().Concat(whole.AsSpan(12, 8).ToArray()).ToArray());
    }

    /// <summary>
    /// A remainder list streams like a counted collection: no write is larger than the chunk (the whole payload was
    /// one write of its full size before), and the bytes are the whole write's.
    /// </summary>
    [Fact]
    public void Remainder_lists_stream_in_chunks()
    {
        var rows = new RemainderRows { Version = 1, Rows = Enumerable.Range(0, 3000).Select(i => i % 7 == 3 ? null : new ExportRow { Key = i, Name = new string('r', i % 300), Values = [i, i / 2.0] }).ToList() };
        var numbers = new RemainderNumbers { Values = Enumerable.Range(0, 20_000).Select(i => i * 1.5).ToArray() };
        var varInts = new RemainderVarInts { Values = Enumerable.Range(0, 20_000).Select(i => (long)i * i * (i % 2 == 0 ? 1 : -1)).ToList() };
        AssertStreams(rows, 4096);
        AssertStreams(numbers, 4096);
        AssertStreams(varInts, 256);
        Assert.Equal(rows.Rows.Count, BinarySerializer.Deserialize<RemainderRows>(BinarySerializer.Serialize(rows)).Rows.Count);

        static void AssertStreams<T>(T value, int chunkSize)
            where T : IBinarySerializable<T>
        {
            byte[] whole = BinarySerializer.Serialize(value);
            var stream = new RecordingStream();
            BinarySerializer.Serialize(value, stream, new BinarySerializerOptions { ChunkSize = chunkSize });
            Assert.Equal(whole, stream.ToArray());
            Assert.True(whole.Length > 20 * chunkSize, $"{whole.Length} bytes");
            Assert.InRange(stream.Writes.Max(), 1, chunkSize);
        }
    }

    /// <summary>Lists bound by a byte count held by another member stream too: the count is computed from the items first.</summary>
    [Fact]
    public void Byte_counted_lists_stream_in_chunks()
    {
        var tables = new ByteCountedTables
        {
            Rows = [.. Enumerable.Range(0, 3_000).Select(i => i % 7 == 0 ? null : new Note { Id = i, Text = $"row {i}" })],
            Points = [.. Enumerable.Range(0, 5_000).Select(i => new ExportPoint(i, -i, 0.5f))],
            Ints = [1, 2, 3],
        };
        byte[] whole = BinarySerializer.Serialize(tables);
        for (int chunk = 256; chunk < 260; chunk++)
        {
            var stream = new RecordingStream();
            BinarySerializer.Serialize(tables, stream, new BinarySerializerOptions { ChunkSize = chunk });
            Assert.Equal(whole, stream.ToArray());
            Assert.True(whole.Length > 100 * chunk, $"{whole.Length} bytes");
            Assert.InRange(stream.Writes.Max(), 1, chunk);
        }

        Assert.Equal(tables.Points, BinarySerializer.Deserialize<ByteCountedTables>(whole).Points);
    }

    /// <summary>
    /// Terminated lists stream in chunks like counted ones, their items written whole (each checked against the
    /// terminator): no write above the chunk size, the terminator in whichever chunk has room. Items that would stream
    /// themselves (COPY tuples of byte fields) do too; one item larger than a chunk takes a larger chunk on its own.
    /// </summary>
    [Fact]
    public void Terminated_lists_stream_in_chunks_with_the_terminator_anywhere()
    {
        var codes = new TerminatedCodes { Values = [.. Enumerable.Range(1, 20_000).Select(i => (short)(i % 30_000 + 1))], After = 9 };
        var points = new TerminatedPoints { Points = [.. Enumerable.Range(0, 5_000).Select(i => new GridPoint((short)(i % 1000), (short)-i))], After = 3 };
        var tuples = new CopyRows { Rows = [.. Enumerable.Range(0, 3_000).Select(i => new CopyRow { Fields = [[(byte)i, (byte)(i >> 8)], i % 3 == 0 ? null : [1, 2, 3]] })] };
        for (int chunk = 256; chunk < 264; chunk++)
        {
            AssertStreams(codes, chunk);
            AssertStreams(points, chunk);
            AssertStreams(tuples, chunk);
        }

        tuples.Rows[1_000].Fields = [new byte[1_000]];
        var oneLarge = new RecordingStream();
        BinarySerializer.Serialize(tuples, oneLarge, new BinarySerializerOptions { ChunkSize = 256 });
        Assert.Equal(BinarySerializer.Serialize(tuples), oneLarge.ToArray());
        Assert.Equal(1, oneLarge.Writes.Count(write => write > 256));
        Assert.InRange(oneLarge.Writes.Max(), 2 + 4 + 1_000, 2 * 2 * 256);

        var badStream = new RecordingStream();
        var bad = new TerminatedCodes { Values = [.. Enumerable.Repeat((short)5, 10_000), 0] };
        Assert.Equal("Values", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(bad, badStream, new BinarySerializerOptions { ChunkSize = 256 })).MemberName);

        static void AssertStreams<T>(T value, int chunkSize)
            where T : IBinarySerializable<T>
        {
            byte[] whole = BinarySerializer.Serialize(value);
            var stream = new RecordingStream();
            BinarySerializer.Serialize(value, stream, new BinarySerializerOptions { ChunkSize = chunkSize });
            Assert.Equal(whole, stream.ToArray());
            Assert.True(whole.Length > 20 * chunkSize, $"{whole.Length} bytes");
            Assert.InRange(stream.Writes.Max(), 1, chunkSize);
        }
    }

    [Theory]
    [InlineData("Points")]
    [InlineData("Labels")]
    public void A_collection_resized_between_chunks_is_a_write_error_not_a_stream_that_disagrees_with_its_count(string member)
    {
        var export = new BulkExport
        {
            Points = Enumerable.Range(0, 5000).Select(i => new ExportPoint(i, i, i)).ToList(),
            Labels = Enumerable.Range(0, 5000).Select(i => "label " + i).ToList(),
        };
        var stream = new RecordingStream
        {
            // Once the collection has started (Points in the first 1 KiB chunk, Labels after Points' ~60 KB), it loses an
            // item, as if another thread removed it.
            MutateAfterWrite = member == "Points" ? 1 : 80,
            Mutate = () =>
            {
                if (member == "Points")
                {
                    export.Points.RemoveAt(0);
                }
                else
                {
                    export.Labels.RemoveAt(0);
                }
            },
        };

        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(export, stream, new BinarySerializerOptions { ChunkSize = 1024 }));
        Assert.Equal(member, error.MemberName);
        Assert.Contains("changed during the write", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_chunk_smaller_than_the_minimum_is_refused()
        => Assert.Throws<ArgumentOutOfRangeException>(() => new BinarySerializerOptions { ChunkSize = 255 });

    /// <summary>A memory stream that records the size of every write, and can complete its async writes later.</summary>
    private sealed class RecordingStream : MemoryStream
    {
        public List<int> Writes { get; } = [];

        public bool Asynchronous { get; init; }

        public Action? Mutate { get; init; }

        public int MutateAfterWrite { get; init; }

        public override void Write(byte[] buffer, int offset, int count)
        {
            Writes.Add(count);
            base.Write(buffer, offset, count);
            if (Writes.Count == MutateAfterWrite)
            {
                Mutate?.Invoke();
            }
        }

        // MemoryStream's span overload calls back into the array one in a derived class; a copy keeps them apart.
        public override void Write(ReadOnlySpan<byte> buffer) => Write(buffer.ToArray(), 0, buffer.Length);

        public override async ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, System.Threading.CancellationToken cancellationToken = default)
        {
            if (Asynchronous)
            {
                await Task.Yield();
            }

            Write(buffer.Span);
        }
    }

    /// <summary>Counts what is written and keeps nothing.</summary>
    private sealed class CountingStream : Stream
    {
        public long LargestWrite { get; private set; }

        public override bool CanRead => false;

        public override bool CanSeek => false;

        public override bool CanWrite => true;

        public override long Length => _length;

        public override long Position { get => _length; set => throw new NotSupportedException(); }

        private long _length;

        public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

        public override void Write(ReadOnlySpan<byte> buffer)
        {
            _length += buffer.Length;
            LargestWrite = Math.Max(LargestWrite, buffer.Length);
        }

        public override void Flush()
        {
        }

        public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();
    }
}
