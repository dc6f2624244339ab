using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Text.Json.Serialization;

namespace Spanwire.Benchmarks;

/// <summary>
/// What an expert writes by hand with <see cref="BinaryPrimitives"/>: one length check, then big-endian stores.
/// The same wire layout as Spanwire's, so both produce identical bytes (checked by <see cref="Program"/> --check).
/// </summary>
internal static class HandWritten
{
    public static int Write(NineInts value, Span<byte> destination)
    {
        if (destination.Length < 36)
        {
            throw new ArgumentException("Destination too short.", nameof(destination));
        }

        BinaryPrimitives.WriteInt32BigEndian(destination, value.A1);
        BinaryPrimitives.WriteInt32BigEndian(destination[4..], value.A2);
        BinaryPrimitives.WriteInt32BigEndian(destination[8..], value.A3);
        BinaryPrimitives.WriteInt32BigEndian(destination[12..], value.A4);
        BinaryPrimitives.WriteInt32BigEndian(destination[16..], value.A5);
        BinaryPrimitives.WriteInt32BigEndian(destination[20..], value.A6);
        BinaryPrimitives.WriteInt32BigEndian(destination[24..], value.A7);
        BinaryPrimitives.WriteInt32BigEndian(destination[28..], value.A8);
        BinaryPrimitives.WriteInt32BigEndian(destination[32..], value.A9);
        return 36;
    }

    public static NineInts ReadNineInts(ReadOnlySpan<byte> source)
    {
        if (source.Length < 36)
        {
            throw new ArgumentException("Source too short.", nameof(source));
        }

        return new NineInts
        {
            A1 = BinaryPrimitives.ReadInt32BigEndian(source),
            A2 = BinaryPrimitives.ReadInt32BigEndian(source[4..]),
            A3 = BinaryPrimitives.ReadInt32BigEndian(source[8..]),
            A4 = BinaryPrimitives.ReadInt32BigEndian(source[12..]),
            A5 = BinaryPrimitives.ReadInt32BigEndian(source[16..]),
            A6 = BinaryPrimitives.ReadInt32BigEndian(source[20..]),
            A7 = BinaryPrimitives.ReadInt32BigEndian(source[24..]),
            A8 = BinaryPrimitives.ReadInt32BigEndian(source[28..]),
            A9 = BinaryPrimitives.ReadInt32BigEndian(source[32..]),
        };
    }

    public static int Write(Person value, Span<byte> destination)
    {
        BinaryPrimitives.WriteInt32BigEndian(destination, value.Age);
        BinaryPrimitives.WriteInt32BigEndian(destination[4..], value.Height);
        BinaryPrimitives.WriteInt32BigEndian(destination[8..], value.Weight);
        int offset = 12;
        offset += WriteString(value.FirstName, destination[offset..]);
        offset += WriteString(value.LastName, destination[offset..]);
        return offset;
    }

    public static Person ReadPerson(ReadOnlySpan<byte> source)
    {
        var person = new Person
        {
            Age = BinaryPrimitives.ReadInt32BigEndian(source),
            Height = BinaryPrimitives.ReadInt32BigEndian(source[4..]),
            Weight = BinaryPrimitives.ReadInt32BigEndian(source[8..]),
        };
        int offset = 12;
        person.FirstName = ReadString(source, ref offset);
        person.LastName = ReadString(source, ref offset);
        return person;
    }

    public static int Write(Vector3Payload value, Span<byte> destination)
    {
        Vector3[] items = value.Items!;
        BinaryPrimitives.WriteInt32BigEndian(destination, items.Length);
        Span<byte> body = destination.Slice(4, items.Length * 12);
        for (int i = 0; i < items.Length; i++)
        {
            Span<byte> item = body.Slice(i * 12, 12);
            BinaryPrimitives.WriteSingleBigEndian(item, items[i].X);
            BinaryPrimitives.WriteSingleBigEndian(item[4..], items[i].Y);
            BinaryPrimitives.WriteSingleBigEndian(item[8..], items[i].Z);
        }

        return 4 + body.Length;
    }

    public static Vector3Payload ReadVectors(ReadOnlySpan<byte> source)
    {
        int count = BinaryPrimitives.ReadInt32BigEndian(source);
        ReadOnlySpan<byte> body = source.Slice(4, checked(count * 12));
        var items = new Vector3[count];
        for (int i = 0; i < items.Length; i++)
        {
            ReadOnlySpan<byte> item = body.Slice(i * 12, 12);
            items[i] = new Vector3(BinaryPrimitives.ReadSingleBigEndian(item), BinaryPrimitives.ReadSingleBigEndian(item[4..]), BinaryPrimitives.ReadSingleBigEndian(item[8..]));
        }

        return new Vector3Payload { Items = items };
    }

    public static int Write(DoublePayload value, Span<byte> destination)
    {
        double[] items = value.Items!;
        BinaryPrimitives.WriteInt32BigEndian(destination, items.Length);
        Span<byte> body = destination.Slice(4, items.Length * 8);
        for (int i = 0; i < items.Length; i++)
        {
            BinaryPrimitives.WriteDoubleBigEndian(body[(i * 8)..], items[i]);
        }

        return 4 + body.Length;
    }

    public static DoublePayload ReadDoubles(ReadOnlySpan<byte> source)
    {
        int count = BinaryPrimitives.ReadInt32BigEndian(source);
        ReadOnlySpan<byte> body = source.Slice(4, checked(count * 8));
        var items = new double[count];
        for (int i = 0; i < items.Length; i++)
        {
            items[i] = BinaryPrimitives.ReadDoubleBigEndian(body[(i * 8)..]);
        }

        return new DoublePayload { Items = items };
    }

    public static int Write(IntPayload value, Span<byte> destination)
    {
        int[] items = value.Items!;
        BinaryPrimitives.WriteInt32BigEndian(destination, items.Length);
        Span<byte> body = destination.Slice(4, items.Length * 4);
        for (int i = 0; i < items.Length; i++)
        {
            BinaryPrimitives.WriteInt32BigEndian(body[(i * 4)..], items[i]);
        }

        return 4 + body.Length;
    }

    public static IntPayload ReadInts(ReadOnlySpan<byte> source)
    {
        int count = BinaryPrimitives.ReadInt32BigEndian(source);
        ReadOnlySpan<byte> body = source.Slice(4, checked(count * 4));
        var items = new int[count];
        for (int i = 0; i < items.Length; i++)
        {
            items[i] = BinaryPrimitives.ReadInt32BigEndian(body[(i * 4)..]);
        }

        return new IntPayload { Items = items };
    }

    public static int Write(Portfolio value, Span<byte> destination)
    {
        BinaryPrimitives.WriteInt64BigEndian(destination, value.Id);
        BinaryPrimitives.WriteInt32BigEndian(destination[8..], value.Head.Account);
        BinaryPrimitives.WriteInt64BigEndian(destination[12..], value.Head.Timestamp);
        BinaryPrimitives.WriteDoubleBigEndian(destination[20..], value.Head.Value);
        List<Holding> holdings = value.Holdings;
        BinaryPrimitives.WriteInt32BigEndian(destination[28..], holdings.Count);
        int offset = 32;
        foreach (Holding holding in holdings)
        {
            // A non-nullable class item has no presence byte (its declaration, in a nullable context, says it is never null).
            Span<byte> item = destination.Slice(offset, 21);
            BinaryPrimitives.WriteInt32BigEndian(item, holding.Instrument);
            BinaryPrimitives.WriteInt64BigEndian(item[4..], holding.Quantity);
            BinaryPrimitives.WriteDoubleBigEndian(item[12..], holding.Price);
            item[20] = holding.Active ? (byte)1 : (byte)0;
            offset += 21;
        }

        BinaryPrimitives.WriteInt32BigEndian(destination[offset..], value.Payload.Length);
        value.Payload.CopyTo(destination[(offset + 4)..]);
        return offset + 4 + value.Payload.Length;
    }

    public static Portfolio ReadPortfolio(ReadOnlySpan<byte> source)
    {
        long id = BinaryPrimitives.ReadInt64BigEndian(source);
        var head = new Position(BinaryPrimitives.ReadInt32BigEndian(source[8..]), BinaryPrimitives.ReadInt64BigEndian(source[12..]), BinaryPrimitives.ReadDoubleBigEndian(source[20..]));
        int count = BinaryPrimitives.ReadInt32BigEndian(source[28..]);
        var holdings = new List<Holding>(count);
        int offset = 32;
        for (int i = 0; i < count; i++)
        {
            ReadOnlySpan<byte> item = source.Slice(offset, 21);
            holdings.Add(new Holding(BinaryPrimitives.ReadInt32BigEndian(item), BinaryPrimitives.ReadInt64BigEndian(item[4..]), BinaryPrimitives.ReadDoubleBigEndian(item[12..]), item[20] != 0));
            offset += 21;
        }

        int length = BinaryPrimitives.ReadInt32BigEndian(source[offset..]);
        byte[] payload = source.Slice(offset + 4, length).ToArray();
        return new Portfolio(id, head, holdings, payload);
    }

    private static int WriteString(string? value, Span<byte> destination)
    {
        if (value is null)
        {
            BinaryPrimitives.WriteInt32BigEndian(destination, -1);
            return 4;
        }

        int written = Encoding.UTF8.GetBytes(value, destination[4..]);
        BinaryPrimitives.WriteInt32BigEndian(destination, written);
        return 4 + written;
    }

    private static string? ReadString(ReadOnlySpan<byte> source, ref int offset)
    {
        int length = BinaryPrimitives.ReadInt32BigEndian(source[offset..]);
        offset += 4;
        if (length < 0)
        {
            return null;
        }

        string value = Encoding.UTF8.GetString(source.Slice(offset, length));
        offset += length;
        return value;
    }
}

// The naive baseline is exactly the code Spanwire's allocation analyzers flag; it stays as users write it.
#pragma warning disable SPW1001, SPW1003, SPW1005, SPW1006

/// <summary>
/// The allocating code users write today: <c>BitConverter.GetBytes</c>, <c>Array.Reverse</c> for byte order,
/// a <see cref="MemoryStream"/> and <c>ToArray</c>.
/// </summary>
internal static class Naive
{
    public static byte[] Write(NineInts value)
    {
        using var stream = new MemoryStream();
        foreach (int field in new[] { value.A1, value.A2, value.A3, value.A4, value.A5, value.A6, value.A7, value.A8, value.A9 })
        {
            WriteInt32(stream, field);
        }

        return stream.ToArray();
    }

    public static NineInts ReadNineInts(byte[] source)
    {
        int offset = 0;
        return new NineInts
        {
            A1 = ReadInt32(source, ref offset),
            A2 = ReadInt32(source, ref offset),
            A3 = ReadInt32(source, ref offset),
            A4 = ReadInt32(source, ref offset),
            A5 = ReadInt32(source, ref offset),
            A6 = ReadInt32(source, ref offset),
            A7 = ReadInt32(source, ref offset),
            A8 = ReadInt32(source, ref offset),
            A9 = ReadInt32(source, ref offset),
        };
    }

    public static byte[] Write(Person value)
    {
        using var stream = new MemoryStream();
        WriteInt32(stream, value.Age);
        WriteInt32(stream, value.Height);
        WriteInt32(stream, value.Weight);
        WriteString(stream, value.FirstName);
        WriteString(stream, value.LastName);
        return stream.ToArray();
    }

    public static Person ReadPerson(byte[] source)
    {
        int offset = 0;
        return new Person
        {
            Age = ReadInt32(source, ref offset),
            Height = ReadInt32(source, ref offset),
            Weight = ReadInt32(source, ref offset),
            FirstName = ReadString(source, ref offset),
            LastName = ReadString(source, ref offset),
        };
    }

    public static void WriteInt32(Stream stream, int value)
    {
        byte[] bytes = BitConverter.GetBytes(value);
        if (BitConverter.IsLittleEndian)
        {
            Array.Reverse(bytes);
        }

        stream.Write(bytes, 0, bytes.Length);
    }

    private static int ReadInt32(byte[] source, ref int offset)
    {
        byte[] bytes = new byte[4];
        Array.Copy(source, offset, bytes, 0, 4);
        if (BitConverter.IsLittleEndian)
        {
            Array.Reverse(bytes);
        }

        offset += 4;
        return BitConverter.ToInt32(bytes, 0);
    }

    private static void WriteString(Stream stream, string? value)
    {
        if (value is null)
        {
            WriteInt32(stream, -1);
            return;
        }

        byte[] bytes = Encoding.UTF8.GetBytes(value);
        WriteInt32(stream, bytes.Length);
        stream.Write(bytes, 0, bytes.Length);
    }

    private static string? ReadString(byte[] source, ref int offset)
    {
        int length = ReadInt32(source, ref offset);
        if (length < 0)
        {
            return null;
        }

        string value = Encoding.UTF8.GetString(source, offset, length);
        offset += length;
        return value;
    }
}

#pragma warning restore SPW1001, SPW1003, SPW1005, SPW1006

/// <summary>System.Text.Json with source generation: the fastest in-box peer (UTF-8 JSON, so larger payloads).</summary>
[JsonSerializable(typeof(NineInts))]
[JsonSerializable(typeof(Person))]
[JsonSerializable(typeof(Vector3Payload))]
[JsonSerializable(typeof(DoublePayload))]
[JsonSerializable(typeof(IntPayload))]
[JsonSerializable(typeof(Portfolio))]
[JsonSourceGenerationOptions(IncludeFields = true)]
internal sealed partial class JsonContext : JsonSerializerContext
{
}
