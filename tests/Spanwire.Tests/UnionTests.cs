using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

public class UnionTests
{
    /// <summary>
    /// A union read by its own tag passes an unknown tag to a default case that takes it as its Tag parameter: its
    /// members are sized by it on read, and the write checks the tag it will write against them.
    /// </summary>
    /// <summary>Lists on both sides, counted by a byte: the count and each kind are filled from the cells on write.</summary>
    [Fact]
    public void Cells_chosen_item_by_item_by_a_counted_list_fill_the_count_and_the_kinds()
    {
        var cells = new TaggedCells { Cells = [new NibbleEmpty(), new NibbleSized { Tag = 0x12, Data = [7, 8] }, new NibbleEmpty()] };

        byte[] bytes = BinarySerializer.Serialize(cells);

        Assert.Equal("03" + "001200" + "0708", Convert.ToHexString(bytes));
        TaggedCells read = BinarySerializer.Deserialize<TaggedCells>(bytes);
        Assert.Equal((byte[])[0, 0x12, 0], read.Kinds);
        Assert.Equal([typeof(NibbleEmpty), typeof(NibbleSized), typeof(NibbleEmpty)], read.Cells.Select(cell => cell.GetType()));
        Assert.Equal(bytes, BinarySerializer.Serialize(read));
        Assert.Equal(bytes.Length, read.GetSerializedSize());
    }

    [Fact]
    public void A_default_case_taking_its_tag_is_sized_by_it_both_ways()
    {
        byte[] bytes = Convert.FromHexString("23AABBCC");

        var sized = Assert.IsType<NibbleSized>(BinarySerializer.Deserialize<NibbleValue>(bytes));

        Assert.Equal((0x23L, "AABBCC"), (sized.Tag, Convert.ToHexString(sized.Data)));
        Assert.Equal(bytes, BinarySerializer.Serialize<NibbleValue>(sized));
        var wrong = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<NibbleValue>(new NibbleSized { Tag = 0x24, Data = [1] }));
        Assert.Equal(("NibbleSized", "Data"), (wrong.TypeName, wrong.MemberName));
        Assert.IsType<NibbleEmpty>(BinarySerializer.Deserialize<NibbleValue>([0]));
    }

    /// <summary>
    /// A case deriving from another case is written with its own tag: the write matches the most derived case first
    /// (the cases were switched in tag order, and the derived case's arm did not compile: CS8120).
    /// </summary>
    [Fact]
    public void A_case_deriving_from_another_case_writes_its_own_tag()
    {
        BrokerPacket retained = new RetainedPublish { Topic = "a/b", RetainSeconds = 60 };
        BrokerPacket plain = new Publish { Topic = "a/b" };
        byte[] retainedBytes = BinarySerializer.Serialize(retained);
        byte[] plainBytes = BinarySerializer.Serialize(plain);

        Assert.Equal(4, retainedBytes[0]);
        Assert.Equal(3, plainBytes[0]);
        Assert.Equal(retained.GetSerializedSize(), retainedBytes.Length);
        var back = Assert.IsType<RetainedPublish>(BinarySerializer.Deserialize<BrokerPacket>(retainedBytes));
        Assert.Equal(("a/b", 60), (back.Topic, back.RetainSeconds));
        Assert.IsType<Publish>(BinarySerializer.Deserialize<BrokerPacket>(plainBytes));
    }

    [Fact]
    public void Tagged_union_writes_the_tag_then_the_case()
    {
        Shape circle = new Circle { Radius = 1.5 };
        Assert.Equal("01" + "3FF8000000000000", TestSupport.Hex(circle));
        Shape rect = new Rect { Width = 2, Height = 3 };
        Assert.Equal("02" + "00000002" + "00000003", TestSupport.Hex(rect));

        Assert.Equal(1.5, Assert.IsType<Circle>(Shape.Read(TestSupport.Bytes(circle), out _)).Radius);
        Assert.Equal(3, Assert.IsType<Rect>(BinarySerializer.Deserialize<Shape>(TestSupport.Bytes(rect))).Height);

        // A case written as itself has no tag.
        Assert.Equal("3FF8000000000000", TestSupport.Hex((Circle)circle));
    }

    [Fact]
    public void Unions_nest_in_collections_and_reject_unknown_tags()
    {
        var drawing = new Drawing { Shapes = [new Circle { Radius = 2 }, new Rect { Width = 1, Height = 1 }], Main = new Rect { Width = 9, Height = 9 } };
        Drawing read = TestSupport.RoundTrip(drawing);
        Assert.IsType<Circle>(read.Shapes![0]);
        Assert.Equal(9, Assert.IsType<Rect>(read.Main).Width);

        var exception = Assert.Throws<BinarySerializationException>(() => Shape.Read(Convert.FromHexString("07" + "00"), out _));
        Assert.Equal(("(tag)", 0L), (exception.MemberName, exception.Offset));
        Assert.Contains("unknown tag 0x07 (7)", exception.Message, StringComparison.Ordinal);
        var letter = Assert.Throws<BinarySerializationException>(() => Shape.Read(Convert.FromHexString("54" + "00"), out _));
        Assert.Contains("unknown tag 0x54 ('T') (84)", letter.Message, StringComparison.Ordinal);
        Assert.False(Shape.TryRead(Convert.FromHexString("01" + "3FF8"), out _, out _));
    }

    [Theory]
    [MemberData(nameof(XdrUnions))]
    public void Xdr_union_matches_xdrlib_both_ways(string line)
    {
        using JsonDocument document = JsonDocument.Parse(line);
        JsonElement f = document.RootElement.GetProperty("fields");
        byte[] xdr = Convert.FromHexString(document.RootElement.GetProperty("hex").GetString()!);
        Auth value = f.GetProperty("Flavor").GetInt32() == 0
            ? new AuthNone()
            : new AuthSys { Stamp = f.GetProperty("Stamp").GetUInt32(), Machine = f.GetProperty("Machine").GetString()! };
        Assert.Equal(Convert.ToHexString(xdr), TestSupport.Hex(value));
        Auth read = Auth.Read(xdr, out int bytesRead);
        Assert.Equal(xdr.Length, bytesRead);
        Assert.Equal(value.GetType(), read.GetType());
        if (read is AuthSys sys)
        {
            Assert.Equal((((AuthSys)value).Stamp, ((AuthSys)value).Machine), (sys.Stamp, sys.Machine));
        }
    }

    [Fact]
    public void Serializing_a_union_allocates_nothing()
    {
        Shape rect = new Rect { Width = 2, Height = 3 };
        var buffer = new byte[64];
        Assert.Equal(0, TestSupport.AllocatedBy(() => rect.Write(buffer)));
    }

    public static TheoryData<string> XdrUnions()
    {
        var data = new TheoryData<string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "xdr_union_vectors.jsonl")))
        {
            data.Add(line);
        }

        return data;
    }
}
