using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using System.Text.Json;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Values the exports used to get wrong: varints of nine bytes (HdrHistogram's, SQLite's: values from 2^56) must be
/// read whole by every export, or each member after them is misread (ksc 0.11's JavaScript and Java test <c>_index</c>
/// in a repeat-until after incrementing it, so a loop that stopped at <c>_index == 8</c> left the ninth byte unread);
/// 64-bit values must show exact in the dissector; Java's modified UTF-8 is not UTF-8.
/// </summary>
public class ExactValueExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Export;
        [BinarySerializable]
        public partial class Counts
        {
            [BinaryVarInt(Format = VarIntFormat.HdrHistogram)] public long Count;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] public ulong Rowid;
            [BinaryVarInt] public long Negative;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)] public ulong Quic;
            [BinaryVarInt(VarIntEncoding.Unsigned)] public ulong Leb;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.MySql)] public ulong MySql;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.MySql)] public uint MySqlShort;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)] public ulong Bitcoin;
            [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)] public int BitcoinShort;
            public short After;
        }
        """;

    [Fact]
    public void Kaitai_and_the_dissector_read_the_ninth_byte_and_what_follows()
    {
        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(Source));
        using var image = new MemoryStream();
        Assert.True(output.Emit(image).Success);
        var context = new AssemblyLoadContext("nine", isCollectible: true);
        string folder = Directory.CreateTempSubdirectory("spanwire-nine-").FullName;
        try
        {
            Type counts = context.LoadFromStream(new MemoryStream(image.ToArray())).GetType("Export.Counts")!;
            object value = Activator.CreateInstance(counts)!;
            counts.GetField("Count")!.SetValue(value, (1L << 62) + 5);
            counts.GetField("Rowid")!.SetValue(value, (1UL << 63) + 7);
            counts.GetField("Negative")!.SetValue(value, -(1L << 60) - 3);
            counts.GetField("Quic")!.SetValue(value, (1UL << 62) - 3);
            counts.GetField("Leb")!.SetValue(value, ulong.MaxValue - 2);
            counts.GetField("MySql")!.SetValue(value, ulong.MaxValue - 4);
            counts.GetField("MySqlShort")!.SetValue(value, 70000u);
            counts.GetField("Bitcoin")!.SetValue(value, ulong.MaxValue - 6);
            counts.GetField("BitcoinShort")!.SetValue(value, 300);
            counts.GetField("After")!.SetValue(value, (short)0x1234);
            byte[] bytes = (byte[])typeof(BinarySerializer).GetMethods()
                .Single(m => m.Name == nameof(BinarySerializer.Serialize) && m.ReturnType == typeof(byte[]) && m.GetParameters().Length == 1)
                .MakeGenericMethod(counts).Invoke(null, [value])!;
            Assert.Equal(9 + 9 + 9 + 8 + 10 + 9 + 4 + 9 + 3 + 2, bytes.Length);

            LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
            TypeModel type = Assert.Single(catalog.Types);
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), bytes);
            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement first = parsed.GetProperty("values")[0];
            Assert.Equal(bytes.Length, first.GetProperty("end").GetInt32());
            Assert.Equal(0x1234, first.GetProperty("value").GetProperty("after").GetInt32());

            Assert.False(TsharkTool.Required && !TsharkTool.Available, "SPANWIRE_REQUIRE_TSHARK is set but tshark is not on PATH");
            if (TsharkTool.Available)
            {
                string lua = WiresharkExport.Write(catalog, "Test");
                Assert.Empty(TsharkTool.Check(folder, lua, [(id, id + ".0.bin", bytes)]));

                // The tree shows each value exact (a double rounds 2^62 + 5 to 2^62).
                string json = TsharkTool.Dissect(folder, lua, [(id, id + ".0.bin", bytes)]);
                string Shown(string member) => System.Text.RegularExpressions.Regex.Match(json, $"\"[a-z_.]*\\.{member}\": \"(-?[0-9]+)\"").Groups[1].Value;
                Assert.Equal(((1L << 62) + 5).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("count"));
                Assert.Equal(((1UL << 63) + 7).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("rowid"));
                Assert.Equal((-(1L << 60) - 3).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("negative"));
                Assert.Equal(((1UL << 62) - 3).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("quic"));
                Assert.Equal((ulong.MaxValue - 2).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("leb"));
                Assert.Equal((ulong.MaxValue - 4).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("my_sql"));
                Assert.Equal("70000", Shown("my_sql_short"));
                Assert.Equal((ulong.MaxValue - 6).ToString(System.Globalization.CultureInfo.InvariantCulture), Shown("bitcoin"));
                Assert.Equal("300", Shown("bitcoin_short"));
            }
        }
        finally
        {
            context.Unload();
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_decodes_Java_modified_UTF8()
    {
        Assert.False(TsharkTool.Required && !TsharkTool.Available, "SPANWIRE_REQUIRE_TSHARK is set but tshark is not on PATH");
        if (!TsharkTool.Available)
        {
            return;
        }

        const string source = """
            using Spanwire;
            namespace Export;
            [BinarySerializable]
            public partial class JavaText
            {
                [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string Text = "";
                public short After;
            }
            """;
        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
        using var image = new MemoryStream();
        Assert.True(output.Emit(image).Success);
        var context = new AssemblyLoadContext("java", isCollectible: true);
        string folder = Directory.CreateTempSubdirectory("spanwire-java-").FullName;
        try
        {
            // An embedded NUL (C0 80), a character outside the BMP (two 3-byte surrogates) and a lone surrogate.
            Type type = context.LoadFromStream(new MemoryStream(image.ToArray())).GetType("Export.JavaText")!;
            object value = Activator.CreateInstance(type)!;
            type.GetField("Text")!.SetValue(value, "a\0b\U0001F600c\uD800d");
            type.GetField("After")!.SetValue(value, (short)7);
            byte[] bytes = (byte[])typeof(BinarySerializer).GetMethods()
                .Single(m => m.Name == nameof(BinarySerializer.Serialize) && m.ReturnType == typeof(byte[]) && m.GetParameters().Length == 1)
                .MakeGenericMethod(type).Invoke(null, [value])!;
            Assert.Contains("C080", Convert.ToHexString(bytes), StringComparison.Ordinal);

            LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(source));
            string id = catalog.TypeId(Assert.Single(catalog.Types));
            string lua = WiresharkExport.Write(catalog, "Test");
            Assert.Empty(TsharkTool.Check(folder, lua, [(id, id + ".0.bin", bytes)]));
            using JsonDocument json = JsonDocument.Parse(TsharkTool.Dissect(folder, lua, [(id, id + ".0.bin", bytes)]));
            string shown = Find(json.RootElement, "test.java_text.text") ?? "(not shown)";
            Assert.Equal("a\\0b\U0001F600c\uFFFDd", shown);
        }
        finally
        {
            context.Unload();
            Directory.Delete(folder, recursive: true);
        }
    }

    /// <summary>The first value of a property named <paramref name="name"/> anywhere in tshark's JSON.</summary>
    private static string? Find(JsonElement element, string name)
    {
        if (element.ValueKind == JsonValueKind.Object)
        {
            foreach (JsonProperty property in element.EnumerateObject())
            {
                if (property.Name == name && property.Value.ValueKind == JsonValueKind.String)
                {
                    return property.Value.GetString();
                }

                if (Find(property.Value, name) is { } found)
                {
                    return found;
                }
            }
        }
        else if (element.ValueKind == JsonValueKind.Array)
        {
            foreach (JsonElement item in element.EnumerateArray())
            {
                if (Find(item, name) is { } found)
                {
                    return found;
                }
            }
        }

        return null;
    }
}
