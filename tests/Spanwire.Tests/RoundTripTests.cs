using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;
using Xunit.Abstractions;

namespace Spanwire.Tests;

public class RoundTripTests(ITestOutputHelper output)
{
    public static TheoryData<AllScalars> ScalarEdges => new()
    {
        default(AllScalars),
        new AllScalars(true, byte.MaxValue, sbyte.MinValue, short.MinValue, ushort.MaxValue, int.MinValue, uint.MaxValue, long.MinValue, ulong.MaxValue,
            Int128.MinValue, UInt128.MaxValue, Half.MaxValue, float.MaxValue, double.MaxValue, char.MaxValue, Guid.Parse("00112233-4455-6677-8899-aabbccddeeff"),
            DateTime.MaxValue, DateTimeOffset.MaxValue, TimeSpan.MaxValue, SmallEnum.Max, SignedEnum.Negative, WideFlags.High | WideFlags.Low),
        new AllScalars(false, 0, sbyte.MaxValue, short.MaxValue, 0, int.MaxValue, 0, long.MaxValue, 0,
            Int128.MaxValue, UInt128.MinValue, Half.NegativeZero, -0.0f, -0.0, '\0', Guid.Empty,
            DateTime.MinValue, DateTimeOffset.MinValue, TimeSpan.MinValue, SmallEnum.Zero, SignedEnum.Positive, WideFlags.None),
        new AllScalars(true, 1, -1, -1, 1, -1, 1, -1, 1, -1, 1, Half.NaN, float.NaN, double.NaN, '\uD83D', Guid.NewGuid(),
            new DateTime(2024, 2, 29, 23, 59, 59, DateTimeKind.Local).AddTicks(1), new DateTimeOffset(2001, 1, 1, 0, 0, 0, TimeSpan.FromHours(-14)),
            TimeSpan.FromTicks(-1), (SmallEnum)7, (SignedEnum)short.MinValue, (WideFlags)12345),
        new AllScalars(false, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, Half.PositiveInfinity, float.NegativeInfinity, double.Epsilon, 'é', Guid.NewGuid(),
            new DateTime(1999, 12, 31, 0, 0, 0, DateTimeKind.Utc), new DateTimeOffset(2030, 6, 1, 12, 0, 0, TimeSpan.FromMinutes(345)),
            TimeSpan.Zero, SmallEnum.One, 0, WideFlags.Low),
    };

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(7)]
    [InlineData(8)]
    [InlineData(9)]
    [InlineData(33)]
    public void Arrays_swap_every_element_on_both_sides_of_the_vector_threshold(int count)
    {
        var value = new SwappedArrays
        {
            Shorts = [.. Enumerable.Range(1, count).Select(i => (short)(i * -0x0123))],
            Ints = [.. Enumerable.Range(1, count).Select(i => i * -0x01234567)],
            Longs = [.. Enumerable.Range(1, count).Select(i => i * -0x0123456789ABCDEL)],
        };
        var expected = new List<byte>();
        Span<byte> scratch = stackalloc byte[8];
        BinaryPrimitives.WriteInt32BigEndian(scratch, count);
        expected.AddRange(scratch[..4].ToArray());
        foreach (short item in value.Shorts)
        {
            BinaryPrimitives.WriteInt16BigEndian(scratch, item);
            expected.AddRange(scratch[..2].ToArray());
        }

        BinaryPrimitives.WriteInt32BigEndian(scratch, count);
        expected.AddRange(scratch[..4].ToArray());
        foreach (int item in value.Ints)
        {
            BinaryPrimitives.WriteInt32BigEndian(scratch, item);
            expected.AddRange(scratch[..4].ToArray());
        }

        BinaryPrimitives.WriteInt32BigEndian(scratch, count);
        expected.AddRange(scratch[..4].ToArray());
        foreach (long item in value.Longs)
        {
            BinaryPrimitives.WriteInt64BigEndian(scratch, item);
            expected.AddRange(scratch.ToArray());
        }

        byte[] bytes = TestSupport.Bytes(value);
        Assert.Equal(Convert.ToHexString([.. expected]), Convert.ToHexString(bytes));
        SwappedArrays read = SwappedArrays.Read(bytes, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal(value.Shorts, read.Shorts);
        Assert.Equal(value.Ints, read.Ints);
        Assert.Equal(value.Longs, read.Longs);
    }

    [Theory]
    [MemberData(nameof(ScalarEdges))]
    public void Scalars_round_trip_edge_values(AllScalars value)
    {
        AllScalars read = TestSupport.RoundTrip(value);
        Assert.Equal(value, read);
        Assert.Equal(value.When.Kind, read.When.Kind);
        Assert.Equal(value.WhenOffset.Offset, read.WhenOffset.Offset);
        Assert.Equal(AllScalars.FixedSize, TestSupport.Bytes(value).Length);
    }

    [Fact]
    public void Scalars_are_a_fixed_size_layout()
        => Assert.Equal(1 + 1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 16 + 16 + 2 + 4 + 8 + 2 + 16 + 8 + 10 + 8 + 1 + 2 + 8, AllScalars.FixedSize);

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    [InlineData("plain ASCII")]
    [InlineData("こんにちは世界")]
    [InlineData("emoji 😀 pair and NUL \0 and é")]
    [InlineData("\uFFFF\uFFFE")]
    public void Strings_round_trip(string? text)
    {
        var value = new Blobs { Text = text, Other = text is null ? "x" : null };
        Blobs read = TestSupport.RoundTrip(value);
        Assert.Equal(text, read.Text);
        Assert.Equal(value.Other, read.Other);
    }

    [Fact]
    public void Byte_blobs_round_trip_null_empty_and_filled()
    {
        var filled = new Blobs { Bytes = [1, 2, 255], Memory = new byte[] { 9, 8 }, ReadOnly = new byte[] { 7 } };
        Blobs read = TestSupport.RoundTrip(filled);
        Assert.Equal(filled.Bytes, read.Bytes);
        Assert.Equal(filled.Memory.ToArray(), read.Memory.ToArray());
        Assert.Equal(filled.ReadOnly.ToArray(), read.ReadOnly.ToArray());

        Blobs empty = TestSupport.RoundTrip(new Blobs { Bytes = [] });
        Assert.NotNull(empty.Bytes);
        Assert.Empty(empty.Bytes);
        Assert.True(empty.Memory.IsEmpty);

        Assert.Null(TestSupport.RoundTrip(new Blobs()).Bytes);
    }

    [Fact]
    public void Collections_round_trip_null()
    {
        Collections read = TestSupport.RoundTrip(new Collections());
        Assert.Null(read.Ints);
        Assert.Null(read.Longs);
        Assert.Null(read.Strings);
        Assert.True(read.Doubles.IsDefault);
        Assert.Null(read.Points);
        Assert.True(read.Names.IsDefault);
    }

    [Fact]
    public void Collections_round_trip_empty()
    {
        var value = new Collections
        {
            Ints = [],
            Longs = [],
            Strings = [],
            Doubles = [],
            SmallEnums = [],
            SignedEnums = [],
            Bools = [],
            Guids = [],
            Chars = [],
            SBytes = [],
            ByteList = [],
            NullableInts = [],
            Jagged = [],
            Points = [],
            Trades = [],
            Names = [],
        };
        Collections read = TestSupport.RoundTrip(value);
        Assert.Empty(read.Ints!);
        Assert.Empty(read.Longs!);
        Assert.False(read.Doubles.IsDefault);
        Assert.Empty(read.Doubles);
        Assert.Empty(read.Names);
    }

    [Fact]
    public void Collections_round_trip_values()
    {
        Collections value = SampleCollections(new Random(7), 5);
        AssertCollectionsEqual(value, TestSupport.RoundTrip(value));
    }

    [Fact]
    public void Nullable_values_round_trip()
    {
        var empty = default(Optionals);
        Assert.Equal(empty, TestSupport.RoundTrip(empty));
        Assert.Equal(5, TestSupport.Bytes(empty).Length);

        var full = new Optionals
        {
            MaybeInt = -1,
            MaybeDouble = double.NaN,
            MaybePoint = new Vector3(1, 2, 3),
            MaybeWhen = DateTime.UnixEpoch,
            MaybeFlag = false,
        };
        Assert.Equal(full, TestSupport.RoundTrip(full));
    }

    [Fact]
    public void Recursive_tree_round_trips()
    {
        TreeNode tree = Tree(depth: 10, seed: 1);
        TreeNode read = TestSupport.RoundTrip(tree);
        Assert.Equal(Describe(tree), Describe(read));
    }

    [Fact]
    public void Positional_record_with_ignored_and_computed_members_round_trips()
    {
        var order = new Order(Guid.NewGuid(), "not sent", [new OrderLine("SKU-1", 2, 9.99), new OrderLine("ｽｷｰ", -1, -0.0)])
        {
            Customer = "Ada",
            CacheHits = 42,
            Placed = new DateTimeOffset(2026, 11, 21, 8, 0, 0, TimeSpan.FromHours(1)),
        };
        Order read = TestSupport.RoundTrip(order);
        Assert.Equal(order.Id, read.Id);
        Assert.Null(read.LocalNote);
        Assert.Equal(0, read.CacheHits);
        Assert.Equal(order.Lines, read.Lines);
        Assert.Equal(order.Customer, read.Customer);
        Assert.Equal(order.Placed, read.Placed);
    }

    [Fact]
    public void Fields_and_readonly_fields_round_trip()
    {
        var bag = new FieldBag(3) { Name = "fields", Internal = long.MinValue };
        FieldBag read = TestSupport.RoundTrip(bag);
        Assert.Equal(3, read.Version);
        Assert.Equal("fields", read.Name);
        Assert.Equal(long.MinValue, read.Internal);
    }

    [Fact]
    public void Types_nested_in_partial_types_round_trip()
    {
        var inner = new Outer.Middle.Inner(7, "nested");
        Assert.Equal(inner, TestSupport.RoundTrip(inner));
    }

    [Fact]
    public void Random_values_round_trip()
    {
        int seed = Environment.TickCount;
        output.WriteLine($"seed {seed}");
        var random = new Random(seed);
        for (int i = 0; i < 200; i++)
        {
            var scalars = new AllScalars(
                random.Next(2) == 1, (byte)random.Next(), (sbyte)random.Next(), (short)random.Next(), (ushort)random.Next(), random.Next(int.MinValue, int.MaxValue),
                (uint)random.NextInt64(), random.NextInt64(long.MinValue, long.MaxValue), (ulong)random.NextInt64(long.MinValue, long.MaxValue),
                new Int128((ulong)random.NextInt64(), (ulong)random.NextInt64()), new UInt128((ulong)random.NextInt64(), (ulong)random.NextInt64()),
                BitConverter.Int16BitsToHalf((short)random.Next()), BitConverter.Int32BitsToSingle(random.Next()), BitConverter.Int64BitsToDouble(random.NextInt64()),
                (char)random.Next(0, 0x10000), Guid.NewGuid(), new DateTime(random.NextInt64(DateTime.MaxValue.Ticks), (DateTimeKind)random.Next(3)),
                new DateTimeOffset(random.NextInt64(DateTime.MaxValue.Ticks / 2, DateTime.MaxValue.Ticks / 2 + 1000), TimeSpan.FromMinutes(random.Next(-840, 841))),
                TimeSpan.FromTicks(random.NextInt64(long.MinValue, long.MaxValue)), (SmallEnum)random.Next(256), (SignedEnum)random.Next(short.MinValue, short.MaxValue),
                (WideFlags)random.NextInt64());
            TestSupport.RoundTrip(scalars);

            Collections collections = SampleCollections(random, random.Next(0, 20));
            AssertCollectionsEqual(collections, TestSupport.RoundTrip(collections));
        }
    }

    internal static Collections SampleCollections(Random random, int n)
    {
        string Word() => new(Enumerable.Range(0, random.Next(0, 6)).Select(_ => "aé日z"[random.Next(4)]).ToArray());
        return new Collections
        {
            Ints = Enumerable.Range(0, n).Select(_ => random.Next(int.MinValue, int.MaxValue)).ToArray(),
            Longs = Enumerable.Range(0, n).Select(_ => random.NextInt64(long.MinValue, long.MaxValue)).ToList(),
            Strings = Enumerable.Range(0, n).Select(i => i % 3 == 0 ? null : Word() + "😀").ToArray(),
            Doubles = [.. Enumerable.Range(0, n).Select(_ => random.NextDouble() - 0.5)],
            SmallEnums = Enumerable.Range(0, n).Select(_ => (SmallEnum)random.Next(256)).ToArray(),
            SignedEnums = Enumerable.Range(0, n).Select(_ => (SignedEnum)random.Next(short.MinValue, short.MaxValue)).ToList(),
            Bools = Enumerable.Range(0, n).Select(_ => random.Next(2) == 1).ToArray(),
            Guids = Enumerable.Range(0, n).Select(_ => Guid.NewGuid()).ToArray(),
            Chars = Enumerable.Range(0, n).Select(_ => (char)random.Next(0x10000)).ToArray(),
            SBytes = Enumerable.Range(0, n).Select(_ => (sbyte)random.Next()).ToArray(),
            ByteList = Enumerable.Range(0, n).Select(_ => (byte)random.Next()).ToList(),
            NullableInts = Enumerable.Range(0, n).Select(i => i % 2 == 0 ? (int?)null : random.Next()).ToArray(),
            Jagged = Enumerable.Range(0, n).Select(i => Enumerable.Range(0, i).ToArray()).ToArray(),
            Points = Enumerable.Range(0, n).Select(_ => new Vector3(random.NextSingle(), random.NextSingle(), random.NextSingle())).ToList(),
            Trades = Enumerable.Range(0, n).Select(i => i % 4 == 1 ? null : new Trade(i, Word(), random.NextDouble(), i, TradeSide.Buy)).ToArray(),
            Names = [.. Enumerable.Range(0, n).Select(_ => Word())],
        };
    }

    internal static void AssertCollectionsEqual(Collections expected, Collections actual)
    {
        Assert.Equal(expected.Ints, actual.Ints);
        Assert.Equal(expected.Longs, actual.Longs);
        Assert.Equal(expected.Strings, actual.Strings);
        Assert.Equal(expected.Doubles.AsEnumerable(), actual.Doubles.AsEnumerable());
        Assert.Equal(expected.SmallEnums, actual.SmallEnums);
        Assert.Equal(expected.SignedEnums, actual.SignedEnums);
        Assert.Equal(expected.Bools, actual.Bools);
        Assert.Equal(expected.Guids, actual.Guids);
        Assert.Equal(expected.Chars, actual.Chars);
        Assert.Equal(expected.SBytes, actual.SBytes);
        Assert.Equal(expected.ByteList, actual.ByteList);
        Assert.Equal(expected.NullableInts, actual.NullableInts);
        Assert.Equal(expected.Jagged, actual.Jagged);
        Assert.Equal(expected.Points, actual.Points);
        Assert.Equal(expected.Trades, actual.Trades);
        Assert.Equal(expected.Names.AsEnumerable(), actual.Names.AsEnumerable());
    }

    internal static TreeNode Tree(int depth, int seed)
    {
        var node = new TreeNode { Value = seed };
        if (depth > 1)
        {
            node.Left = Tree(depth - 1, seed * 2);
            node.Right = seed % 3 == 0 ? null : Tree(depth - 1, (seed * 2) + 1);
        }

        return node;
    }

    private static string Describe(TreeNode? node)
        => node is null ? "-" : $"({node.Value} {Describe(node.Left)} {Describe(node.Right)})";
}
