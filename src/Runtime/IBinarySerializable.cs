using System;
using System.Diagnostics.CodeAnalysis;

namespace Spanwire;

/// <summary>
/// Implemented by the generator on every <see cref="BinarySerializableAttribute"/> type.
/// Its shape is identical on every target framework, so a type compiled against the
/// <c>netstandard2.0</c> assembly loads unchanged in a modern application.
/// </summary>
/// <typeparam name="TSelf">The implementing type.</typeparam>
public interface IBinarySerializable<TSelf>
    where TSelf : IBinarySerializable<TSelf>
{
    /// <summary>Returns the exact number of bytes <see cref="Write"/> produces for this value.</summary>
    int GetSerializedSize();

    /// <summary>Writes the value; throws <see cref="BinarySerializationException"/> if <paramref name="destination"/> is too short.</summary>
    /// <returns>The number of bytes written.</returns>
    int Write(Span<byte> destination);

    /// <summary>Writes the value, or returns <see langword="false"/> if <paramref name="destination"/> is too short.</summary>
    bool TryWrite(Span<byte> destination, out int bytesWritten);
}

#if NET7_0_OR_GREATER
/// <summary>
/// Static read members of a generated type, for generic code on runtimes with static abstract
/// interface members. Types compiled for <c>netstandard2.0</c> reach the same code through
/// <see cref="BinarySerializer"/>, which resolves a registered <see cref="IBinaryDeserializer{T}"/>.
/// </summary>
/// <typeparam name="TSelf">The implementing type.</typeparam>
public interface IBinaryReadable<TSelf>
    where TSelf : IBinaryReadable<TSelf>
{
    /// <summary>Reads one value; throws <see cref="BinarySerializationException"/> on truncated or invalid data.</summary>
    static abstract TSelf Read(ReadOnlySpan<byte> source, out int bytesRead);

    /// <summary>
    /// Reads one value, or returns <see langword="false"/> if <paramref name="source"/> ends before the value does.
    /// Invalid data still throws <see cref="BinarySerializationException"/>.
    /// </summary>
    static abstract bool TryRead(ReadOnlySpan<byte> source, [MaybeNullWhen(false)] out TSelf value, out int bytesRead);
}
#endif
