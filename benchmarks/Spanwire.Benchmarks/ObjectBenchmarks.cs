using System;
using System.Buffers;
using System.IO;
using System.Text.Json;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Google.Protobuf;

namespace Spanwire.Benchmarks;

/// <summary>Reusable output buffers for the serialize benchmarks: the hot path writes into memory it is given.</summary>
public abstract class ShapeBenchmark
{
    private protected readonly byte[] Buffer = new byte[1 << 23];
    private protected readonly ArrayBufferWriter<byte> JsonBuffer = new(1 << 23);
    private protected Utf8JsonWriter JsonWriter = null!;

    [GlobalSetup]
    public void CreateJsonWriter() => JsonWriter = new Utf8JsonWriter(JsonBuffer);

    private protected Utf8JsonWriter ResetJson()
    {
        JsonBuffer.ResetWrittenCount();
        JsonWriter.Reset();
        return JsonWriter;
    }
}

/// <summary>Shape a: nine ints (36 bytes).</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class NineIntsBenchmarks : ShapeBenchmark
{
    private readonly NineInts _value = ShapeData.NineInts();
    private readonly byte[] _bytes = BinarySerializer.Serialize(ShapeData.NineInts());
    private readonly byte[] _json = JsonSerializer.SerializeToUtf8Bytes(ShapeData.NineInts(), JsonContext.Default.NineInts);

    private readonly Proto.NineInts _proto = ProtoData.NineInts();
    private readonly byte[] _protoBytes = ProtoData.NineInts().ToByteArray();
    private readonly BinarySerializerPeer.NineIntsPeer _peer = BinarySerializerPeer.NineIntsPeer.From(ShapeData.NineInts());
    private readonly byte[] _peerBytes = BinarySerializerPeer.Bytes(BinarySerializerPeer.NineIntsPeer.From(ShapeData.NineInts()));
    private readonly MemoryStream _peerStream = new(1 << 20);

    [Benchmark(Baseline = true), BenchmarkCategory("Serialize")]
    public int HandWritten_Serialize() => HandWritten.Write(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Serialize() => _value.Write(Buffer);

    /// <summary>The generic entry point (<c>BinarySerializer.Serialize&lt;T&gt;</c>), as generic code calls it.</summary>
    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Generic_Serialize() => BinarySerializer.Serialize(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public byte[] Naive_Serialize() => Naive.Write(_value);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int SystemTextJson_Serialize()
    {
        JsonSerializer.Serialize(ResetJson(), _value, JsonContext.Default.NineInts);
        return JsonBuffer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Deserialize")]
    public NineInts HandWritten_Deserialize() => HandWritten.ReadNineInts(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineInts Spanwire_Deserialize() => NineInts.Read(_bytes, out _);

    /// <summary>The generic entry point (<c>BinarySerializer.Deserialize&lt;T&gt;</c>): the registered deserializer, through an interface.</summary>
    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineInts Spanwire_Generic_Deserialize() => BinarySerializer.Deserialize<NineInts>(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineInts Naive_Deserialize() => Naive.ReadNineInts(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineInts? SystemTextJson_Deserialize() => JsonSerializer.Deserialize(_json, JsonContext.Default.NineInts);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Protobuf_Serialize() => ProtoData.Write(_proto, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public long BinarySerializer_Serialize()
    {
        _peerStream.Position = 0;
        BinarySerializerPeer.Serializer.Serialize(_peerStream, _peer);
        return _peerStream.Position;
    }

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Proto.NineInts Protobuf_Deserialize() => Proto.NineInts.Parser.ParseFrom(new ReadOnlySpan<byte>(_protoBytes));

    [Benchmark, BenchmarkCategory("Deserialize")]
    public BinarySerializerPeer.NineIntsPeer BinarySerializer_Deserialize() => BinarySerializerPeer.Serializer.Deserialize<BinarySerializerPeer.NineIntsPeer>(_peerBytes);

    private readonly NineIntsFormat _format = NineIntsFormat.From(ShapeData.NineInts());
    private readonly byte[] _memoryPackBytes = MemoryPack.MemoryPackSerializer.Serialize(NineIntsFormat.From(ShapeData.NineInts()));
    private readonly byte[] _messagePackBytes = FormatPeers.MessagePackBytes(NineIntsFormat.From(ShapeData.NineInts()));
    private readonly ArrayBufferWriter<byte> _formatBuffer = new(1 << 23);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MemoryPack_Serialize() => FormatPeers.MemoryPack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MessagePack_Serialize() => FormatPeers.MessagePack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineIntsFormat? MemoryPack_Deserialize() => MemoryPack.MemoryPackSerializer.Deserialize<NineIntsFormat>(_memoryPackBytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public NineIntsFormat MessagePack_Deserialize() => MessagePack.MessagePackSerializer.Deserialize<NineIntsFormat>(_messagePackBytes);
}

/// <summary>Shape b: three ints, an ASCII and a Japanese string.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class PersonBenchmarks : ShapeBenchmark
{
    private readonly Person _value = ShapeData.Person();
    private readonly byte[] _bytes = BinarySerializer.Serialize(ShapeData.Person());
    private readonly byte[] _json = JsonSerializer.SerializeToUtf8Bytes(ShapeData.Person(), JsonContext.Default.Person);

    private readonly Proto.Person _proto = ProtoData.Person();
    private readonly byte[] _protoBytes = ProtoData.Person().ToByteArray();
    private readonly BinarySerializerPeer.PersonPeer _peer = BinarySerializerPeer.PersonPeer.From(ShapeData.Person());
    private readonly byte[] _peerBytes = BinarySerializerPeer.Bytes(BinarySerializerPeer.PersonPeer.From(ShapeData.Person()));
    private readonly MemoryStream _peerStream = new(1 << 20);

    [Benchmark(Baseline = true), BenchmarkCategory("Serialize")]
    public int HandWritten_Serialize() => HandWritten.Write(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Serialize() => _value.Write(Buffer);

    /// <summary>The generic entry point (<c>BinarySerializer.Serialize&lt;T&gt;</c>), as generic code calls it.</summary>
    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Generic_Serialize() => BinarySerializer.Serialize(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public byte[] Naive_Serialize() => Naive.Write(_value);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int SystemTextJson_Serialize()
    {
        JsonSerializer.Serialize(ResetJson(), _value, JsonContext.Default.Person);
        return JsonBuffer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Deserialize")]
    public Person HandWritten_Deserialize() => HandWritten.ReadPerson(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Person Spanwire_Deserialize() => Person.Read(_bytes, out _);

    /// <summary>The generic entry point (<c>BinarySerializer.Deserialize&lt;T&gt;</c>): the registered deserializer, through an interface.</summary>
    [Benchmark, BenchmarkCategory("Deserialize")]
    public Person Spanwire_Generic_Deserialize() => BinarySerializer.Deserialize<Person>(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Person Naive_Deserialize() => Naive.ReadPerson(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Person? SystemTextJson_Deserialize() => JsonSerializer.Deserialize(_json, JsonContext.Default.Person);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Protobuf_Serialize() => ProtoData.Write(_proto, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public long BinarySerializer_Serialize()
    {
        _peerStream.Position = 0;
        BinarySerializerPeer.Serializer.Serialize(_peerStream, _peer);
        return _peerStream.Position;
    }

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Proto.Person Protobuf_Deserialize() => Proto.Person.Parser.ParseFrom(new ReadOnlySpan<byte>(_protoBytes));

    [Benchmark, BenchmarkCategory("Deserialize")]
    public BinarySerializerPeer.PersonPeer BinarySerializer_Deserialize() => BinarySerializerPeer.Serializer.Deserialize<BinarySerializerPeer.PersonPeer>(_peerBytes);

    private readonly PersonFormat _format = PersonFormat.From(ShapeData.Person());
    private readonly byte[] _memoryPackBytes = MemoryPack.MemoryPackSerializer.Serialize(PersonFormat.From(ShapeData.Person()));
    private readonly byte[] _messagePackBytes = FormatPeers.MessagePackBytes(PersonFormat.From(ShapeData.Person()));
    private readonly ArrayBufferWriter<byte> _formatBuffer = new(1 << 23);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MemoryPack_Serialize() => FormatPeers.MemoryPack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MessagePack_Serialize() => FormatPeers.MessagePack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PersonFormat? MemoryPack_Deserialize() => MemoryPack.MemoryPackSerializer.Deserialize<PersonFormat>(_memoryPackBytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PersonFormat MessagePack_Deserialize() => MessagePack.MessagePackSerializer.Deserialize<PersonFormat>(_messagePackBytes);
}

/// <summary>Shape d: a nested struct, a list of 1,000 nested records and a 4 KB payload.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class PortfolioBenchmarks : ShapeBenchmark
{
    private readonly Portfolio _value = ShapeData.Portfolio();
    private readonly byte[] _bytes = BinarySerializer.Serialize(ShapeData.Portfolio());
    private readonly byte[] _json = JsonSerializer.SerializeToUtf8Bytes(ShapeData.Portfolio(), JsonContext.Default.Portfolio);

    private readonly Proto.Portfolio _proto = ProtoData.Portfolio();
    private readonly byte[] _protoBytes = ProtoData.Portfolio().ToByteArray();
    private readonly BinarySerializerPeer.PortfolioPeer _peer = BinarySerializerPeer.PortfolioPeer.From(ShapeData.Portfolio());
    private readonly byte[] _peerBytes = BinarySerializerPeer.Bytes(BinarySerializerPeer.PortfolioPeer.From(ShapeData.Portfolio()));
    private readonly MemoryStream _peerStream = new(1 << 20);

    [Benchmark(Baseline = true), BenchmarkCategory("Serialize")]
    public int HandWritten_Serialize() => HandWritten.Write(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Serialize() => _value.Write(Buffer);

    /// <summary>The generic entry point (<c>BinarySerializer.Serialize&lt;T&gt;</c>), as generic code calls it.</summary>
    [Benchmark, BenchmarkCategory("Serialize")]
    public int Spanwire_Generic_Serialize() => BinarySerializer.Serialize(_value, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int SystemTextJson_Serialize()
    {
        JsonSerializer.Serialize(ResetJson(), _value, JsonContext.Default.Portfolio);
        return JsonBuffer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Deserialize")]
    public Portfolio HandWritten_Deserialize() => HandWritten.ReadPortfolio(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Portfolio Spanwire_Deserialize() => Portfolio.Read(_bytes, out _);

    /// <summary>The generic entry point (<c>BinarySerializer.Deserialize&lt;T&gt;</c>): the registered deserializer, through an interface.</summary>
    [Benchmark, BenchmarkCategory("Deserialize")]
    public Portfolio Spanwire_Generic_Deserialize() => BinarySerializer.Deserialize<Portfolio>(_bytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Portfolio? SystemTextJson_Deserialize() => JsonSerializer.Deserialize(_json, JsonContext.Default.Portfolio);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int Protobuf_Serialize() => ProtoData.Write(_proto, Buffer);

    [Benchmark, BenchmarkCategory("Serialize")]
    public long BinarySerializer_Serialize()
    {
        _peerStream.Position = 0;
        BinarySerializerPeer.Serializer.Serialize(_peerStream, _peer);
        return _peerStream.Position;
    }

    [Benchmark, BenchmarkCategory("Deserialize")]
    public Proto.Portfolio Protobuf_Deserialize() => Proto.Portfolio.Parser.ParseFrom(new ReadOnlySpan<byte>(_protoBytes));

    [Benchmark, BenchmarkCategory("Deserialize")]
    public BinarySerializerPeer.PortfolioPeer BinarySerializer_Deserialize() => BinarySerializerPeer.Serializer.Deserialize<BinarySerializerPeer.PortfolioPeer>(_peerBytes);

    private readonly PortfolioFormat _format = PortfolioFormat.From(ShapeData.Portfolio());
    private readonly byte[] _memoryPackBytes = MemoryPack.MemoryPackSerializer.Serialize(PortfolioFormat.From(ShapeData.Portfolio()));
    private readonly byte[] _messagePackBytes = FormatPeers.MessagePackBytes(PortfolioFormat.From(ShapeData.Portfolio()));
    private readonly ArrayBufferWriter<byte> _formatBuffer = new(1 << 23);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MemoryPack_Serialize() => FormatPeers.MemoryPack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Serialize")]
    public int MessagePack_Serialize() => FormatPeers.MessagePack(_formatBuffer, _format);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PortfolioFormat? MemoryPack_Deserialize() => MemoryPack.MemoryPackSerializer.Deserialize<PortfolioFormat>(_memoryPackBytes);

    [Benchmark, BenchmarkCategory("Deserialize")]
    public PortfolioFormat MessagePack_Deserialize() => MessagePack.MessagePackSerializer.Deserialize<PortfolioFormat>(_messagePackBytes);
}
