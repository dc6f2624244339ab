using System.Collections.Generic;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryPresenceByte]</c>: null as a 00/01 byte before the value instead of a -1 prefix (unsigned prefixes have none).</summary>
internal sealed class PresenceByte : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryPresenceByteAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        return member.Layout.Codec is StringCodec or BytesCodec { Kind: BytesKind.Array } or CollectionCodec { Kind: not CollectionKind.ImmutableArray, Count: PrefixedCount }
            ? member.Layout.Wrap(new PresenceWrapper())
            : member.Misplaced(this, "strings, byte arrays and collections that can be null, with a length prefix");
    }
}

/// <summary>A 00/01 byte before a value that can be null; the value follows only when it is 01.</summary>
internal sealed class PresenceEmission : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.WritePresence($"{item} is not null");
        emitter.Writer.OpenBlock($"if ({item} is not null)");
        return new Scope(item, () => emitter.Writer.CloseBlock());
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        emitter.OpenPresentElse(target, member);
        emitter.Writer.OpenBlock("else");
        string start = emitter.Temp("start");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            // One encoding per value: a present value cannot also carry the prefix's null marker.
            emitter.Writer.OpenBlock($"if ({target} is null)");
            emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, {start}, \"the presence byte says present, but the value is the null marker.\");");
            emitter.Writer.CloseBlock();
            emitter.Writer.CloseBlock();
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.AddSize("1");
        emitter.Writer.OpenBlock($"if ({item} is not null)");
        return new Scope(item, () => emitter.Writer.CloseBlock());
    }
}
