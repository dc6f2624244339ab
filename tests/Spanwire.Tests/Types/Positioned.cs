using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>A file whose header points at its table (an offset plus a count), as ELF's points at its section headers.</summary>
[BinarySerializable]
public sealed partial class TableFile
{
    public ushort Version { get; set; }

    public uint TableOffset { get; set; }

    public ushort Count { get; set; }

    public string Title { get; set; } = "";

    [BinaryAt(nameof(TableOffset))]
    [BinaryLengthFrom(nameof(Count))]
    public List<TableEntry> Table { get; set; } = [];
}

[BinarySerializable]
public partial record struct TableEntry(uint Id, short Weight);

/// <summary>Two positioned members, the second reached through the first (which has one of its own).</summary>
[BinarySerializable]
public sealed partial class PartTree
{
    public uint NodeAt { get; set; }

    public uint NoteAt { get; set; }

    [BinaryAt(nameof(NodeAt))]
    public PartNode Node { get; set; } = new();

    [BinaryAt(nameof(NoteAt))]
    public string Note { get; set; } = "";
}

[BinarySerializable]
public sealed partial class PartNode
{
    public int Value { get; set; }

    public uint ChildAt { get; set; }

    [BinaryAt(nameof(ChildAt))]
    public PartLeaf Child { get; set; } = new();
}

[BinarySerializable]
public sealed partial class PartLeaf
{
    public long Payload { get; set; }
}

/// <summary>Offsets counted from the value's own start (a SQLite page's cell pointers), one of them conditional.</summary>
[BinarySerializable]
public sealed partial class Page
{
    public byte Kind { get; set; }

    public ushort CellAt { get; set; }

    public ushort ExtraAt { get; set; }

    [BinaryAt(nameof(CellAt), Origin = OffsetOrigin.Value)]
    public byte[] Cell { get; set; } = [];

    [BinaryWhen(nameof(Kind), Value = 5)]
    [BinaryAt(nameof(ExtraAt), Origin = OffsetOrigin.Value)]
    public uint Extra { get; set; }
}

/// <summary>A page whose cells sit where an array of pointers says, counted from the page's start (SQLite's b-tree pages).</summary>
[BinarySerializable]
public sealed partial class CellPage
{
    public byte Kind { get; set; }

    public ushort CellCount { get; set; }

    [BinaryLengthFrom(nameof(CellCount))]
    public ushort[] CellPointers { get; set; } = [];

    [BinaryAt(nameof(CellPointers), Origin = OffsetOrigin.Value)]
    public List<string> Cells { get; set; } = [];
}
