using System;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// Writes the C# of one codec. Each codec record (facts, in <c>Model</c>) has one emission, kept beside the control or
/// codec file that makes it; <see cref="For"/> is the one place that pairs them.
/// </summary>
internal abstract class CodecEmission
{
    /// <summary>Writes <paramref name="value"/> at <c>offset</c>, returning -1 when out of room.</summary>
    public abstract void EmitWrite(Emitter emitter, string value, string member);

    /// <summary>Reads into <paramref name="target"/> at <c>offset</c>, returning <see langword="false"/> when the data ends.</summary>
    public abstract void EmitRead(Emitter emitter, string target, string member);

    /// <summary>Adds the bytes <paramref name="value"/> takes to <c>size</c>.</summary>
    public abstract void EmitSize(Emitter emitter, string value, string member);

    /// <summary>
    /// For <see cref="Codec.WritesInParts"/>: writes what fits of <paramref name="value"/> from where the <c>cursor</c>
    /// stopped, setting <c>cursor.Pending</c> if some remains, and returns the offset after it (-1 when not even its
    /// start fits). <c>cursor.Part</c> is 0 until the first bytes of the value are kept, so a wrapper's head written at
    /// part 0 is written again with them if they do not fit.
    /// </summary>
    public virtual void EmitWritePart(Emitter emitter, string value, string member)
        => throw new NotSupportedException($"{GetType().Name} is written whole.");

    /// <summary>For <see cref="Codec.FixedWidth"/>: refuses, before anything is written, a value that would not read back.</summary>
    public virtual void EmitWriteCheck(Emitter emitter, string value, string member)
    {
    }

    /// <summary>For <see cref="Codec.FixedWidth"/>: the statement storing <paramref name="value"/> at <paramref name="start"/> + <paramref name="index"/> (range-checked by the caller).</summary>
    public virtual string WriteAt(string start, string index, string value)
        => throw new NotSupportedException($"{GetType().Name} has no fixed width.");

    /// <summary>For <see cref="Codec.FixedWidth"/>: the expression loading the value at <paramref name="start"/> + <paramref name="index"/>; <paramref name="offset"/> names it in errors.</summary>
    public virtual string ReadAt(Emitter emitter, string start, string index, string offset, string member)
        => throw new NotSupportedException($"{GetType().Name} has no fixed width.");

    /// <summary>For <see cref="Codec.FixedWidth"/>: checks a value just read (by <see cref="ReadAt"/>) into <paramref name="target"/>.</summary>
    public virtual void EmitReadCheck(Emitter emitter, string target, string member, string offset)
    {
    }

    /// <summary>A fixed-width value on its own: its check, one space check, the store at the offset.</summary>
    protected void EmitFixedWrite(Emitter emitter, string value, string member, int size)
    {
        EmitWriteCheck(emitter, value, member);
        emitter.SpaceCheck(Emitter.Invariant(size));
        emitter.Writer.WriteLine(WriteAt($"{Emitter.Wire}.At(destination, offset)", "0", value));
        emitter.Writer.WriteLine($"offset += {Emitter.Invariant(size)};");
    }

    /// <summary>A fixed-width value on its own: one length check (truncation names the member), the load, its check.</summary>
    protected void EmitFixedRead(Emitter emitter, string target, string member, int size)
    {
        string bytes = Emitter.Invariant(size);
        emitter.Writer.OpenBlock($"if (source.Length - offset < {bytes})");
        emitter.Writer.WriteLine(emitter.ReadFailure($"state.Truncated({emitter.TypeLiteral}, {member}, offset, {bytes}, source.Length - offset)"));
        emitter.Writer.CloseBlock();
        emitter.Writer.WriteLine($"{target} = {ReadAt(emitter, $"{Emitter.Wire}.At(source, offset)", "0", "offset", member)};");
        EmitReadCheck(emitter, target, member, "offset");
        emitter.Writer.WriteLine($"offset += {bytes};");
    }

    public static CodecEmission For(Codec codec) => codec.Accept(EmissionOfCodec.Instance);
}

/// <summary>Pairs each codec record with its emission.</summary>
internal sealed class EmissionOfCodec : ICodecVisitor<CodecEmission>
{
    public static readonly EmissionOfCodec Instance = new();

    public CodecEmission Visit(ScalarCodec codec) => new ScalarEmission(codec);
    public CodecEmission Visit(VarIntCodec codec) => new VarIntEmission(codec);
    public CodecEmission Visit(TimestampCodec codec) => new TimestampEmission(codec);

    public CodecEmission Visit(BcdCodec codec) => new BcdEmission(codec);
    public CodecEmission Visit(StringCodec codec) => new StringEmission(codec);
    public CodecEmission Visit(BytesCodec codec) => new BytesEmission(codec);
    public CodecEmission Visit(FixedTextCodec codec) => new FixedTextEmission(codec);
    public CodecEmission Visit(FixedBytesCodec codec) => new FixedBytesEmission(codec);
    public CodecEmission Visit(PascalCodec codec) => new PascalEmission(codec);
    public CodecEmission Visit(NullTerminatedCodec codec) => new NullTerminatedEmission(codec);
    public CodecEmission Visit(RemainderCodec codec) => new RemainderEmission(codec);
    public CodecEmission Visit(BoundBytesCodec codec) => new BoundBytesEmission(codec);
    public CodecEmission Visit(NullableCodec codec) => new NullableEmission(codec);
    public CodecEmission Visit(CollectionCodec codec) => new CollectionEmission(codec);
    public CodecEmission Visit(OpenEndedCollectionCodec codec) => new OpenEndedCollectionEmission(codec);

    public CodecEmission Visit(TabledBytesCodec codec) => new TabledBytesEmission(codec);

    public CodecEmission Visit(WeightedCollectionCodec codec) => new WeightedCollectionEmission(codec);
    public CodecEmission Visit(ByteBoundCodec codec) => new ByteBoundEmission(codec);
    public CodecEmission Visit(NestedCodec codec) => new NestedEmission(codec);
    public CodecEmission Visit(CustomCodec codec) => new CustomEmission(codec);
    public CodecEmission Visit(HeldUnionCodec codec) => new HeldUnionEmission(codec);
    public CodecEmission Visit(PositionedItemsCodec codec) => new PositionedItemsEmission(codec);
    public CodecEmission Visit(ParameterCodec codec) => new ParameterEmission(codec);

    // A bit field is emitted with its group (BitFieldGroupEmission): the planner puts every one in a group, and the
    // conflict table keeps wrappers off it, so the walk never reaches one alone.
    public CodecEmission Visit(BitFieldCodec codec) => throw new InvalidOperationException("A bit field is emitted with its group.");
}

/// <summary>
/// Writes the C# around a value for one wrapper. Each <c>Open</c> writes what comes before the value and returns what
/// closes it (code after the value, or the end of a block).
/// </summary>
internal abstract class WrapperEmission
{
    /// <summary>Opens the wrapper around <paramref name="inner"/>, the layout inside it (the later wrappers and the codec).</summary>
    public abstract Scope OpenWrite(Emitter emitter, string value, string member, Layout inner);

    /// <summary>Opens the wrapper for a read into <paramref name="target"/>; the scope's value is where the inner read goes.</summary>
    public abstract Scope OpenRead(Emitter emitter, string target, string member, Layout inner);

    public abstract Scope OpenSize(Emitter emitter, string value, string member, Layout inner);

    /// <summary>For <see cref="Wrapper.FixedHead"/>: the statement storing the head at <paramref name="start"/> + <paramref name="index"/>, around a body of <paramref name="bodyWidth"/> bytes.</summary>
    public virtual string WriteHeadAt(string start, string index, int bodyWidth)
        => throw new NotSupportedException($"{GetType().Name} has no fixed head.");

    /// <summary>For <see cref="Wrapper.FixedHead"/>: checks the head at <paramref name="start"/> + <paramref name="index"/>; <paramref name="offset"/> names it in errors.</summary>
    public virtual void EmitReadHeadAt(Emitter emitter, string start, string index, string offset, string member, int bodyWidth)
        => throw new NotSupportedException($"{GetType().Name} has no fixed head.");

    /// <summary>For <see cref="Wrapper.WritesAroundParts"/>: writes the head, before the first part of <paramref name="inner"/>.</summary>
    public virtual void EmitPartHead(Emitter emitter, string value, string member, Layout inner)
        => throw new NotSupportedException($"{GetType().Name} is written whole.");

    public static WrapperEmission For(Wrapper wrapper) => wrapper.Accept(EmissionOfWrapper.Instance);
}

/// <summary>Pairs each wrapper record with its emission.</summary>
internal sealed class EmissionOfWrapper : IWrapperVisitor<WrapperEmission>
{
    public static readonly EmissionOfWrapper Instance = new();

    public WrapperEmission Visit(ConditionalWrapper wrapper) => new ConditionalEmission(wrapper);

    public WrapperEmission Visit(PositionedWrapper wrapper) => new PositionedEmission(wrapper);

    public WrapperEmission Visit(PointerWrapper wrapper) => new PointerEmission(wrapper);

    public WrapperEmission Visit(TrailingWrapper wrapper) => new TrailingEmission(wrapper);

    public WrapperEmission Visit(ConstantWrapper wrapper) => new ConstantEmission(wrapper);

    public WrapperEmission Visit(ReservedWrapper wrapper) => new ReservedEmission(wrapper);

    public WrapperEmission Visit(PresenceWrapper wrapper) => new PresenceEmission();

    public WrapperEmission Visit(NullPrefixWrapper wrapper) => new NullPrefixEmission(wrapper);

    public WrapperEmission Visit(FrameWrapper wrapper) => new FrameEmission(wrapper);

    public WrapperEmission Visit(HeldFrameWrapper wrapper) => new HeldFrameEmission(wrapper);

    public WrapperEmission Visit(ChecksumWrapper wrapper) => new ChecksumEmission(wrapper);

    public WrapperEmission Visit(PaddingWrapper wrapper) => new PaddingEmission(wrapper);

    public WrapperEmission Visit(PseudoHeaderWrapper wrapper) => new PseudoHeaderEmission(wrapper);

    public WrapperEmission Visit(CompressedWrapper wrapper) => new CompressedEmission(wrapper);

    public WrapperEmission Visit(ValidWrapper wrapper) => new ValidEmission(wrapper);
}

/// <summary>Writes the C# of a collection's item count.</summary>
internal abstract class CountEmission
{
    /// <summary>Checks the items before anything is written (a fixed count must match).</summary>
    public virtual void EmitWriteCheck(Emitter emitter, string items, string member)
    {
    }

    /// <summary>Writes <paramref name="count"/>, if the count is on the wire here.</summary>
    public virtual void EmitWrite(Emitter emitter, string count, string member)
    {
    }

    /// <summary>Adds the count's own bytes for <paramref name="countOrNull"/> (-1 for null).</summary>
    public virtual void EmitSize(Emitter emitter, string countOrNull)
    {
    }

    /// <summary>Declares <c>int <paramref name="count"/></c> from the data, checked against what remains.</summary>
    public abstract void EmitRead(Emitter emitter, string count, int elementMinSize, string member);

    public static CountEmission For(ItemCount count) => count.Accept(EmissionOfCount.Instance);

    private sealed class EmissionOfCount : IItemCountVisitor<CountEmission>
    {
        public static readonly EmissionOfCount Instance = new();

        public CountEmission Visit(PrefixedCount count) => new PrefixedCountEmission(count);

        public CountEmission Visit(FixedCount count) => new FixedCountEmission(count);

        public CountEmission Visit(BoundCount count) => new BoundCountEmission(count);

        public CountEmission Visit(HolderItemsCount count) => new HolderItemsCountEmission(count);
    }
}

/// <summary>Writes the C# expression of a member's written value when it comes from the data (a length).</summary>
internal abstract class SourceEmission
{
    /// <summary>The C# expression of the value written for <paramref name="member"/>; <paramref name="offset"/> is <c>-1</c> when sizing.</summary>
    public abstract string Expression(Emitter emitter, MemberModel member, string offset);

    public static SourceEmission For(ValueSource source) => source.Accept(EmissionOfSource.Instance);

    private sealed class EmissionOfSource : IValueSourceVisitor<SourceEmission>
    {
        public static readonly EmissionOfSource Instance = new();

        public SourceEmission Visit(LengthOfSource source) => new LengthOfEmission(source);

        public SourceEmission Visit(SumSource source) => new SumEmission(source);

        public SourceEmission Visit(OffsetSource source) => new OffsetSourceEmission();

        public SourceEmission Visit(PresenceSource source) => new PresenceSourceEmission(source);

        public SourceEmission Visit(CaseTagSource source) => new CaseTagEmission(source);

        public SourceEmission Visit(ChecksumWithinSource source) => new ChecksumWithinEmission();

        public SourceEmission Visit(PseudoHeaderSlotSource source) => new PseudoHeaderSlotEmission();
    }
}

/// <summary>
/// An opened wrapper: the value expression inside it, and what closes it. <paramref name="Empty"/>: nothing inside is
/// emitted (a pointer's value takes no bytes of its own to write or count).
/// </summary>
internal readonly record struct Scope(string Value, Action? Close, bool Empty = false);
