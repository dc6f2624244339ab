using System;
using System.Collections.Generic;

namespace Spanwire.Tests;

/// <summary>A large export: every member kind that streams across chunks, and some that are written whole between them.</summary>
[BinarySerializable]
public sealed partial class BulkExport
{
    public int Id { get; set; }

    public string? Title { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public string Notes { get; set; } = "";

    public byte[]? Blob { get; set; }

    public ReadOnlyMemory<byte> Tail { get; set; }

    public int[] Samples { get; set; } = [];

    public List<ExportPoint> Points { get; set; } = [];

    public List<ExportRow?> Rows { get; set; } = [];

    [BinaryItemLengthPrefix(LengthPrefix.UInt16)]
    public List<string> Labels { get; set; } = [];

    public ExportRow? Summary { get; set; }

    public ExportEnvelope Envelope { get; set; }

    /// <summary>Written whole: a member larger than a small chunk makes the chunk grow to hold it.</summary>
    [BinaryFixedLength(600)]
    public string Code { get; set; } = "";

    public long Checksum { get; set; }
}

[BinarySerializable]
public sealed partial class ExportRow
{
    public long Key { get; set; }

    public string Name { get; set; } = "";

    public double[] Values { get; set; } = [];
}

[BinarySerializable]
public partial record struct ExportPoint(float X, float Y, float Z);

/// <summary>A struct holding a large body: it streams in a frame of its own on the cursor.</summary>
[BinarySerializable]
public partial struct ExportEnvelope
{
    public short Version { get; set; }

    public byte[] Body { get; set; }
}

/// <summary>Collections of collections of strings: an item's chunked writer declares item writers of its own.</summary>
[BinarySerializable]
public sealed partial class NestedGroups
{
    public List<string[]> Groups { get; set; } = [];

    public string[][] Tables { get; set; } = [];
}

public enum ChunkedKind : short
{
    None,
    Small,
    Large = 300,
}

/// <summary>
/// The item kinds the runtime's collection loops stream (numbers in either byte order and as enums, byte arrays,
/// strings and generated structs and classes, under prefixes other than the default), and the null collection.
/// </summary>
[BinarySerializable]
public sealed partial class ChunkedItemKinds
{
    [BinaryByteOrder(ByteOrder.LittleEndian)]
    public long[] LittleLongs { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.ZigZag)]
    public ChunkedKind[]? Kinds { get; set; }

    public byte[] Bytes { get; set; } = [];

    public List<byte[]?> Blobs { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.UInt16), BinaryItemLengthPrefix(LengthPrefix.UInt8)]
    public string[] ShortTexts { get; set; } = [];

    public System.Collections.Immutable.ImmutableArray<ExportEnvelope> Envelopes { get; set; } = [];

    public List<ExportRow?>? Rows { get; set; }
}

/// <summary>A COPY-like payload: a header, then rows to the end of the data (class items, each with a presence byte).</summary>
[BinarySerializable]
public sealed partial class RemainderRows
{
    public int Version { get; set; }

    [BinaryRemainder]
    public List<ExportRow?> Rows { get; set; } = [];
}

[BinarySerializable]
public sealed partial class RemainderNumbers
{
    [BinaryRemainder]
    public double[] Values { get; set; } = [];
}

/// <summary>Items the runtime has no writer for (varints): the emitted loop writes each whole, as many as fit.</summary>
[BinarySerializable]
public sealed partial class RemainderVarInts
{
    [BinaryRemainder, BinaryVarInt]
    public List<long> Values { get; set; } = [];
}
