using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>The drawing: the rows of boxed fields, centred names, borders; and how a union's tag is shown.</summary>
internal static partial class PacketDiagram
{
    /// <summary>A tag as a number, with its bytes as text where they are all printable (<c>83 ('S')</c>, <c>1229472850 ('IHDR')</c>), else in hex.</summary>
    private static string Tag(long tag, UnionTagWidth width)
    {
        int bytes = width switch { UnionTagWidth.UInt8 => 1, UnionTagWidth.UInt16 => 2, _ => 4 };
        var chars = Enumerable.Range(0, bytes).Select(i => (char)((tag >> (8 * (bytes - 1 - i))) & 0xFF)).ToList();
        string number = tag.ToString(CultureInfo.InvariantCulture);
        return chars.All(c => c is >= (char)0x21 and < (char)0x7f) ? $"{number} (`'{string.Concat(chars)}'`)"
            : bytes == 1 ? number
            : $"{number} (`{string.Join(" ", chars.Select(c => ((int)c).ToString("X2", CultureInfo.InvariantCulture)))}`)";
    }

    private static string Diagram(List<Part> parts)
    {
        var text = new StringBuilder();
        text.Append(" 0                   1                   2                   3\n")
            .Append(" 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1\n");
        string border = "+" + string.Concat(Enumerable.Repeat("-+", RowBits)) + "\n";
        text.Append(border);
        var row = new StringBuilder("|");
        int column = 0;
        foreach (Part part in parts)
        {
            if (part.Bits == 0)
            {
                if (column > 0)
                {
                    // The variable part begins in this row's remaining bits.
                    row.Append(Cell(part.Name + " ...", RowBits - column));
                    text.Append(row).Append('\n').Append(PartialBorder(column));
                    row.Clear().Append('|');
                    column = 0;
                }

                text.Append('/').Append(Center(part.Name, (RowBits * 2) - 1)).Append("/\n").Append(border);
                continue;
            }

            int remaining = part.Bits;
            bool continued = false;
            while (remaining > 0)
            {
                int bits = System.Math.Min(remaining, RowBits - column);
                row.Append(Cell(continued ? part.Name + " (cont.)" : part.Name, bits));
                column += bits;
                remaining -= bits;
                continued = true;
                if (column == RowBits)
                {
                    text.Append(row).Append('\n').Append(border);
                    row.Clear().Append('|');
                    column = 0;
                }
            }
        }

        if (column > 0)
        {
            text.Append(row).Append('\n').Append(PartialBorder(column, closeRest: true));
        }

        return text.ToString();
    }

    private static string Cell(string name, int bits) => Center(name, (bits * 2) - 1) + "|";

    /// <summary>The border under a row whose first <paramref name="bits"/> bits are fields; the rest continues below (or is empty at the end).</summary>
    private static string PartialBorder(int bits, bool closeRest = false)
        => "+" + string.Concat(Enumerable.Repeat("-+", bits)) + (closeRest ? string.Empty : new string(' ', ((RowBits - bits) * 2) - 1) + "+") + "\n";

    private static string Center(string text, int width)
    {
        if (text.Length > width)
        {
            text = width >= 2 ? text.Substring(0, width - 1) + "~" : text.Substring(0, width);
        }

        int left = (width - text.Length) / 2;
        return new string(' ', left) + text + new string(' ', width - text.Length - left);
    }
}
