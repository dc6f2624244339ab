using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A count that weighs some items more than one (<c>[BinaryItemWeight(2, ...)]</c>, a Java class file's constant pool)
/// in every export: Kaitai reads as many entries as the count, each empty when the long or double before it takes its
/// place (as the gallery's java_class.ksy does), so ksc reads the class files javac wrote
/// (tests/Spanwire.Tests/Vectors/java_*.class) to their last byte with Spanwire's export of the declaration
/// JavaClassTests reads them with; the dissector adds each item's weight until the count; the lock records the weights.
/// </summary>
public class WeightedCountExportTests
{
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "JavaClass.cs"));

    private static byte[] Vector(string name, [CallerFilePath] string thisFile = "")
        => File.ReadAllBytes(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", name));

    [Fact]
    public void Kaitai_and_the_dissector_read_the_class_files_javac_wrote()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source()));
        Spanwire.Generator.Model.TypeModel file = catalog.Types.Single(model => model.DisplayName == "JavaClassFile");
        Assert.Contains("ConstantPool list(count #3-1,5,6 weigh 2)", WireLock.Write(catalog.Types), StringComparison.Ordinal);
        Assert.Contains("JavaLongConstant, JavaDoubleConstant count 2 each", PacketDiagram.Write([.. catalog.Types], catalog, "Test"), StringComparison.Ordinal);

        string[] names = ["java_constants.class", "java_point.class", "java_kinds.class", "java_module_info.class"];
        string folder = Directory.CreateTempSubdirectory("spanwire-java-").FullName;
        try
        {
            string id = catalog.TypeId(file);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(file, catalog));
            for (int i = 0; i < names.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), Vector(names[i]));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray()];
            Assert.Equal(names.Select(name => Vector(name).Length), values.Select(value => value.GetProperty("end").GetInt32()));

            // java_kinds.class: longs at #1 and #3 and a double at #12 each take the next number too: 19 entries, 16 of them items.
            JsonElement[] pool = [.. values[2].GetProperty("value").GetProperty("constantPool").EnumerateArray()];
            Assert.Equal(19, pool.Length);
            Assert.Equal(16, pool.Count(entry => entry.TryGetProperty("value", out JsonElement item) && item.ValueKind == JsonValueKind.Object));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        if (TsharkTool.DissectChecked(catalog, "JavaClassFile", Convert.ToHexString(Vector("java_kinds.class"))) is not { } json)
        {
            return;
        }

        Assert.Contains("\"test.java_class_file.constant_pool_count\": \"20\"", json, StringComparison.Ordinal);
        Assert.Contains("\"test.java_class_file.this_class\": \"5\"", json, StringComparison.Ordinal); // read after the whole pool
    }
}
