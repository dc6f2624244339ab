using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// A list whose count weighs the items of some union cases more than one (<c>[BinaryItemWeight]</c>): the count is the
/// weights' sum; the read takes items until they reach it.
/// </summary>
internal sealed class WeightedCollectionEmission(WeightedCollectionCodec codec) : CodecEmission
{
    private CountEmission CountOf => CountEmission.For(codec.Count);

    /// <summary>The count the items of <paramref name="items"/> take (-1 for null).</summary>
    public static string Count(Emitter emitter, WeightedCollectionCodec codec, string items, string member)
        => $"{Emitter.Wire}.CountWeighted<{codec.Element.Codec.TypeName}>({items}, static item => {IsHeavy(codec, "item")}, {Emitter.Invariant(codec.Weight)}, {emitter.TypeLiteral}, {member})";

    private static string IsHeavy(WeightedCollectionCodec codec, string item)
        => $"{item} is {string.Join(" or ", codec.Heavy.Select(heavy => heavy.TypeName))}";

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        writer.WriteLine($"var {items} = {value};");
        CountOf.EmitWrite(emitter, Count(emitter, codec, items, member), member);
        writer.OpenBlock($"if ({items} is not null)");
        writer.OpenBlock($"for (int {index} = 0; {index} < {CollectionEmission.CountOf(codec.Kind, items)}; {index}++)");
        emitter.EmitWrite(codec.Element, $"{items}[{index}]", member);
        writer.CloseBlock();
        writer.CloseBlock();
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string count = emitter.Temp("count");
        string counted = emitter.Temp("counted");
        string list = emitter.Temp("list");
        string item = emitter.Temp("item");
        string elementType = codec.Element.Codec.TypeName;

        // Every item takes at least a byte, so the count bounds the list by the bytes left before anything is allocated.
        CountOf.EmitRead(emitter, count, 1, member);
        writer.OpenBlock($"if ({count} < 0)");
        writer.WriteLine($"{target} = default;");
        writer.CloseBlock();
        writer.OpenBlock("else");
        writer.WriteLine($"var {list} = new global::System.Collections.Generic.List<{elementType}>({Emitter.Wire}.InitialCapacity({count}));");
        writer.WriteLine($"int {counted} = 0;");
        writer.OpenBlock($"while ({counted} < {count})");
        writer.WriteLine($"{elementType} {item};");
        emitter.EmitRead(codec.Element, item, member);
        writer.WriteLine($"{counted} += {IsHeavy(codec, item)} ? {Emitter.Invariant(codec.Weight)} : 1;");
        writer.WriteLine($"{list}.Add({item});");
        writer.CloseBlock();
        writer.WriteLine($"{Emitter.Wire}.CheckWeightedCount({counted}, {count}, {emitter.TypeLiteral}, {member}, offset);");
        writer.WriteLine($"{target} = {(codec.Kind == CollectionKind.List ? list : $"{list}.ToArray()")};");
        writer.CloseBlock();
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        writer.WriteLine($"var {items} = {value};");
        CountOf.EmitSize(emitter, Count(emitter, codec, items, member));
        writer.OpenBlock($"if ({items} is not null)");
        writer.OpenBlock($"for (int {index} = 0; {index} < {CollectionEmission.CountOf(codec.Kind, items)}; {index}++)");
        emitter.EmitSize(codec.Element, $"{items}[{index}]", member);
        writer.CloseBlock();
        writer.CloseBlock();
    }
}
