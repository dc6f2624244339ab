namespace Spanwire.Tests.Types;

/// <summary>One string in each of the encodings Windows formats and old archives use, behind a 16-bit byte count.</summary>
[BinarySerializable]
public partial class CodePageTexts
{
    [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryStringEncoding(StringEncoding.Utf16LittleEndian)]
    public string Utf16 { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryStringEncoding(StringEncoding.Windows1252)]
    public string Windows { get; set; } = "";

    [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryStringEncoding(StringEncoding.Cp437)]
    public string Dos { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16LittleEndian)]
    public string WideCString { get; set; } = "";
}
