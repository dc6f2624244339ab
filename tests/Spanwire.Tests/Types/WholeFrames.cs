namespace Spanwire.Tests.Types;

/// <summary>
/// A framed union with each kind of case the whole-frame read treats apart: a constant-size class and struct case
/// (read in place), a variable one (read by a call of its own), in a frame that skips unknown trailing bytes, whose
/// one-byte size counts itself and two more, and no default case (an unknown tag is an error).
/// </summary>
[BinarySerializable]
[BinarySizePrefix(LengthPrefix.UInt8, IncludesPrefix = true, Adjust = 2, SkipUnknown = true)]
[BinaryUnionCase(1, typeof(SkipPing)), BinaryUnionCase(2, typeof(SkipPoint)), BinaryUnionCase(3, typeof(SkipNote))]
public abstract partial class SkipMessage
{
}

[BinarySerializable]
public sealed partial class SkipPing : SkipMessage
{
    public ushort Sequence { get; set; }
}

[BinarySerializable]
public partial record struct SkipPoint(short X, short Y);

[BinarySerializable]
public sealed partial class SkipNote : SkipMessage
{
    [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Text { get; set; } = "";
}
