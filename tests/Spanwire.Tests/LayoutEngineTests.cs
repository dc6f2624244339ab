using System;
using System.Collections.Generic;
using System.Linq;
using Spanwire.NetStandardTypes;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>Regression tests for the defects outside users found in the layout engine.</summary>
public class LayoutEngineTests
{
    [Fact]
    public void Elements_with_layout_controls_keep_their_layout_in_collections()
    {
        var value = new ControlledElements
        {
            LittleEndian = [new(1), new(0x01020304)],
            LittleEndianList = [new(2)],
            VarInts = [new(-1), new(300)],
            Reserved = [new ReservedValue { Value = 5 }],
            Nibbles = [new NibblePair { High = 0xAB, Low = 0xCD }],
            Plain = [new(1, 2)],
        };

        Assert.Equal(
            "00000002" + "01000000" + "04030201"
            + "00000001" + "02000000"
            + "00000002" + "01" + "D804"
            + "00000001" + "0000" + "00000005"
            + "00000001" + "ABCD"
            + "00000001" + "00000001" + "00000002",
            TestSupport.Hex(value));
        ControlledElements read = TestSupport.RoundTrip(value);
        Assert.Equal(value.LittleEndian, read.LittleEndian);
        Assert.Equal(value.VarInts, read.VarInts);
        Assert.Equal(value.Nibbles.Select(n => (n.High, n.Low)), read.Nibbles!.Select(n => (n.High, n.Low)));
    }

    [Fact]
    public void Member_types_from_a_netstandard_library_serialize_as_their_own_generated_code()
    {
        var message = new LegacyMessage { Id = 7, Text = "hi", Samples = [1, 2], Codes = [3], Origin = new LegacyPoint { X = 1, Y = 2 } };
        var value = new CrossAssembly
        {
            Message = message,
            Origin = new LegacyPoint { X = 3, Y = 4 },
            Path = [new LegacyPoint { X = 5, Y = 6 }],
            History = [message, null],
        };

        CrossAssembly read = TestSupport.RoundTrip(value);
        Assert.Equal(7, read.Message!.Id);
        Assert.Equal(4f, read.Origin.Y);
        Assert.Null(read.History![1]);

        // The nested message is exactly the bytes the library writes for it, after the presence byte.
        string messageHex = Convert.ToHexString(BinarySerializer.Serialize(message));
        Assert.StartsWith("01" + messageHex, TestSupport.Hex(value), StringComparison.Ordinal);
    }

    [Fact]
    public void Hand_written_codecs_plug_in_as_member_types()
    {
        var value = new WithCustomCodecs
        {
            Address = new Ipv4Address(0x7F000001),
            Peers = [new Ipv4Address(0x0A000001)],
            Label = new Tag("ab"),
            Labels = [new Tag("c"), null],
        };

        Assert.Equal("7F000001" + "00000001" + "0A000001" + "01" + "026162" + "00000002" + "01" + "0163" + "00", TestSupport.Hex(value));
        WithCustomCodecs read = TestSupport.RoundTrip(value);
        Assert.Equal(value.Address, read.Address);
        Assert.Equal("ab", read.Label!.Text);
        Assert.Equal("c", read.Labels![0]!.Text);
        Assert.Null(read.Labels[1]);

        // A truncated custom member is a clean false or the documented exception, naming it.
        byte[] bytes = TestSupport.Bytes(value);
        Assert.False(WithCustomCodecs.TryRead(bytes.AsSpan(0, 2), out _, out _));
        var exception = Assert.Throws<BinarySerializationException>(() => WithCustomCodecs.Read(bytes.AsSpan(0, 2), out _));
        Assert.Equal("Address", exception.MemberName);

        // Declared non-nullable, a hand-written class has no presence byte either; null is a write error naming it.
        var required = new WithRequiredCustomCodecs { Label = new Tag("ab"), Labels = [new Tag("c")] };
        Assert.Equal("026162" + "00000001" + "0163", TestSupport.Hex(required));
        WithRequiredCustomCodecs readRequired = TestSupport.RoundTrip(required);
        Assert.Equal(("ab", "c"), (readRequired.Label.Text, readRequired.Labels.Single().Text));
        Assert.Equal("Label", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new WithRequiredCustomCodecs { Label = null! })).MemberName);
    }

    [Fact]
    public void A_codec_whose_size_and_write_disagree_is_named_as_the_cause()
    {
        var exception = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new HoldsMiscounted { Id = 1 }));
        Assert.Contains("size and write of a member type disagree", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_short_destination_says_how_many_bytes_are_missing()
    {
        var value = new WithRequired { Id = 1, Name = "abc" };
        var exception = Assert.Throws<BinarySerializationException>(() => value.Write(stackalloc byte[5]));
        Assert.Contains("holds 5 byte(s) but the value needs 11 (6 more)", exception.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Required_members_are_set_on_read()
    {
        Assert.Equal("abc", TestSupport.RoundTrip(new WithRequired { Id = 1, Name = "abc" }).Name);
        RequiredByConstructor read = TestSupport.RoundTrip(new RequiredByConstructor(4) { Id = 4, Name = "x" });
        Assert.Equal((4, "x"), (read.Id, read.Name));
    }
}
