using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Struct cases of a tagged-frame union: written by the union's static Write, read by TryDispatch, no object per frame.</summary>
public class StructCaseTests
{
    private static readonly FeedTick Tick = new(7, 1_234_567_890_123, 300);

    [Fact]
    public void A_struct_case_writes_its_tag_frame_length_and_body()
    {
        var expected = new byte[1 + 4 + 16];
        expected[0] = (byte)'T';
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(1), 16);
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(5), 7);
        BinaryPrimitives.WriteInt64BigEndian(expected.AsSpan(9), 1_234_567_890_123);
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(17), 300);

        var buffer = new byte[64];
        Assert.Equal(21, FeedMessage.GetSerializedSize(in Tick));
        int written = FeedMessage.Write(in Tick, buffer);
        Assert.Equal(expected, buffer[..written]);
        Assert.Throws<BinarySerializationException>(() => FeedMessage.Write(in Tick, stackalloc byte[20]));
    }

    [Fact]
    public void TryDispatch_hands_each_case_to_its_overload()
    {
        byte[] stream = Frames(out int count);
        var handler = new Collector();
        int offset = 0;
        while (FeedMessage.TryDispatch(stream.AsSpan(offset), ref handler, out int read))
        {
            offset += read;
        }

        Assert.Equal(stream.Length, offset);
        Assert.Equal(count - 2, handler.Ticks);
        Assert.Equal(Tick.Price * (count - 2), handler.PriceSum);
        Assert.Equal("closing auction", handler.Halt);
        Assert.Equal((long)'Q', handler.UnknownTag);
        Assert.Equal(new byte[] { 1, 2, 3 }, handler.UnknownBody);
    }

    [Fact]
    public void Dispatching_struct_cases_allocates_nothing()
    {
        var buffer = new byte[21 * 100];
        for (int i = 0; i < 100; i++)
        {
            FeedMessage.Write(in Tick, buffer.AsSpan(i * 21));
        }

        var counter = new TickCounter();
        long allocated = TestSupport.AllocatedBy(() =>
        {
            int offset = 0;
            while (FeedMessage.TryDispatch(buffer.AsSpan(offset), ref counter, out int read))
            {
                offset += read;
            }
        });
        Assert.Equal(0, allocated);
        Assert.True(counter.Count >= 100);
    }

    [Fact]
    public void A_partial_frame_consumes_nothing_and_bad_frames_throw()
    {
        var buffer = new byte[21];
        FeedMessage.Write(in Tick, buffer);
        var handler = new Collector();
        for (int length = 0; length < buffer.Length; length++)
        {
            Assert.False(FeedMessage.TryDispatch(buffer.AsSpan(0, length), ref handler, out int read));
            Assert.Equal(0, read);
        }

        BinaryPrimitives.WriteInt32BigEndian(buffer.AsSpan(1), 12); // the body claims less than a tick needs
        var overrun = Assert.Throws<BinarySerializationException>(() => Dispatch(buffer));
        Assert.Equal("(case)", overrun.MemberName);

        BinaryPrimitives.WriteInt32BigEndian(buffer.AsSpan(1), -5);
        Assert.Throws<BinarySerializationException>(() => Dispatch(buffer));
    }

    [Fact]
    public void Read_as_the_union_a_struct_case_comes_boxed_and_writes_back_the_same_bytes()
    {
        // One declaration for both APIs: TryDispatch hands the struct over with no object; Read, Deserialize and the
        // stream and block reads give it in FeedMessage.Boxed<FeedTick>, a class of the union.
        var buffer = new byte[21];
        FeedMessage.Write(in Tick, buffer);
        var boxed = Assert.IsType<FeedMessage.Boxed<FeedTick>>(FeedMessage.Read(buffer, out int read));
        Assert.Equal((Tick, 21), (boxed.Value, read));
        Assert.Equal(buffer, BinarySerializer.Serialize<FeedMessage>(boxed));
        Assert.Equal(21, boxed.GetSerializedSize());

        using var stream = new System.IO.MemoryStream();
        BinarySerializer.Serialize<FeedMessage>(boxed, stream, new BinarySerializerOptions { ChunkSize = BinarySerializerOptions.MinChunkSize });
        Assert.Equal(buffer, stream.ToArray());
        var block = new FeedMessage[2];
        Assert.Equal(2, BinarySerializer.DeserializeMany<FeedMessage>([.. buffer, .. buffer], block, out _));
        Assert.All(block, message => Assert.Equal(Tick, Assert.IsType<FeedMessage.Boxed<FeedTick>>(message).Value));
        Assert.Equal(Tick, Assert.IsType<FeedMessage.Boxed<FeedTick>>(BinarySerializer.Deserialize<FeedMessage>(new TrickleStream(buffer, 3, seekable: false))).Value);

        // A union no class can derive from (it declares an abstract member) reads a struct case by TryDispatch only.
        var opaque = new byte[1 + 16];
        OpaqueFeed.Write(in Tick, opaque);
        Assert.Contains("TryDispatch", Assert.Throws<BinarySerializationException>(() => OpaqueFeed.Read(opaque, out _)).Message, StringComparison.Ordinal);

        // Class cases still read as objects.
        FeedMessage halt = new FeedHalt { Reason = "lunch" };
        var haltBytes = new byte[halt.GetSerializedSize()];
        halt.Write(haltBytes);
        Assert.Equal("lunch", Assert.IsType<FeedHalt>(FeedMessage.Read(haltBytes, out _)).Reason);
    }

    /// <summary>Over a sequence cut anywhere (a PipeReader's buffer), each message is handed over once, in order, as from one span.</summary>
    [Fact]
    public void TryDispatch_over_a_sequence_split_anywhere_matches_the_span()
    {
        byte[] stream = Frames(out int count);
        var splits = Enumerable.Range(0, stream.Length + 1).Select(at => TestSequences.Split(stream, at))
            .Concat(Enumerable.Range(1, 9).Select(size => TestSequences.InPieces(stream, size)));
        foreach (ReadOnlySequence<byte> split in splits)
        {
            var handler = new Collector();
            ReadOnlySequence<byte> rest = split;
            while (FeedMessage.TryDispatch(rest, ref handler, out SequencePosition consumed))
            {
                rest = rest.Slice(consumed);
            }

            Assert.Equal(0, rest.Length);
            Assert.Equal(count - 2, handler.Ticks);
            Assert.Equal(Tick.Price * (count - 2), handler.PriceSum);
            Assert.Equal("closing auction", handler.Halt);
            Assert.Equal(new byte[] { 1, 2, 3 }, handler.UnknownBody);
        }

        // A message cut short consumes nothing, and is dispatched once the rest arrives.
        var partial = new Collector();
        Assert.False(FeedMessage.TryDispatch(TestSequences.InPieces(stream[..20], 3), ref partial, out SequencePosition none));
        Assert.Equal(0, partial.Ticks);
        Assert.Equal(0, TestSequences.InPieces(stream[..20], 3).Slice(0, none).Length);
    }

    /// <summary>Without a frame a message is measured before it is dispatched: a C string cut by a segment is not taken for the whole.</summary>
    [Fact]
    public void TryDispatch_over_a_sequence_of_an_unframed_union_dispatches_each_message_once()
    {
        var buffer = new byte[64];
        int length = GridMessage.Write(new GridPoint(3, -4), buffer);
        GridMessage note = new GridNote { Text = "north" };
        length += note.Write(buffer.AsSpan(length));
        length += GridMessage.Write(new GridPoint(5, 6), buffer.AsSpan(length));
        byte[] stream = buffer[..length];
        for (int size = 1; size <= stream.Length; size++)
        {
            var handler = new GridCollector();
            ReadOnlySequence<byte> rest = TestSequences.InPieces(stream, size);
            while (GridMessage.TryDispatch(rest, ref handler, out SequencePosition consumed))
            {
                rest = rest.Slice(consumed);
            }

            Assert.Equal(0, rest.Length);
            Assert.Equal("(3,-4) north (5,6) ", handler.Seen);
        }
    }

    [Fact]
    public void Dispatching_struct_cases_from_a_split_sequence_allocates_nothing()
    {
        var buffer = new byte[21 * 50];
        for (int i = 0; i < 50; i++)
        {
            FeedMessage.Write(in Tick, buffer.AsSpan(i * 21));
        }

        ReadOnlySequence<byte> sequence = TestSequences.InPieces(buffer, 64);
        var counter = new TickCounter();
        long allocated = TestSupport.AllocatedBy(() =>
        {
            ReadOnlySequence<byte> rest = sequence;
            while (FeedMessage.TryDispatch(rest, ref counter, out SequencePosition consumed))
            {
                rest = rest.Slice(consumed);
            }
        });
        Assert.Equal(0, allocated);
        Assert.True(counter.Count >= 50);
    }

    private static void Dispatch(byte[] buffer)
    {
        var handler = new Collector();
        FeedMessage.TryDispatch(buffer, ref handler, out _);
    }

    private static byte[] Frames(out int count)
    {
        var buffer = new byte[1024];
        int offset = 0;
        for (int i = 0; i < 5; i++)
        {
            offset += FeedMessage.Write(in Tick, buffer.AsSpan(offset));
        }

        FeedMessage halt = new FeedHalt { Reason = "closing auction" };
        offset += halt.Write(buffer.AsSpan(offset));
        buffer[offset] = (byte)'Q';
        BinaryPrimitives.WriteInt32BigEndian(buffer.AsSpan(offset + 1), 3);
        buffer[offset + 5] = 1;
        buffer[offset + 6] = 2;
        buffer[offset + 7] = 3;
        offset += 8;
        count = 7;
        return buffer[..offset];
    }

    private struct Collector : FeedMessage.IHandler
    {
        public int Ticks;
        public long PriceSum;
        public string? Halt;
        public long UnknownTag;
        public byte[]? UnknownBody;

        public void Handle(in FeedTick message)
        {
            Ticks++;
            PriceSum += message.Price;
        }

        public void Handle(FeedHalt message) => Halt = message.Reason;

        public void Handle(FeedUnknown message)
        {
            UnknownTag = message.Tag;
            UnknownBody = message.Body;
        }
    }

    private struct GridCollector : GridMessage.IHandler
    {
        public string Seen;

        public void Handle(in GridPoint message) => Seen += $"({message.X},{message.Y}) ";

        public void Handle(GridNote message) => Seen += message.Text + " ";
    }

    private struct TickCounter : FeedMessage.IHandler
    {
        public int Count;

        public void Handle(in FeedTick message) => Count += message.Quantity > 0 ? 1 : 0;

        public void Handle(FeedHalt message)
        {
        }

        public void Handle(FeedUnknown message)
        {
        }
    }
}
