using System;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Collections of homogeneous structs take the bulk path; the bytes must equal element-by-element encoding.</summary>
public class BulkStructTests
{
    [Fact]
    public void Bulk_and_element_wise_layouts_produce_the_same_bytes()
    {
        var value = new BulkStructs
        {
            Points = [new Point3(1, -2, double.NaN), new Point3(-0.0, double.MaxValue, 3)],
            Pairs = [new Pair16 { Left = -1, Right = 0x0102 }],
            Mixed = [new Mixed { Id = 7, Weight = 0.5f }],
            WithConstructor = [new Vector3(1, 2, 3)],
        };

        string expected =
            "00000002" + string.Concat(value.Points.Select(TestSupport.Hex))
            + "00000001" + TestSupport.Hex(value.Pairs[0])
            + "00000001" + TestSupport.Hex(value.Mixed[0])
            + "00000001" + TestSupport.Hex(value.WithConstructor[0]);
        Assert.Equal(expected, TestSupport.Hex(value));
        Assert.Equal("FFFF0102", TestSupport.Hex(value.Pairs[0]));

        BulkStructs read = TestSupport.RoundTrip(value);
        Assert.Equal(value.Points, read.Points);
        Assert.Equal(value.Pairs, read.Pairs);
        Assert.Equal(value.Mixed, read.Mixed);
        Assert.Equal(value.WithConstructor, read.WithConstructor);
    }

    [Fact]
    public void Bulk_counts_are_bounded_by_the_element_size()
    {
        // 100 Point3 need 2,400 bytes; the check happens before the array is allocated.
        byte[] bytes = [0, 0, 0, 100, .. new byte[2399]];
        Assert.False(BulkStructs.TryRead(bytes, out _, out _));
        var exception = Assert.Throws<BinarySerializationException>(() => BulkStructs.Read(bytes, out _));
        Assert.Contains("2404 byte(s) needed, 2403 available", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Bulk_serialize_allocates_nothing()
    {
        var value = new BulkStructs { Points = Enumerable.Range(0, 1000).Select(i => new Point3(i, i, i)).ToArray() };
        var buffer = new byte[value.GetSerializedSize()];
        Assert.Equal(0, TestSupport.AllocatedBy(() => value.Write(buffer)));
    }
}
