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
        _writer.WriteLine($$"""

            /// <summary>Writes the tag and the case's body; throws <see cref="global::Spanwire.BinarySerializationException"/> if <paramref name="destination"/> is too short.</summary>
            public {{New}}int Write({{Span}} destination)
            {
                int written = TryWriteCore(destination, 0);
                if (written < 0)
                {
                    {{Wire}}.ThrowDestinationTooShort({{_typeLiteral}}, GetSerializedSize(), destination.Length);
                }

                return written;
            }

            /// <summary>Writes the tag and the case's body, or returns <see langword="false"/> if <paramref name="destination"/> is too short.</summary>
            public {{New}}bool TryWrite({{Span}} destination, out int bytesWritten)
            {
                int written = TryWriteCore(destination, 0);
                bytesWritten = written < 0 ? 0 : written;
                return written >= 0;
            }

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
        _writer.WriteLine($$"""

            /// <summary>Reads one value; throws <see cref="global::Spanwire.BinarySerializationException"/> on truncated or invalid data, an unknown tag included.</summary>
            public {{New}}static {{type}} Read({{ReadOnlySpan}} source, out int bytesRead)
            {
                var state = {{ReadState}}.Default;
                int offset = 0;
                if (!TryReadCore(source, ref offset, ref state, out var value))
                {
                    throw state.ToTruncationException();
                }

                bytesRead = offset;
                return value;
            }

            /// <summary>Reads one value, or returns <see langword="false"/> if <paramref name="source"/> ends before the value does.</summary>
            public static bool TryRead({{ReadOnlySpan}} source, {{maybeNull}}out {{type}} value, out int bytesRead)
            {
                var state = {{ReadState}}.Default;
                int offset = 0;
                bool complete = TryReadCore(source, ref offset, ref state, out value);
                bytesRead = complete ? offset : 0;
                return complete;
            }

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
