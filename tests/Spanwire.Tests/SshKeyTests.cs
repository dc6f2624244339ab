using System;
using System.IO;
using System.Linq;
using System.Numerics;
using System.Security.Cryptography;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A union whose cases are named by text (<c>UnionTagWidth.Text</c>, chosen by <c>[BinaryTagFrom]</c> on a string):
/// SSH public keys OpenSSH's ssh-keygen made (Vectors/make_ssh_key_vectors.sh: RSA, Ed25519, ECDSA P-256/384/521) read
/// as ssh-keygen reports them (bits), and the bytes Spanwire writes back hash to ssh-keygen's SHA-256 fingerprint.
/// </summary>
public class SshKeyTests
{
    private static readonly string[] Lines = File.ReadAllLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "ssh_keys.txt"));

    public static TheoryData<int> Keys() => [.. Enumerable.Range(0, Lines.Length)];

    [Theory]
    [MemberData(nameof(Keys))]
    public void A_key_from_ssh_keygen_reads_as_ssh_keygen_reports_it_and_writes_back_to_its_fingerprint(int index)
    {
        (string name, byte[] blob, int bits, string fingerprint) = Parse(Lines[index]);

        SshPublicKey key = SshPublicKey.Read(blob, out int read);

        Assert.Equal(blob.Length, read);
        Assert.Equal(name, key.KeyName);
        int keyBits = key.Body switch
        {
            SshRsaKey rsa => (int)new BigInteger(rsa.Modulus, isUnsigned: true, isBigEndian: true).GetBitLength(),
            SshEd25519Key ed => ed.PublicKey.Length * 8,
            SshEcdsaKey ecdsa => ecdsa.Curve switch { "nistp256" => 256, "nistp384" => 384, "nistp521" => 521, _ => 0 },
            _ => 0,
        };
        Assert.Equal(bits, keyBits);
        byte[] written = BinarySerializer.Serialize(key);
        Assert.Equal(blob, written);
        Assert.Equal(fingerprint, "SHA256:" + Convert.ToBase64String(SHA256.HashData(written)).TrimEnd('='));
    }

    /// <summary>Built from the key's fields alone: the name is filled in from the case, and the fingerprint is ssh-keygen's.</summary>
    [Fact]
    public void A_key_built_from_its_fields_gets_its_name_from_its_case()
    {
        (_, byte[] blob, _, string fingerprint) = Parse(Lines.Single(line => line.StartsWith("ecdsa-sha2-nistp384", StringComparison.Ordinal)));
        var original = (SshEcdsaKey)SshPublicKey.Read(blob, out _).Body;

        byte[] written = BinarySerializer.Serialize(new SshPublicKey { Body = new SshEcdsaP384Key { Curve = original.Curve, Point = original.Point } });

        Assert.Equal(fingerprint, "SHA256:" + Convert.ToBase64String(SHA256.HashData(written)).TrimEnd('='));
    }

    [Fact]
    public void A_key_name_no_case_names_is_kept_raw_and_written_back()
    {
        byte[] blob = BinarySerializer.Serialize(new SshPublicKey { Body = new SshUnknownKey { Tag = "sk-ssh-ed25519@openssh.com", Data = [1, 2, 3] } });

        SshPublicKey key = SshPublicKey.Read(blob, out _);

        Assert.Equal("sk-ssh-ed25519@openssh.com", key.KeyName);
        Assert.Equal("sk-ssh-ed25519@openssh.com", Assert.IsType<SshUnknownKey>(key.Body).Tag);
        Assert.Equal(blob, BinarySerializer.Serialize(key));
    }

    private static (string Name, byte[] Blob, int Bits, string Fingerprint) Parse(string line)
    {
        string[] parts = line.Split('|');
        string[] pub = parts[0].Split(' ');
        string[] facts = parts[1].Split(' ');
        return (pub[0], Convert.FromBase64String(pub[1]), int.Parse(facts[0], System.Globalization.CultureInfo.InvariantCulture), facts[1]);
    }
}
