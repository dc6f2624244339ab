using System;
using System.Collections.Generic;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Unions and classes without presence bytes where the declaration rules out null: AMQP 0-9-1 field tables (a list
/// of a union keyed by a type character, nested tables and arrays) against the bytes Python's struct gives from the
/// specification (Vectors/make_field_table_vectors.py), and the rule itself.
/// </summary>
public class FieldTableTests
{
    private static string Vector(string name)
        => TestSupport.Vectors("field_table_vectors.jsonl", "field_table").Single(v => v.GetProperty("name").GetString() == name).GetProperty("hex").GetString()!;

    [Fact]
    public void Field_tables_are_byte_for_byte_the_specification_s_and_read_back()
    {
        Assert.Equal(Vector("empty"), TestSupport.Hex(new FieldTable()));
        Assert.Equal(Vector("every_type"), TestSupport.Hex(FieldTableSamples.EveryType()));

        byte[] bytes = Convert.FromHexString(Vector("every_type"));
        FieldTable read = BinarySerializer.Deserialize<FieldTable>(bytes);
        Assert.Equal(bytes, BinarySerializer.Serialize(read));
        Assert.Equal(14, read.Entries.Count);
        Assert.Equal("gästé", Assert.IsType<LongStringField>(read.Entries[8].Value).Value);
        Assert.Equal(1_700_000_000, Assert.IsType<TimestampField>(read.Entries[10].Value).Value.ToUnixTimeSeconds());
        FieldTable depth = Assert.IsType<TableField>(Assert.IsType<TableField>(read.Entries[12].Value).Value.Entries[1].Value).Value;
        Assert.False(Assert.IsType<BooleanField>(depth.Entries.Single().Value).Value);
        ArrayField list = Assert.IsType<ArrayField>(read.Entries[13].Value);
        Assert.Equal(["Int32Field", "LongStringField", "TableField"], list.Values.Select(value => value.GetType().Name));
    }

    [Fact]
    public void Hostile_tables_get_the_documented_error_naming_the_member()
    {
        byte[] bytes = Convert.FromHexString(Vector("every_type"));

        // An unknown type character: the union's tag, at its offset (after the 4-byte length and "durable").
        byte[] unknown = (byte[])bytes.Clone();
        unknown[4 + 8] = (byte)'Z';
        var tag = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FieldTable>(unknown));
        Assert.Equal(12L, tag.Offset);

        // A byte count ending inside an entry, and a count longer than the data.
        byte[] shortCount = (byte[])bytes.Clone();
        shortCount[3] = 10;
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<FieldTable>(shortCount));
        Assert.False(FieldTable.TryRead(bytes.AsSpan(0, bytes.Length - 1), out _, out _));

        // Null where the declaration rules it out has no byte to say so: a write error naming the member.
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new FieldTable { Entries = [new FieldEntry { Value = null! }] }));
        Assert.Equal(("FieldEntry", "Value"), (error.TypeName, error.MemberName));
    }

    [Fact]
    public void A_class_has_a_presence_byte_only_where_declared_nullable()
    {
        var holder = new PresenceRuleHolder
        {
            Origin = new PlanePoint { X = 1, Y = 2 },
            Maybe = null,
            Path = [new PlanePoint { X = 1, Y = 2 }],
            Holes = [new PlanePoint { X = 1, Y = 2 }, null],
        };
        Assert.Equal("00010002" + "00" + "00000001" + "00010002" + "00000002" + "0100010002" + "00", TestSupport.Hex(holder));
        PresenceRuleHolder read = TestSupport.RoundTrip(holder);
        Assert.Equal((1, 2, null), (read.Origin.X, read.Origin.Y, read.Maybe));
        Assert.Null(read.Holes[1]);
        Assert.Equal("01" + "00010002", TestSupport.Hex(new PresenceRuleHolder { Maybe = new PlanePoint { X = 1, Y = 2 }, Origin = new() })[8..18]);

        // Code without nullable annotations cannot say, so the byte stays.
        Assert.Equal("01" + "00030004", TestSupport.Hex(new ObliviousHolder { Origin = new PlanePoint { X = 3, Y = 4 } }));
        Assert.Equal("00", TestSupport.Hex(new ObliviousHolder()));
    }
}
