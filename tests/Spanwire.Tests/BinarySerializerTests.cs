using System;
using System.Buffers;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Spanwire.NetStandardTypes;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

public class BinarySerializerTests
{
    private static readonly Trade SampleTrade = new(7, "ÄÖÜ", -1.25, 3, TradeSide.Buy);

    [Fact]
    public void Serialize_to_array_is_exactly_sized()
    {
        byte[] bytes = BinarySerializer.Serialize(SampleTrade);
        Assert.Equal(SampleTrade.GetSerializedSize(), bytes.Length);
        Assert.Equal(TestSupport.Hex(SampleTrade), Convert.ToHexString(bytes));
    }

    [Fact]
    public void Serialize_to_buffer_writer_appends()
    {
        var writer = new ArrayBufferWriter<byte>();
        writer.Write(stackalloc byte[] { 0xAA });
        int written = BinarySerializer.Serialize(SampleTrade, writer);
        Assert.Equal(SampleTrade.GetSerializedSize(), written);
        Assert.Equal("AA" + TestSupport.Hex(SampleTrade), Convert.ToHexString(writer.WrittenSpan));
    }

    [Fact]
    public void Serialize_to_buffer_writer_writes_into_the_space_it_has_and_sizes_only_when_the_value_does_not_fit()
    {
        int size = SampleTrade.GetSerializedSize();
        foreach (int free in new[] { size + 10, size, size - 1, 1 })
        {
            var writer = new HintRecordingWriter(free);
            Assert.Equal(size, BinarySerializer.Serialize(SampleTrade, writer));
            Assert.Equal(TestSupport.Hex(SampleTrade), Convert.ToHexString(writer.Written));

            // Asked with no hint first; the exact size is asked for only when the value did not fit the space offered.
            Assert.Equal(free >= size ? new[] { 0 } : new[] { 0, size }, writer.Hints.ToArray());
        }
    }

    /// <summary>Offers <c>free</c> bytes when asked for any size, the size asked for otherwise; records every hint.</summary>
    private sealed class HintRecordingWriter(int free) : IBufferWriter<byte>
    {
        private byte[] _buffer = [];

        public List<int> Hints { get; } = [];

        public byte[] Written { get; private set; } = [];

        public Span<byte> GetSpan(int sizeHint = 0)
        {
            Hints.Add(sizeHint);
            _buffer = new byte[sizeHint == 0 ? free : sizeHint];
            return _buffer;
        }

        public Memory<byte> GetMemory(int sizeHint = 0) => throw new NotSupportedException();

        public void Advance(int count) => Written = [.. Written, .. _buffer.AsSpan(0, count)];
    }

    [Fact]
    public void Serialize_to_short_span_throws_and_TrySerialize_returns_false()
    {
        var destination = new byte[5];
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(SampleTrade, destination));
        Assert.False(BinarySerializer.TrySerialize(SampleTrade, destination, out int written));
        Assert.Equal(0, written);
    }

    [Fact]
    public void Stream_writes_small_and_large_values()
    {
        Collections large = RoundTripTests.SampleCollections(new Random(2), 50);
        Assert.True(large.GetSerializedSize() > BinarySerializer.StackallocThreshold);
        using var stream = new MemoryStream();
        BinarySerializer.Serialize(SampleTrade, stream);
        BinarySerializer.Serialize(large, stream, new BinarySerializerOptions { ClearBuffers = true });
        Assert.Equal(TestSupport.Hex(SampleTrade) + TestSupport.Hex(large), Convert.ToHexString(stream.ToArray()));
    }

    [Fact]
    public async Task Async_stream_writes_complete_through_a_truly_asynchronous_stream()
    {
        Collections large = RoundTripTests.SampleCollections(new Random(3), 50);
        using var stream = new YieldingStream();
        await BinarySerializer.SerializeAsync(SampleTrade, stream);
        await BinarySerializer.SerializeAsync(large, stream, new BinarySerializerOptions { ClearBuffers = true });
        Assert.Equal(TestSupport.Hex(SampleTrade) + TestSupport.Hex(large), Convert.ToHexString(stream.ToArray()));
    }

    [Fact]
    public async Task Async_stream_write_honours_cancellation()
    {
        using var stream = new YieldingStream();
        using var cancelled = new CancellationTokenSource();
        await cancelled.CancelAsync();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await BinarySerializer.SerializeAsync(SampleTrade, stream, cancelled.Token));
    }

    [Fact]
    public void Sequence_split_at_every_byte_reads_the_same_value()
    {
        var value = new Order(Guid.NewGuid(), null, [new OrderLine("a", 1, 1), new OrderLine("bb", 2, 2)]) { Customer = "x" };
        byte[] bytes = TestSupport.Bytes(value);
        for (int split = 0; split <= bytes.Length; split++)
        {
            ReadOnlySequence<byte> sequence = Segments(bytes[..split], bytes[split..]);
            Order read = BinarySerializer.Deserialize<Order>(sequence);
            Assert.Equal(value.Lines, read.Lines);
            Assert.Equal(value.Customer, read.Customer);
        }

        ReadOnlySequence<byte> oneBytePieces = Segments(bytes.Select(b => new[] { b }).ToArray());
        Assert.Equal(value.Lines, BinarySerializer.Deserialize<Order>(oneBytePieces).Lines);
    }

    [Fact]
    public void TryDeserialize_sequence_waits_for_more_data_and_reports_consumed()
    {
        byte[] first = TestSupport.Bytes(SampleTrade);
        byte[] second = TestSupport.Bytes(SampleTrade with { Id = 8 });
        byte[] both = [.. first, .. second];

        ReadOnlySequence<byte> partial = Segments(both[..5], both[5..(first.Length - 1)]);
        Assert.False(BinarySerializer.TryDeserialize<Trade>(partial, out Trade? none, out SequencePosition consumed));
        Assert.Null(none);
        Assert.Equal(partial.Start, consumed);

        ReadOnlySequence<byte> buffered = Segments(both[..3], both[3..20], both[20..]);
        Assert.True(BinarySerializer.TryDeserialize<Trade>(buffered, out Trade? trade, out consumed));
        Assert.Equal(SampleTrade, trade);
        ReadOnlySequence<byte> rest = buffered.Slice(consumed);
        Assert.Equal(second.Length, rest.Length);
        Assert.True(BinarySerializer.TryDeserialize<Trade>(rest, out trade, out consumed));
        Assert.Equal(8, trade!.Id);
        Assert.Equal(rest.End, consumed);
    }

    [Fact]
    public void Deserialize_sequence_reports_truncation_and_trailing_bytes()
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        var truncated = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Trade>(Segments(bytes[..10], bytes[10..20])));
        Assert.Equal(("Price", 18L), (truncated.MemberName, truncated.Offset));
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Trade>(Segments(bytes[..10], [.. bytes[10..], 0])));
    }

    [Fact]
    public void Span_TryDeserialize_distinguishes_incomplete_from_invalid()
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        Assert.False(BinarySerializer.TryDeserialize<Trade>(bytes.AsSpan(0, 9), out _, out int bytesRead));
        Assert.Equal(0, bytesRead);
        Assert.True(BinarySerializer.TryDeserialize<Trade>(bytes, out Trade? trade, out bytesRead));
        Assert.Equal((SampleTrade, bytes.Length), (trade, bytesRead));

        bytes[8] = 0x80;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.TryDeserialize<Trade>(bytes, out _, out _));
    }

    [Fact]
    public void Static_abstract_interface_supports_generic_code()
    {
        byte[] bytes = TestSupport.Bytes(SampleTrade);
        Assert.Equal(SampleTrade, ReadGeneric<Trade>(bytes));
        Assert.Equal(new Vector3(1, 2, 3), ReadGeneric<Vector3>(TestSupport.Bytes(new Vector3(1, 2, 3))));

        static T ReadGeneric<T>(ReadOnlySpan<byte> source)
            where T : IBinaryReadable<T>
            => T.Read(source, out _);
    }

    [Fact]
    public void Netstandard_library_types_load_and_register_in_a_modern_app()
    {
        var message = new LegacyMessage
        {
            Id = 12,
            Text = "from netstandard2.0 ✓",
            Correlation = Guid.NewGuid(),
            SentAt = new DateTime(2026, 11, 21, 0, 0, 0, DateTimeKind.Utc),
            Priority = Priority.High,
            Samples = [1, 2, 3],
            Offsets = [long.MaxValue],
            Codes = [1, -1],
            Origin = new LegacyPoint { X = 1.5f, Y = -2 },
            Payload = [0xFF],
        };
        byte[] bytes = BinarySerializer.Serialize(message);
        LegacyMessage read = BinarySerializer.Deserialize<LegacyMessage>(bytes);
        Assert.Equal(
            (message.Id, message.Text, message.Correlation, message.SentAt, message.Priority, message.Origin),
            (read.Id, read.Text, read.Correlation, read.SentAt, read.Priority, read.Origin));
        Assert.Equal(message.Samples, read.Samples);
        Assert.Equal(message.Offsets, read.Offsets);
        Assert.Equal(message.Codes.AsEnumerable(), read.Codes.AsEnumerable());
        Assert.Equal(message.Payload, read.Payload);
        Assert.NotNull(BinaryDeserializerRegistry.Find<LegacyPoint>());
    }

    [Fact]
    public void Netstandard_and_modern_code_write_identical_bytes()
    {
        var legacy = new LegacyPoint { X = 1, Y = 2 };
        var modern = new Vector3(1, 2, 0);
        Assert.Equal(TestSupport.Hex(modern)[..16], Convert.ToHexString(BinarySerializer.Serialize(legacy)));
        Assert.Equal("00112233445566778899AABBCCDDEEFF", TestSupport.Hex(new PyScalars { Id = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff") })[^32..]);
        var message = new LegacyMessage { Correlation = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff") };
        Assert.Contains("00112233445566778899AABBCCDDEEFF", Convert.ToHexString(BinarySerializer.Serialize(message)), StringComparison.Ordinal);
    }

    [Fact]
    public void Unregistered_type_gets_a_clear_error()
    {
        var exception = Assert.Throws<InvalidOperationException>(() => BinarySerializer.Deserialize<Unregistered>(stackalloc byte[4]));
        Assert.Contains("BinaryDeserializerRegistry.Register", exception.Message, StringComparison.Ordinal);
    }

    private static ReadOnlySequence<byte> Segments(params byte[][] parts)
    {
        var nonEmpty = parts.ToList();
        if (nonEmpty.Count == 1)
        {
            return new ReadOnlySequence<byte>(nonEmpty[0]);
        }

        var first = new Segment(nonEmpty[0], 0);
        Segment last = first;
        foreach (byte[] part in nonEmpty.Skip(1))
        {
            last = last.Append(part);
        }

        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory, RunningIndex + Memory.Length);
            Next = next;
            return next;
        }
    }

    /// <summary>A stream whose asynchronous writes really yield before completing.</summary>
    private sealed class YieldingStream : MemoryStream
    {
        public override async ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
        {
            await Task.Yield();
            cancellationToken.ThrowIfCancellationRequested();
            await base.WriteAsync(buffer, cancellationToken);
        }
    }
}

/// <summary>A type nested in a private one cannot be reached by a module initializer.</summary>
public partial class Holder
{
    [BinarySerializable]
    private partial struct Hidden
    {
        public int Value;
    }
}

/// <summary>Implements the interface by hand and registers nothing: BinarySerializer must say how to fix it.</summary>
public sealed class Unregistered : IBinarySerializable<Unregistered>
{
    public int GetSerializedSize() => 0;

    public int Write(Span<byte> destination) => 0;

    public bool TryWrite(Span<byte> destination, out int bytesWritten)
    {
        bytesWritten = 0;
        return true;
    }
}
