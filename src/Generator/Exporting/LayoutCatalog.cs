using System.Collections.Generic;
using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Exporting;

/// <summary>One C# enum as the exports name it: its members and values (not part of the incremental pipeline).</summary>
internal sealed record EnumLayout(string TypeName, string DisplayName, bool IsFlags, IReadOnlyList<KeyValuePair<string, long>> Members);

/// <summary>
/// Every <c>[BinarySerializable]</c> type of a compilation as the generator models it (the same parser, so the exports
/// describe exactly the bytes the generated code writes), with the enums they use. Types the generator skips are left out.
/// </summary>
internal sealed class LayoutCatalog
{
    private readonly Dictionary<string, TypeModel> _types;
    private readonly Dictionary<string, EnumLayout> _enums;

    private readonly Dictionary<string, string> _ids;

    private LayoutCatalog(List<TypeModel> types, Dictionary<string, EnumLayout> enums)
    {
        Types = types;
        _types = types.ToDictionary(type => type.FullyQualifiedName);
        _enums = enums;
        _ids = Ids(types);
    }

    /// <summary>
    /// The type's id in every export (its .ksy file, its dissector function, its diagram): its name in snake case, with
    /// its namespace before it when another type of the project has the same name (Kafka's RequestHeader V1 and V2),
    /// and a number after when even that is shared (<c>HTTPVersion</c> and <c>HttpVersion</c>). Each type keeps its id
    /// whatever order the types come in.
    /// </summary>
    public string TypeId(TypeModel type) => _ids[type.FullyQualifiedName];

    private static Dictionary<string, string> Ids(List<TypeModel> types)
    {
        var ids = new Dictionary<string, string>();
        foreach (IGrouping<string, TypeModel> named in types.GroupBy(ExportNames.NameId))
        {
            if (named.Count() == 1)
            {
                ids[named.Single().FullyQualifiedName] = named.Key;
                continue;
            }

            foreach (IGrouping<string, TypeModel> qualified in named.GroupBy(type => ExportNames.Snake((type.Namespace + "_" + type.DisplayName).Replace('.', '_'))))
            {
                int number = 1;
                foreach (TypeModel type in qualified.OrderBy(type => type.FullyQualifiedName, System.StringComparer.Ordinal))
                {
                    ids[type.FullyQualifiedName] = number++ == 1 ? qualified.Key : qualified.Key + "_" + (number - 1).ToString(System.Globalization.CultureInfo.InvariantCulture);
                }
            }
        }

        return ids;
    }

    /// <summary>The types in source order of their files and declarations.</summary>
    public IReadOnlyList<TypeModel> Types { get; }

    public TypeModel? Find(string fullyQualifiedName) => _types.TryGetValue(fullyQualifiedName, out TypeModel? type) ? type : null;

    public EnumLayout? Enum(string fullyQualifiedName) => _enums.TryGetValue(fullyQualifiedName, out EnumLayout? layout) ? layout : null;

    /// <summary>
    /// The types a message on the wire starts with: those no other type contains (union cases and nested types are
    /// reached through them), unions first, since a protocol's messages are usually a tagged family.
    /// </summary>
    public IReadOnlyList<TypeModel> Roots()
    {
        var contained = new HashSet<string>();
        foreach (TypeModel type in Types)
        {
            foreach (UnionCase unionCase in type.Union?.Cases ?? default)
            {
                contained.Add(unionCase.TypeName);
            }

            if (type.Union?.DefaultCase is { Length: > 0 } fallback)
            {
                contained.Add(fallback);
            }

            foreach (MemberModel member in type.Members)
            {
                foreach (string nested in NestedTypes(member.Layout.Codec))
                {
                    if (nested != type.FullyQualifiedName)
                    {
                        contained.Add(nested);
                    }
                }
            }
        }

        return Types.Where(type => !contained.Contains(type.FullyQualifiedName)).OrderBy(type => type.Union is null).ToList();
    }

    private static IEnumerable<string> NestedTypes(Codec codec)
        => codec is NestedCodec nested ? [nested.TypeName] : codec.Contained is { } contained ? NestedTypes(contained.Codec) : [];

    public static LayoutCatalog From(Compilation compilation, CancellationToken cancellationToken = default)
    {
        KnownTypeSymbols known = KnownTypeSymbols.For(compilation);
        var types = new List<TypeModel>();
        var enums = new Dictionary<string, EnumLayout>();
        foreach (INamedTypeSymbol type in SourceTypes(compilation.Assembly.GlobalNamespace))
        {
            cancellationToken.ThrowIfCancellationRequested();
            if (type.TypeKind == TypeKind.Enum)
            {
                string name = type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);
                var members = type.GetMembers().OfType<IFieldSymbol>().Where(field => field.HasConstantValue)
                    .Select(field => new KeyValuePair<string, long>(field.Name, System.Convert.ToInt64(field.ConstantValue, System.Globalization.CultureInfo.InvariantCulture)));
                enums[name] = new EnumLayout(name, type.Name, known.IsFlags(type), members.ToList());
            }
            else if (known.Attribute(type, known.BinarySerializable) is not null && Parser.Problems(type, known, cancellationToken).Count == 0
                && new TypeParser(known, cancellationToken, problems: null).Parse(type) is { IsStub: false } model)
            {
                types.Add(model);
            }
        }

        return new LayoutCatalog(types, enums);
    }

    private static IEnumerable<INamedTypeSymbol> SourceTypes(INamespaceOrTypeSymbol container)
    {
        foreach (ISymbol member in container.GetMembers().OrderBy(m => m.Locations.FirstOrDefault()?.SourceTree?.FilePath, System.StringComparer.Ordinal).ThenBy(m => m.Locations.FirstOrDefault()?.SourceSpan.Start ?? 0))
        {
            if (member is INamespaceSymbol ns)
            {
                foreach (INamedTypeSymbol nested in SourceTypes(ns))
                {
                    yield return nested;
                }
            }
            else if (member is INamedTypeSymbol type && type.Locations.Any(location => location.IsInSource))
            {
                yield return type;
                foreach (INamedTypeSymbol nested in SourceTypes(type))
                {
                    yield return nested;
                }
            }
        }
    }
}
