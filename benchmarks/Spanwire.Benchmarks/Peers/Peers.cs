using System;
using System.Collections.Generic;
using System.IO;
using BinarySerialization;
using Google.Protobuf;

namespace Spanwire.Benchmarks;

// The served peers, on the same shapes: Google.Protobuf (protoc-generated, span in and out) and jefffhaynes'
// BinarySerializer (reflection, [FieldOrder], big-endian). BinarySerializer writes shapes a and b in exactly
// Spanwire's bytes (Program --sizes checks it); protobuf's varints are a different format.

/// <summary>Protobuf messages built from the shape data.</summary>
internal static class ProtoData
{
    public static Proto.NineInts NineInts()
    {
        NineInts v = ShapeData.NineInts();
        return new Proto.NineInts { A1 = v.A1, A2 = v.A2, A3 = v.A3, A4 = v.A4, A5 = v.A5, A6 = v.A6, A7 = v.A7, A8 = v.A8, A9 = v.A9 };
    }

    public static Proto.Person Person()
    {
        Person v = ShapeData.Person();
        return new Proto.Person { Age = v.Age, Height = v.Height, Weight = v.Weight, FirstName = v.FirstName, LastName = v.LastName };
    }

    public static Proto.Portfolio Portfolio()
    {
        Portfolio v = ShapeData.Portfolio();
        var portfolio = new Proto.Portfolio
        {
            Id = v.Id,
            Head = new Proto.Position { Account = v.Head.Account, Timestamp = v.Head.Timestamp, Value = v.Head.Value },
            Payload = ByteString.CopyFrom(v.Payload),
        };
        foreach (Holding holding in v.Holdings)
        {
            portfolio.Holdings.Add(new Proto.Holding { Instrument = holding.Instrument, Quantity = holding.Quantity, Price = holding.Price, Active = holding.Active });
        }

        return portfolio;
    }

    /// <summary>Writes with CalculateSize and WriteTo(Span), the allocation-free protobuf path.</summary>
    public static int Write(IMessage message, byte[] buffer)
    {
        int size = message.CalculateSize();
        message.WriteTo(buffer.AsSpan(0, size));
        return size;
    }
}

/// <summary>BinarySerializer's types for the shapes: fields in order, lengths and counts bound to earlier fields.</summary>
public static class BinarySerializerPeer
{
    public static readonly BinarySerialization.BinarySerializer Serializer = new() { Endianness = BinarySerialization.Endianness.Big };

    public static byte[] Bytes(object value)
    {
        using var stream = new MemoryStream();
        Serializer.Serialize(stream, value);
        return stream.ToArray();
    }

    public sealed class NineIntsPeer
    {
        [FieldOrder(0)] public int A1 { get; set; }
        [FieldOrder(1)] public int A2 { get; set; }
        [FieldOrder(2)] public int A3 { get; set; }
        [FieldOrder(3)] public int A4 { get; set; }
        [FieldOrder(4)] public int A5 { get; set; }
        [FieldOrder(5)] public int A6 { get; set; }
        [FieldOrder(6)] public int A7 { get; set; }
        [FieldOrder(7)] public int A8 { get; set; }
        [FieldOrder(8)] public int A9 { get; set; }

        public static NineIntsPeer From(NineInts v) => new() { A1 = v.A1, A2 = v.A2, A3 = v.A3, A4 = v.A4, A5 = v.A5, A6 = v.A6, A7 = v.A7, A8 = v.A8, A9 = v.A9 };
    }

    public sealed class PersonPeer
    {
        [FieldOrder(0)] public int Age { get; set; }
        [FieldOrder(1)] public int Height { get; set; }
        [FieldOrder(2)] public int Weight { get; set; }
        [FieldOrder(3)] public int FirstNameLength { get; set; }
        [FieldOrder(4), FieldLength(nameof(FirstNameLength)), FieldEncoding("utf-8")] public string FirstName { get; set; } = "";
        [FieldOrder(5)] public int LastNameLength { get; set; }
        [FieldOrder(6), FieldLength(nameof(LastNameLength)), FieldEncoding("utf-8")] public string LastName { get; set; } = "";

        public static PersonPeer From(Person v) => new() { Age = v.Age, Height = v.Height, Weight = v.Weight, FirstName = v.FirstName!, LastName = v.LastName! };
    }

    public sealed class PositionPeer
    {
        [FieldOrder(0)] public int Account { get; set; }
        [FieldOrder(1)] public long Timestamp { get; set; }
        [FieldOrder(2)] public double Value { get; set; }
    }

    public sealed class HoldingPeer
    {
        [FieldOrder(0)] public int Instrument { get; set; }
        [FieldOrder(1)] public long Quantity { get; set; }
        [FieldOrder(2)] public double Price { get; set; }
        [FieldOrder(3)] public bool Active { get; set; }
    }

    public sealed class PortfolioPeer
    {
        [FieldOrder(0)] public long Id { get; set; }
        [FieldOrder(1)] public PositionPeer Head { get; set; } = new();
        [FieldOrder(2)] public int HoldingCount { get; set; }
        [FieldOrder(3), FieldCount(nameof(HoldingCount))] public List<HoldingPeer> Holdings { get; set; } = [];
        [FieldOrder(4)] public int PayloadLength { get; set; }
        [FieldOrder(5), FieldLength(nameof(PayloadLength))] public byte[] Payload { get; set; } = [];

        public static PortfolioPeer From(Portfolio v) => new()
        {
            Id = v.Id,
            Head = new PositionPeer { Account = v.Head.Account, Timestamp = v.Head.Timestamp, Value = v.Head.Value },
            Holdings = v.Holdings.ConvertAll(h => new HoldingPeer { Instrument = h.Instrument, Quantity = h.Quantity, Price = h.Price, Active = h.Active }),
            Payload = v.Payload,
        };
    }
}
