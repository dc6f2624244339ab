using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using Spanwire;

namespace Spanwire.NetStandardTypes;

public enum Priority : byte
{
    Low,
    Normal,
    High,
}

/// <summary>A message declared in a netstandard2.0 library, read and written by a net10.0 test host.</summary>
[BinarySerializable]
public partial class LegacyMessage
{
    public int Id { get; set; }

    public string? Text { get; set; }

    public Guid Correlation { get; set; }

    public DateTime SentAt { get; set; }

    public Priority Priority { get; set; }

    public int[]? Samples { get; set; }

    public List<long>? Offsets { get; set; }

    public ImmutableArray<short> Codes { get; set; }

    public LegacyPoint? Origin { get; set; }

    public byte[]? Payload { get; set; }
}

[BinarySerializable]
public partial struct LegacyPoint
{
    public float X;
    public float Y;
}
