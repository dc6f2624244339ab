using System;
using System.ComponentModel;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Spanwire.Infrastructure;

/// <summary>
/// Where code generated with the MSBuild property <c>SpanwireReadTrace=true</c> reports each value and member it
/// reads, as positions in the input a listener registered. <c>spanwire inspect</c> builds the project that way, in an
/// output folder of its own, to show each member's offset and size; ordinary builds emit no call to it.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class ReadTrace
{
    /// <summary>The listener's <c>kind</c> for a value whose read starts; <c>start</c> and <c>end</c> are both its offset.</summary>
    public const int ValueBegins = 0;

    /// <summary>The listener's <c>kind</c> for a member read from <c>start</c> up to <c>end</c>.</summary>
    public const int MemberRead = 1;

    /// <summary>The listener's <c>kind</c> for a value read whole, ending at <c>end</c>.</summary>
    public const int ValueEnds = 2;

    [ThreadStatic]
    private static byte[]? t_input;

    [ThreadStatic]
    private static Action<int, string, string?, long, long>? t_listener;

    /// <summary>
    /// Reports this thread's reads to <paramref name="listener"/> as (kind, type, member, start, end), offsets counted
    /// from the start of <paramref name="input"/> (which must stay where it is: allocate it pinned), or -1 for bytes
    /// that are not in it (a decompressed copy).
    /// </summary>
    public static void Start(byte[] input, Action<int, string, string?, long, long> listener)
    {
        t_input = input ?? throw new ArgumentNullException(nameof(input));
        t_listener = listener ?? throw new ArgumentNullException(nameof(listener));
    }

    /// <summary>Stops reporting this thread's reads.</summary>
    public static void Stop()
    {
        t_input = null;
        t_listener = null;
    }

    /// <summary>A value of <paramref name="type"/> starts at <paramref name="offset"/> in <paramref name="source"/>.</summary>
    public static void Begin(string type, ReadOnlySpan<byte> source, int offset)
        => Report(ValueBegins, type, null, source, offset, offset);

    /// <summary>The member was read from <paramref name="start"/> up to <paramref name="end"/> in <paramref name="source"/>.</summary>
    public static void Member(string type, string member, ReadOnlySpan<byte> source, int start, int end)
        => Report(MemberRead, type, member, source, start, end);

    /// <summary>The value of <paramref name="type"/> was read whole, up to <paramref name="offset"/> in <paramref name="source"/>.</summary>
    public static void End(string type, ReadOnlySpan<byte> source, int offset)
        => Report(ValueEnds, type, null, source, offset, offset);

    private static void Report(int kind, string type, string? member, ReadOnlySpan<byte> source, int start, int end)
    {
        if (t_listener is not { } listener || t_input is not { } input)
        {
            return;
        }

        long origin = InputOffset(input, source);
        bool inside = origin >= 0 && origin + source.Length <= input.Length;
        listener(kind, type, member, inside ? origin + start : -1, inside ? origin + end : -1);
    }

    /// <summary>Where <paramref name="source"/> starts in <paramref name="input"/>: the distance between the two references (input is pinned).</summary>
    private static long InputOffset(byte[] input, ReadOnlySpan<byte> source)
        => (long)Unsafe.ByteOffset(ref MemoryMarshal.GetReference(input.AsSpan()), ref MemoryMarshal.GetReference(source));
}
