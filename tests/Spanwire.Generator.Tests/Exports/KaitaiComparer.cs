using System;
using System.Buffers.Binary;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Compares a value Spanwire read with what a Kaitai-compiled JavaScript parser made of the same bytes, member by member
/// (Kaitai's JavaScript names attributes in camel case). Returns the differences, empty when they agree.
/// </summary>
internal sealed class KaitaiComparer(LayoutCatalog catalog)
{
    private readonly List<string> _differences = [];

    public IReadOnlyList<string> Compare(object? expected, JsonElement actual)
    {
        _differences.Clear();
        CompareValue(expected, actual, "$");
        return _differences;
    }

    private void CompareValue(object? expected, JsonElement actual, string path)
    {
        // An entry type (a list item with a presence byte, a framed value, a varint) holds its value as 'value', or
        // nothing when its presence byte is 0. A generated type's own member named Value is text or a number, not an object.
        if (actual.ValueKind == JsonValueKind.Object && !IsComposite(expected))
        {
            if (actual.TryGetProperty("value", out JsonElement inner) && (inner.ValueKind == JsonValueKind.Object || Model(expected) is null))
            {
                actual = inner;
            }
            else if (expected is null && actual.EnumerateObject().All(property => property.Name.EndsWith("Present", StringComparison.Ordinal)))
            {
                actual = default;
            }
        }

        if (expected is null)
        {
            if (actual.ValueKind is not (JsonValueKind.Null or JsonValueKind.Undefined))
            {
                _differences.Add($"{path}: expected nothing, Kaitai read {actual}");
            }

            return;
        }

        if (actual.ValueKind is JsonValueKind.Null or JsonValueKind.Undefined)
        {
            _differences.Add($"{path}: expected {expected}, Kaitai read nothing");
            return;
        }

        Type type = expected.GetType();
        if (Model(expected) is { } model)
        {
            CompareObject(expected, model, actual, path);
            return;
        }

        // A byte-bound list is a substream type whose one part is the items.
        if (actual.ValueKind == JsonValueKind.Object && !IsComposite(expected) && SingleProperty(actual) is { } only)
        {
            CompareValue(expected, only, path);
            return;
        }

        switch (expected)
        {
            case string text:
                Check(actual.ValueKind == JsonValueKind.String ? actual.GetString() == text : actual.ValueKind == JsonValueKind.Array && Bytes(actual).SequenceEqual(System.Text.Encoding.UTF8.GetBytes(text)), text, actual, path);
                break;
            case byte[] bytes:
                Check(Bytes(actual).SequenceEqual(bytes), Convert.ToHexString(bytes), actual, path);
                break;
            case Memory<byte> memory:
                Check(Bytes(actual).SequenceEqual(memory.ToArray()), Convert.ToHexString(memory.Span), actual, path);
                break;
            case ReadOnlyMemory<byte> memory:
                Check(Bytes(actual).SequenceEqual(memory.ToArray()), Convert.ToHexString(memory.Span), actual, path);
                break;
            case bool flag:
                Check(actual.ValueKind is JsonValueKind.True or JsonValueKind.False ? actual.GetBoolean() == flag : actual.GetDouble() == (flag ? 1 : 0), flag, actual, path);
                break;
            case char c:
                Check(actual.GetDouble() == c, (int)c, actual, path);
                break;
            case Half half:
                Check(actual.GetDouble() == BitConverter.HalfToUInt16Bits(half), BitConverter.HalfToUInt16Bits(half), actual, path);
                break;
            case Int128 or UInt128 or Guid:
                byte[] wire = new byte[16];
                if (expected is Int128 signed)
                {
                    BinaryPrimitives.WriteInt128BigEndian(wire, signed);
                }
                else if (expected is UInt128 unsigned)
                {
                    BinaryPrimitives.WriteUInt128BigEndian(wire, unsigned);
                }
                else
                {
                    ((Guid)expected).TryWriteBytes(wire, bigEndian: true, out _);
                }

                Check(Bytes(actual).SequenceEqual(wire), Convert.ToHexString(wire), actual, path);
                break;
            case DateTime date:
                Check(actual.GetProperty("ticks").GetDouble() == date.Ticks && actual.GetProperty("kind").GetDouble() == (int)date.Kind, date.Ticks, actual, path);
                break;
            case DateTimeOffset offset:
                Check(actual.GetProperty("ticks").GetDouble() == offset.Ticks && actual.GetProperty("offsetMinutes").GetDouble() == offset.Offset.TotalMinutes, offset, actual, path);
                break;
            case TimeSpan span:
                Check(actual.GetDouble() == span.Ticks, span.Ticks, actual, path);
                break;
            case float single:
                Check(actual.GetDouble() == single, single, actual, path);
                break;
            case double number:
                Check(actual.GetDouble() == number, number, actual, path);
                break;
            case Enum or sbyte or byte or short or ushort or int or uint or long or ulong:
                Check(actual.GetDouble() == Convert.ToDouble(expected, System.Globalization.CultureInfo.InvariantCulture), expected, actual, path);
                break;
            case IEnumerable items:
                CompareItems(items.Cast<object?>().ToList(), actual, path);
                break;
            default:
                _differences.Add($"{path}: no comparison for {type}");
                break;
        }
    }

    private void CompareObject(object expected, TypeModel model, JsonElement actual, string path)
    {
        // A union's body follows its tag (a prefix code's case is chosen by case_index); the value compared is the case's.
        if (actual.TryGetProperty("body", out JsonElement body) && (actual.TryGetProperty("tag", out _) || actual.TryGetProperty("caseIndex", out _)) && model.Members.All(m => m.Name != "Body"))
        {
            actual = body;
        }

        foreach (MemberModel member in model.Members)
        {
            object? value = Read(expected, member.Name.TrimStart('@'));
            string name = Camel(ExportNames.Snake(member.Name));
            if (!actual.TryGetProperty(name, out JsonElement field) && (member.Layout.Has(WrapperKind.Conditional) || member.Layout.Has(WrapperKind.Trailing)))
            {
                // Absent on the wire: Spanwire reads the member's default, Kaitai reads nothing.
                Check(value is null || value.GetType().IsValueType && value.Equals(Activator.CreateInstance(value.GetType())), value ?? "null", field, path + "." + name);
                continue;
            }

            if (member.Layout.Codec is TimestampCodec timestamp && value is not null)
            {
                // A timestamp is its count: the UTC instant's ticks from the epoch, in the unit.
                long ticks = (value is DateTimeOffset offset ? offset.UtcTicks : ((DateTime)value).Ticks) - timestamp.Epoch switch { Spanwire.Generator.Model.TimeEpoch.Unix => 621_355_968_000_000_000, Spanwire.Generator.Model.TimeEpoch.PostgreSql => 630_822_816_000_000_000, _ => 0 };
                double count = timestamp.Unit switch { Spanwire.Generator.Model.TimeUnit.Seconds => ticks / 10_000_000, Spanwire.Generator.Model.TimeUnit.Milliseconds => ticks / 10_000, Spanwire.Generator.Model.TimeUnit.Microseconds => ticks / 10, Spanwire.Generator.Model.TimeUnit.Nanoseconds => ticks * 100.0, _ => ticks };
                JsonElement number = field.ValueKind == JsonValueKind.Object && field.TryGetProperty("value", out JsonElement framed) ? framed : field;
                Check(number.ValueKind == JsonValueKind.Number && number.GetDouble() == count, count, field, path + "." + name);
                continue;
            }

            CompareValue(value, field, path + "." + name);
        }
    }

    private void CompareItems(List<object?> expected, JsonElement actual, string path)
    {
        if (actual.ValueKind != JsonValueKind.Array)
        {
            _differences.Add($"{path}: expected {expected.Count} items, Kaitai read {actual}");
            return;
        }

        // A terminated list's last entry is its end marker, with no value; a weighted list's entry is empty where the heavy
        // item before it takes its number.
        var items = actual.EnumerateArray().Where(item => !(item.ValueKind == JsonValueKind.Object && (item.TryGetProperty("end", out _) || item.TryGetProperty("taken", out _)) && !item.TryGetProperty("value", out _))).ToList();
        if (items.Count != expected.Count)
        {
            _differences.Add($"{path}: expected {expected.Count} items, Kaitai read {items.Count}");
            return;
        }

        for (int i = 0; i < items.Count; i++)
        {
            CompareValue(expected[i], items[i], $"{path}[{i}]");
        }
    }

    private void Check(bool equal, object expected, JsonElement actual, string path)
    {
        if (!equal)
        {
            _differences.Add($"{path}: expected {expected}, Kaitai read {actual}");
        }
    }

    private static bool IsComposite(object? value) => value is DateTime or DateTimeOffset;

    private TypeModel? Model(object? value) => value is null ? null : catalog.Find("global::" + value.GetType().FullName!.Replace('+', '.'));

    private static JsonElement? SingleProperty(JsonElement element)
    {
        var properties = element.EnumerateObject().ToList();
        return properties.Count == 1 ? properties[0].Value : null;
    }

    private static byte[] Bytes(JsonElement element)
        => element.ValueKind == JsonValueKind.Array ? element.EnumerateArray().Select(b => (byte)b.GetInt32()).ToArray() : [];

    private static object? Read(object target, string name)
    {
        const System.Reflection.BindingFlags flags = System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.NonPublic;
        for (Type? type = target.GetType(); type is not null; type = type.BaseType)
        {
            if (type.GetProperty(name, flags | System.Reflection.BindingFlags.DeclaredOnly) is { } property)
            {
                return property.GetValue(target);
            }

            if (type.GetField(name, flags | System.Reflection.BindingFlags.DeclaredOnly) is { } field)
            {
                return field.GetValue(target);
            }
        }

        throw new InvalidOperationException($"{target.GetType()} has no member {name}");
    }

    /// <summary>Kaitai's JavaScript attribute names: <c>name_len</c> is <c>nameLen</c>.</summary>
    public static string Camel(string id)
    {
        string[] parts = id.Split('_');
        return parts[0] + string.Concat(parts.Skip(1).Select(part => part.Length == 0 ? part : char.ToUpperInvariant(part[0]) + part[1..]));
    }
}
