// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>Lengths and counts held by another member (<see cref="BinaryLengthFromAttribute"/>).</summary>
public static partial class Wire
{
    /// <summary>The length to store in the binding member; throws when it is null or does not fit that member.</summary>
    public static long BindLength(long length, long maxValue, string typeName, string memberName, int offset)
    {
        if (length < 0)
        {
            ThrowInvalid(typeName, memberName, offset, "null has no length to store in the member that holds it.");
        }

        if (length > maxValue)
        {
            ThrowInvalid(typeName, memberName, offset, $"length {length} does not fit the member that holds it (at most {maxValue}).");
        }

        return length;
    }

    /// <summary>
    /// After a user's Fill method set the holders from <paramref name="length"/>: throws unless the user's computing method
    /// reads them back as it (<see cref="BinaryLengthFromAttribute.Fill"/>), so a pair that is not inverse never writes.
    /// </summary>
    public static void CheckFilledLength(long computed, long length, string computeMethod, string fillMethod, string typeName, string memberName, int offset)
    {
        if (computed != length)
        {
            ThrowInvalid(typeName, memberName, offset, $"{fillMethod} set the holders of length {length} to values {computeMethod} reads as {computed}.");
        }
    }

    /// <summary>
    /// A length the user's method computes from parameters alone (nothing in the value can be filled): the bytes written
    /// must be as many as it computes from the arguments passed, or they would read back differently.
    /// </summary>
    public static void CheckComputedLength(long computed, long length, string computeMethod, string typeName, string memberName, int offset)
    {
        if (computed != length)
        {
            ThrowInvalid(typeName, memberName, offset, $"it has {length} bytes, but {computeMethod} computes {computed} from the arguments passed.");
        }
    }

    /// <summary>
    /// The user's method (a length pair's Compute, a condition's method) failed on values just read, a division by a
    /// holder that reads 0 say: the data is invalid at that offset.
    /// </summary>
    public static BinarySerializationException UserMethodFailed(string typeName, string methodName, int offset, ArithmeticException exception)
        => BinarySerializationException.Create(typeName, methodName, offset, $"{methodName} cannot compute from the values read ({exception.Message}).");

    /// <summary>The value to store for a length counted in units of <paramref name="scale"/> bytes: (length + adjust) / scale; throws when it is null, not whole units, or does not fit.</summary>
    public static long BindScaledLength(long length, int adjust, int scale, long maxValue, string typeName, string memberName, int offset)
    {
        if (length < 0)
        {
            ThrowInvalid(typeName, memberName, offset, "null has no length to store in the member that holds it.");
        }

        long adjusted = length + adjust;
        if (adjusted % scale != 0)
        {
            ThrowInvalid(typeName, memberName, offset, $"length {length} is not a whole number of the {scale}-byte units the member that holds it counts.");
        }

        return BindLength(adjusted / scale, maxValue, typeName, memberName, offset);
    }

    /// <summary>
    /// The exponent a holder stores for <paramref name="length"/> (<see cref="BinaryLengthFromAttribute.Shift"/>): n where
    /// length + adjust is scale &lt;&lt; n; anything else has no exponent and is a write error.
    /// </summary>
    public static long BindShiftedLength(long length, int adjust, int scale, long maxValue, string typeName, string memberName, int offset)
    {
        long units = length < 0 ? -1 : (length + adjust) / scale;
        if (units <= 0 || (length + adjust) % scale != 0 || (units & (units - 1)) != 0)
        {
            ThrowInvalid(typeName, memberName, offset, $"length {length} is not {scale} << n{(adjust != 0 ? $" less {adjust}" : string.Empty)}, as the member that holds n needs.");
        }

        long exponent = 0;
        while ((units >>= 1) != 0)
        {
            exponent++;
        }

        return BindLength(exponent, maxValue, typeName, memberName, offset);
    }

    /// <summary>The length a shift holder gives on read: scale &lt;&lt; held, or more than any data for a shift past 62 bits.</summary>
    public static long ShiftLength(long held, int scale) => held is < 0 or > 61 ? long.MaxValue : (long)scale << (int)held;

    /// <summary>The UTF-8 byte count of a bound string (null when the string is null).</summary>
    public static int Utf8Length(string? value, string typeName, string memberName)
        => value is null ? NullLength : GetStringSize(value, typeName, memberName) - 4;

    /// <summary>A bound length read from its member: negative or past the data is invalid, not "more data needed".</summary>
    public static bool TryReadBoundLength(ReadOnlySpan<byte> source, int offset, ref BinaryReadState state, string typeName, string memberName, long length, int elementSize, out int count)
    {
        count = 0;
        if (length < 0 || length > int.MaxValue)
        {
            ThrowInvalid(typeName, memberName, offset, $"the bound length {length} is out of range.");
        }

        count = (int)length;
        long needed = (long)count * Math.Max(elementSize, 1);
        int available = source.Length - offset;
        return needed <= available || state.Truncated(typeName, memberName, offset, needed, available);
    }

    /// <summary>Writes a string's UTF-8 bytes with no prefix; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteUnprefixedString(Span<byte> destination, int offset, string? value, string typeName, string memberName)
    {
        int length = Utf8Length(value, typeName, memberName);
        if (length < 0 || destination.Length - offset < length)
        {
            return length < 0 ? ThrowNullBound(typeName, memberName, offset) : NoRoom;
        }

        EncodeStrict(value.AsSpan(), destination.Slice(offset, length));
        return offset + length;
    }

    /// <summary>Writes bytes with no prefix; returns the offset after them, or <see cref="NoRoom"/>.</summary>
    public static int WriteUnprefixedBytes(Span<byte> destination, int offset, byte[]? value, string typeName, string memberName)
    {
        if (value is null)
        {
            return ThrowNullBound(typeName, memberName, offset);
        }

        if (destination.Length - offset < value.Length)
        {
            return NoRoom;
        }

        CopyBytes(value, destination, offset);
        return offset + value.Length;
    }

    /// <summary>The byte count of a bound string in <paramref name="encoding"/> (null when the string is null).</summary>
    public static int EncodedLength(string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
        => value is null ? NullLength : GetEncodedLength(value.AsSpan(), encoding, replace, typeName, memberName);

    /// <summary>Writes a string in <paramref name="encoding"/> with no prefix; returns the offset after it, or <see cref="NoRoom"/>.</summary>
    public static int WriteUnprefixedString(Span<byte> destination, int offset, string? value, StringEncoding encoding, bool replace, string typeName, string memberName)
    {
        int length = EncodedLength(value, encoding, replace, typeName, memberName);
        if (length < 0 || destination.Length - offset < length)
        {
            return length < 0 ? ThrowNullBound(typeName, memberName, offset) : NoRoom;
        }

        Encode(value.AsSpan(), destination.Slice(offset, length), encoding, replace);
        return offset + length;
    }

    /// <summary>The byte count of a part of a sum (<see cref="BinaryLengthOfAttribute"/>): a null part has none to add.</summary>
    public static long PartLength(int length, string typeName, string memberName)
        => length >= 0 ? length : throw BinarySerializationException.Create(typeName, memberName, -1, "null has no length to add to the member that holds the sum.");

    /// <summary>The bytes of ZigZag or plain LEB128 varints, for a byte count held by another member.</summary>
    public static int VarIntBytes(ReadOnlySpan<long> values, bool zigZag) => VarIntBytes(values, zigZag, VarIntFormat.Leb128);

    /// <summary>The bytes of ZigZag or plain varints in <paramref name="format"/> (SQLite's record header), for a byte count held by another member.</summary>
    public static int VarIntBytes(ReadOnlySpan<long> values, bool zigZag, VarIntFormat format)
    {
        long bytes = 0;
        foreach (long value in values)
        {
            bytes += VarUIntSize(zigZag ? ZigZagEncode(value) : unchecked((ulong)value), format);
        }

        return bytes > int.MaxValue ? int.MaxValue : (int)bytes;
    }

    public static int VarIntBytes(ReadOnlySpan<int> values, bool zigZag) => VarIntBytes(values, zigZag, VarIntFormat.Leb128);

    public static int VarIntBytes(ReadOnlySpan<int> values, bool zigZag, VarIntFormat format)
    {
        long bytes = 0;
        foreach (int value in values)
        {
            bytes += VarUIntSize(zigZag ? ZigZagEncode(value) : unchecked((uint)value), format);
        }

        return bytes > int.MaxValue ? int.MaxValue : (int)bytes;
    }

    /// <summary>After items bound by bytes: the last one must end exactly where the bytes do.</summary>
    public static void CheckBoundEnd(int offset, int end, string typeName, string memberName)
    {
        if (offset != end)
        {
            ThrowInvalid(typeName, memberName, offset, $"the items run {offset - end} byte(s) past the byte count their length member holds.");
        }
    }

    private static int ThrowNullBound(string typeName, string memberName, int offset)
    {
        ThrowInvalid(typeName, memberName, offset, "null cannot be written when another member holds the length.");
        return NoRoom;
    }

    /// <summary>
    /// The bytes of a list of generated values bound by bytes: their sizes summed, and a presence byte each when
    /// <paramref name="presence"/> (a null item is that byte alone); -1 for a null list.
    /// </summary>
    public static int ItemsSize<T>(System.Collections.Generic.IReadOnlyList<T?>? items, bool presence, string typeName, string memberName)
        where T : IBinarySerializable<T>
    {
        if (items is null)
        {
            return NullLength;
        }

        int size = 0;
        for (int i = 0; i < items.Count; i++)
        {
            T? item = items[i];
            size = AddSize(size, (presence ? 1L : 0L) + (item is null ? 0 : item.GetSerializedSize()), typeName, memberName);
        }

        return size;
    }
}
