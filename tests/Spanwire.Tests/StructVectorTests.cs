using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Byte-exact vectors made by Python's <c>struct</c> module (Vectors/make_struct_vectors.py): Spanwire's bytes
/// must equal Python's, and Python's bytes must read back to the same values.
/// </summary>
public class StructVectorTests
{
    public static IEnumerable<object[]> Vectors()
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "struct_vectors.jsonl"))
            .Select((line, index) => new object[] { index, line });

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Spanwire_matches_python_struct_both_ways(int index, string line)
    {
        using JsonDocument document = JsonDocument.Parse(line);
        JsonElement root = document.RootElement;
        JsonElement fields = root.GetProperty("fields");
        byte[] python = Convert.FromHexString(root.GetProperty("hex").GetString()!);

        switch (root.GetProperty("type").GetString())
        {
            case "PyScalars":
                PyScalars scalars = Scalars(fields);
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(scalars));
                PyScalars readScalars = PyScalars.Read(python, out int scalarBytes);
                Assert.Equal(python.Length, scalarBytes);
                Assert.Equal(scalars, readScalars);
                Assert.Equal(BitConverter.DoubleToInt64Bits(scalars.F64), BitConverter.DoubleToInt64Bits(readScalars.F64));
                break;
            case "PyText":
                PyText text = Text(fields);
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(text));
                PyText readText = PyText.Read(python, out int textBytes);
                Assert.Equal(python.Length, textBytes);
                Assert.Equal(text.Label, readText.Label);
                Assert.Equal(text.Data, readText.Data);
                Assert.Equal(text.Ints, readText.Ints);
                Assert.Equal(text.Doubles?.Select(BitConverter.DoubleToInt64Bits), readText.Doubles?.Select(BitConverter.DoubleToInt64Bits));
                break;
            case "PyPrefixed":
                PyPrefixed prefixed = Prefixed(fields);
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(prefixed));
                PyPrefixed readPrefixed = PyPrefixed.Read(python, out int prefixedBytes);
                Assert.Equal(python.Length, prefixedBytes);
                Assert.Equal(
                    (prefixed.Pascal, prefixed.Short, prefixed.Maybe, prefixed.Delta, prefixed.Big, prefixed.Offset),
                    (readPrefixed.Pascal, readPrefixed.Short, readPrefixed.Maybe, readPrefixed.Delta, readPrefixed.Big, readPrefixed.Offset));
                Assert.Equal(prefixed.Blob, readPrefixed.Blob);
                Assert.Equal(prefixed.Counts, readPrefixed.Counts);
                break;
            case "PyFixed":
                var fixedValue = new PyFixed
                {
                    Name = fields.GetProperty("Name").GetString()!,
                    Code = fields.GetProperty("Code").GetString()!,
                    Magic = Convert.FromHexString(fields.GetProperty("Magic").GetString()!),
                    Cut = fields.GetProperty("Cut").GetString()!,
                };
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(fixedValue));
                PyFixed readFixed = PyFixed.Read(python, out int fixedBytes);
                Assert.Equal(python.Length, fixedBytes);
                Assert.Equal(
                    (fixedValue.Name, fixedValue.Code, fields.GetProperty("CutRead").GetString()),
                    (readFixed.Name, readFixed.Code, readFixed.Cut));
                Assert.Equal(Convert.FromHexString(fields.GetProperty("Magic").GetString()!.PadRight(8, '0')), readFixed.Magic);
                break;
            case "PyDns":
                var dns = new DnsHeader(
                    fields.GetProperty("Id").GetUInt16(), fields.GetProperty("QR").GetInt32() == 1, (DnsOpcode)fields.GetProperty("Opcode").GetByte(),
                    fields.GetProperty("AA").GetInt32() == 1, fields.GetProperty("TC").GetInt32() == 1, fields.GetProperty("RD").GetInt32() == 1,
                    fields.GetProperty("RA").GetInt32() == 1, fields.GetProperty("Z").GetByte(), fields.GetProperty("RCode").GetByte(),
                    fields.GetProperty("QD").GetUInt16(), fields.GetProperty("AN").GetUInt16(), fields.GetProperty("NS").GetUInt16(), fields.GetProperty("AR").GetUInt16());
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(dns));
                Assert.Equal(dns, DnsHeader.Read(python, out _));
                break;
            case "PyIpv4":
                var ip = new Ipv4Header(
                    4, 5, fields.GetProperty("Dscp").GetByte(), fields.GetProperty("Ecn").GetByte(), fields.GetProperty("Total").GetUInt16(),
                    fields.GetProperty("Id").GetUInt16(), fields.GetProperty("Flags").GetByte(), fields.GetProperty("Fragment").GetUInt16(),
                    fields.GetProperty("Ttl").GetByte(), fields.GetProperty("Protocol").GetByte(), fields.GetProperty("Checksum").GetUInt16(),
                    fields.GetProperty("Source").GetUInt32(), fields.GetProperty("Destination").GetUInt32());
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(ip));
                Assert.Equal(ip, Ipv4Header.Read(python, out _));
                break;
            case "PyLittle":
                var little = new PyLittle
                {
                    Magic = fields.GetProperty("Magic").GetUInt16(),
                    Count = fields.GetProperty("Count").GetInt32(),
                    Scale = BitConverter.UInt64BitsToDouble(ulong.Parse(fields.GetProperty("ScaleBits").GetString()!, System.Globalization.CultureInfo.InvariantCulture)),
                    Samples = fields.GetProperty("Samples").ValueKind == JsonValueKind.Null ? null : fields.GetProperty("Samples").EnumerateArray().Select(e => e.GetInt16()).ToArray(),
                    Name = fields.GetProperty("Name").GetString(),
                    Network = fields.GetProperty("Network").GetUInt32(),
                };
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(little));
                PyLittle readLittle = PyLittle.Read(python, out _);
                Assert.Equal((little.Magic, little.Count, little.Name, little.Network), (readLittle.Magic, readLittle.Count, readLittle.Name, readLittle.Network));
                Assert.Equal(BitConverter.DoubleToInt64Bits(little.Scale), BitConverter.DoubleToInt64Bits(readLittle.Scale));
                Assert.Equal(little.Samples, readLittle.Samples);
                break;
            case "PyPascal":
                var pascal = new PyPascal { Text = fields.GetProperty("Text").GetString()!, Data = Convert.FromHexString(fields.GetProperty("Data").GetString()!) };
                Assert.Equal(Convert.ToHexString(python), TestSupport.Hex(pascal));
                PyPascal readPascal = PyPascal.Read(python, out _);
                Assert.Equal(pascal.Text, readPascal.Text);
                Assert.Equal(Convert.ToHexString(pascal.Data).PadRight(12, '0'), Convert.ToHexString(readPascal.Data));
                break;
            default:
                Assert.Fail($"vector {index} has an unknown type");
                break;
        }
    }

    [Fact]
    public void Vector_file_covers_both_shapes()
    {
        var types = Vectors().Select(v => JsonDocument.Parse((string)v[1]).RootElement.GetProperty("type").GetString()).ToList();
        Assert.True(types.Count(t => t == "PyScalars") >= 6);
        Assert.True(types.Count(t => t == "PyText") >= 5);
        Assert.True(types.Count(t => t == "PyPrefixed") >= 4);
        Assert.True(types.Count(t => t == "PyFixed") >= 4);
        Assert.True(types.Count(t => t == "PyDns") >= 3 && types.Count(t => t == "PyIpv4") >= 2);
        Assert.True(types.Count(t => t == "PyLittle") >= 3);
        Assert.True(types.Count(t => t == "PyPascal") >= 4);
    }

    private static PyScalars Scalars(JsonElement f) => new(
        f.GetProperty("Flag").GetBoolean(),
        f.GetProperty("U8").GetByte(),
        f.GetProperty("I8").GetSByte(),
        f.GetProperty("I16").GetInt16(),
        f.GetProperty("U16").GetUInt16(),
        f.GetProperty("I32").GetInt32(),
        f.GetProperty("U32").GetUInt32(),
        long.Parse(f.GetProperty("I64").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
        ulong.Parse(f.GetProperty("U64").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
        BitConverter.UInt16BitsToHalf(f.GetProperty("F16Bits").GetUInt16()),
        BitConverter.UInt32BitsToSingle(f.GetProperty("F32Bits").GetUInt32()),
        BitConverter.UInt64BitsToDouble(ulong.Parse(f.GetProperty("F64Bits").GetString()!, System.Globalization.CultureInfo.InvariantCulture)),
        (char)f.GetProperty("Letter").GetUInt16(),
        Guid.Parse(f.GetProperty("Guid").GetString()!));

    private static PyPrefixed Prefixed(JsonElement f) => new()
    {
        Pascal = f.GetProperty("Pascal").GetString()!,
        Short = f.GetProperty("Short").GetString(),
        Blob = Convert.FromHexString(f.GetProperty("Blob").GetString()!),
        Counts = f.GetProperty("Counts").EnumerateArray().Select(e => e.GetInt32()).ToArray(),
        Maybe = f.GetProperty("Maybe").GetString(),
        Delta = f.GetProperty("Delta").GetInt32(),
        Big = ulong.Parse(f.GetProperty("Big").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
        Offset = long.Parse(f.GetProperty("Offset").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
    };

    private static PyText Text(JsonElement f) => new()
    {
        Label = f.GetProperty("Label").GetString(),
        Data = f.GetProperty("Data").ValueKind == JsonValueKind.Null ? null : Convert.FromHexString(f.GetProperty("Data").GetString()!),
        Ints = f.GetProperty("Ints").ValueKind == JsonValueKind.Null ? null : f.GetProperty("Ints").EnumerateArray().Select(e => e.GetInt32()).ToArray(),
        Doubles = f.GetProperty("DoubleBits").ValueKind == JsonValueKind.Null
            ? null
            : f.GetProperty("DoubleBits").EnumerateArray()
                .Select(e => BitConverter.UInt64BitsToDouble(ulong.Parse(e.GetString()!, System.Globalization.CultureInfo.InvariantCulture)))
                .ToArray(),
    };
}
