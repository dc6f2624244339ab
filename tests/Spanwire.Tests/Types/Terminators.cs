using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// PostgreSQL binary COPY's tuples: an int16 field count, then per field an int32 length (-1 for NULL) and the bytes;
/// the list ends with the int16 -1 trailer, a terminator of two bytes.
/// </summary>
[BinarySerializable]
public partial class CopyRows
{
    [BinaryTerminated(0xFF, 0xFF)]
    public List<CopyRow> Rows { get; set; } = [];
}

[BinarySerializable]
public partial class CopyRow
{
    [BinaryLengthPrefix(LengthPrefix.Int16)]
    public List<byte[]?> Fields { get; set; } = [];
}

/// <summary>int16 codes ended by three zero bytes, then a member after the list.</summary>
[BinarySerializable]
public partial class TerminatedCodes
{
    [BinaryTerminated(0, 0, 0)]
    public List<short> Values { get; set; } = [];

    public int After { get; set; }
}

/// <summary>Fixed-size items until the int16 -1: written in chunks, each item checked as it is written.</summary>
[BinarySerializable]
public partial class TerminatedPoints
{
    [BinaryTerminated(0xFF, 0xFF)]
    public List<GridPoint> Points { get; set; } = [];

    public int After { get; set; }
}
