using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryRemainder]</c>: the last member takes the rest of its frame, with no length of its own: text, bytes, or a
/// collection's items until the frame ends.
/// </summary>
internal sealed class Remainder : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryRemainderAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(LengthPrefixControl), typeof(FixedLength), typeof(LengthFrom), typeof(NullTerminated), typeof(PresenceByte), typeof(Trailing)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        return member.Layout.Codec switch
        {
            StringCodec text => member.Layout.With(new RemainderCodec(text.TypeName, null, text.Encoding, text.Replace)),
            BytesCodec bytes => member.Layout.With(new RemainderCodec(bytes.TypeName, bytes.Kind, StringEncoding.Utf8, false)),
            CollectionCodec collection => member.Layout.With(new OpenEndedCollectionCodec(collection.Kind, collection.TypeName, collection.Element, Sentinel: null)),
            _ => member.Misplaced(this, "strings, byte arrays, Memory<byte> and collections"),
        };
    }

    /// <summary>
    /// Only the last member can know where it ends: where its frame does. That holds for a member whose own type ends
    /// that way (a remainder or trailing members as its last members) too, unless a size frame of its own bounds it; and
    /// a collection's items can never end that way, as nothing would tell one item from the next.
    /// </summary>
    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            Layout layout = type.Members[i].Layout;
            // A nested value bound by [BinaryLengthFrom] sits in the frame that control puts around it (or is refused there).
            bool heldFrame = layout.Codec is NestedCodec or HeldUnionCodec && type.Attribute(All.OfType<LengthFrom>().Single(), i) is not null;
            if (i < type.Members.Count - 1 && !layout.Has(WrapperKind.Frame) && !heldFrame && layout.Codec is RemainderCodec remainder && FixedTail(type, i) is int tail)
            {
                // The rest minus a fixed tail: the members after it take the frame's last bytes (gzip's CRC-32 and size).
                type.Members[i] = type.Members[i] with { Layout = layout.With(remainder with { Tail = tail }) };
            }
            else if (i < type.Members.Count - 1 && !layout.Has(WrapperKind.Frame) && !heldFrame && layout.Codec.OpenEnd is var end and not OpenEnd.None)
            {
                valid = layout.Codec is RemainderCodec or OpenEndedCollectionCodec
                    ? type.Misplaced(this, i, "the last member of a type, which ends where its frame does, or text or bytes followed only by members of a fixed size, which take the frame's last bytes")
                    : type.Misplaced(Reporter(end), i, $"members that end where their type does, or sit in a [BinarySizePrefix] frame: '{Shown(layout.Codec.TypeName)}' ends with a member that takes the rest of its frame, so nothing can follow it");
            }

            if (ItemsOf(layout.Codec) is { } element && !element.Has(WrapperKind.Frame) && element.Codec.OpenEnd is var itemEnd and not OpenEnd.None)
            {
                valid = type.Misplaced(Reporter(itemEnd), i, $"the last member of a type, never a collection's items: '{Shown(element.Codec.TypeName)}' ends with a member that takes the rest of its frame, so one item could not be told from the next");
            }
        }

        return valid;
    }

    /// <summary>The bytes of the members after <paramref name="index"/>, when every one has a fixed size; otherwise null.</summary>
    private static int? FixedTail(TypeContext type, int index)
    {
        int tail = 0;
        for (int j = index + 1; j < type.Members.Count; j++)
        {
            int size = type.Members[j].Layout.FixedSize;
            if (size <= 0)
            {
                return null;
            }

            tail += size;
        }

        return tail;
    }

    private static Layout? ItemsOf(Codec codec) => codec switch
    {
        CollectionCodec collection => collection.Element,
        OpenEndedCollectionCodec openEnded => openEnded.Element,
        _ => null,
    };

    private LayoutControl Reporter(OpenEnd end) => end == OpenEnd.Trailing ? All.OfType<Trailing>().Single() : this;

    private static string Shown(string typeName) => typeName.Replace("global::", string.Empty);
}
