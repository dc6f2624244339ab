// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>Throws the exception for a value that is present but not valid for its member.</summary>
    [DoesNotReturn]
    public static void ThrowInvalid(string typeName, string memberName, int offset, string problem)
        => throw BinarySerializationException.Create(typeName, memberName, offset, problem);

    /// <summary>Throws for a read that found no value of the member's type (a bad presence byte, say).</summary>
    [DoesNotReturn]
    public static void ThrowInvalidPresence(string typeName, string memberName, int offset, byte value)
        => ThrowInvalid(typeName, memberName, offset, $"a presence byte must be 0 or 1, found 0x{value:X2}.");

    /// <summary>Throws the exception a throwing <c>Write</c> reports when the destination is too short.</summary>
    [DoesNotReturn]
    public static void ThrowDestinationTooShort(string typeName, int needed, int available)
        => throw new BinarySerializationException(
            $"{typeName}: the destination holds {available} byte(s) but the value needs {needed}.", typeName, null, available);
}
