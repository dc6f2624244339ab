using System;
using System.Buffers;
using System.IO;
using System.Linq;
using System.Text;
using Spanwire.Tests.Types;
using Xunit;
using NineInts = Spanwire.Benchmarks.NineInts;

namespace Spanwire.Tests;

/// <summary>
/// Allocation is deterministic, so it is asserted here; speed is not, so it lives in benchmarks/.
/// Serialize paths allocate nothing; reads allocate exactly the objects they return.
/// </summary>
public class AllocationTests
{
    private static readonly Trade SampleTrade = new(42, "MSFT", 412.5, 100, TradeSide.Buy);

    public static TheoryData<string> Shapes => new() { "Trade", "NineInts", "Collections", "Blobs", "Order", "TreeNode", "AllScalars", "Vector3[]" };

    [Theory]
    [MemberData(nameof(Shapes))]
    public void Serialize_into_a_span_allocates_nothing(string shape)
    {
        Action<byte[]> write = Writer(shape, out int size);
        var buffer = new byte[size];
        Assert.Equal(0, TestSupport.AllocatedBy(() => write(buffer)));
    }

    [Fact]
    public void Serializer_entry_points_allocate_nothing()
    {
        var buffer = new byte[256];
        using var pooled = new PooledBufferWriter(1024);
        var small = new MemoryStream(new byte[1 << 20]);
        Collections large = RoundTripTests.SampleCollections(new Random(1), 100);
        Assert.True(large.GetSerializedSize() > BinarySerializer.StackallocThreshold);

        Assert.Equal(0, TestSupport.AllocatedBy(() => BinarySerializer.Serialize(SampleTrade, buffer)));
        Assert.Equal(0, TestSupport.AllocatedBy(() => BinarySerializer.TrySerialize(SampleTrade, buffer, out _)));
        Assert.Equal(0, TestSupport.AllocatedBy(() => SampleTrade.GetSerializedSize()));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            pooled.Clear();
            BinarySerializer.Serialize(SampleTrade, pooled);
        }));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            small.Position = 0;
            BinarySerializer.Serialize(SampleTrade, small);
        }));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            small.Position = 0;
            BinarySerializer.Serialize(large, small);
        }));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            small.Position = 0;
            Assert.True(BinarySerializer.SerializeAsync(large, small).IsCompletedSuccessfully);
        }));
    }

    [Fact]
    public void Reading_a_struct_of_scalars_allocates_nothing()
    {
        byte[] scalars = TestSupport.Bytes(new AllScalars { I32 = 5 });
        byte[] point = TestSupport.Bytes(new Vector3(1, 2, 3));
        Assert.Equal(0, TestSupport.AllocatedBy(() => AllScalars.Read(scalars, out _)));
        Assert.Equal(0, TestSupport.AllocatedBy(() => Vector3.Read(point, out _)));
        Assert.Equal(0, TestSupport.AllocatedBy(() => BinarySerializer.Deserialize<Vector3>(point)));
    }

    [Fact]
    public void Reading_allocates_only_the_result_graph()
    {
        byte[] trade = TestSupport.Bytes(SampleTrade);
        long expected = TestSupport.AllocatedBy(() => _ = new Trade(42, new string('M', 4), 412.5, 100, TradeSide.Buy));
        Assert.Equal(expected, TestSupport.AllocatedBy(() => Trade.Read(trade, out _)));
        Assert.Equal(expected, TestSupport.AllocatedBy(() => BinarySerializer.Deserialize<Trade>(trade)));

        var ints = new NineInts { A1 = 1, A9 = 9 };
        byte[] nine = TestSupport.Bytes(ints);
        Assert.Equal(TestSupport.AllocatedBy(() => _ = new NineInts()), TestSupport.AllocatedBy(() => NineInts.Read(nine, out _)));

        var bulk = new PyText { Ints = Enumerable.Range(0, 10_000).ToArray(), Doubles = new double[5_000] };
        byte[] bulkBytes = TestSupport.Bytes(bulk);
        long graph = TestSupport.AllocatedBy(() => _ = new PyText { Ints = new int[10_000], Doubles = new double[5_000] });
        Assert.Equal(graph, TestSupport.AllocatedBy(() => PyText.Read(bulkBytes, out _)));
    }

    private static Action<byte[]> Writer(string shape, out int size)
    {
        switch (shape)
        {
            case "Trade":
                return Make(SampleTrade, out size);
            case "NineInts":
                return Make(new NineInts { A1 = 1, A5 = 5, A9 = -9 }, out size);
            case "Collections":
                return Make(RoundTripTests.SampleCollections(new Random(5), 50), out size);
            case "Blobs":
                return Make(new Blobs { Text = "ＨｏｇｅＨｕｇａ", Other = "Hoge Huga Tako", Bytes = new byte[300], Memory = new byte[10] }, out size);
            case "Order":
                return Make(new Order(Guid.NewGuid(), null, Enumerable.Range(0, 1000).Select(i => new OrderLine($"SKU{i}", i, i)).ToList()) { Customer = "c" }, out size);
            case "TreeNode":
                return Make(RoundTripTests.Tree(8, 1), out size);
            case "AllScalars":
                return Make(new AllScalars { I64 = 7 }, out size);
            default:
                var points = new PointCloud { Points = Enumerable.Range(0, 1000).Select(i => new Vector3(i, i, i)).ToArray() };
                return Make(points, out size);
        }

        static Action<byte[]> Make<T>(T value, out int size)
            where T : IBinarySerializable<T>
        {
            size = value.GetSerializedSize();
            return buffer => value.Write(buffer);
        }
    }
}

[BinarySerializable]
public partial class PointCloud
{
    public Vector3[]? Points { get; set; }
}
