using System;
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire;

/// <summary>
/// Reads values of <typeparamref name="T"/> for <see cref="BinarySerializer"/>. The generator emits one per type
/// and registers it with a module initializer; see <see cref="BinaryDeserializerRegistry"/>.
/// </summary>
/// <typeparam name="T">The type read.</typeparam>
public interface IBinaryDeserializer<T>
{
    /// <summary>
    /// Reads one value at <paramref name="offset"/> and advances it. Returns <see langword="false"/> when the
    /// source ends early (details in <paramref name="state"/>); throws <see cref="BinarySerializationException"/> on invalid data.
    /// </summary>
    bool TryRead(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, [MaybeNullWhen(false)] out T value);
}

/// <summary>
/// Reads consecutive values into a span in one call, so a block of records costs one interface call rather than one
/// per record. Generated deserializers implement it; <see cref="BinarySerializer.DeserializeMany{T}"/> uses it.
/// </summary>
/// <typeparam name="T">The type read.</typeparam>
public interface IBinaryBlockDeserializer<T> : IBinaryDeserializer<T>
{
    /// <summary>
    /// Reads values at <paramref name="offset"/> into <paramref name="destination"/> until either ends, or a value is
    /// incomplete (then <paramref name="offset"/> is where it began). Returns how many were read.
    /// </summary>
    int ReadMany(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, Span<T> destination);
}

/// <summary>Holds the <see cref="IBinaryDeserializer{T}"/> used for each type by <see cref="BinarySerializer"/>.</summary>
public static class BinaryDeserializerRegistry
{
    /// <summary>
    /// Registers the deserializer for <typeparamref name="T"/>. Generated code calls this from a module initializer;
    /// call it yourself only for a type the initializer cannot reach (one nested inside a private type).
    /// </summary>
    public static void Register<T>(IBinaryDeserializer<T> deserializer)
        => Cache<T>.Instance = deserializer ?? throw new ArgumentNullException(nameof(deserializer));

    /// <summary>Returns the registered deserializer, or <see langword="null"/>.</summary>
    [EditorBrowsable(EditorBrowsableState.Advanced)]
    public static IBinaryDeserializer<T>? Find<T>() => Cache<T>.Instance;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static IBinaryDeserializer<T> Get<T>() => Cache<T>.Instance ?? ThrowNotRegistered<T>();

    [DoesNotReturn]
    private static IBinaryDeserializer<T> ThrowNotRegistered<T>()
        => throw new InvalidOperationException(
            $"No Spanwire deserializer is registered for '{typeof(T).FullName}'. Mark the type [BinarySerializable], " +
            "or, if it is nested inside a private type, call BinaryDeserializerRegistry.Register with its generated deserializer.");

    private static class Cache<T>
    {
        public static IBinaryDeserializer<T>? Instance;
    }
}
