using System;
using System.IO;
using System.Linq;
using System.Runtime.Loader;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// The packed-BCD control as issue 42's experiment asks: added on the one description per codec, every export is right
/// with nothing else touched. Kaitai (ksc + its JavaScript runtime) reads random values to Spanwire's, tshark shows the
/// digits, the lock tells 6 digits from 8 (WireLockTests), the diagram gives 3 bytes to 6 digits.
/// </summary>
public class BcdExportTests
{
    private const string Source = """
        using Spanwire;
        namespace Export;
        [BinarySerializable]
        public partial class Iso
        {
            [BinaryBcd(Digits = 4)] public short Mti;
            [BinaryBcd(Digits = 6)] public int Amount;
            [BinaryBcd(Digits = 3)] public ushort Currency;
            [BinaryBcd(Digits = 2)] public byte PanLength;
            [BinaryLengthFrom(nameof(PanLength))] [BinaryStringEncoding(StringEncoding.Ascii)] public string Pan = "";
            [BinaryBcd(Digits = 1)] public byte Kind;
            [BinaryWhen(nameof(Kind), Value = 7)] public int Extra;
            [BinaryLengthPrefix(LengthPrefix.UInt8)] [BinaryBcd(Digits = 15)] public long[] Totals = [];
            public short After;
        }
        """;

    [Fact]
    public void Kaitai_compiles_the_BCD_types_and_reads_what_Spanwire_wrote()
        => Assert.Equal(1, KaitaiExportTests.Check(GeneratorHarness.Compilation(Source), seed: 8583));

    [Fact]
    public void The_diagram_gives_six_digits_three_bytes_and_the_lock_names_the_digits()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        TypeModel iso = Assert.Single(catalog.Types);
        string diagram = PacketDiagram.Section(iso, catalog);
        Assert.Contains("| Amount | 3 B | BCD, 6 digits |", diagram, StringComparison.Ordinal);
        Assert.Contains("| Currency | 2 B | BCD, 3 digits |", diagram, StringComparison.Ordinal);
        Assert.Contains("| Kind | 1 B | BCD, 1 digits |", diagram, StringComparison.Ordinal);

        string lockText = WireLock.Write(catalog.Types);
        Assert.Contains("Amount bcd(6)", lockText, StringComparison.Ordinal);
        Assert.Contains("Pan string(ascii,length #4)", lockText, StringComparison.Ordinal);
    }

    [Fact]
    public void The_dissector_shows_the_digits_and_refuses_a_half_byte_above_nine()
    {
        Assert.False(TsharkTool.Required && !TsharkTool.Available, "SPANWIRE_REQUIRE_TSHARK is set but tshark is not on PATH");
        if (!TsharkTool.Available)
        {
            return;
        }

        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(Source));
        using var image = new MemoryStream();
        Assert.True(output.Emit(image).Success);
        var context = new AssemblyLoadContext("bcd", isCollectible: true);
        string folder = Directory.CreateTempSubdirectory("spanwire-bcd-").FullName;
        try
        {
            Type type = context.LoadFromStream(new MemoryStream(image.ToArray())).GetType("Export.Iso")!;
            object value = Activator.CreateInstance(type)!;
            type.GetField("Mti")!.SetValue(value, (short)200);
            type.GetField("Amount")!.SetValue(value, 123456);
            type.GetField("Currency")!.SetValue(value, (ushort)978);
            type.GetField("Pan")!.SetValue(value, "4761739001010119");
            type.GetField("Kind")!.SetValue(value, (byte)7);
            type.GetField("Extra")!.SetValue(value, -5);
            type.GetField("Totals")!.SetValue(value, new long[] { 999_999_999_999_999, 42 });
            type.GetField("After")!.SetValue(value, (short)0x1234);
            byte[] bytes = Serialize(type, value);
            Assert.StartsWith("0200" + "123456" + "0978" + "16", Convert.ToHexString(bytes), StringComparison.Ordinal);

            LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
            string id = catalog.TypeId(Assert.Single(catalog.Types));
            string lua = WiresharkExport.Write(catalog, "Test");
            Assert.Empty(TsharkTool.Check(folder, lua, [(id, id + ".0.bin", bytes)]));
            string json = TsharkTool.Dissect(folder, lua, [(id, id + ".0.bin", bytes)]);
            string Shown(string member) => string.Join(",", System.Text.RegularExpressions.Regex.Matches(json, $"\"test\\.iso\\.{member}\": \"(-?[0-9]+)\"").Select(match => match.Groups[1].Value));
            Assert.Equal(("200", "123456", "978", "16", "7", "-5", "999999999999999,42", "4660"), (Shown("mti"), Shown("amount"), Shown("currency"), Shown("pan_length"), Shown("kind"), Shown("extra"), Shown("totals"), Shown("after")));

            // 0x1A where the amount's first byte is: not a digit.
            byte[] bad = [.. bytes];
            bad[2] = 0x1A;
            Assert.Contains("not a BCD byte", string.Join("\n", TsharkTool.Check(folder, lua, [(id, id + ".1.bin", bad)])), StringComparison.Ordinal);
        }
        finally
        {
            context.Unload();
            Directory.Delete(folder, recursive: true);
        }
    }

    private static byte[] Serialize(Type type, object value) => (byte[])typeof(BinarySerializer).GetMethods()
        .Single(m => m.Name == nameof(BinarySerializer.Serialize) && m.ReturnType == typeof(byte[]) && m.GetParameters().Length == 1)
        .MakeGenericMethod(type).Invoke(null, [value])!;
}
