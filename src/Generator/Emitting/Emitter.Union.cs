using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

internal sealed partial class Emitter
{
    /// <summary>
    /// A union: the tag of the value's case, then the case's own body, in a size frame when the union has one; reads
    /// dispatch on the tag, to the default case for a tag no case names when there is one.
    /// </summary>
    private void EmitUnionMembers(UnionModel union)
    {
        string type = _type.FullyQualifiedName;
        string order = union.LittleEndianTag ? "LittleEndian" : string.Empty;
        (int size, string write, string read) = union.Tag switch
        {
            UnionTagWidth.UInt8 => (1, "WriteByte", "ReadByte"),
            UnionTagWidth.UInt16 => (2, "WriteUInt16" + order, "ReadUInt16" + order),
            _ => (4, "WriteInt32" + order, "ReadInt32" + order),
        };
        string tagSize = Invariant(size);
        string notACase = $"return {Wire}.ThrowNotACase(this, {TypeLiteral}, {{0}});";
        var cases = union.Cases.Where(c => !c.IsValueType).Select(c => (c.TypeName, Tag: TagLiteral(union.Tag, Invariant(c.Tag)), c.Depth)).ToList();
        if (union.DefaultCase.Length > 0)
        {
            // A default case that begins at the tag writes no tag: its own first byte is the one read back.
            (long min, long max) = union.Tag switch { UnionTagWidth.UInt8 => (0L, 255L), UnionTagWidth.UInt16 => (0L, 65535L), _ => ((long)int.MinValue, (long)int.MaxValue) };
            cases.Add((union.DefaultCase, union.DefaultReadsTag ? string.Empty : TagLiteral(union.Tag, $"{Wire}.CheckTag(value.Tag, {Invariant(min)}L, {Invariant(max)}L, {TypeLiteral})"), union.DefaultCaseDepth));
        }

        // Writes match the value's type: a case deriving from another case (or from the default) comes before it, else
        // its switch arm would be unreachable (CS8120); cases of one depth keep their tag order, the default last.
        cases = cases.OrderByDescending(c => c.Depth).ToList();

        Writer.WriteLine(InheritDoc);
        Writer.OpenBlock($"public {New}int GetSerializedSize()");
        Writer.OpenBlock("switch (this)");
        foreach (var (caseType, _, _) in cases)
        {
            Writer.WriteLine($"case {caseType} value: return {CaseSize(union, caseType, tagSize)};");
        }

        foreach (string structCase in BoxedCases(union))
        {
            Writer.WriteLine($"case {Boxed(structCase)} boxed: return GetSerializedSize(boxed.Value);");
        }

        Writer.WriteLine($"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "-1")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
        Writer.WriteLine();
        EmitWriteEntryPoints(UnionWriteInlined, intoCaller: true);
        Writer.WriteLine($$"""
            {{NeverBrowsable}}
            {{NoInlining}}
            public {{New}}int TryWriteCore({{Span}} destination, int offset) => {{UnionWriteInlined}}(destination, offset);

            {{AggressiveInlining}}
            """);
        Writer.OpenBlock($"private int {UnionWriteInlined}({Span} destination, int offset)");
        // The tag's room is checked once, except where a default case writes no tag (each tagged case checks its own).
        if (!union.DefaultReadsTag)
        {
            Writer.OpenBlock($"if (destination.Length - offset < {tagSize})");
            Writer.WriteLine("return -1;");
            Writer.CloseBlock();
        }

        Writer.OpenBlock("switch (this)");
        var outOfLine = new List<(string CaseType, string Tag)>();
        foreach (var (caseType, tag, _) in cases)
        {
            if (WritesOutOfLine(union, caseType, tag))
            {
                outOfLine.Add((caseType, tag));
                continue;
            }

            Writer.OpenBlock($"case {caseType} value:");
            EmitCaseWrite(union, caseType, tag, size, write);
            Writer.CloseBlock();
        }

        foreach (string structCase in BoxedCases(union))
        {
            Writer.WriteLine($"case {Boxed(structCase)} boxed: return TryWriteCore(boxed.Value, destination, offset);");
        }

        // Sealed constant-size cases and boxed struct cases are exact types: anything else is one of the cases sent away.
        Writer.WriteLine(outOfLine.Count > 0 ? $"default: return {OutOfLineWrite}(destination, offset);" : $"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "offset")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
        EmitOutOfLineCaseWrites(union, outOfLine, size, write, notACase);
        Writer.WriteLine();
        EmitUnionChunk(union, cases, tagSize, write, notACase);
        Writer.WriteLine();
        bool whole = ReadsWholeFrames(union);
        if (whole)
        {
            EmitWholeFrameEntry(union, WholeFrameEntry.Read, tagSize, read);
            EmitWholeFrameEntry(union, WholeFrameEntry.TryRead, tagSize, read);
        }

        EmitReadEntryPoint(UnionReadInlined, whole ? GeneralRead : null);
        Writer.WriteLine();
        EmitTryReadEntryPoint(UnionReadInlined, whole ? GeneralTryRead : null);
        Writer.WriteLine($$"""
            {{NeverBrowsable}}
            {{NoInlining}}
            public static bool TryReadCore({{ReadOnlySpan}} source, ref int position, ref {{ReadState}} state, {{MaybeNullWhenFalse}}out {{type}} value)
                => {{UnionReadInlined}}(source, ref position, ref state, out value);

            {{AggressiveInlining}}
            """);
        Writer.OpenBlock($"private static bool {UnionReadInlined}({ReadOnlySpan} source, ref int position, ref {ReadState} state, {MaybeNullWhenFalse}out {type} value)");
        Writer.WriteLine("value = default!;");
        Writer.WriteLine(CopyPosition);
        EmitTraceBegin();
        EmitTagAndFrameRead(union, size, tagSize, read);

        Writer.WriteLine("bool complete;");
        Writer.OpenBlock("switch (tag)");
        int index = 0;
        foreach (UnionCase unionCase in union.Cases)
        {
            string local = $"__case{Invariant(index++)}";
            if (unionCase.IsValueType && union.BoxesStructCases)
            {
                Writer.OpenBlock($"case {Invariant(unionCase.Tag)}L:");
                EmitCaseRead(unionCase.TypeName, local, "complete");
                Writer.WriteLine($"value = complete ? new {Boxed(unionCase.TypeName)}({local}) : null;");
                Writer.WriteLine("break;");
                Writer.CloseBlock();
                continue;
            }

            if (unionCase.IsValueType)
            {
                string message = Literal($"case {Invariant(unionCase.Tag)} is the struct {unionCase.DisplayName}, which is not a {_type.DisplayName}: read this union with TryDispatch.");
                Writer.WriteLine($"case {Invariant(unionCase.Tag)}L: {Wire}.ThrowInvalid({TypeLiteral}, {CaseName}, tagOffset, {message}); return false;");
                continue;
            }

            Writer.OpenBlock($"case {CaseLabel(union, unionCase)}:");
            if (union.PeeksTag && !union.CaseCarriesTag(unionCase))
            {
                Writer.WriteLine("offset += 1;");
            }

            EmitCaseRead(unionCase.TypeName, local, "complete");
            Writer.WriteLine($"value = {local};");
            Writer.WriteLine("break;");
            Writer.CloseBlock();
        }

        if (union.DefaultCase.Length > 0)
        {
            Writer.OpenBlock("default:");
            EmitCaseRead(union.DefaultCase, "__unknown", "complete", union.DefaultTakesTag ? "(long)tag" : null);
            if (!union.DefaultReadsTag && !union.DefaultTakesTag)
            {
                Writer.OpenBlock("if (complete)");
                Writer.WriteLine("__unknown.Tag = tag;");
                Writer.CloseBlock();
            }

            Writer.WriteLine("value = __unknown;");
            Writer.WriteLine("break;");
            Writer.CloseBlock();
        }
        else
        {
            Writer.WriteLine($"default: {Wire}.ThrowUnknownTag({TypeLiteral}, tagOffset, tag, {Invariant(size)}); return false;");
        }

        Writer.CloseBlock();
        if (union.Frame is { } checkFrame)
        {
            // The frame's own checks, as a framed member's: running out inside is malformed, and the body fills the frame.
            Writer.OpenBlock("if (!complete)");
            Writer.WriteLine(FrameEmission.Overrun(this, CaseName, "end"));
            Writer.CloseBlock();
            new FrameEmission(checkFrame).EmitFilledCheck(this, CaseName, "end");
        }

        EmitTraceEnd("complete");
        Writer.WriteLine("position = offset;");
        Writer.WriteLine("return complete;");
        Writer.CloseBlock();
        if (union.Cases.Any(c => c.IsValueType))
        {
            EmitDispatch(union, size, tagSize, read, write);
        }

        if (whole)
        {
            EmitWholeFrameCases(union);
        }

        if (BoxedCases(union).Any())
        {
            Writer.WriteLine($$"""

                /// <summary>A struct case read through the object API (<c>Read</c>, <c>Deserialize</c>): the value, in a class of this union; written as that case.</summary>
                public sealed class Boxed<TCase> : {{type}}
                    where TCase : struct
                {
                    /// <summary>Holds <paramref name="value"/>.</summary>
                    public Boxed(TCase value) => Value = value;

                    /// <summary>The struct case's value.</summary>
                    public TCase Value { get; }
                }
                """);
        }
    }

    /// <summary>The tag values a case's arm matches: its tag, or in a prefix code the bytes its tag's bits start.</summary>
    private static string CaseLabel(UnionModel union, UnionCase unionCase)
    {
        if (unionCase.BelowLength > 0)
        {
            // The tag chooses the case only in a short union; in a longer one it is the default case's first byte.
            return $"{Invariant(unionCase.Tag)}L when end - tagOffset < {Invariant(unionCase.BelowLength)}";
        }

        if (!union.IsPrefixCode || !union.CaseCarriesTag(unionCase))
        {
            return $"{Invariant(unionCase.Tag)}L";
        }

        (int first, int last) = union.ByteRange(unionCase);
        return $">= {Invariant(first)}L and <= {Invariant(last)}L";
    }

    /// <summary>The struct cases the object API reads into <c>Boxed&lt;TCase&gt;</c>, where the union allows that class.</summary>
    private static IEnumerable<string> BoxedCases(UnionModel union)
        => union.BoxesStructCases ? union.Cases.Where(c => c.IsValueType).Select(c => c.TypeName) : [];

    private string Boxed(string structCase) => $"{_type.FullyQualifiedName}.Boxed<{structCase}>";

    /// <summary>
    /// The start of every union read: the tag (or "more data needed"), then the frame when the union has one, leaving
    /// <c>tag</c>, <c>tagOffset</c> and <c>end</c> (the frame's end, or the source's) for the case's read.
    /// </summary>
    /// <summary>Whether a default case's first byte <paramref name="first"/>, in bytes of <paramref name="length"/>, is one another case would be read as.</summary>
    private static string ClaimedLead(UnionModel union, string first, string length)
        => "(" + string.Join(" || ", union.Cases.Select(c => c.BelowLength > 0
            ? $"({first} == {Invariant(c.Tag)} && {length} < {Invariant(c.BelowLength)})"
            : $"{first} == {Invariant(c.Tag)}")) + ")";

    private void EmitTagAndFrameRead(UnionModel union, int size, string tagSize, string read)
    {
        Writer.OpenBlock($"if (source.Length - offset < {tagSize})");
        Writer.WriteLine(ReadFailure($"state.Truncated({TypeLiteral}, \"(tag)\", offset, {tagSize}, source.Length - offset)"));
        Writer.CloseBlock();
        // A tag of a few bits is the top of the case's first byte, which the case reads again with its own bit fields.
        // A prefix code's cases are told apart by the whole byte (each by its range); a whole tag byte is passed per case.
        Writer.WriteLine(union.TagBits > 0 && !union.IsPrefixCode
            ? $"long tag = {Wire}.ReadByte(ref {Wire}.At(source, offset), 0) >> {Invariant(8 - union.TagBits)};"
            : $"long tag = {Wire}.{read}(ref {Wire}.At(source, offset), 0);");
        Writer.WriteLine("int tagOffset = offset;");
        if (union.TagBits == 0 && !union.PeeksTag)
        {
            Writer.WriteLine($"offset += {tagSize};");
        }

        Writer.WriteLine("int end = source.Length;");
        if (union.Frame is { } readFrame)
        {
            if (union.DefaultCase.Length == 0)
            {
                // An unknown tag is refused at once, not after waiting for the frame its garbage length claims.
                Writer.OpenBlock($"if (!(tag is {string.Join(" or ", union.Cases.Select(c => $"{Invariant(c.Tag)}L"))}))");
                Writer.WriteLine($"{Wire}.ThrowUnknownTag({TypeLiteral}, tagOffset, tag, {Invariant(size)});");
                Writer.CloseBlock();
            }

            Writer.WriteLine($"if (!({new FrameEmission(readFrame).ReadStart(this, CaseName, "end")})) {{ position = offset; return false; }}");
        }
    }

    /// <summary>
    /// A union's read works on a local copy of the caller's offset, written back at each return: a <c>ref</c> parameter
    /// (or a local passed by reference to a case's read) lives in memory, a store and a reload at every step of a
    /// message's tag, frame and dispatch, which made a small message's read a third slower than a hand-written one.
    /// </summary>
    private const string CopyPosition = "int offset = position;";

    /// <summary>
    /// The union's read, inlined into each of its entry points (<c>Read</c>, <c>TryRead</c>, <c>TryReadCore</c>), each
    /// compiled as a call of its own: a message is one call, inside which the read state, the offset and the value stay
    /// in registers. Through <c>Read</c> calling <c>TryReadCore</c> a small message paid about 2 ns more (a
    /// ReadyForQuery 13.2 against 11.6 ns in one process); inlined into the caller's loop as well, a PostgreSQL row's
    /// read took 49 ns against 38 (the loop's registers spilled).
    /// </summary>
    private const string UnionReadInlined = "__TryRead";

    /// <summary>
    /// The union's write: its type switch, with constant-size cases written in place and framed ones by a call of
    /// their own (<see cref="WritesOutOfLine"/>), inlined into <c>Write</c> and <c>TryWrite</c> and through them into
    /// the caller's loop; <c>TryWriteCore</c> is a call. With every case's frame inline the switch was past the JIT's
    /// budget for inlining into a loop (there it left the frame helpers as calls: 1.7 times a hand-written loop's time).
    /// </summary>
    private const string UnionWriteInlined = "__TryWrite";

    /// <summary>The union's dispatch, inlined into <c>TryDispatch</c> and <c>TryDispatchCore</c> as its read is (<see cref="UnionReadInlined"/>).</summary>
    private const string UnionDispatchInlined = "__TryDispatch";

    /// <summary>A case's read into <paramref name="result"/>, through an offset of its own so that <c>offset</c> is never passed by reference.</summary>
    /// <summary>Reads a case; <paramref name="tag"/>, when given, is passed to the default case's <c>Tag</c> parameter.</summary>
    private void EmitCaseRead(string caseType, string local, string result, string? tag = null)
    {
        Writer.WriteLine($"int {local}At = offset;");
        Writer.WriteLine($"{result} = {caseType}.TryReadCore(source.Slice(0, end), ref {local}At, ref state{(tag is null ? string.Empty : ", " + tag)}, out var {local});");
        Writer.WriteLine($"offset = {local}At;");
    }

    /// <summary>How errors name a union's case body.</summary>
    private const string CaseName = "\"(case)\"";

    private static string TagLiteral(UnionTagWidth tag, string value) => tag switch
    {
        UnionTagWidth.UInt8 => $"(byte){value}",
        UnionTagWidth.UInt16 => $"(ushort){value}",
        _ => value.StartsWith(Wire, System.StringComparison.Ordinal) ? $"(int){value}" : value,
    };

    /// <summary>The size of a case held in <c>value</c>: the tag, the frame's prefix if any, and the case's body, sized once.</summary>
    private string CaseSize(UnionModel union, string caseType, string tagSize)
        => CarriesTag(union, caseType) || (union.DefaultReadsTag && caseType == union.DefaultCase) ? "value.GetSerializedSize()"
            : union.Frame is { } frame
            ? $"{Wire}.FramedCaseSize({tagSize}, value.GetSerializedSize(), {new FrameEmission(frame).Arguments}, {TypeLiteral})"
            : $"{Wire}.AddSize({tagSize}, value.GetSerializedSize(), {TypeLiteral}, {CaseName})";

    /// <summary>The case writes its own tag, in the top bits of its first byte (a TagBits union's, or a prefix code's short tag).</summary>
    private static bool CarriesTag(UnionModel union, string caseType)
        => union.Cases.FirstOrDefault(c => c.TypeName == caseType) is { } unionCase && union.CaseCarriesTag(unionCase);

    /// <summary>
    /// <c>WriteChunk</c> of a union: the tag and the frame's size (from the case's size) whole, then the case's body in
    /// chunks of its own, so a large message in a tagged frame streams like any other.
    /// </summary>
    private void EmitUnionChunk(UnionModel union, System.Collections.Generic.List<(string TypeName, string Tag, int Depth)> cases, string tagSize, string write, string notACase)
    {
        Writer.WriteLine(NeverBrowsable);
        Writer.OpenBlock($"public {New}int WriteChunk({Span} destination, ref {Cursor} cursor)");
        foreach (string structCase in BoxedCases(union))
        {
            // An `is` pattern's variable lives on in the method's scope: each struct case needs its own.
            string boxed = Temp("boxed");
            Writer.WriteLine($"if (this is {Boxed(structCase)} {boxed}) return cursor.Whole(TryWriteCore({boxed}.Value, destination, 0));");
        }

        if (union.DefaultReadsTag)
        {
            // Written whole, so that its first byte is checked as TryWriteCore checks it.
            Writer.WriteLine($"if (this is {union.DefaultCase}) return cursor.Whole(TryWriteCore(destination, 0));");
        }

        Writer.WriteLine("int offset = 0;");
        Writer.WriteLine("cursor.Enter();");
        Writer.OpenBlock("switch (this)");
        foreach (var (caseType, tag, _) in cases)
        {
            if (tag.Length == 0)
            {
                continue;
            }

            Writer.OpenBlock($"case {caseType} value:");
            if (CarriesTag(union, caseType))
            {
                Writer.WriteLine("offset = value.WriteChunk(destination, ref cursor);");
                Writer.WriteLine("return cursor.Finished ? cursor.Leave(offset) : cursor.Suspend(offset);");
                Writer.CloseBlock();
                continue;
            }

            Writer.OpenBlock("if (cursor.Part == 0)");
            Writer.OpenBlock($"if (destination.Length < {tagSize})");
            Writer.WriteLine("return cursor.Suspend(0);");
            Writer.CloseBlock();
            Writer.WriteLine($"{Wire}.{write}(ref {Wire}.At(destination, 0), 0, {tag});");
            Writer.WriteLine($"offset = {tagSize};");
            if (union.Frame is { } frame)
            {
                Writer.WriteLine($"offset = {new FrameEmission(frame).WriteHeadCall(this, "value.GetSerializedSize()", CaseName)};");
                Writer.OpenBlock("if (offset < 0)");
                Writer.WriteLine("return cursor.Suspend(0);");
                Writer.CloseBlock();
            }

            Writer.WriteLine("cursor.Part = 1;");
            Writer.CloseBlock();
            Writer.WriteLine("offset += value.WriteChunk(destination.Slice(offset), ref cursor);");
            Writer.WriteLine("return cursor.Finished ? cursor.Leave(offset) : cursor.Suspend(offset);");
            Writer.CloseBlock();
        }

        Writer.WriteLine($"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "offset")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
    }

    /// <summary>
    /// A framed case whose size is not a constant (reserve the prefix, write the body, fill the prefix in) and a
    /// default case that writes no tag are written by a type switch of their own, one call, so the union's switch stays
    /// small enough to inline into the caller's loop, where constant-size cases are written in place (a ReadyForQuery
    /// in 1.3 ns against 2.3 by hand, where the whole switch as one call took 3.6); every other case is a tag and a
    /// call. A method per case measured worse for a PostgreSQL DataRow (15.4 against 12.7 ns: its body was inlined there).
    /// </summary>
    private static bool WritesOutOfLine(UnionModel union, string caseType, string tag)
        => tag.Length == 0 || (union.Frame is { } frame && !CarriesTag(union, caseType)
            && !(union.Cases.FirstOrDefault(c => c.TypeName == caseType) is { FixedSize: > 0 } fixedCase && frame.FixedHead(fixedCase.FixedSize) > 0));

    private const string OutOfLineWrite = "__TryWriteOutOfLine";

    /// <summary>The cases <see cref="WritesOutOfLine"/> sends away: their own type switch, as one call.</summary>
    private void EmitOutOfLineCaseWrites(UnionModel union, List<(string CaseType, string Tag)> outOfLine, int size, string write, string notACase)
    {
        if (outOfLine.Count == 0)
        {
            return;
        }

        Writer.WriteLine();
        Writer.WriteLine(NoInlining);
        Writer.OpenBlock($"private int {OutOfLineWrite}({Span} destination, int offset)");
        Writer.OpenBlock("switch (this)");
        foreach (var (caseType, tag) in outOfLine)
        {
            Writer.OpenBlock($"case {caseType} value:");
            EmitCaseWrite(union, caseType, tag, size, write);
            Writer.CloseBlock();
        }

        Writer.WriteLine($"default: {string.Format(System.Globalization.CultureInfo.InvariantCulture, notACase, "offset")}");
        Writer.CloseBlock();
        Writer.CloseBlock();
    }

    /// <summary>One case's write, after the tag's room is checked where the union checks it once: its tag, frame and body.</summary>
    private void EmitCaseWrite(UnionModel union, string caseType, string tag, int size, string write)
    {
        string tagSize = Invariant(size);
        string tagRoom = $"if (destination.Length - offset < {tagSize}) return -1;";
        if (tag.Length == 0)
        {
            // Its first byte is read back as the tag: one another case claims at this length would read as that case.
            Writer.WriteLine("int start = offset;");
            Writer.WriteLine("if ((offset = value.TryWriteCore(destination, offset)) < 0) return -1;");
            Writer.WriteLine($"{Wire}.CheckDefaultLead(offset > start ? destination[start] : -1, offset - start, offset > start && {ClaimedLead(union, "destination[start]", "offset - start")}, {TypeLiteral});");
            Writer.WriteLine("return offset;");
            return;
        }

        if (CarriesTag(union, caseType))
        {
            // The case writes its tag itself, in the top bits of its first bit-field container.
            Writer.WriteLine("return value.TryWriteCore(destination, offset);");
            return;
        }

        if (union.DefaultReadsTag)
        {
            Writer.WriteLine(tagRoom);
        }

        if (union.Cases.FirstOrDefault(c => c.TypeName == caseType) is { } framedCase && TryEmitConstantFrameWrite(union, framedCase, size, write, tag))
        {
            return;
        }

        Writer.WriteLine($"{Wire}.{write}(ref {Wire}.At(destination, offset), 0, {tag});");
        if (union.Frame is { } frame)
        {
            Writer.WriteLine($"offset += {tagSize};");
            EmitWrite(new Layout(new NestedCodec(caseType, IsValueType: false, NotNull: true)).Wrap(frame), "value", CaseName);
            Writer.WriteLine("return offset;");
        }
        else
        {
            Writer.WriteLine($"return value.TryWriteCore(destination, offset + {tagSize});");
        }
    }

    /// <summary>
    /// A framed case of constant size (<see cref="UnionCase.FixedSize"/>): one room check, the tag and the constant size,
    /// then the body. The general frame reserves its prefix, writes the body and fills the prefix in from where the body
    /// ended, checks and calls that cost as much as a message of a few bytes (ReadyForQuery's write took 1.5 times a
    /// hand-written one). False, emitting nothing, for any other case.
    /// </summary>
    private bool TryEmitConstantFrameWrite(UnionModel union, UnionCase unionCase, int tagSize, string write, string tag)
    {
        if (union.Frame is not { } frame || unionCase.FixedSize == 0 || frame.FixedHead(unionCase.FixedSize) is not (> 0 and int head))
        {
            return false;
        }

        Writer.OpenBlock($"if (destination.Length - offset < {Invariant(tagSize + head + unionCase.FixedSize)})");
        Writer.WriteLine("return -1;");
        Writer.CloseBlock();
        Writer.WriteLine($"{Wire}.{write}(ref {Wire}.At(destination, offset), 0, {tag});");
        Writer.WriteLine(new FrameEmission(frame).WriteHeadAt($"{Wire}.At(destination, offset)", Invariant(tagSize), unionCase.FixedSize));
        Writer.WriteLine($"return value.TryWriteCore(destination, offset + {Invariant(tagSize + head)});");
        return true;
    }

    /// <summary>
    /// A type Spanwire cannot generate (its diagnostic says why) still implements the interfaces, explicitly and
    /// throwing, so that call sites compile and the diagnostic that names the cause stands alone.
    /// </summary>
    private void EmitStubMembers()
    {
        string type = _type.FullyQualifiedName;
        string serializable = $"global::Spanwire.IBinarySerializable<{type}>";
        // A union whose cases are named by text has no tag of its own to read or write: the member holding it does that.
        string message = Literal(_type.Union is { Tag: UnionTagWidth.Text }
            ? $"'{_type.DisplayName}' has cases named by text and no tag of its own: it is read and written through a member marked [BinaryTagFrom] naming the string that holds its case."
            : $"Spanwire did not generate '{_type.DisplayName}': see the Spanwire (SPW) diagnostics on its declaration.");

        // The public members call sites use, so that the one SPW diagnostic is not buried under CS0117 and CS1061.
        Writer.WriteLine($$"""
            /// <summary>Not generated: see the Spanwire (SPW) diagnostics on this type's declaration.</summary>
            public {{New}}int GetSerializedSize() => throw new global::System.InvalidOperationException({{message}});

            /// <summary>Not generated: see the Spanwire (SPW) diagnostics on this type's declaration.</summary>
            public {{New}}int Write({{Span}} destination) => throw new global::System.InvalidOperationException({{message}});

            /// <summary>Not generated: see the Spanwire (SPW) diagnostics on this type's declaration.</summary>
            public {{New}}bool TryWrite({{Span}} destination, out int bytesWritten) => throw new global::System.InvalidOperationException({{message}});

            /// <summary>Not generated: see the Spanwire (SPW) diagnostics on this type's declaration.</summary>
            public {{New}}static {{type}} Read({{ReadOnlySpan}} source, out int bytesRead) => throw new global::System.InvalidOperationException({{message}});

            /// <summary>Not generated: see the Spanwire (SPW) diagnostics on this type's declaration.</summary>
            public static bool TryRead({{ReadOnlySpan}} source, {{MaybeNullWhenFalse}}out {{type}} value, out int bytesRead) => throw new global::System.InvalidOperationException({{message}});

            {{NeverBrowsable}}
            public {{New}}int TryWriteCore({{Span}} destination, int offset) => throw new global::System.InvalidOperationException({{message}});

            {{NeverBrowsable}}
            public {{New}}int WriteChunk({{Span}} destination, ref {{Cursor}} cursor) => throw new global::System.InvalidOperationException({{message}});

            /// <summary>Not generated: a derived type's generated deserializer hides this name, as it hides the members above.</summary>
            {{NeverBrowsable}}
            public {{New}}sealed class SpanwireDeserializer
            {
            }

            """);
        Writer.WriteLine($$"""
            int {{serializable}}.GetSerializedSize() => throw new global::System.InvalidOperationException({{message}});

            int {{serializable}}.Write({{Span}} destination) => throw new global::System.InvalidOperationException({{message}});

            bool {{serializable}}.TryWrite({{Span}} destination, out int bytesWritten) => throw new global::System.InvalidOperationException({{message}});

            int {{ChunkWritable}}<{{type}}>.WriteChunk({{Span}} destination, ref {{Cursor}} cursor) => throw new global::System.InvalidOperationException({{message}});
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
