using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

internal sealed partial class Emitter
{
    /// <summary>A union: the tag of the value's case, then the case's own body; reads dispatch on the tag.</summary>
    private void EmitUnionMembers(UnionModel union)
    {
        string type = _type.FullyQualifiedName;
        (int size, string write, string read) = union.Tag switch
        {
            UnionTagKind.UInt8 => (1, "WriteByte", "ReadByte"),
            UnionTagKind.UInt16 => (2, "WriteUInt16", "ReadUInt16"),
            _ => (4, "WriteInt32", "ReadInt32"),
        };
        string tagSize = Invariant(size);
        string notACase = $"{Wire}.ThrowInvalid({TypeLiteral}, \"(case)\", {{0}}, $\"{{{{GetType()}}}} is not a case of {_type.DisplayName}.\"); return -1;";
        Writer.WriteLine("/// <summary>Returns the exact number of bytes <see cref=\"Write\"/> produces: the tag and the case's body.</summary>");
        Writer.OpenBlock($"public {New}int GetSerializedSize()");
        Writer.OpenBlock("switch (this)");
        foreach (UnionCase unionCase in union.Cases)
        {
            Writer.WriteLine($"case {unionCase.TypeName} value: return checked({tagSize} + value.GetSerializedSize());");
        }

        Writer.WriteLine($"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "-1")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
        Writer.WriteLine();
        EmitWriteEntryPoints("the tag and the case's body", documentReturns: false);
        Writer.WriteLine($$"""

            /// <summary>Writes the tag and the case's body at <paramref name="offset"/>; returns the offset after them, or -1 when out of room.</summary>
            {{NeverBrowsable}}
            """);
        Writer.OpenBlock($"public {New}int TryWriteCore({Span} destination, int offset)");
        Writer.OpenBlock($"if (destination.Length - offset < {tagSize})");
        Writer.WriteLine("return -1;");
        Writer.CloseBlock();
        Writer.OpenBlock("switch (this)");
        foreach (UnionCase unionCase in union.Cases)
        {
            string tag = union.Tag switch
            {
                UnionTagKind.UInt8 => $"(byte){Invariant(unionCase.Tag)}",
                UnionTagKind.UInt16 => $"(ushort){Invariant(unionCase.Tag)}",
                _ => Invariant(unionCase.Tag),
            };
            Writer.OpenBlock($"case {unionCase.TypeName} value:");
            Writer.WriteLine($"{Wire}.{write}(ref {Wire}.At(destination, offset), 0, {tag});");
            Writer.WriteLine($"return value.TryWriteCore(destination, offset + {tagSize});");
            Writer.CloseBlock();
        }

        Writer.WriteLine($"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "offset")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
        Writer.WriteLine();
        EmitReadEntryPoint("truncated or invalid data, an unknown tag included");
        Writer.WriteLine();
        EmitTryReadEntryPoint("/// <summary>Reads one value, or returns <see langword=\"false\"/> if <paramref name=\"source\"/> ends before the value does.</summary>");
        Writer.WriteLine($$"""

            /// <summary>Reads the tag and the body of the case it names; an unknown tag is invalid data.</summary>
            {{NeverBrowsable}}
            """);
        Writer.OpenBlock($"public static bool TryReadCore({ReadOnlySpan} source, ref int offset, ref {ReadState} state, {MaybeNullWhenFalse}out {type} value)");
        Writer.WriteLine("value = default!;");
        Writer.OpenBlock($"if (source.Length - offset < {tagSize})");
        Writer.WriteLine($"return state.Truncated({TypeLiteral}, \"(tag)\", offset, {tagSize}, source.Length - offset);");
        Writer.CloseBlock();
        Writer.WriteLine($"long tag = {Wire}.{read}(ref {Wire}.At(source, offset), 0);");
        Writer.WriteLine("int tagOffset = offset;");
        Writer.WriteLine($"offset += {tagSize};");
        Writer.WriteLine($"state.Enter({TypeLiteral}, tagOffset);");
        Writer.WriteLine("bool complete;");
        Writer.OpenBlock("switch (tag)");
        int index = 0;
        foreach (UnionCase unionCase in union.Cases)
        {
            string local = $"__case{Invariant(index++)}";
            Writer.OpenBlock($"case {Invariant(unionCase.Tag)}L:");
            Writer.WriteLine($"complete = {unionCase.TypeName}.TryReadCore(source, ref offset, ref state, out var {local});");
            Writer.WriteLine($"value = {local};");
            Writer.WriteLine("break;");
            Writer.CloseBlock();
        }

        Writer.WriteLine($"default: {Wire}.ThrowUnknownTag({TypeLiteral}, tagOffset, tag, {Invariant(size)}); return false;");
        Writer.CloseBlock();
        Writer.WriteLine("state.Exit();");
        Writer.WriteLine("return complete;");
        Writer.CloseBlock();
    }

    /// <summary>
    /// A type Spanwire cannot generate (its diagnostic says why) still implements the interfaces, explicitly and
    /// throwing, so that call sites compile and the diagnostic that names the cause stands alone.
    /// </summary>
    private void EmitStubMembers()
    {
        string type = _type.FullyQualifiedName;
        string serializable = $"global::Spanwire.IBinarySerializable<{type}>";
        string message = Literal($"Spanwire did not generate '{_type.DisplayName}': see the Spanwire (SPW) diagnostics on its declaration.");
        Writer.WriteLine($$"""
            int {{serializable}}.GetSerializedSize() => throw new global::System.InvalidOperationException({{message}});

            int {{serializable}}.Write({{Span}} destination) => throw new global::System.InvalidOperationException({{message}});

            bool {{serializable}}.TryWrite({{Span}} destination, out int bytesWritten) => throw new global::System.InvalidOperationException({{message}});
            """);
        if (Capabilities.StaticAbstractReadable)
        {
            string readable = $"global::Spanwire.IBinaryReadable<{type}>";
            Writer.WriteLine($$"""

                static {{type}} {{readable}}.Read({{ReadOnlySpan}} source, out int bytesRead) => throw new global::System.InvalidOperationException({{message}});

                static bool {{readable}}.TryRead({{ReadOnlySpan}} source, out {{type}} value, out int bytesRead) => throw new global::System.InvalidOperationException({{message}});
                """);
        }
    }
}
