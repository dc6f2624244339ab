using System.Buffers;
using System.Collections.Generic;
using MemoryPack;
using MessagePack;

namespace Spanwire.Benchmarks;

/// <summary>
/// The shapes as MemoryPack and MessagePack declare them: each serializer's own format (MemoryPack's is little-endian
/// and copies unmanaged structs and arrays of them whole; MessagePack's is self-describing), so their bytes differ
/// from the big-endian wire the other rows write. They are peers for cost, not for the format.
/// </summary>
public static class FormatPeers
{
    /// <summary>Serializes into a reused buffer writer, as the other rows write into a reused buffer.</summary>
    public static int MemoryPack<T>(ArrayBufferWriter<byte> writer, in T value)
    {
        writer.ResetWrittenCount();
        MemoryPackSerializer.Serialize(writer, value);
        return writer.WrittenCount;
    }

    /// <summary>
    /// MessagePack's bytes of a value to read; none in the Native AOT build that counts instructions, where its
    /// dynamic resolver cannot run (the counts measure only the hand-written and Spanwire rows).
    /// </summary>
    public static byte[] MessagePackBytes<T>(T value)
        => System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported ? MessagePackSerializer.Serialize(value) : [];

    public static int MessagePack<T>(ArrayBufferWriter<byte> writer, T value)
    {
        writer.ResetWrittenCount();
        MessagePackSerializer.Serialize(writer, value);
        return writer.WrittenCount;
    }
}

[MemoryPackable, MessagePackObject]
public sealed partial class NineIntsFormat
{
    [Key(0)] public int A1 { get; set; }
    [Key(1)] public int A2 { get; set; }
    [Key(2)] public int A3 { get; set; }
    [Key(3)] public int A4 { get; set; }
    [Key(4)] public int A5 { get; set; }
    [Key(5)] public int A6 { get; set; }
    [Key(6)] public int A7 { get; set; }
    [Key(7)] public int A8 { get; set; }
    [Key(8)] public int A9 { get; set; }

    public static NineIntsFormat From(NineInts v) => new() { A1 = v.A1, A2 = v.A2, A3 = v.A3, A4 = v.A4, A5 = v.A5, A6 = v.A6, A7 = v.A7, A8 = v.A8, A9 = v.A9 };
}

[MemoryPackable, MessagePackObject]
public sealed partial class PersonFormat
{
    [Key(0)] public int Age { get; set; }
    [Key(1)] public int Height { get; set; }
    [Key(2)] public int Weight { get; set; }
    [Key(3)] public string? FirstName { get; set; }
    [Key(4)] public string? LastName { get; set; }

    public static PersonFormat From(Person v) => new() { Age = v.Age, Height = v.Height, Weight = v.Weight, FirstName = v.FirstName, LastName = v.LastName };
}

[MemoryPackable, MessagePackObject]
public partial struct PositionFormat
{
    [Key(0)] public int Account { get; set; }
    [Key(1)] public long Timestamp { get; set; }
    [Key(2)] public double Value { get; set; }
}

[MemoryPackable, MessagePackObject]
public sealed partial class HoldingFormat
{
    [Key(0)] public int Instrument { get; set; }
    [Key(1)] public long Quantity { get; set; }
    [Key(2)] public double Price { get; set; }
    [Key(3)] public bool Active { get; set; }
}

[MemoryPackable, MessagePackObject]
public sealed partial class PortfolioFormat
{
    [Key(0)] public long Id { get; set; }
    [Key(1)] public PositionFormat Head { get; set; }
    [Key(2)] public List<HoldingFormat> Holdings { get; set; } = [];
    [Key(3)] public byte[] Payload { get; set; } = [];

    public static PortfolioFormat From(Portfolio v) => new()
    {
        Id = v.Id,
        Head = new PositionFormat { Account = v.Head.Account, Timestamp = v.Head.Timestamp, Value = v.Head.Value },
        Holdings = v.Holdings.ConvertAll(h => new HoldingFormat { Instrument = h.Instrument, Quantity = h.Quantity, Price = h.Price, Active = h.Active }),
        Payload = v.Payload,
    };
}
