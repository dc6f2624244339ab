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
                public int GetSerializedSize() => FixedSize;
                """);
            return;
        }

        _writer.WriteLine("/// <summary>Returns the exact number of bytes <see cref=\"Write\"/> produces for this value.</summary>");
        _writer.OpenBlock("public int GetSerializedSize()");
        _writer.WriteLine($"int size = {Invariant(FixedSize)};");
        foreach (MemberModel member in _type.Members)
        {
            if (!member.Type.IsScalar)
            {
                EmitSize(Access(member), member.Type, Literal(member.WireName));
            }
        }

        _writer.WriteLine("return size;");
        _writer.CloseBlock();
    }

    /// <summary>Adds the size of <paramref name="value"/> to <c>size</c>, overflow-checked.</summary>
    private void EmitSize(string value, WireType type, string member)
    {
        if (type.IsScalar)
        {
            Add(Invariant(type.FixedSize));
            return;
        }

        switch (type.Kind)
        {
            case WireKind.String:
                Add($"{Wire}.GetStringSize({value}, {_typeLiteral}, {member})");
                break;
            case WireKind.ByteArray:
                Add($"4 + ({value}?.Length ?? 0)");
                break;
            case WireKind.ByteMemory or WireKind.ByteReadOnlyMemory:
                Add($"4 + {value}.Length");
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
        Add("4");
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

    private static string IsNull(string items, WireType collection)
        => collection.Kind == WireKind.ImmutableArray ? $"{items}.IsDefault" : $"{items} is null";

    private static string NotNull(string items, WireType collection)
        => collection.Kind == WireKind.ImmutableArray ? $"!{items}.IsDefault" : $"{items} is not null";

    private static string Count(string items, WireType collection)
        => collection.Kind is WireKind.List or WireKind.ReadOnlyList ? $"{items}.Count" : $"{items}.Length";
}
