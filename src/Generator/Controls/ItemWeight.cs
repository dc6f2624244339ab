using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryItemWeight(2, typeof(LongConstant), typeof(DoubleConstant))]</c>: on an array or list of a union with a
/// count (a prefix, or an earlier member by <c>[BinaryLengthFrom]</c>), the items of those cases count as the weight
/// each: a Java class file's constant pool.
/// </summary>
internal sealed class ItemWeight : LayoutControl
{
    private const string AppliesTo = "arrays and lists of a union with a count, weighing some of its cases with numeric tags by 2 or more";

    public override string AttributeName => "Spanwire.BinaryItemWeightAttribute";

    // The other ways a list ends, and a fixed count, which leaves nothing to weigh.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(Until), typeof(Terminated), typeof(Remainder), typeof(FixedLength)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        if (member.Layout.Codec is not CollectionCodec { Kind: CollectionKind.Array or CollectionKind.List, Element: { Wrappers.Count: 0, Codec: NestedCodec } } collection
            || Until.ElementType(member.MemberType) is not INamedTypeSymbol union
            || attribute.ConstructorArguments is not [{ Value: int weight }, { Kind: TypedConstantKind.Array } cases] || weight < 2 || cases.Values.Length == 0)
        {
            return member.Misplaced(this, AppliesTo);
        }

        var heavy = new List<UnionCaseRef>();
        foreach (TypedConstant value in cases.Values)
        {
            if (value.Value is not INamedTypeSymbol caseType || Until.CaseOf(member.Known, union, caseType) is not { } unionCase)
            {
                return member.Misplaced(this, AppliesTo + $"; '{(value.Value as ISymbol)?.Name}' is not a case of {union.Name} with a numeric tag");
            }

            heavy.Add(unionCase);
        }

        return member.Layout.With(new WeightedCollectionCodec(collection.Kind, collection.TypeName, collection.Element, collection.Count, weight, heavy.Distinct().ToEquatableArray()));
    }
}
