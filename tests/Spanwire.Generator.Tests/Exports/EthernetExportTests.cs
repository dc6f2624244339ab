using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Ethernet frames (a union that holds itself through an 802.1Q tag's [BinaryTagFrom]) in the exports: ksc reads every
/// frame of the capture dumpcap and Python made (tests/Spanwire.Tests/Vectors/ethernet_frames.pcap) to its last byte
/// with the VLAN ids tshark lists, and the dissector reads the doubly tagged frame to its last byte.
/// </summary>
public class EthernetExportTests
{
    private static string Types([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types");

    private static string Vectors([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors");

    private static LayoutCatalog Catalog()
        => LayoutCatalog.From(GeneratorHarness.Compilation(File.ReadAllText(Path.Combine(Types(), "Ethernet.cs"))
            + File.ReadAllText(Path.Combine(Types(), "IpPackets.cs")).Replace("namespace Spanwire.Tests.Types;", string.Empty, StringComparison.Ordinal)));

    /// <summary>The frames of the little-endian capture, read here with BinaryPrimitives (24-byte header, 16-byte record headers).</summary>
    private static List<byte[]> Frames()
    {
        byte[] capture = File.ReadAllBytes(Path.Combine(Vectors(), "ethernet_frames.pcap"));
        var frames = new List<byte[]>();
        for (int at = 24; at < capture.Length;)
        {
            int length = BinaryPrimitives.ReadInt32LittleEndian(capture.AsSpan(at + 8));
            frames.Add(capture.AsSpan(at + 16, length).ToArray());
            at += 16 + length;
        }

        return frames;
    }

    [Fact]
    public void Kaitai_reads_every_frame_with_its_VLAN_tags()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "EthernetFrame");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-ethernet-").FullName;
        try
        {
            List<byte[]> frames = Frames();
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < frames.Count; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D2}.bin"), frames[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            string[] listed = File.ReadAllLines(Path.Combine(Vectors(), "ethernet_frames.txt"));
            JsonElement[] values = parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString()).ToArray();
            for (int i = 0; i < frames.Count; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), failed.ToString());
                Assert.Equal(frames[i].Length, values[i].GetProperty("end").GetInt32());
                var vlans = new List<int>();
                for (JsonElement payload = values[i].GetProperty("value").GetProperty("payload"); payload.TryGetProperty("vlanId", out JsonElement vlan); payload = payload.GetProperty("payload"))
                {
                    vlans.Add(vlan.GetInt32());
                }

                Assert.Equal(listed[i].Split(' ')[1], string.Join(",", vlans));
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_reads_a_doubly_tagged_frame_to_its_last_byte()
    {
        byte[] frame = Frames()[^2];
        if (TsharkTool.DissectChecked(Catalog(), "EthernetFrame", System.Convert.ToHexString(frame)) is not { } json)
        {
            return;
        }

        Assert.Contains("\"42\"", json, System.StringComparison.Ordinal); // the inner VLAN id
    }
}
