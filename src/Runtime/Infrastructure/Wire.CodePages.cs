// Members are self-describing primitives for generated code; the class summary documents the contract.
#pragma warning disable CS1591

using System;

namespace Spanwire.Infrastructure;

/// <summary>
/// The single-byte code pages of <see cref="StringEncoding"/>: bytes 0x00-0x7F are ASCII, and each of 0x80-0xFF is the
/// character its table gives (U+FFFF where the code page defines none). Tables from Python's cp1252 and cp437 codecs.
/// </summary>
public static partial class Wire
{
    private const string Windows1252High = "\u20AC\uFFFF\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFF\u017D\uFFFF\uFFFF\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFF\u017E\u0178\u00A0\u00A1\u00A2\u00A3\u00A4\u00A5\u00A6\u00A7\u00A8\u00A9\u00AA\u00AB\u00AC\u00AD\u00AE\u00AF\u00B0\u00B1\u00B2\u00B3\u00B4\u00B5\u00B6\u00B7\u00B8\u00B9\u00BA\u00BB\u00BC\u00BD\u00BE\u00BF\u00C0\u00C1\u00C2\u00C3\u00C4\u00C5\u00C6\u00C7\u00C8\u00C9\u00CA\u00CB\u00CC\u00CD\u00CE\u00CF\u00D0\u00D1\u00D2\u00D3\u00D4\u00D5\u00D6\u00D7\u00D8\u00D9\u00DA\u00DB\u00DC\u00DD\u00DE\u00DF\u00E0\u00E1\u00E2\u00E3\u00E4\u00E5\u00E6\u00E7\u00E8\u00E9\u00EA\u00EB\u00EC\u00ED\u00EE\u00EF\u00F0\u00F1\u00F2\u00F3\u00F4\u00F5\u00F6\u00F7\u00F8\u00F9\u00FA\u00FB\u00FC\u00FD\u00FE\u00FF";

    private const string Cp437High = "\u00C7\u00FC\u00E9\u00E2\u00E4\u00E0\u00E5\u00E7\u00EA\u00EB\u00E8\u00EF\u00EE\u00EC\u00C4\u00C5\u00C9\u00E6\u00C6\u00F4\u00F6\u00F2\u00FB\u00F9\u00FF\u00D6\u00DC\u00A2\u00A3\u00A5\u20A7\u0192\u00E1\u00ED\u00F3\u00FA\u00F1\u00D1\u00AA\u00BA\u00BF\u2310\u00AC\u00BD\u00BC\u00A1\u00AB\u00BB\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255D\u255C\u255B\u2510\u2514\u2534\u252C\u251C\u2500\u253C\u255E\u255F\u255A\u2554\u2569\u2566\u2560\u2550\u256C\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256B\u256A\u2518\u250C\u2588\u2584\u258C\u2590\u2580\u03B1\u00DF\u0393\u03C0\u03A3\u03C3\u00B5\u03C4\u03A6\u0398\u03A9\u03B4\u221E\u03C6\u03B5\u2229\u2261\u00B1\u2265\u2264\u2320\u2321\u00F7\u2248\u00B0\u2219\u00B7\u221A\u207F\u00B2\u25A0\u00A0";

    private static bool IsCodePage(StringEncoding encoding) => encoding is StringEncoding.Windows1252 or StringEncoding.Cp437;

    private static string HighHalf(StringEncoding encoding) => encoding == StringEncoding.Cp437 ? Cp437High : Windows1252High;

    /// <summary>The byte <paramref name="c"/> is in the code page, or -1 when it has none.</summary>
    private static int CodePageByte(char c, StringEncoding encoding)
    {
        if (c < 0x80)
        {
            return c;
        }

        int index = c == '\uFFFF' ? -1 : HighHalf(encoding).IndexOf(c);
        return index < 0 ? -1 : 0x80 + index;
    }

    /// <summary>Each byte's character; a byte the code page leaves undefined throws at its offset, or becomes U+FFFD.</summary>
    private static int DecodeCodePage(ReadOnlySpan<byte> source, Span<char> chars, StringEncoding encoding, bool replace, string typeName, string memberName, int offset)
    {
        string high = HighHalf(encoding);
        for (int i = 0; i < source.Length; i++)
        {
            byte b = source[i];
            char c = b < 0x80 ? (char)b : high[b - 0x80];
            if (c == '\uFFFF')
            {
                if (!replace)
                {
                    ThrowInvalid(typeName, memberName, offset + i, $"byte 0x{b:X2} has no character in {encoding}.");
                }

                c = '\uFFFD';
            }

            chars[i] = c;
        }

        return source.Length;
    }
}
