using System.Globalization;
using System.Text;

namespace Spanwire.Export.Import;

/// <summary>A node of a Kaitai Struct spec, with the line it starts on (1-based) for the importer's reports.</summary>
internal abstract record KsyNode(int Line);

internal sealed record KsyScalar(string Text, int Line) : KsyNode(Line);

internal sealed record KsySequence(List<KsyNode> Items, int Line) : KsyNode(Line);

internal sealed record KsyMap(List<(string Key, KsyNode Value)> Entries, int Line) : KsyNode(Line)
{
    public KsyNode? this[string key] => Entries.FirstOrDefault(entry => entry.Key == key).Value;

    public string? Text(string key) => this[key] is KsyScalar scalar ? scalar.Text : null;
}

/// <summary>
/// The YAML a .ksy is written in: block mappings and sequences by indentation, flow sequences (<c>[0x55, 0xaa]</c>),
/// plain and quoted scalars, <c>|</c> and <c>&gt;</c> block text, comments. Enough for Kaitai's gallery; anything else
/// is an <see cref="ImportException"/> naming the line.
/// </summary>
internal sealed class KsyDocument
{
    private readonly List<(int Indent, string Text, int Line)> _lines = [];
    private int _next;

    private KsyDocument(string text)
    {
        string[] raw = text.Replace("\r\n", "\n", StringComparison.Ordinal).Split('\n');
        for (int i = 0; i < raw.Length; i++)
        {
            string content = StripComment(raw[i]).TrimEnd();
            if (content.Trim().Length > 0)
            {
                _lines.Add((content.Length - content.TrimStart().Length, content.Trim(), i + 1));
            }
        }
    }

    public static KsyMap Parse(string text)
    {
        var document = new KsyDocument(text);
        return document.Block(0) as KsyMap ?? throw new ImportException(1, "a .ksy is a YAML mapping");
    }

    private KsyNode Block(int indent)
    {
        (int at, string text, int line) = _lines[_next];
        if (at < indent)
        {
            throw new ImportException(line, "an empty value");
        }

        return text.StartsWith("- ", StringComparison.Ordinal) || text == "-" ? Sequence(at) : Map(at);
    }

    private KsySequence Sequence(int indent)
    {
        var items = new List<KsyNode>();
        int first = _lines[_next].Line;
        while (_next < _lines.Count && _lines[_next].Indent == indent && (_lines[_next].Text.StartsWith("- ", StringComparison.Ordinal) || _lines[_next].Text == "-"))
        {
            (_, string text, int line) = _lines[_next];
            string rest = text.Length > 1 ? text[2..].TrimStart() : string.Empty;
            if (rest.Length == 0)
            {
                _next++;
                items.Add(Block(indent + 1));
                continue;
            }

            // "- id: x" opens a mapping whose other keys sit where "id" does.
            int column = indent + (text.Length - rest.Length);
            if (KeyOf(rest) is not null)
            {
                _lines[_next] = (column, rest, line);
                items.Add(Map(column));
            }
            else
            {
                _next++;
                items.Add(Scalar(rest, line));
            }
        }

        return new KsySequence(items, first);
    }

    private KsyMap Map(int indent)
    {
        var entries = new List<(string, KsyNode)>();
        int first = _lines[_next].Line;
        while (_next < _lines.Count && _lines[_next].Indent == indent)
        {
            (_, string text, int line) = _lines[_next];
            if (KeyOf(text) is not { } key)
            {
                throw new ImportException(line, $"'{text}' is not a key and value");
            }

            string rest = text[(text.IndexOf(':', key.Raw.Length) + 1)..].Trim();
            _next++;
            if (rest is "|" or ">" or "|-" or ">-")
            {
                entries.Add((key.Name, BlockText(indent, line, folded: rest[0] == '>')));
            }
            else if (rest.Length > 0)
            {
                // A plain scalar may go on over more indented lines.
                while (_next < _lines.Count && _lines[_next].Indent > indent)
                {
                    rest += " " + _lines[_next].Text;
                    _next++;
                }

                entries.Add((key.Name, Scalar(rest, line)));
            }
            else if (_next < _lines.Count && _lines[_next].Indent > indent)
            {
                entries.Add((key.Name, Block(_lines[_next].Indent)));
            }
            else if (_next < _lines.Count && _lines[_next].Indent == indent && _lines[_next].Text.StartsWith("- ", StringComparison.Ordinal))
            {
                // A sequence may sit at its key's own indentation.
                entries.Add((key.Name, Sequence(indent)));
            }
            else
            {
                entries.Add((key.Name, new KsyScalar(string.Empty, line)));
            }
        }

        if (_next < _lines.Count && _lines[_next].Indent > indent)
        {
            throw new ImportException(_lines[_next].Line, "indentation that continues no key");
        }

        return new KsyMap(entries, first);
    }

    private KsyScalar BlockText(int indent, int line, bool folded)
    {
        var text = new StringBuilder();
        while (_next < _lines.Count && _lines[_next].Indent > indent)
        {
            text.Append(_lines[_next].Text).Append(folded ? ' ' : '\n');
            _next++;
        }

        return new KsyScalar(text.ToString().Trim(), line);
    }

    private static KsyNode Scalar(string text, int line)
    {
        // A flow mapping: "{ id: x, type: u1 }".
        if (text.StartsWith('{') && text.EndsWith('}'))
        {
            var entries = new List<(string, KsyNode)>();
            foreach (string item in SplitFlow(text[1..^1]))
            {
                int colon = item.IndexOf(':', StringComparison.Ordinal);
                if (colon <= 0)
                {
                    throw new ImportException(line, $"'{item.Trim()}' in a flow mapping");
                }

                entries.Add((Unquote(item[..colon].Trim()), Scalar(item[(colon + 1)..].Trim(), line)));
            }

            return new KsyMap(entries, line);
        }

        if (text.StartsWith('[') && text.EndsWith(']'))
        {
            return new KsySequence([.. SplitFlow(text[1..^1]).Select(item => (KsyNode)new KsyScalar(Unquote(item.Trim()), line))], line);
        }

        return new KsyScalar(Unquote(text), line);
    }

    private static IEnumerable<string> SplitFlow(string text)
    {
        var item = new StringBuilder();
        char quote = '\0';
        int depth = 0;
        foreach (char c in text)
        {
            if (quote != '\0')
            {
                quote = c == quote ? '\0' : quote;
            }
            else if (c is '\'' or '"')
            {
                quote = c;
            }
            else if (c is '[' or '{' or '(')
            {
                depth++;
            }
            else if (c is ']' or '}' or ')')
            {
                depth--;
            }
            else if (c == ',' && depth == 0)
            {
                yield return item.ToString();
                item.Clear();
                continue;
            }

            item.Append(c);
        }

        if (item.ToString().Trim().Length > 0)
        {
            yield return item.ToString();
        }
    }

    private static string Unquote(string text)
        => text.Length >= 2 && text[0] == '\'' && text[^1] == '\'' ? text[1..^1].Replace("''", "'", StringComparison.Ordinal)
            : text.Length >= 2 && text[0] == '"' && text[^1] == '"' ? System.Text.RegularExpressions.Regex.Unescape(text[1..^1])
            : text;

    /// <summary>The key a line starts with (quoted keys unquoted), or null when the line is no "key: value".</summary>
    private static (string Name, string Raw)? KeyOf(string text)
    {
        if (text.Length > 0 && text[0] is '\'' or '"')
        {
            int end = text.IndexOf(text[0], 1);
            return end > 0 && end + 1 < text.Length && text[end + 1] == ':' ? (text[1..end], text[..(end + 1)]) : null;
        }

        // The key ends at the first colon followed by a space or the line's end (enum::label keys have colons inside).
        int colon = text.IndexOf(": ", StringComparison.Ordinal);
        colon = colon < 0 && text.EndsWith(':') ? text.Length - 1 : colon;
        return colon > 0 && !text[..colon].Contains(' ', StringComparison.Ordinal) && text[0] != '['
            ? (text[..colon], text[..colon]) : null;
    }

    private static string StripComment(string line)
    {
        char quote = '\0';
        for (int i = 0; i < line.Length; i++)
        {
            char c = line[i];
            if (quote != '\0')
            {
                quote = c == quote ? '\0' : quote;
            }
            else if (c is '\'' or '"')
            {
                quote = c;
            }
            else if (c == '#' && (i == 0 || line[i - 1] == ' '))
            {
                return line[..i];
            }
        }

        return line;
    }

    /// <summary>An integer literal as Kaitai writes them: decimal, 0x hex, 0b binary, with underscores.</summary>
    public static long? Integer(string text)
    {
        string digits = text.Replace("_", string.Empty, StringComparison.Ordinal);
        bool negative = digits.StartsWith('-');
        digits = negative ? digits[1..] : digits;
        long? value = digits.StartsWith("0x", StringComparison.OrdinalIgnoreCase) && long.TryParse(digits[2..], NumberStyles.HexNumber, CultureInfo.InvariantCulture, out long hex) ? hex
            : digits.StartsWith("0b", StringComparison.OrdinalIgnoreCase) && digits.Length > 2 && digits[2..].All(c => c is '0' or '1') ? Convert.ToInt64(digits[2..], 2)
            : long.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out long plain) ? plain
            : null;
        return negative ? -value : value;
    }
}

/// <summary>A construct of a spec the importer cannot translate: its line and why.</summary>
internal sealed class ImportException(int line, string message) : Exception(message)
{
    public int Line { get; } = line;
}
