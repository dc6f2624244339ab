using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace Spanwire.Export.Import;

/// <summary>A construct the importer did not translate: where it is and why.</summary>
internal sealed record ImportProblem(int Line, string Message);

/// <summary>One spec's import: the C# declarations, or null when a construct could not be translated (its problems say which).</summary>
internal sealed record ImportResult(string Id, string? Source, IReadOnlyList<ImportProblem> Problems, IReadOnlyList<ImportProblem> Notes);

/// <summary>
/// Kaitai Struct specs as <c>[BinarySerializable]</c> declarations: integers, floats and bit fields, fixed, bound and
/// remaining bytes and text, C strings, magic bytes, nested types, counted and remaining lists, conditions on an earlier
/// member, enums, and a type chosen by an earlier member (a union, sized by its own field's size). A spec with anything
/// else is not written at all: each construct is reported with its line, so no declaration reads differently from the spec.
/// </summary>
internal sealed partial class KsyImport
{
    private readonly KsyMap _spec;
    private readonly string _namespace;
    private readonly List<ImportProblem> _problems = [];
    private readonly List<ImportProblem> _notes = [];
    private readonly Dictionary<string, KsyMap> _types = new(StringComparer.Ordinal);
    private readonly Dictionary<string, KsyMap> _enums = new(StringComparer.Ordinal);
    private readonly Dictionary<string, string> _unionOf = new(StringComparer.Ordinal);
    private readonly List<string> _unions = [];
    private readonly bool _littleEndian;
    private readonly string? _encoding;

    private KsyImport(KsyMap spec, string @namespace)
    {
        _spec = spec;
        _namespace = @namespace;
        KsyMap meta = spec["meta"] as KsyMap ?? throw new ImportException(spec.Line, "a spec without meta");
        _littleEndian = meta.Text("endian") == "le";
        _encoding = meta.Text("encoding");
        if (meta["endian"] is KsyMap)
        {
            Problem(meta["endian"]!.Line, "meta/endian chosen at read time (switch-on)");
        }

        if (meta["imports"] is { } imports)
        {
            Problem(imports.Line, "meta/imports: types of another spec");
        }

        if (meta.Text("bit-endian") == "le")
        {
            Problem(meta["bit-endian"]!.Line, "bit-endian: le");
        }

        Collect(spec);
    }

    /// <summary>Imports one spec's text; the namespace the declarations go in.</summary>
    public static ImportResult Import(string text, string @namespace)
    {
        KsyMap spec;
        try
        {
            spec = KsyDocument.Parse(text);
        }
        catch (ImportException problem)
        {
            return new ImportResult("?", null, [new ImportProblem(problem.Line, problem.Message)], []);
        }

        string id = (spec["meta"] as KsyMap)?.Text("id") ?? "?";
        try
        {
            var import = new KsyImport(spec, @namespace);
            string source = import.Write(id);
            return new ImportResult(id, import._problems.Count == 0 ? source : null, import._problems, import._notes);
        }
        catch (ImportException problem)
        {
            return new ImportResult(id, null, [new ImportProblem(problem.Line, problem.Message)], []);
        }
    }

    private void Problem(int line, string message) => _problems.Add(new ImportProblem(line, message + " is not translated"));

    /// <summary>Every type (nested ones too, by name) and enum the spec declares.</summary>
    private void Collect(KsyMap owner)
    {
        if (owner["types"] is KsyMap types)
        {
            foreach ((string name, KsyNode node) in types.Entries)
            {
                if (node is not KsyMap type || !_types.TryAdd(name, type))
                {
                    Problem(node.Line, $"type '{name}' declared twice");
                    continue;
                }

                Collect(type);
            }
        }

        if (owner["enums"] is KsyMap enums)
        {
            foreach ((string name, KsyNode node) in enums.Entries)
            {
                if (node is KsyMap values && _enums.TryAdd(name, values))
                {
                    continue;
                }

                Problem(node.Line, $"enum '{name}' declared twice");
            }
        }

        if (owner["params"] is { } parameters)
        {
            Problem(parameters.Line, "params (values the enclosing type passes in)");
        }

        // A computed instance reads nothing: the declaration reads the same bytes without it. One read at a position does not.
        if (owner["instances"] is KsyMap instances)
        {
            foreach ((string name, KsyNode node) in instances.Entries)
            {
                if (node is KsyMap instance && instance["value"] is not null && instance["pos"] is null)
                {
                    _notes.Add(new ImportProblem(node.Line, $"the computed instance '{name}' is not declared (write it as a C# property)"));
                }
                else
                {
                    Problem(node.Line, $"the instance '{name}' (data read at a position)");
                }
            }
        }
    }

    private string Write(string id)
    {
        var text = new StringBuilder();
        text.AppendLine("// Imported from the Kaitai Struct spec '" + id + "' by spanwire import.");
        text.AppendLine("using System.Collections.Generic;");
        text.AppendLine("using Spanwire;");
        text.AppendLine();
        text.AppendLine($"namespace {_namespace};");
        // Twice: the first pass finds which types are a switch's cases, whose classes derive from its union.
        var classes = new StringBuilder();
        var specProblems = _problems.ToList();
        var specNotes = _notes.ToList();
        for (int pass = 0; pass < 2; pass++)
        {
            classes.Clear();
            _problems.Clear();
            _problems.AddRange(specProblems);
            _notes.Clear();
            _notes.AddRange(specNotes);
            _unions.Clear();
            WriteType(classes, Pascal(id), _spec, id);
            foreach ((string name, KsyMap type) in _types.ToList())
            {
                WriteType(classes, Pascal(name), type, name);
            }
        }

        foreach (string union in _unions)
        {
            classes.Append(union);
        }

        foreach ((string name, KsyMap values) in _enums)
        {
            WriteEnum(classes, name, values);
        }

        return text.Append(classes).ToString();
    }

    private void WriteEnum(StringBuilder text, string name, KsyMap values)
    {
        text.AppendLine();
        text.AppendLine($"public enum {Pascal(name)} : {(_enumWidths.TryGetValue(name, out string? width) ? width : "long")}");
        text.AppendLine("{");
        foreach ((string key, KsyNode node) in values.Entries)
        {
            string? label = node is KsyMap detailed ? detailed.Text("id") : (node as KsyScalar)?.Text;
            if (KsyDocument.Integer(key) is not { } value || label is null)
            {
                Problem(node.Line, $"enum value '{key}'");
                continue;
            }

            text.AppendLine($"    {Pascal(label)} = {value.ToString(CultureInfo.InvariantCulture)},");
        }

        text.AppendLine("}");
    }

    /// <summary>The class being written: a union a switch of its makes is named after it.</summary>
    private string _currentType = string.Empty;

    private void WriteType(StringBuilder text, string className, KsyMap type, string kaitaiName)
    {
        _currentType = className;
        var members = new List<Member>();
        var pendingConstant = new List<byte>();
        int bitRun = 0;
        if (type["seq"] is KsySequence seq)
        {
            foreach (KsyNode node in seq.Items)
            {
                if (node is not KsyMap field)
                {
                    Problem(node.Line, "a seq item that is no mapping");
                    continue;
                }

                if (field["contents"] is { } contents)
                {
                    pendingConstant.AddRange(Contents(contents));
                    continue;
                }

                Member? member = Field(field, members);
                if (member is null)
                {
                    continue;
                }

                bitRun = member.Bits > 0 ? bitRun + member.Bits : CheckBitRun(bitRun, field.Line);
                if (pendingConstant.Count > 0)
                {
                    member.Attributes.Insert(0, $"BinaryConstant({Bytes(pendingConstant)})");
                    pendingConstant.Clear();
                }

                members.Add(member);
            }
        }

        CheckBitRun(bitRun, type.Line);
        text.AppendLine();
        if (type.Text("doc") is { } doc)
        {
            text.AppendLine($"/// <summary>{Escape(doc)}</summary>");
        }

        text.AppendLine("[BinarySerializable]");
        if (_littleEndian)
        {
            text.AppendLine("[BinaryByteOrder(ByteOrder.LittleEndian)]");
        }

        if (pendingConstant.Count > 0)
        {
            // Magic bytes after the last member, or a type of magic bytes alone.
            if (members.Count == 0)
            {
                text.AppendLine($"[BinaryConstant({Bytes(pendingConstant)})]");
            }
            else
            {
                members[^1].Attributes.Add($"BinaryConstant({Bytes(pendingConstant)}, After = true)");
            }
        }

        string baseClass = _unionOf.TryGetValue(kaitaiName, out string? union) ? " : " + union : string.Empty;
        text.AppendLine($"public {(baseClass.Length > 0 ? "sealed " : string.Empty)}partial class {className}{baseClass}");
        text.AppendLine("{");
        bool first = true;
        foreach (Member member in members)
        {
            text.Append(first ? string.Empty : "\n");
            first = false;
            if (member.Doc is { } memberDoc)
            {
                text.AppendLine($"    /// <summary>{Escape(memberDoc)}</summary>");
            }

            foreach (string attribute in member.Attributes)
            {
                text.AppendLine($"    [{attribute}]");
            }

            string name = member.Name == className ? member.Name + "Value" : member.Name;
            text.AppendLine($"    public {member.Type} {name} {{ get; set; }}{member.Initializer}");
        }

        if (baseClass.Length > 0 && _unknownCases.Contains(kaitaiName))
        {
            text.Append(members.Count > 0 ? "\n" : string.Empty);
            text.AppendLine("    /// <summary>The value that chose this case.</summary>");
            text.AppendLine("    [BinaryIgnore]");
            text.AppendLine("    public long Tag { get; set; }");
        }

        text.AppendLine("}");
    }

    private readonly HashSet<string> _unknownCases = new(StringComparer.Ordinal);

    private readonly Dictionary<string, string> _enumWidths = new(StringComparer.Ordinal);

    private int CheckBitRun(int bits, int line)
    {
        if (bits is not (0 or 8 or 16 or 24 or 32))
        {
            Problem(line, $"a run of bit fields of {bits} bits (Spanwire packs runs of 8, 16, 24 or 32)");
        }

        return 0;
    }

    /// <summary>An <c>enum::label</c> of this spec's enums as its number.</summary>
    private long? EnumValue(string key)
    {
        string[] parts = key.Split("::");
        return parts.Length == 2 && _enums.TryGetValue(parts[0], out KsyMap? values)
            ? values.Entries.Where(entry => (entry.Value is KsyMap detailed ? detailed.Text("id") : (entry.Value as KsyScalar)?.Text) == parts[1])
                .Select(entry => KsyDocument.Integer(entry.Key)).FirstOrDefault()
            : null;
    }

    private static (string CSharp, bool? LittleEndian)? Integer(string type)
    {
        Match match = IntegerPattern().Match(type);
        if (!match.Success)
        {
            return null;
        }

        bool? order = match.Groups["order"].Success ? match.Groups["order"].Value == "le" : null;
        string csharp = (match.Groups["kind"].Value, match.Groups["size"].Value) switch
        {
            ("u", "1") => "byte",
            ("s", "1") => "sbyte",
            ("u", "2") => "ushort",
            ("s", "2") => "short",
            ("u", "4") => "uint",
            ("s", "4") => "int",
            ("u", "8") => "ulong",
            ("s", "8") => "long",
            ("f", "4") => "float",
            _ => "double",
        };
        return (csharp, match.Groups["size"].Value == "1" ? null : order);
    }

    [GeneratedRegex("^(?<kind>[us])(?<size>[1248])(?<order>le|be)?$|^(?<kind>f)(?<size>[48])(?<order>le|be)?$")]
    private static partial Regex IntegerPattern();

    private static int? BitsOf(string type) => type.Length > 1 && type[0] == 'b' && int.TryParse(type[1..], NumberStyles.None, CultureInfo.InvariantCulture, out int bits) && bits is >= 1 and <= 32 ? bits : null;

    private string? Encoding(string? name, int line)
    {
        string? encoding = name?.ToUpperInvariant().Replace("_", "-", StringComparison.Ordinal) switch
        {
            "UTF-8" or "UTF8" => "Utf8",
            "ASCII" or "US-ASCII" => "Ascii",
            "ISO-8859-1" or "LATIN1" => "Latin1",
            "UTF-16BE" => "Utf16BigEndian",
            "UTF-16LE" => "Utf16LittleEndian",
            "WINDOWS-1252" or "CP1252" => "Windows1252",
            "CP437" or "IBM437" => "Cp437",
            _ => null,
        };
        if (encoding is null)
        {
            Problem(line, $"the encoding '{name}'");
        }

        return encoding;
    }

    private List<byte> Contents(KsyNode contents)
    {
        var bytes = new List<byte>();
        IEnumerable<KsyNode> items = contents is KsySequence sequence ? sequence.Items : [contents];
        foreach (KsyNode item in items)
        {
            string text = (item as KsyScalar)?.Text ?? string.Empty;
            if (KsyDocument.Integer(text) is { } value && value is >= 0 and <= 255 && !(item is KsyScalar && contents is KsyScalar))
            {
                bytes.Add((byte)value);
            }
            else
            {
                bytes.AddRange(System.Text.Encoding.UTF8.GetBytes(text));
            }
        }

        return bytes;
    }

    private static string Normalize(string expression)
    {
        string compact = expression.Replace(" ", string.Empty, StringComparison.Ordinal);
        return compact.StartsWith('(') && compact.EndsWith(')') && compact.Count(c => c == '(') == 1 ? compact[1..^1] : compact;
    }

    private static string Bytes(List<byte> bytes) => string.Join(", ", bytes.Select(b => $"0x{b:X2}"));

    /// <summary>Kaitai's snake_case as C#'s PascalCase.</summary>
    internal static string Pascal(string name)
    {
        var text = new StringBuilder();
        foreach (string part in name.Split('_', StringSplitOptions.RemoveEmptyEntries))
        {
            text.Append(char.ToUpperInvariant(part[0])).Append(part.AsSpan(1));
        }

        string pascal = text.ToString();
        return pascal.Length == 0 || char.IsDigit(pascal[0]) ? "_" + pascal : pascal;
    }

    private static string Escape(string doc) => doc.Replace("&", "&amp;", StringComparison.Ordinal).Replace("<", "&lt;", StringComparison.Ordinal)
        .Replace(">", "&gt;", StringComparison.Ordinal).Replace("\n", " ", StringComparison.Ordinal);
}
