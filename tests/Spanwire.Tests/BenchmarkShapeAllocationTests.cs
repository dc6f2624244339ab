using System;
using System.IO;
using Spanwire.Benchmarks;
using Xunit;

namespace Spanwire.Tests;

/// <summary>The benchmark suite's shapes (benchmarks/Spanwire.Benchmarks/Shapes.cs): serializing each allocates 0 B.</summary>
public class BenchmarkShapeAllocationTests
{
    public static TheoryData<string> Shapes => new() { "a NineInts", "b Person", "c Vector3[1000]", "c double[100000]", "c int[1000000]", "d Portfolio", "e LongValue", "DNS header", "XDR call" };

    [Theory]
    [MemberData(nameof(Shapes))]
    public void Serialize_allocates_nothing(string shape)
    {
        var buffer = new byte[1 << 23];
        var stream = new MemoryStream(new byte[1 << 23]);
        using var writer = new PooledBufferWriter(1 << 23);
        (Action<byte[]> span, Action<Stream> toStream, Action<PooledBufferWriter> toWriter) = Serializers(shape);

        Assert.Equal(0, TestSupport.AllocatedBy(() => span(buffer)));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            stream.Position = 0;
            toStream(stream);
        }));
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            writer.Clear();
            toWriter(writer);
        }));
    }

    [Fact]
    public void Pooled_writer_reused_for_1kb_pieces_allocates_nothing()
    {
        using var writer = new PooledBufferWriter();
        var piece = new byte[1024];
        Assert.Equal(0, TestSupport.AllocatedBy(() =>
        {
            writer.Clear();
            for (int i = 0; i < 1024; i++)
            {
                piece.CopyTo(writer.GetSpan(piece.Length));
                writer.Advance(piece.Length);
            }
        }));
    }

    private static (Action<byte[]>, Action<Stream>, Action<PooledBufferWriter>) Serializers(string shape) => shape switch
    {
        "a NineInts" => Make(ShapeData.NineInts()),
        "b Person" => Make(ShapeData.Person()),
        "c Vector3[1000]" => Make(ShapeData.Vectors()),
        "c double[100000]" => Make(ShapeData.Doubles()),
        "c int[1000000]" => Make(ShapeData.Ints()),
        "d Portfolio" => Make(ShapeData.Portfolio()),
        "DNS header" => Make(ControlData.Dns()),
        "XDR call" => Make(ControlData.Xdr()),
        _ => Make(new LongValue(long.MinValue)),
    };

    private static (Action<byte[]>, Action<Stream>, Action<PooledBufferWriter>) Make<T>(T value)
        where T : IBinarySerializable<T>
        => (buffer => value.Write(buffer), stream => BinarySerializer.Serialize(value, stream), writer => BinarySerializer.Serialize(value, writer));
}
