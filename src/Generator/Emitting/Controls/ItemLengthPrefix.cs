using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// Byte arrays behind one table of their prefixes (<c>[BinaryItemLengthPrefix(Table = true)]</c>): the count, then the
/// runtime writes the table from the items and their bytes after it, and reads the table whole before taking any item.
/// </summary>
internal sealed class TabledBytesEmission(TabledBytesCodec codec) : CodecEmission
{
    private CountEmission Count => CountEmission.For(codec.Count);

    private string Prefix => Prefixes.Name(codec.ItemPrefix);

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        Count.EmitWriteCheck(emitter, items, member);
        writer.OpenBlock($"if ({items} is null)");
        Count.EmitWrite(emitter, $"{Emitter.Wire}.NullLength", member);
        writer.CloseBlock();
        writer.OpenBlock("else");
        Count.EmitWrite(emitter, CollectionEmission.CountOf(codec.Kind, items), member);
        emitter.Advance($"{Emitter.Wire}.WriteTabledBytes(destination, offset, {items}, {Prefix}, {emitter.TypeLiteral}, {member})");
        writer.CloseBlock();
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string count = emitter.Temp("count");
        string items = emitter.Temp("items");
        Count.EmitRead(emitter, count, 1, member);
        writer.OpenBlock($"if ({count} < 0)");
        writer.WriteLine($"{target} = default;");
        writer.CloseBlock();
        writer.OpenBlock("else");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadTabledBytes(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Prefix}, {count}, out var {items})");
        writer.WriteLine($"{target} = {(codec.Kind == CollectionKind.List ? $"new {codec.TypeName}({items})" : items)};");
        writer.CloseBlock();
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        Count.EmitSize(emitter, $"{items} is null ? -1 : {CollectionEmission.CountOf(codec.Kind, items)}");
        writer.OpenBlock($"if ({items} is not null)");
        emitter.AddSize($"{Emitter.Wire}.GetTabledBytesSize({items}, {Prefix})");
        writer.CloseBlock();
    }
}
