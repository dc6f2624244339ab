using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Text;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>One type's entry in a wire-format lock: its header line and one line per member or union case.</summary>
/// <param name="TypeName">The type, fully qualified without <c>global::</c>.</param>
/// <param name="Header">What the type is on the wire apart from its members: <c>struct</c>, or a union's tag and frame.</param>
/// <param name="Entries">Members as (name, signature), or union cases as (tag, case type), in wire order.</param>
/// <param name="Line">The header's line in the lock file (0-based), for diagnostics located there.</param>
internal sealed record LockedType(string TypeName, string Header, IReadOnlyList<KeyValuePair<string, string>> Entries, int Line = 0);

/// <summary>
/// The wire-format lock: a committed text file of every type's wire layout (<c>WireFormat.lock.txt</c>, given to the
/// compiler as an additional file, as PublicApiAnalyzers takes <c>PublicAPI.Shipped.txt</c>). Members are compared by
/// position, since the wire has no names: a changed signature at a position breaks old readers, a renamed member
/// does not. The rules follow what <c>buf breaking</c> checks for protobuf (no deleted fields, no changed types, no
/// reused tags), restated for a positional binary layout.
/// </summary>
internal static class WireLock
{
    public const string FileName = "WireFormat.lock.txt";

    public const string Preamble = "# Spanwire wire-format lock: the wire layout of each [BinarySerializable] type, member by member.\n"
        + "# SPW0030 fails the build when a layout changes incompatibly; SPW0031 reports compatible changes. Update it with the\n"
        + "# code fix 'Update the wire-format lock', or write it whole with: spanwire lock PROJECT\n";

    public static string Write(IEnumerable<TypeModel> types)
    {
        var text = new StringBuilder(Preamble);
        foreach (TypeModel type in types.OrderBy(type => Name(type), System.StringComparer.Ordinal))
        {
            text.Append('\n').Append(Block(Lock(type)));
        }

        return text.ToString();
    }

    public static string Block(LockedType type)
    {
        var text = new StringBuilder();
        text.Append(type.TypeName).Append(' ').Append(type.Header).Append('\n');
        foreach (KeyValuePair<string, string> entry in type.Entries)
        {
            text.Append("  ").Append(entry.Key).Append(' ').Append(entry.Value).Append('\n');
        }

        return text.ToString();
    }

    public static string Name(TypeModel type) => type.FullyQualifiedName.Replace("global::", string.Empty);

    public static LockedType Lock(TypeModel type)
    {
        if (type.Union is { } union)
        {
            string header = "union " + Tag(union.Tag) + (union.LittleEndianTag ? "le" : string.Empty) + (union.TagBits > 0 ? $" top {union.TagBits} bits" : string.Empty) + (union.Frame is { } frame ? " " + Wrapper(frame, type) : string.Empty)
                + (union.DefaultCase.Length > 0 ? " default " + union.DefaultCase.Replace("global::", string.Empty) + (union.DefaultReadsTag ? " from tag" : string.Empty) : string.Empty);
            return new LockedType(Name(type), header, union.Cases
                .Select(c => new KeyValuePair<string, string>(c.Text.Length > 0 ? $"\"{c.Text}\"" : c.Tag.ToString(CultureInfo.InvariantCulture) + (c.TagBits > 0 ? $"/{c.TagBits}bits" : string.Empty) + (c.BelowLength > 0 ? $"<{c.BelowLength}bytes" : string.Empty), c.TypeName.Replace("global::", string.Empty)))
                .ToList());
        }

        return new LockedType(Name(type), (type.IsValueType ? "struct" : "class") + ByteOrderChoice(type), type.Members
            .Select(member => new KeyValuePair<string, string>(member.Name.TrimStart('@'), ChecksumWithin(member, type) + Signature(member.Layout, type)))
            .ToList());
    }

    /// <summary>A checksum inside the bytes it covers: what it covers decides which reads pass (<c>checksum(internet through #14) </c>).</summary>
    private static string ChecksumWithin(MemberModel member, TypeModel type)
        => member.Source switch
        {
            ChecksumWithinSource source => $"checksum({source.Algorithm.ToString().ToLowerInvariant()} through {Position(source.Through, type)}) ",
            PseudoHeaderSlotSource => "checksum(internet pseudoheader) ",
            _ => string.Empty,
        };

    /// <summary>
    /// A byte order chosen at read time, on the type's line: the holder and its values (<c>byteorder(#Magic le 1,2 be 3)</c>),
    /// or <c>byteorder(enclosing)</c>; the members are locked as their big-endian layout, from which the other follows.
    /// </summary>
    private static string ByteOrderChoice(TypeModel type) => type.ByteOrderFrom switch
    {
        null => string.Empty,
        { FollowsEnclosing: true } => " byteorder(enclosing)",
        { } choice => $" byteorder(#{choice.Holder} le {string.Join(",", choice.LittleEndian.Select(Invariant))} be {string.Join(",", choice.BigEndian.Select(Invariant))})",
    };

    private static string Invariant(long value) => value.ToString(CultureInfo.InvariantCulture);

    /// <summary>The lock's types, by name. Lines that are neither a type nor an entry (comments, blank lines) are skipped.</summary>
    public static Dictionary<string, LockedType> Parse(string text)
    {
        var types = new Dictionary<string, LockedType>();
        string[] lines = text.Replace("\r\n", "\n").Split('\n');
        for (int i = 0; i < lines.Length; i++)
        {
            string line = lines[i];
            if (line.Length == 0 || line[0] is '#' or ' ')
            {
                continue;
            }

            int space = line.IndexOf(' ');
            string name = space < 0 ? line : line.Substring(0, space);
            var entries = new List<KeyValuePair<string, string>>();
            int start = i;
            while (i + 1 < lines.Length && lines[i + 1].StartsWith("  ", System.StringComparison.Ordinal))
            {
                string entry = lines[++i].Substring(2);
                int split = entry.IndexOf(' ');
                entries.Add(new KeyValuePair<string, string>(split < 0 ? entry : entry.Substring(0, split), split < 0 ? string.Empty : entry.Substring(split + 1)));
            }

            types[name] = new LockedType(name, space < 0 ? string.Empty : line.Substring(space + 1), entries, start);
        }

        return types;
    }

    /// <summary>The lock text with <paramref name="type"/>'s block replaced (or added, in name order).</summary>
    public static string Update(string text, LockedType type)
    {
        Dictionary<string, LockedType> types = Parse(text);
        types[type.TypeName] = type;
        var updated = new StringBuilder(Preamble);
        foreach (LockedType locked in types.Values.OrderBy(locked => locked.TypeName, System.StringComparer.Ordinal))
        {
            updated.Append('\n').Append(Block(locked));
        }

        return updated.ToString();
    }

    /// <summary>What changed from the locked layout to the current one: (breaking, compatible) changes, in words.</summary>
    public static (List<string> Breaking, List<string> Compatible) Compare(LockedType locked, LockedType current, TypeModel model)
    {
        var breaking = new List<string>();
        var compatible = new List<string>();
        if (locked.Header != current.Header)
        {
            breaking.Add($"it was '{locked.Header}' and is now '{current.Header}'");
        }

        if (model.Union is not null)
        {
            var before = locked.Entries.ToDictionary(entry => entry.Key, entry => entry.Value);
            var now = current.Entries.ToDictionary(entry => entry.Key, entry => entry.Value);
            foreach (KeyValuePair<string, string> entry in locked.Entries)
            {
                if (!now.TryGetValue(entry.Key, out string? type))
                {
                    breaking.Add($"union tag {entry.Key} ({entry.Value}) was removed, so data with it no longer reads");
                }
                else if (type != entry.Value)
                {
                    breaking.Add($"union tag {entry.Key} now means {type}, not {entry.Value}: a reused tag misreads old data");
                }
            }

            compatible.AddRange(current.Entries.Where(entry => !before.ContainsKey(entry.Key)).Select(entry => $"union case {entry.Value} added with tag {entry.Key}"));
            return (breaking, compatible);
        }

        // Parameters have no bytes: matched by name, a change in them changes no byte; the members with bytes by position.
        var lockedParameters = locked.Entries.Where(IsParameter).ToDictionary(entry => entry.Key, entry => entry.Value);
        var currentParameters = current.Entries.Where(IsParameter).ToDictionary(entry => entry.Key, entry => entry.Value);
        compatible.AddRange(currentParameters.Where(parameter => !lockedParameters.ContainsKey(parameter.Key)).Select(parameter => $"parameter '{parameter.Key}' added (it has no bytes)"));
        compatible.AddRange(lockedParameters.Where(parameter => !currentParameters.ContainsKey(parameter.Key)).Select(parameter => $"parameter '{parameter.Key}' removed (it had no bytes)"));
        compatible.AddRange(currentParameters.Where(parameter => lockedParameters.TryGetValue(parameter.Key, out string? was) && was != parameter.Value)
            .Select(parameter => $"parameter '{parameter.Key}' was '{lockedParameters[parameter.Key]}' and is now '{parameter.Value}' (it has no bytes)"));
        locked = locked with { Entries = [.. locked.Entries.Where(entry => !IsParameter(entry))] };
        current = current with { Entries = [.. current.Entries.Where(entry => !IsParameter(entry))] };

        var lockedNames = locked.Entries.Select(entry => entry.Key).ToList();
        var currentNames = current.Entries.Select(entry => entry.Key).ToList();
        if (lockedNames.Count == currentNames.Count && !lockedNames.SequenceEqual(currentNames) && lockedNames.OrderBy(n => n, System.StringComparer.Ordinal).SequenceEqual(currentNames.OrderBy(n => n, System.StringComparer.Ordinal)))
        {
            breaking.Add($"its members were reordered ({string.Join(", ", lockedNames)} → {string.Join(", ", currentNames)})");
            return (breaking, compatible);
        }

        int shared = System.Math.Min(locked.Entries.Count, current.Entries.Count);
        for (int i = 0; i < shared; i++)
        {
            KeyValuePair<string, string> was = locked.Entries[i];
            KeyValuePair<string, string> now = current.Entries[i];
            if (was.Value != now.Value)
            {
                breaking.Add($"member {i + 1}, '{now.Key}', was '{was.Value}' and is now '{now.Value}'");
            }
            else if (was.Key != now.Key)
            {
                compatible.Add($"member {i + 1} was renamed from '{was.Key}' to '{now.Key}' (the wire has no names)");
            }
        }

        foreach (KeyValuePair<string, string> removed in locked.Entries.Skip(shared))
        {
            breaking.Add($"member '{removed.Key}' ({removed.Value}) was removed, so old data has bytes this layout does not read");
        }

        foreach (KeyValuePair<string, string> added in current.Entries.Skip(shared))
        {
            if (added.Value.StartsWith("trailing ", System.StringComparison.Ordinal))
            {
                compatible.Add($"trailing member '{added.Key}' appended");
            }
            else
            {
                breaking.Add($"member '{added.Key}' ({added.Value}) was added, so old data lacks bytes this layout reads; mark it [BinaryTrailing] to append it compatibly");
            }
        }

        return (breaking, compatible);
    }

    /// <summary>A member's wire layout in words: its wrappers outermost first, then its codec. Earlier members are named by position.</summary>
    public static string Signature(Layout layout, TypeModel owner)
    {
        var parts = layout.Wrappers.Select(wrapper => Wrapper(wrapper, owner)).ToList();
        parts.Add(Codec(layout.Codec, owner));
        return string.Join(" ", parts);
    }

    private static string Wrapper(Wrapper wrapper, TypeModel owner) => wrapper.Accept(new WrapperSignature(owner));

    private static string Codec(Codec codec, TypeModel owner) => codec.Accept(new CodecSignature(owner));

    private static string Count(ItemCount count, TypeModel owner) => count.Accept(new CountSignature(owner));

    /// <summary>A collection's count in the lock: its prefix, its fixed number, or the holder it is bound to.</summary>
    private sealed class CountSignature(TypeModel owner) : IItemCountVisitor<string>
    {
        public string Visit(PrefixedCount count) => Prefix(count.Prefix);

        public string Visit(FixedCount count) => count.Count.ToString(CultureInfo.InvariantCulture);

        public string Visit(BoundCount count) => "count " + Bound(count.Length, owner);

        public string Visit(HolderItemsCount count) => "items of " + Position(count.Holder, owner);
    }

    private static string Scalar(ScalarCodec scalar)
    {
        string name = scalar.Kind switch
        {
            ScalarKind.Boolean => scalar.XdrBoolean ? "bool32" : "bool",
            ScalarKind.Byte => "uint8",
            ScalarKind.SByte => "int8",
            ScalarKind.Single => "float32",
            ScalarKind.Double => "float64",
            _ => scalar.Kind.ToString().ToLowerInvariant(),
        };
        return name + (scalar.LittleEndian ? "le" : string.Empty) + (scalar.DefinedNames.Count > 0 ? $"(defined {string.Join("|", scalar.DefinedNames)})" : string.Empty);
    }

    private static string Bound(BoundLength length, TypeModel owner)
    {
        var text = new StringBuilder(Position(length.Holder, owner));
        if (length.Method is { } method)
        {
            text.Clear().Append("fn").Append(FormulaText.Lock(method.Formula, holder => Position(holder, owner)));
        }
        else if (length.Low is { } low)
        {
            text.Append("<<").Append(length.LowBits).Append('|').Append(Position(low, owner));
        }
        else if (length.Shift)
        {
            text.Insert(0, length.Scale.ToString(CultureInfo.InvariantCulture) + "<<");
        }
        else if (length.Scale != 1)
        {
            text.Append('*').Append(length.Scale);
        }

        if (length.Adjust != 0)
        {
            text.Append('-').Append(length.Adjust);
        }

        foreach (LengthTerm term in length.Minus)
        {
            text.Append('-').Append(term.Bound is { } bound ? "(" + Bound(bound, owner) + ")"
                : term.Measured is { } measured ? $"size({Position(measured, owner)})"
                : term.Constant.ToString(CultureInfo.InvariantCulture));
            if (term.When is { } when)
            {
                text.Append($"when({ExportNames.ConditionText(when, member => Position(member, owner), FormulaText.Lock, "and").Replace(" ", string.Empty)})");
            }
        }

        return text.ToString();
    }

    /// <summary>
    /// An earlier member by its 1-based position among the members with bytes: a rename leaves the signature alone. A
    /// parameter has no bytes and no position: it is named (<c>$UsableSize</c>), so adding one moves no other member.
    /// </summary>
    private static string Position(string member, TypeModel owner)
    {
        int position = 0;
        foreach (MemberModel candidate in owner.Members)
        {
            bool parameter = candidate.Layout.Codec is ParameterCodec;
            position += parameter ? 0 : 1;
            if (candidate.Name == member)
            {
                return parameter ? "$" + candidate.WireName : "#" + position.ToString(CultureInfo.InvariantCulture);
            }
        }

        return member;
    }

    private static bool IsParameter(KeyValuePair<string, string> entry) => entry.Value.StartsWith("parameter ", System.StringComparison.Ordinal);

    private static string Tag(UnionTagWidth tag) => tag switch { UnionTagWidth.UInt8 => "uint8", UnionTagWidth.UInt16 => "uint16", UnionTagWidth.Text => "text", _ => "int32" };

    private static string Prefix(LengthPrefix prefix) => prefix.ToString().ToLowerInvariant();

    private static string Encoding(StringEncoding encoding) => encoding.ToString().ToLowerInvariant();

    /// <summary>A codec's signature in the lock: every fact that decides its bytes.</summary>
    private sealed class CodecSignature(TypeModel owner) : ICodecVisitor<string>
    {
        public string Visit(ScalarCodec codec) => Scalar(codec);

        public string Visit(VarIntCodec codec) => $"varint({(codec.Encoding == VarIntEncoding.ZigZag && codec.Kind is not (ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64) ? "zigzag" : "unsigned")},{codec.Bits}{(codec.MaxBytes > 0 ? $",max {codec.MaxBytes}" : string.Empty)}{(codec.Format != VarIntFormat.Leb128 ? "," + codec.Format.ToString().ToLowerInvariant() : string.Empty)}{(codec.KeptWidthOf is null ? string.Empty : ",keep width")})";

        public string Visit(TimestampCodec codec) => $"timestamp({codec.Epoch.ToString().ToLowerInvariant()},{codec.Unit.ToString().ToLowerInvariant()},{codec.Size})";

        public string Visit(BcdCodec codec) => $"bcd({codec.Digits})";

        public string Visit(BitFieldCodec codec) => $"bits({codec.Bits}{(codec.Order == BitOrder.LowBitFirst ? ",low-first" : string.Empty)}{(codec.LittleEndian ? ",le" : string.Empty)}{(codec.TagBits > 0 ? $",after tag {codec.Tag} in {codec.TagBits} bits" : string.Empty)})";

        public string Visit(StringCodec codec) => $"string({Prefix(codec.Prefix)},{Encoding(codec.Encoding)})";

        public string Visit(BytesCodec codec) => $"bytes({Prefix(codec.Prefix)})";

        public string Visit(FixedTextCodec codec) => $"text[{codec.Length}]({Encoding(codec.Encoding)},pad 0x{codec.Padding:x2})";

        public string Visit(FixedBytesCodec codec) => $"bytes[{codec.Length}](pad 0x{codec.Padding:x2})";

        public string Visit(PascalCodec codec) => $"pascal[{codec.Length}]";

        public string Visit(NullTerminatedCodec codec) => $"cstring({Encoding(codec.Encoding)})";

        public string Visit(RemainderCodec codec)
            => $"rest({(codec.Bytes is null ? Encoding(codec.Encoding) : "bytes")}{(codec.Tail > 0 ? ",but last " + codec.Tail.ToString(CultureInfo.InvariantCulture) : string.Empty)})";

        public string Visit(BoundBytesCodec codec) => $"{(codec.IsString ? $"string({Encoding(codec.Encoding)}" : "bytes(")}{(codec.Terminated ? ",nul" : string.Empty)},length {Bound(codec.Length, owner)})";

        public string Visit(NullableCodec codec) => codec.AsNullPrefixed is { } nullPrefixed ? Signature(nullPrefixed, owner) : $"optional {Signature(codec.Element, owner)}";

        public string Visit(CollectionCodec codec) => $"list({Count(codec.Count, owner)}) of {Signature(codec.Element, owner)}";

        public string Visit(TabledBytesCodec codec) => $"list({Count(codec.Count, owner)}) of bytes(table {Prefix(codec.ItemPrefix)})";

        public string Visit(WeightedCollectionCodec codec)
            => $"list({Count(codec.Count, owner)},{string.Join(",", codec.Heavy.Select(heavy => heavy.Tag))} weigh {codec.Weight}) of {Signature(codec.Element, owner)}";

        public string Visit(PositionedItemsCodec codec) => $"list(each at its offset) of {Signature(codec.Element, owner)}";

        public string Visit(OpenEndedCollectionCodec codec)
            => $"list({(codec.Sentinel is { } sentinel ? $"until 0x{ExportNames.Hex(sentinel)}" : codec.Until.Count > 0 ? "until " + string.Join(" | ", codec.Until.Select(LastItem)) : "rest")}) of {Signature(codec.Element, owner)}";

        /// <summary>One end of a <c>[BinaryUntil]</c> list: the member and value (as before cases could end one), a case by name and tag.</summary>
        private static string LastItem(LastItem last)
        {
            string member = last.Member.Length == 0 ? string.Empty : last.Member + (last.IsBool ? string.Empty : "=" + last.Value.ToString(CultureInfo.InvariantCulture));
            string unionCase = last.Case is { } of ? $"{of.Name}({of.Tag.ToString(CultureInfo.InvariantCulture)})" : string.Empty;
            return unionCase.Length == 0 ? member : member.Length == 0 ? "case " + unionCase : member + " in " + unionCase;
        }

        public string Visit(ByteBoundCodec codec) => $"list(bytes {Bound(codec.Length, owner)}) of {Signature(codec.Element, owner)}";

        public string Visit(NestedCodec codec) => (codec.HasPresence ? "presence " : string.Empty) + codec.TypeName.Replace("global::", string.Empty) + Arguments(codec.Arguments, owner);

        // Not on the wire, but a value read with another argument reads other bytes: the parameter's integer is the format.
        public string Visit(ParameterCodec codec) => $"parameter {codec.Kind}";

        public string Visit(CustomCodec codec) => (codec.HasPresence ? "presence " : string.Empty) + "custom " + codec.TypeName.Replace("global::", string.Empty);

        // The holder and every case's tag decide the bytes: a case moved to another tag breaks the wire.
        public string Visit(HeldUnionCodec codec) => $"tagfrom({Position(codec.Holder, owner)}{(codec.EachItem ? "[i]" : string.Empty)}) " + codec.TypeName.Replace("global::", string.Empty)
            + "(" + string.Join(",", codec.Cases.Select(c => (c.Text.Length > 0 ? $"\"{c.Text}\"" : c.Tag.ToString(CultureInfo.InvariantCulture)) + "=" + c.TypeName.Replace("global::", string.Empty)))
            + (codec.DefaultCase.Length > 0 ? ",_=" + codec.DefaultCase.Replace("global::", string.Empty) : string.Empty) + ")"
            + string.Concat(codec.CaseArguments.Select(c => Arguments(c.Arguments, owner)));

        /// <summary>The holders a nested value's parameters take: <c>args(ColorType=#2.ColorType)</c>, nothing when it has none.</summary>
        private static string Arguments(EquatableArray<Argument> arguments, TypeModel owner) => arguments.Count == 0 ? string.Empty
            : " args(" + string.Join(",", arguments.Select(argument =>
            {
                if (argument.IsTag)
                {
                    return $"{argument.Parameter}=tag";
                }

                int dot = argument.Holder.IndexOf('.');
                string holder = dot < 0 ? Position(argument.Holder, owner) : Position(argument.Holder.Substring(0, dot), owner) + argument.Holder.Substring(dot);
                return $"{argument.Parameter}={holder}";
            })) + ")";
    }

    /// <summary>A wrapper's signature in the lock.</summary>
    private sealed class WrapperSignature(TypeModel owner) : IWrapperVisitor<string>
    {
        public string Visit(ConditionalWrapper wrapper) => $"when({ExportNames.ConditionText(wrapper, member => Position(member, owner), FormulaText.Lock, "and").Replace(" ", string.Empty)})";

        public string Visit(PointerWrapper wrapper) => $"pointer({Position(wrapper.Holder, owner)})";

        public string Visit(PositionedWrapper wrapper) => $"at({Position(wrapper.Holder, owner)}{(wrapper.Origin == OffsetOrigin.Value ? ",from value" : string.Empty)})";

        public string Visit(TrailingWrapper wrapper) => wrapper.Optional ? "trailing(optional)" : "trailing";

        public string Visit(ConstantWrapper wrapper) => $"constant({ExportNames.Hex(wrapper.Bytes)}{(wrapper.After ? ",after" : string.Empty)})";

        public string Visit(ReservedWrapper wrapper) => $"reserved({wrapper.Bytes})";

        public string Visit(PresenceWrapper wrapper) => "presence";

        public string Visit(NullPrefixWrapper wrapper) => "null-as-minus-one";

        public string Visit(ValidWrapper wrapper) => $"valid({ExportNames.Allowed(wrapper).Replace(" ", string.Empty)})";

        public string Visit(CompressedWrapper wrapper) => $"compressed({wrapper.Format.ToString().ToLowerInvariant()})";

        public string Visit(FrameWrapper wrapper) => $"frame({Prefix(wrapper.Prefix)}{(wrapper.IncludesPrefix ? ",inclusive" : string.Empty)}{(wrapper.Adjust != 0 ? $",adjust {wrapper.Adjust}" : string.Empty)}{(wrapper.SkipUnknown ? ",skip-unknown" : string.Empty)})";

        public string Visit(HeldFrameWrapper wrapper) => $"frame({Bound(wrapper.Length, owner)})";

        public string Visit(ChecksumWrapper wrapper) => $"{wrapper.Algorithm.ToString().ToLowerInvariant()}({(wrapper.After ? "after" : "before")}{(wrapper.SkipBytes > 0 ? $",skip {wrapper.SkipBytes}" : string.Empty)}{(wrapper.LittleEndian ? ",le" : string.Empty)})";

        public string Visit(PaddingWrapper wrapper) => $"pad{wrapper.Multiple}";

        public string Visit(PseudoHeaderWrapper wrapper)
            => $"pseudoheader({string.Join(",", wrapper.Parts.Select(part => Position(part.Member, owner)))} in {string.Join(",", wrapper.Slots.Select(slot => slot.DisplayName + "." + slot.Holder + (slot.ZeroMeansNone ? " zero none" : string.Empty)))})";
    }
}
