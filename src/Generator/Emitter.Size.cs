using System.Collections.Generic;
using Spanwire.Generator.Model;

namespace Spanwire.Generator;

internal sealed partial class Emitter
{
    private void EmitSizeMembers()
    {
        if (IsFixedSize)
        {
            _writer.WriteLine($$"""
                /// <summary>The serialized size of every <see cref="{{Cref}}"/>: its layout has no variable-length member.</summary>
                public const int FixedSize = {{Invariant(FixedSize)}};

                /// <summary>Returns <see cref="FixedSize"/>.</summary>
                public {{New}}int GetSerializedSize() => FixedSize;
                """);
            return;
        }

        _writer.WriteLine("/// <summary>Returns the exact number of bytes <see cref=\"Write\"/> produces for this value.</summary>");
        _writer.OpenBlock($"public {New}int GetSerializedSize()");
        _writer.WriteLine($"int size = {Invariant(FixedSize)};");
        foreach (List<MemberModel> segment in Segments())
        {
            if (segment[0].Type.IsBitField)
            {
                Add(Invariant(ContainerBytes(segment)));
            }
            else if (!segment[0].Type.IsScalar)
            {
                EmitSize(WriteValue(segment[0], "-1"), segment[0].Type, Literal(segment[0].WireName));
            }
        }

        _writer.WriteLine("return size;");
        _writer.CloseBlock();
    }

    /// <summary>Adds the size of <paramref name="value"/> to <c>size</c>, overflow-checked.</summary>
    private void EmitSize(string value, WireType type, string member)
    {
        if (type.IsConditional)
        {
            _writer.OpenBlock($"if ({Condition(type, $"this.{MemberName(type.WhenMember)}")})");
            EmitSize(value, type with { WhenMember = string.Empty }, member);
            _writer.CloseBlock();
            return;
        }

        if (type.Trailing)
        {
            EmitSize(value, type with { Trailing = false }, member);
            return;
        }

        if (type.ReservedBefore > 0)
        {
            Add(Invariant(type.ReservedBefore));
            EmitSize(value, type with { ReservedBefore = 0 }, member);
            return;
        }

        if (type.PresenceByte)
        {
            string item = Temp("item");
            _writer.WriteLine($"var {item} = {value};");
            Add("1");
            _writer.OpenBlock($"if ({item} is not null)");
            EmitSize(item, type with { PresenceByte = false }, member);
            _writer.CloseBlock();
            return;
        }

        if (type.NeedsXdrPadding)
        {
            string before = Temp("before");
            _writer.WriteLine($"int {before} = size;");
            EmitSize(value, type with { Xdr = false }, member);
            _writer.WriteLine($"size = checked({before} + {Wire}.AlignTo4(size - {before}));");
            return;
        }

        if (type.IsScalar)
        {
            Add(Invariant(type.FixedSize));
            return;
        }

        if (type.IsVarInt)
        {
            Add($"{Wire}.VarUIntSize({VarIntEncode(value, type)})");
            return;
        }

        if (type.IsFixedLength && type.Kind != WireKind.Array)
        {
            Add(Invariant(type.FixedLength));
            return;
        }

        if (type.IsBound && type.Kind is WireKind.String or WireKind.ByteArray)
        {
            Add(type.Kind == WireKind.String
                ? $"global::System.Math.Max(0, {Wire}.Utf8Length({value}, {_typeLiteral}, {member}))"
                : $"({value}?.Length ?? 0)");
            return;
        }

        switch (type.Kind)
        {
            case WireKind.String when type.HasCustomEncoding:
                Add($"{Wire}.GetEncodedStringSize({value}, {PrefixName(type)}, {EncodingName(type)}, {Bool(type.ReplaceInvalid)}, {_typeLiteral}, {member})");
                break;
            case WireKind.String:
                Add(type.HasCustomPrefix
                    ? $"{Wire}.GetStringSize({value}, {_typeLiteral}, {member}, {PrefixName(type)})"
                    : $"{Wire}.GetStringSize({value}, {_typeLiteral}, {member})");
                break;
            case WireKind.ByteArray:
                {
                    string bytes = Temp("bytes");
                    _writer.WriteLine($"var {bytes} = {value};");
                    Add($"{PrefixSize(type, $"{bytes}?.Length ?? -1")} + ({bytes}?.Length ?? 0)");
                    break;
                }

            case WireKind.ByteMemory or WireKind.ByteReadOnlyMemory:
                Add($"{PrefixSize(type, $"{value}.Length")} + {value}.Length");
                break;
            case WireKind.Serializable when type.IsValueType:
                Add($"{value}.GetSerializedSize()");
                break;
            case WireKind.Serializable:
                {
                    string item = Temp("item");
                    _writer.WriteLine($"var {item} = {value};");
                    Add($"({item} is null ? 1 : 1 + {item}.GetSerializedSize())");
                    break;
                }

            case WireKind.Nullable:
                {
                    string item = Temp("item");
                    _writer.WriteLine($"var {item} = {value};");
                    Add("1");
                    _writer.OpenBlock($"if ({item}.HasValue)");
                    EmitSize($"{item}.GetValueOrDefault()", type.Element!, member);
                    _writer.CloseBlock();
                    break;
                }

            default:
                EmitCollectionSize(value, type, member);
                break;
        }
    }

    private void EmitCollectionSize(string value, WireType type, string member)
    {
        string items = Temp("items");
        WireType element = type.Element!;
        _writer.WriteLine($"var {items} = {value};");
        if (!type.IsFixedLength && !type.IsBound)
        {
            Add(PrefixSize(type, $"{IsNull(items, type)} ? -1 : {Count(items, type)}"));
        }

        _writer.OpenBlock($"if ({NotNull(items, type)})");
        if (element.IsScalar)
        {
            Add($"{Count(items, type)} * {Invariant(element.FixedSize)}");
        }
        else
        {
            string index = Temp("i");
            _writer.OpenBlock($"for (int {index} = 0; {index} < {Count(items, type)}; {index}++)");
            EmitSize($"{items}[{index}]", element, member);
            _writer.CloseBlock();
        }

        _writer.CloseBlock();
    }

    private void Add(string expression) => _writer.WriteLine($"size = checked(size + {expression});");

    /// <summary>The prefix's size: 4 for the default int32, else computed for the length (-1 for null).</summary>
    private static string PrefixSize(WireType type, string length)
        => type.HasCustomPrefix ? $"{Wire}.PrefixSize({PrefixName(type)}, {length})" : "4";

    private static string PrefixName(WireType type) => $"global::Spanwire.LengthPrefix.{type.Prefix}";

    private static string Bool(bool value) => value ? "true" : "false";

    private static string EncodingName(WireType type) => $"global::Spanwire.StringEncoding.{type.Encoding}";

    /// <summary>The member's value as the unsigned 64-bit number its varint encodes.</summary>
    private static string VarIntEncode(string value, WireType type)
        => type.VarInt == "ZigZag"
            ? $"{Wire}.ZigZagEncode({value})"
            : type.Kind switch
            {
                // unchecked: the reinterpreting casts must not trip the checked size arithmetic around them.
                WireKind.Int16 => $"unchecked((ulong)(ushort){value})",
                WireKind.Int32 => $"unchecked((ulong)(uint){value})",
                _ => $"unchecked((ulong){value})",
            };

    /// <summary>The member's value back from the varint's unsigned 64-bit number.</summary>
    private static string VarIntDecode(string raw, WireType type)
        => type.VarInt == "ZigZag"
            ? $"({type.TypeName}){Wire}.ZigZagDecode({raw})"
            : $"unchecked(({type.TypeName}){raw})";

    private static string IsNull(string items, WireType collection)
        => collection.Kind == WireKind.ImmutableArray ? $"{items}.IsDefault" : $"{items} is null";

    private static string NotNull(string items, WireType collection)
        => collection.Kind == WireKind.ImmutableArray ? $"!{items}.IsDefault" : $"{items} is not null";

    private static string Count(string items, WireType collection)
        => collection.Kind is WireKind.List or WireKind.ReadOnlyList ? $"{items}.Count" : $"{items}.Length";
}
