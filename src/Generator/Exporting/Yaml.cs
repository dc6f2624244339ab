using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Spanwire.Generator.Exporting;

/// <summary>An ordered YAML mapping: keys keep the order they were added in, as a <c>.ksy</c> reader expects (<c>meta</c>, <c>seq</c>, <c>types</c>).</summary>
internal sealed class YamlMap
{
    private readonly List<KeyValuePair<string, object>> _entries = [];

    public IReadOnlyList<KeyValuePair<string, object>> Entries => _entries;

    public YamlMap Add(string key, object value)
    {
        _entries.Add(new KeyValuePair<string, object>(key, value));
        return this;
    }

    /// <summary>Adds every entry of <paramref name="other"/>.</summary>
    public YamlMap Merge(YamlMap other)
    {
        _entries.AddRange(other._entries);
        return this;
    }

    /// <summary>A copy without the entry <paramref name="key"/>.</summary>
    public YamlMap Without(string key)
    {
        var copy = new YamlMap();
        copy._entries.AddRange(_entries.FindAll(entry => entry.Key != key));
        return copy;
    }

    public object? Get(string key)
    {
        foreach (KeyValuePair<string, object> entry in _entries)
        {
            if (entry.Key == key)
            {
                return entry.Value;
            }
        }

        return null;
    }

    public bool Has(string key) => Get(key) is not null;
}

/// <summary>Writes <see cref="YamlMap"/>s, lists, strings, numbers and booleans as block YAML, quoting what a plain scalar cannot hold.</summary>
internal static class Yaml
{
    public static string Write(YamlMap root)
    {
        var text = new StringBuilder();
        WriteMap(text, root, 0);
        return text.ToString();
    }

    private static void WriteMap(StringBuilder text, YamlMap map, int indent)
    {
        foreach (KeyValuePair<string, object> entry in map.Entries)
        {
            text.Append(' ', indent).Append(Scalar(entry.Key)).Append(':');
            WriteValue(text, entry.Value, indent);
        }
    }

    private static void WriteValue(StringBuilder text, object value, int indent)
    {
        switch (value)
        {
            case YamlMap { Entries.Count: 0 }:
                text.Append(" {}\n");
                break;
            case YamlMap map:
                text.Append('\n');
                WriteMap(text, map, indent + 2);
                break;
            case IReadOnlyList<object> { Count: 0 }:
                text.Append(" []\n");
                break;
            case IReadOnlyList<object> list when IsFlat(list):
                text.Append(" [");
                for (int i = 0; i < list.Count; i++)
                {
                    text.Append(i == 0 ? string.Empty : ", ").Append(Scalar(list[i]));
                }

                text.Append("]\n");
                break;
            case IReadOnlyList<object> list:
                text.Append('\n');
                foreach (object item in list)
                {
                    text.Append(' ', indent + 2).Append('-');
                    if (item is YamlMap itemMap && itemMap.Entries.Count > 0)
                    {
                        // The first key shares the dash's line; the rest align under it.
                        var inner = new StringBuilder();
                        WriteMap(inner, itemMap, indent + 4);
                        text.Append(' ').Append(inner.ToString(indent + 4, inner.Length - indent - 4));
                    }
                    else
                    {
                        WriteValue(text, item, indent + 2);
                    }
                }

                break;
            default:
                text.Append(' ').Append(Scalar(value)).Append('\n');
                break;
        }
    }

    private static bool IsFlat(IReadOnlyList<object> list)
    {
        foreach (object item in list)
        {
            if (item is YamlMap or IReadOnlyList<object>)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>A scalar: numbers and booleans plain, strings plain when YAML reads them back as the same string, else single-quoted.</summary>
    public static string Scalar(object value) => value switch
    {
        bool flag => flag ? "true" : "false",
        int number => number.ToString(CultureInfo.InvariantCulture),
        long number => number.ToString(CultureInfo.InvariantCulture),
        string text when IsPlain(text) => text,
        string text => "'" + text.Replace("'", "''") + "'",
        _ => value.ToString() ?? string.Empty,
    };

    private static bool IsPlain(string text)
    {
        if (text.Length == 0 || text is "true" or "false" or "null" or "yes" or "no" or "on" or "off" or "~"
            || char.IsDigit(text[0]) || text[0] is '-' or '+' or '.' || char.IsWhiteSpace(text[text.Length - 1]) || char.IsWhiteSpace(text[0]))
        {
            return false;
        }

        foreach (char c in text)
        {
            if (!(char.IsLetterOrDigit(c) || c is '_' or ' ' or '.' or '/' or '(' or ')' or '-' or ',' or '+' or '=' or '<' or '>' or '!' or '*'))
            {
                return false;
            }
        }

        return true;
    }
}
