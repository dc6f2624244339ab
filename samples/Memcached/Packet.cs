using Spanwire;

namespace Memcached;

/// <summary>The binary protocol's opcodes used here.</summary>
public enum Opcode : byte
{
    Get = 0x00,
    Set = 0x01,
    Delete = 0x04,
    Noop = 0x0A,
}

/// <summary>Response status: 0 is success.</summary>
public enum Status : ushort
{
    NoError = 0x0000,
    KeyNotFound = 0x0001,
    KeyExists = 0x0002,
}

/// <summary>
/// A memcached binary-protocol packet (https://github.com/memcached/memcached/wiki/BinaryProtocolRevamped): a 24-byte
/// header, then extras, key and value. The key and extras lengths and the total body length are filled in from the
/// data on write; on read the value takes what the total leaves after the extras and the key.
/// </summary>
[BinarySerializable]
public sealed partial class Packet
{
    /// <summary>0x80 for a request, 0x81 for a response.</summary>
    public byte Magic { get; set; } = 0x80;

    public Opcode Opcode { get; set; }

    public ushort KeyLength { get; set; }

    public byte ExtrasLength { get; set; }

    public byte DataType { get; set; }

    /// <summary>The vbucket in a request, the status in a response.</summary>
    public Status Status { get; set; }

    [BinaryLengthOf(nameof(Extras), nameof(Key), nameof(Value))] public uint TotalBodyLength { get; set; }

    /// <summary>Echoed back in the response: matches responses to requests.</summary>
    public uint Opaque { get; set; }

    public ulong Cas { get; set; }

    [BinaryLengthFrom(nameof(ExtrasLength))] public byte[] Extras { get; set; } = [];

    [BinaryLengthFrom(nameof(KeyLength)), BinaryStringEncoding(StringEncoding.Ascii)] public string Key { get; set; } = "";

    [BinaryLengthFrom(nameof(TotalBodyLength))] public byte[] Value { get; set; } = [];
}

/// <summary>SET's extras: flags and expiration.</summary>
[BinarySerializable]
public partial record struct SetExtras(uint Flags, uint Expiration);

/// <summary>GET's response extras: the flags stored with the item.</summary>
[BinarySerializable]
public partial record struct GetExtras(uint Flags);
