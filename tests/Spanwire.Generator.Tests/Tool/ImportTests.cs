using System;
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.Loader;
using System.Text.Json;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Tests.Exports;
using Xunit;

namespace Spanwire.Generator.Tests.Tool;

/// <summary>
/// <c>spanwire import</c> on Kaitai Struct's own gallery specs (tests/Spanwire.Tests/Gallery, unchanged): the specs
/// whose every construct translates become declarations that build with the generator, read files real tools made to
/// their last byte, field by field as the original spec reads them with Kaitai's compiler and runtime, and write them
/// back byte for byte; every other spec is not written, and each construct in it is reported with its line.
/// </summary>
public class ImportTests
{
    private static readonly string Gallery = Path.Combine(RepositoryRoot(), "tests", "Spanwire.Tests", "Gallery");

    private static readonly string Vectors = Path.Combine(RepositoryRoot(), "tests", "Spanwire.Tests", "Vectors");

    [Fact]
    public void Specs_import_whole_or_not_at_all_and_each_untranslated_construct_is_named_with_its_line()
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-import-").FullName;
        try
        {
            string[] specs = [.. Directory.GetFiles(Gallery, "*.ksy").Order(StringComparer.Ordinal)];
            (int exit, string output, string errors) = Import(folder, specs);

            Assert.Equal(1, exit);
            Assert.Contains($"3 of {specs.Length} spec(s) imported completely", output, StringComparison.Ordinal);
            Assert.Equal(["MbrPartitionTable.cs", "TcpSegment.cs", "UdpDatagram.cs"], Directory.GetFiles(folder).Select(Path.GetFileName).Order(StringComparer.Ordinal));
            Assert.Contains("ogg.ksy:108: the expression 'len_segments[_index]'", errors, StringComparison.Ordinal);
            Assert.Contains("zip.ksy:", errors, StringComparison.Ordinal);
            Assert.Contains("tcp_segment.ksy:46: note: the condition '((data_offset * 4) - 20) != 0' only says the field is not empty", errors, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public async Task A_partition_table_sfdisk_wrote_reads_as_the_spec_reads_it_and_writes_back()
        => await ReadsAsTheSpec("mbr_partition_table", "MbrPartitionTable", [File.ReadAllBytes(Path.Combine(Vectors, "mbr_sfdisk.bin"))]);

    [Theory]
    [InlineData("tcp_segment", "TcpSegment", "tcp")]
    [InlineData("udp_datagram", "UdpDatagram", "udp")]
    public async Task Segments_and_datagrams_a_capture_holds_read_as_the_spec_reads_them_and_write_back(string spec, string type, string protocol)
        => await ReadsAsTheSpec(spec, type, Transport(Path.Combine(Vectors, $"pseudo_header_{protocol}.pcap")));

    /// <summary>Imports the spec, builds the declarations, and compares their reads of <paramref name="inputs"/> with the spec's own.</summary>
    private static async Task ReadsAsTheSpec(string spec, string type, byte[][] inputs)
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-import-").FullName;
        try
        {
            (int exit, string output, string errors) = Import(folder, [Path.Combine(Gallery, spec + ".ksy")]);
            Assert.True(exit == 0, output + errors);
            string source = File.ReadAllText(Path.Combine(folder, type + ".cs")) + $$"""

                public static class Probe
                {
                    public static object Read(byte[] bytes, out int read) => BinarySerializer.Deserialize<{{type}}>(bytes, out read);

                    public static byte[] Write(object value) => BinarySerializer.Serialize(({{type}})value);
                }
                """;
            (Compilation built, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
            Assert.Empty(built.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
            using var assembly = new MemoryStream();
            Assert.True(built.Emit(assembly).Success);

            File.Copy(Path.Combine(Gallery, spec + ".ksy"), Path.Combine(folder, spec + ".ksy"));
            for (int i = 0; i < inputs.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{spec}.{i:D2}.bin"), inputs[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement[] parsed = [.. report.RootElement.GetProperty(spec).GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString(), StringComparer.Ordinal)];
            var context = new AssemblyLoadContext("import", isCollectible: true);
            try
            {
                Type probe = context.LoadFromStream(new MemoryStream(assembly.ToArray())).GetType("Imported.Probe")!;
                for (int i = 0; i < inputs.Length; i++)
                {
                    object?[] arguments = [inputs[i], 0];
                    object value = probe.GetMethod("Read")!.Invoke(null, arguments)!;
                    Assert.Equal(inputs[i].Length, (int)arguments[1]!);
                    Assert.Equal(inputs[i], (byte[])probe.GetMethod("Write")!.Invoke(null, [value])!);
                    Assert.Equal(parsed[i].GetProperty("end").GetInt64(), inputs[i].Length);
                    Same(parsed[i].GetProperty("value"), value, type);
                }
            }
            finally
            {
                context.Unload();
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        await Task.CompletedTask;
    }

    /// <summary>Every member of the imported value equals the field of the same name Kaitai's reader returned.</summary>
    private static void Same(JsonElement expected, object? actual, string path)
    {
        switch (actual)
        {
            case null:
                Assert.True(expected.ValueKind is JsonValueKind.Null or JsonValueKind.Undefined, path);
                return;
            case byte[] bytes:
                Assert.Equal(expected.EnumerateArray().Select(b => b.GetByte()), bytes);
                return;
            case bool flag:
                Assert.Equal(flag, expected.ValueKind == JsonValueKind.True || (expected.ValueKind == JsonValueKind.Number && expected.GetInt64() != 0));
                return;
            case string text:
                Assert.Equal(expected.GetString(), text);
                return;
            case IList list:
                JsonElement[] items = [.. expected.EnumerateArray()];
                Assert.Equal(items.Length, list.Count);
                for (int i = 0; i < items.Length; i++)
                {
                    Same(items[i], list[i], $"{path}[{i}]");
                }

                return;
            case var number when number.GetType().IsPrimitive || number.GetType().IsEnum:
                Assert.True(Convert.ToDecimal(number, System.Globalization.CultureInfo.InvariantCulture) == expected.GetDecimal(), $"{path}: {number} vs {expected}");
                return;
        }

        foreach (PropertyInfo property in actual.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly))
        {
            string name = char.ToLowerInvariant(property.Name[0]) + property.Name[1..];
            if (!expected.TryGetProperty(name, out JsonElement field) && property.GetValue(actual) is byte[] { Length: 0 })
            {
                // A field whose condition only says it is not empty (the import's note): absent in Kaitai, empty here.
                continue;
            }

            Assert.True(expected.TryGetProperty(name, out field), $"{path}.{property.Name}: Kaitai's reader has no '{name}'");
            Same(field, property.GetValue(actual), $"{path}.{property.Name}");
        }
    }

    /// <summary>Each captured frame's transport segment: the IPv4 packet (Ethernet's padding dropped) after its header.</summary>
    private static byte[][] Transport(string capture)
    {
        byte[] file = File.ReadAllBytes(capture);
        var segments = new List<byte[]>();
        for (int at = 24; at < file.Length;)
        {
            int length = BitConverter.ToInt32(file, at + 8);
            int ip = at + 16 + 14;
            int total = (file[ip + 2] << 8) | file[ip + 3];
            segments.Add(file[(ip + ((file[ip] & 15) * 4))..(ip + total)]);
            at += 16 + length;
        }

        return [.. segments];
    }

    /// <summary>The built tool (this project builds it first) importing <paramref name="specs"/> into <paramref name="folder"/>.</summary>
    private static (int Exit, string Output, string Errors) Import(string folder, string[] specs)
    {
        string configuration = new DirectoryInfo(AppContext.BaseDirectory).Parent!.Name;
        string tool = Path.Combine(RepositoryRoot(), "src", "Export", "bin", configuration, "net10.0", "spanwire.dll");
        var start = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (string argument in (string[])[tool, "import", .. specs, "--namespace", "Imported", "--out", folder])
        {
            start.ArgumentList.Add(argument);
        }

        using Process process = Process.Start(start)!;
        Task<string> errors = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output, errors.Result);
    }

    private static string RepositoryRoot([CallerFilePath] string testFile = "")
        => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(testFile)!, "..", "..", ".."));
}
