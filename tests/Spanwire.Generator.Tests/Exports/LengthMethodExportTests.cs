using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A length a pair of the user's methods computes and fills (<c>[BinaryLengthFrom(nameof(ImageSize), Fill = ...)]</c>) in
/// every export: the computing method's expression, translated, is Kaitai's <c>size</c> and the dissector's length, so
/// ksc reads the DOS stubs GNU ld and Roslyn wrote (tests/Spanwire.Tests/Vectors/dos_mz_*) to their last byte and
/// tshark dissects one; the lock records the formula over the holders' positions.
/// </summary>
public class LengthMethodExportTests
{
    /// <summary>The declaration DosMzTests reads files with, compiled here as it stands.</summary>
    private static string Source([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "DosMz.cs"));

    private static string WebSocketSource([CallerFilePath] string thisFile = "")
        => File.ReadAllText(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Types", "WebSocket.cs"));

    private static byte[] Vector(string name, [CallerFilePath] string thisFile = "")
        => File.ReadAllBytes(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", name));

    [Fact]
    public void Kaitai_and_the_dissector_compute_the_image_size_as_the_method_does()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source()));
        Spanwire.Generator.Model.TypeModel type = catalog.Types.Single(model => model.DisplayName == "DosMz");
        string ksy = KaitaiExport.Write(type, catalog);
        Assert.Contains("size: '(((last_page_bytes == 0) ? (pages * 512) : (((pages - 1) * 512) + last_page_bytes)) - (header_paragraphs * 16))'", ksy, System.StringComparison.Ordinal);
        Assert.Contains("Image bytes(,length fn(((#2 == 0) ? (#3 * 512) : (((#3 - 1) * 512) + #2)) - (#5 * 16)))", WireLock.Write(catalog.Types), System.StringComparison.Ordinal);

        string folder = Directory.CreateTempSubdirectory("spanwire-mz-").FullName;
        try
        {
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), ksy);
            byte[][] files = [Vector("dos_mz_mingw.exe"), Vector("dos_mz_roslyn.dll")];
            for (int i = 0; i < files.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), files[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. parsed.GetProperty("values").EnumerateArray()];
            Assert.Equal(files.Select(bytes => bytes.Length), values.Select(value => value.GetProperty("end").GetInt32()));
            Assert.All(values, value => Assert.Equal(1104, value.GetProperty("value").GetProperty("image").GetArrayLength()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        if (TsharkTool.DissectChecked(catalog, "DosMz", System.Convert.ToHexString(Vector("dos_mz_roslyn.dll"))) is not { } json)
        {
            return;
        }

        Assert.Contains("\"test.dos_mz.pages\": \"3\"", json, System.StringComparison.Ordinal);
        // The stub's code ("This program cannot be run in DOS mode") and the rest of its 1,104 bytes, as the formula sizes them.
        string image = json.Split('\n').Single(line => line.Contains("\"test.dos_mz.image\"", System.StringComparison.Ordinal));
        Assert.Contains("\"0e:1f:ba:0e:00:b4:09:cd:21:b8:01:4c:cd:21:54:68", image, System.StringComparison.Ordinal);
        Assert.Equal(1104, image.Count(c => c == ':')); // the key's colon, then one between each two bytes
    }

    /// <summary>
    /// A length in one of two extended fields, chosen by a 7-bit code the methods fill: ksc and tshark read frames .NET's
    /// WebSocket wrote with 7-bit, 16-bit and 64-bit lengths, masked and not, to their last byte.
    /// </summary>
    [Fact]
    public async System.Threading.Tasks.Task Kaitai_and_the_dissector_read_the_frames_dotnet_writes()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(WebSocketSource()));
        Spanwire.Generator.Model.TypeModel type = catalog.Types.Single(model => model.DisplayName == "WebSocketMessage");
        byte[][] frames = [await Frames(true, 5), await Frames(true, 300), await Frames(false, 70_000), await Frames(false, 0)];
        string folder = Directory.CreateTempSubdirectory("spanwire-websocket-").FullName;
        try
        {
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < frames.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), frames[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            Assert.Equal(frames.Select(bytes => bytes.Length), parsed.GetProperty("values").EnumerateArray().Select(value => value.GetProperty("end").GetInt32()));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        foreach (byte[] frame in frames)
        {
            if (TsharkTool.DissectChecked(catalog, "WebSocketMessage", System.Convert.ToHexString(frame)) is null)
            {
                return;
            }
        }
    }

    /// <summary>One binary message of <paramref name="size"/> bytes as .NET's WebSocket writes it, as a server or (masked) as a client.</summary>
    private static async System.Threading.Tasks.Task<byte[]> Frames(bool server, int size)
    {
        using var stream = new MemoryStream();
        using (var socket = System.Net.WebSockets.WebSocket.CreateFromStream(stream, server, null, System.TimeSpan.Zero))
        {
            await socket.SendAsync(Payload.AsMemory(0, size), System.Net.WebSockets.WebSocketMessageType.Binary, true, default);
        }

        return stream.ToArray();
    }

    private static readonly byte[] Payload = [.. Enumerable.Range(0, 70_000).Select(i => (byte)i)];
}
