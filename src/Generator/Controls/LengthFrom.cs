using System.Collections.Generic;
using System.Linq;
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

            // A method computes the length; with no Fill its inputs are all parameters, which the write checks instead.
            if (AttributeArguments.Named(attribute, "Fill") is string fill || LengthMethods.NamesMethod(type, attribute))
            {
                valid &= LengthMethods.Apply(this, type, i, attribute, AttributeArguments.Named(attribute, "Fill") as string);
                continue;
            }

            if (type.EarlierHolder(this, i, attribute, "strings, byte arrays, collections and nested values bound to an earlier member of the type") is not int holder)
            {
                valid = false;
                continue;
            }

            int adjust = AttributeArguments.Named(attribute, "Adjust") is int value ? value : 0;
            int scale = AttributeArguments.Named(attribute, "Scale") is int unit ? unit : 1;
            bool countsBytes = AttributeArguments.Named(attribute, "CountsBytes") is true;
            bool shift = AttributeArguments.Named(attribute, "Shift") is true;
            long max = shift ? ((long)scale << (int)System.Math.Min(HolderMax(members[holder].Layout.Codec), 61 - System.Math.Min(scale, 32))) - adjust
                : (HolderMax(members[holder].Layout.Codec) * scale) - adjust;
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
            else if (inSum || scale < 1)
            {
                if (scale < 1)
                {
                    valid = type.Misplaced(this, i, "a Scale of 1 or more: the unit, in bytes, that the holder counts in");
                    continue;
                }

                valid = type.Misplaced(this, i, "the last part of a sum, after parts whose lengths are known once they are read (bound, fixed, or nested structs)");
                continue;
            }

            if (inSum && (scale != 1 || shift))
            {
                valid = type.Misplaced(this, i, "the last part of a sum without a Scale or Shift: a sum counts bytes");
                continue;
            }

            // A pair of holders: Member has the bits above Low's (cpio's file size in two 16-bit words, high first).
            int lowBits = 0;
            string? lowName = null;
            if (AttributeArguments.Named(attribute, "Low") is string low)
            {
                int lowIndex = type.IndexOf(low);
                lowBits = lowIndex >= 0 && lowIndex < i && lowIndex != holder && members[lowIndex].Source is null && !inSum && scale == 1 && !shift
                    ? LowHolderBits(members[lowIndex].Layout) : 0;
                if (lowBits == 0)
                {
                    valid = type.Misplaced(this, i, "a Low holder that is an earlier, otherwise unused byte, ushort or uint member other than Member, without Scale, Shift or a sum");
                    continue;
                }

                lowName = members[lowIndex].WireName;
                max = System.Math.Min(int.MaxValue, ((HolderMax(members[holder].Layout.Codec) + 1) << lowBits) - 1) - adjust;
            }

            var length = new BoundLength(holderName, adjust, minus, scale, shift, lowName, lowBits);

            bool trailing = IsTrailing(type, i);
            (Codec Codec, BoundShape Shape, int ItemSize)? binding = adjust < 0 ? null : Binding(type, i, length, countsBytes, trailing);
            if (max <= 0 || binding is null || (members[holder].Source is not null && !inSum))
            {
                valid = type.Misplaced(this, i, countsBytes
                    ? "arrays and lists of fixed-size numbers, [BinaryVarInt] longs and ints or [BinarySerializable] types, bound by bytes to an earlier, otherwise unused integer member"
                    : "strings, byte arrays, collections and nested values (not nullable, nothing else framing them) bound to an earlier, otherwise unused byte-to-long member, with an Adjust of 0 or more");
                continue;
            }

            if (!inSum)
            {
                LengthOfSource source = HolderSource(members[i], binding.Value, max, trailing) with { Adjust = adjust, Scale = scale, Shift = shift };
                members[holder] = members[holder] with { Source = source with { LowBits = lowBits } };
                if (lowName is not null)
                {
                    int lowIndex = type.IndexOf(lowName);
                    members[lowIndex] = members[lowIndex] with { Source = source with { LowBits = lowBits, LowPart = true } };
                }
            }

            members[i] = Bound(members[i], binding.Value, length);
        }

        return valid;
    }

    /// <summary>A trailing member that was not there reads back null: written again, it is empty and its length 0.</summary>
    internal static bool IsTrailing(TypeContext type, int index) => type.Attribute(All.OfType<Trailing>().Single(), index) is not null;

    /// <summary>The member with its length bound: its codec reads the length, or a frame the length sizes holds it.</summary>
    internal static MemberModel Bound(MemberModel member, (Codec Codec, BoundShape Shape, int ItemSize) binding, BoundLength length)
        => member with { Layout = binding.Shape == BoundShape.Body ? member.Layout.Wrap(new HeldFrameWrapper(length)) : member.Layout.With(binding.Codec) };

    /// <summary>How a holder of the member's length is written: the member's length measured the way its shape says.</summary>
    internal static LengthOfSource HolderSource(MemberModel member, (Codec Codec, BoundShape Shape, int ItemSize) binding, long max, bool trailing)
    {
        Layout bound = member.Layout;
        var source = new LengthOfSource(member.WireName, binding.Shape, max, NullIsEmpty: trailing, ItemSize: binding.ItemSize, VarIntFormat: bound.Codec is CollectionCodec { Element.Codec: VarIntCodec varInt } ? varInt.Format : VarIntFormat.Leb128);
        return bound.Codec is StringCodec { Encoding: not StringEncoding.Utf8 } encoded ? source with { Encoding = encoded.Encoding, Replace = encoded.Replace }
            : bound.Codec is NullTerminatedCodec terminated ? source with { Encoding = terminated.Encoding, Replace = terminated.Replace }
            : source;
    }

    /// <summary>The codec that reads the member with its length from holders, and how that length is measured on write; null when the member cannot be bound.</summary>
    internal static (Codec Codec, BoundShape Shape, int ItemSize)? Binding(TypeContext type, int i, BoundLength length, bool countsBytes, bool trailing)
    {
        Layout bound = type.Members[i].Layout;
        // XDR's values carry their own lengths (and pad after them); [BinaryPadTo]'s padding follows a bound value.
        bool xdr = type.SerializableOption("Layout") is Xdr.XdrLayout;
        return xdr ? null : bound.Codec switch
        {
            StringCodec text => (new BoundBytesCodec(text.TypeName, IsString: true, length, text.Encoding, text.Replace, trailing), BoundShape.Text, 0),

            // Text and its one-byte NUL fill the length (cpio's path); a two-byte terminator or Java's encoding has no such field here.
            NullTerminatedCodec text when !trailing && text.Encoding is not (StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian or StringEncoding.JavaModifiedUtf8)
                => (new BoundBytesCodec(text.TypeName, IsString: true, length, text.Encoding, text.Replace, Terminated: true), BoundShape.TerminatedText, 0),
            BytesCodec { Kind: BytesKind.Array } => (new BoundBytesCodec(bound.Codec.TypeName, IsString: false, length, NullIsEmpty: trailing), BoundShape.Array, 0),
            CollectionCodec { Kind: CollectionKind.Array or CollectionKind.List } collection when countsBytes && ByteShape(collection) is { } shape
                => (new ByteBoundCodec(collection.Kind, collection.TypeName, collection.Element, length), shape.Shape, shape.ItemSize),
            CollectionCodec collection when !countsBytes => (collection with { Count = new BoundCount(length) }, collection.Kind switch
            {
                CollectionKind.ImmutableArray => BoundShape.ImmutableArray,
                CollectionKind.List or CollectionKind.ReadOnlyList => BoundShape.List,
                _ => BoundShape.Array,
            }, 0),
            WeightedCollectionCodec weighted when !countsBytes => (weighted with { Count = new BoundCount(length) }, BoundShape.Weighted, 0),
            TabledBytesCodec tabled when !countsBytes => (tabled with { Count = new BoundCount(length) }, tabled.Kind == CollectionKind.Array ? BoundShape.Array : BoundShape.List, 0),

            // A value always there, with nothing inside the frame but the value: the frame is sized by the holder.
            NestedCodec { HasPresence: false } or HeldUnionCodec when !countsBytes && !trailing && FramedBody(bound) => (bound.Codec, BoundShape.Body, 0),
            _ => null,
        };
    }

    /// <summary>The bits a low holder of a pair contributes: an unsigned byte, ushort or uint on its own; 0 for any other member.</summary>
    private static int LowHolderBits(Layout layout) => layout is { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false } scalar }
        ? scalar.Kind switch { ScalarKind.Byte => 8, ScalarKind.UInt16 => 16, ScalarKind.UInt32 => 32, _ => 0 }
        : 0;

    /// <summary>A nested value no wrapper of its own sits inside a frame around (a frame, a checksum, padding, compression).</summary>
    private static bool FramedBody(Layout layout) => !layout.Wrappers.Any(wrapper => wrapper.Kind >= WrapperKind.Frame);

    /// <summary>The largest length a holder of this codec can store, or 0 when it cannot hold one.</summary>
    internal static long HolderMax(Codec codec) => codec.Holds is { } held && held.Can(HeldRoles.Length) ? held.Largest : 0;

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
            return When.Parse(type, index, out _) is { } when && type.Members[index].Layout.Codec.ConstantSize > 0
                && PartLength(type.Members[index].Layout.Codec) is { } term ? term with { When = when } : null;
        }

        // A nested struct before the last part: the bytes it took on read (its own encoding decides them).
        if (index >= 0 && type.Members[index].Layout is { Wrappers.Count: 0, Codec: NestedCodec { IsValueType: true } })
        {
            return new LengthTerm(null, 0, Measured: part);
        }

        return index < 0 ? null : PartLength(type.Members[index].Layout.Codec);
    }

    private static LengthTerm? PartLength(Codec codec)
        => codec is BoundBytesCodec bytes ? new LengthTerm(bytes.Length, 0) : codec.ConstantSize > 0 ? new LengthTerm(null, codec.ConstantSize) : null;
}
