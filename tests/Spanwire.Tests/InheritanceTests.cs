using System;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>A class inherits the layout of its bases declared in the same compilation: their members first, outermost first.</summary>
public class InheritanceTests
{
    [Fact]
    public void A_plain_base_class_contributes_its_public_data_first()
    {
        var value = new Greeting { Version = 2, Source = "a", Text = "hi" };
        Assert.Equal("00000002" + "00000001" + "61" + "00000002" + "6869", TestSupport.Hex(value));
        Greeting read = TestSupport.RoundTrip(value);
        Assert.Equal((2, "a", "hi"), (read.Version, read.Source, read.Text));
    }

    [Fact]
    public void Two_levels_of_serializable_bases_come_outermost_first()
    {
        var value = new LabelledCircle { Kind = 3, Radius = 1.5f, Cache = "not written", Label = "c" };
        Assert.Equal("0003" + "3FC00000" + "00000001" + "63", TestSupport.Hex(value));
        LabelledCircle read = TestSupport.RoundTrip(value);
        Assert.Equal((3, 1.5f, "", "c"), (read.Kind, read.Radius, read.Cache, read.Label));

        // The bases keep their own layouts.
        Assert.Equal("0003" + "3FC00000", TestSupport.Hex(new Circle2 { Kind = 3, Radius = 1.5f }));
        Assert.Equal("0003", TestSupport.Hex(new Figure { Kind = 3 }));
    }

    [Fact]
    public void A_derived_positional_record_reads_through_its_own_constructor()
    {
        var value = new DerivedRecord(7, -1);
        Assert.Equal("00000007" + "FFFF", TestSupport.Hex(value));
        Assert.Equal(value, TestSupport.RoundTrip(value));
        Assert.Equal(6, DerivedRecord.FixedSize);
    }

    [Fact]
    public void Derived_types_as_members_and_items_round_trip()
    {
        var value = new InheritanceHolder
        {
            Circles = [new LabelledCircle { Kind = 1, Radius = 2f, Label = "x" }, null],
            Record = new DerivedRecord(1, 2),
        };
        InheritanceHolder read = TestSupport.RoundTrip(value);
        Assert.Equal("x", read.Circles![0]!.Label);
        Assert.Equal(1, read.Circles[0]!.Kind);
        Assert.Null(read.Circles[1]);
        Assert.Equal(value.Record, read.Record);
    }
}
