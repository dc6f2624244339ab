namespace Spanwire.Tests.Types;

/// <summary>
/// An SSH public key blob (RFC 4253 section 6.6, RFC 5656, RFC 8709; Kaitai's ssh_public_key.ksy): the key's name as an
/// SSH string, then the key's fields, which that name chooses. Numbers (mpint) and points are SSH strings of bytes.
/// </summary>
[BinarySerializable]
public partial class SshPublicKey
{
    public string KeyName = "";
    [BinaryTagFrom(nameof(KeyName))] public SshKeyBody Body = new SshEd25519Key();
}

/// <summary>The fields of a public key, by the key's name.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.Text, Default = typeof(SshUnknownKey))]
[BinaryUnionCase("ssh-rsa", typeof(SshRsaKey))]
[BinaryUnionCase("ssh-ed25519", typeof(SshEd25519Key))]
[BinaryUnionCase("ecdsa-sha2-nistp256", typeof(SshEcdsaKey))]
[BinaryUnionCase("ecdsa-sha2-nistp384", typeof(SshEcdsaP384Key))]
[BinaryUnionCase("ecdsa-sha2-nistp521", typeof(SshEcdsaP521Key))]
public abstract partial class SshKeyBody
{
}

/// <summary>RSA: the public exponent, then the modulus, each an mpint (two's complement, big-endian, in an SSH string).</summary>
[BinarySerializable]
public partial class SshRsaKey : SshKeyBody
{
    public byte[] Exponent = [];
    public byte[] Modulus = [];
}

/// <summary>Ed25519: the 32-byte public key.</summary>
[BinarySerializable]
public partial class SshEd25519Key : SshKeyBody
{
    public byte[] PublicKey = [];
}

/// <summary>ECDSA over NIST P-256: the curve's name again, then the public point (04, X, Y).</summary>
[BinarySerializable]
public partial class SshEcdsaKey : SshKeyBody
{
    public string Curve = "nistp256";
    public byte[] Point = [];
}

/// <summary>ECDSA over P-384: the same fields, its own name.</summary>
[BinarySerializable]
public partial class SshEcdsaP384Key : SshEcdsaKey
{
}

/// <summary>ECDSA over P-521: the same fields, its own name.</summary>
[BinarySerializable]
public partial class SshEcdsaP521Key : SshEcdsaKey
{
}

/// <summary>A key type no case names (a certificate, a security key): its name and its bytes, written back as read.</summary>
[BinarySerializable]
public partial class SshUnknownKey : SshKeyBody
{
    [BinaryIgnore] public string Tag { get; set; } = "";
    [BinaryRemainder] public byte[] Data = [];
}
