// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>
    /// A <c>[BinaryParameter]</c> on write: what the value needs there (its case's tag, its bound member's length) must
    /// be what the enclosing value passes, or the bytes would read back as another value. Throws a write error otherwise.
    /// </summary>
    public static void CheckArgument(long needed, long supplied, string typeName, string parameterName)
    {
        if (needed != supplied)
        {
            ThrowArgumentMismatch(needed, supplied, typeName, parameterName);
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void ThrowArgumentMismatch(long needed, long supplied, string typeName, string parameterName)
        => throw BinarySerializationException.Create(typeName, parameterName, -1,
            $"the value needs {needed} in its parameter '{parameterName}', but the enclosing value passes {supplied}; its bytes would read back as another value.");
}
