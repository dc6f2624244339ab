namespace Spanwire.Tests.Types;

/// <summary>C strings in every encoding with a NUL terminator, then a number.</summary>
[BinarySerializable]
public partial class CStrings
{
    [BinaryNullTerminated] public string Utf8 { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Ascii)] public string Ascii { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Latin1)] public string Latin1 { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Utf16 { get; set; } = "";

    public int Tail { get; set; }
}

/// <summary>Java modified UTF-8 has no zero byte, so its C strings may hold U+0000; a presence byte allows null.</summary>
[BinarySerializable]
public partial class CStringOptions
{
    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string Java { get; set; } = "";

    [BinaryNullTerminated, BinaryPresenceByte] public string? Maybe { get; set; }
}
