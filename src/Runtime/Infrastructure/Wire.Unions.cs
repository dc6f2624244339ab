// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System.Diagnostics.CodeAnalysis;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>
    /// A default case that begins at the tag (<c>DefaultReadsTag</c>), just written: its bytes must start with a byte no
    /// other case claims at that length, or they would read back as that case. <paramref name="firstByte"/> is -1 when
    /// it wrote nothing, which reads back as no value at all.
    /// </summary>
    public static void CheckDefaultLead(int firstByte, int length, bool claimed, string typeName)
    {
        if (firstByte < 0 || claimed)
        {
            ThrowDefaultLead(firstByte, length, typeName);
        }
    }

    [DoesNotReturn]
    private static void ThrowDefaultLead(int firstByte, int length, string typeName)
        => throw BinarySerializationException.Create(typeName, "(case)", -1, firstByte < 0
            ? "the default case wrote no bytes: its first byte is the tag, so it would not read back."
            : $"the default case's {length} bytes begin with 0x{firstByte:X2}, which another case claims at that length: they would read back as that case.");
}
