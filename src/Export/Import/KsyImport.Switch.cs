using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace Spanwire.Export.Import;

/// <summary>A type chosen by an earlier member (<c>switch-on</c>): a union whose cases derive from it, chosen by <c>[BinaryTagFrom]</c>.</summary>
internal sealed partial class KsyImport
{
    /// <summary>A type chosen by an earlier member: a union of the case types, which derive from it.</summary>
    private (string, string, int, bool)? Switch(KsyMap field, KsyMap switched, List<Member> earlier, List<string> attributes)
    {
        string on = switched.Text("switch-on") ?? string.Empty;
        if (field["if"] is { } condition)
        {
            // A case the holder chooses is always there: Spanwire fills the holder from it.
            Problem(condition.Line, "a condition on a switch");
            return null;
        }

        if (earlier.FirstOrDefault(member => member.Name == Pascal(on)) is not { } holder || !(holder.IsInteger || holder.IsEnum) || holder.Type.EndsWith('?') || switched["cases"] is not KsyMap cases)
        {
            Problem(switched.Line, $"switch-on '{on}' (an earlier integer member of this type)");
            return null;
        }

        string union = _currentType + Pascal(field.Text("id") ?? "body") + "Case";
        string? unknown = null;
        var lines = new List<string>();
        var tags = new List<long>();
        var chosen = new HashSet<string>(StringComparer.Ordinal);
        foreach ((string key, KsyNode node) in cases.Entries)
        {
            string? caseType = (node as KsyScalar)?.Text;
            if (caseType is not null && Integer(caseType) is not null)
            {
                // A number as a case: a case class of one member.
                string wrapper = $"{union}_{(key == "_" ? "other" : key.Replace("::", "_", StringComparison.Ordinal))}";
                _types.TryAdd(wrapper, new KsyMap([("seq", new KsySequence([new KsyMap([("id", new KsyScalar("value", node.Line)), ("type", new KsyScalar(caseType, node.Line))], node.Line)], node.Line))], node.Line));
                caseType = wrapper;
            }

            // A type under two values: Spanwire's write could not tell which to write.
            if (caseType is null || !_types.ContainsKey(caseType) || (_unionOf.TryGetValue(caseType, out string? other) && other != union) || !chosen.Add(caseType))
            {
                Problem(node.Line, $"the case '{key}: {caseType}' (each case a number or a type of this spec, under one value of one switch only)");
                continue;
            }

            if (key == "_")
            {
                unknown = caseType;
            }
            else if ((KsyDocument.Integer(key) ?? EnumValue(key)) is { } tag)
            {
                tags.Add(tag);
                lines.Add($"[BinaryUnionCase({tag.ToString(CultureInfo.InvariantCulture)}, typeof({Pascal(caseType)}))]");
            }
            else
            {
                Problem(node.Line, $"the case key '{key}' (integer keys only)");
                continue;
            }

            _unionOf[caseType] = union;
        }

        bool sized = field["size"] is not null;
        if (unknown is null && sized)
        {
            // Kaitai reads a sized switch's unknown values as bytes: so does the union's default case.
            unknown = field.Text("id") + "_unknown";
            _types.TryAdd(unknown, new KsyMap([("seq", new KsySequence([new KsyMap([("id", new KsyScalar("data", field.Line)), ("size-eos", new KsyScalar("true", field.Line))], field.Line)], field.Line))], field.Line));
            _unionOf[unknown] = union;
        }
        else if (unknown is null)
        {
            _notes.Add(new ImportProblem(switched.Line, $"switch-on '{on}' without a default case or a size: a value no case names is invalid data (Kaitai reads nothing)"));
        }

        if (unknown is not null)
        {
            _unknownCases.Add(unknown);
        }

        var declaration = new StringBuilder();
        declaration.AppendLine();
        declaration.AppendLine("[BinarySerializable]");
        // The union's own tag is never on the wire (the holder chooses), but its width bounds the case tags.
        string width = tags.All(tag => tag is >= 0 and <= byte.MaxValue) ? string.Empty
            : tags.All(tag => tag is >= 0 and <= ushort.MaxValue) ? "UnionTagWidth.UInt16"
            : "UnionTagWidth.Int32";
        if (tags.Any(tag => tag is < int.MinValue or > int.MaxValue))
        {
            Problem(cases.Line, "case values beyond 32 bits");
            return null;
        }

        string options = string.Join(", ", new[] { width, unknown is null ? string.Empty : $"Default = typeof({Pascal(unknown)})" }.Where(part => part.Length > 0));
        declaration.AppendLine(options.Length == 0 ? "[BinaryUnion]" : $"[BinaryUnion({options})]");
        lines.ForEach(line => declaration.AppendLine(line));
        declaration.AppendLine($"public abstract partial class {union}");
        declaration.AppendLine("{");
        declaration.AppendLine("}");
        _unions.Add(declaration.ToString());
        attributes.Add($"BinaryTagFrom(nameof({holder.Name}))");
        if (sized && !Sized(field, earlier, attributes, text: false, nested: true))
        {
            return null;
        }

        return (union, $" = null!;", 0, false);
    }
}
