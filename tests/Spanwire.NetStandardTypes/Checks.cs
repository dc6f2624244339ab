using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Spanwire;

namespace Spanwire.NetStandardTypes;

/// <summary>A type of this netstandard2.0 library with layout controls, so their runtime helpers run on that build too.</summary>
[BinarySerializable]
public partial class LegacyControls
{
    [BinaryVarInt] public long Delta { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)] public string Name { get; set; } = "";

    [BinaryFixedLength(6, Padding = 0x20)] public string Code { get; set; } = "";

    [BinaryNullTerminated] public string Key { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Java { get; set; } = "";

    [BinaryPresenceByte, BinaryLengthPrefix(LengthPrefix.UInt8)] public string? Note { get; set; }

    [BinaryStringEncoding(StringEncoding.Ascii), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Tag { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Latin1), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Label { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Utf16BigEndian), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Wide { get; set; } = "";

    [BinaryBitField(3)] public byte High { get; set; }

    [BinaryBitField(5)] public byte Low { get; set; }

    public List<LegacyPoint>? Points { get; set; }
}

/// <summary>
/// The round-trip and bad-input checks, compiled against the netstandard2.0 runtime and run by a net10.0 test with
/// that build of Spanwire loaded (the net10.0 tests otherwise load the net8.0 build). Returns the failures, one per line.
/// </summary>
public static class Checks
{
    public static string Run()
    {
        var failures = new List<string>();
        var message = new LegacyMessage
        {
            Id = 7,
            Text = "héllo",
            Correlation = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff"),
            SentAt = new DateTime(2026, 11, 22, 0, 0, 0, DateTimeKind.Utc),
            Priority = Priority.High,
            Samples = [1, -2, 3],
            Offsets = [4, 5],
            Codes = System.Collections.Immutable.ImmutableArray.Create<short>(6, 7),
            Origin = new LegacyPoint { X = 1.5f, Y = -2 },
            Payload = [9, 8],
        };
        var controls = new LegacyControls { Delta = -300, Name = "n", Code = "AB", Key = "k", Java = "\0é", Note = "x", Tag = "tag", Label = "café", Wide = "日本", High = 5, Low = 17, Points = [new LegacyPoint { X = 1 }] };
        Check(message, failures);
        Check(controls, failures);
        CheckChunks(failures);
        CheckLongText(failures);
        return string.Join("\n", failures);
    }

    /// <summary>A message larger than the chunk: the polyfilled UTF-8 part writer must give the whole write's bytes.</summary>
    private static void CheckChunks(List<string> failures)
    {
        var text = new System.Text.StringBuilder();
        for (int i = 0; i < 5000; i++)
        {
            text.Append("ascii é 日本 \U0001F600 ");
        }

        var message = new LegacyMessage { Text = text.ToString(), Payload = new byte[70_000], Samples = new int[20_000] };
        var stream = new MemoryStream();
        BinarySerializer.Serialize(message, stream, new BinarySerializerOptions { ChunkSize = 256 });
        if (Hex(BinarySerializer.Serialize(message)) != Hex(stream.ToArray()))
        {
            failures.Add("LegacyMessage: chunked stream write");
        }
    }

    /// <summary>Text past the 256-byte stack buffer decodes through a pooled one, in every encoding of that route.</summary>
    private static void CheckLongText(List<string> failures)
    {
        var controls = new LegacyControls
        {
            Java = new string('é', 600),
            Tag = new string('t', 3000),
            Label = new string('\u00FF', 3000),
            Wide = new string('語', 3000),
        };
        LegacyControls read = BinarySerializer.Deserialize<LegacyControls>(BinarySerializer.Serialize(controls));
        if (read.Java != controls.Java || read.Tag != controls.Tag || read.Label != controls.Label || read.Wide != controls.Wide)
        {
            failures.Add("LegacyControls: long encoded text");
        }
    }

    private static void Check<T>(T value, List<string> failures)
        where T : IBinarySerializable<T>
    {
        string name = typeof(T).Name;
        byte[] bytes = BinarySerializer.Serialize(value);
        string hex = Hex(bytes);

        // Round trips: span, every split of a two-segment sequence, a stream through the pool.
        Expect(hex == Hex(BinarySerializer.Serialize(BinarySerializer.Deserialize<T>(bytes))), $"{name}: span round trip");
        for (int split = 0; split <= bytes.Length; split++)
        {
            T read = BinarySerializer.Deserialize<T>(Split(bytes, split));
            Expect(hex == Hex(BinarySerializer.Serialize(read)), $"{name}: sequence split at {split}");
        }

        var stream = new MemoryStream();
        BinarySerializer.Serialize(value, stream);
        Expect(hex == Hex(stream.ToArray()), $"{name}: stream write");

        // Truncation: false from TryDeserialize, the documented exception from Deserialize, nothing else.
        for (int length = 0; length < bytes.Length; length++)
        {
            byte[] prefix = bytes.Take(length).ToArray();
            Expect(!BinarySerializer.TryDeserialize<T>(prefix, out _, out int consumed) && consumed == 0, $"{name}: truncated at {length} reads");
            Outcome(() => BinarySerializer.Deserialize<T>(prefix), $"{name}: truncated at {length}", expectFailure: true);
        }

        // Corruption: success with canonical bytes, or the documented exception.
        var random = new Random(20261122);
        for (int i = 0; i < 3000; i++)
        {
            byte[] mutated = (byte[])bytes.Clone();
            mutated[random.Next(mutated.Length)] = (byte)random.Next(256);
            Outcome(() =>
            {
                if (BinarySerializer.TryDeserialize<T>(mutated, out T? read, out int consumed))
                {
                    Expect(Hex(mutated.Take(consumed).ToArray()) == Hex(BinarySerializer.Serialize(read!)), $"{name}: mutated {Hex(mutated)} read non-canonically");
                }
            }, $"{name}: mutated {Hex(mutated)}", expectFailure: false);
        }

        void Expect(bool condition, string what)
        {
            if (!condition)
            {
                failures.Add(what);
            }
        }

        void Outcome(Action action, string what, bool expectFailure)
        {
            try
            {
                action();
                Expect(!expectFailure, $"{what}: no exception");
            }
            catch (BinarySerializationException)
            {
            }
            catch (Exception exception)
            {
                failures.Add($"{what}: {exception.GetType().Name}: {exception.Message}");
            }
        }
    }

    private static string Hex(byte[] bytes) => BitConverter.ToString(bytes);

    private static ReadOnlySequence<byte> Split(byte[] bytes, int split)
    {
        var first = new Segment(bytes.AsMemory(0, split), 0);
        var last = new Segment(bytes.AsMemory(split), split);
        first.Link(last);
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public void Link(Segment next) => Next = next;
    }
}
