using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>The names the exports give C# types and members: lower snake case, as Kaitai ids and Lua fields want.</summary>
internal static class ExportNames
{
    /// <summary>A <c>[BinaryValid]</c> rule as people read it: "1, 2, 4" or "0 to 9" (an open end left out).</summary>
    public static string Allowed(ValidWrapper valid)
        => valid.AnyOf.Count > 0 ? string.Join(", ", valid.AnyOf.Select(value => value.ToString(CultureInfo.InvariantCulture)))
            : valid.Min == long.MinValue ? $"at most {valid.Max.ToString(CultureInfo.InvariantCulture)}"
            : valid.Max == long.MaxValue ? $"at least {valid.Min.ToString(CultureInfo.InvariantCulture)}"
            : $"{valid.Min.ToString(CultureInfo.InvariantCulture)} to {valid.Max.ToString(CultureInfo.InvariantCulture)}";

    /// <summary>Bytes as lowercase hex digits, no separators: <c>ffff</c>.</summary>
    public static string Hex(IEnumerable<byte> bytes) => string.Concat(bytes.Select(b => b.ToString("x2", CultureInfo.InvariantCulture)));

    /// <summary>
    /// The id a type's name alone gives: <c>Outer.InnerType</c> becomes <c>outer_inner_type</c>. Two types may share it;
    /// <see cref="LayoutCatalog.TypeId"/> is the unique id every export uses.
    /// </summary>
    public static string NameId(TypeModel type) => Snake(type.DisplayName.Replace('.', '_'));

    /// <summary>What a timestamp counts, in words: <c>microseconds since 2000-01-01T00:00:00Z</c>.</summary>
    public static string Timestamp(TimestampCodec timestamp)
        => $"{timestamp.Unit.ToString().ToLowerInvariant()} since {timestamp.Epoch switch { TimeEpoch.Unix => "1970-01-01", TimeEpoch.PostgreSql => "2000-01-01", _ => "0001-01-01" }}T00:00:00Z"
            + (timestamp.Epoch == TimeEpoch.PostgreSql && timestamp.Size == 8 ? " (the largest and smallest values are infinity and -infinity)" : string.Empty);

    /// <summary><c>HTTPVersion</c> becomes <c>http_version</c>, <c>@class</c> <c>class</c>; an id always starts with a letter.</summary>
    public static string Snake(string name)
    {
        var text = new StringBuilder(name.Length + 4);
        for (int i = 0; i < name.Length; i++)
        {
            char c = name[i];
            if (c == '@')
            {
                continue;
            }

            if (char.IsUpper(c))
            {
                bool wordStart = i > 0 && (char.IsLower(name[i - 1]) || char.IsDigit(name[i - 1])
                    || (char.IsUpper(name[i - 1]) && i + 1 < name.Length && char.IsLower(name[i + 1])));
                if (wordStart && text.Length > 0 && text[text.Length - 1] != '_')
                {
                    text.Append('_');
                }

                text.Append(char.ToLowerInvariant(c));
            }
            else
            {
                text.Append(char.IsLetterOrDigit(c) ? c : '_');
            }
        }

        string id = text.ToString().Trim('_');
        return id.Length == 0 || !char.IsLetter(id[0]) || id[0] > 'z' ? "f_" + id : id;
    }

    /// <summary>A condition's test on <paramref name="holder"/> in Kaitai's or Lua's expression language (they differ in <paramref name="and"/> and the bitwise and).</summary>
    /// <summary>A condition in an export's language: its method's formula over the holders, or the test on its holder.</summary>
    public static string ConditionText(ConditionalWrapper condition, Func<string, string> holder, Func<Formula, Func<string, string>, string> formula, string and, string? bitwiseAnd = null)
        => condition.Method is { } method ? formula(method.Formula, holder) : ConditionTest(holder(condition.Member), condition, and, bitwiseAnd);

    public static string ConditionTest(string holder, ConditionalWrapper condition, string and, string? bitwiseAnd = null)
    {
        if (condition.Mask != 0)
        {
            return bitwiseAnd is null ? $"({holder} & {condition.Mask}) != 0" : $"{bitwiseAnd}({holder}, {condition.Mask}) ~= 0";
        }

        if (condition.IsEquality)
        {
            return $"{holder} == {condition.Min}";
        }

        string atLeast = $"{holder} >= {condition.Min}";
        string atMost = $"{holder} <= {condition.Max}";
        return condition.Min == long.MinValue ? atMost : condition.Max == long.MaxValue ? atLeast : $"{atLeast} {and} {atMost}";
    }
}
