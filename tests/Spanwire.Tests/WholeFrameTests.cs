using System;
using System.Collections.Generic;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A framed union's <c>Read</c>, <c>TryRead</c> and <c>TryDispatch</c> read a message whose frame is whole without a
/// read state and hand everything else to the general read: for every cut and every corrupted header or body byte of
/// each kind of case, the outcome (value and length, <see langword="false"/>, or the exception and its message) must be
/// the general read's own, as <c>TryReadCore</c> and <c>TryDispatchCore</c> give it.
/// </summary>
public class WholeFrameTests
{
    [Fact]
    public void PostgreSQL_messages_read_as_the_general_read_does()
        => AssertReadsAsGeneral(
            [new PgReadyForQuery { Status = (byte)'I' }, new PgCommandComplete { Tag = "SELECT 12" }, new PgDataRow { Columns = [[1, 2], null, []] },
                new PgErrorResponse { Fields = [new PgField((byte)'S', "ERROR")] }, new PgUnknown { Tag = 'N', Body = [9, 8, 7] }],
            (byte[] source, out int read) => PgBackend.Read(source, out read),
            (byte[] source, out PgBackend? value, out int read) => PgBackend.TryRead(source, out value, out read),
            (byte[] source, ref int offset, ref BinaryReadState state, out PgBackend? value) => PgBackend.TryReadCore(source, ref offset, ref state, out value));

    [Fact]
    public void Little_endian_ZIP_extra_fields_read_as_the_general_read_does()
        => AssertReadsAsGeneral(
            [new ZipExtendedTimestamp { Flags = 3, Times = [1_700_000_000, 1_700_000_100] }, new ZipUnixOwner { UidSize = 1, Uid = [7], GidSize = 2, Gid = [1, 2] },
                new ZipUnknownExtra { Tag = 0x000A, Data = [1, 2, 3, 4] }],
            (byte[] source, out int read) => ZipExtraField.Read(source, out read),
            (byte[] source, out ZipExtraField? value, out int read) => ZipExtraField.TryRead(source, out value, out read),
            (byte[] source, ref int offset, ref BinaryReadState state, out ZipExtraField? value) => ZipExtraField.TryReadCore(source, ref offset, ref state, out value));

    [Fact]
    public void A_feed_with_a_struct_case_reads_and_dispatches_as_the_general_read_does()
    {
        FeedMessage[] messages = [new FeedMessage.Boxed<FeedTick>(new FeedTick(7, -5, 300)), new FeedHalt { Reason = "auction" }, new FeedUnknown { Tag = 'Q', Body = [1, 2, 3] }];
        AssertReadsAsGeneral(
            messages,
            (byte[] source, out int read) => FeedMessage.Read(source, out read),
            (byte[] source, out FeedMessage? value, out int read) => FeedMessage.TryRead(source, out value, out read),
            (byte[] source, ref int offset, ref BinaryReadState state, out FeedMessage? value) => FeedMessage.TryReadCore(source, ref offset, ref state, out value));
        foreach (byte[] source in Variants(messages))
        {
            Assert.Equal(Outcome(() => FeedGeneralDispatch(source)), Outcome(() => FeedDispatch(source)));
        }
    }

    [Fact]
    public void A_frame_that_skips_unknown_bytes_reads_and_dispatches_as_the_general_read_does()
    {
        SkipMessage[] messages = [new SkipPing { Sequence = 513 }, new SkipMessage.Boxed<SkipPoint>(new SkipPoint(-2, 3)), new SkipNote { Text = "hi" }];
        AssertReadsAsGeneral(
            messages,
            (byte[] source, out int read) => SkipMessage.Read(source, out read),
            (byte[] source, out SkipMessage? value, out int read) => SkipMessage.TryRead(source, out value, out read),
            (byte[] source, ref int offset, ref BinaryReadState state, out SkipMessage? value) => SkipMessage.TryReadCore(source, ref offset, ref state, out value));
        foreach (byte[] source in Variants(messages))
        {
            Assert.Equal(Outcome(() => SkipGeneralDispatch(source)), Outcome(() => SkipDispatch(source)));
        }

        // A constant-size case in a longer frame skips the rest; in a shorter one it is an overrun, as in the general read.
        byte[] longer = [1, 7, 2, 1, 0xEE, 0xEE];
        Assert.Equal(6, SkipMessage.Read(longer, out int read) is SkipPing { Sequence: 0x0201 } ? read : -1);
        var error = Assert.Throws<BinarySerializationException>(() => SkipMessage.Read([1, 4, 2], out _));
        Assert.Contains("does not fit the frame", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_case_writes_whole_into_exactly_its_size_and_refuses_every_shorter_destination()
    {
        // Constant-size cases are written in place by the union's inlined switch, framed ones by a method of their own.
        AssertWritesOnlyWhole<PgBackend>([new PgReadyForQuery { Status = (byte)'T' }, new PgDataRow { Columns = [[1], null] }, new PgUnknown { Tag = 'N', Body = [5] }]);
        AssertWritesOnlyWhole<FeedMessage>([new FeedMessage.Boxed<FeedTick>(new FeedTick(1, 2, 3)), new FeedHalt { Reason = "x" }]);
        AssertWritesOnlyWhole<SkipMessage>([new SkipPing { Sequence = 9 }, new SkipMessage.Boxed<SkipPoint>(new SkipPoint(1, -1)), new SkipNote { Text = "abc" }]);
        AssertWritesOnlyWhole<ZipExtraField>([new ZipUnixOwner { UidSize = 1, Uid = [3], GidSize = 1, Gid = [4] }]);
    }

    private static void AssertWritesOnlyWhole<T>(T[] messages)
        where T : IBinarySerializable<T>
    {
        foreach (T message in messages)
        {
            int size = message.GetSerializedSize();
            byte[] expected = new byte[size];
            Assert.Equal(size, message.Write(expected));
            for (int length = 0; length < size; length++)
            {
                byte[] destination = new byte[length];
                Assert.False(message.TryWrite(destination, out int written));
                Assert.Equal(0, written);
                var error = Assert.Throws<BinarySerializationException>(() => message.Write(new byte[length]));
                Assert.Contains($"{size}", error.Message, StringComparison.Ordinal);
            }

            byte[] exact = new byte[size + 3];
            Assert.True(message.TryWrite(exact.AsSpan(0, size), out int exactWritten));
            Assert.Equal(size, exactWritten);
            Assert.Equal(expected, exact[..size]);
            Assert.Equal(new byte[3], exact[size..]);
        }
    }

    private delegate T ReadEntry<T>(byte[] source, out int read);

    private delegate bool TryReadEntry<T>(byte[] source, out T? value, out int read);

    private delegate bool ReadCore<T>(byte[] source, ref int offset, ref BinaryReadState state, out T? value);

    private static void AssertReadsAsGeneral<T>(T[] messages, ReadEntry<T> read, TryReadEntry<T> tryRead, ReadCore<T> core)
        where T : class, IBinarySerializable<T>
    {
        int compared = 0;
        foreach (byte[] source in Variants(messages))
        {
            string general = Outcome(() =>
            {
                BinaryReadState.Begin(out var state);
                int offset = 0;
                return core(source, ref offset, ref state, out T? value) ? Describe(value!) + $" in {offset}" : throw state.ToTruncationException();
            });
            Assert.Equal(general, Outcome(() => Describe(read(source, out int length)) + $" in {length}"));

            string generalTry = Outcome(() =>
            {
                BinaryReadState.Begin(out var state);
                int offset = 0;
                return core(source, ref offset, ref state, out T? value) ? Describe(value!) + $" in {offset}" : "false in 0";
            });
            Assert.Equal(generalTry, Outcome(() => tryRead(source, out T? value, out int length) ? Describe(value!) + $" in {length}" : $"false in {length}"));
            compared++;
        }

        Assert.True(compared > 50 * messages.Length, $"only {compared} variants");
    }

    /// <summary>Each message whole, with bytes after it, cut at every length, and with each byte set to values that break a header, alone and with bytes after it.</summary>
    private static IEnumerable<byte[]> Variants<T>(T[] messages)
        where T : IBinarySerializable<T>
    {
        byte[] breaking = [0, 1, 2, 3, 4, 5, 6, 0x7F, 0x80, 0xFE, 0xFF];
        foreach (T message in messages)
        {
            byte[] whole = new byte[message.GetSerializedSize()];
            message.Write(whole);
            yield return [.. whole, 0xAA, 0xBB];
            for (int cut = 0; cut <= whole.Length; cut++)
            {
                yield return whole[..cut];
            }

            for (int at = 0; at < whole.Length; at++)
            {
                foreach (byte value in breaking.Append((byte)(whole[at] + 1)).Append((byte)(whole[at] - 1)))
                {
                    byte[] broken = (byte[])whole.Clone();
                    broken[at] = value;
                    yield return broken;
                    yield return [.. broken, 0xAA, 0xBB, 0xCC, 0xDD]; // a size made larger finds its frame whole
                }
            }
        }
    }

    private static string Describe<T>(T value)
        where T : IBinarySerializable<T>
    {
        var bytes = new byte[value.GetSerializedSize()];
        value.Write(bytes);
        return $"{value.GetType().Name} {Convert.ToHexString(bytes)}";
    }

    private static string Outcome(Func<string> read)
    {
        try
        {
            return read();
        }
        catch (Exception exception)
        {
            return $"{exception.GetType().Name}: {exception.Message}";
        }
    }

    private interface IRecorder
    {
        string Seen { get; }
    }

    private static string Dispatched<TRecorder>(bool complete, TRecorder recorder, int read)
        where TRecorder : IRecorder
        => complete ? $"{recorder.Seen} in {read}" : $"false in {read}";

    private static string FeedDispatch(byte[] source)
    {
        var recorder = new FeedRecorder();
        return Dispatched(FeedMessage.TryDispatch(source, ref recorder, out int read), recorder, read);
    }

    private static string FeedGeneralDispatch(byte[] source)
    {
        var recorder = new FeedRecorder();
        BinaryReadState.Begin(out var state);
        int offset = 0;
        bool complete = FeedMessage.TryDispatchCore(source, ref offset, ref state, ref recorder);
        return Dispatched(complete, recorder, complete ? offset : 0);
    }

    private static string SkipDispatch(byte[] source)
    {
        var recorder = new SkipRecorder();
        return Dispatched(SkipMessage.TryDispatch(source, ref recorder, out int read), recorder, read);
    }

    private static string SkipGeneralDispatch(byte[] source)
    {
        var recorder = new SkipRecorder();
        BinaryReadState.Begin(out var state);
        int offset = 0;
        bool complete = SkipMessage.TryDispatchCore(source, ref offset, ref state, ref recorder);
        return Dispatched(complete, recorder, complete ? offset : 0);
    }

    private struct FeedRecorder : FeedMessage.IHandler, IRecorder
    {
        public string Seen { get; private set; }

        public void Handle(in FeedTick message) => Seen = Describe(message);

        public void Handle(FeedHalt message) => Seen = Describe(message);

        public void Handle(FeedUnknown message) => Seen = Describe(message);
    }

    private struct SkipRecorder : SkipMessage.IHandler, IRecorder
    {
        public string Seen { get; private set; }

        public void Handle(in SkipPoint message) => Seen = Describe(message);

        public void Handle(SkipPing message) => Seen = Describe(message);

        public void Handle(SkipNote message) => Seen = Describe(message);
    }
}
