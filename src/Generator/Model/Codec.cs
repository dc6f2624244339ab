using Spanwire.Generator.Emitting;

namespace Spanwire.Generator.Model;

/// <summary>
/// What a value is on the wire: a scalar, a varint, a prefixed string, a fixed field, a collection, a nested type...
/// A codec holds facts only (numbers, enums, names); its three emission methods, kept beside the control that
/// produces it, are where the C# for write, read and size is written.
/// </summary>
/// <param name="TypeName">The C# type, fully qualified.</param>
internal abstract record Codec(string TypeName)
{
    /// <summary>The fewest bytes one value can take: bounds a hostile count before anything is allocated.</summary>
    public virtual int MinSize => 1;

    /// <summary>Reading it can recurse into a <c>[BinarySerializable]</c> type, so the read tracks depth.</summary>
    public virtual bool ContainsNested => false;

    /// <summary>
    /// What makes its read run to the end of the source it is given (the rest of a frame): nothing, a remainder, or
    /// trailing members. Such a value must end where its container does, or sit in a frame.
    /// </summary>
    public virtual OpenEnd OpenEnd => OpenEnd.None;

    /// <summary>Writes <paramref name="value"/> at <c>offset</c>, returning -1 when out of room.</summary>
    public abstract void EmitWrite(Emitter emitter, string value, string member);

    /// <summary>Reads into <paramref name="target"/> at <c>offset</c>, returning <see langword="false"/> when the data ends.</summary>
    public abstract void EmitRead(Emitter emitter, string target, string member);

    /// <summary>Adds the bytes <paramref name="value"/> takes to <c>size</c>.</summary>
    public abstract void EmitSize(Emitter emitter, string value, string member);

    /// <summary>A value that can outgrow a buffer (text, a byte block, a collection, a nested value) streams across chunks.</summary>
    public virtual bool WritesInParts => false;

    /// <summary>
    /// For <see cref="WritesInParts"/>: writes what fits of <paramref name="value"/> from where the <c>cursor</c> stopped,
    /// setting <c>cursor.Pending</c> if some remains, and returns the offset after it (-1 when not even its start fits).
    /// <c>cursor.Part</c> is 0 until the first bytes of the value are kept, so a wrapper's head written at part 0 is
    /// written again with them if they do not fit.
    /// </summary>
    public virtual void EmitWritePart(Emitter emitter, string value, string member)
        => throw new System.NotSupportedException($"{GetType().Name} is written whole.");
}

/// <summary>
/// Placement around a codec: a condition, reserved bytes, a presence byte, padding. Each <c>Open</c> writes what
/// comes before the value and returns what closes it (code after the value, or the end of a block).
/// </summary>
/// <param name="Kind">Its place in the closed, ordered set of wrappers.</param>
internal abstract record Wrapper(WrapperKind Kind)
{
    /// <summary>Opens the wrapper around <paramref name="inner"/>, the layout inside it (the later wrappers and the codec).</summary>
    public abstract Scope OpenWrite(Emitter emitter, string value, string member, Layout inner);

    /// <summary>Opens the wrapper for a read into <paramref name="target"/>; the scope's value is where the inner read goes.</summary>
    public abstract Scope OpenRead(Emitter emitter, string target, string member, Layout inner);

    public abstract Scope OpenSize(Emitter emitter, string value, string member, Layout inner);

    /// <summary>The wrapper's head can be written before a value that streams across chunks (a size frame can: the size is known first).</summary>
    public virtual bool WritesAroundParts => false;

    /// <summary>For <see cref="WritesAroundParts"/>: writes the head, before the first part of <paramref name="inner"/>.</summary>
    public virtual void EmitPartHead(Emitter emitter, string value, string member, Layout inner)
        => throw new System.NotSupportedException($"{GetType().Name} is written whole.");
}

/// <summary>An opened wrapper: the value expression inside it, and what closes it.</summary>
internal readonly record struct Scope(string Value, System.Action? Close);

/// <summary>Where a member's written value comes from when it is not the member itself (a length taken from the data).</summary>
internal abstract record ValueSource
{
    /// <summary>The C# expression of the value written for <paramref name="member"/>; <paramref name="offset"/> is <c>-1</c> when sizing.</summary>
    public abstract string Expression(Emitter emitter, MemberModel member, string offset);
}
