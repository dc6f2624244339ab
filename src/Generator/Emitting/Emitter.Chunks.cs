using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// <c>WriteChunk</c>: the write of a message larger than one pooled buffer, a chunk at a time. Each segment of the
/// type is a step; a member whose codec streams (a string, byte block, collection or nested value) writes what fits
/// and resumes in the next chunk; any other segment is written whole or waits for the next chunk.
/// </summary>
internal sealed partial class Emitter
{
    private const string Cursor = "global::Spanwire.Infrastructure.ChunkCursor";
    private const string ChunkWritable = "global::Spanwire.Infrastructure.IChunkWritable";
    private const string StepMethod = "__SpanwireWriteStep";

    /// <summary>
    /// Methods that write one item of a streamed collection, emitted after the step method: one writer per nesting
    /// level, since an item of nested collections declares its own item methods while its method is being written.
    /// </summary>
    private readonly List<SourceWriter> _itemWriters = new();

    private int _itemWriterCount;
    private int _itemWriterDepth;

    private int _classIndent;

    private static bool StreamsInParts(MemberModel member)
        => member.Source is null && member.Layout.Codec.WritesInParts && member.Layout.Wrappers.All(wrapper => wrapper.WritesAroundParts);

    /// <summary><c>WriteChunk</c> for a type written whole: fixed-size, or with no member that streams.</summary>
    private void EmitWholeChunk()
    {
        Writer.WriteLine(NeverBrowsable);
        Writer.WriteLine($"public {New}int WriteChunk{_suffix}({Span} destination, ref {Cursor} cursor) => cursor.Whole(TryWriteCore{_suffix}(destination, 0));");
    }

    private void EmitChunkMembers()
    {
        EquatableArray<Segment> segments = Segments();
        // A type with compressed members is written whole: compressing once per chunk would cost more than the chunking
        // saves. So is one with positioned members, whose holders are filled in after their parts are written, and one
        // whose checksum (its own, or a nested value's over a pseudo-header) is patched over bytes an earlier chunk would already have sent,
        // and one with parameters, whose arguments a chunk's step does not have.
        if (IsFixedSize || _type.Parameters.Count > 0 || !segments.Any(segment => segment.Kind == SegmentKind.Member && StreamsInParts(segment.First))
            || _type.Members.Any(member => member.Layout.Has(WrapperKind.Compressed) || member.Layout.Has(WrapperKind.PseudoHeader)) || _type.HasParts || _type.ChecksumWithin is not null)
        {
            EmitWholeChunk();
            return;
        }

        _classIndent = Writer.Indent;
        Writer.WriteLine(NeverBrowsable);
        Writer.OpenBlock($"public {New}int WriteChunk{_suffix}({Span} destination, ref {Cursor} cursor)");
        EmitByteOrderDispatch($"return WriteChunk{LittleEndianSuffix}(destination, ref cursor);");
        Writer.WriteLine($$"""
            int offset = 0;
            for (int step = cursor.Enter(); step < {{Invariant(segments.Count)}}; step = cursor.NextStep())
            {
                int next = {{StepMethod}}{{_suffix}}(step, destination, offset, ref cursor);
                if (next < 0) return cursor.Suspend(offset);
                offset = next;
                if (cursor.Pending) return cursor.Suspend(offset);
            }

            return cursor.Leave(offset);
            """);
        Writer.CloseBlock();
        Writer.WriteLine();
        Writer.OpenBlock($"private int {StepMethod}{_suffix}(int step, {Span} destination, int offset, ref {Cursor} cursor)");
        Writer.OpenBlock("switch (step)");
        for (int step = 0; step < segments.Count; step++)
        {
            Segment segment = segments[step];
            // The loop in WriteChunk never passes the last step, so the last is the switch's default.
            Writer.OpenBlock(step == segments.Count - 1 ? "default:" : $"case {Invariant(step)}:");
            if (segment.Kind == SegmentKind.Member && StreamsInParts(segment.First))
            {
                MemberModel member = segment.First;
                string value = WriteValue(member);
                string wireName = Literal(member.WireName);
                if (member.Layout.Wrappers.Count > 0)
                {
                    Writer.OpenBlock("if (cursor.Part == 0)");
                    for (int i = 0; i < member.Layout.Wrappers.Count; i++)
                    {
                        WrapperEmission.For(member.Layout.Wrappers[i]).EmitPartHead(this, value, wireName, Inside(member.Layout, i));
                    }

                    Writer.CloseBlock();
                }

                CodecEmission.For(member.Layout.Codec).EmitWritePart(this, value, wireName);
            }
            else
            {
                EmitWriteSegment(segment);
                Writer.WriteLine("return offset;");
            }

            Writer.CloseBlock();
        }

        Writer.CloseBlock();
        Writer.CloseBlock();
        foreach (SourceWriter levelWriter in _itemWriters)
        {
            Writer.WriteRaw(levelWriter);
        }

        _itemWriters.Clear();
    }

    /// <summary>
    /// The part of a string or byte block with no prefix of its own (a remainder, a length bound elsewhere): null is left
    /// to <paramref name="writeNull"/> (the whole write's rule for it), anything else streams.
    /// </summary>
    public void EmitUnprefixedPart(string value, string member, bool isString, bool isArray, System.Action writeNull)
    {
        string part = Temp("part");
        Writer.WriteLine($"var {part} = {value};");
        if (isString || isArray)
        {
            Writer.OpenBlock($"if ({part} is null)");
            writeNull();
            Writer.WriteLine("return offset;");
            Writer.CloseBlock();
        }

        Writer.WriteLine("cursor.Part = 1;");
        Writer.WriteLine(isString
            ? $"return {Wire}.WriteUtf8Part(destination, offset, {part}, ref cursor, {TypeLiteral}, {member});"
            : $"return {Wire}.WriteBytesPart(destination, offset, {(isArray ? part : part + ".Span")}, ref cursor);");
    }

    /// <summary>
    /// Declares a method that writes one item of <paramref name="element"/> at <c>offset</c> whole (returning the offset
    /// after it, or -1 when it does not fit), for a streamed collection's loop; returns its name.
    /// </summary>
    public string ItemWriter(Layout element, string member)
        => DeclareItemMethod(element, "", () =>
        {
            EmitWrite(element, "item", member);
            Writer.WriteLine("return offset;");
        });

    /// <summary>
    /// Declares a method that writes the next part of one item of <paramref name="element"/> (whose codec streams) in the
    /// cursor's current frame, like a member's step; returns its name.
    /// </summary>
    public string ItemPartWriter(Layout element, string member)
        => DeclareItemMethod(element, $", ref {Cursor} cursor", () => CodecEmission.For(element.Codec).EmitWritePart(this, "item", member));

    private string DeclareItemMethod(Layout element, string extraParameters, System.Action body)
    {
        string name = "__SpanwireWriteItem" + _suffix + Invariant(_itemWriterCount++);
        SourceWriter outer = Writer;
        if (_itemWriters.Count == _itemWriterDepth)
        {
            _itemWriters.Add(new SourceWriter(_classIndent));
        }

        Writer = _itemWriters[_itemWriterDepth++];
        Writer.WriteLine();
        Writer.OpenBlock($"private int {name}({Span} destination, int offset, {element.Codec.TypeName} item{extraParameters})");
        body();
        Writer.CloseBlock();
        _itemWriterDepth--;
        Writer = outer;
        return name;
    }
}
