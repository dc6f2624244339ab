namespace Spanwire.Tests.Types;

/// <summary>A little-endian type with a C string between numbers (issue 43: it was SPW0011).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class LittleEndianNamed
{
    public int Id;

    [BinaryNullTerminated]
    public string Name = "";

    public ushort Count;
}

/// <summary>A WAV 'fmt ' chunk body: PCM writers leave cbSize off (16 bytes), others write it (18).</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class WaveFormat
{
    public ushort FormatTag;
    public ushort Channels;
    public uint SampleRate;
    public uint ByteRate;
    public ushort BlockAlign;
    public ushort BitsPerSample;

    [BinaryTrailing]
    public ushort? ExtraSize;

    [BinaryTrailing]
    public ushort? ValidBits;
}

/// <summary>ZIP's general-purpose bit flag (APPNOTE 4.4.4) and method: little-endian words, flag bits numbered from the least significant.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
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

/// <summary>A little-endian 16-bit run from the top: the first field takes the high bits of the integer, which is the second byte.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class HighFirstWord
{
    [BinaryBitField(4)] public byte Top;
    [BinaryBitField(12)] public ushort Rest;
}
