using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text.Json;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Cases named by text in the exports: ksc reads the SSH public keys ssh-keygen made (tests/Spanwire.Tests/Vectors/
/// ssh_keys.txt) through Kaitai's switch on the key's name, the dissector dispatches on the same string, and the lock
/// names each case by its text.
/// </summary>
public class TextTagExportTests
{
    private static string Tests([CallerFilePath] string thisFile = "") => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests");

    private static LayoutCatalog Catalog() => LayoutCatalog.From(GeneratorHarness.Compilation(File.ReadAllText(Path.Combine(Tests(), "Types", "SshKeys.cs"))));

    private static byte[][] Blobs() => File.ReadAllLines(Path.Combine(Tests(), "Vectors", "ssh_keys.txt")).Select(line => Convert.FromBase64String(line.Split(' ')[1])).ToArray();

    [Fact]
    public void The_lock_names_each_case_by_its_text()
        => Assert.Contains("tagfrom(#1) Spanwire.Tests.Types.SshKeyBody(\"ssh-rsa\"=Spanwire.Tests.Types.SshRsaKey,", WireLock.Write(Catalog().Types), StringComparison.Ordinal);

    [Fact]
    public void Kaitai_reads_every_key_by_its_name()
    {
        LayoutCatalog catalog = Catalog();
        TypeModel type = catalog.Types.Single(model => model.DisplayName == "SshPublicKey");
        string id = catalog.TypeId(type);
        string folder = Directory.CreateTempSubdirectory("spanwire-ssh-").FullName;
        try
        {
            byte[][] blobs = Blobs();
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            for (int i = 0; i < blobs.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i}.bin"), blobs[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = parsed.GetProperty("values").EnumerateArray().OrderBy(value => value.GetProperty("file").GetString()).ToArray();
            for (int i = 0; i < blobs.Length; i++)
            {
                Assert.False(values[i].TryGetProperty("error", out JsonElement failed), failed.ToString());
                Assert.Equal(blobs[i].Length, values[i].GetProperty("end").GetInt32());
            }

            // The RSA key's modulus is a field of its case, so Kaitai's switch took the "ssh-rsa" case.
            Assert.True(values[0].GetProperty("value").GetProperty("body").TryGetProperty("modulus", out _));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_dissector_reads_an_Ed25519_key_to_its_last_byte()
    {
        byte[] blob = Blobs()[1];
        if (TsharkTool.DissectChecked(Catalog(), "SshPublicKey", Convert.ToHexString(blob)) is not { } json)
        {
            return;
        }

        Assert.Contains("\"test.ssh_ed25519_key.public_key\"", json, StringComparison.Ordinal); // the case the key name chose
    }
}
