using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Controls;
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

    /// <summary>Methods that write one item of a streamed collection, emitted after the step method.</summary>
    private readonly List<string> _itemWriters = new();

    private int _classIndent;

    private static bool StreamsInParts(MemberModel member)
        => member.Source is null && member.Layout.Wrappers.Count == 0 && member.Layout.Codec.WritesInParts;

    private void EmitChunkSignature(string whatIsWritten)
        => Writer.WriteLine($$"""
            /// <summary>
            /// Writes the next part of {{whatIsWritten}} into <paramref name="destination"/>, one chunk of a write larger than one
            /// buffer, resuming where <paramref name="cursor"/> stopped; returns the bytes written.
            /// </summary>
            {{NeverBrowsable}}
            """);

    /// <summary><c>WriteChunk</c> for a type written whole: fixed-size, a union, or nothing that streams.</summary>
    private void EmitWholeChunk(string whatIsWritten)
    {
        EmitChunkSignature(whatIsWritten);
        Writer.WriteLine($"public {New}int WriteChunk({Span} destination, ref {Cursor} cursor) => cursor.Whole(TryWriteCore(destination, 0));");
    }

    private void EmitChunkMembers()
    {
        List<List<MemberModel>> segments = Segments().ToList();
        if (IsFixedSize || !segments.Any(segment => segment.Count == 1 && StreamsInParts(segment[0])))
        {
            EmitWholeChunk("this value");
            return;
        }

        _classIndent = Writer.Indent;
        EmitChunkSignature("this value");
        Writer.WriteLine($$"""
            public {{New}}int WriteChunk({{Span}} destination, ref {{Cursor}} cursor)
            {
                int offset = 0;
                for (int step = cursor.Enter(); step < {{Invariant(segments.Count)}}; step = cursor.NextStep())
                {
                    int next = {{StepMethod}}(step, destination, offset, ref cursor);
                    if (next < 0)
                    {
                        return cursor.Suspend(offset);
                    }

                    offset = next;
                    if (cursor.Pending)
                    {
                        return cursor.Suspend(offset);
                    }
                }

                return cursor.Leave(offset);
            }

            """);
        Writer.OpenBlock($"private int {StepMethod}(int step, {Span} destination, int offset, ref {Cursor} cursor)");
        Writer.OpenBlock("switch (step)");
        for (int step = 0; step < segments.Count; step++)
        {
            List<MemberModel> segment = segments[step];
            Writer.OpenBlock($"case {Invariant(step)}:");
            if (segment.Count == 1 && StreamsInParts(segment[0]))
            {
                MemberModel member = segment[0];
                member.Layout.Codec.EmitWritePart(this, WriteValue(member), Literal(member.WireName));
            }
            else
            {
                EmitWriteSegment(segment);
                Writer.WriteLine("return offset;");
            }

            Writer.CloseBlock();
        }

        Writer.WriteLine("default:");
        Writer.WriteLine("    return offset;");
        Writer.CloseBlock();
        Writer.CloseBlock();
        foreach (string itemWriter in _itemWriters)
        {
            Writer.WriteLine();
            Writer.WriteRaw(itemWriter);
        }
    }

    /// <summary>
    /// Declares a method that writes one item of <paramref name="element"/> at <c>offset</c> whole (returning the offset
    /// after it, or -1 when it does not fit), for a streamed collection's loop; returns its name.
    /// </summary>
    public string ItemWriter(Layout element, string member)
    {
        string name = $"__SpanwireWriteItem{Invariant(_itemWriters.Count)}";
        SourceWriter outer = Writer;
        Writer = new SourceWriter(_classIndent);
        Writer.OpenBlock($"private int {name}({Span} destination, int offset, {element.Codec.TypeName} item)");
        EmitWrite(element, "item", member);
        Writer.WriteLine("return offset;");
        Writer.CloseBlock();
        _itemWriters.Add(Writer.ToString());
        Writer = outer;
        return name;
    }
}
