using System;
using System.IO;
using System.Linq;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A union chosen by an earlier member (<c>[BinaryTagFrom]</c>) in every export: Kaitai's <c>switch-on</c> over the
/// holder (ksc and its JavaScript runtime read random values Spanwire wrote), the dissector's dispatch on the holder's
/// value (tshark), the lock and the diagram; and a nested value or union case in a frame an earlier member sizes
/// (<c>[BinaryLengthFrom]</c> on it: Kaitai's <c>size:</c> beside <c>type:</c>).
/// </summary>
public class HeldTagExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Export;

        public enum IpProtocol : byte { Icmp = 1, Tcp = 6, Udp = 17 }

        [BinarySerializable]
        public partial class IpPacket
        {
            [BinaryBitField(4)] public byte Version = 4;
            [BinaryBitField(4)] public byte Ihl;
            public byte TypeOfService;
            public ushort TotalLength;
            public IpProtocol Protocol;
            public uint Source;
            [BinaryLengthFrom(nameof(Ihl), Scale = 4, Adjust = 8)] public byte[] Options = [];
            [BinaryTagFrom(nameof(Protocol))] public Payload Body = new Raw();
        }

        [BinarySerializable, BinaryUnion(Default = typeof(Raw))]
        [BinaryUnionCase(6, typeof(Tcp)), BinaryUnionCase(17, typeof(Udp))]
        public abstract partial class Payload { }

        [BinarySerializable]
        public partial class Tcp : Payload
        {
            public ushort SourcePort;
            public ushort DestinationPort;
            [BinaryRemainder] public byte[] Data = [];
        }

        [BinarySerializable]
        public partial class Udp : Payload
        {
            public ushort SourcePort;
            public ushort Length;
            [BinaryLengthFrom(nameof(Length), Adjust = 4)] public byte[] Data = [];
        }

        [BinarySerializable]
        public partial class Raw : Payload
        {
            [BinaryIgnore] public long Tag { get; set; }
            [BinaryRemainder] public byte[] Data = [];
        }

        [BinarySerializable]
        public partial class Command
        {
            public ushort Kind;
            public byte Layer;
            [BinaryTagFrom(nameof(Kind))] public Shape Figure = new Dot();
            public byte Tail;
        }

        [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16)]
        [BinaryUnionCase(0x0101, typeof(Dot)), BinaryUnionCase(0x0202, typeof(Line))]
        public abstract partial class Shape { }

        [BinarySerializable]
        public partial class Dot : Shape { public int X; }

        [BinarySerializable]
        public partial class Line : Shape { [BinaryLengthPrefix(LengthPrefix.UInt8)] public short[] Points = []; }

        [BinarySerializable]
        public partial class Chunk
        {
            public ushort Size;
            public ushort Kind;
            [BinaryLengthFrom(nameof(Size)), BinaryTagFrom(nameof(Kind))] public Shape Body = new Dot();
            public byte Tail;
        }

        [BinarySerializable]
        public partial struct Point { public short X; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Name; }

        [BinarySerializable]
        public partial class Framed
        {
            public byte Size;
            public byte Flags;
            [BinaryLengthFrom(nameof(Size), Adjust = 2)] public Point At;
            [BinaryRemainder] public byte[] Rest = [];
        }
        """;

    [Fact]
    public void Kaitai_switches_on_the_holder_and_reads_what_Spanwire_wrote()
        => Assert.Equal(12, KaitaiExportTests.Check(GeneratorHarness.Compilation(Source), seed: 4301));

    [Fact]
    public void The_lock_names_the_holder_and_every_case_tag_and_the_diagram_says_who_chooses()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        string locked = WireLock.Write(catalog.Types);
        Assert.Contains("tagfrom(#5) Export.Payload(6=Export.Tcp,17=Export.Udp,_=Export.Raw)", locked, StringComparison.Ordinal);
        string diagram = PacketDiagram.Write(catalog.Types, catalog, "Held tags");
        Assert.Contains("the case Protocol holds", diagram, StringComparison.Ordinal);
        Assert.Contains("frame(#1) tagfrom(#2) Export.Shape(257=Export.Dot,514=Export.Line)", locked, StringComparison.Ordinal);
        Assert.Contains("frame(#1-2)", locked, StringComparison.Ordinal);
    }

    /// <summary>The dissector picks the case from the holder seven bytes earlier (a TCP packet, then an unknown protocol kept raw).</summary>
    [Theory]
    [InlineData("4200000606c0a8000101bb005048656c6c6f", "IpPacket", "Tcp")]
    [InlineData("4200002f2fc0a80001deadbeef", "IpPacket", "Raw")]
    [InlineData("02020703" + "0001fffe0003" + "09", "Command", "Line")]
    [InlineData("0007" + "0202" + "03" + "0001fffe0003" + "09", "Chunk", "Line")]
    public void The_dissector_dispatches_on_the_holder(string hex, string type, string caseName)
    {
        if (TsharkTool.DissectChecked(LayoutCatalog.From(GeneratorHarness.Compilation(Source)), type, hex) is { } json)
        {
            Assert.True(json.Contains($"\"test.{caseName.ToLowerInvariant()}.", StringComparison.Ordinal), json);
        }
    }
}
