using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Issue 43's diagnostic defects: one mistake gets one diagnostic, and it names the real cause.</summary>
public class StructureDiagnosticTests
{
    /// <summary>A [BinaryWhen] part of a sum whose condition reads a length holder: the part is wrong, not the sum.</summary>
    [Fact]
    public async Task A_sums_conditional_part_with_a_wrong_condition_gets_one_diagnostic_on_the_part()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable]
            public partial class Summed
            {
                [BinaryLengthOf(nameof(Name), nameof(Extra))] public int Total;
                public byte NameLength;
                [BinaryLengthFrom(nameof(NameLength))] public string Name = "";
                [BinaryWhen(nameof(NameLength), Value = 3)] public int Extra;
            }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryWhen] does not apply to member 'Extra'", message, System.StringComparison.Ordinal);
        Assert.Contains("holds no length", message, System.StringComparison.Ordinal);
    }

    /// <summary>A conditional length holder (QUIC's STREAM Length under its LEN bit) is refused for what it is, not for its varint.</summary>
    [Fact]
    public async Task A_conditional_length_holder_is_refused_as_a_holder()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable]
            public partial class StreamFrame
            {
                public byte Type;
                [BinaryWhen(nameof(Type), Mask = 2), BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)] public ulong Length;
                [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
            }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryWhen] does not apply to member 'Length'", message, System.StringComparison.Ordinal);
        Assert.Contains("'Length' holds a length, count or offset that is filled in on write, so it must always be on the wire", message, System.StringComparison.Ordinal);
    }

    /// <summary>Constant bytes after a bit (inside its container) or after a last member that takes the rest of its source are refused, saying why.</summary>
    [Theory]
    [InlineData("[BinaryBitField(4), BinaryConstant(0x55, After = true)] public byte High; [BinaryBitField(4)] public byte Low;", "[BinaryConstant] does not apply to member 'High'", "not bit fields")]
    [InlineData("[BinaryRemainder, BinaryConstant(0x55, After = true)] public byte[] Rest = [];", "[BinaryConstant] does not apply to member 'Rest'", "not a value that takes the rest of its source")]
    public async Task Constant_bytes_after_a_bit_or_an_open_ended_member_are_refused(string members, string start, string reason)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable]
            public partial class Trailer { public byte First; {{members}} }
            """, new LayoutAnalyzer());
        Assert.StartsWith(start, message, System.StringComparison.Ordinal);
        Assert.Contains(reason, message, System.StringComparison.Ordinal);
    }

    /// <summary>On the type, the bytes follow the last member, which must end where they begin and always be there.</summary>
    [Theory]
    [InlineData("[BinaryRemainder] public byte[] Rest = [];", "not a value that takes the rest of its source): the last member is 'Rest'")]
    [InlineData("[BinaryTrailing] public int? Extra;", "not a positioned or trailing one): the last member is 'Extra'")]
    public async Task A_type_level_trailing_constant_names_the_last_member_it_cannot_follow(string last, string reason)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable, BinaryConstant(0x55, 0xAA, After = true)]
            public partial class Record { public byte First; {{last}} }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryConstant] does not apply to member 'Record' of type 'Record'", message, System.StringComparison.Ordinal);
        Assert.Contains(reason, message, System.StringComparison.Ordinal);
    }

    /// <summary>[BinaryUntil] on what has no items of its own, naming no integer, enum or bool of the item, or beside a count: one diagnostic that says which.</summary>
    [Theory]
    [InlineData("[BinaryUntil(nameof(Item.Kind))] public int Count;", "[BinaryUntil] does not apply to member 'Count'", "lists and immutable arrays of classes and structs")]
    [InlineData("[BinaryUntil(\"Kind\")] public List<int> Numbers = [];", "[BinaryUntil] does not apply to member 'Numbers'", "of classes and structs")]
    [InlineData("[BinaryUntil(\"Missing\")] public List<Item> Items = [];", "[BinaryUntil] does not apply to member 'Items'", "'Missing' is not one of Item's")]
    [InlineData("[BinaryUntil(nameof(Item.Name))] public List<Item> Items = [];", "[BinaryUntil] does not apply to member 'Items'", "'Name' is not one of Item's")]
    [InlineData("[BinaryUntil(nameof(Item.Kind)), BinaryTerminated] public List<Item> Items = [];", "does not apply to member 'Items'", "cannot be combined")]
    public async Task Until_on_the_wrong_member_gets_one_diagnostic_naming_the_cause(string member, string start, string reason)
    {
        string message = await AnalyzerHarness.Message($$"""
            using System.Collections.Generic;
            using Spanwire;
            [BinarySerializable] public partial class Item { public byte Kind; public string Name = ""; }
            [BinarySerializable] public partial class Holder { {{member}} }
            """, new LayoutAnalyzer());
        Assert.Contains(start, message, System.StringComparison.Ordinal);
        Assert.Contains(reason, message, System.StringComparison.Ordinal);
    }

    /// <summary>A remainder may be followed by members of a fixed size (the rest minus a fixed tail), not by one whose size varies.</summary>
    [Fact]
    public async Task A_remainder_before_a_member_of_varying_size_is_refused_saying_what_may_follow()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable] public partial class Framed { [BinaryRemainder] public byte[] Body = []; public uint Crc; public string Note = ""; }
            """, new LayoutAnalyzer());
        Assert.StartsWith("[BinaryRemainder] does not apply to member 'Body'", message, System.StringComparison.Ordinal);
        Assert.Contains("followed only by members of a fixed size", message, System.StringComparison.Ordinal);
    }

    /// <summary>
    /// A union that holds itself through a case's [BinaryTagFrom] (an 802.1Q tag is an Ethernet payload whose own payload
    /// is one) generates: it was refused as "does not generate because of SPW0011 on 'VlanTagged.Payload'", a diagnostic
    /// that was never reported.
    /// </summary>
    [Fact]
    public async Task A_union_that_holds_itself_through_a_held_tag_generates()
    {
        var diagnostics = await AnalyzerHarness.Diagnostics("""
            using Spanwire;
            [BinarySerializable] public partial class Frame { public ushort Type; [BinaryTagFrom(nameof(Type))] public Payload Body = new Raw(); }
            [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16, Default = typeof(Raw)), BinaryUnionCase(0x8100, typeof(Tagged))]
            public abstract partial class Payload { }
            [BinarySerializable] public partial class Tagged : Payload { public ushort Vlan; public ushort Type; [BinaryTagFrom(nameof(Type))] public Payload Body = new Raw(); }
            [BinarySerializable] public partial class Raw : Payload { [BinaryIgnore] public long Tag { get; set; } [BinaryRemainder] public byte[] Data = []; }
            """, new LayoutAnalyzer());

        Assert.Empty(diagnostics);
    }

    /// <summary>A checksum inside what it covers is an unsigned integer of the checksum's width, covering through itself or a later member.</summary>
    [Theory]
    [InlineData("public byte First; [BinaryChecksum(ChecksumAlgorithm.Internet, Through = nameof(First))] public ushort Sum;", "'Sum'")]
    [InlineData("[BinaryChecksum(ChecksumAlgorithm.Internet, Through = nameof(Last))] public uint Sum; public byte Last;", "'Sum'")]
    [InlineData("[BinaryChecksum(ChecksumAlgorithm.Internet, Through = \"Nothing\")] public ushort Sum;", "no member is named Nothing")]
    public async Task A_checksum_within_what_it_covers_is_refused_where_it_cannot_be_filled(string members, string names)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable] public partial class Header { {{members}} }
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryChecksum] does not apply to member 'Sum'", message, System.StringComparison.Ordinal);
        Assert.Contains(names, message, System.StringComparison.Ordinal);
    }

    /// <summary>The lock records what a checksum inside its bytes covers: covering less or more changes which data reads.</summary>
    [Fact]
    public void The_lock_records_what_a_checksum_within_covers()
    {
        var catalog = Spanwire.Generator.Exporting.LayoutCatalog.From(GeneratorHarness.Compilation("""
            using Spanwire;
            [BinarySerializable] public partial class Header { public byte Version; [BinaryChecksum(ChecksumAlgorithm.Internet, Through = nameof(Address))] public ushort Sum; public uint Address; }
            """));

        Assert.Contains("Sum checksum(internet through #3) uint16", Spanwire.Generator.Exporting.WireLock.Write(catalog.Types), System.StringComparison.Ordinal);
    }

    /// <summary>A table of item lengths takes byte arrays; a weight takes cases of the list's union and weighs them 2 or more: one SPW0011 naming the cause.</summary>
    [Theory]
    [InlineData("[BinaryItemLengthPrefix(LengthPrefix.UInt8, Table = true)] public List<string> Items = [];", "[BinaryItemLengthPrefix] does not apply to member 'Items'", "with Table, arrays and lists of byte arrays")]
    [InlineData("[BinaryItemWeight(2, typeof(Dot))] public List<int> Items = [];", "[BinaryItemWeight] does not apply to member 'Items'", "arrays and lists of a union with a count")]
    [InlineData("[BinaryItemWeight(2, typeof(Header))] public List<Shape> Items = [];", "[BinaryItemWeight] does not apply to member 'Items'", "'Header' is not a case of Shape")]
    [InlineData("[BinaryItemWeight(1, typeof(Dot))] public List<Shape> Items = [];", "[BinaryItemWeight] does not apply to member 'Items'", "by 2 or more")]
    [InlineData("[BinaryItemWeight(2, typeof(Dot)), BinaryUntil(typeof(Dot))] public List<Shape> Items = [];", "[BinaryItemWeight]", "[BinaryUntil]")]
    public async Task An_item_table_or_weight_where_it_cannot_apply_is_one_diagnostic_naming_the_cause(string member, string start, string names)
    {
        string message = await AnalyzerHarness.Message($$"""
            using System.Collections.Generic;
            using Spanwire;
            [BinarySerializable, BinaryUnionCase(1, typeof(Dot))] public abstract partial class Shape { }
            [BinarySerializable] public partial class Dot : Shape { public int X; }
            [BinarySerializable] public partial class Header { {{member}} }
            """, new LayoutAnalyzer());

        Assert.Contains(start, message, System.StringComparison.Ordinal);
        Assert.Contains(names, message, System.StringComparison.Ordinal);
    }

    /// <summary>A kept width is QUIC's, on a member of a type that can hold it: one SPW0011 naming the cause.</summary>
    [Theory]
    [InlineData("public partial class Header { [BinaryVarInt(VarIntEncoding.Unsigned, KeepWidth = true)] public ulong Value; }")]
    [InlineData("public partial class Header { [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)] public ulong[] Value = []; }")]
    [InlineData("public readonly partial struct Header { [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)] public ulong Value { get; init; } }")]
    public async Task A_kept_width_where_it_cannot_be_kept_is_one_diagnostic(string declaration)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable] {{declaration}}
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryVarInt] does not apply to member 'Value'", message, System.StringComparison.Ordinal);
        Assert.Contains("with KeepWidth, QUIC varint members (not collections) declared in a class or a non-readonly struct", message, System.StringComparison.Ordinal);
    }

    /// <summary>A pseudo-header names earlier integers and a value that holds its checksum at a fixed offset: one SPW0011 naming the cause.</summary>
    [Theory]
    [InlineData("public partial class Header { public uint Source; [BinaryPseudoHeader(nameof(Source))] public Plain Body = new(); }", "[BinaryPseudoHeader] does not apply to member 'Body'", "whose type or cases hold a [BinaryChecksum(PseudoHeader = true)] member")]
    [InlineData("public partial class Header { [BinaryPseudoHeader(nameof(Later))] public Segment Body = new(); public uint Later; }", "[BinaryPseudoHeader] does not apply to member 'Body'", "naming earlier integer or fixed-length byte-array members")]
    [InlineData("public partial class Header { public string Source = \"\"; [BinaryPseudoHeader(nameof(Source))] public Segment Body = new(); }", "[BinaryPseudoHeader] does not apply to member 'Body'", "naming earlier integer")]
    [InlineData("public partial class Moved { public string Name = \"\"; [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true)] public ushort Sum; }", "[BinaryChecksum] does not apply to member 'Sum'", "at an even offset after fixed-width members only")]
    [InlineData("public partial class Odd { public byte Kind; [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true)] public ushort Sum; }", "[BinaryChecksum] does not apply to member 'Sum'", "at an even offset")]
    public async Task A_pseudo_header_where_it_cannot_apply_is_one_diagnostic_naming_the_cause(string declaration, string start, string names)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable] public partial class Plain { public ushort Sum; }
            [BinarySerializable] public partial class Segment { public ushort Port; [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true)] public ushort Sum; }
            [BinarySerializable] {{declaration}}
            """, new LayoutAnalyzer());

        Assert.Contains(start, message, System.StringComparison.Ordinal);
        Assert.Contains(names, message, System.StringComparison.Ordinal);
    }

    /// <summary>The lock records the pseudo-header's members and the checksum's holder; the holder's type records where it is.</summary>
    [Fact]
    public void The_lock_records_a_pseudo_header()
    {
        var catalog = Spanwire.Generator.Exporting.LayoutCatalog.From(GeneratorHarness.Compilation("""
            using Spanwire;
            [BinarySerializable] public partial class Segment { public ushort Port; [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true, ZeroMeansNone = true)] public ushort Sum; }
            [BinarySerializable] public partial class Packet { public uint Source; public byte Protocol; [BinaryPseudoHeader(nameof(Source), nameof(Protocol))] public Segment Body = new(); }
            """));

        string text = Spanwire.Generator.Exporting.WireLock.Write(catalog.Types);
        Assert.Contains("Sum checksum(internet pseudoheader) uint16", text, System.StringComparison.Ordinal);
        Assert.Contains("pseudoheader(#1,#2 in Segment.Sum zero none)", text, System.StringComparison.Ordinal);
    }
}
