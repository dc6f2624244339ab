using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryLengthFrom]</c>: a string's or byte array's byte length, or a collection's item count, comes from an
/// earlier integer member instead of a prefix. On write that member is filled in from the data; on read it bounds the field.
/// </summary>
internal sealed class LengthFrom : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryLengthFromAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength), typeof(LengthPrefixControl), typeof(PresenceByte)];

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        List<MemberModel> members = type.Members;
        LengthOf sums = All.OfType<LengthOf>().Single();
        for (int i = 0; i < members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            if (type.LinkedMember(attribute) is not int holder)
            {
                valid = false;
                continue;
            }

            if (holder < 0 || holder >= i)
            {
                valid = type.Misplaced(this, i, "strings, byte arrays and collections bound to an earlier member of the type; "
                    + (holder < 0 ? "no member has that name" : "the member named comes later"));
                continue;
            }

            int adjust = AttributeArguments.Named(attribute, "Adjust") is int value ? value : 0;
            bool countsBytes = AttributeArguments.Named(attribute, "CountsBytes") is true;
            long max = HolderMax(members[holder].Layout.Codec) - adjust;
            Layout bound = members[i].Layout;
            string holderName = members[holder].WireName;

            // A member bound to a sum takes what the sum leaves after the other parts, all read before it.
            EquatableArray<LengthTerm> minus = EquatableArray<LengthTerm>.Empty;
            bool inSum = type.Attribute(sums, holder) is { } sum && LengthOf.Parts(sum).Contains(members[i].WireName);
            if (inSum && LengthOf.Parts(type.Attribute(sums, holder)!).Where(part => part != members[i].WireName).Select(part => PartLengthOnRead(type, part)).ToList() is var parts
                && parts.All(part => part is not null))
            {
                minus = parts.Select(part => part!).ToEquatableArray();
                foreach (LengthTerm measured in minus.Where(part => part.Measured is not null))
                {
                    int index = type.IndexOf(measured.Measured!);
                    members[index] = members[index] with { IsMeasured = true };
                }
            }
            else if (inSum)
            {
                valid = type.Misplaced(this, i, "the last part of a sum, after parts whose lengths are known once they are read (bound, fixed, or nested structs)");
                continue;
            }

            var length = new BoundLength(holderName, adjust, minus);

            // A trailing member that was not there reads back null: written again, it is empty and its length 0.
            bool trailing = type.Attribute(All.OfType<Trailing>().Single(), i) is not null;
            (Codec Codec, BoundShape Shape, int ItemSize)? binding = bound.Has(WrapperKind.Padding) || adjust < 0 ? null : bound.Codec switch
            {
                StringCodec text => (new BoundBytesCodec(text.TypeName, IsString: true, length, text.Encoding, text.Replace, trailing), BoundShape.Text, 0),
                BytesCodec { Kind: BytesKind.Array } => (new BoundBytesCodec(bound.Codec.TypeName, IsString: false, length, NullIsEmpty: trailing), BoundShape.Array, 0),
                CollectionCodec { Kind: CollectionKind.Array or CollectionKind.List } collection when countsBytes && ByteShape(collection) is { } shape
                    => (new ByteBoundCodec(collection.Kind, collection.TypeName, collection.Element, length), shape.Shape, shape.ItemSize),
                CollectionCodec collection when !countsBytes => (collection with { Count = new BoundCount(length) }, collection.Kind switch
                {
                    CollectionKind.ImmutableArray => BoundShape.ImmutableArray,
                    CollectionKind.List or CollectionKind.ReadOnlyList => BoundShape.List,
                    _ => BoundShape.Array,
                }, 0),
                _ => null,
            };
            if (max <= 0 || binding is null || (members[holder].Source is not null && !inSum))
            {
                valid = type.Misplaced(this, i, countsBytes
                    ? "arrays and lists of fixed-size numbers, [BinaryVarInt] longs and ints or [BinarySerializable] types, bound by bytes to an earlier, otherwise unused integer member"
                    : "strings, byte arrays and collections bound to an earlier, otherwise unused byte-to-long member, with an Adjust of 0 or more");
                continue;
            }

            if (!inSum)
            {
                var source = new LengthOfSource(members[i].WireName, binding.Value.Shape, max, adjust, NullIsEmpty: trailing, ItemSize: binding.Value.ItemSize, VarIntFormat: bound.Codec is CollectionCodec { Element.Codec: VarIntCodec varInt } ? varInt.Format : VarIntFormat.Leb128);
                source = bound.Codec is StringCodec { Encoding: not StringEncoding.Utf8 } encoded ? source with { Encoding = encoded.Encoding, Replace = encoded.Replace } : source;
                members[holder] = members[holder] with { Source = source };
            }

            members[i] = members[i] with { Layout = bound.With(binding.Value.Codec) };
        }

        return valid;
    }

    /// <summary>The largest length a holder of this codec can store, or 0 when it cannot hold one.</summary>
    internal static long HolderMax(Codec codec) => codec switch
    {
        ScalarCodec { IsEnum: false } scalar => MaxLength(scalar.Kind),
        VarIntCodec varInt => MaxLength(varInt.Kind),
        _ => 0,
    };

    /// <summary>How the byte count of items bound by bytes is computed on write (and one item's bytes, for a list of numbers), or null when it cannot be.</summary>
    private static (BoundShape Shape, int ItemSize)? ByteShape(CollectionCodec collection) => collection.Element switch
    {
        { Wrappers.Count: 0, Codec: ScalarCodec scalar } when collection.Kind == CollectionKind.List => (BoundShape.ListBytes, scalar.Size),
        { Wrappers.Count: 0, Codec: ScalarCodec scalar } when collection.Kind == CollectionKind.Array => scalar.Size switch
        {
            1 => (BoundShape.ArrayBytes1, 1),
            2 => (BoundShape.ArrayBytes2, 2),
            4 => (BoundShape.ArrayBytes4, 4),
            8 => (BoundShape.ArrayBytes8, 8),
            _ => null,
        },
        { Wrappers.Count: 0, Codec: VarIntCodec { Kind: ScalarKind.Int64 or ScalarKind.Int32 } varInt } when collection.Kind == CollectionKind.Array
            => (varInt.Encoding == VarIntEncoding.ZigZag ? BoundShape.ZigZagBytes : BoundShape.VarUIntBytes, 0),

        // Generated types (not hand-written codecs, whose size the runtime cannot ask generically): their sizes summed.
        { Wrappers.Count: 0, Codec: NestedCodec nested } => (nested.HasPresence ? BoundShape.NestedItemsWithPresence : BoundShape.NestedItems, 0),
        _ => null,
    };

    /// <summary>A sum part's length once it has been read, or null when it is not known then.</summary>
    private static LengthTerm? PartLengthOnRead(TypeContext type, string part)
    {
        int index = type.IndexOf(part);
        if (index >= 0 && type.Attribute(All.OfType<When>().Single(), index) is not null)
        {
            // A conditional part counts only when present, known as soon as its condition's holder is read.
            return When.Parse(type, index, out _) is { } when && type.Members[index].Layout.Codec is ScalarCodec or FixedBytesCodec or FixedTextCodec
                && PartLength(type.Members[index].Layout.Codec) is { } term ? term with { When = when } : null;
        }

        // A nested struct before the last part: the bytes it took on read (its own encoding decides them).
        if (index >= 0 && type.Members[index].Layout is { Wrappers.Count: 0, Codec: NestedCodec { IsValueType: true } })
        {
            return new LengthTerm(null, 0, Measured: part);
        }

        return index < 0 ? null : PartLength(type.Members[index].Layout.Codec);
    }

    private static LengthTerm? PartLength(Codec codec) => codec switch
    {
        BoundBytesCodec bytes => new LengthTerm(bytes.Length, 0),
        FixedBytesCodec fixedBytes => new LengthTerm(null, fixedBytes.Length),
        FixedTextCodec fixedText => new LengthTerm(null, fixedText.Length),
        ScalarCodec scalar => new LengthTerm(null, scalar.Size),
        _ => null,
    };

    private static long MaxLength(ScalarKind kind) => kind switch
    {
        ScalarKind.Byte => byte.MaxValue,
        ScalarKind.SByte => sbyte.MaxValue,
        ScalarKind.Int16 => short.MaxValue,
        ScalarKind.UInt16 => ushort.MaxValue,
        ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 => int.MaxValue,
        _ => 0,
    };
}

/// <summary>The C# of a bound member's length on read: the holder's value, less its adjustment and any other parts of a sum.</summary>
internal static class BoundLengthEmission
{
    public static string ReadExpression(BoundLength length)
    {
        string value = $"(long){Emitter.MemberLocal(length.Holder)}";
        if (length.Adjust != 0)
        {
            value += $" - {Emitter.Invariant(length.Adjust)}L";
        }

        foreach (LengthTerm part in length.Minus)
        {
            string term = part.Bound is { } bound ? ReadExpression(bound) : part.Measured is { } measured ? $"(long){Emitter.MeasuredLocal(measured)}" : $"{Emitter.Invariant(part.Constant)}L";
            value += part.When is { } when ? $" - ({new ConditionalEmission(when).Condition(Emitter.MemberLocal(when.Member))} ? {term} : 0L)" : $" - {term}";
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

        // A bound member whose condition is false is not on the wire: its length is 0, whatever it holds.
        if (emitter.LayoutOf(BoundMember).Wrappers.OfType<ConditionalWrapper>().FirstOrDefault() is { } condition)
        {
            length = $"({new ConditionalEmission(condition).Condition(emitter.MemberAccess(condition.Member))} ? {length} : 0)";
        }

        string bound = $"{Emitter.Wire}.BindLength({length}, {Emitter.Invariant(Max)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
        return $"({member.Layout.Codec.TypeName}){(Adjust == 0 ? bound : $"({bound} + {Emitter.Invariant(Adjust)})")}";
    }

    /// <summary>The C# expression of a member's actual length (-1 for null) as a holder stores it.</summary>
    public static string Length(Emitter emitter, string member, BoundShape shape, StringEncoding encoding = StringEncoding.Utf8, bool replace = false, int itemSize = 0, VarIntFormat format = VarIntFormat.Leb128)
    {
        string access = emitter.MemberAccess(member);
        return shape switch
        {
            BoundShape.Text when encoding == StringEncoding.Utf8 => $"{Emitter.Wire}.Utf8Length({access}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
            BoundShape.Text => $"{Emitter.Wire}.EncodedLength({access}, {StringEncodingControl.Name(encoding)}, {Emitter.Bool(replace)}, {emitter.TypeLiteral}, {Emitter.Literal(member)})",
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

    private string Text(Emitter emitter, string member) => $"{StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, {emitter.TypeLiteral}, {member}";

    public override void EmitWrite(Emitter emitter, string value, string member)
        => EmitWriteOf(emitter, !NullIsEmpty ? value : IsString ? $"({value} ?? \"\")" : $"({value} ?? global::System.Array.Empty<byte>())", member);

    private void EmitWriteOf(Emitter emitter, string value, string member)
        => emitter.Advance(!IsString ? $"{Emitter.Wire}.WriteUnprefixedBytes(destination, offset, {value}, {emitter.TypeLiteral}, {member})"
            : Encoding == StringEncoding.Utf8 ? $"{Emitter.Wire}.WriteUnprefixedString(destination, offset, {value}, {emitter.TypeLiteral}, {member})"
            : $"{Emitter.Wire}.WriteUnprefixedString(destination, offset, {value}, {Text(emitter, member)})");

    public override void EmitWritePart(Emitter emitter, string value, string member)
        => emitter.EmitUnprefixedPart(value, member, IsString, isArray: !IsString, writeNull: () => EmitWrite(emitter, value, member));

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string length = emitter.Temp("length");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, {BoundLengthEmission.ReadExpression(Length)}, 1, out int {length})");
        string start = $"source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {length}";
        emitter.ReturnFalseUnless(!IsString ? $"{Emitter.Wire}.TryReadFixedBytes({start}, out {target})"
            : Encoding == StringEncoding.Utf8 ? $"{Emitter.Wire}.TryReadFixedString({start}, 0, false, out {target})"
            : $"{Emitter.Wire}.TryReadFixedEncodedString({start}, 0, false, {StringEncodingControl.Name(Encoding)}, {Emitter.Bool(Replace)}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(!IsString ? $"({value}?.Length ?? 0)"
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
