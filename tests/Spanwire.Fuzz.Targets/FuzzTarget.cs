using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using Dns;
using Elf;
using PostgresCopy;
using Spanwire.Tests.Types;

namespace Spanwire.Fuzz;

/// <summary>
/// One fuzz input: byte 0 picks the type, byte 1 the second read path (a sequence of small segments read by its Try
/// read, a non-seekable stream giving a few bytes per read, a pipe fed in pieces), the rest is the data. The contract checked: every read
/// either succeeds or throws <see cref="BinarySerializationException"/> (the Try read returns false only for data that
/// ends early); the span read and the second path agree on the outcome and the value; a value read writes the same
/// bytes to a span, a buffer writer and a chunked stream. The span read's data ends at an inaccessible page, so a
/// read past its end faults instead of passing unseen. Anything else throws <see cref="FuzzFinding"/> or escapes,
/// which afl-fuzz records as a crash.
/// </summary>
public static class FuzzTarget
{
    /// <summary>The types under test, in the order byte 0 selects them.</summary>
    public static readonly IReadOnlyList<string> TypeNames =
        [nameof(FieldTable), nameof(MqttPacket), nameof(ZipRecord), nameof(Strings), nameof(Numbers), nameof(Versioned), nameof(Frame), nameof(ElfFile), nameof(PartTree), nameof(Page), nameof(CopyTuple), nameof(Feed),
         nameof(FramedFiles), nameof(DnsQuery), nameof(BitcoinBlock), nameof(MySqlRowPacket), nameof(Captures), nameof(DnsMessage), nameof(MsgPackValue), nameof(FramedMz), nameof(WebSocketMessage),
         nameof(OggPage), nameof(BmpFile), nameof(JavaClassFile), nameof(FramedIpv4Packet), nameof(FramedPngImage), nameof(MySqlResultPacket), nameof(FramedZipSampleRecord), "SqliteRecord"];

    private static readonly BinarySerializerOptions SmallChunks = new() { ChunkSize = BinarySerializerOptions.MinChunkSize, MaxDecompressedBytes = 1 << 20 };

    public static void Run(ReadOnlySpan<byte> input)
    {
        if (input.Length < 2)
        {
            return;
        }

        byte[] data = input[2..].ToArray();
        int path = input[1];
        switch (input[0] % TypeNames.Count)
        {
            case 0: Check<FieldTable>(data, path); break;
            case 1: Check<MqttPacket>(data, path); break;
            case 2: Check<ZipRecord>(data, path); break;
            case 3: Check<Strings>(data, path); break;
            case 4: Check<Numbers>(data, path); break;
            case 5: Check<Versioned>(data, path); break;
            case 6: Check<Frame>(data, path); break;
            case 7: Check<ElfFile>(data, path); break;
            case 8: Check<PartTree>(data, path); break;
            case 9: Check<Page>(data, path); break;
            case 10: Check<CopyTuple>(data, path); break;
            case 11: Check<Feed>(data, path); break;
            case 12: Check<FramedFiles>(data, path); break;
            case 13: Check<DnsQuery>(data, path); break;
            case 14: Check<BitcoinBlock>(data, path); break;
            case 15: Check<MySqlRowPacket>(data, path); break;
            case 16: Check<Captures>(data, path); break;
            case 17: Check<DnsMessage>(data, path); break;
            case 18: Check<MsgPackValue>(data, path); break;
            case 19: Check<FramedMz>(data, path); break;
            case 20: Check<WebSocketMessage>(data, path); break;
            case 21: Check<OggPage>(data, path); break;
            case 22: Check<BmpFile>(data, path); break;
            case 23: Check<JavaClassFile>(data, path); break;
            case 24: Check<FramedIpv4Packet>(data, path); break;
            case 25: Check<FramedPngImage>(data, path); break;
            case 26: Check<MySqlResultPacket>(data, path); break;
            case 27: Check<FramedZipSampleRecord>(data, path); break;
            default: Check<global::Sqlite.Record>(data, path); break;
        }
    }

    /// <summary>Seed inputs: a sample value of each type, serialized, once per read path.</summary>
    public static IEnumerable<(string Name, byte[] Input)> Seeds()
    {
        byte[][] samples =
        [
            BinarySerializer.Serialize(FieldTableSamples.EveryType()),
            BinarySerializer.Serialize<MqttPacket>(new MqttPublish { Qos = 1, Topic = "a/b", PacketId = 7, Payload = [1, 2, 3] }),
            BinarySerializer.Serialize<ZipRecord>(new ZipEnd { Entries = 1, Comment = "fuzz"u8.ToArray() }),
            BinarySerializer.Serialize(new Strings { Utf8 = "héllo", CString = "c", Java = "\0j", Fixed = "abc", Wide = "\u0100", Names = ["a", "bc"], Compact = "k", Codes = [1, -2] }),
            BinarySerializer.Serialize(new Numbers { ZigZag = -300, Capped = 70000, Hdr = long.MinValue, Sqlite = 1UL << 60, Quic = 15293, Deltas = [1, -1, 1 << 20], When = DateTimeOffset.UnixEpoch, Stamp = new DateTime(2026, 11, 26, 0, 0, 0, DateTimeKind.Utc) }),
            BinarySerializer.Serialize(new Versioned { Version = 2, Kind = 5, Flags = 1, SinceTwo = 9, Note = "n", Points = [new Point { X = 1, Y = -1 }], Packed = [1, 1, 1, 1, 2] }),
            BinarySerializer.Serialize<Frame>(new NestedFrame { Children = [new TextFrame { Text = "t" }, null, new ListFrame { Items = [1, 2], Origin = new Point { X = 3 } }, new VersionFrame { Message = new Versioned { Version = 1, Packed = [7] }, Extra = 5 }, new UnknownFrame { Tag = 9, Body = [4] }] }),
            BinarySerializer.Serialize(new ElfFile { Header = new Elf64Header { Type = 3, Segments = [new ElfSegment(1, 5, 0, 0x1000, 0x1000, 64, 64, 4096)], Sections = [default, new ElfSection(1, 3, 0, 0, 200, 10, 0, 0, 1, 0)] } }),
            BinarySerializer.Serialize(new PartTree { Node = new PartNode { Value = 7, Child = new PartLeaf { Payload = -1 } }, Note = "note" }),
            BinarySerializer.Serialize(new Page { Kind = 5, Cell = [1, 2, 3], Extra = 9 }),
            BinarySerializer.Serialize<CopyTuple>(new CopyRow { Id = 1, Quantity = 2, Price = 0.5, Name = "n", Note = null, Active = true, At = new DateTime(2026, 11, 26, 0, 0, 0, DateTimeKind.Utc), Blob = [9], Uid = Guid.Empty }),
            BinarySerializer.Serialize<Feed>(new Feed.Boxed<FeedQuote>(new FeedQuote(7, 1, 2))),
            BinarySerializer.Serialize(new FramedFiles
            {
                Gif = new GifFile { GlobalColorTable = [new(1, 2, 3), new(4, 5, 6)], Blocks = [new GifExtension { Label = 0xF9, Data = [new() { Bytes = [4, 0, 0, 0] }, new()] }, new GifImage { Width = 1, Height = 1, LzwMinimumCodeSize = 2, Data = [new() { Bytes = [0x44, 1] }, new()] }, new GifTrailer()] },
                Gzip = new GzipMember { Method = 8, Name = "n", Comment = "c", Extra = [1, 2], HeaderCrc = 7, Deflated = [3, 0], Crc32 = 0, Size = 0 },
            }),
            BinarySerializer.Serialize(new DnsQuery { Id = 1, RecursionDesired = true, Questions = [new DnsQuestion { Name = [new() { Text = "a" }, new() { Text = "" }], Type = 1, Class = 1 }] }),
            BinarySerializer.Serialize(new BitcoinBlock { Transactions = [new BitcoinTransaction { Inputs = [new BitcoinInput { PreviousTransaction = new byte[32], Script = [1] }], Outputs = [new BitcoinOutput { Value = 5, Script = [2] }] }], PreviousBlockHash = new byte[32], MerkleRoot = new byte[32] }),
            BinarySerializer.Serialize(new MySqlRowPacket { Sequence = 1, Row = new MySqlTextRow { Columns = ["1", null, "x"] } }),
            BinarySerializer.Serialize(new Captures
            {
                Capture = new PcapFile { Magic = 0xD4C3B2A1, Records = [new PcapRecord { Seconds = 1, OriginalLength = 2, Data = [1, 2] }] },
                Frame = new EthernetFrame { Payload = new VlanTagged { VlanId = 7, Payload = new Ipv4EtherPayload { Packet = new CapturedIpv4Packet { Ihl = 5, Payload = new UdpDatagram { Data = [3] } } } } },
                Key = new SshPublicKey { Body = new SshRsaKey { Exponent = [1, 0, 1], Modulus = [0, 0xC3, 0x11] } },
                Extras = new ZipExtraFields { Fields = [new ZipExtendedTimestamp { Flags = 1, Times = [7] }, new ZipUnixOwner { UidSize = 1, Uid = [0], GidSize = 1, Gid = [0] }] },
                Archive = new CpioArchive { Entries = [new CpioEntry { Mode = 0x81A4, Path = "a", Data = [1, 2, 3] }, new CpioEntry { Links = 1, Path = "TRAILER!!!" }], Padding = [0, 0] },
            }),
            // The answer's owner and its CNAME point back at the question's name (offset 12) and into it (16).
            BinarySerializer.Serialize(new DnsMessage
            {
                Id = 1, IsResponse = true,
                Questions = [new DnsQuestionRecord { Name = DnsName.Of("www.example.com"), Type = 5, Class = 1 }],
                Answers = [new DnsResourceRecord { Name = new DnsName { Parts = [new DnsPointerPart { Offset = 12 }] }, Type = 5, Class = 1, Ttl = 60,
                    Data = new DnsCanonicalNameData { Name = new DnsName { Parts = [new DnsLabelPart { Text = "cdn" }, new DnsPointerPart { Offset = 16 }] } } }],
            }),
            BinarySerializer.Serialize<MsgPackValue>(new MsgPackFixMap
            {
                Entries =
                [
                    new() { Key = new MsgPackFixStr { Text = "a" }, Value = new MsgPackArray16 { Items = [new MsgPackNegativeFixInt { Low = 3 }, new MsgPackFloat32 { Value = 1.5f }, new MsgPackNil()] } },
                    new() { Key = new MsgPackPositiveFixInt { Value = 7 }, Value = new MsgPackExt8 { Type = 5, Data = [1, 2] } },
                    new() { Key = new MsgPackStr8 { Text = "b" }, Value = new MsgPackFixExt4 { Type = -1, Data = [0, 0, 0, 1] } },
                ],
            }),
            BinarySerializer.Serialize(new FramedMz
            {
                Mz = new DosMz
                {
                    RelocationTableOffset = 28, RestOfHeader = [0x10, 0, 0, 0, .. new byte[32]], Relocations = [new MzRelocation(0x10, 0)],
                    Image = [0xB8, 0x00, 0x4C, 0xCD, 0x21], Rest = [0x50, 0x45],
                },
            }),
            BinarySerializer.Serialize(new WebSocketMessage
            {
                Frames = [new WebSocketFrame { Finished = false, Opcode = 1, Masked = true, MaskKey = 0x01020304, Payload = [0x41] }, new WebSocketFrame { Payload = new byte[130] }],
            }),
            BinarySerializer.Serialize(new OggPage { IsBeginningOfStream = true, GranulePosition = -1, BitstreamSerial = 7, Segments = [new byte[255], [1, 2, 3], []] }),
            BinarySerializer.Serialize(new BmpFile
            {
                Info = new BmpInfo { Header = new BmpCoreHeader { Width = 1, Height = 1, Planes = 1, BitsPerPixel = 8 }, ColorTable = [0, 0, 0, 0xFF, 0xFF, 0xFF] },
                Pixels = [1, 0, 0, 0],
            }),
            BinarySerializer.Serialize(new JavaClassFile
            {
                MajorVersion = 61, ThisClass = 2,
                ConstantPool = [new JavaUtf8Constant { Text = "A\0é" }, new JavaClassConstant { NameIndex = 1 }, new JavaLongConstant { Value = -1 }, new JavaDoubleConstant { Value = 0.5 }],
                Methods = [new JavaMember { NameIndex = 1, Attributes = [new JavaAttribute { NameIndex = 1, Info = [0xB1] }] }],
            }),
            BinarySerializer.Serialize(new FramedIpv4Packet { Packet = new Ipv4Packet { Source = 0x0A000001, Destination = 0x0A000002, Payload = new TcpSegment { SourcePort = 1, DestinationPort = 2, Data = [1, 2, 3] } } }),
            BinarySerializer.Serialize(new FramedPngImage
            {
                Image = new PngImage
                {
                    Header = new() { Ihdr = new() { Width = 1, Height = 1, BitDepth = 8, ColorType = 3 } },
                    Chunks =
                    [
                        new() { Chunk = new() { Body = new PngBackground { Color = new PngBackgroundIndex { Index = 1 } } } },
                        new() { Chunk = new() { Body = new PngTransparency { Transparent = new PngTransparentPalette { Alphas = [0, 255] } } } },
                        new() { Chunk = new() { Body = new PngImageEnd() } },
                    ],
                },
            }),
            BinarySerializer.Serialize(new MySqlResultPacket { Sequence = 5, Message = new MySqlResultRow { Columns = ["", null, "x"] } }),
            BinarySerializer.Serialize(new FramedZipSampleRecord
            {
                Record = new global::Zip.LocalFile
                {
                    Flags = 8, UncompressedSize = uint.MaxValue, CompressedSize = uint.MaxValue, StoredSize = 2, Name = "a", Data = [1, 2],
                    Extra = [new() { Body = new global::Zip.LocalZip64 { Original = 0, Compressed = 0 } }, new() { Id = 0x5455, Body = new global::Zip.OtherLocalExtra { Tag = 0x5455, Data = [1] } }],
                    Descriptor = new() { Compressed64 = 2, Uncompressed64 = 2 },
                },
            }),
            BinarySerializer.Serialize(new global::Sqlite.Record
            {
                Values = [new global::Sqlite.SqliteNull(), new global::Sqlite.SqliteInt24 { Bits = 0x800000 }, new global::Sqlite.SqliteReal { Value = 0.5 }, global::Sqlite.SqliteBytes.Text("ab"u8.ToArray()), new global::Sqlite.SqliteOne()],
            }),
        ];
        for (int type = 0; type < samples.Length; type++)
        {
            for (int path = 0; path < 3; path++)
            {
                yield return ($"{TypeNames[type]}-{path}", [(byte)type, (byte)path, .. samples[type]]);
            }
        }
    }

    private static void Check<T>(byte[] data, int path)
        where T : IBinarySerializable<T>, IBinaryReadable<T>
    {
        Outcome<T> span;
        using (var bounded = new BoundedMemory(data))
        {
            span = Read(() => (BinarySerializer.Deserialize<T>(bounded.Span, out int read, SmallChunks), read));
        }

        CheckTry(data, span);
        Outcome<T> other = (path % 3) switch
        {
            0 => Read(() => FromSequence<T>(Segments(data, path))),
            1 => Read(() => (BinarySerializer.Deserialize<T>(new TrickleStream(data, 1 + (path % 7)), SmallChunks), -1)),
            _ => Read(() => (FromPipe<T>(data, 1 + (path % 13)), -1)),
        };

        if (span.Value is null != other.Value is null || (other.BytesRead >= 0 && other.BytesRead != span.BytesRead))
        {
            throw new FuzzFinding($"{typeof(T).Name}: the span read {Describe(span)}, path {path % 3} {Describe(other)}");
        }

        if (span.Value is { } value)
        {
            byte[] written = BinarySerializer.Serialize(value);
            Same(written, BinarySerializer.Serialize(other.Value!), "the second path's value writes other bytes");
            var buffer = new ArrayBufferWriter<byte>();
            BinarySerializer.Serialize(value, buffer);
            Same(written, buffer.WrittenSpan.ToArray(), "the buffer writer wrote other bytes");
            using var stream = new MemoryStream();
            BinarySerializer.Serialize(value, stream, SmallChunks);
            Same(written, stream.ToArray(), "the chunked stream writer wrote other bytes");
        }
    }

    /// <summary>TryDeserialize agrees with Deserialize: true with the same length, or false / the exception where it failed.</summary>
    private static void CheckTry<T>(byte[] data, Outcome<T> span)
        where T : IBinarySerializable<T>
    {
        bool complete;
        int read;
        try
        {
            complete = BinarySerializer.TryDeserialize<T>(data, out _, out read, SmallChunks);
        }
        catch (BinarySerializationException) when (span.Value is null)
        {
            return;
        }

        if (complete != span.Value is not null || (complete && read != span.BytesRead))
        {
            throw new FuzzFinding($"{typeof(T).Name}: TryDeserialize returned {complete} ({read} bytes), Deserialize {Describe(span)}");
        }
    }

    private static Outcome<T> Read<T>(Func<(T Value, int BytesRead)> read)
    {
        try
        {
            var (value, bytesRead) = read();
            return new Outcome<T>(value, bytesRead, null);
        }
        catch (BinarySerializationException failure)
        {
            return new Outcome<T>(default, 0, failure);
        }
    }

    /// <summary>The sequence's Try read, which reads a prefix as the span read does: false (data ends early) counts as a failure.</summary>
    private static (T Value, int BytesRead) FromSequence<T>(ReadOnlySequence<byte> sequence)
        where T : IBinarySerializable<T>
        => BinarySerializer.TryDeserialize<T>(sequence, out T? value, out SequencePosition consumed, SmallChunks)
            ? (value!, (int)sequence.Slice(0, consumed).Length)
            : throw new BinarySerializationException("The sequence ends early.", typeof(T).Name, null, sequence.Length);

    private static T FromPipe<T>(byte[] data, int piece)
        where T : IBinarySerializable<T>, IBinaryReadable<T>
    {
        var pipe = new Pipe(new PipeOptions(pauseWriterThreshold: 0, useSynchronizationContext: false));
        for (int at = 0; at < data.Length; at += piece)
        {
            pipe.Writer.Write(data.AsSpan(at, Math.Min(piece, data.Length - at)));
            pipe.Writer.FlushAsync().AsTask().GetAwaiter().GetResult();
        }

        pipe.Writer.Complete();
        return BinarySerializer.DeserializeAsync<T>(pipe.Reader, SmallChunks).AsTask().GetAwaiter().GetResult();
    }

    /// <summary>The data cut into segments of 1 to 7 bytes, in a pattern the input chooses.</summary>
    private static ReadOnlySequence<byte> Segments(byte[] data, int pattern)
    {
        if (data.Length == 0)
        {
            return ReadOnlySequence<byte>.Empty;
        }

        Segment first = new(data.AsMemory(0, Math.Min(data.Length, 1 + (pattern % 7))), 0);
        Segment last = first;
        for (int at = first.Memory.Length, i = 1; at < data.Length; i++)
        {
            int length = Math.Min(data.Length - at, 1 + ((pattern >> (i % 5)) % 7));
            last = last.Append(data.AsMemory(at, length));
            at += length;
        }

        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private static void Same(byte[] expected, byte[] actual, string what)
    {
        if (!expected.AsSpan().SequenceEqual(actual))
        {
            throw new FuzzFinding($"{what}: {Convert.ToHexString(expected)} vs {Convert.ToHexString(actual)}");
        }
    }

    private static string Describe<T>(Outcome<T> outcome)
        => outcome.Failure is { } failure ? $"failed ({failure.Message})" : $"read a {outcome.Value!.GetType().Name} ({outcome.BytesRead} bytes)";

    private readonly record struct Outcome<T>(T? Value, int BytesRead, BinarySerializationException? Failure);

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

    /// <summary>A non-seekable stream that gives at most <c>chunk</c> bytes per read.</summary>
    private sealed class TrickleStream(byte[] data, int chunk) : Stream
    {
        private int _position;

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            int length = Math.Min(Math.Min(buffer.Length, chunk), data.Length - _position);
            data.AsSpan(_position, length).CopyTo(buffer);
            _position += length;
            return length;
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}

/// <summary>A broken contract: afl-fuzz records the input as a crash.</summary>
public sealed class FuzzFinding(string message) : Exception(message);
