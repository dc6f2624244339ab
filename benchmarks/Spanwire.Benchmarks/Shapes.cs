using System;
using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Benchmarks;

/// <summary>Shape a: nine ints, the de-facto small-object benchmark.</summary>
[BinarySerializable]
public partial class NineInts
{
    public int A1 { get; set; }

    public int A2 { get; set; }

    public int A3 { get; set; }

    public int A4 { get; set; }

    public int A5 { get; set; }

    public int A6 { get; set; }

    public int A7 { get; set; }

    public int A8 { get; set; }

    public int A9 { get; set; }
}

/// <summary>Shape b: MemoryPack's standard object, three ints and an ASCII and a Japanese string.</summary>
[BinarySerializable]
public partial class Person
{
    public int Age { get; set; }

    public int Height { get; set; }

    public int Weight { get; set; }

    public string? FirstName { get; set; }

    public string? LastName { get; set; }
}

/// <summary>Shape c: three floats, in bulk.</summary>
[BinarySerializable]
public partial record struct Vector3(float X, float Y, float Z);

[BinarySerializable]
public partial class Vector3Payload
{
    public Vector3[]? Items { get; set; }
}

[BinarySerializable]
public partial class DoublePayload
{
    public double[]? Items { get; set; }
}

[BinarySerializable]
public partial class IntPayload
{
    public int[]? Items { get; set; }
}

/// <summary>Shape d: a nested struct, a list of 1,000 nested records and a byte payload.</summary>
[BinarySerializable]
public partial record Portfolio(long Id, Position Head, List<Holding> Holdings, byte[] Payload);

[BinarySerializable]
public partial record struct Position(int Account, long Timestamp, double Value);

[BinarySerializable]
public partial record Holding(int Instrument, long Quantity, double Price, bool Active);

/// <summary>Shape e: one long, as HdrHistogram's ByteBuffer writes them.</summary>
[BinarySerializable]
public partial record struct LongValue(long Value);

internal static class ShapeData
{
    public static NineInts NineInts() => new() { A1 = 1, A2 = -2, A3 = 300, A4 = 40_000, A5 = int.MaxValue, A6 = int.MinValue, A7 = 7, A8 = 88, A9 = 999 };

    public static Person Person() => new() { Age = 99, Height = 180, Weight = 75, FirstName = "Hoge Huga Tako", LastName = "山田太郎と申します" };

    public static Vector3Payload Vectors() => new() { Items = Fill(1000, i => new Vector3(i, i * 0.5f, -i)) };

    public static DoublePayload Doubles() => new() { Items = Fill(100_000, i => i * 1.25) };

    public static IntPayload Ints() => new() { Items = Fill(1_000_000, i => i * 7) };

    public static Portfolio Portfolio()
        => new(42, new Position(7, 638_000_000_000_000_000, 1234.5), [.. Fill(1000, i => new Holding(i, i * 10L, i * 0.25, i % 2 == 0))], Fill(4096, i => (byte)i));

    private static T[] Fill<T>(int count, Func<int, T> item)
    {
        var items = new T[count];
        for (int i = 0; i < count; i++)
        {
            items[i] = item(i);
        }

        return items;
    }
}

public enum DnsOpcode : byte
{
    Query = 0,
    Status = 2,
}

/// <summary>Wire-format controls: the RFC 1035 header, bit fields in its flags word.</summary>
[BinarySerializable]
public partial record struct DnsHeader(
    ushort Id,
    [BinaryBitField(1)] bool IsResponse,
    [BinaryBitField(4)] DnsOpcode Opcode,
    [BinaryBitField(1)] bool Authoritative,
    [BinaryBitField(1)] bool Truncated,
    [BinaryBitField(1)] bool RecursionDesired,
    [BinaryBitField(1)] bool RecursionAvailable,
    [BinaryBitField(3)] byte Zero,
    [BinaryBitField(4)] byte ResponseCode,
    ushort QuestionCount,
    ushort AnswerCount,
    ushort AuthorityCount,
    ushort AdditionalCount);

/// <summary>Wire-format controls: an XDR (RFC 4506) record with padded strings and opaque data.</summary>
[BinarySerializable(Layout = WireLayout.Xdr)]
public partial class XdrCall
{
    public uint Xid;
    public bool Reply;
    public uint Program;
    public string Machine = string.Empty;
    public byte[] Credential = [];
    public int[] Groups = [];
}

internal static class ControlData
{
    public static DnsHeader Dns() => new(0xBEEF, true, DnsOpcode.Status, true, false, true, true, 0, 3, 1, 2, 0, 1);

    public static XdrCall Xdr() => new() { Xid = 0x5EED, Reply = false, Program = 100003, Machine = "client-17", Credential = [1, 2, 3, 4, 5], Groups = [0, 10, 100] };
}

/// <summary>A PNG chunk: data length, type, data, then a CRC-32 of the type and data.</summary>
[BinarySerializable]
public partial class PngChunk
{
    [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)]
    public PngChunkBody Body { get; set; }
}

[BinarySerializable]
public partial record struct PngChunkBody(
    uint Length,
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)] string Type,
    [BinaryLengthFrom(nameof(Length))] byte[] Data);
