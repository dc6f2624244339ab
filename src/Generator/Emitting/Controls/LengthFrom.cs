using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>The C# of a bound member's length on read: the holder's value, less its adjustment and any other parts of a sum.</summary>
internal static class BoundLengthEmission
{
    public static string ReadExpression(BoundLength length)
    {
        string value = length.Method is { } method ? Emitter.ComputedLength(method)
            : length.Shift ? $"{Emitter.Wire}.ShiftLength((long){Emitter.MemberLocal(length.Holder)}, {Emitter.Invariant(length.Scale)})"
            : length.Low is { } low ? $"((long){Emitter.MemberLocal(length.Holder)} << {Emitter.Invariant(length.LowBits)} | (long){Emitter.MemberLocal(low)})"
            : length.Scale == 1 ? $"(long){Emitter.MemberLocal(length.Holder)}" : $"(long){Emitter.MemberLocal(length.Holder)} * {Emitter.Invariant(length.Scale)}L";
        if (length.Adjust != 0)
        {
            value += $" - {Emitter.Invariant(length.Adjust)}L";
        }

        foreach (LengthTerm part in length.Minus)
        {
            string term = part.Bound is { } bound ? ReadExpression(bound) : part.Measured is { } measured ? $"(long){Emitter.MeasuredLocal(measured)}" : $"{Emitter.Invariant(part.Constant)}L";
            value += part.When is { } when ? $" - ({new ConditionalEmission(when).ReadTest()} ? {term} : 0L)" : $" - {term}";
        }

        return length.Minus.Count == 0 && length.Adjust == 0 ? value : $"({value})";
    }
}

/// <summary>A length-holding member: written as the bound member's actual length (plus an adjustment), checked against the holder's range.</summary>
/// <param name="NullIsEmpty">The bound member is trailing: null (absent) stores a length of 0 instead of being an error.</param>
internal sealed class LengthOfEmission(LengthOfSource source) : SourceEmission
{
    private string BoundMember => source.BoundMember;

    private BoundShape Shape => source.Shape;

    private long Max => source.Max;

    private int Adjust => source.Adjust;

    private StringEncoding Encoding => source.Encoding;

    private bool Replace => source.Replace;

    private bool NullIsEmpty => source.NullIsEmpty;

    public override string Expression(Emitter emitter, MemberModel member, string offset)
    {
        string length = Length(emitter, BoundMember, Shape, Encoding, Replace, source.ItemSize, source.VarIntFormat);
        length = NullIsEmpty ? $"global::System.Math.Max({length}, 0)" : length;
        string? present = emitter.LayoutOf(BoundMember).Wrappers.OfType<ConditionalWrapper>().FirstOrDefault() is { } condition
            ? new ConditionalEmission(condition).WriteTest(emitter, BoundMember)
            : null;
        if (source.Shift)
        {
            // An exponent: while its member is absent (its condition false) no length says what it is, so it keeps its
            // own value (GIF writers leave a size in the flags of an image with no local color table).
            long exponentMax = HolderMax(Max + Adjust, source.Scale);
            string exponent = $"{Emitter.Wire}.BindShiftedLength({length}, {Emitter.Invariant(Adjust)}, {Emitter.Invariant(source.Scale)}, {Emitter.Invariant(exponentMax)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
            return $"({member.Layout.Codec.TypeName}){(present is null ? exponent : $"({present} ? {exponent} : (long){emitter.MemberAccess(member.Name)})")}";
        }

        // A bound member whose condition is false is not on the wire: its length is 0, whatever it holds.
        if (present is not null)
        {
            length = $"({present} ? {length} : 0)";
        }

        if (source.Scale != 1)
        {
            // Counted in units: the holder's own largest value bounds (length + adjust) / scale.
            long holderMax = (Max + Adjust) / source.Scale;
            return $"({member.Layout.Codec.TypeName}){Emitter.Wire}.BindScaledLength({length}, {Emitter.Invariant(Adjust)}, {Emitter.Invariant(source.Scale)}, {Emitter.Invariant(holderMax)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
        }

        string bound = $"{Emitter.Wire}.BindLength({length}, {Emitter.Invariant(Max)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
        if (source.Method is { } method)
        {
            return emitter.FilledHolder(source, method, bound, offset);
        }

        bound = Adjust == 0 ? bound : $"({bound} + {Emitter.Invariant(Adjust)})";
        if (source.LowBits > 0)
        {
            // One of a pair: the high holder takes the bits above the low holder's width, the low one the rest.
            bound = source.LowPart ? $"({bound} & {Emitter.Invariant((1L << source.LowBits) - 1)}L)" : $"({bound} >> {Emitter.Invariant(source.LowBits)})";
        }

        return $"({member.Layout.Codec.TypeName}){bound}";
    }

    /// <summary>The largest exponent n whose scale &lt;&lt; n stays within <paramref name="units"/> bytes.</summary>
    private static long HolderMax(long units, int scale)
    {
        long exponent = 0;
        while (exponent < 61 && ((long)scale << (int)(exponent + 1)) <= units)
        {
            exponent++;
        }

        return exponent;
    }

    /// <summary>The C# expression of a member's actual length (-1 for null) as a holder stores it.</summary>
    public static string Length(Emitter emitter, string member, BoundShape shape, StringEncoding encoding = StringEncoding.Utf8, bool replace = false, int itemSize = 0, VarIntFormat format = VarIntFormat.Leb128)
    {
        // A holder list written from a union list's cases: its count is the union list's, its bytes the tags'.
        if (emitter.Member(member).Source is CaseTagSource { EachItem: true } tags)
        {
            return shape is BoundShape.Array or BoundShape.List ? ItemTagsEmission.Count(emitter, tags) : $"this.{ItemTagsEmission.BytesHelper(member)}()";
        }

        string access = emitter.MemberAccess(member);
        return shape switch
        {
            BoundShape.Text when encoding == StringEncoding.Utf8 => $"{Emitter.Wire}.Utf8Length({access}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
            BoundShape.Text => $"{Emitter.Wire}.EncodedLength({access}, {Encodings.Name(encoding)}, {Emitter.Bool(replace)}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
            BoundShape.TerminatedText => $"{Emitter.Wire}.GetNullTerminatedSize({access}, {Encodings.Name(encoding)}, {Emitter.Bool(replace)}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
            BoundShape.ImmutableArray => $"({access}.IsDefault ? -1 : {access}.Length)",
            BoundShape.List => $"({access}?.Count ?? -1)",
            BoundShape.ArrayBytes1 => $"({access}?.Length ?? -1)",
            BoundShape.ArrayBytes2 or BoundShape.ArrayBytes4 or BoundShape.ArrayBytes8
                => $"({access} is null ? -1 : {Emitter.Wire}.AddSize(0, (long){access}.Length * {(shape == BoundShape.ArrayBytes2 ? 2 : shape == BoundShape.ArrayBytes4 ? 4 : 8)}, {emitter.TypeLiteral}, {Emitter.Literal(member)}))",
            BoundShape.ZigZagBytes or BoundShape.VarUIntBytes
                => $"({access} is null ? -1 : {Emitter.Wire}.VarIntBytes({access}, {Emitter.Bool(shape == BoundShape.ZigZagBytes)}{(format == VarIntFormat.Leb128 ? string.Empty : $", global::Spanwire.VarIntFormat.{format}")}))",
            BoundShape.ListBytes
                => $"({access} is null ? -1 : {Emitter.Wire}.AddSize(0, (long){access}.Count * {Emitter.Invariant(itemSize)}, {emitter.TypeLiteral}, {Emitter.Literal(member)}))",
            BoundShape.NestedItems or BoundShape.NestedItemsWithPresence
                => $"{Emitter.Wire}.ItemsSize({access}, {Emitter.Bool(shape == BoundShape.NestedItemsWithPresence)}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
            BoundShape.Weighted when emitter.LayoutOf(member).Codec is WeightedCollectionCodec weighted => WeightedCollectionEmission.Count(emitter, weighted, access, Emitter.Literal(member)),
            BoundShape.Body => emitter.LayoutOf(member).Codec switch
            {
                HeldUnionCodec union => HeldUnionEmission.CaseSwitch(emitter, union, access, Emitter.Literal(member), (_, local) => $"{local}.GetSerializedSize()", other => HeldUnionEmission.NotACase(union, other)),
                NestedCodec { IsValueType: true } => $"{access}.GetSerializedSize()",
                _ => $"{Emitter.Wire}.NotNull({access}, {emitter.TypeLiteral}, {Emitter.Literal(member)}).GetSerializedSize()",
            },
            _ => $"({access}?.Length ?? -1)",
        };
    }
}

/// <summary>A string (in any encoding) or byte array whose byte length an earlier member holds: no prefix of its own.</summary>
/// <param name="NullIsEmpty">A trailing member: null (absent when it was read) is written as empty, as its length says.</param>
internal sealed class BoundBytesEmission(BoundBytesCodec codec) : CodecEmission
{
    private bool IsString => codec.IsString;

    private BoundLength Length => codec.Length;

    private StringEncoding Encoding => codec.Encoding;

    private bool Replace => codec.Replace;

    private bool NullIsEmpty => codec.NullIsEmpty;

    private string Text(Emitter emitter, string member) => $"{Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member}";

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        if (Length.Method is { Fill.Length: 0 } method)
        {
            // Computed from parameters alone: the arguments passed must give the length written.
            string arguments = string.Join(", ", method.Parameters.Select(name => emitter.ParameterValue(emitter.Member(name))));
            string actual = !IsString ? $"({value} ?? global::System.Array.Empty<byte>()).Length"
                : Encoding == StringEncoding.Utf8 ? $"{Emitter.Wire}.Utf8Length({value}, {emitter.TypeLiteral}, {member})"
                : $"{Emitter.Wire}.EncodedLength({value}, {Text(emitter, member)})";
            emitter.Writer.WriteLine($"{Emitter.Wire}.CheckComputedLength((long){method.Compute}({arguments}), {actual}, {Emitter.Literal(method.Compute)}, {emitter.TypeLiteral}, {member}, offset);");
        }

        EmitWriteOf(emitter, !NullIsEmpty || codec.Terminated ? value : IsString ? $"({value} ?? \"\")" : $"({value} ?? global::System.Array.Empty<byte>())", member);
    }

    private void EmitWriteOf(Emitter emitter, string value, string member)
        => emitter.Advance(codec.Terminated ? $"{Emitter.Wire}.WriteNullTerminated(destination, offset, {value}, {Text(emitter, member)})"
            : !IsString ? $"{Emitter.Wire}.WriteUnprefixedBytes(destination, offset, {value}, {emitter.TypeLiteral}, {member})"
            : Encoding == StringEncoding.Utf8 ? $"{Emitter.Wire}.WriteUnprefixedString(destination, offset, {value}, {emitter.TypeLiteral}, {member})"
            : $"{Emitter.Wire}.WriteUnprefixedString(destination, offset, {value}, {Text(emitter, member)})");

    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.EmitUnprefixedPart(value, member, IsString, isArray: !IsString, writeNull: () => EmitWrite(emitter, value, member));

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string length = emitter.Temp("length");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, {BoundLengthEmission.ReadExpression(Length)}, 1, out int {length})");
        string start = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {length}";
        emitter.ReturnFalseUnless(codec.Terminated ? $"{Emitter.Wire}.TryReadBoundNullTerminated({start}, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})"
            : !IsString ? $"{Emitter.Wire}.TryReadFixedBytes({start}, out {target})"
            : Encoding == StringEncoding.Utf8 ? $"{Emitter.Wire}.TryReadFixedString({start}, 0, false, out {target})"
            : $"{Emitter.Wire}.TryReadFixedEncodedString({start}, 0, false, {Encodings.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(codec.Terminated ? $"{Emitter.Wire}.GetNullTerminatedSize({value}, {Text(emitter, member)})"
            : !IsString ? $"({value}?.Length ?? 0)"
            : Encoding == StringEncoding.Utf8 ? $"global::System.Math.Max(0, {Emitter.Wire}.Utf8Length({value}, {emitter.TypeLiteral}, {member}))"
            : $"global::System.Math.Max(0, {Emitter.Wire}.EncodedLength({value}, {Text(emitter, member)}))");
}

/// <summary>Items whose byte count an earlier member holds: read until those bytes run out.</summary>
internal sealed class ByteBoundEmission(ByteBoundCodec codec) : CodecEmission
{
    private CollectionKind Kind => codec.Kind;

    private Layout Element => codec.Element;

    private BoundLength Length => codec.Length;

    private string CountOf(string items) => Kind == CollectionKind.List ? $"{items}.Count" : $"{items}.Length";

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        emitter.Writer.WriteLine($"var {items} = {Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member});");
        emitter.Writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        emitter.EmitWrite(Element, $"{items}[{index}]", member);
        emitter.Writer.CloseBlock();
    }

    /// <summary>In parts: as many items as fit per chunk, counted once at the start so a list that changes is refused.</summary>
    public override void EmitWritePart(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member});");
        CollectionEmission.EmitUncountedItemsPart(emitter, Kind, Element, items, member);
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string bytes = emitter.Temp("bytes");
        string end = emitter.Temp("end");
        string list = emitter.Temp("list");
        string item = emitter.Temp("item");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, {BoundLengthEmission.ReadExpression(Length)}, 1, out int {bytes})");
        writer.WriteLine($"int {end} = offset + {bytes};");
        writer.WriteLine($"var {list} = new global::System.Collections.Generic.List<{Element.Codec.TypeName}>();");
        writer.OpenBlock($"while (offset < {end})");
        writer.WriteLine($"{Element.Codec.TypeName} {item};");
        emitter.EmitRead(Element, item, member);
        writer.WriteLine($"{list}.Add({item});");
        writer.CloseBlock();
        writer.WriteLine($"{Emitter.Wire}.CheckBoundEnd(offset, {end}, {emitter.TypeLiteral}, {member});");
        writer.WriteLine($"{target} = {(Kind == CollectionKind.List ? list : $"{list}.ToArray()")};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        emitter.Writer.WriteLine($"var {items} = {Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member});");
        emitter.Writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        emitter.EmitSize(Element, $"{items}[{index}]", member);
        emitter.Writer.CloseBlock();
    }
}

/// <summary>A collection whose item count an earlier member holds.</summary>
internal sealed class BoundCountEmission(BoundCount count) : CountEmission
{
    private BoundLength Length => count.Length;

    public override void EmitRead(Emitter emitter, string count, int elementMinSize, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, {BoundLengthEmission.ReadExpression(Length)}, {Emitter.Invariant(elementMinSize)}, out int {count})");
}

/// <summary>
/// A nested value or union case in a frame an earlier member sizes: nothing before the body on write (the holder has
/// its size); on read the body is read over exactly the bytes the holder gives and must fill them.
/// </summary>
internal sealed class HeldFrameEmission(HeldFrameWrapper frame) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string length = emitter.Temp("length");
        string end = emitter.Temp("end");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, {BoundLengthEmission.ReadExpression(frame.Length)}, 1, out int {length})");
        emitter.Writer.WriteLine($"int {end} = offset + {length};");
        return FrameEmission.OpenBodyRead(emitter, target, member, inner, end, skipUnknown: false);
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    public override void EmitPartHead(Emitter emitter, string value, string member, Layout inner)
    {
    }
}
