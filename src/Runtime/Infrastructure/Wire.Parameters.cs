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

    /// <summary>
    /// A nullable member whose <c>[BinaryWhen]</c> reads a parameter, on write: it is written when it has a value, so
    /// the condition on the argument the enclosing value passes must say the same. Throws a write error otherwise.
    /// </summary>
    public static void CheckPresenceArgument(bool present, bool condition, long supplied, string typeName, string memberName, string parameterName)
    {
        if (present != condition)
        {
            ThrowPresenceMismatch(present, supplied, typeName, memberName, parameterName);
        }
    }

    /// <summary>
    /// A nullable member whose <c>[BinaryWhen]</c> names a method, on write: it is written when it has a value, so the
    /// method over the holders as written must say the same. Throws a write error otherwise.
    /// </summary>
    public static void CheckPresenceCondition(bool present, bool condition, string typeName, string memberName, string methodName)
    {
        if (present != condition)
        {
            ThrowConditionMismatch(present, typeName, memberName, methodName);
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void ThrowConditionMismatch(bool present, string typeName, string memberName, string methodName)
        => throw BinarySerializationException.Create(typeName, memberName, -1, present
            ? $"it has a value, but {methodName} is false for the members as written, so it would not be read back."
            : $"it has no value, but {methodName} is true for the members as written, so a reader would expect it.");

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void ThrowPresenceMismatch(bool present, long supplied, string typeName, string memberName, string parameterName)
        => throw BinarySerializationException.Create(typeName, memberName, -1, present
            ? $"it has a value, but its condition on the parameter '{parameterName}' is false for the {supplied} the enclosing value passes, so it would not be read back."
            : $"it has no value, but its condition on the parameter '{parameterName}' is true for the {supplied} the enclosing value passes, so a reader would expect it.");

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void ThrowArgumentMismatch(long needed, long supplied, string typeName, string parameterName)
        => throw BinarySerializationException.Create(typeName, parameterName, -1,
            $"the value needs {needed} in its parameter '{parameterName}', but the enclosing value passes {supplied}; its bytes would read back as another value.");
}
