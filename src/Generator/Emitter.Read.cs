using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator;

internal sealed partial class Emitter
{
    private void EmitReadMembers()
    {
        string type = _type.FullyQualifiedName;
        string maybeNull = MaybeNullWhenFalse;
        if (IsFixedSize)
        {
            EmitFixedSizeRead();
        }
        else
        {
            EmitReadEntryPoint("truncated or invalid data");
        }

        _writer.WriteLine();
        EmitTryReadEntryPoint("""
            /// <summary>
            /// Reads one value, or returns <see langword="false"/> if <paramref name="source"/> ends before the value does.
            /// Invalid data throws <see cref="global::Spanwire.BinarySerializationException"/>.
            /// </summary>
            """);
        _writer.WriteLine($$"""

            /// <summary>Reads one value at <paramref name="offset"/> and advances it; <see langword="false"/> when the source ends early.</summary>
            {{InlineHint}}{{NeverBrowsable}}
            """);
        _writer.OpenBlock($"public static bool TryReadCore({ReadOnlySpan} source, ref int offset, ref {ReadState} state, {maybeNull}out {type} value)");
        _writer.WriteLine("value = default!;");
        if (!IsLeaf)
        {
            _writer.WriteLine($"state.Enter({_typeLiteral}, offset);");
        }

        foreach (MemberModel member in _type.Members)
        {
            _writer.WriteLine($"{member.Type.TypeName} {Local(member)};");
        }

        foreach (List<MemberModel> segment in Segments())
        {
            if (segment[0].Type.IsBitField)
            {
                EmitReadBits(segment);
            }
            else if (segment[0].Type.IsScalar)
            {
                EmitReadRun(segment);
            }
            else
            {
                EmitRead(Local(segment[0]), segment[0].Type, Literal(segment[0].WireName));
            }
        }

        _writer.WriteLine($"value = {Construction()};");
        if (!IsLeaf)
        {
            _writer.WriteLine("state.Exit();");
        }

        _writer.WriteLine("return true;");
        _writer.CloseBlock();
    }

    /// <summary>
    /// A fixed-size layout reads with one length check and no read state, like hand-written code; the cold path
    /// replays the read through <c>TryReadCore</c> only to name the member where the data ends.
    /// </summary>
    private void EmitFixedSizeRead()
    {
        string type = _type.FullyQualifiedName;
        _writer.WriteLine("/// <summary>Reads one value; throws <see cref=\"global::Spanwire.BinarySerializationException\"/> on truncated or invalid data.</summary>");
        _writer.WriteLine(AggressiveInlining);
        _writer.OpenBlock($"public {New}static {type} Read({ReadOnlySpan} source, out int bytesRead)");
        _writer.OpenBlock("if (source.Length < FixedSize)");
        _writer.WriteLine("throw SpanwireTruncation(source);");
        _writer.CloseBlock();
        _writer.WriteLine("int offset = 0;");
        foreach (MemberModel member in _type.Members)
        {
            _writer.WriteLine($"{member.Type.TypeName} {Local(member)};");
        }

        EmitReadRunValues(_type.Members.ToList());
        _writer.WriteLine("bytesRead = offset;");
        _writer.WriteLine($"return {Construction()};");
        _writer.CloseBlock();
        _writer.WriteLine($$"""

            [global::System.Runtime.CompilerServices.MethodImpl(global::System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
            private static global::Spanwire.BinarySerializationException SpanwireTruncation({{ReadOnlySpan}} source)
            {
                var state = {{ReadState}}.Default;
                int offset = 0;
                TryReadCore(source, ref offset, ref state, out _);
                return state.ToTruncationException();
            }
            """);
    }

    /// <summary>With <c>RejectUndefinedEnums</c>: an enum value without a named member is invalid data.</summary>
    private void EmitDefinedCheck(string value, WireType type, string member, string offset)
    {
        if (!type.ChecksDefined)
        {
            return;
        }

        _writer.OpenBlock($"if (!({value} is {string.Join(" or ", type.DefinedValues)}))");
        _writer.WriteLine($"{Wire}.ThrowInvalid({_typeLiteral}, {member}, {offset}, $\"{{{value}}} is not a defined {type.TypeName.Replace("global::", string.Empty)} value.\");");
        _writer.CloseBlock();
    }

    private void ReturnFalseUnless(string condition)
    {
        _writer.OpenBlock($"if (!({condition}))");
        _writer.WriteLine("return false;");
        _writer.CloseBlock();
    }

    private string Construction()
    {
        var arguments = _type.ConstructorArguments.Select(name => name.Length == 0 ? "default" : $"__{name}");
        var assigned = _type.Members.Where(member => !_type.ConstructorArguments.Contains(member.WireName))
            .Select(member => $"{member.Name} = {Local(member)}")
            .ToList();
        string construction = $"new {_type.FullyQualifiedName}({string.Join(", ", arguments)})";
        return assigned.Count == 0 ? construction : $"{construction} {{ {string.Join(", ", assigned)} }}";
    }

    /// <summary>One bounds check for the run; the cold path names the member the data ends in.</summary>
    private void EmitReadRun(List<MemberModel> run)
    {
        int size = run.Sum(member => member.Type.FixedSize);
        _writer.OpenBlock($"if (source.Length - offset < {Invariant(size)})");
        string available = Temp("available");
        _writer.WriteLine($"int {available} = source.Length - offset;");
        int start = 0;
        for (int i = 0; i < run.Count; i++)
        {
            MemberModel member = run[i];
            int end = start + member.Type.FixedSize;
            string memberOffset = start == 0 ? "offset" : $"offset + {Invariant(start)}";
            string memberAvailable = start == 0 ? available : $"{available} - {Invariant(start)}";
            string truncated = $"return state.Truncated({_typeLiteral}, {Literal(member.WireName)}, {memberOffset}, {Invariant(member.Type.FixedSize)}, {memberAvailable});";
            _writer.WriteLine(i == run.Count - 1 ? truncated : $"if ({available} < {Invariant(end)}) {truncated}");
            start = end;
        }

        _writer.CloseBlock();
        EmitReadRunValues(run);
    }

    /// <summary>The run's unchecked loads, at constant offsets from <c>offset</c>, which the caller has range-checked.</summary>
    private void EmitReadRunValues(List<MemberModel> run)
    {
        int size = run.Sum(member => member.Type.FixedSize);
        string runStart = Temp("run");
        _writer.WriteLine($"ref byte {runStart} = ref {Wire}.At(source, offset);");
        int index = 0;
        foreach (MemberModel member in run)
        {
            string at = Invariant(index);
            string memberOffset = index == 0 ? "offset" : $"offset + {at}";
            _writer.WriteLine($"{Local(member)} = {ReadScalar(runStart, at, memberOffset, member.Type, Literal(member.WireName))};");
            EmitDefinedCheck(Local(member), member.Type, Literal(member.WireName), memberOffset);
            index += member.Type.FixedSize;
        }

        _writer.WriteLine($"offset += {Invariant(size)};");
    }

    /// <summary>Reads one bit-field container and unpacks each member, MSB first.</summary>
    private void EmitReadBits(List<MemberModel> group)
    {
        (_, string method) = Container(group);
        int bytes = ContainerBytes(group);
        _writer.OpenBlock($"if (source.Length - offset < {Invariant(bytes)})");
        _writer.WriteLine($"return state.Truncated({_typeLiteral}, {Literal(group[0].WireName)}, offset, {Invariant(bytes)}, source.Length - offset);");
        _writer.CloseBlock();
        string packed = Temp("packed");
        _writer.WriteLine($"uint {packed} = {Wire}.Read{method}(ref {Wire}.At(source, offset), 0);");
        int shift = bytes * 8;
        foreach (MemberModel member in group)
        {
            shift -= member.Type.BitWidth;
            string mask = ((1UL << member.Type.BitWidth) - 1).ToString(System.Globalization.CultureInfo.InvariantCulture);
            string bits = $"(({packed} >> {Invariant(shift)}) & {mask}U)";
            _writer.WriteLine(member.Type.Kind == WireKind.Boolean
                ? $"{Local(member)} = {bits} != 0;"
                : $"{Local(member)} = unchecked(({member.Type.TypeName})({member.Type.Primitive.TypeName}){bits});");
            EmitDefinedCheck(Local(member), member.Type, Literal(member.WireName), "offset");
        }

        _writer.WriteLine($"offset += {Invariant(bytes)};");
    }

    /// <summary>Reads a value into <paramref name="target"/>, a declared local or an array element.</summary>
    private void EmitRead(string target, WireType type, string member)
    {
        if (type.IsConditional || type.Trailing)
        {
            string condition = type.IsConditional ? Condition(type, $"__{type.WhenMember}") : "true";
            if (type.Trailing)
            {
                condition = type.IsConditional ? $"offset < source.Length && {condition}" : "offset < source.Length";
            }

            _writer.OpenBlock($"if ({condition})");
            EmitRead(target, type with { WhenMember = string.Empty, Trailing = false }, member);
            _writer.CloseBlock();
            _writer.OpenBlock("else");
            _writer.WriteLine($"{target} = default;");
            _writer.CloseBlock();
            return;
        }

        if (type.ReservedBefore > 0)
        {
            ReturnFalseUnless($"{Wire}.TryReadReserved(source, ref offset, ref state, {_typeLiteral}, {member}, {Invariant(type.ReservedBefore)})");
            EmitRead(target, type with { ReservedBefore = 0 }, member);
            return;
        }

        if (type.PresenceByte)
        {
            EmitReadPresence(member, present =>
            {
                _writer.OpenBlock($"if ({present} == 0)");
                _writer.WriteLine($"{target} = null;");
                _writer.CloseBlock();
                _writer.OpenBlock("else");
                EmitRead(target, type with { PresenceByte = false }, member);
                _writer.CloseBlock();
            });
            return;
        }

        if (type.NeedsXdrPadding)
        {
            string start = Temp("start");
            _writer.WriteLine($"int {start} = offset;");
            EmitRead(target, type with { Xdr = false }, member);
            ReturnFalseUnless($"{Wire}.TryReadPadding(source, ref offset, ref state, {_typeLiteral}, {member}, {start})");
            return;
        }

        if (type.IsScalar)
        {
            string size = Invariant(type.FixedSize);
            _writer.OpenBlock($"if (source.Length - offset < {size})");
            _writer.WriteLine($"return state.Truncated({_typeLiteral}, {member}, offset, {size}, source.Length - offset);");
            _writer.CloseBlock();
            _writer.WriteLine($"{target} = {ReadScalar($"{Wire}.At(source, offset)", "0", "offset", type, member)};");
            EmitDefinedCheck(target, type, member, "offset");
            _writer.WriteLine($"offset += {size};");
            return;
        }

        if (type.IsVarInt)
        {
            string raw = Temp("raw");
            ReturnFalseUnless($"{Wire}.TryReadVarUInt(source, ref offset, ref state, {_typeLiteral}, {member}, {Invariant(type.IntegerBits)}, out ulong {raw})");
            _writer.WriteLine($"{target} = {VarIntDecode(raw, type)};");
            return;
        }

        if (type.IsBound && type.Kind is WireKind.String or WireKind.ByteArray)
        {
            string length = Temp("length");
            ReturnFalseUnless($"{Wire}.TryReadBoundLength(source, offset, ref state, {_typeLiteral}, {member}, (long)__{type.LengthFrom}, 1, out int {length})");
            ReturnFalseUnless(type.Kind == WireKind.String
                ? $"{Wire}.TryReadFixedString(source, ref offset, ref state, {_typeLiteral}, {member}, {length}, 0, false, out {target})"
                : $"{Wire}.TryReadFixedBytes(source, ref offset, ref state, {_typeLiteral}, {member}, {length}, out {target})");
            return;
        }

        if (type.IsPascal)
        {
            ReturnFalseUnless($"{Wire}.TryReadPascal(source, ref offset, ref state, {_typeLiteral}, {member}, {Invariant(type.FixedLength)}, out {target})");
            return;
        }

        if (type.IsFixedLength && type.Kind != WireKind.Array)
        {
            string fixedArguments = $"source, ref offset, ref state, {_typeLiteral}, {member}, {Invariant(type.FixedLength)}";
            string textArguments = $"{fixedArguments}, {Invariant(type.Padding)}, {Bool(type.TrimPadding)}";
            ReturnFalseUnless(type.Kind != WireKind.String ? $"{Wire}.TryReadFixedBytes({fixedArguments}, out {target})"
                : type.HasCustomEncoding ? $"{Wire}.TryReadFixedEncodedString({textArguments}, {EncodingName(type)}, {Bool(type.ReplaceInvalid)}, out {target})"
                : $"{Wire}.TryReadFixedString({textArguments}, out {target})");
            return;
        }

        if (type.HasCustomEncoding)
        {
            ReturnFalseUnless($"{Wire}.TryReadEncodedString(source, ref offset, ref state, {_typeLiteral}, {member}, {PrefixName(type)}, {EncodingName(type)}, {Bool(type.ReplaceInvalid)}, out {target})");
            return;
        }

        string prefix = type.HasCustomPrefix ? $", {PrefixName(type)}" : string.Empty;
        switch (type.Kind)
        {
            case WireKind.String:
                ReturnFalseUnless($"{Wire}.TryReadString(source, ref offset, ref state, {_typeLiteral}, {member}{prefix}, out {target})");
                break;
            case WireKind.ByteArray:
                ReturnFalseUnless($"{Wire}.TryReadBytes(source, ref offset, ref state, {_typeLiteral}, {member}{prefix}, out {target})");
                break;
            case WireKind.ByteMemory or WireKind.ByteReadOnlyMemory:
                {
                    string bytes = Temp("bytes");
                    ReturnFalseUnless($"{Wire}.TryReadNonNullBytes(source, ref offset, ref state, {_typeLiteral}, {member}{prefix}, out var {bytes})");
                    _writer.WriteLine($"{target} = {bytes};");
                    break;
                }

            case WireKind.Serializable when type.IsValueType:
                ReturnFalseUnless($"{type.TypeName}.TryReadCore(source, ref offset, ref state, out {target})");
                break;
            case WireKind.Serializable:
                EmitReadPresence(member, present =>
                {
                    _writer.OpenBlock($"if ({present} == 0)");
                    _writer.WriteLine($"{target} = null;");
                    _writer.CloseBlock();
                    _writer.OpenBlock($"else if (!{type.TypeName.TrimEnd('?')}.TryReadCore(source, ref offset, ref state, out {target}))");
                    _writer.WriteLine("return false;");
                    _writer.CloseBlock();
                });
                break;
            case WireKind.Nullable:
                EmitReadPresence(member, present =>
                {
                    _writer.OpenBlock($"if ({present} == 0)");
                    _writer.WriteLine($"{target} = null;");
                    _writer.CloseBlock();
                    _writer.OpenBlock("else");
                    string inner = Temp("value");
                    _writer.WriteLine($"{type.Element!.TypeName} {inner};");
                    EmitRead(inner, type.Element!, member);
                    _writer.WriteLine($"{target} = {inner};");
                    _writer.CloseBlock();
                });
                break;
            default:
                EmitReadCollection(target, type, member);
                break;
        }
    }

    private void EmitReadPresence(string member, System.Action<string> readWhenPresent)
    {
        string present = Temp("present");
        _writer.OpenBlock("if (source.Length - offset < 1)");
        _writer.WriteLine($"return state.Truncated({_typeLiteral}, {member}, offset, 1, 0);");
        _writer.CloseBlock();
        _writer.WriteLine($"byte {present} = {Wire}.ReadByte(ref {Wire}.At(source, offset), 0);");
        _writer.OpenBlock($"if ({present} > 1)");
        _writer.WriteLine($"{Wire}.ThrowInvalidPresence({_typeLiteral}, {member}, offset, {present});");
        _writer.CloseBlock();
        _writer.WriteLine("offset += 1;");
        readWhenPresent(present);
    }

    private void EmitReadCollection(string target, WireType type, string member)
    {
        WireType element = type.Element!;
        string count = Temp("count");
        if (type.IsBound)
        {
            ReturnFalseUnless($"{Wire}.TryReadBoundLength(source, offset, ref state, {_typeLiteral}, {member}, (long)__{type.LengthFrom}, {Invariant(element.MinSize)}, out int {count})");
        }
        else if (type.IsFixedLength)
        {
            ReturnFalseUnless($"{Wire}.TryReadFixedCount(source, offset, ref state, {_typeLiteral}, {member}, {Invariant(type.FixedLength)}, {Invariant(element.MinSize)})");
            _writer.WriteLine($"int {count} = {Invariant(type.FixedLength)};");
        }
        else
        {
            ReturnFalseUnless(type.HasCustomPrefix
                ? $"{Wire}.TryReadPrefix(source, ref offset, ref state, {_typeLiteral}, {member}, {PrefixName(type)}, {Invariant(element.MinSize)}, out int {count})"
                : $"{Wire}.TryReadLength(source, ref offset, ref state, {_typeLiteral}, {member}, {Invariant(element.MinSize)}, out int {count})");
        }

        _writer.OpenBlock($"if ({count} < 0)");
        _writer.WriteLine($"{target} = default;");
        _writer.CloseBlock();
        _writer.OpenBlock("else");

        if (type.Kind == WireKind.List)
        {
            string list = Temp("list");
            _writer.WriteLine($"var {list} = new {type.TypeName}({count});");
            if (element.IsBulkElement && _capabilities.CollectionsMarshal)
            {
                _writer.WriteLine($"global::System.Runtime.InteropServices.CollectionsMarshal.SetCount({list}, {count});");
                EmitReadBulk($"global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan({list})", count, element);
            }
            else
            {
                string index = Temp("i");
                string item = Temp("item");
                _writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
                _writer.WriteLine($"{element.TypeName} {item};");
                EmitRead(item, element, member);
                _writer.WriteLine($"{list}.Add({item});");
                _writer.CloseBlock();
            }

            _writer.WriteLine($"{target} = {list};");
        }
        else
        {
            string array = Temp("array");
            _writer.WriteLine($"var {array} = {count} == 0 ? global::System.Array.Empty<{element.TypeName}>() : {NewArray(element.TypeName, count)};");
            if (element.IsBulkElement)
            {
                EmitReadBulk($"new global::System.Span<{element.TypeName}>({array})", count, element);
            }
            else if (element.IsScalar)
            {
                string size = Invariant(element.FixedSize);
                string start = Temp("run");
                string index = Temp("i");
                _writer.WriteLine($"ref byte {start} = ref {Wire}.At(source, offset);");
                _writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
                _writer.WriteLine($"{array}[{index}] = {ReadScalar(start, $"{index} * {size}", $"offset + ({index} * {size})", element, member)};");
                _writer.CloseBlock();
                _writer.WriteLine($"offset += {count} * {size};");
            }
            else
            {
                string index = Temp("i");
                _writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
                EmitRead($"{array}[{index}]", element, member);
                _writer.CloseBlock();
            }

            _writer.WriteLine($"{target} = {WrapArray(array, type)};");
        }

        _writer.CloseBlock();
    }

    /// <summary>Swaps bytes from the source straight into the new collection's storage.</summary>
    private void EmitReadBulk(string destinationSpan, string count, WireType element)
    {
        int size = element.BulkSize;
        bool bytewise = element.Primitive.FixedSize == 1;
        string bytes = size == 1 ? count : $"{count} * {Invariant(size)}";
        string target = bytewise ? "byte" : element.Primitive.TypeName;
        string destination = element.Kind is WireKind.Enum or WireKind.Serializable || bytewise
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.Cast<{element.TypeName}, {target}>({destinationSpan})"
            : destinationSpan;
        _writer.WriteLine(bytewise
            ? $"source.Slice(offset, {bytes}).CopyTo({destination});"
            : $"{Wire}.Read{(element.LittleEndian ? "LittleEndian" : "BigEndian")}(source.Slice(offset, {bytes}), {destination});");
        _writer.WriteLine($"offset += {bytes};");
    }

    private string WrapArray(string array, WireType collection)
    {
        if (collection.Kind != WireKind.ImmutableArray)
        {
            return array;
        }

        return _capabilities.ImmutableCollectionsMarshal
            ? $"global::System.Runtime.InteropServices.ImmutableCollectionsMarshal.AsImmutableArray({array})"
            : $"global::System.Collections.Immutable.ImmutableArray.Create({array})";
    }

    private string ReadScalar(string start, string index, string offset, WireType type, string member)
    {
        if (type.Kind == WireKind.Boolean && type.Xdr)
        {
            return $"{Wire}.ReadXdrBoolean(ref {start}, {index}, {_typeLiteral}, {member}, {offset})";
        }

        string method = ScalarMethod(type);
        string read = type.Primitive.Kind is WireKind.Boolean or WireKind.DateTime or WireKind.DateTimeOffset
            ? $"{Wire}.Read{method}(ref {start}, {index}, {_typeLiteral}, {member}, {offset})"
            : $"{Wire}.Read{method}{(type.LittleEndian ? "LittleEndian" : string.Empty)}(ref {start}, {index})";
        return type.Kind == WireKind.Enum ? $"({type.TypeName}){read}" : read;
    }

    /// <summary>The public <c>Read</c> over <c>TryReadCore</c>, for every type whose size is known only at run time.</summary>
    private void EmitReadEntryPoint(string whatThrows)
    {
        _writer.WriteLine($$"""
            /// <summary>Reads one value; throws <see cref="global::Spanwire.BinarySerializationException"/> on {{whatThrows}}.</summary>
            public {{New}}static {{_type.FullyQualifiedName}} Read({{ReadOnlySpan}} source, out int bytesRead)
            {
                var state = {{ReadState}}.Default;
                int offset = 0;
                if (!TryReadCore(source, ref offset, ref state, out var value))
                {
                    throw state.ToTruncationException();
                }

                bytesRead = offset;
                return value;
            }
            """);
    }

    /// <summary>The public <c>TryRead</c> over <c>TryReadCore</c>: <see langword="false"/> and no bytes consumed when the source ends early.</summary>
    private void EmitTryReadEntryPoint(string documentation)
    {
        _writer.WriteLine(documentation);
        _writer.WriteLine($$"""
            public static bool TryRead({{ReadOnlySpan}} source, {{MaybeNullWhenFalse}}out {{_type.FullyQualifiedName}} value, out int bytesRead)
            {
                var state = {{ReadState}}.Default;
                int offset = 0;
                bool complete = TryReadCore(source, ref offset, ref state, out value);
                bytesRead = complete ? offset : 0;
                return complete;
            }
            """);
    }
}
