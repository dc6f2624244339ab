using System.Collections.Generic;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTerminated(sentinel)]</c>: a collection's items run until a sentinel byte instead of a count.</summary>
internal sealed class Terminated : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTerminatedAttribute";

    public override int Order => 77;

    public override IReadOnlyCollection<string> ConflictsWith => ["BinaryLengthPrefix", "BinaryFixedLength", "BinaryLengthFrom", "BinaryPresenceByte"];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        byte sentinel = attribute.ConstructorArguments.Length == 1 && attribute.ConstructorArguments[0].Value is byte value ? value : (byte)0;
        return member.Layout.Codec is CollectionCodec collection
            ? member.Layout.With(new TerminatedCodec(collection.Kind, collection.TypeName, collection.Element, sentinel))
            : member.Misplaced(this, "arrays, lists and immutable arrays");
    }
}

/// <summary>Items until a sentinel byte; an item may not begin with it.</summary>
internal sealed record TerminatedCodec(CollectionKind Kind, string TypeName, Layout Element, byte Sentinel) : Codec(TypeName)
{
    public override bool ContainsNested => Element.Codec.ContainsNested;

    private string SentinelLiteral => $"(byte){Emitter.Invariant(Sentinel)}";

    /// <summary>A null list has no form on the wire here: refused, naming the member, before anything is written.</summary>
    private void EmitNullCheck(Emitter emitter, string items, string member)
    {
        emitter.Writer.OpenBlock($"if ({(Kind == CollectionKind.ImmutableArray ? $"{items}.IsDefault" : $"{items} is null")})");
        emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, -1, \"null cannot be written: a terminated list has no null marker.\");");
        emitter.Writer.CloseBlock();
    }

    private string CountOf(string items) => Kind is CollectionKind.List or CollectionKind.ReadOnlyList ? $"{items}.Count" : $"{items}.Length";

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        string start = emitter.Temp("start");
        writer.WriteLine($"var {items} = {value};");
        EmitNullCheck(emitter, items, member);
        writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        writer.WriteLine($"int {start} = offset;");
        emitter.EmitWrite(Element, $"{items}[{index}]", member);
        writer.WriteLine($"{Emitter.Wire}.CheckNotSentinel(destination, {start}, offset, {SentinelLiteral}, {emitter.TypeLiteral}, {member});");
        writer.CloseBlock();
        emitter.Advance($"{Emitter.Wire}.WriteSentinel(destination, offset, {SentinelLiteral})");
    }

    /// <summary>
    /// Items until the sentinel, into a list a resuming reader (a non-seekable stream's, a pipe's) keeps when the data
    /// ends inside it, as for counted collections: without that, each attempt would read every item again, and such a
    /// stream, which cannot be read past the value, gives each attempt one more item.
    /// </summary>
    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string elementType = Element.Codec.TypeName;
        string listType = $"global::System.Collections.Generic.List<{elementType}>";
        string list = emitter.Temp("list");
        string index = emitter.Temp("i");
        string more = emitter.Temp("more");
        string item = emitter.Temp("item");
        CollectionCodec.ItemLoop loop = CollectionCodec.OpenItemLoop(emitter, list, listType, $"new {listType}()", member);
        writer.OpenBlock($"for (int {index} = {loop.First}; ; {index}++)");

        // How many items follow is not known: a shortfall reports none after this one.
        emitter.EnterItemLoop("0", index, 1, loop.ItemsStart, member, list, CollectionCodec.ItemStart(emitter, position: null));
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadUntilSentinel(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {SentinelLiteral}, out bool {more})");
        writer.OpenBlock($"if (!{more})");
        writer.WriteLine("break;");
        writer.CloseBlock();
        writer.WriteLine($"{elementType} {item};");
        emitter.EmitRead(Element, item, member);
        emitter.ExitItemLoop();
        writer.WriteLine($"{list}.Add({item});");
        writer.CloseBlock();

        // A later attempt that takes the complete list back continues at its sentinel, the byte before the offset.
        CollectionCodec.CloseItemLoop(emitter, loop, list, $"{list}.Count", "offset - 1", member);
        writer.WriteLine($"{target} = {Kind switch
        {
            CollectionKind.List => list,
            CollectionKind.ImmutableArray => $"global::System.Collections.Immutable.ImmutableArray.CreateRange({list})",
            _ => $"{list}.ToArray()",
        }};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        emitter.Writer.WriteLine($"var {items} = {value};");
        EmitNullCheck(emitter, items, member);
        emitter.Writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        emitter.EmitSize(Element, $"{items}[{index}]", member);
        emitter.Writer.CloseBlock();
        emitter.AddSize("1");
    }
}
