using System.Collections.Generic;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryNullTerminated]</c>: a C string, its bytes in the member's encoding and then a NUL terminator.</summary>
internal sealed class NullTerminated : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryNullTerminatedAttribute";

    // The terminator replaces every other way of finding the string's end (on a collection, a count prefix is the list's own).
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength), typeof(LengthFrom)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        if (member.Layout.Codec is StringCodec { Prefix: not LengthPrefix.Int32 })
        {
            return member.Misplaced(this, "strings without [BinaryLengthPrefix]: the terminator replaces the prefix");
        }

        return member.Layout.Codec is StringCodec text ? member.Layout.With(new NullTerminatedCodec(text.TypeName, text.Encoding, text.Replace))
            : ForItems(member.Layout, item => item is StringCodec { Prefix: LengthPrefix.Int32 } itemText ? new NullTerminatedCodec(itemText.TypeName, itemText.Encoding, itemText.Replace) : null)
            ?? member.Misplaced(this, "strings and collections of strings");
    }
}

/// <summary>A string ended by a NUL (two in UTF-16BE) instead of a prefix.</summary>
internal sealed class NullTerminatedEmission(NullTerminatedCodec codec) : CodecEmission
{
    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.WriteNullTerminated(destination, offset, {value}, {Arguments(emitter, member)})");

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadNullTerminated(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})");

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize($"{Emitter.Wire}.GetNullTerminatedSize({value}, {Arguments(emitter, member)})");

    private string Arguments(Emitter emitter, string member)
        => $"{StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member}";
}
