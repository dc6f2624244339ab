using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// Size, write and read members of a record-like type. Members are split into runs of fixed-size scalars (one bounds
/// check each, then unchecked stores at constant offsets), bit-field groups (one container each), and single members
/// that take the walk through their wrappers and codec.
/// </summary>
internal sealed partial class Emitter
{
    private EquatableArray<Segment> Segments() => _segments ??= _type.Segments;

    /// <summary>The value written for a member: its own, or one its <see cref="MemberModel.Source"/> computes.</summary>
    /// <summary>The value written for a member: its own, or its source's (a length, an offset, flags from presence).</summary>
    public string WriteValue(MemberModel member, string offset = "offset")
        => member.Source is { } source ? SourceEmission.For(source).Expression(this, member, offset)
            : member.Layout.Codec is ParameterCodec && _argumentsInScope ? ArgumentLocal(member.WireName)
            : $"this.{member.Name}";


    /// <summary>Compresses each <c>[BinaryCompressed]</c> member at the start of a size or write method, for every use after.</summary>
    private void OpenCompressedScope()
    {
        if (_type.Members.Any(member => member.Layout.Has(WrapperKind.Compressed)))
        {
            CompressedLocals.Emit(this, _type.Members);
            _compressedInScope = true;
        }
    }

    /// <summary>The locals a read or write of a type with positioned members shares with them: where the value starts, first.</summary>
    public PartLocals? Parts { get; private set; }

    private void OpenParts()
    {
        if (_type.HasParts)
        {
            Parts = new PartLocals(Temp("valueStart"), Temp("extent"));
            Writer.WriteLine($"int {Parts.ValueStart} = offset;");
        }
    }

    private void EmitSizeMembers()
    {
        EmitPseudoHeaderSlot();
        if (IsFixedSize)
        {
            Writer.WriteLine($$"""
                /// <summary>The size of every value: the layout has no variable-length member.</summary>
                public {{(_type.HidesFixedSize ? "new " : "")}}const int FixedSize = {{Invariant(FixedSize)}};

                /// <inheritdoc />
                public {{New}}int GetSerializedSize() => FixedSize;
                """);
            return;
        }

        Writer.WriteLine(InheritDoc);
        Writer.OpenBlock($"public {New}int GetSerializedSize()");
        OpenNestingLevel();
        Writer.WriteLine($"int size = {Invariant(FixedSize)};");
        OpenCompressedScope();
        foreach (Segment segment in Segments())
        {
            _sizeMember = Literal(segment.First.WireName);
            if (segment.Kind == SegmentKind.BitFieldGroup)
            {
                AddSize(Invariant(segment.Constant.Count + segment.FixedSize));
            }
            else if (segment.Kind == SegmentKind.Member && segment.First.Source is CaseTagSource { EachItem: true })
            {
                ItemTagsEmission.EmitSize(this, segment.First);
            }
            else if (segment.Kind == SegmentKind.Member)
            {
                EmitSize(segment.First.Layout, WriteValue(segment.First, "-1"), _sizeMember);
            }
        }

        Writer.WriteLine("return size;");
        _compressedInScope = false;
        CloseNestingLevel();
        Writer.CloseBlock();
    }

    /// <summary>A type that can contain itself counts its level, so a cycle or a hostile depth throws instead of overflowing the stack.</summary>
    private void OpenNestingLevel()
    {
        if (_type.CanNestItself)
        {
            Writer.WriteLine($"{Wire}.EnterWrite({TypeLiteral});");
            Writer.OpenBlock("try");
        }
    }

    private void CloseNestingLevel()
    {
        if (_type.CanNestItself)
        {
            Writer.CloseBlock();
            Writer.OpenBlock("finally");
            Writer.WriteLine($"{Wire}.ExitWrite();");
            Writer.CloseBlock();
        }
    }

    private void EmitWriteMembers()
    {
        if (IsFixedSize)
        {
            EmitFixedSizeWrite();
        }
        else if (!IsTwin)
        {
            EmitWriteEntryPoints();
        }

        Writer.WriteLine($$"""

            {{InlineHint}}{{NeverBrowsable}}
            """);
        OpenWriteCore();

        EmitByteOrderDispatch($"return TryWriteCore{LittleEndianSuffix}(destination, offset);");
        if (IsFixedSize)
        {
            SpaceCheck("FixedSize");
            Writer.WriteLine("WriteFixedAt(destination, offset);");
            Writer.WriteLine("return offset + FixedSize;");
            Writer.CloseBlock();
            Writer.WriteLine();
            EmitChunkMembers();
            return;
        }

        OpenNestingLevel();
        OpenCompressedScope();
        OpenParts();
        EmitChecksumWithinStart();
        _argumentsInScope = _type.Parameters.Count > 0;
        foreach (Segment segment in Segments())
        {
            EmitWriteSegment(segment);
            EmitChecksumWithinEnd(segment, write: true);
        }

        _compressedInScope = false;
        _argumentsInScope = false;

        Writer.WriteLine("return offset;");
        CloseNestingLevel();
        Writer.CloseBlock();
        Writer.WriteLine();
        EmitChunkMembers();
    }

    /// <summary>One segment at <c>offset</c>, returning -1 when it does not fit.</summary>
    private void EmitWriteSegment(Segment segment)
    {
        if (segment.Kind == SegmentKind.BitFieldGroup)
        {
            EmitGroupConstant(segment, write: true);
            BitFieldGroupEmission.EmitWriteGroup(this, segment);
        }
        else if (segment.Kind == SegmentKind.FixedRun)
        {
            SpaceCheck(Invariant(segment.FixedSize));
            EmitWriteRunValues(segment.Members);
        }
        else
        {
            if (segment.First.Source is OffsetSource { Each: true })
            {
                PartEmission.EmitHolderPlace(this, segment.First, 0);
            }

            EmitChecksumPlace(segment.First, 0);
            if (segment.First.Source is CaseTagSource { EachItem: true } tags)
            {
                ItemTagsEmission.EmitWrite(this, segment.First, tags);
                return;
            }

            EmitWrite(segment.First.Layout, WriteValue(segment.First), Literal(segment.First.WireName));
        }
    }

    /// <summary>The constant bytes before a bit-field group, written or checked as any member's constant.</summary>
    private void EmitGroupConstant(Segment group, bool write)
    {
        if (group.Constant.Count == 0)
        {
            return;
        }

        var constant = (ConstantWrapper)group.First.Layout.Wrappers[0];
        string member = Literal(group.First.WireName);
        Layout inner = group.First.Layout with { Wrappers = group.First.Layout.Wrappers.Skip(1).ToEquatableArray() };
        WrapperEmission emission = WrapperEmission.For(constant);
        _ = write ? emission.OpenWrite(this, $"this.{group.First.Name}", member, inner) : emission.OpenRead(this, MemberLocal(group.First.WireName), member, inner);
    }

    /// <summary>A fixed-size layout writes with one length check and straight stores, like hand-written code.</summary>
    private void EmitFixedSizeWrite()
    {
        Writer.WriteLine(InheritDoc);
        Writer.WriteLine(AggressiveInlining);
        Writer.OpenBlock($"public {New}int Write({Span} destination)");
        Writer.OpenBlock("if (destination.Length < FixedSize)");
        Writer.WriteLine($"{Wire}.ThrowDestinationTooShort({TypeLiteral}, FixedSize, destination.Length);");
        Writer.CloseBlock();
        Writer.WriteLine("WriteFixedAt(destination, 0);");
        Writer.WriteLine("return FixedSize;");
        Writer.CloseBlock();
        Writer.WriteLine();
        Writer.WriteLine(InheritDoc);
        Writer.WriteLine(AggressiveInlining);
        Writer.OpenBlock($"public {New}bool TryWrite({Span} destination, out int bytesWritten)");
        Writer.OpenBlock("if (destination.Length < FixedSize)");
        Writer.WriteLine("bytesWritten = 0;");
        Writer.WriteLine("return false;");
        Writer.CloseBlock();
        Writer.WriteLine("WriteFixedAt(destination, 0);");
        Writer.WriteLine("bytesWritten = FixedSize;");
        Writer.WriteLine("return true;");
        Writer.CloseBlock();
        Writer.WriteLine();

        // The stores once, after each caller's one length check; inlined, each caller compiles to straight stores.
        Writer.WriteLine(AggressiveInlining);
        Writer.OpenBlock($"private void WriteFixedAt({Span} destination, int offset)");
        EmitFixedSizeWriteBody();
        Writer.CloseBlock();
    }

    /// <summary>After the one length check: each run's stores, and each bit-field container, with no further checks.</summary>
    private void EmitFixedSizeWriteBody()
    {
        foreach (Segment segment in Segments())
        {
            if (segment.Kind == SegmentKind.BitFieldGroup)
            {
                BitFieldGroupEmission.EmitWriteGroup(this, segment, checkSpace: false);
            }
            else
            {
                EmitWriteRunValues(segment.Members);
            }
        }
    }

    /// <summary>The run's unchecked stores at constant offsets from <c>offset</c>, which the caller has range-checked.</summary>
    private void EmitWriteRunValues(IReadOnlyList<MemberModel> run)
    {
        string start = RunStart(run, "destination");
        int index = 0;
        foreach (MemberModel member in run)
        {
            CodecEmission emission = CodecEmission.For(member.Layout.Codec);
            if (member.Source is null)
            {
                // A holder's value is its source's, which binds it to what the holder can carry; its own field is not written.
                emission.EmitWriteCheck(this, $"this.{member.Name}", Literal(member.WireName));
            }

            int valueAt = EmitRunHeads(member, start, index, read: false);
            if (member.Source is OffsetSource)
            {
                PartEmission.EmitHolderPlace(this, member, valueAt);
            }

            EmitChecksumPlace(member, valueAt);

            Writer.WriteLine(emission.WriteAt(start, Invariant(valueAt), WriteValue(member)));
            index += member.Layout.RunWidth;
        }

        Writer.WriteLine($"offset += {Invariant(index)};");
    }

    private void EmitReadMembers()
    {
        string type = _type.FullyQualifiedName;
        if (IsFixedSize)
        {
            EmitFixedSizeRead();
        }
        else if (!IsTwin)
        {
            EmitReadEntryPoint();
        }

        if (!IsTwin)
        {
            Writer.WriteLine();
            EmitTryReadEntryPoint();
        }

        Writer.WriteLine($$"""

            {{ReadInlineHint}}{{NeverBrowsable}}
            """);
        OpenReadCore();

        EmitByteOrderPeek();
        if (IsFixedSize)
        {
            EmitFixedSizeTryReadBody();
            Writer.CloseBlock();
            return;
        }

        Writer.WriteLine("value = default!;");
        // Depth counts the levels of types that can contain themselves, on read as on write (a union adds none: its case counts).
        if (_type.CanNestItself)
        {
            Writer.WriteLine($"state.Enter({TypeLiteral}, offset);");
        }

        DeclareLocals();
        OpenParts();
        EmitChecksumWithinStart();
        EmitTraceBegin();
        bool inSequence = true;
        foreach (Segment segment in Segments())
        {
            string? traceStart = EmitTraceSegmentStart(segment);
            if (inSequence && segment.First.Layout.Has(WrapperKind.Positioned))
            {
                PartEmission.EmitReadSequenceEnd(this, segment.First.WireName);
                inSequence = false;
            }

            if (segment.Kind == SegmentKind.BitFieldGroup)
            {
                EmitGroupConstant(segment, write: false);
                BitFieldGroupEmission.EmitReadGroup(this, segment);
            }
            else if (segment.Kind == SegmentKind.FixedRun)
            {
                EmitReadRun(segment);
            }
            else if (segment.First.IsMeasured)
            {
                string start = Temp("start");
                Writer.WriteLine($"int {start} = offset;");
                EmitRead(segment.First.Layout, MemberLocal(segment.First.WireName), Literal(segment.First.WireName));
                Writer.WriteLine($"int {MeasuredLocal(segment.First.WireName)} = offset - {start};");
            }
            else
            {
                EmitChecksumPlace(segment.First, 0);
                EmitRead(segment.First.Layout, MemberLocal(segment.First.WireName), Literal(segment.First.WireName));
            }

            EmitTraceSegment(segment, traceStart);
            EmitChecksumWithinEnd(segment, write: false);
        }

        if (!inSequence)
        {
            PartEmission.EmitReadEnd(this);
        }

        Writer.WriteLine($"value = {Construction()};");
        if (_type.CanNestItself)
        {
            Writer.WriteLine("state.Exit();");
        }

        EmitTraceEnd();
        Writer.WriteLine("return true;");
        Writer.CloseBlock();
    }

    /// <summary>
    /// A fixed-size <c>TryReadCore</c>: one length check, whose cold path names the member the data ends in, then the
    /// same unchecked read as <c>ReadFixedAt</c> (inlined), so the loads are written once.
    /// </summary>
    private void EmitFixedSizeTryReadBody()
    {
        Writer.OpenBlock("if (source.Length - offset < FixedSize)");
        Writer.WriteLine("value = default!;");

        // A bit-field group is one part: its container.
        EmitTruncationLadder(Segments().SelectMany(segment => segment.Kind == SegmentKind.BitFieldGroup
            ? [(segment.First.WireName, segment.FixedSize)]
            : segment.Members.Select(member => (member.WireName, member.Layout.RunWidth))).ToList());
        Writer.CloseBlock();
        Writer.WriteLine("value = ReadFixedAt(source, offset);");
        EmitTraceFixedSize();
        Writer.WriteLine("offset += FixedSize;");
        Writer.WriteLine("return true;");
    }

    private void DeclareLocals()
    {
        foreach (MemberModel member in _type.Members)
        {
            Writer.WriteLine($"{member.Layout.TypeName} {MemberLocal(member.WireName)};");
        }

        DeclareKeptWidthLocals();
    }

    /// <summary>
    /// A fixed-size layout reads with one length check and no read state, like hand-written code; the cold path
    /// replays the read through the deserializer only to name the member where the data ends.
    /// </summary>
    private void EmitFixedSizeRead()
    {
        Writer.WriteLine(ReadDoc);
        Writer.WriteLine(AggressiveInlining);
        Writer.OpenBlock($"public {New}static {_type.FullyQualifiedName} Read({ReadOnlySpan} source, out int bytesRead)");
        Writer.OpenBlock("if (source.Length < FixedSize)");
        Writer.WriteLine($"throw {Wire}.Truncation(source, SpanwireDeserializer.Instance);");
        Writer.CloseBlock();
        Writer.WriteLine("bytesRead = FixedSize;");
        Writer.WriteLine("return ReadFixedAt(source, 0);");
        Writer.CloseBlock();
        Writer.WriteLine();
        Writer.WriteLine($"{SuppressHidingWarning}{AggressiveInlining}");
        Writer.WriteLine($"internal static {_type.FullyQualifiedName} ReadFixedAt({ReadOnlySpan} source, int offset){RestoreHidingWarning}");
        Writer.OpenBlock();
        DeclareLocals();
        foreach (Segment segment in Segments())
        {
            if (segment.Kind == SegmentKind.BitFieldGroup)
            {
                BitFieldGroupEmission.EmitReadGroup(this, segment, checkSpace: false);
            }
            else
            {
                EmitReadRunValues(segment.Members);
            }
        }

        Writer.WriteLine($"return {Construction()};");
        Writer.CloseBlock();
    }

    /// <summary>One bounds check for the run; the cold path names the member the data ends in.</summary>
    private void EmitReadRun(Segment run)
    {
        Writer.OpenBlock($"if (source.Length - offset < {Invariant(run.FixedSize)})");
        EmitTruncationLadder(run.Members.Select(member => (member.WireName, member.Layout.RunWidth)).ToList());
        Writer.CloseBlock();
        EmitReadRunValues(run.Members);
    }

    /// <summary>
    /// Inside a failed length check over consecutive fixed-width parts: the shortfall reported at the first part the
    /// data ends in, with its own offset and what is left of it.
    /// </summary>
    private void EmitTruncationLadder(List<(string Member, int Size)> parts)
    {
        string available = Temp("available");
        Writer.WriteLine($"int {available} = source.Length - offset;");
        int start = 0;
        int total = parts.Sum(part => part.Size);
        for (int i = 0; i < parts.Count; i++)
        {
            (string member, int size) = parts[i];
            string memberOffset = start == 0 ? "offset" : $"offset + {Invariant(start)}";
            string memberAvailable = start == 0 ? available : $"{available} - {Invariant(start)}";
            int after = total - start - size;
            string truncated = ReadFailure(after == 0
                ? $"state.Truncated({TypeLiteral}, {Literal(member)}, {memberOffset}, {Invariant(size)}, {memberAvailable})"
                : $"state.TruncatedInRun({TypeLiteral}, {Literal(member)}, {memberOffset}, {Invariant(size)}, {memberAvailable}, {Invariant(after)})");
            Writer.WriteLine(i == parts.Count - 1 ? truncated : $"if ({available} < {Invariant(start + size)}) {truncated}");
            start += size;
        }
    }

    /// <summary>The run's unchecked loads, at constant offsets from <c>offset</c>, which the caller has range-checked.</summary>
    /// <summary>Where a run's stores or loads start: a <c>ref byte</c> local shared by its members, or for one member the address itself.</summary>
    private string RunStart(IReadOnlyList<MemberModel> run, string buffer)
    {
        string address = $"{Wire}.At({buffer}, offset)";
        if (run.Count == 1)
        {
            return address;
        }

        string start = Temp("run");
        Writer.WriteLine($"ref byte {start} = ref {address};");
        return start;
    }

    private void EmitReadRunValues(IReadOnlyList<MemberModel> run)
    {
        string runStart = RunStart(run, "source");
        int index = 0;
        foreach (MemberModel member in run)
        {
            CodecEmission emission = CodecEmission.For(member.Layout.Codec);
            int valueAt = EmitRunHeads(member, runStart, index, read: true);
            EmitChecksumPlace(member, valueAt);
            string at = Invariant(valueAt);
            string memberOffset = RunOffset(valueAt);
            string local = MemberLocal(member.WireName);
            Writer.WriteLine($"{local} = {emission.ReadAt(this, runStart, at, memberOffset, Literal(member.WireName))};");
            emission.EmitReadCheck(this, local, Literal(member.WireName), memberOffset);
            index += member.Layout.RunWidth;
        }

        Writer.WriteLine($"offset += {Invariant(index)};");
    }

    /// <summary>
    /// The fixed heads of a run member's wrappers (a frame's constant size), outermost first, stored or checked at
    /// <paramref name="index"/>; returns the index of the value after them.
    /// </summary>
    private int EmitRunHeads(MemberModel member, string start, int index, bool read)
    {
        Layout layout = member.Layout;
        var bodies = new int[layout.Wrappers.Count];
        int width = layout.Codec.FixedWidth;
        for (int i = bodies.Length - 1; i >= 0; i--)
        {
            bodies[i] = width;
            width += layout.Wrappers[i].FixedHead(width);
        }

        for (int i = 0; i < bodies.Length; i++)
        {
            WrapperEmission emission = WrapperEmission.For(layout.Wrappers[i]);
            if (read)
            {
                emission.EmitReadHeadAt(this, start, Invariant(index), RunOffset(index), Literal(member.WireName), bodies[i]);
            }
            else
            {
                Writer.WriteLine(emission.WriteHeadAt(start, Invariant(index), bodies[i]));
            }

            index += layout.Wrappers[i].FixedHead(bodies[i]);
        }

        return index;
    }

    /// <summary>The offset of the byte <paramref name="index"/> bytes into a run, for error messages.</summary>
    private static string RunOffset(int index) => index == 0 ? "offset" : $"offset + {Invariant(index)}";
}
