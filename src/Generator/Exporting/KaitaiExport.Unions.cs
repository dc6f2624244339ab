using System.Collections.Generic;
using System.Globalization;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>Unions as Kaitai fields: a tag (whole, a few bits, or a prefix code's byte ranges), then the body by case.</summary>
internal sealed partial class KaitaiExport
{
    private void AddUnion(Scope scope, UnionModel union)
    {
        if (union.Tag == UnionTagWidth.Text)
        {
            // No tag of its own: the member that holds it switches on the string that names its case.
            scope.Add(new YamlMap().Add("id", "body").Add("size-eos", true)
                .Add("doc", "Cases named by text: read through the member that holds it, which switches on the string naming its case."));
            return;
        }

        if (union.PeeksTag)
        {
            AddPrefixCodeUnion(scope, union);
            return;
        }

        if (union.TagBits > 0)
        {
            // The tag is the top bits of the case's first byte: peeked here, read again by the case with its bit fields.
            scope.Instances.Add("tag", new YamlMap().Add("value", $"first_byte >> {8 - union.TagBits}"));
            scope.Instances.Add("first_byte", new YamlMap().Add("pos", "_io.pos").Add("type", "u1"));
        }
        else
        {
            scope.Add(new YamlMap().Add("id", "tag").Add("type", union.Tag switch
            {
                UnionTagWidth.UInt8 => "u1",
                UnionTagWidth.UInt16 => union.LittleEndianTag ? "u2le" : "u2",
                _ => union.LittleEndianTag ? "s4le" : "s4",
            }));
        }

        var cases = new YamlMap();
        foreach (UnionCase unionCase in union.Cases)
        {
            cases.Add(unionCase.Tag.ToString(CultureInfo.InvariantCulture), Unpassed(unionCase.TypeName));
        }

        if (union.DefaultCase.Length > 0)
        {
            cases.Add("_", Unpassed(union.DefaultCase));
        }

        var body = new YamlMap().Add("id", "body").Add("type", new YamlMap().Add("switch-on", "tag").Add("cases", cases));
        if (union.Frame is { } frame)
        {
            scope.Add(new YamlMap().Add("id", "body_size").Add("type", PrefixType(frame.Prefix)));
            body.Add("size", FrameSize(frame, "body_size"));
        }

        scope.Add(body);
    }

    /// <summary>
    /// A prefix code's cases (msgpack's): the first byte, peeked, falls in one case's range; <c>case_index</c> numbers
    /// that case in the union's order (by tag). A case with a whole tag byte has it read here first; a case of a few bits reads
    /// its byte again with its bit fields.
    /// </summary>
    private void AddPrefixCodeUnion(Scope scope, UnionModel union)
    {
        scope.Instances.Add("first_byte", new YamlMap().Add("pos", "_io.pos").Add("type", "u1"));
        string index = "-1";
        var cases = new YamlMap();
        var wholeBytes = new List<string>();
        for (int i = union.Cases.Count - 1; i >= 0; i--)
        {
            (int first, int last) = union.ByteRange(union.Cases[i]);
            string test = first == last ? $"first_byte == {first.ToString(CultureInfo.InvariantCulture)}" : $"first_byte >= {first.ToString(CultureInfo.InvariantCulture)} and first_byte <= {last.ToString(CultureInfo.InvariantCulture)}";
            if (union.Cases[i].BelowLength > 0)
            {
                // Chosen only in a short union (the rest of its stream, from the tag): else the byte is the default case's.
                test += $" and _io.size - _io.pos < {union.Cases[i].BelowLength.ToString(CultureInfo.InvariantCulture)}";
            }

            index = $"({test} ? {i.ToString(CultureInfo.InvariantCulture)} : {index})";
            if (!union.CaseCarriesTag(union.Cases[i]))
            {
                wholeBytes.Add($"case_index == {i.ToString(CultureInfo.InvariantCulture)}");
            }
        }

        for (int i = 0; i < union.Cases.Count; i++)
        {
            cases.Add(i.ToString(CultureInfo.InvariantCulture), Unpassed(union.Cases[i].TypeName));
        }

        if (union.DefaultReadsTag)
        {
            // No case's byte: the default case reads it as its own first.
            cases.Add("_", Unpassed(union.DefaultCase));
        }

        scope.Instances.Add("case_index", new YamlMap().Add("value", index));
        if (wholeBytes.Count > 0)
        {
            scope.Add(new YamlMap().Add("id", "tag").Add("type", "u1").Add("if", string.Join(" or ", wholeBytes)));
        }

        scope.Add(new YamlMap().Add("id", "body").Add("type", new YamlMap().Add("switch-on", "case_index").Add("cases", cases)));
    }
}
