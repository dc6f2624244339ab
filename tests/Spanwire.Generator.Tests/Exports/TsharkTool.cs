using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text.Json;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Wireshark's tshark with an exported Lua dissector: each input is one packet (link type USER0: a type index byte,
/// then the bytes Spanwire wrote), dissected from its first byte by the named type's function. tshark is Debian's
/// package; without it (a machine that has not installed it) these checks are skipped, unless
/// SPANWIRE_REQUIRE_TSHARK is set, as .ci/run sets it, in which case a missing tshark fails the test.
/// </summary>
internal static class TsharkTool
{
    // Appended to the exported dissector, in its scope: dissects USER0 packets and records where each value ended.
    private const string Harness = """

        local harness = Proto("spanwire_test", "Spanwire export test")
        local harness_end = ProtoField.uint32("spanwire_test.end", "End")
        local harness_error = ProtoField.string("spanwire_test.error", "Error")
        harness.fields = { harness_end, harness_error }
        function harness.dissector(tvb, pinfo, tree)
          local root = HARNESS_TYPES[tvb(0, 1):uint() + 1]
          local item = tree:add(harness, tvb())
          message_start = 1
          local ok, stop = pcall(dissect[root], tvb, item, 1, tvb:len())
          if ok then item:add(harness_end, tvb(0, 1), stop) else item:add(harness_error, tvb(0, 1), tostring(stop)) end
          return tvb:len()
        end
        DissectorTable.get("wtap_encap"):add(wtap_encaps.USER0, harness)

        """;

    public static bool Available { get; } = Find() is not null;

    public static bool Required => Environment.GetEnvironmentVariable("SPANWIRE_REQUIRE_TSHARK") is { Length: > 0 };

    /// <summary>
    /// Exports the catalog's dissector, dissects <paramref name="hex"/> as the type named <paramref name="typeName"/>,
    /// checks it ends at its last byte with no error, and returns tshark's JSON; null where tshark is not installed
    /// (a failure instead when SPANWIRE_REQUIRE_TSHARK is set).
    /// </summary>
    public static string? DissectChecked(Spanwire.Generator.Exporting.LayoutCatalog catalog, string typeName, string hex)
    {
        Xunit.Assert.False(Required && !Available, "SPANWIRE_REQUIRE_TSHARK is set but tshark is not on PATH");
        if (!Available)
        {
            return null;
        }

        string id = catalog.TypeId(catalog.Types.Single(model => model.DisplayName == typeName));
        string folder = Directory.CreateTempSubdirectory("spanwire-tshark-").FullName;
        try
        {
            string lua = Spanwire.Generator.Exporting.WiresharkExport.Write(catalog, "Test");
            (string, string, byte[])[] values = [(id, id + ".0.bin", Convert.FromHexString(hex))];
            Xunit.Assert.Empty(Check(folder, lua, values));
            return Dissect(folder, lua, values);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    /// <summary>Dissects each (type id, bytes) and returns a problem per value whose dissection failed or did not end at its last byte.</summary>
    public static List<string> Check(string folder, string lua, IReadOnlyList<(string TypeId, string File, byte[] Bytes)> values)
    {
        string json = Dissect(folder, lua, values);
        var problems = new List<string>();
        using JsonDocument document = JsonDocument.Parse(json);
        int index = 0;
        foreach (JsonElement packet in document.RootElement.EnumerateArray())
        {
            (string typeId, string name, byte[] bytes) = values[index++];
            string text = packet.GetRawText();
            if (text.Contains("Lua Error", StringComparison.Ordinal) || text.Contains("_ws.malformed", StringComparison.Ordinal))
            {
                problems.Add($"{name}: tshark reports an error: {text[..Math.Min(text.Length, 600)]}");
                continue;
            }

            JsonElement test = packet.GetProperty("_source").GetProperty("layers").GetProperty("spanwire_test");
            if (test.TryGetProperty("spanwire_test.error", out JsonElement error))
            {
                problems.Add($"{name}: the dissector failed: {error.GetString()}");
            }
            else if (int.Parse(test.GetProperty("spanwire_test.end").GetString()!, System.Globalization.CultureInfo.InvariantCulture) - 1 is var end && end != bytes.Length)
            {
                problems.Add($"{name}: the dissector stopped at {end} of {bytes.Length} bytes");
            }
        }

        if (index != values.Count)
        {
            problems.Add($"tshark dissected {index} of {values.Count} packets");
        }

        return problems;
    }

    /// <summary>Dissects each (type id, bytes) with the dissector <paramref name="lua"/>; returns tshark's JSON.</summary>
    public static string Dissect(string folder, string lua, IReadOnlyList<(string TypeId, string File, byte[] Bytes)> values)
    {
        var types = values.Select(value => value.TypeId).Distinct().ToList();
        string script = Path.Combine(folder, "export.lua");
        File.WriteAllText(script, lua + $"HARNESS_TYPES = {{ {string.Join(", ", types.Select(t => $"\"{t}\""))} }}\n" + Harness);
        string capture = Path.Combine(folder, "values.pcap");
        using (FileStream file = File.Create(capture))
        {
            Span<byte> header = stackalloc byte[24];
            BinaryPrimitives.WriteUInt32LittleEndian(header, 0xa1b2c3d4);
            BinaryPrimitives.WriteUInt16LittleEndian(header[4..], 2);
            BinaryPrimitives.WriteUInt16LittleEndian(header[6..], 4);
            BinaryPrimitives.WriteUInt32LittleEndian(header[16..], 65535);
            BinaryPrimitives.WriteUInt32LittleEndian(header[20..], 147); // LINKTYPE_USER0
            file.Write(header);
            Span<byte> record = stackalloc byte[16];
            foreach ((string typeId, _, byte[] bytes) in values)
            {
                BinaryPrimitives.WriteUInt32LittleEndian(record[8..], (uint)bytes.Length + 1);
                BinaryPrimitives.WriteUInt32LittleEndian(record[12..], (uint)bytes.Length + 1);
                file.Write(record);
                file.WriteByte((byte)types.IndexOf(typeId));
                file.Write(bytes);
            }
        }

        return Run(Find()!, $"-X lua_script:\"{script}\" -r \"{capture}\" -T json");
    }

    private static string? Find()
        => (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator)
            .Select(directory => Path.Combine(directory, "tshark")).FirstOrDefault(File.Exists);

    private static string Run(string command, string arguments)
    {
        var start = new ProcessStartInfo(command, arguments) { RedirectStandardOutput = true, RedirectStandardError = true };
        using Process process = Process.Start(start)!;
        var error = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        if (process.ExitCode != 0)
        {
            throw new InvalidOperationException($"tshark exited with {process.ExitCode}: {error.Result}");
        }

        return output;
    }
}
