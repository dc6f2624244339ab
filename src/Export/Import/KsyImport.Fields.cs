using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace Spanwire.Export.Import;

/// <summary>Each field of a seq as a member: its C# type and the attributes that give it the spec's layout.</summary>
internal sealed partial class KsyImport
{
    /// <summary>A member, its C# type and its attributes; <see cref="Bits"/> for a bit field.</summary>
    /// <param name="IsEnum">An enum: it chooses a case or meets a condition as its integer does, but holds no length.</param>
    private sealed record Member(string Name, string Type, List<string> Attributes, string Initializer, string? Doc, int Bits = 0, bool IsInteger = false, bool IsEnum = false);

    private static readonly HashSet<string> Known = ["id", "type", "size", "size-eos", "encoding", "repeat", "repeat-expr", "repeat-until", "if", "enum", "valid", "doc", "doc-ref", "-orig-id"];

    private Member? Field(KsyMap field, List<Member> earlier)
    {
        int problems = _problems.Count;
        foreach ((string key, KsyNode unknown) in field.Entries.Where(entry => !Known.Contains(entry.Key)))
        {
            Problem(unknown.Line, $"'{key}'");
        }

        if (field.Text("id") is not { } id)
        {
            Problem(field.Line, "a field without id");
            return null;
        }

        var attributes = new List<string>();
        (string type, string initializer, int bits, bool isInteger)? value = Value(field, earlier, attributes);
        if (value is not var (csharp, initial, bits, integer) || _problems.Count > problems)
        {
            return null;
        }

        if (field["valid"] is { } valid && Valid(valid, integer) is { } check)
        {
            attributes.Add(check);
        }
        else if (field["valid"] is not null)
        {
            return null;
        }

        if (field.Text("repeat") is { } repeat)
        {
            if (bits > 0 || field["size"] is not null && field.Text("type") is null or "str")
            {
                Problem(field.Line, "a repeated bit field or sized item");
                return null;
            }

            switch (repeat)
            {
                case "eos":
                    attributes.Add("BinaryRemainder");
                    break;
                case "expr" when field.Text("repeat-expr") is { } count && KsyDocument.Integer(count) is { } fixedCount:
                    // A fixed count is an array's: exactly that many items.
                    attributes.Add($"BinaryFixedLength({fixedCount.ToString(CultureInfo.InvariantCulture)})");
                    return new Member(Pascal(id), csharp + "[]", attributes, " = [];", field.Text("doc"));
                case "expr" when field.Text("repeat-expr") is { } count && Bound(count, earlier, field.Line) is { } bound:
                    attributes.Add(bound);
                    break;
                case "until" when field.Text("repeat-until") is { } until:
                    if (Until(until, field.Text("type"), field["repeat-until"]!.Line) is not { } last)
                    {
                        return null;
                    }

                    attributes.Add(last);
                    break;
                default:
                    Problem(field["repeat"]!.Line, $"repeat: {repeat}" + (field.Text("repeat-expr") is { } expression ? $" over '{expression}'" : string.Empty));
                    return null;
            }

            csharp = $"List<{csharp}>";
            initial = " = [];";
        }

        // "if: (size) != 0" around a field of that size reads the same bytes as no condition: an empty field.
        if (field.Text("if") is { } notEmpty && field.Text("size") is { } sized && Normalize(notEmpty) == $"({Normalize(sized)})!=0")
        {
            _notes.Add(new ImportProblem(field["if"]!.Line, $"the condition '{notEmpty}' only says the field is not empty: the member is empty instead of absent"));
        }
        else if (field.Text("if") is { } condition)
        {
            if (When(condition, earlier, field["if"]!.Line) is not { } when)
            {
                return null;
            }

            attributes.Add(when);
            csharp += "?";
            initial = string.Empty;
        }

        return new Member(Pascal(id), csharp, attributes, initial, field.Text("doc"), bits, integer, field["enum"] is not null && field["if"] is null);
    }

    /// <summary>The member's C# type, initializer, bits and whether it is an integer; its codec's attributes added.</summary>
    private (string Type, string Initializer, int Bits, bool IsInteger)? Value(KsyMap field, List<Member> earlier, List<string> attributes)
    {
        KsyNode? typeNode = field["type"];
        string? type = field.Text("type");
        if (typeNode is KsyMap switched)
        {
            return Switch(field, switched, earlier, attributes);
        }

        if (type is not null && Integer(type) is var (csharpInteger, order))
        {
            if (order is { } explicitOrder && explicitOrder != _littleEndian)
            {
                attributes.Add($"BinaryByteOrder(ByteOrder.{(explicitOrder ? "LittleEndian" : "BigEndian")})");
            }

            if (field.Text("enum") is { } enumName)
            {
                // A C# enum's underlying type is the member's width: one width per enum.
                if (!_enums.ContainsKey(enumName) || csharpInteger is "float" or "double"
                    || (_enumWidths.TryGetValue(enumName, out string? width) && width != csharpInteger))
                {
                    Problem(field["enum"]!.Line, $"enum '{enumName}' (one of this spec's, on integers of one width)");
                    return null;
                }

                _enumWidths[enumName] = csharpInteger;
                return (Pascal(enumName), string.Empty, 0, false);
            }

            return (csharpInteger, string.Empty, 0, csharpInteger is not ("float" or "double"));
        }

        if (type is not null && BitsOf(type) is { } bits)
        {
            attributes.Add($"BinaryBitField({bits.ToString(CultureInfo.InvariantCulture)})");
            return (bits == 1 ? "bool" : bits <= 8 ? "byte" : bits <= 16 ? "ushort" : "uint", string.Empty, bits, bits > 1);
        }

        if (type is "str" or "strz" || (type is null && field.Text("encoding") is not null))
        {
            if (Encoding(field.Text("encoding") ?? _encoding, field.Line) is not { } encoding)
            {
                return null;
            }

            if (encoding != "Utf8")
            {
                attributes.Add($"BinaryStringEncoding(StringEncoding.{encoding})");
            }

            if (type == "strz")
            {
                if (field["size"] is not null || field["size-eos"] is not null)
                {
                    Problem(field.Line, "strz with a size");
                    return null;
                }

                attributes.Add("BinaryNullTerminated");
                return ("string", " = \"\";", 0, false);
            }

            return Sized(field, earlier, attributes, text: true) ? ("string", " = \"\";", 0, false) : null;
        }

        if (type is null)
        {
            return Sized(field, earlier, attributes, text: false) ? ("byte[]", " = [];", 0, false) : null;
        }

        if (_types.ContainsKey(type))
        {
            if ((field["size"] is not null || field["size-eos"] is not null) && !Sized(field, earlier, attributes, text: false, nested: true))
            {
                return null;
            }

            return (Pascal(type), $" = new();", 0, false);
        }

        Problem(field["type"]!.Line, $"type '{type}' (a parameterized type, another spec's type, or a built-in Spanwire has no member for)");
        return null;
    }

    /// <summary>Bytes or text sized by a constant, an earlier member, or the rest of the data.</summary>
    private bool Sized(KsyMap field, List<Member> earlier, List<string> attributes, bool text, bool nested = false)
    {
        if (field.Text("size-eos") == "true")
        {
            if (nested)
            {
                Problem(field["size-eos"]!.Line, "a nested type sized by the rest of the data");
                return false;
            }

            attributes.Add("BinaryRemainder");
            return true;
        }

        if (field.Text("size") is not { } size)
        {
            Problem(field.Line, "bytes or text without a size");
            return false;
        }

        if (KsyDocument.Integer(size) is { } fixedSize)
        {
            if (nested)
            {
                Problem(field["size"]!.Line, "a nested type in a frame of constant size");
                return false;
            }

            // Kaitai keeps a fixed field's padding: so does the member (no trimming).
            attributes.Add($"BinaryFixedLength({fixedSize.ToString(CultureInfo.InvariantCulture)}{(text ? ", TrimPadding = false" : string.Empty)})");
            return true;
        }

        if (Bound(size, earlier, field["size"]!.Line) is { } bound)
        {
            attributes.Add(bound);
            return true;
        }

        return false;
    }

    /// <summary><c>name</c>, <c>name - k</c>, <c>name + k</c> or <c>name * k</c> over an earlier integer member: a <c>[BinaryLengthFrom]</c>.</summary>
    private string? Bound(string expression, List<Member> earlier, int line)
    {
        Match match = BoundPattern().Match(expression.Trim());
        if (!match.Success || earlier.FirstOrDefault(member => member.Name == Pascal(match.Groups["holder"].Value)) is not { IsInteger: true, Type: var holderType } holder
            || holderType.EndsWith('?'))
        {
            Problem(line, $"the expression '{expression}' (an earlier integer member of this type, less, plus or times a constant)");
            return null;
        }

        // Kaitai's holder × scale − adjust is Spanwire's length: Adjust is what the holder adds to the length.
        string attribute = $"BinaryLengthFrom(nameof({holder.Name})";
        if (match.Groups["constant"].Success && KsyDocument.Integer(match.Groups["constant"].Value) is { } constant)
        {
            attribute += $", Adjust = {(match.Groups["operator"].Value == "-" ? constant : -constant).ToString(CultureInfo.InvariantCulture)}";
        }

        if (match.Groups["scale"].Success && KsyDocument.Integer(match.Groups["scale"].Value) is { } scale)
        {
            attribute += $", Scale = {scale.ToString(CultureInfo.InvariantCulture)}";
        }

        return attribute + ")";
    }

    [GeneratedRegex(@"^\(?(?<holder>[a-z_][a-z0-9_]*)(\s*\*\s*(?<scale>(0x)?[0-9a-f_]+))?\)?(\s*(?<operator>[-+])\s*(?<constant>(0x)?[0-9a-f_]+))?$")]
    private static partial Regex BoundPattern();

    /// <summary><c>name == k</c>, <c>name &gt;= k</c>, <c>name &lt;= k</c>, or a bool member: a <c>[BinaryWhen]</c>.</summary>
    private string? When(string condition, List<Member> earlier, int line)
    {
        Match match = WhenPattern().Match(condition.Trim());
        if (!match.Success || earlier.FirstOrDefault(member => member.Name == Pascal(match.Groups["holder"].Value)) is not { } holder || holder.Type.EndsWith('?')
            || (match.Groups["operator"].Success ? !(holder.IsInteger || holder.IsEnum) : holder.Type != "bool")
            || (match.Groups["operator"].Success && (KsyDocument.Integer(match.Groups["constant"].Value) ?? EnumValue(match.Groups["constant"].Value)) is null))
        {
            Problem(line, $"the condition '{condition}' (an earlier bool, or an earlier integer ==, >= or <= a constant)");
            return null;
        }

        if (!match.Groups["operator"].Success)
        {
            return $"BinaryWhen(nameof({holder.Name}))";
        }

        string constant = (KsyDocument.Integer(match.Groups["constant"].Value) ?? EnumValue(match.Groups["constant"].Value))!.Value.ToString(CultureInfo.InvariantCulture);
        string test = match.Groups["operator"].Value switch { "==" => "Value", ">=" => "AtLeast", _ => "AtMost" };
        return $"BinaryWhen(nameof({holder.Name}), {test} = {constant})";
    }

    [GeneratedRegex(@"^(?<holder>[a-z_][a-z0-9_]*)(\s*(?<operator>==|>=|<=)\s*(?<constant>[a-z0-9_:]+))?$")]
    private static partial Regex WhenPattern();

    /// <summary><c>valid</c> on an integer: a value (<c>eq</c>), <c>min</c>/<c>max</c> or <c>any-of</c> literals, as <c>[BinaryValid]</c>.</summary>
    private string? Valid(KsyNode valid, bool integer)
    {
        var parts = new List<string>();
        IEnumerable<(string Key, KsyNode Value)> entries = valid is KsyMap map ? map.Entries : [("eq", valid)];
        foreach ((string key, KsyNode value) in entries)
        {
            long?[] literals = value is KsySequence list ? [.. list.Items.Select(item => KsyDocument.Integer((item as KsyScalar)?.Text ?? string.Empty) ?? EnumValue((item as KsyScalar)?.Text ?? string.Empty))]
                : [KsyDocument.Integer((value as KsyScalar)?.Text ?? string.Empty) ?? EnumValue((value as KsyScalar)?.Text ?? string.Empty)];
            if (!integer || literals.Any(literal => literal is null) || (key != "any-of" && literals.Length != 1))
            {
                Problem(value.Line, $"valid/{key} (integer literals on an integer member)");
                return null;
            }

            string[] texts = [.. literals.Select(literal => literal!.Value.ToString(CultureInfo.InvariantCulture))];
            parts.Add(key switch
            {
                "min" => $"Min = {texts[0]}",
                "max" => $"Max = {texts[0]}",
                "eq" or "any-of" => $"AnyOf = [{string.Join(", ", texts)}]",
                _ => string.Empty,
            });
            if (parts[^1].Length == 0)
            {
                Problem(value.Line, $"valid/{key}");
                return null;
            }
        }

        return $"BinaryValid({string.Join(", ", parts)})";
    }

    /// <summary><c>repeat-until: _.member == k</c> (or a bool <c>_.member</c>) over items of a type of this spec: <c>[BinaryUntil]</c>.</summary>
    private string? Until(string condition, string? itemType, int line)
    {
        Match match = UntilPattern().Match(condition.Trim());
        if (!match.Success || itemType is null || !_types.ContainsKey(itemType)
            || (match.Groups["constant"].Success && (KsyDocument.Integer(match.Groups["constant"].Value) ?? EnumValue(match.Groups["constant"].Value)) is null))
        {
            Problem(line, $"repeat-until '{condition}' (_.member == a constant, or a bool _.member, over items of a type of this spec)");
            return null;
        }

        string member = $"nameof({Pascal(itemType)}.{Pascal(match.Groups["member"].Value)})";
        return match.Groups["constant"].Success
            ? $"BinaryUntil({member}, Value = {(KsyDocument.Integer(match.Groups["constant"].Value) ?? EnumValue(match.Groups["constant"].Value))!.Value.ToString(CultureInfo.InvariantCulture)})"
            : $"BinaryUntil({member})";
    }

    [GeneratedRegex(@"^_\.(?<member>[a-z_][a-z0-9_]*)(\s*==\s*(?<constant>[a-z0-9_:]+))?$")]
    private static partial Regex UntilPattern();
}
