using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryArguments(nameof(ColorType))]</c>: passes members of this type to the <c>[BinaryParameter]</c> members of
/// the member's type, its items' type or its <c>[BinaryTagFrom]</c> cases, each parameter taking the argument whose last
/// name matches its own. A member whose type takes parameters and has none passed is refused: it would read zeros.
/// </summary>
internal sealed class Arguments : LayoutControl
{
    private const string AppliesTo = "members whose type, items or [BinaryTagFrom] cases declare [BinaryParameter] members, naming for each an earlier integer or enum member, a parameter of this type, or a member of an earlier nested value (\"Header.ColorType\") whose values it can hold";

    public override string AttributeName => "Spanwire.BinaryArgumentsAttribute";

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        for (int i = 0; i < type.Members.Count; i++)
        {
            AttributeData? attribute = type.Attribute(this, i);
            Codec codec = type.Members[i].Layout.Codec;
            if (type.MemberType(i) is not { } memberType || HeldType(memberType) is not { } held || !type.Known.IsSerializable(held))
            {
                valid &= attribute is null || type.Misplaced(this, i, AppliesTo);
                continue;
            }

            List<(string TypeName, List<(string Name, ITypeSymbol Type)> Parameters)> takers = Takers(type, codec, held);
            if (takers.Count == 0)
            {
                valid &= attribute is null || type.Misplaced(this, i, $"{AppliesTo}; '{held.Name}' declares none");
                continue;
            }

            string taken = string.Join(", ", takers.SelectMany(taker => taker.Parameters.Select(parameter => parameter.Name)).Distinct());
            if (ItemCodec(codec) is not NestedCodec and not HeldUnionCodec || (ItemCodec(codec) is NestedCodec && IsTaggedUnion(type, held)))
            {
                // A union read by its own tag reads its cases as on their own (parameters 0): only arguments given to it are wrong.
                valid &= attribute is null || type.Misplaced(this, i, $"{AppliesTo}; a union read by its own tag passes nothing to its cases' parameters ({taken}): choose the case with [BinaryTagFrom]");
                continue;
            }

            // A held union's default case may take the tag that chose it as its Tag parameter: that one is never passed.
            string? tagTaker = ItemCodec(codec) is HeldUnionCodec { DefaultCase: { Length: > 0 } fallback } ? fallback : null;
            bool onlyTag = takers.All(taker => taker.TypeName == tagTaker && taker.Parameters.All(parameter => parameter.Name == "Tag"));
            if (attribute is null && !onlyTag)
            {
                valid = type.Misplaced(this, i, $"{AppliesTo}; '{held.Name}' takes parameters ({taken}): pass them with [BinaryArguments]");
                continue;
            }

            if ((attribute is null ? new List<(string Path, string Name, ScalarKind Kind, bool IsParameter)>() : Holders(type, i, attribute)) is not { } holders)
            {
                valid = type.Misplaced(this, i, $"{AppliesTo}; one of the members named is not such a member");
                continue;
            }

            var taking = new List<CaseArguments>();
            var used = new HashSet<string>();
            string? problem = null;
            foreach ((string typeName, List<(string Name, ITypeSymbol Type)> parameters) in takers)
            {
                var arguments = new List<Argument>();
                foreach ((string name, ITypeSymbol parameterType) in parameters)
                {
                    if (typeName == tagTaker && name == "Tag")
                    {
                        arguments.Add(new Argument(name, "long", string.Empty, HolderIsParameter: false, IsTag: true));
                        continue;
                    }

                    int match = holders.FindIndex(holder => string.Equals(holder.Name, name, System.StringComparison.OrdinalIgnoreCase));
                    if (match < 0)
                    {
                        problem ??= $"nothing is passed to the parameter '{name}'";
                        continue;
                    }

                    if (!Fits(holders[match].Kind, IntegerKind(parameterType)))
                    {
                        problem ??= $"'{holders[match].Path}' holds values the parameter '{name}' ({parameterType.ToDisplayString()}) cannot";
                        continue;
                    }

                    used.Add(holders[match].Path);
                    arguments.Add(new Argument(name, parameterType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat), holders[match].Path, holders[match].IsParameter));
                }

                taking.Add(new CaseArguments(typeName, arguments.ToEquatableArray()));
            }

            problem ??= holders.FirstOrDefault(holder => !used.Contains(holder.Path)) is { Path: { } unused } ? $"'{unused}' is passed to no parameter" : null;
            if (problem is not null)
            {
                valid = type.Misplaced(this, i, $"{AppliesTo}; {problem}");
                continue;
            }

            type.Members[i] = type.Members[i] with { Layout = type.Members[i].Layout.With(WithArguments(codec, taking)) };
        }

        return valid;
    }

    /// <summary>The types that take parameters: the nested type (or items' type), or each case of a held union that declares some.</summary>
    private static List<(string TypeName, List<(string Name, ITypeSymbol Type)> Parameters)> Takers(TypeContext type, Codec codec, INamedTypeSymbol held)
    {
        var takers = new List<(string, List<(string, ITypeSymbol)>)>();
        IEnumerable<INamedTypeSymbol> candidates = ItemCodec(codec) is HeldUnionCodec || IsTaggedUnion(type, held) ? CasesOf(type, held) : [held];
        foreach (INamedTypeSymbol candidate in candidates)
        {
            List<(string, ITypeSymbol)> parameters = Parameter.Of(type, candidate);
            if (parameters.Count > 0)
            {
                takers.Add((candidate.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat), parameters));
            }
        }

        return takers;
    }

    private static bool IsTaggedUnion(TypeContext type, INamedTypeSymbol held) => type.Known.Attribute(held, type.Known.BinaryUnion) is not null || CasesOf(type, held).Any();

    /// <summary>A union's case types (its default case among them).</summary>
    private static IEnumerable<INamedTypeSymbol> CasesOf(TypeContext type, INamedTypeSymbol union)
    {
        IEnumerable<INamedTypeSymbol> cases = type.CaseTypes(union);
        INamedTypeSymbol? fallback = type.Known.Attribute(union, type.Known.BinaryUnion) is { } attribute ? AttributeArguments.Named(attribute, "Default") as INamedTypeSymbol : null;
        return fallback is null ? cases.Distinct<INamedTypeSymbol>(SymbolEqualityComparer.Default) : cases.Append(fallback).Distinct<INamedTypeSymbol>(SymbolEqualityComparer.Default);
    }

    /// <summary>The codec of the value itself, or of the items of a collection of them.</summary>
    private static Codec ItemCodec(Codec codec) => codec switch
    {
        CollectionCodec collection => collection.Element.Codec,
        OpenEndedCollectionCodec open => open.Element.Codec,
        ByteBoundCodec bound => bound.Element.Codec,
        _ => codec,
    };

    private static Codec WithArguments(Codec codec, List<CaseArguments> taking) => codec switch
    {
        CollectionCodec collection => collection with { Element = collection.Element.With(WithArguments(collection.Element.Codec, taking)) },
        OpenEndedCollectionCodec open => open with { Element = open.Element.With(WithArguments(open.Element.Codec, taking)) },
        ByteBoundCodec bound => bound with { Element = bound.Element.With(WithArguments(bound.Element.Codec, taking)) },
        NestedCodec nested => nested with { Arguments = taking[0].Arguments },
        HeldUnionCodec union => union with { CaseArguments = taking.ToEquatableArray() },
        _ => codec,
    };

    /// <summary>The members named: each an earlier integer or enum holder, or a path into an earlier nested value; null when one is not.</summary>
    private static List<(string Path, string Name, ScalarKind Kind, bool IsParameter)>? Holders(TypeContext type, int index, AttributeData attribute)
    {
        var holders = new List<(string, string, ScalarKind, bool)>();
        foreach (TypedConstant name in attribute.ConstructorArguments.SelectMany(argument => argument.Kind == TypedConstantKind.Array ? argument.Values : [argument]))
        {
            if (name.Value is not string path || path.Split('.') is not { Length: > 0 } parts || type.IndexOf(parts[0]) is not (>= 0 and var first) || first >= index)
            {
                return null;
            }

            Codec codec = type.Members[first].Layout.Codec;
            ScalarKind? kind = parts.Length == 1
                ? codec.Holds is { Kind: not ScalarKind.Boolean } held && Holding.LargestLength(held.Kind) > 0 ? held.Kind : null
                : codec is NestedCodec { HasPresence: false } && type.MemberType(first) is INamedTypeSymbol nested ? PathKind(nested, parts, 1) : null;
            if (kind is not { } found)
            {
                return null;
            }

            holders.Add((path, parts[parts.Length - 1], found, parts.Length == 1 && codec is ParameterCodec));
        }

        return holders.Count > 0 ? holders : null;
    }

    /// <summary>The integer a path of member names reaches from <paramref name="type"/>, or null.</summary>
    private static ScalarKind? PathKind(INamedTypeSymbol type, string[] parts, int at)
    {
        ITypeSymbol? reached = type.GetMembers(parts[at]).Select(MemberSelection.DataType).FirstOrDefault(found => found is not null);
        return reached is null ? null
            : at == parts.Length - 1 ? (IntegerKind(reached) is var kind && Holding.LargestLength(kind) > 0 ? kind : null)
            : reached is INamedTypeSymbol { IsValueType: true } or INamedTypeSymbol { TypeKind: TypeKind.Class } ? PathKind((INamedTypeSymbol)reached, parts, at + 1) : null;
    }

    /// <summary>An integer's kind (an enum's underlying one); Boolean for anything else.</summary>
    private static ScalarKind IntegerKind(ITypeSymbol type) => (type is INamedTypeSymbol { EnumUnderlyingType: { } underlying } ? underlying : type).SpecialType switch
    {
        SpecialType.System_Byte => ScalarKind.Byte,
        SpecialType.System_SByte => ScalarKind.SByte,
        SpecialType.System_Int16 => ScalarKind.Int16,
        SpecialType.System_UInt16 => ScalarKind.UInt16,
        SpecialType.System_Int32 => ScalarKind.Int32,
        SpecialType.System_UInt32 => ScalarKind.UInt32,
        SpecialType.System_Int64 => ScalarKind.Int64,
        SpecialType.System_UInt64 => ScalarKind.UInt64,
        _ => ScalarKind.Boolean,
    };

    /// <summary>A parameter of kind <paramref name="parameter"/> holds every value of <paramref name="holder"/>.</summary>
    private static bool Fits(ScalarKind holder, ScalarKind parameter)
    {
        (long holderMin, long holderMax) = TagFrom.IntegerRange(holder);
        (long parameterMin, long parameterMax) = TagFrom.IntegerRange(parameter);
        return parameterMin <= holderMin && holderMax <= parameterMax;
    }
}
