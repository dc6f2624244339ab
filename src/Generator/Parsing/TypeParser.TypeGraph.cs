using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>The graph of serializable types: which types a member reaches, whether a type can contain itself.</summary>
internal sealed partial class TypeParser
{
    /// <summary>
    /// Whether the type can contain itself through its members (a tree, a linked list, a union whose cases hold the
    /// union): only such types can nest without bound on write, so only they count levels there.
    /// </summary>
    private bool ReachesItself(INamedTypeSymbol type, List<ISymbol> serialized)
    {
        // The type's own serialized members are known already; only the types they reach are swept.
        var first = new List<INamedTypeSymbol>();
        foreach (ISymbol member in serialized)
        {
            AddSerializableTypes(MemberSelection.DataType(member)!, first);
        }

        var seen = new HashSet<INamedTypeSymbol>(SymbolEqualityComparer.Default) { type };
        var pending = new Stack<INamedTypeSymbol>();
        if (Visit(first))
        {
            return true;
        }

        while (pending.Count > 0)
        {
            if (Visit(Reachable(pending.Pop())))
            {
                return true;
            }
        }

        return false;

        bool Visit(List<INamedTypeSymbol> reached)
        {
            foreach (INamedTypeSymbol next in reached)
            {
                if (SymbolEqualityComparer.Default.Equals(next, type))
                {
                    return true;
                }

                if (seen.Add(next))
                {
                    pending.Push(next);
                }
            }

            return false;
        }

        // A type leads to the serializable types of its members, and a union to its cases.
        List<INamedTypeSymbol> Reachable(INamedTypeSymbol current)
        {
            var reached = new List<INamedTypeSymbol>();
            foreach (ISymbol member in MemberSelection.WithInherited(current, known))
            {
                if (MemberSelection.RoleOf(member, known) == MemberRole.Serialized && MemberSelection.DataType(member) is { } memberType)
                {
                    AddSerializableTypes(memberType, reached);
                }
            }

            foreach (AttributeData attribute in current.GetAttributes())
            {
                if (KnownTypeSymbols.Is(attribute.AttributeClass, known.BinaryUnionCase) && attribute.ConstructorArguments is [_, { Value: INamedTypeSymbol caseType }])
                {
                    reached.Add(caseType);
                }
            }

            return reached;
        }
    }

    /// <summary>A <c>[BinarySerializable]</c> type of this compilation that <paramref name="memberType"/> holds and that does not generate, or null.</summary>
    private INamedTypeSymbol? FailedSerializableType(ITypeSymbol memberType)
    {
        var reached = new List<INamedTypeSymbol>();
        AddSerializableTypes(memberType, reached);
        return reached.FirstOrDefault(type => SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, known.Compilation.Assembly)
            && !_inProgress.Contains(type) && ParseQuietly(type) is null);
    }

    /// <summary>Adds the <c>[BinarySerializable]</c> types a member type holds: itself, or its elements or type arguments.</summary>
    private void AddSerializableTypes(ITypeSymbol type, List<INamedTypeSymbol> reached)
    {
        switch (type)
        {
            case IArrayTypeSymbol array:
                AddSerializableTypes(array.ElementType, reached);
                break;
            case INamedTypeSymbol { IsGenericType: true } generic:
                foreach (ITypeSymbol argument in generic.TypeArguments)
                {
                    AddSerializableTypes(argument, reached);
                }

                break;
            case INamedTypeSymbol named when known.IsSerializable(named):
                reached.Add(named);
                break;
        }
    }

    /// <summary>
    /// Parses a member's type for its generated shape; its own problems are reported on its own declaration, not here.
    /// When it fails, the analyzer (which keeps a problem list; the generator needs no reasons) notes its first cause,
    /// so that the holder's diagnostic names it, even around a cycle of types that fail together.
    /// </summary>
    private TypeModel? ParseQuietly(INamedTypeSymbol type, bool orStub = false)
    {
        List<LayoutProblem>? outer = _problems;
        _problems = outer is null ? null : [];
        try
        {
            TypeModel? model = Parse(type) ?? (orStub ? Stub(type) : null);
            _quietCause = model is null && _problems is [var first, ..] ? first.FirstCause : null;
            return model;
        }
        finally
        {
            _problems = outer;
        }
    }

    /// <summary>
    /// A union's model and what makes its cases' reads take the rest of their source, for a member whose case another
    /// member holds; null when the type is no union or failed (and reported itself). A union being parsed holds itself
    /// through one of its cases (an 802.1Q tag is an Ethernet payload whose own payload is one): its cases and tags are
    /// read again from its attributes, the cases in progress taken as they are declared.
    /// </summary>
    internal (UnionModel Union, OpenEnd OpenEnd)? UnionOf(ITypeSymbol type)
    {
        if (type is not INamedTypeSymbol named || !known.IsSerializable(named))
        {
            return null;
        }

        TypeModel? model = !_inProgress.Contains(named) ? ParseQuietly(named)
            : named.TypeKind == TypeKind.Class && known.HasAttribute(named, known.BinaryUnionCase) ? ParseUnionQuietly(named)
            : null;
        return model is { Union: { } union } ? (union, OpenEndOf(named, model)) : null;
    }

    private TypeModel? ParseUnionQuietly(INamedTypeSymbol union)
    {
        List<LayoutProblem>? outer = _problems;
        _problems = null;
        try
        {
            return ParseUnion(union);
        }
        finally
        {
            _problems = outer;
        }
    }

    /// <summary>
    /// What lets a type's read take the rest of its frame: trailing members, a last member that does (outside a frame
    /// of its own), or for a union without a frame, any case's.
    /// </summary>
    private OpenEnd OpenEndOf(INamedTypeSymbol type, TypeModel model)
    {
        if (model.Union is { } union)
        {
            if (union.Frame is not null)
            {
                return OpenEnd.None;
            }

            foreach (AttributeData attribute in type.GetAttributes())
            {
                if (KnownTypeSymbols.Is(attribute.AttributeClass, known.BinaryUnionCase) && attribute.ConstructorArguments is [_, { Value: INamedTypeSymbol caseType }]
                    && !_inProgress.Contains(caseType) && ParseQuietly(caseType) is { } caseModel && OpenEndOf(caseType, caseModel) is var end and not OpenEnd.None)
                {
                    return end;
                }
            }

            return OpenEnd.None;
        }

        if (model.Members.Any(member => member.Layout.Has(WrapperKind.Trailing)))
        {
            return OpenEnd.Trailing;
        }

        // A remainder short of a fixed tail still runs to the frame's end, with the tail.
        if (model.Members.Any(member => member.Layout.Codec is RemainderCodec { Tail: > 0 } && !member.Layout.Has(WrapperKind.Frame)))
        {
            return OpenEnd.Remainder;
        }

        return model.Members.Count > 0 && model.Members[model.Members.Count - 1].Layout is var last && !last.Has(WrapperKind.Frame) ? last.Codec.OpenEnd : OpenEnd.None;
    }
}
