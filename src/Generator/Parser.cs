using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Model;

namespace Spanwire.Generator;

/// <summary>
/// Turns a <c>[BinarySerializable]</c> type symbol into a <see cref="TypeModel"/>. Returns <see langword="null"/>
/// for any type it cannot generate: the analyzers report why, the generator stays quiet and never throws.
/// </summary>
internal static class Parser
{
    /// <summary>Type names without nullable reference annotations: generated locals hold whatever the wire says, null included.</summary>
    private static readonly SymbolDisplayFormat FullyQualified = SymbolDisplayFormat.FullyQualifiedFormat;

    /// <summary>Names the generator adds to every type; a member with one of them would clash.</summary>
    internal static readonly string[] GeneratedMemberNames =
        ["FixedSize", "GetSerializedSize", "Write", "TryWrite", "TryWriteCore", "Read", "TryRead", "TryReadCore", "SpanwireDeserializer", "RegisterSpanwireDeserializer", "SpanwireTruncation"];

    public static TypeModel? Parse(GeneratorAttributeSyntaxContext context, CancellationToken cancellationToken)
        => context.TargetSymbol is INamedTypeSymbol type && context.TargetNode is TypeDeclarationSyntax { Identifier.IsMissing: false }
            ? new TypeParser(cancellationToken, problems: null).Parse(type)
            : null;

    /// <summary>The reasons the generator would skip <paramref name="type"/>, for the layout analyzer. Empty when it generates.</summary>
    public static List<LayoutProblem> Problems(INamedTypeSymbol type, CancellationToken cancellationToken)
    {
        var problems = new List<LayoutProblem>();
        new TypeParser(cancellationToken, problems).Parse(type);
        return problems;
    }

    /// <summary>
    /// Parses one type, and the serializable types its members use (a member of a type the generator would skip
    /// makes this type invalid too, so generated code never calls methods that do not exist). With a problem list it
    /// keeps going after the first problem, so the analyzer can report them all.
    /// </summary>
    private sealed class TypeParser(CancellationToken cancellationToken, List<LayoutProblem>? problems)
    {
        private readonly HashSet<INamedTypeSymbol> _inProgress = new(SymbolEqualityComparer.Default);
        private readonly Dictionary<ISymbol, List<AttributeData>> _memberAttributes = new(SymbolEqualityComparer.Default);

        /// <summary>
        /// The Spanwire attribute named <paramref name="attributeName"/> on the member, or on the positional record
        /// parameter that declares it. A member's attributes are gathered once: every layout control asks.
        /// </summary>
        private AttributeData? MemberAttribute(INamedTypeSymbol type, ISymbol member, string attributeName)
        {
            if (!_memberAttributes.TryGetValue(member, out List<AttributeData>? attributes))
            {
                attributes = member.GetAttributes().Where(IsSpanwireAttribute).ToList();
                if (member is IPropertySymbol property && IsPrimaryConstructorProperty(type, property))
                {
                    attributes.AddRange(type.InstanceConstructors.SelectMany(constructor => constructor.Parameters)
                        .Where(parameter => parameter.Name == property.Name
                            && parameter.DeclaringSyntaxReferences.Any(reference => property.DeclaringSyntaxReferences.Any(p => p.Span == reference.Span)))
                        .SelectMany(parameter => parameter.GetAttributes())
                        .Where(IsSpanwireAttribute));
                }

                _memberAttributes[member] = attributes;
            }

            return attributes.Count == 0 ? null : attributes.FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == attributeName);

            static bool IsSpanwireAttribute(AttributeData attribute)
                => attribute.AttributeClass?.ContainingNamespace is { Name: "Spanwire", ContainingNamespace.IsGlobalNamespace: true };
        }
        private List<LayoutProblem>? _problems = problems;

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

        /// <summary>Applies <c>[BinaryLengthPrefix]</c> and <c>[BinaryVarInt]</c>; reports and returns null where they do not apply.</summary>
        private WireType? ApplyLayoutAttributes(INamedTypeSymbol type, ISymbol member, WireType wireType)
        {
            WireType result = wireType;
            if (MemberAttribute(type, member, KnownTypeNames.BinaryLengthPrefixAttribute) is { } prefix)
            {
                bool applies = wireType.Kind is WireKind.String or WireKind.ByteArray or WireKind.ByteMemory or WireKind.ByteReadOnlyMemory || wireType.IsCollection;
                if (!applies || EnumName(prefix, "LengthPrefix") is not { } prefixName)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryLengthPrefix", member.Name, wireType.TypeName, "strings, byte arrays, Memory<byte> and collections");
                    return null;
                }

                result = result with { Prefix = prefixName };
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryVarIntAttribute) is { } varInt)
            {
                bool applies = wireType.Kind is WireKind.Int16 or WireKind.UInt16 or WireKind.Int32 or WireKind.UInt32 or WireKind.Int64 or WireKind.UInt64;
                if (!applies || EnumName(varInt, "VarIntEncoding", "ZigZag") is not { } encoding)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryVarInt", member.Name, wireType.TypeName, "short, ushort, int, uint, long and ulong members");
                    return null;
                }

                // ZigZag only means something for signed integers; unsigned members always use plain LEB128.
                bool unsigned = wireType.Kind is WireKind.UInt16 or WireKind.UInt32 or WireKind.UInt64;
                result = result with { VarInt = unsigned ? "Unsigned" : encoding };
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryFixedLengthAttribute) is { } fixedLength)
            {
                // A string may pair a fixed field with a UInt8 prefix: a Pascal string, as Python's struct "10p" packs it.
                bool pascal = wireType.Kind == WireKind.String && result.Prefix == "UInt8";
                bool applies = wireType.Kind is WireKind.String or WireKind.ByteArray or WireKind.Array && (!result.HasCustomPrefix || pascal);
                if (!applies || fixedLength.ConstructorArguments.Length != 1 || fixedLength.ConstructorArguments[0].Value is not int length || length <= 0)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryFixedLength", member.Name, wireType.TypeName, "strings and arrays without [BinaryLengthPrefix], with a positive length");
                    return null;
                }

                result = result with
                {
                    FixedLength = length,
                    Padding = NamedArgument(fixedLength, "Padding") is byte padding ? padding : 0,
                    TrimPadding = NamedArgument(fixedLength, "TrimPadding") is not false,
                    Truncate = NamedArgument(fixedLength, "Truncate") is true,
                };
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryStringEncodingAttribute) is { } stringEncoding)
            {
                if (wireType.Kind != WireKind.String || EnumName(stringEncoding, "StringEncoding") is not { } encodingName)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryStringEncoding", member.Name, wireType.TypeName, "strings");
                    return null;
                }

                result = result with { Encoding = encodingName, ReplaceInvalid = NamedArgument(stringEncoding, "Replace") is true };
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryBitFieldAttribute) is { } bitField)
            {
                int maxBits = wireType.Primitive.Kind switch
                {
                    WireKind.Boolean => 1,
                    WireKind.Byte or WireKind.SByte => 8,
                    WireKind.Int16 or WireKind.UInt16 => 16,
                    WireKind.Int32 or WireKind.UInt32 => 32,
                    _ => 0,
                };
                if (result.IsVarInt || bitField.ConstructorArguments.Length != 1 || bitField.ConstructorArguments[0].Value is not int bits || bits < 1 || bits > maxBits)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryBitField", member.Name, wireType.TypeName, "bool, 8- to 32-bit integers and enums, with 1 to 32 bits that fit the type");
                    return null;
                }

                result = result with { BitWidth = bits };
            }

            AttributeData? memberOrder = MemberAttribute(type, member, KnownTypeNames.BinaryByteOrderAttribute);
            AttributeData? order = memberOrder ?? type.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinaryByteOrderAttribute);
            if (order is not null && EnumName(order, "ByteOrder") == "LittleEndian")
            {
                WireType? swapped = LittleEndian(result);
                if (swapped is null && memberOrder is not null)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryByteOrder", member.Name, wireType.TypeName, "numbers, numeric arrays, and strings, byte arrays and collections (for their prefix)");
                    return null;
                }

                result = swapped ?? result;
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryPresenceByteAttribute) is not null)
            {
                bool applies = (wireType.Kind is WireKind.String or WireKind.ByteArray || wireType.IsCollection) && !result.IsFixedLength && wireType.Kind != WireKind.ImmutableArray;
                if (!applies)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryPresenceByte", member.Name, wireType.TypeName, "strings, byte arrays and collections that can be null, without [BinaryFixedLength]");
                    return null;
                }

                result = result with { PresenceByte = true };
            }

            if (MemberAttribute(type, member, KnownTypeNames.BinaryReservedAttribute) is { } reserved)
            {
                if (reserved.ConstructorArguments.Length != 1 || reserved.ConstructorArguments[0].Value is not int reservedBytes || reservedBytes <= 0 || result.IsBitField)
                {
                    Report(Descriptors.LayoutAttributeMisplaced, member, "BinaryReserved", member.Name, wireType.TypeName, "members that are not bit fields, with a positive byte count");
                    return null;
                }

                result = result with { ReservedBefore = reservedBytes };
            }

            return result;

            // Numbers swap themselves; collections swap numeric elements; default int32 prefixes become little-endian.
            static WireType? LittleEndian(WireType type)
            {
                if (type.CanBeLittleEndian)
                {
                    return type with { LittleEndian = true };
                }

                bool hasPrefix = type.Kind is WireKind.String or WireKind.ByteArray or WireKind.ByteMemory or WireKind.ByteReadOnlyMemory || type.IsCollection;
                if (!hasPrefix)
                {
                    return null;
                }

                WireType swapped = type.Prefix == "Int32" && !type.IsFixedLength ? type with { Prefix = "Int32LittleEndian" } : type;
                return type.Element is { CanBeLittleEndian: true } element ? swapped with { Element = element with { LittleEndian = true } } : swapped;
            }
        }

        /// <summary>
        /// Links each <c>[BinaryLengthFrom]</c> member to the earlier integer member that holds its length or count:
        /// the holder is written from the data, the bound member is read with the holder's value and no prefix.
        /// </summary>
        private bool ApplyBindings(INamedTypeSymbol type, List<MemberModel> models, List<(ISymbol Symbol, ITypeSymbol Type, bool Settable)> members)
        {
            bool valid = true;
            for (int i = 0; i < models.Count; i++)
            {
                ISymbol symbol = members.First(m => m.Symbol.Name == models[i].WireName).Symbol;
                if (MemberAttribute(type, symbol, KnownTypeNames.BinaryLengthFromAttribute) is not { } binding)
                {
                    continue;
                }

                WireType bound = models[i].Type;
                int holder = binding.ConstructorArguments.Length == 1 && binding.ConstructorArguments[0].Value is string name
                    ? models.FindIndex(m => m.WireName == name)
                    : -1;
                long max = holder < 0 ? 0 : models[holder].Type.Kind switch
                {
                    WireKind.Byte => byte.MaxValue,
                    WireKind.SByte => sbyte.MaxValue,
                    WireKind.Int16 => short.MaxValue,
                    WireKind.UInt16 => ushort.MaxValue,
                    WireKind.Int32 or WireKind.UInt32 or WireKind.Int64 or WireKind.UInt64 => int.MaxValue,
                    _ => 0,
                };
                bool boundFits = (bound.Kind is WireKind.String or WireKind.ByteArray || bound.IsCollection)
                    && !bound.IsFixedLength && !bound.HasCustomPrefix && !bound.PresenceByte && !bound.HasCustomEncoding && !bound.Xdr;
                if (holder < 0 || holder >= i || max == 0 || !boundFits || models[holder].Type.HoldsLength || models[holder].Type.IsBitField)
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, symbol, "BinaryLengthFrom", models[i].WireName, bound.TypeName,
                        "UTF-8 strings, byte arrays and collections bound to an earlier, otherwise unused byte-to-long member");
                    continue;
                }

                string access = $"this.{models[i].Name}";
                string length = bound.Kind switch
                {
                    WireKind.String => $"global::Spanwire.Infrastructure.Wire.Utf8Length({access}, {SymbolDisplay.FormatLiteral(type.Name, true)}, {SymbolDisplay.FormatLiteral(models[i].WireName, true)})",
                    WireKind.ImmutableArray => $"({access}.IsDefault ? -1 : {access}.Length)",
                    WireKind.List or WireKind.ReadOnlyList => $"({access}?.Count ?? -1)",
                    _ => $"({access}?.Length ?? -1)",
                };
                models[holder] = models[holder] with { Type = models[holder].Type with { LengthOf = length, LengthOfMax = max } };
                models[i] = models[i] with { Type = bound with { LengthFrom = models[holder].WireName } };
            }

            return valid;
        }

        /// <summary>Applies <c>[BinaryWhen]</c> (a condition on an earlier member) and <c>[BinaryTrailing]</c> (only at the end).</summary>
        private bool ApplyConditions(INamedTypeSymbol type, List<MemberModel> models, List<(ISymbol Symbol, ITypeSymbol Type, bool Settable)> members)
        {
            bool valid = true;
            bool trailingSeen = false;
            for (int i = 0; i < models.Count; i++)
            {
                ISymbol symbol = members.First(m => m.Symbol.Name == models[i].WireName).Symbol;
                bool trailing = MemberAttribute(type, symbol, KnownTypeNames.BinaryTrailingAttribute) is not null;
                if (trailingSeen && !trailing)
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, symbol, "BinaryTrailing", models[i].WireName, models[i].Type.TypeName, "every member after the first trailing one");
                }

                trailingSeen |= trailing;
                if (trailing)
                {
                    models[i] = models[i] with { Type = models[i].Type with { Trailing = true } };
                }

                if (MemberAttribute(type, symbol, KnownTypeNames.BinaryWhenAttribute) is not { } when)
                {
                    continue;
                }

                int holder = when.ConstructorArguments.Length == 1 && when.ConstructorArguments[0].Value is string name
                    ? models.FindIndex(m => m.WireName == name)
                    : -1;
                WireKind kind = holder < 0 ? WireKind.String : models[holder].Type.Primitive.Kind;
                bool holderFits = holder >= 0 && holder < i && !models[holder].Type.HoldsLength
                    && kind is WireKind.Boolean or WireKind.Byte or WireKind.SByte or WireKind.Int16 or WireKind.UInt16 or WireKind.Int32 or WireKind.UInt32 or WireKind.Int64 or WireKind.UInt64;
                if (!holderFits || models[i].Type.HoldsLength)
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, symbol, "BinaryWhen", models[i].WireName, models[i].Type.TypeName,
                        "members whose condition reads an earlier bool, integer or enum member");
                    continue;
                }

                long mask = NamedArgument(when, "Mask") is long m ? m : 0;
                long value = NamedArgument(when, "Value") is long v ? v : 0;
                string number = kind == WireKind.Boolean ? "({0} ? 1L : 0L)" : "unchecked((long){0})";
                string condition = mask != 0
                    ? $"({number} & {mask.ToString(System.Globalization.CultureInfo.InvariantCulture)}L) != 0"
                    : $"{number} == {value.ToString(System.Globalization.CultureInfo.InvariantCulture)}L";
                models[i] = models[i] with { Type = models[i].Type with { WhenMember = models[holder].WireName, WhenCondition = condition } };
            }

            return valid;
        }

        /// <summary>Consecutive bit-field members must fill a container of 8, 16 or 32 bits exactly.</summary>
        private bool BitGroupsFill(List<MemberModel> models, List<(ISymbol Symbol, ITypeSymbol Type, bool Settable)> members)
        {
            bool valid = true;
            for (int i = 0; i < models.Count;)
            {
                if (!models[i].Type.IsBitField)
                {
                    i++;
                    continue;
                }

                int start = i;
                int total = 0;
                while (i < models.Count && models[i].Type.IsBitField)
                {
                    total += models[i].Type.BitWidth;
                    i++;
                }

                if (total is not (8 or 16 or 32))
                {
                    valid = Report(Descriptors.LayoutAttributeMisplaced, members.First(m => m.Symbol.Name == models[start].WireName).Symbol,
                        "BinaryBitField", models[start].WireName, models[start].Type.TypeName, $"runs of consecutive bit fields that fill 8, 16 or 32 bits (this run has {total})");
                }
            }

            return valid;
        }

        /// <summary>
        /// The XDR form of a member's wire type: 4-byte booleans and padded variable-length data. Types with no XDR
        /// form (1- and 2-byte integers, presence bytes, varints, short prefixes) are reported and give null.
        /// </summary>
        private WireType? ToXdr(ISymbol member, WireType type)
        {
            WireType? converted = Xdr(type);
            if (converted is null)
            {
                Report(Descriptors.LayoutAttributeMisplaced, member, "BinarySerializable(Layout = WireLayout.Xdr)", member.Name, type.TypeName,
                    "4- and 8-byte numbers, bool, enums of int, strings and byte arrays with int32 prefixes, arrays and lists of those, and nested structs");
            }

            return converted;

            static WireType? Xdr(WireType type)
            {
                if (type.IsVarInt || type.HasCustomPrefix)
                {
                    return null;
                }

                switch (type.Kind)
                {
                    case WireKind.Boolean:
                    case WireKind.String or WireKind.ByteArray or WireKind.ByteMemory or WireKind.ByteReadOnlyMemory:
                        return type with { Xdr = true };
                    case WireKind.Serializable:
                        return type.IsValueType ? type : null;
                    case WireKind.Array or WireKind.List or WireKind.ReadOnlyList or WireKind.ImmutableArray:
                        return Xdr(type.Element!) is { } element ? type with { Element = element } : null;
                    default:
                        return type.IsScalar && type.FixedSize % 4 == 0 ? type : null;
                }
            }
        }

        private static object? NamedArgument(AttributeData attribute, string name)
            => attribute.NamedArguments.FirstOrDefault(argument => argument.Key == name).Value.Value;

        /// <summary>
        /// Whether a type used by a member generates; a type already being parsed (recursion) is assumed to.
        /// Its own problems are reported on its own declaration, not here.
        /// </summary>
        public bool Generates(INamedTypeSymbol type)
        {
            if (_inProgress.Contains(type))
            {
                return true;
            }

            List<LayoutProblem>? outer = _problems;
            _problems = null;
            try
            {
                return Parse(type) is not null;
            }
            finally
            {
                _problems = outer;
            }
        }

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

            if (type.TypeKind == TypeKind.Class && type.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinaryUnionCaseAttribute))
            {
                return ParseUnion(type);
            }

            if (type.IsStatic || type.IsAbstract || type.IsRefLikeType)
            {
                Report(Descriptors.InvalidTypeKind, type, type.Name, type.IsStatic ? "static" : type.IsAbstract ? "abstract" : "a ref struct");
                return null;
            }

            bool valid = true;

            if (type.IsGenericType)
            {
                valid = Report(Descriptors.GenericType, type, type.Name, string.Empty);
            }

            if (!IsPartial(type, cancellationToken))
            {
                valid = Report(Descriptors.NotPartial, type, type.Name, string.Empty);
            }

            var containingTypes = new List<string>();
            bool moduleAccessible = IsAtLeastInternal(type);
            for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                if (outer.IsGenericType)
                {
                    valid = Report(Descriptors.GenericType, type, outer.Name, $" (it contains '{type.Name}')");
                }

                if (!IsPartial(outer, cancellationToken))
                {
                    valid = Report(Descriptors.NotPartial, type, outer.Name, $", because it contains '{type.Name}'");
                }

                moduleAccessible &= IsAtLeastInternal(outer);
                containingTypes.Insert(0, Declaration(outer));
            }

            if (!valid && _problems is null)
            {
                return null;
            }

            var members = new List<(ISymbol Symbol, ITypeSymbol Type, bool Settable)>();
            var ignored = new List<ISymbol>();
            foreach (ISymbol member in DeclarationOrder(type))
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (HasIgnoreAttribute(type, member))
                {
                    ignored.Add(member);
                }
                else if (DataMember(member) is { } data)
                {
                    members.Add(data);
                }
            }

            if (members.Select(member => member.Symbol.Name).Distinct().Count() != members.Count)
            {
                return null; // duplicate names: the compiler reports them, and no access to either would bind
            }

            AttributeData? serializable = type.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinarySerializableAttribute);
            bool xdr = serializable is not null && NamedArgument(serializable, "Layout") is 1;
            bool checkEnums = serializable is not null && NamedArgument(serializable, "RejectUndefinedEnums") is true;
            var models = new List<MemberModel>(members.Count);
            foreach (var (symbol, memberType, _) in members)
            {
                if (GeneratedMemberNames.Contains(symbol.Name))
                {
                    valid = Report(Descriptors.GeneratedNameClash, symbol, symbol.Name);
                }

                if (WireTypeOf(memberType, this) is { } wireType)
                {
                    if (ApplyLayoutAttributes(type, symbol, wireType) is { } controlled && (!xdr || ToXdr(symbol, controlled) is not null))
                    {
                        WireType laidOut = xdr ? ToXdr(symbol, controlled)! : controlled;
                        if (checkEnums && memberType is INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType && !IsFlags(enumType))
                        {
                            laidOut = laidOut with { DefinedValues = DefinedValues(enumType) };
                        }

                        models.Add(new MemberModel(EscapeIdentifier(symbol.Name), symbol.Name, laidOut));
                    }
                    else
                    {
                        valid = false;
                    }
                }
                else if (memberType is ITypeParameterSymbol)
                {
                    valid = false; // covered by the generic-type diagnostic
                }
                else
                {
                    valid = Report(Descriptors.UnsupportedMemberType, symbol, symbol.Name, memberType.ToDisplayString());
                }
            }

            if (!BitGroupsFill(models, members) || !ApplyBindings(type, models, members) || !ApplyConditions(type, models, members))
            {
                valid = false;
            }

            List<string>? constructorArguments = ChooseConstructor(type, members, ignored);
            if (constructorArguments is null)
            {
                var unsettable = members.Where(member => !member.Settable).Select(member => $"'{member.Symbol.Name}'").ToList();
                valid = Report(Descriptors.NoConstructor, type, type.Name, unsettable.Count > 0 ? string.Join(", ", unsettable) : "its members");
            }

            if (!valid || constructorArguments is null)
            {
                return null;
            }

            string fullyQualifiedName = type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);
            string ns = type.ContainingNamespace is { IsGlobalNamespace: false } containingNamespace ? containingNamespace.ToDisplayString() : string.Empty;
            string displayName = type.Name;
            for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                displayName = outer.Name + "." + displayName;
            }

            return new TypeModel(
                ns,
                containingTypes.ToEquatableArray(),
                Declaration(type),
                fullyQualifiedName,
                displayName,
                type.IsValueType,
                moduleAccessible,
                models.ToEquatableArray(),
                constructorArguments.ToEquatableArray(),
                HintName(fullyQualifiedName),
                HidesBase: HasSerializableBase(type));
        }

        /// <summary>
        /// A tagged union: an abstract (or plain) class whose <c>[BinaryUnionCase]</c> attributes map tags to derived
        /// <c>[BinarySerializable]</c> classes. Its own members are not serialized; the case's are.
        /// </summary>
        private TypeModel? ParseUnion(INamedTypeSymbol type)
        {
            bool valid = !type.IsGenericType && IsPartial(type, cancellationToken) && !type.IsStatic;
            if (!valid)
            {
                Report(type.IsGenericType ? Descriptors.GenericType : Descriptors.NotPartial, type, type.Name, string.Empty);
                return null;
            }

            var containingTypes = new List<string>();
            bool moduleAccessible = IsAtLeastInternal(type);
            for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                if (outer.IsGenericType || !IsPartial(outer, cancellationToken))
                {
                    Report(Descriptors.NotPartial, type, outer.Name, $", because it contains '{type.Name}'");
                    return null;
                }

                moduleAccessible &= IsAtLeastInternal(outer);
                containingTypes.Insert(0, Declaration(outer));
            }

            string width = type.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinaryUnionAttribute) is { } union
                ? EnumName(union, "UnionTagWidth") ?? "UInt8"
                : "UInt8";
            long maxTag = width switch { "UInt8" => byte.MaxValue, "UInt16" => ushort.MaxValue, _ => int.MaxValue };
            long minTag = width == "Int32" ? int.MinValue : 0;
            var cases = new List<UnionCase>();
            foreach (AttributeData attribute in type.GetAttributes().Where(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinaryUnionCaseAttribute))
            {
                if (attribute.ConstructorArguments.Length != 2 || attribute.ConstructorArguments[0].Value is not long tag
                    || attribute.ConstructorArguments[1].Value is not INamedTypeSymbol caseType)
                {
                    return null;
                }

                bool derives = false;
                for (INamedTypeSymbol? current = caseType.BaseType; current is not null; current = current.BaseType)
                {
                    derives |= SymbolEqualityComparer.Default.Equals(current, type);
                }

                bool serializable = caseType.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinarySerializableAttribute);
                if (!derives || !serializable || caseType.IsAbstract || tag < minTag || tag > maxTag || cases.Any(c => c.Tag == tag) || !Generates(caseType))
                {
                    Report(Descriptors.LayoutAttributeMisplaced, type, "BinaryUnionCase", $"{tag} => {caseType.Name}", type.Name,
                        $"distinct tags that fit a {width} tag, each naming a generatable [BinarySerializable] class derived from '{type.Name}'");
                    valid = false;
                    continue;
                }

                cases.Add(new UnionCase(tag, caseType.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat)));
            }

            if (!valid || cases.Count == 0)
            {
                return null;
            }

            string fullyQualifiedName = type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);
            string displayName = type.Name;
            for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                displayName = outer.Name + "." + displayName;
            }

            return new TypeModel(
                type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() : string.Empty,
                containingTypes.ToEquatableArray(),
                Declaration(type),
                fullyQualifiedName,
                displayName,
                IsValueType: false,
                moduleAccessible,
                EquatableArray<MemberModel>.Empty,
                EquatableArray<string>.Empty,
                HintName(fullyQualifiedName),
                HidesBase: HasSerializableBase(type),
                UnionTag: width switch { "UInt8" => "Byte", "UInt16" => "UInt16", _ => "Int32" },
                Cases: cases.OrderBy(c => c.Tag).ToEquatableArray());
        }

        private static bool HasSerializableBase(INamedTypeSymbol type)
        {
            for (INamedTypeSymbol? current = type.BaseType; current is not null; current = current.BaseType)
            {
                if (current.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinarySerializableAttribute))
                {
                    return true;
                }
            }

            return false;
        }
    }

    private static bool IsFlags(INamedTypeSymbol enumType)
        => enumType.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == "System.FlagsAttribute");

    /// <summary>One named member per distinct value, as a constant the generated pattern can match.</summary>
    private static EquatableArray<string> DefinedValues(INamedTypeSymbol enumType)
    {
        string typeName = enumType.ToDisplayString(FullyQualified);
        return enumType.GetMembers().OfType<IFieldSymbol>()
            .Where(field => field.HasConstantValue)
            .GroupBy(field => field.ConstantValue)
            .Select(group => $"{typeName}.{EscapeIdentifier(group.First().Name)}")
            .ToEquatableArray();
    }

    /// <summary>The enum member named by the attribute's first argument (or <paramref name="fallback"/> when it has none).</summary>
    private static string? EnumName(AttributeData attribute, string enumName, string? fallback = null)
    {
        if (attribute.ConstructorArguments.Length == 0)
        {
            return fallback;
        }

        TypedConstant argument = attribute.ConstructorArguments[0];
        return argument.Type is INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType && enumType.Name == enumName
            ? enumType.GetMembers().OfType<IFieldSymbol>().FirstOrDefault(field => field.HasConstantValue && Equals(field.ConstantValue, argument.Value))?.Name
            : null;
    }

    /// <summary>Every declaration carries <c>partial</c>, so a generated part can extend the type.</summary>
    private static bool IsPartial(INamedTypeSymbol type, CancellationToken cancellationToken)
    {
        foreach (SyntaxReference reference in type.DeclaringSyntaxReferences)
        {
            if (reference.GetSyntax(cancellationToken) is not TypeDeclarationSyntax declaration
                || !declaration.Modifiers.Any(SyntaxKind.PartialKeyword))
            {
                return false;
            }
        }

        return type.DeclaringSyntaxReferences.Length > 0;
    }

    private static bool IsAtLeastInternal(INamedTypeSymbol type)
        => type.DeclaredAccessibility is Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal;

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
        return $"{readOnly}partial {keyword} {EscapeIdentifier(type.Name)}";
    }

    /// <summary>Members in source order: by file, then by position (positional record parameters come first).</summary>
    private static IEnumerable<ISymbol> DeclarationOrder(INamedTypeSymbol type)
        => type.GetMembers()
            .Where(member => member.Kind is SymbolKind.Field or SymbolKind.Property && member.Locations.Length > 0 && member.Locations[0].IsInSource)
            .OrderBy(member => member.Locations[0].SourceTree?.FilePath, StringComparer.Ordinal)
            .ThenBy(member => member.Locations[0].SourceSpan.Start);

    /// <summary>Public or internal instance fields and stored properties that are not <c>[BinaryIgnore]</c>.</summary>
    private static (ISymbol Symbol, ITypeSymbol Type, bool Settable)? DataMember(ISymbol member)
    {
        INamedTypeSymbol type = member.ContainingType;
        if (member.IsStatic || member.IsImplicitlyDeclared || !member.CanBeReferencedByName
            || member.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal))
        {
            return null;
        }

        switch (member)
        {
            case IFieldSymbol field when !field.IsConst:
                return (field, field.Type, !field.IsReadOnly);
            case IPropertySymbol property when !property.IsIndexer && property.GetMethod is not null && !property.ReturnsByRef && !property.ReturnsByRefReadonly:
                if (property.SetMethod is null && !HasBackingField(type, property))
                {
                    return null; // computed: derived from other members, not data
                }

                return (property, property.Type, property.SetMethod is not null);
            default:
                return null;
        }
    }

    private static bool HasBackingField(INamedTypeSymbol type, IPropertySymbol property)
        => type.GetMembers().OfType<IFieldSymbol>().Any(field => SymbolEqualityComparer.Default.Equals(field.AssociatedSymbol, property))
            || IsPrimaryConstructorProperty(type, property);

    private static bool IsPrimaryConstructorProperty(INamedTypeSymbol type, IPropertySymbol property)
        => type.IsRecord && property.DeclaringSyntaxReferences.Any(reference => reference.GetSyntax() is ParameterSyntax);

    internal static bool HasIgnoreAttribute(INamedTypeSymbol type, ISymbol member)
    {
        if (member.GetAttributes().Any(IsIgnoreAttribute))
        {
            return true;
        }

        // [BinaryIgnore] on a positional record parameter applies to the property it declares.
        return member is IPropertySymbol property && IsPrimaryConstructorProperty(type, property)
            && type.InstanceConstructors.SelectMany(constructor => constructor.Parameters)
                .Any(parameter => parameter.Name == property.Name
                    && parameter.DeclaringSyntaxReferences.Any(reference => property.DeclaringSyntaxReferences.Any(p => p.Span == reference.Span))
                    && parameter.GetAttributes().Any(IsIgnoreAttribute));

        static bool IsIgnoreAttribute(AttributeData attribute)
            => attribute.AttributeClass?.ToDisplayString() == KnownTypeNames.BinaryIgnoreAttribute;
    }

    /// <summary>
    /// Picks the constructor with the most parameters whose every parameter names a serialized member of the
    /// same type (or an ignored member, which gets <c>default</c>), provided every other member can be assigned
    /// in an object initializer. Returns the member names in parameter order, empty for <c>default</c>.
    /// </summary>
    private static List<string>? ChooseConstructor(INamedTypeSymbol type, List<(ISymbol Symbol, ITypeSymbol Type, bool Settable)> members, List<ISymbol> ignored)
    {
        List<string>? best = null;
        foreach (IMethodSymbol constructor in type.InstanceConstructors.OrderByDescending(c => c.Parameters.Length))
        {
            if (constructor.Parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(constructor.Parameters[0].Type, type))
            {
                continue; // a record's copy constructor
            }

            var arguments = new List<string>();
            foreach (IParameterSymbol parameter in constructor.Parameters)
            {
                var match = members.FirstOrDefault(m => string.Equals(m.Symbol.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)
                    && SymbolEqualityComparer.Default.Equals(m.Type, parameter.Type));
                if (match.Symbol is not null)
                {
                    arguments.Add(match.Symbol.Name);
                }
                else if (ignored.Any(member => string.Equals(member.Name, parameter.Name, StringComparison.OrdinalIgnoreCase)))
                {
                    arguments.Add(string.Empty);
                }
                else
                {
                    arguments = null;
                    break;
                }
            }

            if (arguments is null)
            {
                continue;
            }

            bool restSettable = members.All(m => m.Settable || arguments.Contains(m.Symbol.Name));
            if (restSettable)
            {
                best = arguments;
                break;
            }
        }

        return best;
    }

    private static WireType? WireTypeOf(ITypeSymbol type, TypeParser parser)
    {
        string name = type.ToDisplayString(FullyQualified);
        switch (type.SpecialType)
        {
            case SpecialType.System_Boolean: return new WireType(WireKind.Boolean, name);
            case SpecialType.System_Byte: return new WireType(WireKind.Byte, name);
            case SpecialType.System_SByte: return new WireType(WireKind.SByte, name);
            case SpecialType.System_Int16: return new WireType(WireKind.Int16, name);
            case SpecialType.System_UInt16: return new WireType(WireKind.UInt16, name);
            case SpecialType.System_Char: return new WireType(WireKind.Char, name);
            case SpecialType.System_Int32: return new WireType(WireKind.Int32, name);
            case SpecialType.System_UInt32: return new WireType(WireKind.UInt32, name);
            case SpecialType.System_Int64: return new WireType(WireKind.Int64, name);
            case SpecialType.System_UInt64: return new WireType(WireKind.UInt64, name);
            case SpecialType.System_Single: return new WireType(WireKind.Single, name);
            case SpecialType.System_Double: return new WireType(WireKind.Double, name);
            case SpecialType.System_String: return new WireType(WireKind.String, name);
            case SpecialType.System_DateTime: return new WireType(WireKind.DateTime, name);
        }

        if (type is IArrayTypeSymbol { Rank: 1 } array)
        {
            if (array.ElementType.SpecialType == SpecialType.System_Byte)
            {
                return new WireType(WireKind.ByteArray, name);
            }

            return WireTypeOf(array.ElementType, parser) is { } arrayElement ? new WireType(WireKind.Array, name, arrayElement) : null;
        }

        if (type is not INamedTypeSymbol named)
        {
            return null;
        }

        if (named.TypeKind == TypeKind.Enum)
        {
            return named.EnumUnderlyingType is { } underlying && WireTypeOf(underlying, parser) is { } underlyingWire
                ? new WireType(WireKind.Enum, name, underlyingWire)
                : null;
        }

        if (named.OriginalDefinition.SpecialType == SpecialType.System_Nullable_T)
        {
            return WireTypeOf(named.TypeArguments[0], parser) is { } inner ? new WireType(WireKind.Nullable, name, inner) : null;
        }

        string metadataName = MetadataName(named.OriginalDefinition);
        switch (metadataName)
        {
            case KnownTypeNames.Half: return new WireType(WireKind.Half, name);
            case KnownTypeNames.Int128: return new WireType(WireKind.Int128, name);
            case KnownTypeNames.UInt128: return new WireType(WireKind.UInt128, name);
            case KnownTypeNames.Guid: return new WireType(WireKind.Guid, name);
            case KnownTypeNames.DateTimeOffset: return new WireType(WireKind.DateTimeOffset, name);
            case KnownTypeNames.TimeSpan: return new WireType(WireKind.TimeSpan, name);
            case KnownTypeNames.Memory when IsByte(named.TypeArguments[0]): return new WireType(WireKind.ByteMemory, name);
            case KnownTypeNames.ReadOnlyMemory when IsByte(named.TypeArguments[0]): return new WireType(WireKind.ByteReadOnlyMemory, name);
            case KnownTypeNames.List: return Collection(WireKind.List);
            case KnownTypeNames.ReadOnlyList: return Collection(WireKind.ReadOnlyList);
            case KnownTypeNames.ImmutableArray: return Collection(WireKind.ImmutableArray);
        }

        if (!named.IsGenericType && named.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == KnownTypeNames.BinarySerializableAttribute)
            && parser.Generates(named))
        {
            return HomogeneousLayout(named) is ({ } primitive, int count)
                ? new WireType(WireKind.Serializable, name, primitive, IsValueType: true, HomogeneousCount: count)
                : new WireType(WireKind.Serializable, name, IsValueType: named.IsValueType);
        }

        return null;

        WireType? Collection(WireKind kind)
            => WireTypeOf(named.TypeArguments[0], parser) is { } element ? new WireType(kind, name, element) : null;

        static bool IsByte(ITypeSymbol argument) => argument.SpecialType == SpecialType.System_Byte;
    }

    /// <summary>
    /// For a struct whose instance fields are all one numeric primitive, each serialized in field order, with no
    /// constructor of its own and default layout: its memory is that primitive repeated, so a collection of it can be
    /// byte-swapped in bulk. Any doubt (explicit layout, a user constructor, ignored or private fields) says no.
    /// </summary>
    private static (WireType Primitive, int Count)? HomogeneousLayout(INamedTypeSymbol type)
    {
        if (!type.IsValueType || type.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == "System.Runtime.InteropServices.StructLayoutAttribute")
            || type.InstanceConstructors.Any(c => !c.IsImplicitlyDeclared && !c.DeclaringSyntaxReferences.All(r => r.GetSyntax() is TypeDeclarationSyntax)))
        {
            return null;
        }

        var fields = type.GetMembers().OfType<IFieldSymbol>().Where(field => !field.IsStatic && !field.IsConst).ToList();
        if (fields.Count == 0 || fields.Any(field => field.Type.SpecialType != fields[0].Type.SpecialType))
        {
            return null;
        }

        var serialized = DeclarationOrder(type)
            .Where(member => !HasIgnoreAttribute(type, member))
            .Select(DataMember)
            .Where(data => data is not null)
            .Select(data => data!.Value.Symbol)
            .ToList();
        bool fieldsInWireOrder = serialized.Count == fields.Count && serialized.Zip(fields, (member, field) =>
            SymbolEqualityComparer.Default.Equals(member, field) || SymbolEqualityComparer.Default.Equals(member, field.AssociatedSymbol)).All(match => match);

        return fieldsInWireOrder && BulkKind(fields[0].Type.SpecialType) is { } kind
            ? (new WireType(kind, fields[0].Type.ToDisplayString(FullyQualified)), fields.Count)
            : null;
    }

    private static WireKind? BulkKind(SpecialType type) => type switch
    {
        SpecialType.System_Int16 => WireKind.Int16,
        SpecialType.System_UInt16 => WireKind.UInt16,
        SpecialType.System_Int32 => WireKind.Int32,
        SpecialType.System_UInt32 => WireKind.UInt32,
        SpecialType.System_Int64 => WireKind.Int64,
        SpecialType.System_UInt64 => WireKind.UInt64,
        SpecialType.System_Single => WireKind.Single,
        SpecialType.System_Double => WireKind.Double,
        _ => null,
    };

    private static string MetadataName(INamedTypeSymbol type)
        => type.ContainingNamespace is { IsGlobalNamespace: false } ns
            ? $"{ns.ToDisplayString()}.{type.MetadataName}"
            : type.MetadataName;

    /// <summary>A file name from the type's full name: hint names allow letters, digits, dots and underscores.</summary>
    private static string HintName(string fullyQualifiedName)
    {
        var name = new System.Text.StringBuilder();
        foreach (char c in fullyQualifiedName.Replace("global::", string.Empty).Replace("@", string.Empty))
        {
            name.Append(char.IsLetterOrDigit(c) || c is '.' or '_' ? c : '_');
        }

        return name.Append(".Spanwire.g.cs").ToString();
    }

    private static string EscapeIdentifier(string identifier)
        => SyntaxFacts.GetKeywordKind(identifier) != SyntaxKind.None ? "@" + identifier : identifier;
}
