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
        """;

    [Fact]
    public void Kaitai_reads_filled_flags_conditional_values_and_optional_trailing_members()
        => Assert.Equal(3, KaitaiExportTests.Check(GeneratorHarness.Compilation(Source), seed: 43));
}
