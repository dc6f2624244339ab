using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// A framed union's span entry points (<c>Read</c>, <c>TryRead</c>, <c>TryDispatch</c>) read a message whose frame is
/// whole in the source without a read state, inlined into the caller: the tag and the frame's size, then the case, a
/// constant-size case by its unchecked read and any other by a call of its own that holds the read state. Anything else
/// (a short source, an unknown tag, a size out of range, a constant-size case in a shorter frame) takes the general
/// read, a call that reports it. Measured against a hand-written loop of five PostgreSQL messages, one call holding the
/// tag, the frame, every case's locals and the read state cost a one-byte message a third of its time.
/// </summary>
internal sealed partial class Emitter
{
    private const string GeneralRead = "__ReadGeneral";

    private const string GeneralTryRead = "__TryReadGeneral";

    private const string GeneralDispatch = "__TryDispatchGeneral";

    /// <summary>
    /// A tag of its own, then a fixed-width size frame: the message's extent is known before its case is read. Not for
    /// tags inside the case's first byte, cases chosen by length, parameters, or traced reads (each takes the general read).
    /// </summary>
    private bool ReadsWholeFrames(UnionModel union)
        => union.Frame is { } frame && !LengthPrefixes.IsVariableWidth(frame.Prefix) && union.TagBits == 0 && !union.PeeksTag
            && !union.DefaultTakesTag && union.Cases.All(c => c.BelowLength == 0) && _type.Parameters.Count == 0 && !Tracing;

    /// <summary>What an entry point does with a case's value once read (in <c>__message</c>), and where it goes otherwise.</summary>
    private enum WholeFrameEntry
    {
        Read,
        TryRead,
        Dispatch,
    }

    /// <summary>The whole-frame path of one entry point, then the call to its general read.</summary>
    private void EmitWholeFrameEntry(UnionModel union, WholeFrameEntry entry, string tagSize, string readTag)
    {
        string type = _type.FullyQualifiedName;
        Writer.WriteLine(entry == WholeFrameEntry.Read ? ReadDoc : entry == WholeFrameEntry.TryRead ? TryReadDoc : DispatchDoc);
        Writer.WriteLine(AggressiveInlining);
        Writer.OpenBlock(entry switch
        {
            WholeFrameEntry.Read => $"public {New}static {type} Read({ReadOnlySpan} source, out int bytesRead)",
            WholeFrameEntry.TryRead => $"public static bool TryRead({ReadOnlySpan} source, {MaybeNullWhenFalse}out {type} value, out int bytesRead)",
            _ => $"public static bool TryDispatch<THandler>({ReadOnlySpan} source, ref THandler handler, out int bytesRead)\n    where THandler : IHandler",
        });
        Writer.OpenBlock($"if ({Wire}.TryWholeFrame(source, {tagSize}, {new FrameEmission(union.Frame!).Arguments}, out int offset, out int end))");
        Writer.OpenBlock($"switch ((long){Wire}.{readTag}(ref {Wire}.At(source, 0), 0))");
        int index = 0;
        foreach (UnionCase unionCase in union.Cases)
        {
            int caseIndex = index++;
            if (unionCase.IsValueType && entry != WholeFrameEntry.Dispatch && !union.BoxesStructCases)
            {
                continue;
            }

            Writer.OpenBlock($"case {Invariant(unionCase.Tag)}L:");
            if (ReadsFixedAt(unionCase))
            {
                Writer.OpenBlock($"if (end - offset < {unionCase.TypeName}.FixedSize)");
                Writer.WriteLine("break;");
                Writer.CloseBlock();
                EmitReadInPlace(union, unionCase.TypeName, "__message");
            }
            else
            {
                Writer.WriteLine($"var __message = {WholeCase(caseIndex)}(source, offset, end);");
            }

            string delivered = unionCase.IsValueType && entry != WholeFrameEntry.Dispatch ? $"new {Boxed(unionCase.TypeName)}(__message)" : "__message";
            Writer.WriteLine(entry switch
            {
                WholeFrameEntry.Read => $"bytesRead = end;\nreturn {delivered};",
                WholeFrameEntry.TryRead => $"value = {delivered};\nbytesRead = end;\nreturn true;",
                _ => $"handler.Handle({(unionCase.IsValueType ? "in " : string.Empty)}__message);\nbytesRead = end;\nreturn true;",
            });
            Writer.CloseBlock();
        }

        Writer.CloseBlock();
        Writer.CloseBlock();
        // The general read's results come back through locals of this method: passed on as the caller's own, its
        // byte count would live in memory, and the next message's offset would wait on a store and a reload.
        Writer.WriteLine(entry switch
        {
            WholeFrameEntry.Read => $"var __value = {GeneralRead}(source, out int __read);\nbytesRead = __read;\nreturn __value;",
            WholeFrameEntry.TryRead => $"bool __complete = {GeneralTryRead}(source, out var __value, out int __read);\nvalue = __value;\nbytesRead = __read;\nreturn __complete;",
            _ => $"bool __complete = {GeneralDispatch}(source, ref handler, out int __read);\nbytesRead = __read;\nreturn __complete;",
        });
        Writer.CloseBlock();
        Writer.WriteLine();
    }

    /// <summary>
    /// Each case that is not read in place: its read, with the read state, over the frame alone, and the frame's
    /// checks, in a call of its own (the state and the case's locals stay out of the caller's frame).
    /// </summary>
    private void EmitWholeFrameCases(UnionModel union)
    {
        int index = 0;
        foreach (UnionCase unionCase in union.Cases)
        {
            int caseIndex = index++;
            if (ReadsFixedAt(unionCase))
            {
                continue;
            }

            string local = $"__case{Invariant(caseIndex)}";
            Writer.WriteLine();
            Writer.WriteLine(NoInlining);
            Writer.OpenBlock($"private static {unionCase.TypeName} {WholeCase(caseIndex)}({ReadOnlySpan} source, int offset, int end)");
            Writer.WriteLine($"{ReadState}.Begin(out var state);");
            EmitCaseRead(unionCase.TypeName, local, "bool complete");
            Writer.OpenBlock("if (!complete)");
            Writer.WriteLine(FrameEmission.Overrun(this, CaseName, "end"));
            Writer.CloseBlock();
            new FrameEmission(union.Frame!).EmitFilledCheck(this, CaseName, "end");
            Writer.WriteLine($"return {local};");
            Writer.CloseBlock();
        }
    }

    /// <summary>
    /// A constant-size case read in place into <paramref name="local"/>, after its room in the frame is checked: its
    /// unchecked read, then the frame's filled check.
    /// </summary>
    private void EmitReadInPlace(UnionModel union, string caseType, string local)
    {
        Writer.WriteLine($"var {local} = {caseType}.ReadFixedAt(source, offset);");
        Writer.WriteLine($"offset += {caseType}.FixedSize;");
        if (union.Frame is { } frame)
        {
            new FrameEmission(frame).EmitFilledCheck(this, CaseName, "end");
        }
    }

    private static string WholeCase(int index) => $"__ReadCase{Invariant(index)}";

    /// <summary>A constant-size case generated in this compilation: its internal, unchecked <c>ReadFixedAt</c> is in reach.</summary>
    private static bool ReadsFixedAt(UnionCase unionCase) => unionCase.FixedSize > 0 && unionCase.InThisCompilation;
}
