using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>The Kaitai types of single values: scalars, enums, varints in each format, text, nested and helper types.</summary>
internal sealed partial class KaitaiExport
{
    private static YamlMap TrimmedText(YamlMap text, FixedTextCodec codec) => codec.TrimPadding ? text.Add("pad-right", (int)codec.Padding) : text;

    private YamlMap Scalar(ScalarCodec scalar)
    {
        string order = scalar.LittleEndian ? "le" : BigEndianSuffix;
        var map = new YamlMap();
        switch (scalar.Kind)
        {
            case ScalarKind.Boolean:
                return map.Add("type", scalar.XdrBoolean ? "u4" : "u1").Add("doc", "bool: 0 or 1");
            case ScalarKind.Byte:
                map.Add("type", "u1");
                break;
            case ScalarKind.SByte:
                map.Add("type", "s1");
                break;
            case ScalarKind.Int16:
                map.Add("type", "s2" + order);
                break;
            case ScalarKind.UInt16:
                map.Add("type", "u2" + order);
                break;
            case ScalarKind.Char:
                return map.Add("type", "u2" + order).Add("doc", "char: a UTF-16 code unit");
            case ScalarKind.Half:
                return map.Add("type", "u2").Add("doc", "Half: IEEE 754 binary16 bits (Kaitai has no 2-byte float)");
            case ScalarKind.Int32:
                map.Add("type", "s4" + order);
                break;
            case ScalarKind.UInt32:
                map.Add("type", "u4" + order);
                break;
            case ScalarKind.Single:
                return map.Add("type", "f4" + order);
            case ScalarKind.Int64:
                map.Add("type", "s8" + order);
                break;
            case ScalarKind.UInt64:
                map.Add("type", "u8" + order);
                break;
            case ScalarKind.Double:
                return map.Add("type", "f8" + order);
            case ScalarKind.Int128 or ScalarKind.UInt128:
                return map.Add("size", 16).Add("doc", $"{scalar.Kind}: 16 bytes, big-endian two's complement");
            case ScalarKind.Guid:
                return map.Add("size", 16).Add("doc", "Guid: 16 bytes in RFC 4122 order");
            case ScalarKind.DateTime:
                return map.Add("type", HelperType("dotnet_date_time", inner =>
                {
                    inner.Doc = ".NET DateTime: DateTimeKind in the top 2 bits (0 Unspecified, 1 Utc, 2 Local), ticks (100 ns since 0001-01-01) in the low 62.";
                    // Read in pieces of at most 32 bits, which every Kaitai runtime (JavaScript's included) reads.
                    inner.Add(new YamlMap().Add("id", "kind").Add("type", "b2"));
                    inner.Add(new YamlMap().Add("id", "ticks_high").Add("type", "b30"));
                    inner.Add(new YamlMap().Add("id", "ticks_low").Add("type", "u4"));
                    inner.Instances.Add("ticks", new YamlMap().Add("value", "ticks_high * 4294967296 + ticks_low"));
                }));
            case ScalarKind.DateTimeOffset:
                return map.Add("type", HelperType("dotnet_date_time_offset", inner =>
                {
                    inner.Doc = ".NET DateTimeOffset: clock ticks (100 ns since 0001-01-01), then the offset from UTC in minutes.";
                    inner.Add(new YamlMap().Add("id", "ticks").Add("type", "s8"));
                    inner.Add(new YamlMap().Add("id", "offset_minutes").Add("type", "s2"));
                }));
            default:
                return map.Add("type", "s8").Add("doc", "TimeSpan: ticks of 100 ns");
        }

        AddEnum(map, scalar.TypeName, scalar.IsEnum);
        return map;
    }

    private void AddEnum(YamlMap field, string typeName, bool isEnum)
    {
        if (!isEnum || _catalog.Enum(typeName) is not { IsFlags: false } layout)
        {
            return;
        }

        string id = ExportNames.Snake(layout.DisplayName);
        if (!_enums.ContainsKey(id))
        {
            var values = new YamlMap();
            var seen = new HashSet<long>();
            var names = new HashSet<string>();
            foreach (KeyValuePair<string, long> member in layout.Members)
            {
                string name = ExportNames.Snake(member.Key);
                if (seen.Add(member.Value) && names.Add(name))
                {
                    values.Add(member.Value.ToString(CultureInfo.InvariantCulture), name);
                }
            }

            _enums[id] = values;
        }

        field.Add("enum", id);
    }

    /// <summary>A generated type by id (built once, in <c>types</c>), or bytes to the end when the layout of the type is not known here.</summary>
    private YamlMap Nested(string typeName, Scope scope, EquatableArray<Argument> arguments)
    {
        if (_catalog.Find(typeName) is not { } model)
        {
            return new YamlMap().Add("size-eos", true)
                .Add("doc", $"{typeName.Replace("global::", string.Empty)} is not a [BinarySerializable] type of this project: the rest of the data is read as bytes.");
        }

        return new YamlMap().Add("type", Call(scope, typeName, arguments));
    }

    /// <summary>A type as a field names it: its id, and the values its params take (<c>png_chunk(ihdr.color_type)</c>).</summary>
    private string Call(Scope scope, string typeName, EquatableArray<Argument> arguments, string? tag = null)
        => arguments.Count == 0 ? TypeRef(typeName) : $"{TypeRef(typeName)}({string.Join(", ", arguments.Select(argument => argument.IsTag ? tag : ArgumentValue(scope, argument.Holder)))})";

    /// <summary>A case a union reads by its own tag: no enclosing value passes its params, which are 0 as in the generated read.</summary>
    private string Unpassed(string typeName)
        => _catalog.Find(typeName) is { Parameters.Count: > 0 and var count } ? $"{TypeRef(typeName)}({string.Join(", ", Enumerable.Repeat("0", count))})" : TypeRef(typeName);

    /// <summary>A holder as an expression: an earlier member's value, or a member of an earlier nested member (<c>ihdr.color_type</c>).</summary>
    private static string ArgumentValue(Scope scope, string holder)
    {
        string[] path = holder.Split('.');
        return string.Join(".", new[] { scope.Reference(path[0]).Expression }.Concat(path.Skip(1).Select(ExportNames.Snake)));
    }

    /// <summary>The arguments a union's case takes, or none.</summary>
    private static EquatableArray<Argument> CaseArguments(HeldUnionCodec codec, string caseType)
        => codec.CaseArguments.FirstOrDefault(c => c.TypeName == caseType)?.Arguments ?? EquatableArray<Argument>.Empty;

    /// <summary>A parameter's Kaitai type: its integer's.</summary>
    private static string ParameterType(ScalarKind kind) => kind switch
    {
        ScalarKind.SByte => "s1",
        ScalarKind.Int16 => "s2",
        ScalarKind.UInt16 => "u2",
        ScalarKind.Int32 => "s4",
        ScalarKind.UInt32 => "u4",
        ScalarKind.Int64 => "s8",
        ScalarKind.UInt64 => "u8",
        _ => "u1",
    };

    private string TypeRef(string typeName)
    {
        TypeModel model = _catalog.Find(typeName)!;
        string id = _catalog.TypeId(model);
        if (_building.Count > 0)
        {
            (_uses.TryGetValue(_building.Peek(), out HashSet<string>? uses) ? uses : _uses[_building.Peek()] = []).Add(id);
        }

        if (id != _rootId && !_types.ContainsKey(id))
        {
            _models[id] = model;
            _types[id] = new YamlMap();
            YamlMap body = new YamlMap().Add("doc", Describe(model));
            foreach (KeyValuePair<string, object> entry in Body(model).Entries)
            {
                body.Add(entry.Key, entry.Value);
            }

            _types[id] = body;
        }

        return id;
    }

    /// <summary>A type of the export's own, built once; one that holds a member's parts (<paramref name="outer"/>) reaches that member's type's holders through <c>_parent</c>.</summary>
    private string HelperType(string id, System.Action<Scope> build, Scope? outer = null)
    {
        if (!_types.ContainsKey(id))
        {
            _types[id] = new YamlMap();
            var scope = new Scope(this, id) { Outer = outer };
            build(scope);
            _types[id] = scope.ToMap();
        }

        return id;
    }

    /// <summary>A zero-byte type that keeps the stream position it was given: where a measured member starts or ends.</summary>
    private string PositionType() => HelperType("position", inner =>
    {
        inner.Doc = "A stream position, kept as it was when this was parsed.";
        inner.Params.Add(new YamlMap().Add("id", "at").Add("type", "u8"));
    });

    /// <summary>Packed BCD of a number of digits: its bytes, and their digits as <c>value</c> (exact in JavaScript up to 15 digits).</summary>
    private string BcdType(BcdCodec codec) => HelperType("bcd" + codec.Digits.ToString(CultureInfo.InvariantCulture), inner =>
    {
        inner.Doc = $"Packed BCD: {codec.Digits} decimal digits, two a byte, most significant first{(codec.Digits % 2 == 1 ? " (the first half-byte is 0)" : string.Empty)}.";
        inner.Add(new YamlMap().Add("id", "b").Add("type", "u1").Add("repeat", "expr").Add("repeat-expr", codec.Width));
        var terms = new List<string>();
        for (int i = 0; i < codec.Width; i++)
        {
            int weight = 2 * (codec.Width - 1 - i);
            terms.Add($"(b[{i}] >> 4) * {Power(weight + 1)}");
            terms.Add($"(b[{i}] & 15) * {Power(weight)}");
        }

        inner.Instances.Add("value", new YamlMap().Add("value", string.Join(" + ", terms)));
    });

    private static string Power(int exponent) => "1" + new string('0', exponent);

    private string PascalType() => HelperType("pascal_string", inner =>
    {
        inner.Doc = "A one-byte length, then that many UTF-8 bytes, in a field of fixed size.";
        inner.Add(new YamlMap().Add("id", "len").Add("type", "u1"));
        inner.Add(new YamlMap().Add("id", "value").Add("type", "str").Add("size", "len").Add("encoding", "UTF-8"));
    });

    private string PrefixType(LengthPrefix prefix) => prefix switch
    {
        LengthPrefix.Int32 => "s4" + BigEndianSuffix,
        LengthPrefix.UInt8 => "u1",
        LengthPrefix.UInt16 => "u2" + BigEndianSuffix,
        LengthPrefix.Int16 => "s2" + BigEndianSuffix,
        LengthPrefix.UInt32 => "u4" + BigEndianSuffix,
        LengthPrefix.VarUInt => LebType("leb128_u32", "Unsigned LEB128.", signedBits: 0, zigZag: false),
        LengthPrefix.VarUIntMax4 => LebType("leb128_u28", "Unsigned LEB128 of at most 4 bytes (Spanwire refuses a fifth).", signedBits: 0, zigZag: false),
        LengthPrefix.ZigZag => LebType("leb128_zigzag", "ZigZag LEB128.", signedBits: 0, zigZag: true),
        LengthPrefix.CompactVarUInt => LebType("leb128_compact", "Unsigned LEB128 of the length plus one, 0 for null (Kafka's compact form).", signedBits: 0, zigZag: false, compact: true),
        LengthPrefix.MySqlLengthEncoded => MySqlLengthType(),
        LengthPrefix.Int32LittleEndian => "s4le",
        LengthPrefix.UInt16LittleEndian => "u2le",
        LengthPrefix.Int16LittleEndian => "s2le",
        _ => "u4le",
    };

    private static string VarValue(LengthPrefix prefix, string id) => LengthPrefixes.IsVariableWidth(prefix) ? id + ".value" : id;

    /// <summary>MySQL's length-encoded integer as a length: FB (NULL) is -1, as the signed prefixes' null.</summary>
    private string MySqlLengthType() => HelperType("mysql_lenenc_length", inner =>
    {
        inner.Doc = "MySQL's length-encoded integer as a length, FB (NULL) read as -1.";
        inner.Add(new YamlMap().Add("id", "first").Add("type", "u1").Add("valid", new YamlMap().Add("expr", "_ != 255")));
        inner.Add(new YamlMap().Add("id", "rest").Add("type", "u1").Add("repeat", "expr").Add("repeat-expr", "first < 252 ? 0 : first == 252 ? 2 : first == 253 ? 3 : 8"));
        inner.Instances.Add("value", new YamlMap().Add("value", "first == 251 ? -1 : first < 251 ? first : " + string.Join(" : ", new[] { 2, 3 }.Select(width => $"rest.size == {width} ? {LittleEndianBytes(width)}")) + " : " + LittleEndianBytes(8)));
    });


    private string VarIntType(VarIntCodec varint)
    {
        bool unsignedKind = varint.Kind is ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64;
        string format = varint.Format switch
        {
            VarIntFormat.HdrHistogram => "hdr_varint",
            VarIntFormat.Sqlite => "sqlite_varint",
            VarIntFormat.Quic => "quic_varint",
            VarIntFormat.MySql => "mysql_lenenc",
            VarIntFormat.Bitcoin => "compact_size",
            _ => "leb128",
        };
        string name = varint.Format switch
        {
            VarIntFormat.HdrHistogram => "HdrHistogram's varint (LEB128, a ninth byte of 8 bits)",
            VarIntFormat.Sqlite => "SQLite's varint (7-bit groups most significant first, a ninth byte of 8 bits)",
            VarIntFormat.Quic => "QUIC's varint (RFC 9000: the first byte's top two bits give the length)",
            VarIntFormat.MySql => "MySQL's length-encoded integer (under FB one byte; FC, FD, FE then 2, 3 or 8 bytes little-endian)",
            VarIntFormat.Bitcoin => "Bitcoin's CompactSize (under FD one byte; FD, FE, FF then 2, 4 or 8 bytes little-endian)",
            _ => "LEB128",
        };
        if (unsignedKind || varint.Encoding == VarIntEncoding.Unsigned && varint.Bits == 64)
        {
            return LebType(format, $"Unsigned {name} (values of 2^63 and above are not represented in value).", signedBits: 0, zigZag: false, varint.Format);
        }

        return varint.Encoding == VarIntEncoding.ZigZag
            ? LebType(format + "_zigzag", $"ZigZag {name}.", signedBits: 0, zigZag: true, varint.Format)
            : LebType($"{format}_s{varint.Bits}", $"{name} of a {varint.Bits}-bit two's-complement value.", varint.Bits, zigZag: false, varint.Format);
    }

    /// <summary>
    /// A varint type: its bytes, and its value summed with multiplications, not shifts and ors, so that targets with
    /// 32-bit bitwise operators (JavaScript) compute it too.
    /// </summary>
    private string LebType(string id, string doc, int signedBits, bool zigZag, VarIntFormat format = VarIntFormat.Leb128, bool compact = false) => HelperType(id, inner =>
    {
        inner.Doc = doc;
        string raw;
        if (format == VarIntFormat.Quic)
        {
            // The first byte's top two bits give the length; the rest of it and the bytes after hold the value.
            inner.Add(new YamlMap().Add("id", "first").Add("type", "u1"));
            inner.Add(new YamlMap().Add("id", "rest").Add("type", "u1").Add("repeat", "expr").Add("repeat-expr", "(first >> 6) == 0 ? 0 : (first >> 6) == 1 ? 1 : (first >> 6) == 2 ? 3 : 7"));
            raw = string.Join(" : ", new[] { 0, 1, 3 }.Select(rest => $"rest.size == {rest} ? {QuicSum(rest)}")) + " : " + QuicSum(7);
        }
        else if (format is VarIntFormat.MySql or VarIntFormat.Bitcoin)
        {
            // The first byte is the value below a limit, else it says how many little-endian bytes follow.
            bool mySql = format == VarIntFormat.MySql;
            int limit = mySql ? 251 : 253;
            int marker = mySql ? 0xFC : 0xFD;
            int[] widths = mySql ? [2, 3, 8] : [2, 4, 8];
            var first = new YamlMap().Add("id", "first").Add("type", "u1");
            inner.Add(mySql ? first.Add("valid", new YamlMap().Add("expr", "_ != 251 and _ != 255")) : first);
            inner.Add(new YamlMap().Add("id", "rest").Add("type", "u1").Add("repeat", "expr").Add("repeat-expr", $"first < {limit} ? 0 : first == {marker} ? {widths[0]} : first == {marker + 1} ? {widths[1]} : {widths[2]}"));
            raw = $"first < {limit} ? first : " + string.Join(" : ", widths.Take(2).Select(width => $"rest.size == {width} ? {LittleEndianBytes(width)}")) + " : " + LittleEndianBytes(8);
        }
        else if (format == VarIntFormat.Leb128)
        {
            // LEB128 runs until a byte without the high bit.
            inner.Add(new YamlMap().Add("id", "groups").Add("type", "u1").Add("repeat", "until").Add("repeat-until", "_ & 128 == 0"));
            raw = LittleEndianSum();
        }
        else
        {
            // HdrHistogram's and SQLite's stop at nine bytes as well: a field per byte, each present while the bytes
            // before it have the high bit, so no target's reading of _index in a repeat-until can cut the ninth.
            for (int i = 0; i < 9; i++)
            {
                var field = new YamlMap().Add("id", $"b{i}").Add("type", "u1");
                if (i > 0)
                {
                    field.Add("if", string.Join(" and ", Enumerable.Range(0, i).Select(before => $"b{before} >= 128")));
                }

                inner.Add(field);
            }

            inner.Instances.Add("size", new YamlMap().Add("value", string.Join(" : ", Enumerable.Range(0, 8).Select(i => $"b{i} < 128 ? {i + 1}")) + " : 9"));
            raw = format == VarIntFormat.Sqlite ? SqliteSum() : NineByteLittleEndianSum();
        }

        inner.Instances.Add("raw", new YamlMap().Add("value", raw));
        string value = zigZag ? "raw % 2 == 0 ? raw / 2 : -((raw + 1) / 2)"
            : signedBits > 0 ? $"raw >= {1L << (signedBits - 1)} ? raw - {1L << signedBits} : raw"
            : compact ? "raw - 1"
            : "raw";
        inner.Instances.Add("value", new YamlMap().Add("value", value));
    });

    /// <summary>A QUIC varint's value from its first byte's low 6 bits and <paramref name="rest"/> more bytes, big-endian.</summary>
    private static string QuicSum(int rest)
        => string.Join(" + ", Enumerable.Range(0, rest + 1).Select(i => $"{(i == 0 ? "(first & 63)" : $"rest[{i - 1}]")} * {1L << (8 * (rest - i))}"));

    /// <summary>The sum of <paramref name="width"/> bytes of <c>rest</c>, least significant first.</summary>
    private static string LittleEndianBytes(int width)
        => string.Join(" + ", Enumerable.Range(0, width).Select(i => $"rest[{i}] * {1L << (8 * i)}"));

    /// <summary>LEB128's groups of 7 bits, least significant first.</summary>
    private static string LittleEndianSum()
    {
        var sum = new System.Text.StringBuilder("(groups[0] & 127)");
        long scale = 1;
        for (int i = 1; i < 9; i++)
        {
            scale *= 128;
            sum.Append($" + (groups.size > {i} ? (groups[{i}] & 127) * {scale} : 0)");
        }

        return sum.ToString();
    }

    /// <summary>HdrHistogram's groups of 7 bits, least significant first, and a ninth byte of 8 bits whole.</summary>
    private static string NineByteLittleEndianSum()
    {
        var sum = new System.Text.StringBuilder("(b0 & 127)");
        long scale = 1;
        for (int i = 1; i < 9; i++)
        {
            scale *= 128;
            sum.Append($" + (size > {i} ? (b{i} & {(i == 8 ? 255 : 127)}) * {scale} : 0)");
        }

        return sum.ToString();
    }

    /// <summary>Groups of 7 bits, most significant first; with nine bytes, the ninth holds the low 8 bits whole.</summary>
    private static string SqliteSum()
    {
        var text = new System.Text.StringBuilder();
        for (int size = 1; size <= 9; size++)
        {
            var sum = new System.Text.StringBuilder();
            for (int i = 0; i < size; i++)
            {
                long scale = size == 9 ? (i == 8 ? 1 : 256L << (7 * (7 - i))) : 1L << (7 * (size - 1 - i));
                sum.Append(i == 0 ? string.Empty : " + ").Append($"(b{i} & {(size == 9 && i == 8 ? 255 : 127)}) * {scale}");
            }

            text.Append(size < 9 ? $"size == {size} ? {sum} : " : sum.ToString());
        }

        return text.ToString();
    }

    private static YamlMap Text(StringEncoding encoding)
        => Encoding(encoding) is { } name ? new YamlMap().Add("type", "str").Add("encoding", name) : new YamlMap().Add("doc", "Java's modified UTF-8, which Kaitai does not decode: read as bytes.");

    private static string? Encoding(StringEncoding encoding) => encoding switch
    {
        StringEncoding.Utf8 => "UTF-8",
        StringEncoding.Ascii => "ASCII",
        StringEncoding.Latin1 => "ISO-8859-1",
        StringEncoding.Utf16BigEndian => "UTF-16BE",
        StringEncoding.Utf16LittleEndian => "UTF-16LE",
        StringEncoding.Windows1252 => "windows-1252",
        StringEncoding.Cp437 => "IBM437",
        StringEncoding.JavaModifiedUtf8 => null,
        _ => throw new System.ArgumentOutOfRangeException(nameof(encoding), encoding, null),
    };

    private static bool IsBuiltin(string type) => type is "str" or "strz" || type.Length <= 5 && type[0] is 'u' or 's' or 'f' or 'b' && char.IsDigit(type[1]);

    /// <summary>A bound member's size: its holder's value, less its adjustment and the sum's other parts.</summary>
    private static string BoundSize(Scope scope, BoundLength length)
    {
        string value = length.Method is { } method ? FormulaText.Kaitai(method.Formula, holder => scope.Reference(holder).Expression)
            : length.Shift ? $"({length.Scale} << {scope.Reference(length.Holder).Expression})"
            : length.Low is { } low ? $"(({scope.Reference(length.Holder).Expression} << {length.LowBits}) | {scope.Reference(low).Expression})"
            : scope.Reference(length.Holder).Expression + (length.Scale == 1 ? string.Empty : $" * {length.Scale}");
        if (length.Adjust != 0)
        {
            value += $" - {length.Adjust}";
        }

        foreach (LengthTerm term in length.Minus)
        {
            string size = term.Bound is { } bound ? $"({BoundSize(scope, bound)})"
                : term.Measured is { } measured ? $"({scope.Reference(measured).Expression}__end.at - {scope.Reference(measured).Expression}__start.at)"
                : term.Constant.ToString(CultureInfo.InvariantCulture);
            value += term.When is { } when ? $" - ({Condition(scope, when)} ? {size} : 0)" : $" - {size}";
        }

        return value;
    }
}
