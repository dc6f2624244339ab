using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A size prefix, then a body that must fill exactly the size it states (or skip what it does not know).</summary>
internal sealed class FrameEmission(FrameWrapper frame) : WrapperEmission
{
    private LengthPrefix Prefix => frame.Prefix;

    private bool IncludesPrefix => frame.IncludesPrefix;

    private int Adjust => frame.Adjust;

    private bool SkipUnknown => frame.SkipUnknown;

    private bool IsVarInt => frame.IsVarInt;

    /// <summary>The prefix, whether it counts itself, and the adjustment, as the runtime's frame helpers take them.</summary>
    public string Arguments => $"{Prefixes.Name(Prefix)}, {Emitter.Bool(IncludesPrefix)}, {Emitter.Invariant(Adjust)}";

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        // Around a fixed-size value (outside a run: in a Nullable<T>, say) the size is a constant, stored first.
        if (FixedHead(inner) is > 0 and int head)
        {
            emitter.SpaceCheck(Emitter.Invariant(head));
            emitter.Writer.WriteLine(WriteHeadAt($"{Emitter.Wire}.At(destination, offset)", "0", inner.RunWidth));
            emitter.Writer.WriteLine($"offset += {Emitter.Invariant(head)};");
            return new Scope(value, null);
        }

        // The prefix's bytes are reserved (one for a varint, whose width only the size decides), the body written, and
        // the prefix filled in from where the body ended: no level sizes its body first, so nested frames write in one pass.
        string prefixAt = emitter.Temp("prefix");
        emitter.Writer.WriteLine($"int {prefixAt} = offset;");
        emitter.Advance($"{Emitter.Wire}.ReserveFrame(destination, offset, {Prefixes.Name(Prefix)})");
        return new Scope(value, () =>
        {
            if (IsVarInt)
            {
                emitter.Advance($"{Emitter.Wire}.CompleteVarFrame(destination, {prefixAt}, offset, {Prefixes.Name(Prefix)}, {Emitter.Invariant(Adjust)}, {emitter.TypeLiteral}, {member})");
            }
            else
            {
                emitter.Writer.WriteLine($"{Emitter.Wire}.CompleteFrame(destination, {prefixAt}, offset, {Arguments}, {emitter.TypeLiteral}, {member});");
            }
        });
    }

    /// <summary>The prefix's width when the body inside is fixed-size and the size therefore a constant; otherwise -1.</summary>
    private int FixedHead(Layout inner) => inner.RunWidth > 0 ? frame.FixedHead(inner.RunWidth) : -1;

    /// <summary>Around a fixed-width body, in a run: the constant size, one store.</summary>
    public override string WriteHeadAt(string start, string index, int bodyWidth)
        => $"{Emitter.Wire}.Write{PrefixScalar}(ref {start}, {index}, {PrefixCast}{Emitter.Invariant(frame.StatedSize(bodyWidth))});";

    /// <summary>Around a fixed-width body, in a run: any other size than the body's is malformed.</summary>
    public override void EmitReadHeadAt(Emitter emitter, string start, string index, string offset, string member, int bodyWidth)
    {
        string stated = $"{Emitter.Wire}.Read{PrefixScalar}(ref {start}, {index})";
        string expected = Emitter.Invariant(frame.StatedSize(bodyWidth));
        emitter.Writer.WriteLine($"if ({stated} != {expected}) {Emitter.Wire}.ThrowFixedFrameSize({emitter.TypeLiteral}, {member}, {offset}, {stated}, {expected});");
    }

    /// <summary>The <c>Wire</c> scalar a fixed-width prefix is stored as.</summary>
    private string PrefixScalar => Prefix switch
    {
        LengthPrefix.UInt8 => "Byte",
        LengthPrefix.UInt16 => "UInt16",
        LengthPrefix.Int16 => "Int16",
        LengthPrefix.UInt32 => "UInt32",
        LengthPrefix.UInt16LittleEndian => "UInt16LittleEndian",
        LengthPrefix.Int16LittleEndian => "Int16LittleEndian",
        LengthPrefix.UInt32LittleEndian => "UInt32LittleEndian",
        LengthPrefix.Int32LittleEndian => "Int32LittleEndian",
        _ => "Int32",
    };

    private string PrefixCast => Prefix switch
    {
        LengthPrefix.UInt8 => "(byte)",
        LengthPrefix.UInt16 or LengthPrefix.UInt16LittleEndian => "(ushort)",
        LengthPrefix.Int16 or LengthPrefix.Int16LittleEndian => "(short)",
        LengthPrefix.UInt32 or LengthPrefix.UInt32LittleEndian => "(uint)",
        _ => string.Empty,
    };

    /// <summary>In a chunked write the body's size comes first (the prefix cannot be filled in later), then the body streams.</summary>
    public override void EmitPartHead(Emitter emitter, string value, string member, Layout inner)
    {
        string sizeOf = emitter.Temp("sizeOf");
        emitter.EmitSizeFunction(sizeOf, inner, member);
        emitter.Advance(WriteHeadCall(emitter, $"{sizeOf}({value})", member));
    }

    /// <summary>The call writing the prefix for a body of <paramref name="bodySize"/> bytes; returns the new offset or -1.</summary>
    public string WriteHeadCall(Emitter emitter, string bodySize, string member)
        => $"{Emitter.Wire}.WritePrefix(destination, offset, {Prefixes.Name(Prefix)}, {Emitter.Wire}.FrameSize({bodySize}, {Arguments}, {emitter.TypeLiteral}, {member}), {emitter.TypeLiteral}, {member})";

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        // Around a fixed-size value the whole frame must be there, and its size must be the value's.
        if (FixedHead(inner) is > 0 and int head)
        {
            string frameBytes = Emitter.Invariant(head + inner.RunWidth);
            emitter.Writer.OpenBlock($"if (source.Length - offset < {frameBytes})");
            emitter.Writer.WriteLine(emitter.ReadFailure($"state.Truncated({emitter.TypeLiteral}, {member}, offset, {frameBytes}, source.Length - offset)"));
            emitter.Writer.CloseBlock();
            EmitReadHeadAt(emitter, $"{Emitter.Wire}.At(source, offset)", "0", "offset", member, inner.RunWidth);
            emitter.Writer.WriteLine($"offset += {Emitter.Invariant(head)};");
            return new Scope(target, null);
        }

        // The body is read by a local function over the frame alone: running out inside it is a malformed frame,
        // never "more data needed", and a remainder or trailing member inside it stops at the frame's end.
        string end = emitter.Temp("end");
        emitter.ReturnFalseUnless(ReadStart(emitter, member, $"int {end}"));
        return OpenBodyRead(emitter, target, member, inner, end, SkipUnknown);
    }

    /// <summary>The call reading the size prefix, which sets <paramref name="end"/> (an <c>out</c> target) to where the body ends.</summary>
    public string ReadStart(Emitter emitter, string member, string end)
        => $"{Emitter.Wire}.TryReadFrame(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Arguments}, out {end})";

    /// <summary>The throw for a body whose read ran out inside the frame: a malformed frame, never "more data needed".</summary>
    public static string Overrun(Emitter emitter, string member, string end)
        => $"{Emitter.Wire}.ThrowFrameOverrun({emitter.TypeLiteral}, {member}, offset, {end});";

    /// <summary>A body that ended before its frame is malformed, unless unknown trailing bytes are skipped.</summary>
    public void EmitFilledCheck(Emitter emitter, string member, string end) => EmitFilledCheck(emitter, member, end, SkipUnknown);

    /// <summary>A body that ended before its frame is malformed, unless <paramref name="skipUnknown"/>.</summary>
    public static void EmitFilledCheck(Emitter emitter, string member, string end, bool skipUnknown)
    {
        emitter.Writer.OpenBlock($"if (offset != {end})");
        emitter.Writer.WriteLine(skipUnknown ? $"offset = {end};" : $"{Emitter.Wire}.ThrowFrameNotFilled({emitter.TypeLiteral}, {member}, offset, {end});");
        emitter.Writer.CloseBlock();
    }

    /// <summary>
    /// Reads the body in a local function over the frame alone (<c>source</c> up to <paramref name="end"/>): running out
    /// inside it is a malformed frame, never "more data needed", and the body must fill the frame.
    /// </summary>
    public static Scope OpenBodyRead(Emitter emitter, string target, string member, Layout inner, string end, bool skipUnknown)
    {
        string read = emitter.Temp("readFrame");
        string body = emitter.Temp("frame");
        SourceWriter writer = emitter.Writer;
        writer.OpenBlock($"if (!{read}(source.Slice(0, {end}), ref offset, ref state, out {target}))");
        writer.WriteLine(Overrun(emitter, member, end));
        writer.CloseBlock();
        EmitFilledCheck(emitter, member, end, skipUnknown);
        writer.OpenBlock($"bool {read}({Emitter.ReadOnlySpanType} source, ref int offset, ref {Emitter.ReadStateType} state, out {inner.Codec.TypeName} {body})");
        writer.WriteLine($"{body} = default!;");
        return new Scope(body, () =>
        {
            writer.WriteLine("return true;");
            writer.CloseBlock();
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        if (!IsVarInt)
        {
            emitter.AddSize(Emitter.Invariant(LengthPrefixes.MinSize(Prefix)));
            return new Scope(value, null);
        }

        string before = emitter.Temp("before");
        emitter.Writer.WriteLine($"int {before} = size;");
        return new Scope(value, () => emitter.AddSize($"{Emitter.Wire}.PrefixSize({Prefixes.Name(Prefix)}, size - {before} + {Emitter.Invariant(Adjust)})"));
    }
}

/// <summary>Null as the frame's prefix holding -1 (no body); otherwise the frame and its value.</summary>
internal sealed class NullPrefixEmission(NullPrefixWrapper nullPrefix) : WrapperEmission
{
    private string Prefix => Prefixes.Name(nullPrefix.Prefix);

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
        => OpenUnlessNull(emitter, value, item => EmitWriteNull(emitter, nullPrefix.Prefix, $"{item} is null", member));

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        EmitReadNull(emitter, Prefix, target, member);
        emitter.Writer.OpenBlock("else");
        return new Scope(target, () => emitter.Writer.CloseBlock());
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
        => OpenUnlessNull(emitter, value, item =>
        {
            emitter.Writer.OpenBlock($"if ({item} is null)");
            emitter.AddSize(Prefixes.SizeExpression(nullPrefix.Prefix, "-1"));
            emitter.Writer.CloseBlock();
        });

    /// <summary>Writes the prefix's -1 when <paramref name="isNull"/> holds (a null reference, or a Nullable&lt;T&gt; without a value).</summary>
    public static void EmitWriteNull(Emitter emitter, LengthPrefix prefix, string isNull, string member)
    {
        emitter.Writer.OpenBlock($"if ({isNull})");
        emitter.Advance(Prefixes.WriteCall(emitter, prefix, $"{Emitter.Wire}.NullLength", member));
        emitter.Writer.CloseBlock();
    }

    /// <summary>Reads the prefix's -1 as null into <paramref name="target"/>; an <c>else</c> block after it reads the value.</summary>
    public static void EmitReadNull(Emitter emitter, string prefix, string target, string member)
    {
        string isNull = emitter.Temp("isNull");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadNullPrefix(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {prefix}, out bool {isNull})");
        emitter.Writer.OpenBlock($"if ({isNull})");
        emitter.Writer.WriteLine($"{target} = null;");
        emitter.Writer.CloseBlock();
    }

    /// <summary>Takes the value once, emits what null costs, and opens the block for a present value.</summary>
    private static Scope OpenUnlessNull(Emitter emitter, string value, System.Action<string> whenNull)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        whenNull(item);
        emitter.Writer.OpenBlock("else");
        return new Scope(item, () => emitter.Writer.CloseBlock());
    }
}
