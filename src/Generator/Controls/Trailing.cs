using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTrailing]</c>: a member older writers may not have sent; read only if bytes remain, else its default.</summary>
internal sealed class Trailing : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTrailingAttribute";

    /// <summary>
    /// Every member after the first trailing one must be trailing too. A trailing <c>T?</c> of a value type is optional:
    /// its null is the member left off (no presence byte), so each trailing member after it must be optional too.
    /// </summary>
    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        bool trailingSeen = false;
        string? lastOptional = null;
        for (int i = 0; i < type.Members.Count; i++)
        {
            bool trailing = type.Attribute(this, i) is not null;
            if (trailingSeen && !trailing)
            {
                valid = type.Misplaced(this, i, "every member after the first trailing one");
            }

            trailingSeen |= trailing;
            if (!trailing)
            {
                continue;
            }

            Layout layout = type.Members[i].Layout;
            bool optional = layout is { Wrappers.Count: 0, Codec: NullableCodec { NullPrefix: null, Element.Wrappers.Count: 0 } };
            if (lastOptional is not null && !optional)
            {
                valid = type.Misplaced(this, i, $"optional members (a T? of a value type) after the optional trailing member '{lastOptional}': were it left off, this one could not be told from it");
                continue;
            }

            Layout carried = optional ? ((NullableCodec)layout.Codec).Element : layout;
            type.Members[i] = type.Members[i] with { Layout = carried.Wrap(new TrailingWrapper(optional, lastOptional)) };
            lastOptional = optional ? type.Members[i].WireName : lastOptional;
        }

        return valid;
    }
}
