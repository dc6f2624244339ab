using System;
using Spanwire;

namespace Spanwire.Tests.Types;

public enum SmallEnum : byte
{
    Zero,
    One,
    Max = 255,
}

public enum SignedEnum : short
{
    Negative = -2,
    Positive = 2,
}

[Flags]
public enum WideFlags : ulong
{
    None = 0,
    Low = 1,
    High = 1UL << 63,
}

/// <summary>Every fixed-size core type in one struct: the whole layout is one bounds-checked run.</summary>
[BinarySerializable]
public partial record struct AllScalars(
    bool Flag,
    byte U8,
    sbyte I8,
    short I16,
    ushort U16,
    int I32,
    uint U32,
    long I64,
    ulong U64,
    Int128 I128,
    UInt128 U128,
    Half F16,
    float F32,
    double F64,
    char Letter,
    Guid Id,
    DateTime When,
    DateTimeOffset WhenOffset,
    TimeSpan Duration,
    SmallEnum Small,
    SignedEnum Signed,
    WideFlags Flags);

[BinarySerializable]
public readonly partial struct Vector3
{
    public Vector3(float x, float y, float z)
    {
        X = x;
        Y = y;
        Z = z;
    }

    public float X { get; }

    public float Y { get; }

    public float Z { get; }
}

/// <summary>Undefined enum values are rejected on read; the [Flags] enum is exempt.</summary>
[BinarySerializable(RejectUndefinedEnums = true)]
public partial record struct CheckedEnums(TradeSide Side, WideFlags Flags, SmallEnum Small);
