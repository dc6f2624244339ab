using System;
using System.IO;
using System.Linq;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Issue 43's constructs through the Kaitai export (ksc and its JavaScript runtime read what Spanwire wrote, random
/// values): flags filled from which members have values (MQTT CONNECT's bits, AMQP's property word), conditional
/// <c>T?</c> values without a presence byte, and an optional trailing <c>T?</c> in a little-endian type.
/// </summary>
public class StructureExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Export;
        [BinarySerializable]
        public partial class MqttConnect
        {
            [BinaryLengthPrefix(LengthPrefix.UInt16)] public string Protocol = "MQTT";
            public byte Level = 4;
            [BinaryBitField(1)] public bool HasUserName;
            [BinaryBitField(1)] public bool HasPassword;
            [BinaryBitField(1)] public bool WillRetain;
            [BinaryBitField(2)] public byte WillQos;
            [BinaryBitField(1)] public bool HasWill;
            [BinaryBitField(1)] public bool CleanSession;
            [BinaryBitField(1)] public bool Reserved;
            public ushort KeepAlive;
            [BinaryLengthPrefix(LengthPrefix.UInt16)] public string ClientId = "";
            [BinaryWhen(nameof(HasUserName)), BinaryLengthPrefix(LengthPrefix.UInt16)] public string? UserName;
            [BinaryWhen(nameof(HasPassword)), BinaryLengthPrefix(LengthPrefix.UInt16)] public byte[]? Password;
        }

        [BinarySerializable]
        public partial class AmqpProperties
        {
            public ushort Flags;
            [BinaryWhen(nameof(Flags), Mask = 0x8000), BinaryLengthPrefix(LengthPrefix.UInt8)] public string? ContentType;
            [BinaryWhen(nameof(Flags), Mask = 0x1000)] public byte? DeliveryMode;
            [BinaryWhen(nameof(Flags), Mask = 0x0040)] public ulong? Timestamp;
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class WaveFormat
        {
            public ushort FormatTag;
            public ushort Channels;
            public uint SampleRate;
            [BinaryNullTerminated] public string Note = "";
            [BinaryTrailing] public ushort? ExtraSize;
        }

        [BinarySerializable]
        public partial class Ipv4Header
        {
            [BinaryBitField(4)] public byte Version = 4;
            [BinaryBitField(4)] public byte Ihl;
            public byte TypeOfService;
            public ushort TotalLength;
            public ushort Identification;
            [BinaryBitField(3)] public byte Flags;
            [BinaryBitField(13)] public ushort FragmentOffset;
            public byte TimeToLive;
            public byte Protocol;
            public ushort Checksum;
            public uint Source;
            public uint Destination;
            [BinaryLengthFrom(nameof(Ihl), Scale = 4, Adjust = 20)] public byte[] Options = [];
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class ZipFlags
        {
            [BinaryBitField(1, Order = BitOrder.LowBitFirst)] public bool Encrypted;
            [BinaryBitField(2, Order = BitOrder.LowBitFirst)] public byte CompressionOption;
            [BinaryBitField(1, Order = BitOrder.LowBitFirst)] public bool DataDescriptor;
            [BinaryBitField(7, Order = BitOrder.LowBitFirst)] public byte Reserved;
            [BinaryBitField(1, Order = BitOrder.LowBitFirst)] public bool Utf8Names;
            [BinaryBitField(4, Order = BitOrder.LowBitFirst)] public byte Unused;
            public ushort Method;
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian), BinaryConstant(0x55, 0xAA, After = true)]
        public partial class BootSector
        {
            [BinaryFixedLength(6)] public byte[] Code = new byte[6];
            public uint Signature;
        }

        [BinarySerializable]
        public partial class SequencedScript
        {
            [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryConstant(0xFF, 0xFF, 0xFF, 0xFF, After = true)] public byte[] Script = [];
            public byte Next;
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class MySqlHeader
        {
            [BinaryBitField(24)] public uint PayloadLength;
            public byte Sequence;
            [BinaryLengthFrom(nameof(PayloadLength))] public byte[] Payload = [];
        }

        [BinarySerializable]
        public partial class Handshake24
        {
            public byte Kind;
            [BinaryBitField(4)] public byte High;
            [BinaryBitField(20)] public uint Length;
            [BinaryLengthFrom(nameof(Length))] public byte[] Body = [];
        }

        [BinarySerializable]
        public partial class WindowsText
        {
            [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryStringEncoding(StringEncoding.Utf16LittleEndian)] public string Wide = "";
            [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryStringEncoding(StringEncoding.Windows1252)] public string Western = "";
            [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16LittleEndian)] public string WideC = "";
        }

        [BinarySerializable]
        public partial class ImageHeader
        {
            [BinaryValid(AnyOf = [1, 2, 4, 8, 16])] public byte BitDepth = 8;
            [BinaryValid(Min = -5, Max = 5)] public short Level;
            [BinaryValid(Max = 1)] public byte Interlace;
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class PaddedChunk
        {
            [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)] public string Id = "abcd";
            public uint Size;
            [BinaryLengthFrom(nameof(Size)), BinaryPadTo(2)] public byte[] Data = [];
            [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryPadTo(4)] public string Name = "";
        }

        [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class HighFirstWord
        {
            [BinaryBitField(4)] public byte Top;
            [BinaryBitField(12)] public ushort Rest;
        }
        """;

    [Fact]
    public void Kaitai_reads_filled_flags_conditional_values_optional_trailing_members_scaled_bit_field_lengths_little_endian_bit_runs_and_trailing_constants()
        => Assert.Equal(13, KaitaiExportTests.Check(GeneratorHarness.Compilation(Source), seed: 43));

    /// <summary>
    /// The dissector reads IPv4 headers built from RFC 791 (Spanwire.Tests' Vectors/ipv4_vectors.jsonl) to their end
    /// (IHL × 4 bounds the options), and ZIP flags as Python's zipfile writes them (zip_flag_vectors.jsonl).
    /// </summary>
    [Theory]
    [InlineData("Ipv4Header", "450000281c464000400653dfc0a800010a000002", null)]
    [InlineData("Ipv4Header", "480000341c464000400645c7c0a800010a000002070b04000000000000000001", null)]
    [InlineData("ZipFlags", "08000800", "data_descriptor")]
    [InlineData("BootSector", "000000000000" + "3412ed5e" + "55aa", null)]
    [InlineData("SequencedScript", "025152" + "ffffffff" + "07", null)]
    [InlineData("MySqlHeader", "030000" + "00" + "0e0102", null)]
    [InlineData("Handshake24", "01" + "100002" + "abcd", null)]
    [InlineData("ImageHeader", "08" + "fffb" + "01", null)]
    [InlineData("PaddedChunk", "6e6f7465" + "03000000" + "010203" + "00" + "02" + "6869" + "00", null)]
    [InlineData("WindowsText", "0004" + "4100ac20" + "03" + "80e996" + "0001ac200000", null)]
    public void The_dissector_reads_scaled_lengths_and_little_endian_bit_runs(string type, string hex, string? setFlag)
    {
        string? json = TsharkTool.DissectChecked(LayoutCatalog.From(GeneratorHarness.Compilation(Source)), type, hex);
        if (json is not null && setFlag is not null)
        {
            // Bit 3 of the little-endian word is in its first byte (read big-endian, it would be bit 11): the tree shows it set.
            Assert.Matches($"\"test\\.zip_flags\\.{setFlag}\": \"1\"", json);
        }
    }

    /// <summary>
    /// Code page 437 in the dissector (Wireshark's ENC_CP437): ZIP's file names without the UTF-8 flag. Kaitai's
    /// JavaScript runtime decodes through TextDecoder, which has no IBM437, so only the dissector reads it here.
    /// </summary>
    [Fact]
    public void The_dissector_decodes_code_page_437()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation("""
            using Spanwire;
            namespace Export;
            [BinarySerializable]
            public partial class DosName { [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryStringEncoding(StringEncoding.Cp437)] public string Name = ""; }
            """));
        if (TsharkTool.DissectChecked(catalog, "DosName", "05" + "8090cdbb41") is { } json)
        {
            Assert.True(json.Contains("ÇÉ═╗A", StringComparison.Ordinal), json);
        }
    }
}
