// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>Throws the exception for a value that is present but not valid for its member.</summary>
    [DoesNotReturn]
    public static void ThrowInvalid(string typeName, string memberName, int offset, string problem)
        => throw BinarySerializationException.Create(typeName, memberName, offset, problem);

    /// <summary>A value of a class derived from a union that no case names: it has no tag to write.</summary>
    public static int ThrowNotACase(object value, string unionName, int offset)
        => throw BinarySerializationException.Create(unionName, "(case)", offset, $"{value.GetType()} is not a case of {unionName}.");

    /// <summary>
    /// The exception for a fixed-size value whose data ends early, built on the cold path by reading again through the
    /// type's deserializer, which records the member the data ends in.
    /// </summary>
    public static BinarySerializationException Truncation<T>(ReadOnlySpan<byte> source, IBinaryDeserializer<T> deserializer)
    {
        var state = BinaryReadState.Default;
        int offset = 0;
        deserializer.TryRead(source, ref offset, ref state, out _);
        return state.ToTruncationException();
    }

    // Each message is built in its own throw helper: an interpolated string in a reader costs it a zeroed frame slot
    // (the handler holds references) even when nothing fails, and inlined readers pass that cost to generated code.
    // Every helper's IL ends in `throw` and stays short: that is how the JIT and ILC see that a call never returns, so
    // the caller keeps no value alive across it (a helper that calls ThrowInvalid and returns makes the caller spill
    // and reload around the call on the hot path).
    [DoesNotReturn]
    internal static void ThrowInvalidBoolean(string typeName, string memberName, int offset, byte raw)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"a boolean must be 0 or 1, found 0x{raw:X2}.");

    [DoesNotReturn]
    internal static void ThrowNegativeLength(string typeName, string memberName, int offset, int length)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"length prefix {length} is negative.");

    [DoesNotReturn]
    internal static void ThrowLengthOutOfRange(string typeName, string memberName, int offset, long length)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"length prefix {length} is out of range.");

    /// <summary>Throws for a bit field's value wider than its bits; signed values are shown with their sign.</summary>
    [DoesNotReturn]
    public static void ThrowBitFieldOverflow(string typeName, string memberName, int offset, ulong bits, bool isSigned, int width)
        => throw BinarySerializationException.Create(typeName, memberName, offset, BitFieldOverflowProblem(bits, isSigned, width));

    /// <summary>Throws for a union case read alone whose tag bits (beside its bit fields) name another case.</summary>
    [DoesNotReturn]
    public static void ThrowWrongTagBits(string typeName, string memberName, int offset, uint found, long expected)
        => throw BinarySerializationException.Create(typeName, memberName, offset,
            $"the union tag in this byte's top bits is {found.ToString(CultureInfo.InvariantCulture)}, not this case's {expected.ToString(CultureInfo.InvariantCulture)}.");

    private static string BitFieldOverflowProblem(ulong bits, bool isSigned, int width)
        => $"{(isSigned ? ((long)bits).ToString(CultureInfo.InvariantCulture) : bits.ToString(CultureInfo.InvariantCulture))} does not fit {width} bits.";

    /// <summary>Throws for an enum value that is none of its type's named values.</summary>
    [DoesNotReturn]
    public static void ThrowUndefinedValue<TEnum>(string typeName, string memberName, int offset, TEnum value)
        where TEnum : struct, Enum
        => throw BinarySerializationException.Create(typeName, memberName, offset, UndefinedValueProblem(value));

    private static string UndefinedValueProblem<TEnum>(TEnum value)
        where TEnum : struct, Enum
        => $"{value} is not a defined {typeof(TEnum).FullName?.Replace('+', '.')} value.";

    /// <summary>Throws for a read that found no value of the member's type (a bad presence byte, say).</summary>
    [DoesNotReturn]
    public static void ThrowInvalidPresence(string typeName, string memberName, int offset, byte value)
        => throw BinarySerializationException.Create(typeName, memberName, offset, $"a presence byte must be 0 or 1, found 0x{value:X2}.");

    /// <summary>Throws the exception a throwing <c>Write</c> reports when the destination is too short.</summary>
    [DoesNotReturn]
    public static void ThrowDestinationTooShort(string typeName, int needed, int available)
        => throw DestinationTooShort(typeName, needed, available);

    private static BinarySerializationException DestinationTooShort(string typeName, int needed, int available)
        => new(
            needed > available
                ? $"{typeName}: the destination holds {available} byte(s) but the value needs {needed} ({needed - available} more)."
                : $"{typeName}: the write ran past the {needed} byte(s) GetSerializedSize() reported, in a destination of {available}: "
                    + "the value changed during the write, or the size and write of a member type disagree.",
            typeName, null, available);

    /// <summary>Adds a member's bytes to a running size; a total past 2 GiB (which no span or array can hold) throws naming the member.</summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
    public static int AddSize(int size, long bytes, string typeName, string memberName)
    {
        long total = size + bytes;
        if ((ulong)total > int.MaxValue)
        {
            throw TooLarge(typeName, memberName);
        }

        return (int)total;
    }

    /// <summary>The exception for a value over 2 GiB: its size does not fit an <c>int</c>, nor any span.</summary>
    public static BinarySerializationException TooLarge(string typeName, string memberName)
        => BinarySerializationException.Create(typeName, memberName, -1, "the serialized value would be larger than 2 GiB, the most a span or array can hold.");

    /// <summary>A default case's tag, checked to fit the union's tag width before it is written.</summary>
    /// <summary>A <c>[BinaryValid]</c> range: a value outside it is invalid data on read, a write error on write.</summary>
    public static void CheckValid(long value, long min, long max, string typeName, string memberName, int offset)
    {
        if (value < min || value > max)
        {
            ThrowInvalid(typeName, memberName, offset, $"{value} is outside the values allowed, {min} to {max}.");
        }
    }

    /// <summary>A value that is none of a <c>[BinaryValid(AnyOf = ...)]</c> list.</summary>
    public static void ThrowNotOneOf(string typeName, string memberName, int offset, long value, string allowed)
        => ThrowInvalid(typeName, memberName, offset, $"{value} is not one of the values allowed: {allowed}.");

    public static long CheckTag(long tag, long min, long max, string typeName)
    {
        if (tag < min || tag > max)
        {
            ThrowInvalid(typeName, "(tag)", -1, $"the default case's tag {tag} does not fit the union's tag ({min} to {max}).");
        }

        return tag;
    }

    /// <summary>Throws for a union tag that names no case, showing it as hex (and as a character where it is one).</summary>
    [DoesNotReturn]
    public static void ThrowUnknownTag(string typeName, int offset, long tag, int tagBytes)
        => throw BinarySerializationException.Create(typeName, "(tag)", offset, UnknownTagProblem(tag, tagBytes));

    private static string UnknownTagProblem(long tag, int tagBytes)
    {
        string hex = "0x" + tag.ToString(tagBytes == 1 ? "X2" : tagBytes == 2 ? "X4" : "X8", CultureInfo.InvariantCulture);
        string character = tag is >= 0x20 and < 0x7F ? $" ('{(char)tag}')" : string.Empty;
        return $"unknown tag {hex}{character} ({tag}).";
    }
}
