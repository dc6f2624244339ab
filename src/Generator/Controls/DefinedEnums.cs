using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinarySerializable(RejectUndefinedEnums = true)]</c>: an enum value with no named member is invalid data on
/// read, in members and in the items of collections and nullables alike. <c>[Flags]</c> enums are exempt.
/// </summary>
internal sealed class DefinedEnums : LayoutControl
{
    public override string? AttributeName => null;

    public override string DisplayName => "BinarySerializable(RejectUndefinedEnums = true)";

    // The option is the type's; it concerns only members that hold enums (in items and nullables too).
    public override bool IsSetOn(TypeParser parser, ISymbol member)
        => parser.SerializableOption(member.ContainingType, "RejectUndefinedEnums") is true
            && member switch { IFieldSymbol field => HoldsEnum(field.Type), IPropertySymbol property => HoldsEnum(property.Type), _ => false };

    private static bool HoldsEnum(ITypeSymbol type) => type switch
    {
        { TypeKind: TypeKind.Enum } => true,
        IArrayTypeSymbol array => HoldsEnum(array.ElementType),
        INamedTypeSymbol { IsGenericType: true } generic => generic.TypeArguments.Any(HoldsEnum),
        _ => false,
    };

    public override Layout? Apply(MemberContext member)
        => member.SerializableOption("RejectUndefinedEnums") is true ? WithDefinedNames(member.Layout, member.MemberType, member) : member.Layout;

    /// <summary>Walks the C# type beside its layout, so collection items and nullable values are checked too.</summary>
    private static Layout WithDefinedNames(Layout layout, ITypeSymbol type, MemberContext member)
    {
        switch (layout.Codec)
        {
            case ScalarCodec { IsEnum: true } scalar when type is INamedTypeSymbol enumType && !member.Known.IsFlags(enumType):
                return layout.With(scalar with { DefinedNames = Names(enumType) });
            case BitFieldCodec { IsEnum: true } bits when type is INamedTypeSymbol enumType && !member.Known.IsFlags(enumType):
                return layout.With(bits with { DefinedNames = Names(enumType) });
            case CollectionCodec collection when ElementType(type) is { } element:
                return layout.With(collection with { Element = WithDefinedNames(collection.Element, element, member) });
            case NullableCodec nullable when type is INamedTypeSymbol { TypeArguments.Length: 1 } named:
                return layout.With(nullable with { Element = WithDefinedNames(nullable.Element, named.TypeArguments[0], member) });
            default:
                return layout;
        }
    }

    private static ITypeSymbol? ElementType(ITypeSymbol collection) => collection switch
    {
        IArrayTypeSymbol array => array.ElementType,
        INamedTypeSymbol { TypeArguments.Length: 1 } named => named.TypeArguments[0],
        _ => null,
    };

    /// <summary>One member name per distinct value.</summary>
    private static EquatableArray<string> Names(INamedTypeSymbol enumType)
        => enumType.GetMembers().OfType<IFieldSymbol>()
            .Where(field => field.HasConstantValue)
            .GroupBy(field => field.ConstantValue)
            .Select(group => group.First().Name)
            .ToEquatableArray();
}
