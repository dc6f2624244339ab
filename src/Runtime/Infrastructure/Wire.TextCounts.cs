using System;
using System.Runtime.CompilerServices;

namespace Spanwire.Infrastructure;

/// <summary>
/// A write in chunks counts a long string's UTF-8 bytes twice: sizing the message (which picks the path), then for the
/// string's prefix, ahead of its bytes. Strings never change, so while a stream or pipe write is counting on this thread
/// the second count is a lookup. The counts (and the strings they hold) are dropped when the write leaves.
/// </summary>
public static partial class Wire
{
    /// <summary>Shorter strings are counted again: a lookup would cost about what the vectorized count does.</summary>
    private const int LongText = 16 * 1024;

    private const int RememberedTexts = 4;

    [ThreadStatic]
    private static bool t_rememberTextCounts;

    [ThreadStatic]
    private static TextCount[]? t_textCounts;

    [ThreadStatic]
    private static int t_nextTextCount;

    private struct TextCount
    {
        public string? Text;
        public int Bytes;
    }

    /// <summary>Starts remembering long strings' counts on this thread; returns whether it was already on (nested writes).</summary>
    internal static bool RememberTextCounts()
    {
        bool previous = t_rememberTextCounts;
        t_rememberTextCounts = true;
        return previous;
    }

    /// <summary>Restores the state <see cref="RememberTextCounts"/> returned; leaving the outermost write drops the counts.</summary>
    internal static void ForgetTextCounts(bool previous)
    {
        t_rememberTextCounts = previous;
        if (!previous && t_textCounts is { } counts)
        {
            Array.Clear(counts, 0, counts.Length);
        }
    }

    /// <summary>The strict UTF-8 byte count of <paramref name="value"/>; throws <see cref="System.Text.EncoderFallbackException"/> on an unpaired surrogate.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int CountUtf8(string value)
        => value.Length < LongText || !t_rememberTextCounts ? StrictUtf8.GetByteCount(value) : CountLongUtf8(value);

    private static int CountLongUtf8(string value)
    {
        TextCount[] counts = t_textCounts ??= new TextCount[RememberedTexts];
        foreach (TextCount count in counts)
        {
            if (ReferenceEquals(count.Text, value))
            {
                return count.Bytes;
            }
        }

        int bytes = StrictUtf8.GetByteCount(value);
        counts[t_nextTextCount] = new TextCount { Text = value, Bytes = bytes };
        t_nextTextCount = (t_nextTextCount + 1) % RememberedTexts;
        return bytes;
    }
}
