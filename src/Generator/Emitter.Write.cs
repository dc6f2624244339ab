using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator;

internal sealed partial class Emitter
{
    private void EmitWriteMembers()
    {
        if (IsFixedSize)
        {
            EmitFixedSizeWrite();
        }
        else
        {
            EmitVariableSizeWrite();
        }

        _writer.WriteLine($$"""

            /// <summary>
            /// Writes this value at <paramref name="offset"/>. Returns the offset after it, or -1 when out of room; the offset
            /// travels by value so that it stays in a register through the whole write.
            /// </summary>
            {{InlineHint}}{{NeverBrowsable}}
            """);
        _writer.OpenBlock($"public {New}int TryWriteCore({Span} destination, int offset)");
        foreach (List<MemberModel> segment in Segments())
        {
            if (segment[0].Type.IsBitField)
            {
                EmitWriteBits(segment);
            }
            else if (segment[0].Type.IsScalar)
            {
                EmitWriteRun(segment);
            }
            else
            {
                EmitWrite(WriteValue(segment[0]), segment[0].Type, Literal(segment[0].WireName));
            }
        }

        _writer.WriteLine("return offset;");
        _writer.CloseBlock();
    }

    /// <summary>A fixed-size layout writes with one length check and straight stores, like hand-written code.</summary>
    private void EmitFixedSizeWrite()
    {
        _writer.WriteLine("/// <summary>Writes this value big-endian; throws <see cref=\"global::Spanwire.BinarySerializationException\"/> if <paramref name=\"destination\"/> is too short.</summary>");
        _writer.WriteLine("/// <returns>The number of bytes written.</returns>");
        _writer.WriteLine(AggressiveInlining);
        _writer.OpenBlock($"public {New}int Write({Span} destination)");
        _writer.OpenBlock("if (destination.Length < FixedSize)");
        _writer.WriteLine($"{Wire}.ThrowDestinationTooShort({_typeLiteral}, FixedSize, destination.Length);");
        _writer.CloseBlock();
        _writer.WriteLine("int offset = 0;");
        EmitWriteRunValues(_type.Members.ToList());
        _writer.WriteLine("return offset;");
        _writer.CloseBlock();
        _writer.WriteLine();
        _writer.WriteLine("/// <summary>Writes this value big-endian, or returns <see langword=\"false\"/> if <paramref name=\"destination\"/> is too short.</summary>");
        _writer.WriteLine(AggressiveInlining);
        _writer.OpenBlock($"public {New}bool TryWrite({Span} destination, out int bytesWritten)");
        _writer.OpenBlock("if (destination.Length < FixedSize)");
        _writer.WriteLine("bytesWritten = 0;");
        _writer.WriteLine("return false;");
        _writer.CloseBlock();
        _writer.WriteLine("int offset = 0;");
        EmitWriteRunValues(_type.Members.ToList());
        _writer.WriteLine("bytesWritten = offset;");
        _writer.WriteLine("return true;");
        _writer.CloseBlock();
    }

    private void EmitVariableSizeWrite() => EmitWriteEntryPoints("this value big-endian", documentReturns: true);

    /// <summary>The public <c>Write</c>/<c>TryWrite</c> pair over <c>TryWriteCore</c>, for every type whose size is known only at run time.</summary>
    private void EmitWriteEntryPoints(string whatIsWritten, bool documentReturns)
    {
        string returns = documentReturns ? "\n/// <returns>The number of bytes written.</returns>" : "";
        _writer.WriteLine($$"""
            /// <summary>Writes {{whatIsWritten}}; throws <see cref="global::Spanwire.BinarySerializationException"/> if <paramref name="destination"/> is too short.</summary>{{returns}}
            public {{New}}int Write({{Span}} destination)
            {
                int written = TryWriteCore(destination, 0);
                if (written < 0)
                {
                    {{Wire}}.ThrowDestinationTooShort({{_typeLiteral}}, GetSerializedSize(), destination.Length);
                }

                return written;
            }

            /// <summary>Writes {{whatIsWritten}}, or returns <see langword="false"/> if <paramref name="destination"/> is too short.</summary>
            public {{New}}bool TryWrite({{Span}} destination, out int bytesWritten)
            {
                int written = TryWriteCore(destination, 0);
                bytesWritten = written < 0 ? 0 : written;
                return written >= 0;
            }
            """);
    }

    /// <summary>One bounds check for the whole run, then unchecked stores at constant offsets.</summary>
    private void EmitWriteRun(List<MemberModel> run)
    {
        EmitSpaceCheck(Invariant(run.Sum(member => member.Type.FixedSize)));
        EmitWriteRunValues(run);
    }

    /// <summary>Packs a bit-field group MSB-first into one big-endian container; a value wider than its bits throws.</summary>
    private void EmitWriteBits(List<MemberModel> group)
    {
        (string containerType, string method) = Container(group);
        int bytes = ContainerBytes(group);
        EmitSpaceCheck(Invariant(bytes));
        string packed = Temp("packed");
        _writer.WriteLine($"uint {packed} = 0;");
        int shift = bytes * 8;
        foreach (MemberModel member in group)
        {
            shift -= member.Type.BitWidth;
            ulong mask = (1UL << member.Type.BitWidth) - 1;
            string bits = Temp("bits");
            string value = member.Type.Kind == WireKind.Boolean
                ? $"({Access(member)} ? 1UL : 0UL)"
                : $"unchecked((ulong)(long)({member.Type.Primitive.TypeName}){Access(member)})";
            _writer.WriteLine($"ulong {bits} = {value};");
            _writer.OpenBlock($"if ({bits} > {mask.ToString(System.Globalization.CultureInfo.InvariantCulture)}UL)");
            _writer.WriteLine($"{Wire}.ThrowInvalid({_typeLiteral}, {Literal(member.WireName)}, offset, $\"{{{Access(member)}}} does not fit {Invariant(member.Type.BitWidth)} bits.\");");
            _writer.CloseBlock();
            _writer.WriteLine($"{packed} |= (uint){bits} << {Invariant(shift)};");
        }

        _writer.WriteLine($"{Wire}.Write{method}(ref {Wire}.At(destination, offset), 0, ({containerType}){packed});");
        _writer.WriteLine($"offset += {Invariant(bytes)};");
    }

    /// <summary>The run's unchecked stores at constant offsets from <c>offset</c>, which the caller has range-checked.</summary>
    private void EmitWriteRunValues(List<MemberModel> run)
    {
        int size = run.Sum(member => member.Type.FixedSize);
        string start = Temp("run");
        _writer.WriteLine($"ref byte {start} = ref {Wire}.At(destination, offset);");
        int index = 0;
        foreach (MemberModel member in run)
        {
            _writer.WriteLine(WriteScalar(start, Invariant(index), WriteValue(member), member.Type));
            index += member.Type.FixedSize;
        }

        _writer.WriteLine($"offset += {Invariant(size)};");
    }

    private void EmitWrite(string value, WireType type, string member)
    {
        if (type.IsConditional)
        {
            _writer.OpenBlock($"if ({Condition(type, $"this.{MemberName(type.WhenMember)}")})");
            EmitWrite(value, type with { WhenMember = string.Empty }, member);
            _writer.CloseBlock();
            return;
        }

        if (type.Trailing)
        {
            EmitWrite(value, type with { Trailing = false }, member);
            return;
        }

        if (type.ReservedBefore > 0)
        {
            Advance($"{Wire}.WriteReserved(destination, offset, {Invariant(type.ReservedBefore)})");
            EmitWrite(value, type with { ReservedBefore = 0 }, member);
            return;
        }

        if (type.PresenceByte)
        {
            string item = Temp("item");
            _writer.WriteLine($"var {item} = {value};");
            EmitPresence($"{item} is not null");
            _writer.OpenBlock($"if ({item} is not null)");
            EmitWrite(item, type with { PresenceByte = false }, member);
            _writer.CloseBlock();
            return;
        }

        if (type.NeedsXdrPadding)
        {
            string start = Temp("start");
            _writer.WriteLine($"int {start} = offset;");
            EmitWrite(value, type with { Xdr = false }, member);
            Advance($"{Wire}.WritePadding(destination, offset, {start})");
            return;
        }

        if (type.IsScalar)
        {
            EmitSpaceCheck(Invariant(type.FixedSize));
            _writer.WriteLine(WriteScalar($"{Wire}.At(destination, offset)", "0", value, type));
            _writer.WriteLine($"offset += {Invariant(type.FixedSize)};");
            return;
        }

        if (type.IsVarInt)
        {
            Advance($"{Wire}.WriteVarUInt(destination, offset, {VarIntEncode(value, type)})");
            return;
        }

        if (type.IsBound && type.Kind is WireKind.String or WireKind.ByteArray)
        {
            Advance($"{Wire}.{(type.Kind == WireKind.String ? "WriteUnprefixedString" : "WriteUnprefixedBytes")}(destination, offset, {value}, {_typeLiteral}, {member})");
            return;
        }

        if (type.IsPascal)
        {
            Advance($"{Wire}.WritePascal(destination, offset, {value}, {Invariant(type.FixedLength)}, {Bool(type.Truncate)}, {_typeLiteral}, {member})");
            return;
        }

        if (type.IsFixedLength && type.Kind != WireKind.Array)
        {
            string fixedArguments = $"destination, offset, {value}, {Invariant(type.FixedLength)}, {Invariant(type.Padding)}, {Bool(type.Truncate)}";
            Advance(type.Kind != WireKind.String ? $"{Wire}.WriteFixedBytes({fixedArguments}, {_typeLiteral}, {member})"
                : type.HasCustomEncoding ? $"{Wire}.WriteFixedEncodedString({fixedArguments}, {EncodingName(type)}, {Bool(type.ReplaceInvalid)}, {_typeLiteral}, {member})"
                : $"{Wire}.WriteFixedString({fixedArguments}, {_typeLiteral}, {member})");
            return;
        }

        if (type.HasCustomEncoding)
        {
            Advance($"{Wire}.WriteEncodedString(destination, offset, {value}, {PrefixName(type)}, {EncodingName(type)}, {Bool(type.ReplaceInvalid)}, {_typeLiteral}, {member})");
            return;
        }

        string prefixArguments = type.HasCustomPrefix ? $", {PrefixName(type)}, {_typeLiteral}, {member}" : string.Empty;
        switch (type.Kind)
        {
            case WireKind.String:
                Advance(type.HasCustomPrefix
                    ? $"{Wire}.WriteString(destination, offset, {value}, {_typeLiteral}, {member}, {PrefixName(type)})"
                    : $"{Wire}.WriteString(destination, offset, {value}, {_typeLiteral}, {member})");
                break;
            case WireKind.ByteArray:
                {
                    string bytes = Temp("bytes");
                    _writer.WriteLine($"var {bytes} = {value};");
                    Advance($"{bytes} is null ? {WriteLengthCall(type, $"{Wire}.NullLength", member)} : {Wire}.WriteBytes(destination, offset, {bytes}{prefixArguments})");
                    break;
                }

            case WireKind.ByteMemory or WireKind.ByteReadOnlyMemory:
                Advance($"{Wire}.WriteBytes(destination, offset, {value}.Span{prefixArguments})");
                break;
            case WireKind.Serializable when type.IsValueType:
                Advance($"{value}.TryWriteCore(destination, offset)");
                break;
            case WireKind.Serializable:
                {
                    string item = Temp("item");
                    _writer.WriteLine($"var {item} = {value};");
                    EmitPresence($"{item} is not null");
                    _writer.OpenBlock($"if ({item} is not null)");
                    Advance($"{item}.TryWriteCore(destination, offset)");
                    _writer.CloseBlock();
                    break;
                }

            case WireKind.Nullable:
                {
                    string item = Temp("item");
                    _writer.WriteLine($"var {item} = {value};");
                    EmitPresence($"{item}.HasValue");
                    _writer.OpenBlock($"if ({item}.HasValue)");
                    EmitWrite($"{item}.GetValueOrDefault()", type.Element!, member);
                    _writer.CloseBlock();
                    break;
                }

            default:
                EmitWriteCollection(value, type, member);
                break;
        }
    }

    /// <summary>
    /// The count is read once, before the prefix is written, and bounds every loop: a collection that another thread
    /// resizes mid-write (or an <c>IReadOnlyList</c> whose <c>Count</c> changes) cannot push a store past the checked range.
    /// </summary>
    private void EmitWriteCollection(string value, WireType type, string member)
    {
        string items = Temp("items");
        WireType element = type.Element!;
        _writer.WriteLine($"var {items} = {value};");
        if (type.IsFixedLength)
        {
            // A fixed-count array has no prefix: it must hold exactly the declared number of items.
            _writer.WriteLine($"{Wire}.CheckFixedCount({items}?.Length ?? -1, {Invariant(type.FixedLength)}, {_typeLiteral}, {member}, offset);");
        }

        _writer.OpenBlock($"if ({IsNull(items, type)})");
        AdvancePrefix(type, $"{Wire}.NullLength", member);
        _writer.CloseBlock();
        _writer.OpenBlock("else");
        if (element.IsBulkElement && BulkSpan(items, type) is { } spanExpression)
        {
            EmitWriteBulk(spanExpression, type, member);
            _writer.CloseBlock();
            return;
        }

        string count = Temp("count");
        _writer.WriteLine($"int {count} = {Count(items, type)};");
        AdvancePrefix(type, count, member);
        string index = Temp("i");
        if (element.IsScalar)
        {
            string bytes = $"{count} * {Invariant(element.FixedSize)}";
            _writer.OpenBlock($"if ((long){bytes} > destination.Length - offset)");
            _writer.WriteLine("return -1;");
            _writer.CloseBlock();
            string start = Temp("run");
            _writer.WriteLine($"ref byte {start} = ref {Wire}.At(destination, offset);");
            _writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            _writer.WriteLine(WriteScalar(start, $"{index} * {Invariant(element.FixedSize)}", $"{items}[{index}]", element));
            _writer.CloseBlock();
            _writer.WriteLine($"offset += {bytes};");
        }
        else
        {
            _writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            EmitWrite($"{items}[{index}]", element, member);
            _writer.CloseBlock();
        }

        _writer.CloseBlock();
    }

    /// <summary>Writes the count from the span itself, then copies and byte-swaps it in one vectorized pass.</summary>
    private void EmitWriteBulk(string spanExpression, WireType collection, string member)
    {
        WireType element = collection.Element!;
        string span = Temp("span");
        _writer.WriteLine($"global::System.ReadOnlySpan<{element.TypeName}> {span} = {spanExpression};");
        AdvancePrefix(collection, $"{span}.Length", member);
        int size = element.BulkSize;
        string bytes = size == 1 ? $"{span}.Length" : $"{span}.Length * {Invariant(size)}";
        _writer.OpenBlock($"if ((long){bytes} > destination.Length - offset)");
        _writer.WriteLine("return -1;");
        _writer.CloseBlock();
        string primitive = element.Primitive.TypeName;
        string values = element.Kind is WireKind.Enum or WireKind.Serializable
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.Cast<{element.TypeName}, {primitive}>({span})"
            : span;
        _writer.WriteLine(element.Primitive.FixedSize == 1
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.AsBytes({values}).CopyTo(destination.Slice(offset));"
            : $"{Wire}.Write{(element.LittleEndian ? "LittleEndian" : "BigEndian")}({values}, destination.Slice(offset, {bytes}));");
        _writer.WriteLine($"offset += {bytes};");
    }

    /// <summary>A span over a collection's storage without copying, where the framework offers one.</summary>
    private string? BulkSpan(string items, WireType collection) => collection.Kind switch
    {
        WireKind.Array => $"new global::System.ReadOnlySpan<{collection.Element!.TypeName}>({items})",
        WireKind.List when _capabilities.CollectionsMarshal => $"global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan({items})",
        WireKind.ImmutableArray when _capabilities.ImmutableCollectionsMarshal => $"new global::System.ReadOnlySpan<{collection.Element!.TypeName}>(global::System.Runtime.InteropServices.ImmutableCollectionsMarshal.AsArray({items}))",
        _ => null,
    };

    private void EmitSpaceCheck(string size)
    {
        _writer.OpenBlock($"if (destination.Length - offset < {size})");
        _writer.WriteLine("return -1;");
        _writer.CloseBlock();
    }

    private void EmitPresence(string condition)
    {
        EmitSpaceCheck("1");
        _writer.WriteLine($"{Wire}.WriteBoolean(ref {Wire}.At(destination, offset), 0, {condition});");
        _writer.WriteLine("offset += 1;");
    }

    /// <summary>Writes the length or count prefix, if the member has one (a fixed-count array has none).</summary>
    private void AdvancePrefix(WireType type, string length, string member)
    {
        if (!(type.IsFixedLength && type.Kind == WireKind.Array) && !type.IsBound)
        {
            Advance(WriteLengthCall(type, length, member));
        }
    }

    /// <summary>The call that writes a length or count prefix of the member's kind.</summary>
    private string WriteLengthCall(WireType type, string length, string member)
        => type.HasCustomPrefix
            ? $"{Wire}.WritePrefix(destination, offset, {PrefixName(type)}, {length}, {_typeLiteral}, {member})"
            : $"{Wire}.WriteLength(destination, offset, {length})";

    /// <summary>Moves <c>offset</c> past a value written by <paramref name="call"/>, which returns -1 when out of room.</summary>
    private void Advance(string call)
    {
        _writer.WriteLine($"offset = {call};");
        _writer.OpenBlock("if (offset < 0)");
        _writer.WriteLine("return -1;");
        _writer.CloseBlock();
    }

    private static string WriteScalar(string start, string index, string value, WireType type)
    {
        if (type.Kind == WireKind.Boolean && type.Xdr)
        {
            return $"{Wire}.WriteInt32(ref {start}, {index}, {value} ? 1 : 0);";
        }

        string argument = type.Kind == WireKind.Enum ? $"({type.Primitive.TypeName}){value}" : value;
        return $"{Wire}.Write{ScalarMethod(type)}{(type.LittleEndian ? "LittleEndian" : string.Empty)}(ref {start}, {index}, {argument});";
    }
}
