using System;
using System.Collections.Generic;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Seeded corruption of a sample of every layout control. Whatever the bytes, a read either fails with the documented
/// outcome or yields a value that re-serializes to exactly the bytes it consumed: one encoding per value. The one
/// permitted difference is a trailing member that was absent (older data) and is written back.
/// </summary>
public class CanonicalFuzzTests
{
    private sealed record Sample(string Name, byte[] Bytes, Func<byte[], (bool Complete, int Consumed, byte[] Rewritten)> Read, bool HasTrailing = false);

    private static Sample Make<T>(T value, bool hasTrailing = false)
        where T : IBinarySerializable<T>, IBinaryReadable<T>
        => new(typeof(T).Name, TestSupport.Bytes(value), bytes =>
        {
            bool complete = T.TryRead(bytes, out T? read, out int consumed);
            return (complete, consumed, complete ? TestSupport.Bytes(read!) : []);
        }, hasTrailing);

    private static IEnumerable<Sample> Samples()
    {
        yield return Make(new PyText { Label = "日本", Data = [1, 2], Ints = [3], Doubles = [0.5] });
        yield return Make(new PyPrefixed { Pascal = "ab", Short = "c", Blob = [9], Counts = [1, 2], Maybe = "z", Delta = -3, Big = 300, Offset = long.MinValue });
        yield return Make(new VarInts(-2, 3, -4, 5, -6, 7, 8));
        yield return Make(new PyFixed { Name = "name", Code = "AB", Magic = [1, 2, 3, 4], Cut = "cut" });
        yield return Make(new JavaRecord { Flag = true, Letter = 'x', Utf = "\0é\U0001F600", Chars = "ok", Latin = "é", Ints = [1], Doubles = [2] });
        yield return Make(new XdrRecord { Flag = true, Text = "abc", Opaque = [1], Fixed = new byte[5], Ints = [1], Flags = [true, false], Names = ["n"], Triple = [1, 2, 3] });
        yield return Make(new DnsHeader(1, true, DnsOpcode.Status, true, false, true, false, 0, 3, 1, 2, 3, 4));
        yield return Make(new Ipv4Header(4, 5, 0, 0, 20, 1, 2, 0, 64, 6, 0, 0x7F000001, 0x7F000001));
        yield return Make(new PyLittle { Magic = 1, Count = 2, Scale = 3, Samples = [4], Name = "le", Network = 5 });
        yield return Make(new MixedOrder(1, 2, [3]));
        yield return Make(new ReservedAndPresence { Version = 1, Length = 2, Note = "n", Values = [3] });
        yield return Make(new Bound { Name = "bound", Items = [1, 2], Blob = [3] });
        yield return Make(new Versioned { Version = 2, Flags = MessageFlags.HasNote, AddedInV2 = 1, Note = "n", Timestamp = 5, Extra = "x" }, hasTrailing: true);
        yield return Make(new PyPascal { Text = "pascal", Data = [1, 2, 3, 4, 5, 6] });
        yield return Make(new Drawing { Shapes = [new Circle { Radius = 1 }, new Rect { Width = 2, Height = 3 }], Main = new Circle { Radius = 4 } });
        yield return Make(new CStrings { Utf8 = "user", Ascii = "db", Latin1 = "é", Utf16 = "\u0100", Tail = 1 });
        yield return Make(new CStringOptions { Java = "a\0b", Maybe = "m" });
        yield return Make(new Canonical { Text = "x", Number = 300, Java = "\0A", Pascal = "ab", Maybe = "" });
        yield return Make(new CheckedSides { Array = [Side.Sell], List = [Side.Buy], Immutable = [Side.Sell], Maybe = Side.Buy });
        yield return Make(new ControlledElements { LittleEndian = [new(1)], VarInts = [new(-1)], Reserved = [new ReservedValue { Value = 5 }], Nibbles = [new NibblePair { High = 1, Low = 2 }], Plain = [new(1, 2)] });
        yield return Make(new WithCustomCodecs { Address = new Ipv4Address(1), Peers = [new Ipv4Address(2)], Label = new Tag("ab"), Labels = [null] });
        yield return Make(new NullableStructs { Items = [null, new Quad { A = 1 }] });
        yield return Make(new WideFixed { Text = "\u0100", Odd = "a" });
        yield return Make(new XdrText { Name = "xdr", Data = [1, 2, 3] });
        yield return Make(RoundTripTests.SampleCollections(new Random(3), 3));
        yield return Make(new Blobs { Text = "日本", Other = "", Bytes = [1], Memory = new byte[] { 2, 3 } });
        yield return Make(new Optionals { MaybeInt = 1, MaybePoint = new Vector3(1, 2, 3), MaybeWhen = DateTime.UnixEpoch, MaybeFlag = true });
    }

    public static TheoryData<string> Names => [.. Samples().Select(sample => sample.Name)];

    [Theory]
    [MemberData(nameof(Names))]
    public void Corrupted_input_fails_cleanly_or_reads_a_value_with_exactly_those_bytes(string name)
    {
        Sample sample = Samples().Single(s => s.Name == name);
        Check(sample, sample.Bytes);
        var random = new Random(name.Aggregate(17, (hash, c) => (hash * 31) + c));
        for (int i = 0; i < 2000; i++)
        {
            byte[] mutated = (byte[])sample.Bytes.Clone();
            for (int flips = random.Next(1, 4); flips > 0; flips--)
            {
                mutated[random.Next(mutated.Length)] = random.Next(4) switch
                {
                    0 => 0x00,
                    1 => 0xFF,
                    2 => (byte)(mutated[random.Next(mutated.Length)] ^ (1 << random.Next(8))),
                    _ => (byte)random.Next(256),
                };
            }

            Check(sample, mutated[..(random.Next(3) == 0 ? random.Next(mutated.Length + 1) : mutated.Length)]);
        }
    }

    private static void Check(Sample sample, byte[] input)
    {
        (bool complete, int consumed, byte[] rewritten) result;
        try
        {
            result = sample.Read(input);
        }
        catch (BinarySerializationException)
        {
            return;
        }

        if (!result.complete)
        {
            Assert.Equal(0, result.consumed);
            return;
        }

        string read = Convert.ToHexString(input, 0, result.consumed);
        string written = Convert.ToHexString(result.rewritten);
        bool same = written == read || (sample.HasTrailing && written.StartsWith(read, StringComparison.Ordinal));
        Assert.True(same, $"{sample.Name}: read {read}, which writes back as {written}");
    }
}
