using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>
/// Parses one type, and the serializable types its members use (a member of a type the generator would skip makes
/// this type invalid too, so generated code never calls methods that do not exist). With a problem list it keeps
/// going after the first problem, so the analyzer can report them all.
/// </summary>
internal sealed partial class TypeParser(KnownTypeSymbols known, CancellationToken cancellationToken, List<LayoutProblem>? problems)
{
    private static readonly SymbolDisplayFormat FullyQualified = SymbolDisplayFormat.FullyQualifiedFormat;

    private readonly HashSet<INamedTypeSymbol> _inProgress = new(SymbolEqualityComparer.Default);
    private readonly Dictionary<ISymbol, List<(LayoutControl Control, AttributeData Attribute)>> _memberControls = new(SymbolEqualityComparer.Default);
    private List<LayoutProblem>? _problems = problems;
    private string? _quietCause;

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

    public IEnumerable<AttributeData> ControlAttributes(ISymbol member, LayoutControl control)
        => MemberControls(member).Where(present => present.Control == control).Select(present => present.Attribute);

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

    /// <summary>
    /// Reports SPW0011. A control refused by its own rule names the member's other controls too, so that a pair that
    /// cannot combine is named whole whichever side refuses it.
    /// </summary>
    /// <summary>SPW0011 for a control on the type itself (no member controls to list beside it).</summary>
    public void ReportMisplacedOnType(string control, INamedTypeSymbol type, string appliesTo)
        => Report(Descriptors.LayoutAttributeMisplaced, type, control, type.Name, type.ToDisplayString(), appliesTo);

    public void ReportMisplaced(string control, ISymbol symbol, string member, string type, string appliesTo)
    {
        var others = LayoutControl.All
            .Where(other => other.DisplayName != control && !appliesTo.Contains(other.DisplayName) && other.IsSetOn(this, symbol))
            .ToList();

        // A type-wide option is the type's, not the member's: said as such, so the message does not send the user to the member.
        string own = string.Join(", ", others.Where(other => other.AttributeName is not null).Select(other => $"[{other.DisplayName}]"));
        string typeWide = string.Join(", ", others.Where(other => other.AttributeName is null).Select(other => $"[{other.DisplayName}]"));
        var notes = new List<string>();
        if (own.Length > 0)
        {
            notes.Add($"the member also has {own}");
        }

        if (typeWide.Length > 0)
        {
            notes.Add($"its type sets {typeWide}");
        }

        Report(Descriptors.LayoutAttributeMisplaced, symbol, control, member, type, notes.Count > 0 ? $"{appliesTo} ({string.Join("; ", notes)})" : appliesTo);
    }

    /// <summary>The member carries the control's attribute (or its positional parameter does).</summary>
    public bool HasControl(ISymbol member, LayoutControl control) => MemberControls(member).Exists(pair => pair.Control == control);

    private bool Report(DiagnosticDescriptor descriptor, ISymbol symbol, params string[] arguments)
    {
        _problems?.Add(new LayoutProblem(descriptor, symbol, arguments));
        return false;
    }

    /// <summary>Reports a problem that follows from <paramref name="failed"/> not generating, naming that type's first cause.</summary>
    private bool ReportFollowing(DiagnosticDescriptor descriptor, ISymbol symbol, INamedTypeSymbol failed, params string[] arguments)
    {
        string cause = _quietCause ?? $"the errors reported on '{failed.Name}'";
        _problems?.Add(new LayoutProblem(descriptor, symbol, [.. arguments, cause], cause));
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

        valid &= ParseMembers(type, symbols, littleEndianTwin: false, out List<MemberModel> models);
        ByteOrderChoice? byteOrder = valid ? ByteOrderFrom.Choice(this, type, symbols, models) : null;

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
            HidesFixedSize: generatedBase.FixedSize,
            ByteOrderFrom: byteOrder);
    }

    /// <summary>Every member's layout, then the rules that link members; false after reporting.</summary>
    private bool ParseMembers(INamedTypeSymbol type, List<ISymbol> symbols, bool littleEndianTwin, out List<MemberModel> models)
    {
        bool valid = true;
        models = new List<MemberModel>(symbols.Count);
        var modelSymbols = new List<ISymbol>(symbols.Count);
        var failed = new HashSet<string>();
        foreach (ISymbol symbol in symbols)
        {
            if (Parser.GeneratedMemberNames.Contains(symbol.Name))
            {
                valid = Report(Descriptors.GeneratedNameClash, symbol, symbol.Name);
            }

            ITypeSymbol memberType = MemberSelection.DataType(symbol)!;
            if (MemberLayout(type, symbol, memberType, littleEndianTwin) is { } layout)
            {
                models.Add(new MemberModel(CSharpNames.Identifier(symbol.Name), symbol.Name, layout));
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

        return valid;
    }

    /// <summary>
    /// The members of a type whose byte order is chosen at read time, parsed little-endian. Problems were reported by
    /// the big-endian parse; one that only the little-endian layout has (none today) would leave the type invalid.
    /// </summary>
    public List<MemberModel>? ParseLittleEndianTwin(INamedTypeSymbol type, List<ISymbol> symbols)
    {
        List<LayoutProblem>? problems = _problems;
        _problems = null;
        try
        {
            return ParseMembers(type, symbols, littleEndianTwin: true, out List<MemberModel> models) ? models : null;
        }
        finally
        {
            _problems = problems;
        }
    }
}
