using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A union with struct cases: <c>TryDispatch</c> to a handler, and each struct case's static size and write.</summary>
internal sealed partial class Emitter
{
    /// <summary>
    /// A union with struct cases: a handler interface with one <c>Handle</c> per case, <c>TryDispatch</c> that reads one
    /// message and calls it (generic over the handler, so a struct handler and struct cases run without allocating),
    /// and static <c>Write</c>/<c>GetSerializedSize</c> for each struct case.
    /// </summary>
    private void EmitDispatch(UnionModel union, int size, string tagSize, string read, string write)
    {
        string handled = union.DefaultCase.Length > 0 ? "; the default case gets unknown tags" : "";
        Writer.WriteLine();
        Writer.WriteLine($"/// <summary>Receives the messages <see cref=\"TryDispatch{{THandler}}\"/> reads: one overload per case{handled}.</summary>");
        Writer.OpenBlock("public interface IHandler");
        foreach (string caseType in HandledTypes(union))
        {
            Writer.WriteLine($"void Handle({caseType} message);");
        }

        Writer.CloseBlock();
        string framed = union.Frame is null ? "false" : "true";
        Writer.WriteLine();
        bool whole = ReadsWholeFrames(union);
        if (whole)
        {
            EmitWholeFrameEntry(union, WholeFrameEntry.Dispatch, tagSize, read);
        }

        string header = whole ? $"private static bool {GeneralDispatch}" : $"{DispatchDoc}\n{NoInlining}\npublic static bool TryDispatch";
        if (whole)
        {
            header = $"{NoInlining}\n{header}";
        }

        Writer.WriteLine($$"""
            {{header}}<THandler>({{ReadOnlySpan}} source, ref THandler handler, out int bytesRead)
                where THandler : IHandler
            {
                {{ReadState}}.Begin(out var state);
                int offset = 0;
                bool complete = {{UnionDispatchInlined}}(source, ref offset, ref state, ref handler);
                bytesRead = complete ? offset : 0;
                return complete;
            }

            /// <summary>
            /// Reads one message from the start of <paramref name="source"/> (a <c>PipeReader</c>'s buffer, split anywhere) and
            /// passes it to <paramref name="handler"/>; returns <see langword="false"/>, with <paramref name="consumed"/> at the
            /// start, if the sequence ends before the message does. A message across segments is copied into a pooled buffer.
            /// </summary>
            public static bool TryDispatch<THandler>(in global::System.Buffers.ReadOnlySequence<byte> source, ref THandler handler, out global::System.SequencePosition consumed)
                where THandler : IHandler
                => global::Spanwire.Infrastructure.Wire.TryDispatch<__Dispatch<THandler>, THandler>(source, ref handler, framed: {{framed}}, out consumed);

            private readonly struct __Dispatch<THandler> : global::Spanwire.Infrastructure.IUnionDispatch<THandler>
                where THandler : IHandler
            {
                public bool TryDispatch({{ReadOnlySpan}} source, ref int offset, ref {{ReadState}} state, ref THandler handler)
                    => TryDispatchCore(source, ref offset, ref state, ref handler);

                public bool TryMeasure({{ReadOnlySpan}} source, ref int offset, ref {{ReadState}} state)
                {
                    var measure = default(__Measure);
                    return TryDispatchCore(source, ref offset, ref state, ref measure);
                }
            }
            """);
        Writer.WriteLine("/// <summary>Reads messages without keeping them: how long a message is.</summary>");
        Writer.OpenBlock("private struct __Measure : IHandler");
        foreach (string caseType in HandledTypes(union))
        {
            Writer.WriteLine($"public void Handle({caseType} message) {{ }}");
        }

        Writer.CloseBlock();
        Writer.WriteLine();
        Writer.WriteLine($$"""
            {{NeverBrowsable}}
            {{NoInlining}}
            public static bool TryDispatchCore<THandler>({{ReadOnlySpan}} source, ref int position, ref {{ReadState}} state, ref THandler handler)
                where THandler : IHandler
                => {{UnionDispatchInlined}}(source, ref position, ref state, ref handler);

            {{AggressiveInlining}}
            private static bool {{UnionDispatchInlined}}<THandler>({{ReadOnlySpan}} source, ref int position, ref {{ReadState}} state, ref THandler handler)
            """);
        Writer.OpenBlock("    where THandler : IHandler");
        Writer.WriteLine(CopyPosition);
        EmitTraceBegin();
        EmitTagAndFrameRead(union, size, tagSize, read);

        Writer.OpenBlock("switch (tag)");
        int index = 0;
        foreach (UnionCase unionCase in union.Cases)
        {
            Writer.OpenBlock($"case {Invariant(unionCase.Tag)}L:");
            string local = $"__case{Invariant(index++)}";
            if (!unionCase.IsValueType && unionCase.FixedSize > 0 && !Tracing)
            {
                EmitFixedClassDispatch(union, unionCase.TypeName, local);
            }

            EmitDispatchCase(union, unionCase.TypeName, local, unionCase.IsValueType, setTag: false);
            Writer.CloseBlock();
        }

        Writer.OpenBlock("default:");
        if (union.DefaultCase.Length > 0)
        {
            EmitDispatchCase(union, union.DefaultCase, "__unknown", isValueType: false, setTag: true);
        }
        else
        {
            Writer.WriteLine($"{Wire}.ThrowUnknownTag({TypeLiteral}, tagOffset, tag, {Invariant(size)});");
            Writer.WriteLine("return false;");
        }

        Writer.CloseBlock();
        Writer.CloseBlock();
        Writer.CloseBlock();

        foreach (UnionCase structCase in union.Cases.Where(c => c.IsValueType))
        {
            EmitStructCaseWrite(union, structCase, tagSize, write);
        }
    }


    private const string DispatchDoc = """
        /// <summary>
        /// Reads one message and passes it to <paramref name="handler"/>; returns <see langword="false"/>, consuming nothing,
        /// if <paramref name="source"/> ends before the message does. Invalid data throws <see cref="global::Spanwire.BinarySerializationException"/>.
        /// </summary>
        """;

    /// <summary>The parameter of each <c>Handle</c> overload: the cases (structs by <c>in</c>), and the default case.</summary>
    private static IEnumerable<string> HandledTypes(UnionModel union)
        => union.Cases.Where(c => c.TypeName != union.DefaultCase).Select(c => (c.IsValueType ? "in " : "") + c.TypeName).Append(union.DefaultCase).Where(t => t.Length > 0).Distinct();

    /// <summary>One case of <c>TryDispatchCore</c>: read the body, check the frame, then call the handler.</summary>
    private void EmitDispatchCase(UnionModel union, string caseType, string local, bool isValueType, bool setTag)
    {
        EmitCaseRead(caseType, local, "bool complete");
        Writer.OpenBlock("if (!complete)");
        if (union.Frame is not null)
        {
            Writer.WriteLine(FrameEmission.Overrun(this, CaseName, "end"));
        }

        Writer.WriteLine("position = offset;");
        Writer.WriteLine("return false;");
        Writer.CloseBlock();
        if (union.Frame is { } frame)
        {
            new FrameEmission(frame).EmitFilledCheck(this, CaseName, "end");
        }

        if (setTag)
        {
            Writer.WriteLine($"{local}.Tag = tag;");
        }

        Writer.WriteLine($"handler.Handle({(isValueType ? "in " : "")}{local});");
        Writer.WriteLine("position = offset;");
        Writer.WriteLine("return true;");
    }

    /// <summary>
    /// A sealed class case of constant size, whole in the source: read by its unchecked <c>ReadFixedAt</c> into a local
    /// assigned once, which the JIT can allocate on the stack when the handler keeps nothing of it (the general path's
    /// <c>out</c> variable is address-taken, so the message was always allocated: a one-byte ReadyForQuery dispatched at
    /// 1.6x the hand-written loop's time). A shorter source takes the general path below, which reports it.
    /// </summary>
    private void EmitFixedClassDispatch(UnionModel union, string caseType, string local)
    {
        Writer.OpenBlock($"if (end - offset >= {caseType}.FixedSize)");
        EmitReadInPlace(union, caseType, $"{local}Fixed");
        Writer.WriteLine($"handler.Handle({local}Fixed);");
        Writer.WriteLine("position = offset;");
        Writer.WriteLine("return true;");
        Writer.CloseBlock();
    }

    /// <summary>Static <c>GetSerializedSize</c>, <c>Write</c> and <c>TryWriteCore</c> for a struct case: the tag, the frame, the body.</summary>
    private void EmitStructCaseWrite(UnionModel union, UnionCase structCase, string tagSize, string write)
    {
        string caseType = structCase.TypeName;
        string tag = TagLiteral(union.Tag, Invariant(structCase.Tag));
        Writer.WriteLine($$"""

            /// <summary>Returns the exact number of bytes <see cref="Write(in {{caseType}}, {{Span}})"/> produces for this struct case.</summary>
            public static int GetSerializedSize(in {{caseType}} value) => {{CaseSize(union, caseType, tagSize)}};

            /// <summary>Writes the struct case's tag and body; throws <see cref="global::Spanwire.BinarySerializationException"/> if <paramref name="destination"/> is too short.</summary>
            public static int Write(in {{caseType}} value, {{Span}} destination)
            {
                int written = TryWriteCore(in value, destination, 0);
                if (written < 0)
                {
                    {{Wire}}.ThrowDestinationTooShort({{TypeLiteral}}, GetSerializedSize(in value), destination.Length);
                }

                return written;
            }
            {{NeverBrowsable}}
            """);

        // A tag, a frame and the body's write: small enough to inline into the union's type switch (as a call it
        // doubled a small struct case's write).
        Writer.WriteLine(AggressiveInlining);

        Writer.OpenBlock($"public static int TryWriteCore(in {caseType} value, {Span} destination, int offset)");
        if (TryEmitConstantFrameWrite(union, structCase, int.Parse(tagSize, System.Globalization.CultureInfo.InvariantCulture), write, tag))
        {
            Writer.CloseBlock();
            return;
        }

        Writer.OpenBlock($"if (destination.Length - offset < {tagSize})");
        Writer.WriteLine("return -1;");
        Writer.CloseBlock();
        Writer.WriteLine($"{Wire}.{write}(ref {Wire}.At(destination, offset), 0, {tag});");
        if (union.Frame is { } writeFrame)
        {
            Writer.WriteLine($"offset += {tagSize};");
            EmitWrite(new Layout(new NestedCodec(caseType, IsValueType: true)).Wrap(writeFrame), "value", CaseName);
            Writer.WriteLine("return offset;");
        }
        else
        {
            Writer.WriteLine($"return value.TryWriteCore(destination, offset + {tagSize});");
        }

        Writer.CloseBlock();
    }
}
