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

    /// <summary>
    /// <c>BinarySerializer.Deserialize&lt;T&gt;</c> (the registered deserializer, through an interface) allocates what the
    /// generated <c>Read</c> allocates: the value, which the benchmarks show equals the hand-written read's allocation.
    /// </summary>
    [Theory]
    [MemberData(nameof(Shapes))]
    public void The_generic_read_allocates_what_Read_allocates(string shape)
    {
        (Func<long> read, Func<long> generic, bool isClass) = Readers(shape);
        long expected = read();

        Assert.Equal(expected, generic());
        Assert.Equal(isClass, expected > 0);
    }

    private static (Func<long>, Func<long>, bool) Readers(string shape) => shape switch
    {
        "a NineInts" => Compare(ShapeData.NineInts(), bytes => NineInts.Read(bytes, out _)),
        "b Person" => Compare(ShapeData.Person(), bytes => Person.Read(bytes, out _)),
        "c Vector3[1000]" => Compare(ShapeData.Vectors(), bytes => Vector3Payload.Read(bytes, out _)),
        "c double[100000]" => Compare(ShapeData.Doubles(), bytes => DoublePayload.Read(bytes, out _)),
        "c int[1000000]" => Compare(ShapeData.Ints(), bytes => IntPayload.Read(bytes, out _)),
        "d Portfolio" => Compare(ShapeData.Portfolio(), bytes => Portfolio.Read(bytes, out _)),
        "DNS header" => Compare(ControlData.Dns(), bytes => DnsHeader.Read(bytes, out _)),
        "XDR call" => Compare(ControlData.Xdr(), bytes => XdrCall.Read(bytes, out _)),
        _ => Compare(new LongValue(long.MinValue), bytes => LongValue.Read(bytes, out _)),
    };

    private static (Func<long>, Func<long>, bool) Compare<T>(T value, Func<byte[], T> read)
        where T : IBinarySerializable<T>
    {
        byte[] bytes = BinarySerializer.Serialize(value);
        return (
            () => TestSupport.AllocatedBy(() => read(bytes)),
            () => TestSupport.AllocatedBy(() => BinarySerializer.Deserialize<T>(bytes)),
            !typeof(T).IsValueType);
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
