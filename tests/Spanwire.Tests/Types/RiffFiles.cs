using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>A RIFF file: "RIFF", the size of what follows (a frame held by that member), the form type and its chunks.</summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian), BinaryConstant("RIFF")]
public partial class RiffWaveFile
{
    public uint Size { get; set; }

    [BinaryLengthFrom(nameof(Size))]
    public RiffWaveBody Body { get; set; } = new();
}

/// <summary>The form type ("WAVE") and the chunks to the end of the file's frame.</summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class RiffWaveBody
{
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)]
    public string Form { get; set; } = "WAVE";

    [BinaryRemainder]
    public List<RiffPaddedChunk> Chunks { get; set; } = [];
}

/// <summary>A chunk: id, size, data, and the pad byte after data of odd size ([BinaryPadTo(2)]), which the size leaves out.</summary>
[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class RiffPaddedChunk
{
    [BinaryFixedLength(4), BinaryStringEncoding(StringEncoding.Ascii)]
    public string Id { get; set; } = "";

    public uint Size { get; set; }

    [BinaryLengthFrom(nameof(Size)), BinaryPadTo(2)]
    public byte[] Data { get; set; } = [];
}
