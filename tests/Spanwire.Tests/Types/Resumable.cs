using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// Collections a resuming read (a non-seekable stream's, a pipe's) must tell apart and continue: two whose items start
/// at the same offset when the first is empty (counts taken from earlier members, no prefix between them), a list of
/// arrays of classes, an array of lists, a union list, and bytes after them all.
/// </summary>
[BinarySerializable]
public partial class ResumableMix
{
    public int FirstCount { get; set; }

    public int SecondCount { get; set; }

    [BinaryLengthFrom(nameof(FirstCount))] public List<Note?> First { get; set; } = [];

    [BinaryLengthFrom(nameof(SecondCount))] public List<Note?> Second { get; set; } = [];

    public List<Note?[]> Pages { get; set; } = [];

    public List<int>[] Columns { get; set; } = [];

    public List<Shape> Shapes { get; set; } = [];

    public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public partial class Note
{
    public int Id { get; set; }

    public string Text { get; set; } = "";
}

/// <summary>
/// Collections that end at a sentinel byte instead of a count, which a resuming read continues too: a list, an array of
/// them inside the items of a counted list, and an immutable array, with bytes after them.
/// </summary>
[BinarySerializable]
public partial class TerminatedMix
{
    [BinaryTerminated(0xFF)] public List<Note> Notes { get; set; } = [];

    public List<TerminatedPage> Pages { get; set; } = [];

    [BinaryTerminated(0xFF)] public System.Collections.Immutable.ImmutableArray<int> Ids { get; set; } = [];

    public byte[] Payload { get; set; } = [];
}

[BinarySerializable]
public partial class TerminatedPage
{
    public short Number { get; set; }

    [BinaryTerminated] public Note[] Lines { get; set; } = [];
}

/// <summary>A long C string and what follows it; only the parse-attempt count test reads it (its deserializer is swapped there).</summary>
[BinarySerializable]
public partial class LongCString
{
    [BinaryNullTerminated]
    public string Text { get; set; } = "";

    public int After { get; set; }
}

/// <summary>An item of the arrival tests: a number and a short text, 10 bytes each here.</summary>
[BinarySerializable]
public partial class ArrivalItem
{
    public int Id { get; set; }

    [BinaryLengthPrefix(LengthPrefix.UInt16)] public string Text { get; set; } = "";
}

[BinarySerializable]
public partial class TerminatedArrivals
{
    [BinaryTerminated(0xFF, 0xFF)] public List<ArrivalItem> Items { get; set; } = [];
}

[BinarySerializable]
public partial class CountedArrivals
{
    public List<ArrivalItem> Items { get; set; } = [];
}

[BinarySerializable]
public partial class ByteBoundArrivals
{
    public int Length { get; set; }

    [BinaryLengthFrom(nameof(Length), CountsBytes = true)] public List<ArrivalItem> Items { get; set; } = [];
}

[BinarySerializable]
public partial class FramedArrivals
{
    [BinarySizePrefix] public RemainderArrivals Body { get; set; } = new();
}

[BinarySerializable]
public partial class RemainderArrivals
{
    [BinaryRemainder] public List<ArrivalItem> Items { get; set; } = [];
}

/// <summary>Every kind of member a hostile input can claim a length for, for the failing-read allocation test.</summary>
[BinarySerializable]
public partial class HostileMix
{
    public string Utf8 { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Latin1)] public string Latin1 { get; set; } = "";

    [BinaryNullTerminated] public string CString { get; set; } = "";

    public byte[] Bytes { get; set; } = [];

    public int[] Ints { get; set; } = [];

    public List<ArrivalItem> Items { get; set; } = [];

    [BinarySizePrefix] public RemainderArrivals Framed { get; set; } = new();

    [BinaryChecksum(ChecksumAlgorithm.Crc32)] public byte[] Checked { get; set; } = [];

    [BinaryTerminated(0xFF)] public List<byte> Tail { get; set; } = [];
}
