using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using System.Text.RegularExpressions;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Compressed DNS names ([BinaryPointer], lists a union case ends) in the exports, on the responses dnspython wrote
/// (tests/Spanwire.Tests/Vectors/dns_response_vectors.jsonl), declared as samples/Dns declares them: ksc reads each message to its last byte and, following
/// the pointers as instances, every owner name as dnspython lists it; tshark dissects each to its last byte, pointed
/// labels included; the lock and the diagram say where the pointed value is.
/// </summary>
public class PointerExportTests
{
    private static string Tests([CallerFilePath] string thisFile = "") => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(File.ReadAllText(Path.Combine(Tests(), "..", "..", "samples", "Dns", "DnsTypes.cs"))));

    private static List<JsonElement> Responses()
        => [.. File.ReadLines(Path.Combine(Tests(), "Vectors", "dns_response_vectors.jsonl")).Select(line => JsonDocument.Parse(line).RootElement)];

    /// <summary>A name as Kaitai read it: its labels, then (for a pointer) the labels of the name it points at.</summary>
    private static string NameOf(JsonElement name)
    {
        var labels = new List<string>();
        foreach (JsonElement part in name.GetProperty("parts").EnumerateArray())
        {
            JsonElement body = part.GetProperty("body");
            if (body.TryGetProperty("target", out JsonElement target))
            {
                string rest = NameOf(target);
                labels.AddRange(rest.Length == 0 ? [] : [rest]);
            }
            else if (body.GetProperty("text").GetString() is { Length: > 0 } text)
            {
                labels.Add(text);
            }
        }

        return string.Join(".", labels);
    }

    [Fact]
    public void Kaitai_follows_every_pointer_to_the_names_dnspython_lists()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "DnsMessage");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-dns-").FullName;
        try
        {
            List<JsonElement> responses = Responses();
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < responses.Count; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), Convert.FromHexString(responses[i].GetProperty("hex").GetString()!));
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString())];
            int pointed = 0;
            for (int i = 0; i < responses.Count; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), failed.ToString());
                Assert.Equal(responses[i].GetProperty("hex").GetString()!.Length / 2, values[i].GetProperty("end").GetInt32());
                foreach (string section in new[] { "answers", "authority", "additional" })
                {
                    string[] expected = [.. responses[i].GetProperty(section).EnumerateArray().Select(record => record.GetProperty("name").GetString()!)];
                    JsonElement[] records = [.. values[i].GetProperty("value").GetProperty(section).EnumerateArray()];
                    Assert.Equal(expected, records.Select(record => NameOf(record.GetProperty("name"))));
                    pointed += records.Count(record => record.GetProperty("name").GetProperty("parts").EnumerateArray().Last().GetProperty("body").TryGetProperty("target", out _));
                }
            }

            Assert.True(pointed >= 10, $"only {pointed} names were followed through a pointer");
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_reads_each_response_to_its_last_byte_with_the_pointed_labels()
    {
        foreach (JsonElement response in Responses())
        {
            if (TsharkTool.DissectChecked(Catalog(), "DnsMessage", response.GetProperty("hex").GetString()!) is not { } json)
            {
                return;
            }

            // "example" is written once in a_two_addresses; each owner name that points at it shows it again.
            int shown = Regex.Matches(json, "\"[a-z_.]*\\.text\": \"example\"").Count;
            int written = Regex.Matches(response.GetProperty("hex").GetString()!, "076578616d706c65").Count;
            Assert.True(shown > written, $"{response.GetProperty("name")}: 'example' shown {shown} times, written {written}");
        }
    }

    [Fact]
    public void The_lock_and_the_diagram_say_the_pointed_value_takes_no_bytes_and_which_cases_end_a_name()
    {
        LayoutCatalog catalog = Catalog();
        string wireLock = WireLock.Write(catalog.Types);
        Assert.Contains("Target pointer(#1) Dns.DnsName", wireLock, StringComparison.Ordinal);
        Assert.Contains("list(until case DnsPointerPart(3) | Length=0 in DnsLabelPart(0)) of", wireLock, StringComparison.Ordinal);
        string diagram = PacketDiagram.Write([.. catalog.Types], catalog, "Test");
        Assert.Contains("no bytes here: read at Offset bytes from the start of the data", diagram, StringComparison.Ordinal);
        Assert.Contains("until an item of case DnsPointerPart or an item of case DnsLabelPart with Length 0, which is the last", diagram, StringComparison.Ordinal);
    }
}
