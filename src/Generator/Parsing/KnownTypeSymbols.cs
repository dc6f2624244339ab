using System.Collections.Generic;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Controls;

namespace Spanwire.Generator.Parsing;

/// <summary>
/// The symbols Spanwire looks for, resolved once per compilation and compared by identity, never by display string
/// (the idea of System.Text.Json's generator). Shared by the generator and the layout analyzer.
/// </summary>
internal sealed class KnownTypeSymbols
{
    private static readonly ConditionalWeakTable<Compilation, KnownTypeSymbols> Cache = new();

    private readonly Dictionary<INamedTypeSymbol, LayoutControl> _controls = new(SymbolEqualityComparer.Default);

    private KnownTypeSymbols(Compilation compilation)
    {
        Compilation = compilation;
        BinarySerializable = compilation.GetTypeByMetadataName("Spanwire.BinarySerializableAttribute");
        BinaryIgnore = compilation.GetTypeByMetadataName("Spanwire.BinaryIgnoreAttribute");
        BinaryUnionCase = compilation.GetTypeByMetadataName("Spanwire.BinaryUnionCaseAttribute");
        BinaryUnion = compilation.GetTypeByMetadataName("Spanwire.BinaryUnionAttribute");
        BinarySerializableInterface = compilation.GetTypeByMetadataName("Spanwire.IBinarySerializable`1");
        BinaryReadableInterface = compilation.GetTypeByMetadataName("Spanwire.IBinaryReadable`1");
        BinaryReadState = compilation.GetTypeByMetadataName("Spanwire.BinaryReadState");
        Flags = compilation.GetTypeByMetadataName("System.FlagsAttribute");
        StructLayout = compilation.GetTypeByMetadataName("System.Runtime.InteropServices.StructLayoutAttribute");
        SetsRequiredMembers = compilation.GetTypeByMetadataName("System.Diagnostics.CodeAnalysis.SetsRequiredMembersAttribute");
        Half = compilation.GetTypeByMetadataName("System.Half");
        Int128 = compilation.GetTypeByMetadataName("System.Int128");
        UInt128 = compilation.GetTypeByMetadataName("System.UInt128");
        Guid = compilation.GetTypeByMetadataName("System.Guid");
        DateTimeOffset = compilation.GetTypeByMetadataName("System.DateTimeOffset");
        TimeSpan = compilation.GetTypeByMetadataName("System.TimeSpan");
        Memory = compilation.GetTypeByMetadataName("System.Memory`1");
        ReadOnlyMemory = compilation.GetTypeByMetadataName("System.ReadOnlyMemory`1");
        List = compilation.GetTypeByMetadataName("System.Collections.Generic.List`1");
        ReadOnlyList = compilation.GetTypeByMetadataName("System.Collections.Generic.IReadOnlyList`1");
        ImmutableArray = compilation.GetTypeByMetadataName("System.Collections.Immutable.ImmutableArray`1");
        foreach (LayoutControl control in LayoutControl.All)
        {
            if (control.AttributeName is { } name && compilation.GetTypeByMetadataName(name) is { } attribute)
            {
                _controls[attribute] = control;
            }
        }
    }

    public static KnownTypeSymbols For(Compilation compilation) => Cache.GetValue(compilation, static c => new KnownTypeSymbols(c));

    public Compilation Compilation { get; }

    public INamedTypeSymbol? BinarySerializable { get; }

    public INamedTypeSymbol? BinaryIgnore { get; }

    public INamedTypeSymbol? BinaryUnionCase { get; }

    public INamedTypeSymbol? BinaryUnion { get; }

    public INamedTypeSymbol? BinarySerializableInterface { get; }

    public INamedTypeSymbol? BinaryReadableInterface { get; }

    public INamedTypeSymbol? BinaryReadState { get; }

    public INamedTypeSymbol? Flags { get; }

    public INamedTypeSymbol? StructLayout { get; }

    public INamedTypeSymbol? SetsRequiredMembers { get; }

    public INamedTypeSymbol? Half { get; }

    public INamedTypeSymbol? Int128 { get; }

    public INamedTypeSymbol? UInt128 { get; }

    public INamedTypeSymbol? Guid { get; }

    public INamedTypeSymbol? DateTimeOffset { get; }

    public INamedTypeSymbol? TimeSpan { get; }

    public INamedTypeSymbol? Memory { get; }

    public INamedTypeSymbol? ReadOnlyMemory { get; }

    public INamedTypeSymbol? List { get; }

    public INamedTypeSymbol? ReadOnlyList { get; }

    public INamedTypeSymbol? ImmutableArray { get; }

    /// <summary>The control whose attribute this is, or null for any other attribute.</summary>
    public LayoutControl? ControlOf(AttributeData attribute)
        => attribute.AttributeClass is { } type && _controls.TryGetValue(type, out LayoutControl? control) ? control : null;

    public static bool Is(ISymbol? symbol, INamedTypeSymbol? known) => known is not null && SymbolEqualityComparer.Default.Equals(symbol, known);

    public bool HasAttribute(ISymbol symbol, INamedTypeSymbol? attribute) => Attribute(symbol, attribute) is not null;

    public AttributeData? Attribute(ISymbol symbol, INamedTypeSymbol? attribute)
    {
        if (attribute is not null)
        {
            foreach (AttributeData candidate in symbol.GetAttributes())
            {
                if (Is(candidate.AttributeClass, attribute))
                {
                    return candidate;
                }
            }
        }

        return null;
    }

    public bool IsFlags(INamedTypeSymbol enumType) => HasAttribute(enumType, Flags);

    public bool IsSerializable(INamedTypeSymbol type) => HasAttribute(type, BinarySerializable);
}
