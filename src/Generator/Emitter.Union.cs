using Spanwire.Generator.Model;

namespace Spanwire.Generator;

internal sealed partial class Emitter
{
    private int TagSize => _type.UnionTag switch { "Byte" => 1, "UInt16" => 2, _ => 4 };

    /// <summary>A union: the tag of the value's case, then the case's own body; reads dispatch on the tag.</summary>
    private void EmitUnionMembers()
    {
        string type = _type.FullyQualifiedName;
        string maybeNull = MaybeNullWhenFalse;
        string tagSize = Invariant(TagSize);
        _writer.WriteLine("/// <summary>Returns the exact number of bytes <see cref=\"Write\"/> produces: the tag and the case's body.</summary>");
        _writer.OpenBlock($"public {New}int GetSerializedSize()");
        _writer.OpenBlock("switch (this)");
        foreach (UnionCase unionCase in _type.Cases)
        {
            _writer.WriteLine($"case {unionCase.TypeName} value: return checked({tagSize} + value.GetSerializedSize());");
        }

        _writer.WriteLine($"default: {Wire}.ThrowInvalid({_typeLiteral}, \"(case)\", -1, $\"{{GetType()}} is not a case of {_type.DisplayName}.\"); return -1;");
        _writer.CloseBlock();
        _writer.CloseBlock();
        _writer.WriteLine();
        EmitWriteEntryPoints("the tag and the case's body", documentReturns: false);
        _writer.WriteLine($$"""

            /// <summary>Writes the tag and the case's body at <paramref name="offset"/>; returns the offset after them, or -1 when out of room.</summary>
            {{NeverBrowsable}}
            """);
        _writer.OpenBlock($"public {New}int TryWriteCore({Span} destination, int offset)");
        _writer.OpenBlock($"if (destination.Length - offset < {tagSize})");
        _writer.WriteLine("return -1;");
        _writer.CloseBlock();
        _writer.OpenBlock("switch (this)");
        foreach (UnionCase unionCase in _type.Cases)
        {
            _writer.OpenBlock($"case {unionCase.TypeName} value:");
            _writer.WriteLine($"{Wire}.Write{_type.UnionTag}(ref {Wire}.At(destination, offset), 0, {TagLiteral(unionCase.Tag)});");
            _writer.WriteLine($"return value.TryWriteCore(destination, offset + {tagSize});");
            _writer.CloseBlock();
        }

        _writer.WriteLine($"default: {Wire}.ThrowInvalid({_typeLiteral}, \"(case)\", offset, $\"{{GetType()}} is not a case of {_type.DisplayName}.\"); return -1;");
        _writer.CloseBlock();
        _writer.CloseBlock();
        _writer.WriteLine();
        EmitReadEntryPoint("truncated or invalid data, an unknown tag included");
        _writer.WriteLine();
        EmitTryReadEntryPoint("/// <summary>Reads one value, or returns <see langword=\"false\"/> if <paramref name=\"source\"/> ends before the value does.</summary>");
        _writer.WriteLine($$"""

            /// <summary>Reads the tag and the body of the case it names; an unknown tag is invalid data.</summary>
            {{NeverBrowsable}}
            """);
        _writer.OpenBlock($"public static bool TryReadCore({ReadOnlySpan} source, ref int offset, ref {ReadState} state, {maybeNull}out {type} value)");
        _writer.WriteLine("value = default!;");
        _writer.OpenBlock($"if (source.Length - offset < {tagSize})");
        _writer.WriteLine($"return state.Truncated({_typeLiteral}, \"(tag)\", offset, {tagSize}, source.Length - offset);");
        _writer.CloseBlock();
        _writer.WriteLine($"long tag = {Wire}.Read{_type.UnionTag}(ref {Wire}.At(source, offset), 0);");
        _writer.WriteLine("int tagOffset = offset;");
        _writer.WriteLine($"offset += {tagSize};");
        _writer.WriteLine($"state.Enter({_typeLiteral}, tagOffset);");
        _writer.WriteLine("bool complete;");
        _writer.OpenBlock("switch (tag)");
        int index = 0;
        foreach (UnionCase unionCase in _type.Cases)
        {
            string local = $"__case{Invariant(index++)}";
            _writer.OpenBlock($"case {unionCase.Tag.ToString(System.Globalization.CultureInfo.InvariantCulture)}L:");
            _writer.WriteLine($"complete = {unionCase.TypeName}.TryReadCore(source, ref offset, ref state, out var {local});");
            _writer.WriteLine($"value = {local};");
            _writer.WriteLine("break;");
            _writer.CloseBlock();
        }

        _writer.WriteLine($"default: {Wire}.ThrowInvalid({_typeLiteral}, \"(tag)\", tagOffset, $\"unknown tag {{tag}}.\"); return false;");
        _writer.CloseBlock();
        _writer.WriteLine("state.Exit();");
        _writer.WriteLine("return complete;");
        _writer.CloseBlock();
    }

    private string TagLiteral(long tag) => _type.UnionTag switch
    {
        "Byte" => $"(byte){Invariant((int)tag)}",
        "UInt16" => $"(ushort){Invariant((int)tag)}",
        _ => Invariant((int)tag),
    };
}
