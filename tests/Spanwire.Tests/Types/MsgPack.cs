using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// A MessagePack value (the msgpack specification, "Formats"), every format declared: the first byte is a prefix code.
/// The fix formats keep their payload in the byte's low bits (a fixint's value, a fixmap's count, a fixstr's length),
/// the others follow a whole tag byte. Counts and lengths are filled in on write; a value is written in the format it
/// was read with, so bytes read write back as they came.
/// </summary>
[BinarySerializable]
[BinaryUnionCase(0, typeof(MsgPackPositiveFixInt), TagBits = 1)]
[BinaryUnionCase(0b1000, typeof(MsgPackFixMap), TagBits = 4)]
[BinaryUnionCase(0b1001, typeof(MsgPackFixArray), TagBits = 4)]
[BinaryUnionCase(0b101, typeof(MsgPackFixStr), TagBits = 3)]
[BinaryUnionCase(0xC0, typeof(MsgPackNil))]
[BinaryUnionCase(0xC2, typeof(MsgPackFalse))]
[BinaryUnionCase(0xC3, typeof(MsgPackTrue))]
[BinaryUnionCase(0xC4, typeof(MsgPackBin8))]
[BinaryUnionCase(0xC5, typeof(MsgPackBin16))]
[BinaryUnionCase(0xC6, typeof(MsgPackBin32))]
[BinaryUnionCase(0xC7, typeof(MsgPackExt8))]
[BinaryUnionCase(0xC8, typeof(MsgPackExt16))]
[BinaryUnionCase(0xC9, typeof(MsgPackExt32))]
[BinaryUnionCase(0xCA, typeof(MsgPackFloat32))]
[BinaryUnionCase(0xCB, typeof(MsgPackFloat64))]
[BinaryUnionCase(0xCC, typeof(MsgPackUInt8))]
[BinaryUnionCase(0xCD, typeof(MsgPackUInt16))]
[BinaryUnionCase(0xCE, typeof(MsgPackUInt32))]
[BinaryUnionCase(0xCF, typeof(MsgPackUInt64))]
[BinaryUnionCase(0xD0, typeof(MsgPackInt8))]
[BinaryUnionCase(0xD1, typeof(MsgPackInt16))]
[BinaryUnionCase(0xD2, typeof(MsgPackInt32))]
[BinaryUnionCase(0xD3, typeof(MsgPackInt64))]
[BinaryUnionCase(0xD4, typeof(MsgPackFixExt1))]
[BinaryUnionCase(0xD5, typeof(MsgPackFixExt2))]
[BinaryUnionCase(0xD6, typeof(MsgPackFixExt4))]
[BinaryUnionCase(0xD7, typeof(MsgPackFixExt8))]
[BinaryUnionCase(0xD8, typeof(MsgPackFixExt16))]
[BinaryUnionCase(0xD9, typeof(MsgPackStr8))]
[BinaryUnionCase(0xDA, typeof(MsgPackStr16))]
[BinaryUnionCase(0xDB, typeof(MsgPackStr32))]
[BinaryUnionCase(0xDC, typeof(MsgPackArray16))]
[BinaryUnionCase(0xDD, typeof(MsgPackArray32))]
[BinaryUnionCase(0xDE, typeof(MsgPackMap16))]
[BinaryUnionCase(0xDF, typeof(MsgPackMap32))]
[BinaryUnionCase(0b111, typeof(MsgPackNegativeFixInt), TagBits = 3)]
public abstract partial class MsgPackValue
{
}

/// <summary>A map entry: a key, then its value.</summary>
[BinarySerializable]
public partial class MsgPackEntry
{
    public MsgPackValue Key = new MsgPackNil();
    public MsgPackValue Value = new MsgPackNil();
}

/// <summary>0xxxxxxx: 0 to 127.</summary>
[BinarySerializable]
public sealed partial class MsgPackPositiveFixInt : MsgPackValue
{
    [BinaryBitField(7)] public byte Value;
}

/// <summary>111xxxxx: -32 to -1, the low five bits plus -32.</summary>
[BinarySerializable]
public sealed partial class MsgPackNegativeFixInt : MsgPackValue
{
    [BinaryBitField(5)] public byte Low;

    public int Value => Low - 32;
}

/// <summary>1000xxxx: a map of up to 15 entries.</summary>
[BinarySerializable]
public sealed partial class MsgPackFixMap : MsgPackValue
{
    [BinaryBitField(4)] public byte Count;
    [BinaryLengthFrom(nameof(Count))] public List<MsgPackEntry> Entries = [];
}

/// <summary>1001xxxx: an array of up to 15 values.</summary>
[BinarySerializable]
public sealed partial class MsgPackFixArray : MsgPackValue
{
    [BinaryBitField(4)] public byte Count;
    [BinaryLengthFrom(nameof(Count))] public List<MsgPackValue> Items = [];
}

/// <summary>101xxxxx: UTF-8 text of up to 31 bytes.</summary>
[BinarySerializable]
public sealed partial class MsgPackFixStr : MsgPackValue
{
    [BinaryBitField(5)] public byte Length;
    [BinaryLengthFrom(nameof(Length))] public string Text = "";
}

/// <summary>0xC0.</summary>
[BinarySerializable]
public sealed partial class MsgPackNil : MsgPackValue
{
}

/// <summary>0xC2.</summary>
[BinarySerializable]
public sealed partial class MsgPackFalse : MsgPackValue
{
}

/// <summary>0xC3.</summary>
[BinarySerializable]
public sealed partial class MsgPackTrue : MsgPackValue
{
}

[BinarySerializable]
public sealed partial class MsgPackBin8 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)] public byte[] Data = [];
}

[BinarySerializable]
public sealed partial class MsgPackBin16 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)] public byte[] Data = [];
}

[BinarySerializable]
public sealed partial class MsgPackBin32 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt32)] public byte[] Data = [];
}

/// <summary>An extension of up to 255 bytes: length, type, data.</summary>
[BinarySerializable]
public sealed partial class MsgPackExt8 : MsgPackValue
{
    public byte Length;
    public sbyte Type;
    [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
}

[BinarySerializable]
public sealed partial class MsgPackExt16 : MsgPackValue
{
    public ushort Length;
    public sbyte Type;
    [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
}

[BinarySerializable]
public sealed partial class MsgPackExt32 : MsgPackValue
{
    public uint Length;
    public sbyte Type;
    [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
}

[BinarySerializable]
public sealed partial class MsgPackFloat32 : MsgPackValue
{
    public float Value;
}

[BinarySerializable]
public sealed partial class MsgPackFloat64 : MsgPackValue
{
    public double Value;
}

[BinarySerializable]
public sealed partial class MsgPackUInt8 : MsgPackValue
{
    public byte Value;
}

[BinarySerializable]
public sealed partial class MsgPackUInt16 : MsgPackValue
{
    public ushort Value;
}

[BinarySerializable]
public sealed partial class MsgPackUInt32 : MsgPackValue
{
    public uint Value;
}

[BinarySerializable]
public sealed partial class MsgPackUInt64 : MsgPackValue
{
    public ulong Value;
}

[BinarySerializable]
public sealed partial class MsgPackInt8 : MsgPackValue
{
    public sbyte Value;
}

[BinarySerializable]
public sealed partial class MsgPackInt16 : MsgPackValue
{
    public short Value;
}

[BinarySerializable]
public sealed partial class MsgPackInt32 : MsgPackValue
{
    public int Value;
}

[BinarySerializable]
public sealed partial class MsgPackInt64 : MsgPackValue
{
    public long Value;
}

/// <summary>An extension of exactly 1 byte: its type, then its data.</summary>
[BinarySerializable]
public sealed partial class MsgPackFixExt1 : MsgPackValue
{
    public sbyte Type;
    [BinaryFixedLength(1)] public byte[] Data = new byte[1];
}

[BinarySerializable]
public sealed partial class MsgPackFixExt2 : MsgPackValue
{
    public sbyte Type;
    [BinaryFixedLength(2)] public byte[] Data = new byte[2];
}

[BinarySerializable]
public sealed partial class MsgPackFixExt4 : MsgPackValue
{
    public sbyte Type;
    [BinaryFixedLength(4)] public byte[] Data = new byte[4];
}

[BinarySerializable]
public sealed partial class MsgPackFixExt8 : MsgPackValue
{
    public sbyte Type;
    [BinaryFixedLength(8)] public byte[] Data = new byte[8];
}

[BinarySerializable]
public sealed partial class MsgPackFixExt16 : MsgPackValue
{
    public sbyte Type;
    [BinaryFixedLength(16)] public byte[] Data = new byte[16];
}

[BinarySerializable]
public sealed partial class MsgPackStr8 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Text = "";
}

[BinarySerializable]
public sealed partial class MsgPackStr16 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)] public string Text = "";
}

[BinarySerializable]
public sealed partial class MsgPackStr32 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt32)] public string Text = "";
}

[BinarySerializable]
public sealed partial class MsgPackArray16 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)] public List<MsgPackValue> Items = [];
}

[BinarySerializable]
public sealed partial class MsgPackArray32 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt32)] public List<MsgPackValue> Items = [];
}

[BinarySerializable]
public sealed partial class MsgPackMap16 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)] public List<MsgPackEntry> Entries = [];
}

[BinarySerializable]
public sealed partial class MsgPackMap32 : MsgPackValue
{
    [BinaryLengthPrefix(LengthPrefix.UInt32)] public List<MsgPackEntry> Entries = [];
}
