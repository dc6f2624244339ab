using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>
/// Parses one type, and the serializable types its members use (a member of a type the generator would skip makes
/// this type invalid too, so generated code never calls methods that do not exist). With a problem list it keeps
/// going after the first problem, so the analyzer can report them all.
/// </summary>
internal sealed class TypeParser(KnownTypeSymbols known, CancellationToken cancellationToken, List<LayoutProblem>? problems)
{
    private static readonly SymbolDisplayFormat FullyQualified = SymbolDisplayFormat.FullyQualifiedFormat;

    private readonly HashSet<INamedTypeSymbol> _inProgress = new(SymbolEqualityComparer.Default);
    private readonly Dictionary<ISymbol, List<(LayoutControl Control, AttributeData Attribute)>> _memberControls = new(SymbolEqualityComparer.Default);
    private List<LayoutProblem>? _problems = problems;

    public KnownTypeSymbols Known => known;

    public TypeModel? Parse(INamedTypeSymbol type)
    {
        if (!_inProgress.Add(type))
        {
            return null;
        }

        try
        {
            return ParseCore(type);
        }
        finally
        {
            _inProgress.Remove(type);
        }
    }

    /// <summary>The control attributes on a member, or on the positional record parameter that declares it; gathered once per member.</summary>
    private List<(LayoutControl Control, AttributeData Attribute)> MemberControls(ISymbol member)
    {
        if (!_memberControls.TryGetValue(member, out var controls))
        {
            controls = [];
            AddControls(member.GetAttributes(), controls);
            AddControls(MemberSelection.PositionalParameterAttributes(member), controls);

            _memberControls[member] = controls;
        }

        return controls;
    }

    private void AddControls(ImmutableArray<AttributeData> attributes, List<(LayoutControl Control, AttributeData Attribute)> controls)
    {
        foreach (AttributeData attribute in attributes)
        {
            if (known.ControlOf(attribute) is { } control)
            {
                controls.Add((control, attribute));
            }
        }
    }

    public AttributeData? ControlAttribute(INamedTypeSymbol type, ISymbol member, LayoutControl control)
    {
        foreach ((LayoutControl present, AttributeData attribute) in MemberControls(member))
        {
            if (present == control)
            {
                return attribute;
            }
        }

        return null;
    }

    public AttributeData? TypeControlAttribute(INamedTypeSymbol type, LayoutControl control)
    {
        foreach (AttributeData attribute in type.GetAttributes())
        {
            if (known.ControlOf(attribute) == control)
            {
                return attribute;
            }
        }

        return null;
    }

    public object? SerializableOption(INamedTypeSymbol type, string name)
        => known.Attribute(type, known.BinarySerializable) is { } attribute ? AttributeArguments.Named(attribute, name) : null;

    public void ReportMisplaced(string control, ISymbol symbol, string member, string type, string appliesTo)
        => Report(Descriptors.LayoutAttributeMisplaced, symbol, control, member, type, appliesTo);

    private bool Report(DiagnosticDescriptor descriptor, ISymbol symbol, params string[] arguments)
    {
        _problems?.Add(new LayoutProblem(descriptor, symbol, arguments));
        return false;
    }

    private TypeModel? ParseCore(INamedTypeSymbol type)
    {
        if (type.Name.Length == 0 || type.TypeKind is not (TypeKind.Class or TypeKind.Struct))
        {
            return null;
        }

        if (type.TypeKind == TypeKind.Class && known.HasAttribute(type, known.BinaryUnionCase))
        {
            return ParseUnion(type);
        }

        if (type.IsStatic || type.IsAbstract || type.IsRefLikeType)
        {
            Report(Descriptors.InvalidTypeKind, type, type.Name, type.IsStatic ? "static" : type.IsAbstract ? "abstract" : "a ref struct");
            return null;
        }

        bool valid = CheckShell(type, out List<string> containingTypes, out bool moduleAccessible);
        if (!valid && _problems is null)
        {
            return null;
        }

        var symbols = new List<ISymbol>();
        var ignored = new List<ISymbol>();
        foreach (ISymbol member in MemberSelection.WithInherited(type, known))
        {
            cancellationToken.ThrowIfCancellationRequested();
            switch (MemberSelection.RoleOf(member, known))
            {
                case MemberRole.Ignored:
                    ignored.Add(member);
                    break;
                case MemberRole.Serialized:
                    symbols.Add(member);
                    break;
            }
        }

        if (symbols.Select(member => member.Name).Distinct().Count() != symbols.Count)
        {
            return null; // duplicate names: the compiler reports them, and no access to either would bind
        }

        valid &= CheckOneDeclarationPart(type, symbols.Where(member => SymbolEqualityComparer.Default.Equals(member.ContainingType, type)).ToList());
        foreach (ISymbol member in ignored.Where(MemberSelection.IsRequired))
        {
            valid = Report(Descriptors.RequiredMemberIgnored, member, member.Name, type.Name);
        }

        var models = new List<MemberModel>(symbols.Count);
        var modelSymbols = new List<ISymbol>(symbols.Count);
        var failed = new HashSet<string>();
        foreach (ISymbol symbol in symbols)
        {
            if (Parser.GeneratedMemberNames.Contains(symbol.Name))
            {
                valid = Report(Descriptors.GeneratedNameClash, symbol, symbol.Name);
            }

            ITypeSymbol memberType = MemberSelection.DataType(symbol)!;
            if (MemberLayout(type, symbol, memberType) is { } layout)
            {
                models.Add(new MemberModel(Emitting.Emitter.Identifier(symbol.Name), symbol.Name, layout));
                modelSymbols.Add(symbol);
            }
            else
            {
                failed.Add(symbol.Name);
                valid = false;
            }
        }

        var typeContext = new TypeContext(this, type, models, modelSymbols, symbols, failed);
        foreach (LayoutControl control in LayoutControl.All)
        {
            valid &= control.ApplyToType(typeContext);
        }

        IMethodSymbol? constructor = ChooseConstructor(type, symbols, ignored, out List<string>? constructorArguments);
        if (constructorArguments is null)
        {
            var unsettable = symbols.Where(member => !MemberSelection.IsSettable(member)).Select(member => $"'{member.Name}'").ToList();
            valid = Report(Descriptors.NoConstructor, type, type.Name, unsettable.Count > 0 ? string.Join(", ", unsettable) : "its members");
        }

        if (!valid || constructorArguments is null)
        {
            return null;
        }

        // Required members must be set in the initializer unless the constructor says it sets them.
        bool constructorSetsRequired = constructor is not null && known.HasAttribute(constructor, known.SetsRequiredMembers);
        var initialized = symbols
            .Where(member => !constructorArguments.Contains(member.Name) || (MemberSelection.IsRequired(member) && !constructorSetsRequired))
            .Select(member => member.Name)
            .ToEquatableArray();
        string fullyQualifiedName = type.ToDisplayString(FullyQualified);
        var generatedBase = GeneratedBase(type);
        return new TypeModel(
            Namespace(type),
            containingTypes.ToEquatableArray(),
            Declaration(type),
            fullyQualifiedName,
            DisplayName(type),
            type.IsValueType,
            moduleAccessible,
            models.ToEquatableArray(),
            constructorArguments.ToEquatableArray(),
            initialized,
            HintName(fullyQualifiedName),
            HidesBase: generatedBase.Exists,
            CanNestItself: ReachesItself(type, symbols),
            HidesFixedSize: generatedBase.FixedSize);
    }

    /// <summary>
    /// A stub for a type the generator skips, when its declaration can take a generated part: it implements the
    /// interfaces explicitly, so the one Spanwire diagnostic is not buried under CS0311 at every call site.
    /// </summary>
    public TypeModel? Stub(INamedTypeSymbol type)
    {
        if (type.TypeKind is not (TypeKind.Class or TypeKind.Struct) || type.IsStatic || type.IsRefLikeType || type.Name.Length == 0
            || known.HasAttribute(type, known.BinaryUnionCase) || HasSerializableBase(type) || !CheckShell(type, out List<string> containingTypes, out bool moduleAccessible))
        {
            return null;
        }

        string fullyQualifiedName = type.ToDisplayString(FullyQualified);
        return new TypeModel(Namespace(type), containingTypes.ToEquatableArray(), Declaration(type), fullyQualifiedName, DisplayName(type),
            type.IsValueType, moduleAccessible, EquatableArray<MemberModel>.Empty, EquatableArray<string>.Empty, EquatableArray<string>.Empty,
            HintName(fullyQualifiedName), IsStub: true);
    }

    /// <summary>Whether a generated part can be declared beside the type: partial and non-generic all the way out, in a class or struct, in a file of its own.</summary>
    private bool CheckShell(INamedTypeSymbol type, out List<string> containingTypes, out bool moduleAccessible)
    {
        bool valid = true;
        if (type.IsGenericType)
        {
            valid = Report(Descriptors.GenericType, type, type.Name, string.Empty);
        }

        if (!IsPartial(type))
        {
            valid = Report(Descriptors.NotPartial, type, type.Name, string.Empty);
        }

        if (type.IsFileLocal)
        {
            valid = Report(Descriptors.InvalidTypeKind, type, type.Name, "file-local, and generated code lives in a file of its own");
        }

        containingTypes = [];
        moduleAccessible = IsAtLeastInternal(type);
        for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
        {
            if (outer.IsGenericType)
            {
                valid = Report(Descriptors.GenericType, type, outer.Name, $" (it contains '{type.Name}')");
            }

            if (outer.TypeKind is not (TypeKind.Class or TypeKind.Struct) || outer.IsFileLocal)
            {
                valid = Report(Descriptors.InvalidTypeKind, type, type.Name, $"nested in '{outer.Name}', which is {(outer.IsFileLocal ? "file-local" : "an interface")}; declare it in a class or struct");
            }
            else if (!IsPartial(outer))
            {
                valid = Report(Descriptors.NotPartial, type, outer.Name, $", because it contains '{type.Name}'");
            }

            moduleAccessible &= IsAtLeastInternal(outer);
            containingTypes.Insert(0, Declaration(outer));
        }

        return valid;
    }

    /// <summary>Wire order is source order, which only one declaration part can define: serialized members split across files would make the format depend on file names.</summary>
    private bool CheckOneDeclarationPart(INamedTypeSymbol type, List<ISymbol> members)
    {
        var trees = members.Select(member => member.Locations[0].SourceTree).Distinct().ToList();
        if (trees.Count <= 1)
        {
            return true;
        }

        ISymbol first = members.First(member => member.Locations[0].SourceTree != members[0].Locations[0].SourceTree);
        return Report(Descriptors.MembersInSeveralParts, first, type.Name, members[0].Name, first.Name);
    }

    /// <summary>The member's natural layout, then every control in order; conflicts between its controls are reported first.</summary>
    private Layout? MemberLayout(INamedTypeSymbol type, ISymbol symbol, ITypeSymbol memberType)
    {
        if (NaturalLayout(memberType) is not { } natural)
        {
            if (FailedSerializableType(memberType) is { } failed)
            {
                Report(Descriptors.MemberTypeHasErrors, symbol, symbol.Name, failed.Name);
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

        var context = new MemberContext(this, type, symbol, memberType, natural);
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

        return NestedCodecOf(named, name) is { } nested ? new Layout(nested) : null;

        Layout Collection(CollectionKind kind, Layout element) => new(new CollectionCodec(kind, name, element, new PrefixedCount(PrefixKind.Int32)));

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
        if (layout.Has(WrapperKind.Conditional) || layout.Has(WrapperKind.Trailing))
        {
            return 0;
        }

        int reserved = layout.Wrappers.OfType<ReservedWrapper>().Sum(wrapper => wrapper.Bytes);
        return reserved + (layout.Has(WrapperKind.Presence) ? 1 : layout.Codec.MinSize);
    }

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
                return new NestedCodec(name, type.IsValueType, Chunks: true); // recursion: it is being parsed, and reports its own problems
            }

            if (ParseQuietly(type) is not { } model)
            {
                return null;
            }

            int structMinSize = type.IsValueType ? model.Members.Sum(MinSize) : 0;
            return BulkLayout(type, model) is var (primitive, count)
                ? new NestedCodec(name, IsValueType: true, primitive, count, structMinSize, Chunks: true)
                : new NestedCodec(name, type.IsValueType, StructMinSize: structMinSize, Chunks: true, FixedSize: model.Union is null && model.IsFixedSize ? model.FixedSize : 0,
                    ReadsToEnd: model.Union is not null || model.Members.Any(member => member.Layout.Codec.MayReadToEnd || member.Layout.Has(WrapperKind.Trailing)));
        }

        if (!ImplementsSerializable(type))
        {
            return null;
        }

        if (HasGeneratedShape(type))
        {
            return new NestedCodec(name, type.IsValueType, Chunks: type.GetMembers("WriteChunk").OfType<IMethodSymbol>().Any(m => !m.IsStatic && m.DeclaredAccessibility == Accessibility.Public));
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

    /// <summary>Parses a member's type for its generated shape; its own problems are reported on its own declaration, not here.</summary>
    private TypeModel? ParseQuietly(INamedTypeSymbol type)
    {
        List<LayoutProblem>? outer = _problems;
        _problems = null;
        try
        {
            return Parse(type);
        }
        finally
        {
            _problems = outer;
        }
    }

    /// <summary>
    /// A struct whose instance fields are one numeric primitive, each serialized in field order as a plain big-endian
    /// scalar, with no constructor of its own and default layout: its memory is that primitive repeated, so a
    /// collection of it can be byte-swapped in bulk. Any doubt (explicit layout, a user constructor, a layout control
    /// on any member) says no.
    /// </summary>
    private (ScalarKind Primitive, int Count)? BulkLayout(INamedTypeSymbol type, TypeModel model)
    {
        if (!type.IsValueType || known.HasAttribute(type, known.StructLayout)
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
            bool plain = model.Members[i] is { Source: null, Layout: { IsRunScalar: true, Codec: ScalarCodec { IsEnum: false, LittleEndian: false } scalar } } && scalar.Kind == primitive;
            string fieldName = (fields[i].AssociatedSymbol ?? fields[i]).Name;
            if (!plain || fields[i].Type.SpecialType != fields[0].Type.SpecialType || model.Members[i].WireName != fieldName)
            {
                return null;
            }
        }

        return (primitive, fields.Count);
    }

    /// <summary>
    /// Picks the constructor with the most parameters whose every parameter names a serialized member of the same
    /// type (or an ignored member, which gets <c>default</c>), provided every other member can be assigned in an object
    /// initializer. Gives the member names in parameter order (empty for <c>default</c>), or null when none fits.
    /// </summary>
    private static IMethodSymbol? ChooseConstructor(INamedTypeSymbol type, List<ISymbol> members, List<ISymbol> ignored, out List<string>? arguments)
    {
        foreach (IMethodSymbol constructor in type.InstanceConstructors.OrderByDescending(c => c.Parameters.Length))
        {
            if (constructor.Parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(constructor.Parameters[0].Type, type))
            {
                continue; // a record's copy constructor
            }

            var names = new List<string>();
            foreach (IParameterSymbol parameter in constructor.Parameters)
            {
                ISymbol? match = members.FirstOrDefault(m => string.Equals(m.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)
                    && SymbolEqualityComparer.Default.Equals(MemberSelection.DataType(m), parameter.Type));
                if (match is not null)
                {
                    names.Add(match.Name);
                }
                else if (ignored.Any(member => string.Equals(member.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)))
                {
                    names.Add(string.Empty);
                }
                else
                {
                    names = null;
                    break;
                }
            }

            if (names is not null && members.All(m => MemberSelection.IsSettable(m) || names.Contains(m.Name)))
            {
                arguments = names;
                return constructor;
            }
        }

        arguments = null;
        return null;
    }

    /// <summary>
    /// A tagged union: an abstract (or plain) class whose <c>[BinaryUnionCase]</c> attributes map tags to derived
    /// <c>[BinarySerializable]</c> classes. Its own members are not serialized; the case's are.
    /// </summary>
    private TypeModel? ParseUnion(INamedTypeSymbol type)
    {
        if (!CheckShell(type, out List<string> containingTypes, out bool moduleAccessible))
        {
            return null;
        }

        UnionTagKind tag = known.Attribute(type, known.BinaryUnion) is { } union
            ? AttributeArguments.Enum<UnionTagKind>(union, UnionTagKind.UInt8) ?? UnionTagKind.UInt8
            : UnionTagKind.UInt8;
        long maxTag = tag switch { UnionTagKind.UInt8 => byte.MaxValue, UnionTagKind.UInt16 => ushort.MaxValue, _ => int.MaxValue };
        long minTag = tag == UnionTagKind.Int32 ? int.MinValue : 0;
        bool valid = true;
        var cases = new List<UnionCase>();
        foreach (AttributeData attribute in type.GetAttributes().Where(a => KnownTypeSymbols.Is(a.AttributeClass, known.BinaryUnionCase)))
        {
            if (attribute.ConstructorArguments.Length != 2 || attribute.ConstructorArguments[0].Value is not long value)
            {
                return null; // a compiler error
            }

            if (attribute.ConstructorArguments[1].Value is not INamedTypeSymbol caseType)
            {
                valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"case {value}", type.Name,
                    $"a case type: typeof(...) of a [BinarySerializable] class derived from '{type.Name}', not null");
                continue;
            }

            // A struct case cannot be the union's value; it is read through TryDispatch and written by the union's
            // static Write, so that a hot message costs no object per frame.
            bool derives = caseType.IsValueType;
            for (INamedTypeSymbol? current = caseType.BaseType; current is not null; current = current.BaseType)
            {
                derives |= SymbolEqualityComparer.Default.Equals(current, type);
            }

            string problem = !derives ? $"classes derived from '{type.Name}', or structs"
                : !known.IsSerializable(caseType) || caseType.IsAbstract ? "non-abstract [BinarySerializable] classes and structs"
                : value < minTag || value > maxTag ? $"tags that fit its {tag} tag ({Emitting.Emitter.Invariant(minTag)} to {Emitting.Emitter.Invariant(maxTag)})"
                : cases.Any(c => c.Tag == value) ? "distinct tags"
                : !_inProgress.Contains(caseType) && ParseQuietly(caseType) is null ? "case types that generate (see the case's own diagnostics)"
                : string.Empty;
            if (problem.Length > 0)
            {
                valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"case {Emitting.Emitter.Invariant(value)} ({caseType.Name})", type.Name, problem);
                continue;
            }

            cases.Add(new UnionCase(value, caseType.ToDisplayString(FullyQualified), caseType.Name, caseType.IsValueType));
        }

        var frame = (FrameWrapper?)null;
        if (type.GetAttributes().FirstOrDefault(a => known.ControlOf(a) is SizePrefix) is { } sizePrefix && (frame = SizePrefix.Parse(sizePrefix)) is null)
        {
            valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinarySizePrefix", type.Name, type.Name, "unions with a defined LengthPrefix; IncludesPrefix needs a fixed-width prefix");
        }

        string defaultCase = string.Empty;
        if (known.Attribute(type, known.BinaryUnion) is { } unionAttribute && AttributeArguments.Named(unionAttribute, "Default") is INamedTypeSymbol fallback)
        {
            if (DefaultCaseProblem(type, fallback) is { } problem)
            {
                valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnion(Default = ...)", fallback.Name, type.Name, problem);
            }
            else
            {
                defaultCase = fallback.ToDisplayString(FullyQualified);
            }
        }

        if (!valid || cases.Count == 0)
        {
            return null;
        }

        string fullyQualifiedName = type.ToDisplayString(FullyQualified);
        return new TypeModel(
            Namespace(type),
            containingTypes.ToEquatableArray(),
            Declaration(type),
            fullyQualifiedName,
            DisplayName(type),
            IsValueType: false,
            moduleAccessible,
            EquatableArray<MemberModel>.Empty,
            EquatableArray<string>.Empty,
            EquatableArray<string>.Empty,
            HintName(fullyQualifiedName),
            HidesBase: GeneratedBase(type).Exists,
            Union: new UnionModel(tag, cases.OrderBy(c => c.Tag).ToEquatableArray(), frame, defaultCase));
    }

    /// <summary>Why a union's default case cannot hold an unknown tag and its body, or null when it can.</summary>
    private string? DefaultCaseProblem(INamedTypeSymbol union, INamedTypeSymbol fallback)
    {
        bool derives = false;
        for (INamedTypeSymbol? current = fallback.BaseType; current is not null; current = current.BaseType)
        {
            derives |= SymbolEqualityComparer.Default.Equals(current, union);
        }

        ISymbol? tag = fallback.GetMembers("Tag").FirstOrDefault();
        bool tagFits = tag is IPropertySymbol { Type.SpecialType: SpecialType.System_Int64, SetMethod: { IsInitOnly: false, DeclaredAccessibility: Accessibility.Public } }
            or IFieldSymbol { Type.SpecialType: SpecialType.System_Int64, IsReadOnly: false, DeclaredAccessibility: Accessibility.Public };
        return !derives || !known.IsSerializable(fallback) || fallback.IsAbstract ? $"a non-abstract [BinarySerializable] class derived from '{union.Name}'"
            : !tagFits || !MemberSelection.IsIgnored(tag!, known) ? "a case with a public settable [BinaryIgnore] long Tag, which holds the unknown tag"
            : !_inProgress.Contains(fallback) && ParseQuietly(fallback) is null ? "a case type that generates (see its own diagnostics)"
            : null;
    }

    /// <summary>
    /// Whether a base type has generated members that this type's hide, and whether they include <c>FixedSize</c>. A
    /// base of this compilation is parsed (its members are not generated yet); one from a referenced assembly shows them.
    /// </summary>
    private (bool Exists, bool FixedSize) GeneratedBase(INamedTypeSymbol type)
    {
        for (INamedTypeSymbol? current = type.BaseType; current is not null; current = current.BaseType)
        {
            if (!known.IsSerializable(current))
            {
                continue;
            }

            if (!SymbolEqualityComparer.Default.Equals(current.ContainingAssembly, known.Compilation.Assembly))
            {
                if (HasGeneratedShape(current))
                {
                    return (true, !current.GetMembers("FixedSize").IsEmpty);
                }
            }
            else if (!_inProgress.Contains(current) && ParseQuietly(current) is { IsStub: false } model)
            {
                return (true, model is { Union: null, IsFixedSize: true });
            }
        }

        return default;
    }

    private bool HasSerializableBase(INamedTypeSymbol type)
    {
        for (INamedTypeSymbol? current = type.BaseType; current is not null; current = current.BaseType)
        {
            if (known.IsSerializable(current))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>Every declaration carries <c>partial</c>, so a generated part can extend the type.</summary>
    private bool IsPartial(INamedTypeSymbol type)
    {
        foreach (SyntaxReference reference in type.DeclaringSyntaxReferences)
        {
            if (reference.GetSyntax(cancellationToken) is not TypeDeclarationSyntax declaration || !declaration.Modifiers.Any(SyntaxKind.PartialKeyword))
            {
                return false;
            }
        }

        return type.DeclaringSyntaxReferences.Length > 0;
    }

    private static bool IsAtLeastInternal(INamedTypeSymbol type)
        => type.DeclaredAccessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal;

    private static string Namespace(INamedTypeSymbol type)
        => type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() : string.Empty;

    private static string DisplayName(INamedTypeSymbol type)
    {
        string displayName = type.Name;
        for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
        {
            displayName = outer.Name + "." + displayName;
        }

        return displayName;
    }

    private static string Declaration(INamedTypeSymbol type)
    {
        string keyword = (type.IsRecord, type.IsValueType) switch
        {
            (true, true) => "record struct",
            (true, false) => "record",
            (false, true) => "struct",
            _ => "class",
        };

        string readOnly = type.IsValueType && type.IsReadOnly ? "readonly " : string.Empty;
        return $"{readOnly}partial {keyword} {Emitting.Emitter.Identifier(type.Name)}";
    }

    /// <summary>
    /// A file name from the type's full name: hint names allow letters, digits, dots and underscores, and are compared
    /// ignoring case. A name whose every part is capitalized and otherwise lower case (<c>Demo.Trade</c>) is kept as it
    /// is; any other gets a hash of its letter case (<c>Demo.DnsHeader.0x1a2b3c4d</c>), so <c>Abc</c> and <c>ABC</c>, or
    /// namespaces <c>n</c> and <c>N</c>, never share a file. The hash part starts with a digit, so no type name matches it.
    /// </summary>
    private static string HintName(string fullyQualifiedName)
    {
        var name = new System.Text.StringBuilder();
        var caseMarks = new System.Text.StringBuilder();
        bool plain = true;
        bool segmentStart = true;
        foreach (char c in fullyQualifiedName.Replace("global::", string.Empty).Replace("@", string.Empty))
        {
            char safe = char.IsLetterOrDigit(c) || c is '.' or '_' ? c : '_';
            name.Append(safe);
            caseMarks.Append(char.IsUpper(c) ? '1' : '0');
            plain &= segmentStart ? !char.IsLower(c) : !char.IsUpper(c);
            segmentStart = safe == '.';
        }

        return plain ? $"{name}.Spanwire.g.cs" : $"{name}.0x{Fnv(caseMarks.ToString()):x8}.Spanwire.g.cs";

        static uint Fnv(string text)
        {
            uint hash = 2166136261;
            foreach (char c in text)
            {
                hash = (hash ^ c) * 16777619;
            }

            return hash;
        }
    }
}
