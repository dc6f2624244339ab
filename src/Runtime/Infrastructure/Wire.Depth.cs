// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>
/// The write-side nesting limit. Only types that can contain themselves (a tree, a list node) count levels, so a
/// cyclic graph (<c>node.Next = node</c>) or a hostile million-level chain throws instead of overflowing the stack.
/// </summary>
public static partial class Wire
{
    [ThreadStatic]
    private static int t_writeDepth;

    [ThreadStatic]
    private static int t_writeDepthLimit;

    /// <summary>Enters one level of a recursive type's size or write; throws past the limit (<see cref="BinarySerializerOptions.MaxDepth"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void EnterWrite(string typeName)
    {
        int limit = t_writeDepthLimit == 0 ? BinarySerializerOptions.DefaultMaxDepth : t_writeDepthLimit;
        if (++t_writeDepth > limit)
        {
            t_writeDepth--;
            ThrowWriteDepthExceeded(typeName, limit);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ExitWrite() => t_writeDepth--;

    /// <summary>Sets the limit for the writes on this thread until the returned previous limit is restored.</summary>
    internal static int SetWriteDepthLimit(int limit)
    {
        int previous = t_writeDepthLimit;
        t_writeDepthLimit = limit;
        return previous;
    }

    // Short and ending in `throw` (see Wire.Errors.cs): the JIT then knows the call does not return.
    [DoesNotReturn]
    private static void ThrowWriteDepthExceeded(string typeName, int limit)
        => throw WriteDepthExceeded(typeName, limit);

    private static BinarySerializationException WriteDepthExceeded(string typeName, int limit)
        => new(
            $"{typeName}: nesting depth exceeds the maximum of {limit} (BinarySerializerOptions.MaxDepth) on write; the value may contain itself (a cycle).",
            typeName, null, -1);

    /// <summary>
    /// Doubles an array being filled item by item, up to <paramref name="count"/>: a hostile count then costs memory
    /// only for the items that actually decode, while a valid one ends in an array of exactly <paramref name="count"/>.
    /// Returns the larger array rather than taking the reader's by reference, which would keep it out of a register.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static T[] Grow<T>(T[] array, int count)
    {
        Array.Resize(ref array, (int)Math.Min((long)array.Length * 2, count));
        return array;
    }

    /// <summary>
    /// Stores a class item into an array the generated reader made (exactly <c>T[]</c>) through a span: an array store
    /// checks the item against the array's element type in a helper call per item (about 3 ns of a three-column
    /// PostgreSQL row's read), where the span checks the array's type once, inlined, as a constant compare.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreItem<T>(T[] array, int index, T item) => new Span<T>(array)[index] = item;

    /// <summary>The capacity to start a collection of <paramref name="count"/> items read one by one with.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int InitialCapacity(int count) => Math.Min(count, 1024);
}
