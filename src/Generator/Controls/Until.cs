using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryUntil(nameof(Item.Member), Value = …)]</c>, <c>[BinaryUntil(typeof(Case))]</c>: a list's items run until one
/// whose member holds the value, or that is of the union case, that item included; given several times, until one that
/// matches any.
/// </summary>
internal sealed class Until : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryUntilAttribute";

    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(LengthPrefixControl), typeof(FixedLength), typeof(LengthFrom), typeof(PresenceByte), typeof(Terminated), typeof(Remainder)];

    public override Layout? Apply(MemberContext member)
    {
        var attributes = member.Attributes(this).ToList();
        if (attributes.Count == 0)
        {
            return member.Layout;
        }

        if (member.Layout.Codec is not CollectionCodec { Element.Codec: NestedCodec } collection || ElementType(member.MemberType) is not INamedTypeSymbol element)
        {
            return member.Misplaced(this, "arrays, lists and immutable arrays of classes and structs");
        }

        var ends = new List<LastItem>();
        foreach (AttributeData attribute in attributes)
        {
            if (LastItemOf(member, element, attribute) is not { } last)
            {
                return null;
            }

            ends.Add(last);
        }

        return member.Layout.With(new OpenEndedCollectionCodec(collection.Kind, collection.TypeName, collection.Element, Sentinel: null, new EquatableArray<LastItem>(ends)));
    }

    /// <summary>What one <c>[BinaryUntil]</c> says ends the list: a member's value, of the item or of one union case, or a case alone.</summary>
    private LastItem? LastItemOf(MemberContext member, INamedTypeSymbol element, AttributeData attribute)
    {
        string name = attribute.ConstructorArguments is [{ Value: string given }] ? given : string.Empty;
        INamedTypeSymbol? caseType = attribute.ConstructorArguments is [{ Value: INamedTypeSymbol lastCase }] ? lastCase
            : AttributeArguments.Named(attribute, "Case") as INamedTypeSymbol;
        UnionCaseRef? unionCase = null;
        if (caseType is not null && (unionCase = CaseOf(member.Known, element, caseType)) is null)
        {
            member.Misplaced(this, $"lists of a union, ended by one of its cases: '{caseType.Name}' is not a case of {element.Name} with a numeric tag");
            return null;
        }

        if (name.Length == 0 && unionCase is { } only)
        {
            return new LastItem(string.Empty, 0, false, false, only);
        }

        INamedTypeSymbol owner = caseType ?? element;
        ISymbol? marker = MemberSelection.WithInherited(owner, member.Known)
            .FirstOrDefault(candidate => candidate.Name == name && MemberSelection.RoleOf(candidate, member.Known) == MemberRole.Serialized);
        if (marker is null || MemberSelection.DataType(marker) is not { } markerType || Kind(markerType) is not { } kind)
        {
            member.Misplaced(this, $"lists whose items have the serialized integer, enum or bool member it names ('{name}' is not one of {owner.Name}'s)");
            return null;
        }

        long value = AttributeArguments.Named(attribute, "Value") is { } named ? System.Convert.ToInt64(named, System.Globalization.CultureInfo.InvariantCulture) : 0;
        return new LastItem(name, value, kind == SpecialType.System_Boolean, IsHolder(owner, name), unionCase);
    }

    /// <summary>The case <paramref name="caseType"/> of the union <paramref name="union"/>, with its numeric tag; null when it is not one.</summary>
    internal static UnionCaseRef? CaseOf(KnownTypeSymbols known, INamedTypeSymbol union, INamedTypeSymbol caseType)
        => union.GetAttributes()
            .Where(attribute => KnownTypeSymbols.Is(attribute.AttributeClass, known.BinaryUnionCase))
            .Where(attribute => attribute.ConstructorArguments is [{ Value: long }, { Value: INamedTypeSymbol named }] && SymbolEqualityComparer.Default.Equals(named, caseType))
            .Select(attribute => new UnionCaseRef(caseType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat), caseType.Name, (long)attribute.ConstructorArguments[0].Value!))
            .FirstOrDefault();

    /// <summary>
    /// Whether another member of the item names the marker in one of its attributes (<c>[BinaryLengthFrom(nameof(Length))]</c>,
    /// <c>[BinaryWhen]</c>, …): then the item's write fills it in, and the user's value of it is not what is written.
    /// </summary>
    private static bool IsHolder(INamedTypeSymbol element, string marker)
        => element.GetMembers().Any(other => other.Name != marker && other.GetAttributes().Any(attribute =>
            attribute.AttributeClass?.ContainingNamespace?.Name == "Spanwire"
            && attribute.ConstructorArguments.Any(argument => argument.Kind == TypedConstantKind.Primitive ? Equals(argument.Value, marker)
                : argument.Kind == TypedConstantKind.Array && !argument.IsNull && argument.Values.Any(item => Equals(item.Value, marker)))));

    internal static ITypeSymbol? ElementType(ITypeSymbol collection) => collection switch
    {
        IArrayTypeSymbol array => array.ElementType,
        INamedTypeSymbol { TypeArguments: [var item] } => item,
        _ => null,
    };

    /// <summary>The marker's special type: bool or an integer, an enum's underlying one; null for anything else.</summary>
    private static SpecialType? Kind(ITypeSymbol type)
    {
        ITypeSymbol underlying = type is INamedTypeSymbol { TypeKind: TypeKind.Enum, EnumUnderlyingType: { } enumType } ? enumType : type;
        return underlying.SpecialType is SpecialType.System_Boolean or SpecialType.System_Byte or SpecialType.System_SByte or SpecialType.System_Int16
            or SpecialType.System_UInt16 or SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Int64 or SpecialType.System_UInt64
            ? underlying.SpecialType
            : null;
    }
}
