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
