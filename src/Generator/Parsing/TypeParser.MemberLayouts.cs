using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>A member's natural layout: the codec its C# type implies before any control changes it.</summary>
internal sealed partial class TypeParser
{
    /// <summary>The member's natural layout, then every control in order; conflicts between its controls are reported first.</summary>
    private Layout? MemberLayout(INamedTypeSymbol type, ISymbol symbol, ITypeSymbol memberType, bool littleEndianTwin)
    {
        if (NaturalLayout(memberType) is not { } natural)
        {
            if (FailedSerializableType(memberType) is { } failed)
            {
                ReportFollowing(Descriptors.MemberTypeHasErrors, symbol, failed, symbol.Name, failed.Name);
            }
            else if (memberType is not ITypeParameterSymbol)
            {
                Report(Descriptors.UnsupportedMemberType, symbol, symbol.Name, memberType.ToDisplayString());
            }

            return null; // a type parameter is covered by the generic-type diagnostic
        }

        List<(LayoutControl Control, AttributeData Attribute)> controls = MemberControls(symbol);
        if (controls.Count > 1 && LayoutControl.FindConflict(controls.ConvertAll(pair => pair.Control)) is var (first, second))
        {
            ReportMisplaced(first.DisplayName, symbol, symbol.Name, memberType.ToDisplayString(), $"members without [{second.DisplayName}]: the two cannot be combined");
            return null;
        }

        var context = new MemberContext(this, type, symbol, memberType, natural, littleEndianTwin);
        foreach (LayoutControl control in LayoutControl.All)
        {
            if (control.Apply(context) is not { } layout)
            {
                return null;
            }

            context.Layout = layout;
        }

        return context.Layout;
    }

    /// <summary>How a C# type is laid out with no control applied, or null when Spanwire cannot serialize it.</summary>
    private Layout? NaturalLayout(ITypeSymbol type)
    {
        string name = TypeName(type);
        if (Scalar(type.SpecialType) is { } special)
        {
            return new Layout(new ScalarCodec(special, name));
        }

        if (type.SpecialType == SpecialType.System_String)
        {
            return new Layout(new StringCodec(name));
        }

        if (type is IArrayTypeSymbol { Rank: 1 } array)
        {
            if (array.ElementType.SpecialType == SpecialType.System_Byte)
            {
                return new Layout(new BytesCodec(BytesKind.Array, name));
            }

            return NaturalLayout(array.ElementType) is { } element ? Collection(CollectionKind.Array, element) : null;
        }

        if (type is not INamedTypeSymbol named)
        {
            return null;
        }

        if (named.TypeKind == TypeKind.Enum)
        {
            return named.EnumUnderlyingType is { } underlying && Scalar(underlying.SpecialType) is { } kind
                ? new Layout(new ScalarCodec(kind, name, IsEnum: true))
                : null;
        }

        if (named.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T)
        {
            return NaturalLayout(named.TypeArguments[0]) is { } inner ? new Layout(new NullableCodec(name, inner)) : null;
        }

        INamedTypeSymbol definition = named.OriginalDefinition;
        if (KnownTypeSymbols.Is(definition, known.Half)) return new Layout(new ScalarCodec(ScalarKind.Half, name));
        if (KnownTypeSymbols.Is(definition, known.Int128)) return new Layout(new ScalarCodec(ScalarKind.Int128, name));
        if (KnownTypeSymbols.Is(definition, known.UInt128)) return new Layout(new ScalarCodec(ScalarKind.UInt128, name));
        if (KnownTypeSymbols.Is(definition, known.Guid)) return new Layout(new ScalarCodec(ScalarKind.Guid, name));
        if (KnownTypeSymbols.Is(definition, known.DateTimeOffset)) return new Layout(new ScalarCodec(ScalarKind.DateTimeOffset, name));
        if (KnownTypeSymbols.Is(definition, known.TimeSpan)) return new Layout(new ScalarCodec(ScalarKind.TimeSpan, name));
        if (KnownTypeSymbols.Is(definition, known.Memory)) return IsByte(named) ? new Layout(new BytesCodec(BytesKind.Memory, name)) : null;
        if (KnownTypeSymbols.Is(definition, known.ReadOnlyMemory)) return IsByte(named) ? new Layout(new BytesCodec(BytesKind.ReadOnlyMemory, name)) : null;
        if (KnownTypeSymbols.Is(definition, known.List)) return ElementCollection(CollectionKind.List);
        if (KnownTypeSymbols.Is(definition, known.ReadOnlyList)) return ElementCollection(CollectionKind.ReadOnlyList);
        if (KnownTypeSymbols.Is(definition, known.ImmutableArray)) return ElementCollection(CollectionKind.ImmutableArray);

        // A class declared non-nullable (T, not T?, where nullable annotations are enabled) has no presence byte: null
        // is a write error. Declared T? or in oblivious code it keeps one.
        return NestedCodecOf(named, name) switch
        {
            NestedCodec { IsValueType: false } nested when named.NullableAnnotation == NullableAnnotation.NotAnnotated => new Layout(nested with { NotNull = true }),
            CustomCodec { IsValueType: false } custom when named.NullableAnnotation == NullableAnnotation.NotAnnotated => new Layout(custom with { NotNull = true }),
            { } nested => new Layout(nested),
            null => null,
        };

        Layout Collection(CollectionKind kind, Layout element) => new(new CollectionCodec(kind, name, element, new PrefixedCount(LengthPrefix.Int32)));

        Layout? ElementCollection(CollectionKind kind) => NaturalLayout(named.TypeArguments[0]) is { } element ? Collection(kind, element) : null;

        static bool IsByte(INamedTypeSymbol memory) => memory.TypeArguments[0].SpecialType == SpecialType.System_Byte;
    }

    /// <summary>
    /// The type's fully qualified C# name. Keyword types and arrays of them, most member types, are named without
    /// <c>ToDisplayString</c>, which is a tenth of the parse (a test checks both agree).
    /// </summary>
    internal static string TypeName(ITypeSymbol type) => type switch
    {
        _ when KeywordName(type.SpecialType) is { } keyword => keyword,
        IArrayTypeSymbol { Rank: 1, ElementType: var element } when KeywordName(element.SpecialType) is { } keyword => keyword + "[]",
        _ => type.ToDisplayString(FullyQualified),
    };

    private static string? KeywordName(SpecialType type) => type switch
    {
        SpecialType.System_Boolean => "bool",
        SpecialType.System_Byte => "byte",
        SpecialType.System_SByte => "sbyte",
        SpecialType.System_Int16 => "short",
        SpecialType.System_UInt16 => "ushort",
        SpecialType.System_Char => "char",
        SpecialType.System_Int32 => "int",
        SpecialType.System_UInt32 => "uint",
        SpecialType.System_Int64 => "long",
        SpecialType.System_UInt64 => "ulong",
        SpecialType.System_Single => "float",
        SpecialType.System_Double => "double",
        SpecialType.System_Decimal => "decimal",
        SpecialType.System_String => "string",
        SpecialType.System_Object => "object",
        _ => null,
    };

    private static ScalarKind? Scalar(SpecialType type) => type switch
    {
        SpecialType.System_Boolean => ScalarKind.Boolean,
        SpecialType.System_Byte => ScalarKind.Byte,
        SpecialType.System_SByte => ScalarKind.SByte,
        SpecialType.System_Int16 => ScalarKind.Int16,
        SpecialType.System_UInt16 => ScalarKind.UInt16,
        SpecialType.System_Char => ScalarKind.Char,
        SpecialType.System_Int32 => ScalarKind.Int32,
        SpecialType.System_UInt32 => ScalarKind.UInt32,
        SpecialType.System_Int64 => ScalarKind.Int64,
        SpecialType.System_UInt64 => ScalarKind.UInt64,
        SpecialType.System_Single => ScalarKind.Single,
        SpecialType.System_Double => ScalarKind.Double,
        SpecialType.System_DateTime => ScalarKind.DateTime,
        _ => null,
    };

    /// <summary>The fewest bytes a member takes: none when it may be absent, a presence byte when it may be null.</summary>
    private static int MinSize(MemberModel member)
    {
        Layout layout = member.Layout;
        if (layout.Has(WrapperKind.Conditional) || layout.Has(WrapperKind.Trailing) || layout.Has(WrapperKind.Positioned) || layout.Has(WrapperKind.Pointer))
        {
            return 0;
        }

        int reserved = layout.Wrappers.OfType<ReservedWrapper>().Sum(wrapper => wrapper.Bytes);
        return reserved + (layout.Has(WrapperKind.Presence) ? 1 : layout.Codec.MinSize);
    }

    /// <summary>
    /// A type with its own codec: a <c>[BinarySerializable]</c> type of this compilation (which must generate), a
    /// generated type from a referenced assembly, or a hand-written <c>IBinarySerializable&lt;T&gt;</c>.
    /// </summary>
    private Codec? NestedCodecOf(INamedTypeSymbol type, string name)
    {
        if (type.IsGenericType)
        {
            return null;
        }

        bool inThisCompilation = SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, known.Compilation.Assembly);
        if (inThisCompilation && known.IsSerializable(type))
        {
            if (_inProgress.Contains(type))
            {
                return new NestedCodec(name, type.IsValueType, Chunks: true, FollowsByteOrder: ByteOrderFrom.FollowsEnclosing(this, type)); // recursion: it is being parsed, and reports its own problems
            }

            if (ParseQuietly(type) is not { } model)
            {
                return null;
            }

            int structMinSize = model.Union is null ? model.Members.Sum(MinSize) : 0;
            return BulkLayout(type, model) is var (primitive, count)
                ? new NestedCodec(name, IsValueType: true, primitive, count, structMinSize, Chunks: true)
                : new NestedCodec(name, type.IsValueType, StructMinSize: structMinSize, Chunks: !model.HasParts, FixedSize: model.Union is null && model.IsFixedSize ? model.FixedSize : 0,
                    BodyOpenEnd: OpenEndOf(type, model), HasParts: model.HasParts, FollowsByteOrder: model.ByteOrderFrom is { FollowsEnclosing: true });
        }

        if (!ImplementsSerializable(type))
        {
            return null;
        }

        if (HasGeneratedShape(type))
        {
            return new NestedCodec(name, type.IsValueType, Chunks: type.GetMembers("WriteChunk").OfType<IMethodSymbol>().Any(m => !m.IsStatic && m.DeclaredAccessibility == Accessibility.Public),
                FollowsByteOrder: ByteOrderFrom.FollowsEnclosing(this, type));
        }

        bool staticReadable = known.BinaryReadableInterface is { } readable
            && type.AllInterfaces.Any(i => KnownTypeSymbols.Is(i.OriginalDefinition, readable) && SymbolEqualityComparer.Default.Equals(i.TypeArguments[0], type));
        return new CustomCodec(name, type.IsValueType, staticReadable);
    }

    private bool ImplementsSerializable(INamedTypeSymbol type)
        => known.BinarySerializableInterface is { } serializable
            && type.AllInterfaces.Any(i => KnownTypeSymbols.Is(i.OriginalDefinition, serializable) && SymbolEqualityComparer.Default.Equals(i.TypeArguments[0], type));

    /// <summary>The public <c>TryWriteCore</c>/<c>TryReadCore</c> pair that generated types expose to generated code in other assemblies.</summary>
    private bool HasGeneratedShape(INamedTypeSymbol type)
        => type.GetMembers("TryWriteCore").OfType<IMethodSymbol>().Any(m => !m.IsStatic && m.DeclaredAccessibility == Accessibility.Public && m.Parameters.Length == 2)
            && type.GetMembers("TryReadCore").OfType<IMethodSymbol>().Any(m => m.IsStatic && m.DeclaredAccessibility == Accessibility.Public && m.Parameters.Length == 4
                && KnownTypeSymbols.Is(m.Parameters[2].Type, known.BinaryReadState));

    /// <summary>
    /// A struct whose instance fields are one numeric primitive, each serialized in field order as a plain big-endian
    /// scalar, with no constructor of its own and default layout: its memory is that primitive repeated, so a
    /// collection of it can be byte-swapped in bulk. Any doubt (explicit layout, a user constructor, a layout control
    /// on any member) says no.
    /// </summary>
    private (ScalarKind Primitive, int Count)? BulkLayout(INamedTypeSymbol type, TypeModel model)
    {
        if (!type.IsValueType || model.ByteOrderFrom is not null || known.HasAttribute(type, known.StructLayout)
            || type.InstanceConstructors.Any(c => !c.IsImplicitlyDeclared && !c.DeclaringSyntaxReferences.All(r => r.GetSyntax(cancellationToken) is TypeDeclarationSyntax)))
        {
            return null;
        }

        var fields = type.GetMembers().OfType<IFieldSymbol>().Where(field => !field.IsStatic && !field.IsConst).ToList();
        if (fields.Count == 0 || fields.Count != model.Members.Count || Scalar(fields[0].Type.SpecialType) is not { } primitive
            || primitive is ScalarKind.Boolean or ScalarKind.Byte or ScalarKind.SByte or ScalarKind.Char or ScalarKind.DateTime)
        {
            return null;
        }

        for (int i = 0; i < fields.Count; i++)
        {
            bool plain = model.Members[i] is { Source: null, Layout: { Wrappers.Count: 0, Codec: ScalarCodec { IsEnum: false, LittleEndian: false } scalar } } && scalar.Kind == primitive;
            string fieldName = (fields[i].AssociatedSymbol ?? fields[i]).Name;
            if (!plain || fields[i].Type.SpecialType != fields[0].Type.SpecialType || model.Members[i].WireName != fieldName)
            {
                return null;
            }
        }

        return (primitive, fields.Count);
    }
}
