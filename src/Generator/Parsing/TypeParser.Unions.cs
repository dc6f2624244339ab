using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Controls;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Parsing;

/// <summary>Tagged unions: the tag, the cases, the default case and the frame around each body.</summary>
internal sealed partial class TypeParser
{
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

        UnionTagWidth tag = known.Attribute(type, known.BinaryUnion) is { } union
            ? AttributeArguments.Enum<UnionTagWidth>(union, UnionTagWidth.UInt8) ?? UnionTagWidth.UInt8
            : UnionTagWidth.UInt8;
        long maxTag = tag switch { UnionTagWidth.UInt8 => byte.MaxValue, UnionTagWidth.UInt16 => ushort.MaxValue, _ => int.MaxValue };
        long minTag = tag == UnionTagWidth.Int32 ? int.MinValue : 0;
        bool valid = true;
        if (LayoutControl.All.OfType<Constant>().Single() is var constant && TypeControlAttribute(type, constant) is not null)
        {
            // A union has no bytes of its own before the tag; its cases carry their own constants.
            ReportMisplacedOnType(constant.DisplayName, type, "members and types with serialized members, not a union (its cases carry their own constants)");
            valid = false;
        }

        if (LayoutControl.All.OfType<ByteOrderFrom>().Single() is var orderFrom && TypeControlAttribute(type, orderFrom) is not null)
        {
            ReportMisplacedOnType(orderFrom.DisplayName, type, "types with serialized members, not a union (mark its cases)");
            valid = false;
        }

        var cases = new List<UnionCase>();
        foreach (AttributeData attribute in type.GetAttributes().Where(a => KnownTypeSymbols.Is(a.AttributeClass, known.BinaryUnionCase)))
        {
            if (attribute.ConstructorArguments.Length != 2 || attribute.ConstructorArguments[0].Value is not (long or string))
            {
                return null; // a compiler error
            }

            // A signature is the tag's bytes as written, big-endian, one character a byte; a text case's name is the
            // holder's whole text (its Tag is only its place among the cases).
            long value = attribute.ConstructorArguments[0].Value is long number ? number : 0;
            string text = tag == UnionTagWidth.Text && attribute.ConstructorArguments[0].Value is string name ? name : string.Empty;
            if (tag == UnionTagWidth.Text)
            {
                if (text.Length == 0 || cases.Any(c => c.Text == text))
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"case {attribute.ConstructorArguments[0].Value}", type.Name,
                        "distinct, non-empty names: the union's cases are named by text (UnionTagWidth.Text)");
                    continue;
                }

                value = cases.Count;
            }
            else if (attribute.ConstructorArguments[0].Value is string signature)
            {
                int width = tag switch { UnionTagWidth.UInt8 => 1, UnionTagWidth.UInt16 => 2, _ => 4 };
                if (signature.Length != width || signature.Any(c => c > 0xFF))
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"case \"{signature}\"", type.Name,
                        $"signatures of exactly {width} bytes, the {tag} tag's width, a character (U+0000 to U+00FF) each");
                    continue;
                }

                value = signature.Aggregate(0L, (sum, c) => (sum << 8) | c);
                value = tag == UnionTagWidth.Int32 ? unchecked((int)value) : value;
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
                : value < minTag || value > maxTag ? $"tags that fit its {tag} tag ({CSharpNames.Invariant(minTag)} to {CSharpNames.Invariant(maxTag)})"
                : cases.Any(c => c.Tag == value) ? "distinct tags"
                : cases.FirstOrDefault(c => c.TypeName == caseType.ToDisplayString(FullyQualified)) is { } same
                    ? $"a case type under one tag only ('{caseType.Name}' is also case {CSharpNames.Invariant(same.Tag)}): a write could not tell which to write"
                : string.Empty;
            if (problem.Length > 0)
            {
                valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"case {CSharpNames.Invariant(value)} ({caseType.Name})", type.Name, problem);
                continue;
            }

            TypeModel? caseModel = _inProgress.Contains(caseType) ? null : ParseQuietly(caseType);
            if (!_inProgress.Contains(caseType) && caseModel is null)
            {
                valid = ReportFollowing(Descriptors.CaseTypeHasErrors, type, caseType, CSharpNames.Invariant(value), caseType.Name);
                continue;
            }

            // A sealed case of constant size has a constant frame: nothing derived from it can be written in its place.
            int fixedSize = caseModel is { Union: null, IsFixedSize: true, FixedSize: > 0 } && (caseType.IsSealed || caseType.IsValueType) ? caseModel.FixedSize : 0;

            int caseBits = AttributeArguments.Named(attribute, "TagBits") is int given ? given : 0;
            int belowLength = AttributeArguments.Named(attribute, "BelowLength") is int below ? below : 0;
            bool inThisCompilation = SymbolEqualityComparer.Default.Equals(caseType.ContainingAssembly, known.Compilation.Assembly);
            cases.Add(new UnionCase(value, caseType.ToDisplayString(FullyQualified), caseType.Name, caseType.IsValueType, InheritanceDepth(caseType), text, caseBits, belowLength, fixedSize, inThisCompilation));
        }

        var frame = (FrameWrapper?)null;
        if (type.GetAttributes().FirstOrDefault(a => known.ControlOf(a) is SizePrefix) is { } sizePrefix && (frame = SizePrefix.Parse(sizePrefix)) is null)
        {
            valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinarySizePrefix", type.Name, type.Name, "unions with a defined LengthPrefix; IncludesPrefix needs a fixed-width prefix");
        }

        string defaultCase = string.Empty;
        int defaultCaseDepth = 0;
        bool defaultTakesTag = false;
        bool readsTag = known.Attribute(type, known.BinaryUnion) is { } readsAttribute && AttributeArguments.Named(readsAttribute, "DefaultReadsTag") is true;
        if (known.Attribute(type, known.BinaryUnion) is { } unionAttribute && AttributeArguments.Named(unionAttribute, "Default") is INamedTypeSymbol fallback)
        {
            if (DefaultCaseProblem(type, fallback, tag, readsTag) is { } problem)
            {
                valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnion(Default = ...)", fallback.Name, type.Name, problem);
            }
            else if (!_inProgress.Contains(fallback) && ParseQuietly(fallback) is null)
            {
                valid = ReportFollowing(Descriptors.CaseTypeHasErrors, type, fallback, "default", fallback.Name);
            }
            else
            {
                defaultCase = fallback.ToDisplayString(FullyQualified);
                defaultCaseDepth = InheritanceDepth(fallback);
                defaultTakesTag = TakesTag(fallback) && MemberSelection.WithInherited(fallback, known)
                    .Count(member => ControlAttribute(fallback, member, LayoutControl.All.OfType<Parameter>().Single()) is not null) == 1;
            }
        }

        int tagBits = known.Attribute(type, known.BinaryUnion) is { } bitsAttribute && AttributeArguments.Named(bitsAttribute, "TagBits") is int bits ? bits : 0;
        if (tagBits != 0 && !cases.Any(c => c.TagBits != 0) && TagBitsProblem(tag, tagBits, cases, frame, defaultCase) is { } tagBitsProblem)
        {
            valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnion(TagBits = ...)", type.Name, type.Name, tagBitsProblem);
        }

        if (cases.Any(c => c.TagBits != 0) && PrefixCodeProblem(tag, tagBits, cases, frame, defaultCase) is { } prefixProblem)
        {
            valid = Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase(TagBits = ...)", type.Name, type.Name, prefixProblem);
        }

        if ((readsTag || cases.Any(c => c.BelowLength != 0)) && LeadingByteProblem(tag, tagBits, cases, frame, defaultCase, readsTag) is { } leadingProblem)
        {
            valid = Report(Descriptors.LayoutAttributeMisplaced, type, readsTag ? "BinaryUnion(DefaultReadsTag = true)" : "BinaryUnionCase(BelowLength = ...)", type.Name, type.Name, leadingProblem);
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
            Union: new UnionModel(tag, cases.OrderBy(c => c.Tag).ToEquatableArray(), frame, defaultCase, defaultCaseDepth, tagBits, CanBox(type),
                LittleEndianTag: tag is UnionTagWidth.UInt16 or UnionTagWidth.Int32 && ByteOrder.IsLittleEndian(TypeControlAttribute(type, LayoutControl.All.OfType<ByteOrder>().Single())),
                DefaultReadsTag: readsTag, DefaultTakesTag: defaultTakesTag));
    }

    /// <summary>
    /// Why a default case cannot begin at the tag, or a case cannot depend on the union's length, or null: a one-byte tag,
    /// a default class case, no size prefix of the union's own (the rest of an enclosing frame is its length), class
    /// cases of whole tag bytes, and lengths of 2 or more only where the default reads the tag.
    /// </summary>
    private static string? LeadingByteProblem(UnionTagWidth tag, int tagBits, List<UnionCase> cases, FrameWrapper? frame, string defaultCase, bool readsTag)
        => !readsTag ? "unions whose default case begins at the tag (DefaultReadsTag = true): elsewhere a tag always chooses its case"
            : tag != UnionTagWidth.UInt8 || tagBits != 0 || cases.Any(c => c.TagBits != 0) ? "unions with a one-byte tag of whole bytes (no TagBits)"
            : defaultCase.Length == 0 ? "unions with a default case (Default = typeof(...)), whose data begins at the tag"
            : frame is not null ? "unions without a [BinarySizePrefix] of their own: put the frame on the member that holds the union"
            : cases.Any(c => c.IsValueType) ? "unions of class cases (a struct case is read by TryDispatch, which has no default)"
            : cases.Any(c => c.BelowLength is < 0 or 1) ? "cases whose BelowLength is 0 (any length) or 2 or more (the tag and a byte)"
            : null;

    /// <summary>A generated class can derive from the union to hold a struct case (see <see cref="UnionModel.BoxesStructCases"/>).</summary>
    private static bool CanBox(INamedTypeSymbol type)
    {
        for (INamedTypeSymbol? level = type; level is { SpecialType: not SpecialType.System_Object }; level = level.BaseType)
        {
            if (level.GetMembers().Any(member => member.IsAbstract))
            {
                return false;
            }
        }

        return type.GetMembers("Boxed").Length == 0
            && type.InstanceConstructors.Any(constructor => constructor.Parameters.Length == 0 && constructor.DeclaredAccessibility != Accessibility.Private);
    }

    /// <summary>Why a tag of a few bits cannot serve, or null: each case writes its own tag beside its leading bit fields.</summary>
    private static string? TagBitsProblem(UnionTagWidth tag, int tagBits, List<UnionCase> cases, FrameWrapper? frame, string defaultCase)
        => tag != UnionTagWidth.UInt8 || tagBits is < 1 or > 7 ? "unions with a one-byte tag, whose TagBits is 1 to 7"
            : cases.FirstOrDefault(c => c.Tag >= 1L << tagBits) is { } wide ? $"tags that fit its {tagBits} bits (case {CSharpNames.Invariant(wide.Tag)} does not)"
            : cases.Any(c => c.IsValueType) || frame is not null || defaultCase.Length > 0
                ? "unions of class cases with no frame and no default case (put a [BinarySizePrefix] member in each case for the length)"
            : null;

    /// <summary>
    /// Why cases' own tag widths cannot serve, or null: a one-byte tag whose cases' bits form a prefix code (no byte
    /// starts two cases' tags), with class cases and no frame or default case, as a TagBits union.
    /// </summary>
    private static string? PrefixCodeProblem(UnionTagWidth tag, int tagBits, List<UnionCase> cases, FrameWrapper? frame, string defaultCase)
    {
        if (tag != UnionTagWidth.UInt8 || cases.Any(c => c.TagBits is < 0 or > 8) || tagBits is < 0 or > 8)
        {
            return "unions with a one-byte tag, each case's TagBits 1 to 8";
        }

        if (cases.Any(c => c.IsValueType) || frame is not null || defaultCase.Length > 0)
        {
            return "unions of class cases with no frame and no default case, when cases have tags of their own widths";
        }

        var model = new UnionModel(tag, cases.ToEquatableArray(), TagBits: tagBits);
        if (cases.FirstOrDefault(c => c.Tag < 0 || c.Tag >= 1L << model.BitsOf(c)) is { } wide)
        {
            return $"tags that fit their bits (case {CSharpNames.Invariant(wide.Tag)}, {wide.DisplayName}, does not fit {model.BitsOf(wide)})";
        }

        var ranges = cases.Select(c => (Case: c, Range: model.ByteRange(c))).OrderBy(c => c.Range.First).ToList();
        for (int i = 1; i < ranges.Count; i++)
        {
            if (ranges[i].Range.First <= ranges[i - 1].Range.Last)
            {
                return $"cases whose tags form a prefix code: the byte 0x{ranges[i].Range.First:X2} starts both {ranges[i - 1].Case.DisplayName}'s and {ranges[i].Case.DisplayName}'s";
            }
        }

        return null;
    }

    /// <summary>
    /// For a case of a union whose tag is a few bits: those bits and this case's tag (the nearest such union that lists
    /// it), which its first bit field carries; null otherwise (a case of a prefix code with a whole tag byte too).
    /// </summary>
    internal (int Bits, long Tag)? UnionTagBitsOf(INamedTypeSymbol caseType)
    {
        for (INamedTypeSymbol? current = caseType.BaseType; current is not null; current = current.BaseType)
        {
            int bits = known.Attribute(current, known.BinaryUnion) is { } union && AttributeArguments.Named(union, "TagBits") is int unionBits ? unionBits : 0;
            foreach (AttributeData attribute in current.GetAttributes().Where(a => KnownTypeSymbols.Is(a.AttributeClass, known.BinaryUnionCase)))
            {
                // A one-character signature is its character's code, as the union reads it; a case may set its own width.
                // A width out of range is the union's to report (its case stays quiet): only a whole byte carries no bits.
                int caseBits = AttributeArguments.Named(attribute, "TagBits") is int own and > 0 ? own : bits;
                if (caseBits > 0 && caseBits != 8 && attribute.ConstructorArguments is [{ Value: var value }, { Value: INamedTypeSymbol listed }] && SymbolEqualityComparer.Default.Equals(listed, caseType)
                    && value is long or string { Length: 1 })
                {
                    return (caseBits, value is string signature ? signature[0] : (long)value);
                }
            }
        }

        return null;
    }

    /// <summary>How many classes a case derives from: a case deriving from another case is matched before it.</summary>
    private static int InheritanceDepth(INamedTypeSymbol type)
    {
        int depth = 0;
        for (INamedTypeSymbol? current = type.BaseType; current is not null; current = current.BaseType)
        {
            depth++;
        }

        return depth;
    }

    /// <summary>Why a union's default case cannot hold an unknown tag and its body (or, when it begins at the tag, its data), or null when it can.</summary>
    /// <summary>The default case takes its tag as a <c>[BinaryParameter]</c> Tag, which its own members then use (SQLite's text and blob lengths).</summary>
    private bool TakesTag(INamedTypeSymbol fallback)
        => fallback.GetMembers("Tag").FirstOrDefault() is { } tag && ControlAttribute(fallback, tag, LayoutControl.All.OfType<Parameter>().Single()) is not null;

    private string? DefaultCaseProblem(INamedTypeSymbol union, INamedTypeSymbol fallback, UnionTagWidth width, bool readsTag)
    {
        bool derives = false;
        for (INamedTypeSymbol? current = fallback.BaseType; current is not null; current = current.BaseType)
        {
            derives |= SymbolEqualityComparer.Default.Equals(current, union);
        }

        // The unknown tag is a long, or for cases named by text, the holder's text.
        SpecialType held = width == UnionTagWidth.Text ? SpecialType.System_String : SpecialType.System_Int64;
        ISymbol? tag = fallback.GetMembers("Tag").FirstOrDefault();
        bool tagFits = tag is IPropertySymbol { SetMethod: { IsInitOnly: false, DeclaredAccessibility: Accessibility.Public } } property && property.Type.SpecialType == held
            || tag is IFieldSymbol { IsReadOnly: false, DeclaredAccessibility: Accessibility.Public } field && field.Type.SpecialType == held;
        bool tagParameter = width != UnionTagWidth.Text && tagFits && TakesTag(fallback);
        return !derives || !known.IsSerializable(fallback) || fallback.IsAbstract ? $"a non-abstract [BinarySerializable] class derived from '{union.Name}'"
            : !readsTag && (!tagFits || (!MemberSelection.IsIgnored(tag!, known) && !tagParameter))
                ? $"a case with a public settable {(width == UnionTagWidth.Text ? "[BinaryIgnore] string" : "[BinaryIgnore] long (or, for a union chosen by [BinaryTagFrom], [BinaryParameter] long)")} Tag, which holds the unknown tag"
            : null;
    }
}
