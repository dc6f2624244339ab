using System;
using System.Collections.Generic;

namespace Spanwire.Benchmarks;

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
