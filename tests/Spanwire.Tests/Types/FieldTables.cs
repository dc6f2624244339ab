using System;
using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// AMQP 0-9-1's field table (RabbitMQ's type letters): a byte count, then entries of a short-string name and a value
/// keyed by a type character. Every class here is declared non-nullable, so none has a presence byte.
/// </summary>
[BinarySerializable]
public partial class FieldTable
{
    public uint Length { get; set; }

    [BinaryLengthFrom(nameof(Length), CountsBytes = true)]
    public List<FieldEntry> Entries { get; set; } = [];
}

/// <summary>One name and its typed value.</summary>
[BinarySerializable]
public partial class FieldEntry
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)]
    public string Name { get; set; } = "";

    public FieldValue Value { get; set; } = new VoidField();
}

/// <summary>A typed value: the type character is the union's tag.</summary>
[BinarySerializable]
[BinaryUnionCase("t", typeof(BooleanField)), BinaryUnionCase("b", typeof(SByteField)), BinaryUnionCase("B", typeof(ByteField))]
[BinaryUnionCase("s", typeof(Int16Field)), BinaryUnionCase("I", typeof(Int32Field)), BinaryUnionCase("l", typeof(Int64Field))]
[BinaryUnionCase("f", typeof(SingleField)), BinaryUnionCase("d", typeof(DoubleField)), BinaryUnionCase("S", typeof(LongStringField))]
[BinaryUnionCase("x", typeof(BytesField)), BinaryUnionCase("T", typeof(TimestampField)), BinaryUnionCase("V", typeof(VoidField))]
[BinaryUnionCase("F", typeof(TableField)), BinaryUnionCase("A", typeof(ArrayField))]
public abstract partial class FieldValue
{
}

[BinarySerializable] public sealed partial class BooleanField : FieldValue { public bool Value { get; set; } }
[BinarySerializable] public sealed partial class SByteField : FieldValue { public sbyte Value { get; set; } }
[BinarySerializable] public sealed partial class ByteField : FieldValue { public byte Value { get; set; } }
[BinarySerializable] public sealed partial class Int16Field : FieldValue { public short Value { get; set; } }
[BinarySerializable] public sealed partial class Int32Field : FieldValue { public int Value { get; set; } }
[BinarySerializable] public sealed partial class Int64Field : FieldValue { public long Value { get; set; } }
[BinarySerializable] public sealed partial class SingleField : FieldValue { public float Value { get; set; } }
[BinarySerializable] public sealed partial class DoubleField : FieldValue { public double Value { get; set; } }
[BinarySerializable] public sealed partial class LongStringField : FieldValue { [BinaryLengthPrefix(LengthPrefix.UInt32)] public string Value { get; set; } = ""; }
[BinarySerializable] public sealed partial class BytesField : FieldValue { [BinaryLengthPrefix(LengthPrefix.UInt32)] public byte[] Value { get; set; } = []; }
[BinarySerializable] public sealed partial class TimestampField : FieldValue { [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Seconds)] public DateTimeOffset Value { get; set; } }
[BinarySerializable] public sealed partial class VoidField : FieldValue { }
[BinarySerializable] public sealed partial class TableField : FieldValue { public FieldTable Value { get; set; } = new(); }

/// <summary>An array: a byte count, then values, each with its type character.</summary>
[BinarySerializable]
public sealed partial class ArrayField : FieldValue
{
    public uint Length { get; set; }

    [BinaryLengthFrom(nameof(Length), CountsBytes = true)]
    public List<FieldValue> Values { get; set; } = [];
}

/// <summary>The table make_field_table_vectors.py encodes as "every_type"; the union-heavy decode benchmark reads it too.</summary>
public static class FieldTableSamples
{
    public static FieldTable EveryType() => Table(
        ("durable", new BooleanField { Value = true }), ("priority", new SByteField { Value = -3 }), ("hops", new ByteField { Value = 200 }),
        ("port", new Int16Field { Value = -2 }), ("count", new Int32Field { Value = 70000 }), ("offset", new Int64Field { Value = -(1L << 40) }),
        ("ratio", new SingleField { Value = 0.5f }), ("score", new DoubleField { Value = -1.25 }), ("user", new LongStringField { Value = "gästé" }),
        ("blob", new BytesField { Value = [0x00, 0xFF] }), ("at", new TimestampField { Value = DateTimeOffset.FromUnixTimeSeconds(1_700_000_000) }),
        ("nothing", new VoidField()),
        ("nested", new TableField { Value = Table(("x-match", new LongStringField { Value = "all" }), ("depth", new TableField { Value = Table(("leaf", new BooleanField())) })) }),
        ("list", new ArrayField { Values = [new Int32Field { Value = 1 }, new LongStringField { Value = "two" }, new TableField { Value = Table(("three", new SByteField { Value = 3 })) }] }));

    public static FieldTable Table(params (string Name, FieldValue Value)[] entries)
    {
        var table = new FieldTable();
        foreach ((string name, FieldValue value) in entries)
        {
            table.Entries.Add(new FieldEntry { Name = name, Value = value });
        }

        return table;
    }
}

/// <summary>A class of two shorts, for the presence-byte rule.</summary>
[BinarySerializable]
public partial class PlanePoint
{
    public short X { get; set; }

    public short Y { get; set; }
}

/// <summary>The presence-byte rule: declared T, no byte; declared T?, a byte.</summary>
[BinarySerializable]
public partial class PresenceRuleHolder
{
    public PlanePoint Origin { get; set; } = new();

    public PlanePoint? Maybe { get; set; }

    public List<PlanePoint> Path { get; set; } = [];

    public List<PlanePoint?> Holes { get; set; } = [];
}

#nullable disable
/// <summary>Without nullable annotations the compiler cannot tell, so the class keeps its presence byte.</summary>
[BinarySerializable]
public partial class ObliviousHolder
{
    public PlanePoint Origin { get; set; }
}
#nullable restore
