using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryParameter]</c>: an integer or enum member that is not on the wire; the enclosing value passes it
/// (<see cref="Arguments"/>), and later members hold a length or a case by it as by an earlier member.
/// </summary>
internal sealed class Parameter : LayoutControl
{
    private const string AppliesTo = "integer or enum members with no other layout attribute, in a type whose byte order is fixed (no [BinaryByteOrderFrom])";

    public override string AttributeName => "Spanwire.BinaryParameterAttribute";

    // Nothing is on the wire to prefix, frame, place or check: every member control conflicts. The type-wide options
    // do not (XDR has nothing to pad, an enum passed in was checked where it was read); a chosen byte order is refused
    // by the type (ApplyToType).
    public override IReadOnlyCollection<System.Type> ConflictsWith => All
        .Where(control => control is not (Parameter or Xdr or DefinedEnums or ByteOrderFrom))
        .Select(control => control.GetType()).ToList();

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is null)
        {
            return member.Layout;
        }

        if (member.Layout is not { Wrappers.Count: 0, Codec: ScalarCodec { Kind: not ScalarKind.Boolean } scalar } || Holding.LargestLength(scalar.Kind) == 0)
        {
            return member.Misplaced(this, AppliesTo);
        }

        return new Layout(new ParameterCodec(member.Symbol.Name, scalar.Kind, scalar.TypeName, scalar.IsEnum));
    }

    public override bool ApplyToType(TypeContext type)
    {
        // A type read in either order has twin reads; they take no arguments.
        if (type.TypeAttribute(All.OfType<ByteOrderFrom>().Single()) is not null && type.Members.Any(member => member.Layout.Codec is ParameterCodec))
        {
            return type.Misplaced(this, type.Members.FindIndex(member => member.Layout.Codec is ParameterCodec), AppliesTo);
        }

        return true;
    }

    /// <summary>The <c>[BinaryParameter]</c> members of another type (a nested value's, a case's), in its order: their names and C# types.</summary>
    public static List<(string Name, ITypeSymbol Type)> Of(TypeContext context, INamedTypeSymbol type)
    {
        Parameter parameter = All.OfType<Parameter>().Single();
        var parameters = new List<(string, ITypeSymbol)>();
        foreach (ISymbol member in MemberSelection.WithInherited(type, context.Known))
        {
            if (context.AttributeOn(type, member, parameter) is not null && MemberSelection.DataType(member) is { } memberType)
            {
                parameters.Add((member.Name, memberType));
            }
        }

        return parameters;
    }
}
