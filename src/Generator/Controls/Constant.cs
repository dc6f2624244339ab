using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryConstant]</c>: fixed bytes before a member, or on a type before its first member (a signature, a magic
/// number), written automatically and checked on read, the error naming the bytes expected and found.
/// </summary>
internal sealed class Constant : LayoutControl
{
    private const string AppliesTo = "members and types with serialized members, with one or more bytes (as text, characters up to U+00FF)";

    public override string AttributeName => "Spanwire.BinaryConstantAttribute";

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (Bytes(attribute) is not { } bytes)
        {
            return member.Misplaced(this, AppliesTo);
        }

        bool after = IsAfter(attribute);
        return !after || AfterProblem(member.Layout) is not { } problem ? member.Layout.Wrap(new ConstantWrapper(bytes, after)) : member.Misplaced(this, problem);
    }

    private static bool IsAfter(AttributeData attribute) => Parsing.AttributeArguments.Named(attribute, "After") is true;

    /// <summary>Why bytes cannot follow a value of this layout, or null: nothing after a bit (it sits in a container) or after a value that takes the rest of its source.</summary>
    private static string? AfterProblem(Layout layout)
        => layout.Codec is BitFieldCodec ? "with After, members that are not bit fields (constant bytes cannot sit inside a container)"
            : layout.Codec.OpenEnd != OpenEnd.None ? "with After, members that end before the bytes do (not a value that takes the rest of its source)"
            : null;

    public override bool ApplyToType(TypeContext type)
    {
        if (type.TypeAttribute(this) is not { } attribute)
        {
            return true;
        }

        if (Bytes(attribute) is not { } bytes || type.Members.Count == 0)
        {
            return type.MisplacedOnType(this, AppliesTo);
        }

        if (IsAfter(attribute))
        {
            // After the last member, and after that member's own trailing bytes if it has them.
            int last = type.Members.Count - 1;
            Layout layout = type.Members[last].Layout;
            bool outOfSequence = type.Attribute(All.OfType<Positioned>().Single(), last) is not null || type.Attribute(All.OfType<Trailing>().Single(), last) is not null;
            string? problem = AfterProblem(layout) ?? (outOfSequence ? "with After, types whose last member is always there, in the sequence (not a positioned or trailing one)" : null);
            if (problem is not null)
            {
                return type.MisplacedOnType(this, problem + $": the last member is '{type.Members[last].WireName}'");
            }

            var ownAfter = (ConstantWrapper?)System.Linq.Enumerable.FirstOrDefault(layout.Wrappers, wrapper => wrapper is ConstantWrapper { After: true });
            if (ownAfter is not null)
            {
                var kept = new System.Collections.Generic.List<Wrapper>(layout.Wrappers);
                kept.Remove(ownAfter);
                layout = layout with { Wrappers = kept.ToEquatableArray() };
                bytes = System.Linq.Enumerable.Concat(ownAfter.Bytes, bytes).ToEquatableArray();
            }

            type.Members[last] = type.Members[last] with { Layout = layout.Wrap(new ConstantWrapper(bytes, After: true)) };
            return true;
        }

        // The first member on the wire: parameters, which have no bytes, come before the members that use them.
        int start = System.Math.Max(0, type.Members.FindIndex(member => member.Layout.Codec is not ParameterCodec));

        // A case of a union whose tag is a few bits begins with the tag's byte: nothing can come before it.
        if (type.Members[start].Layout.Codec is BitFieldCodec { TagBits: > 0 })
        {
            return type.MisplacedOnType(this, "types whose bytes begin with their own members, not with the bits of a union's tag");
        }

        // The type's bytes come first: before its first member, and before that member's own constant if it has one.
        Layout first = type.Members[start].Layout;
        var own = (ConstantWrapper?)System.Linq.Enumerable.FirstOrDefault(first.Wrappers, wrapper => wrapper is ConstantWrapper { After: false });
        if (own is not null)
        {
            var wrappers = new System.Collections.Generic.List<Wrapper>(first.Wrappers);
            wrappers.Remove(own);
            first = first with { Wrappers = wrappers.ToEquatableArray() };
            bytes = System.Linq.Enumerable.Concat(bytes, own.Bytes).ToEquatableArray();
        }

        type.Members[start] = type.Members[start] with { Layout = first.Wrap(new ConstantWrapper(bytes)) };
        return true;
    }

    /// <summary>The attribute's bytes: its byte array, or its text a character a byte; null when empty or not bytes.</summary>
    private static EquatableArray<byte>? Bytes(AttributeData attribute)
    {
        if (attribute.ConstructorArguments.Length != 1)
        {
            return null;
        }

        TypedConstant argument = attribute.ConstructorArguments[0];
        var bytes = new System.Collections.Generic.List<byte>();
        if (argument.Kind == TypedConstantKind.Array && !argument.IsNull)
        {
            foreach (TypedConstant item in argument.Values)
            {
                if (item.Value is not byte value)
                {
                    return null;
                }

                bytes.Add(value);
            }
        }
        else if (argument.Value is string text)
        {
            foreach (char c in text)
            {
                if (c > 0xFF)
                {
                    return null;
                }

                bytes.Add((byte)c);
            }
        }

        return bytes.Count > 0 ? bytes.ToEquatableArray() : null;
    }
}
