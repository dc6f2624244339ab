using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary><c>[BinaryTrailing]</c>: a member older writers may not have sent; read only if bytes remain, else its default.</summary>
internal sealed class Trailing : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryTrailingAttribute";

    /// <summary>Every member after the first trailing one must be trailing too.</summary>
    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        bool trailingSeen = false;
        for (int i = 0; i < type.Members.Count; i++)
        {
            bool trailing = type.Attribute(this, i) is not null;
            if (trailingSeen && !trailing)
            {
                valid = type.Misplaced(this, i, "every member after the first trailing one");
            }

            trailingSeen |= trailing;
            if (trailing)
            {
                type.Members[i] = type.Members[i] with { Layout = type.Members[i].Layout.Wrap(new TrailingWrapper()) };
            }
        }

        return valid;
    }
}
