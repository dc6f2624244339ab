using System;
using System.Buffers.Binary;
using System.Text;
using BenchmarkDotNet.Attributes;
using Spanwire.Tests.Types;

namespace Spanwire.Benchmarks;

/// <summary>
/// A union-heavy decode (issue 33): an AMQP 0-9-1 field table with every value type, nested tables and an array, read
/// by Spanwire and by the decoder an expert writes with BinaryPrimitives into the same classes. The serializers
/// compared elsewhere cannot express this format, so they are not here.
/// </summary>
[MemoryDiagnoser]
public class FieldTableBenchmarks
{
    private readonly byte[] _bytes = BinarySerializer.Serialize(FieldTableSamples.EveryType());

    /// <summary>Both decoders must read the same table: the hand-written one's result writes back the same bytes.</summary>
    [GlobalSetup]
    public void CheckBothReadTheSameTable()
    {
        if (!BinarySerializer.Serialize(HandWritten_Deserialize()).AsSpan().SequenceEqual(_bytes))
        {
            throw new InvalidOperationException("The hand-written decoder reads a different table.");
        }
    }

    [Benchmark(Baseline = true)]
    public FieldTable HandWritten_Deserialize() => FieldTableDecoder.ReadTable(_bytes, out _);

    [Benchmark]
    public FieldTable Spanwire_Deserialize() => FieldTable.Read(_bytes, out _);
}

/// <summary>
/// An expert's decoder: BinaryPrimitives over the span, a switch on the type character, the same checks a careful
/// decoder makes (lengths within the data, entries ending at the table's end, known type characters).
/// </summary>
internal static class FieldTableDecoder
{
    public static FieldTable ReadTable(ReadOnlySpan<byte> source, out int consumed)
    {
        uint length = BinaryPrimitives.ReadUInt32BigEndian(source);
        ReadOnlySpan<byte> body = source.Slice(4, checked((int)length));
        var table = new FieldTable { Length = length };
        int offset = 0;
        while (offset < body.Length)
        {
            int nameLength = body[offset];
            string name = Encoding.UTF8.GetString(body.Slice(offset + 1, nameLength));
            offset += 1 + nameLength;
            table.Entries.Add(new FieldEntry { Name = name, Value = ReadValue(body, ref offset) });
        }

        consumed = 4 + body.Length;
        return table;
    }

    private static FieldValue ReadValue(ReadOnlySpan<byte> body, ref int offset)
    {
        byte type = body[offset++];
        ReadOnlySpan<byte> rest = body[offset..];
        switch (type)
        {
            case (byte)'t': offset += 1; return new BooleanField { Value = rest[0] switch { 0 => false, 1 => true, _ => throw new FormatException("bool") } };
            case (byte)'b': offset += 1; return new SByteField { Value = (sbyte)rest[0] };
            case (byte)'B': offset += 1; return new ByteField { Value = rest[0] };
            case (byte)'s': offset += 2; return new Int16Field { Value = BinaryPrimitives.ReadInt16BigEndian(rest) };
            case (byte)'I': offset += 4; return new Int32Field { Value = BinaryPrimitives.ReadInt32BigEndian(rest) };
            case (byte)'l': offset += 8; return new Int64Field { Value = BinaryPrimitives.ReadInt64BigEndian(rest) };
            case (byte)'f': offset += 4; return new SingleField { Value = BinaryPrimitives.ReadSingleBigEndian(rest) };
            case (byte)'d': offset += 8; return new DoubleField { Value = BinaryPrimitives.ReadDoubleBigEndian(rest) };
            case (byte)'S':
                {
                    int length = checked((int)BinaryPrimitives.ReadUInt32BigEndian(rest));
                    offset += 4 + length;
                    return new LongStringField { Value = Encoding.UTF8.GetString(rest.Slice(4, length)) };
                }

            case (byte)'x':
                {
                    int length = checked((int)BinaryPrimitives.ReadUInt32BigEndian(rest));
                    offset += 4 + length;
                    return new BytesField { Value = rest.Slice(4, length).ToArray() };
                }

            case (byte)'T': offset += 8; return new TimestampField { Value = DateTimeOffset.FromUnixTimeSeconds(checked((long)BinaryPrimitives.ReadUInt64BigEndian(rest))) };
            case (byte)'V': return new VoidField();
            case (byte)'F':
                {
                    FieldTable table = ReadTable(rest, out int consumed);
                    offset += consumed;
                    return new TableField { Value = table };
                }

            case (byte)'A':
                {
                    uint length = BinaryPrimitives.ReadUInt32BigEndian(rest);
                    ReadOnlySpan<byte> items = rest.Slice(4, checked((int)length));
                    var array = new ArrayField { Length = length };
                    int at = 0;
                    while (at < items.Length)
                    {
                        array.Values.Add(ReadValue(items, ref at));
                    }

                    offset += 4 + items.Length;
                    return array;
                }

            default: throw new FormatException($"unknown field type {(char)type}");
        }
    }
}
