using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A Bitcoin block as the P2P protocol and block files carry it (Bitcoin Core's CBlock, no witness data): an 80-byte
/// little-endian header, then a CompactSize count of transactions.
/// </summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BitcoinBlock
{
    public int Version;

    [BinaryFixedLength(32)]
    public byte[] PreviousBlockHash = [];

    [BinaryFixedLength(32)]
    public byte[] MerkleRoot = [];

    public uint Time;

    public uint Bits;

    public uint Nonce;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public int TransactionCount;

    [BinaryLengthFrom(nameof(TransactionCount))]
    public List<BitcoinTransaction> Transactions = [];
}

/// <summary>A legacy (non-witness) transaction: inputs and outputs each behind a CompactSize count.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BitcoinTransaction
{
    public int Version;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public int InputCount;

    [BinaryLengthFrom(nameof(InputCount))]
    public List<BitcoinInput> Inputs = [];

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public int OutputCount;

    [BinaryLengthFrom(nameof(OutputCount))]
    public List<BitcoinOutput> Outputs = [];

    public uint LockTime;
}

/// <summary>The output an input spends, its script behind a CompactSize length, and its sequence number.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BitcoinInput
{
    [BinaryFixedLength(32)]
    public byte[] PreviousTransaction = [];

    public uint PreviousIndex;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public int ScriptLength;

    [BinaryLengthFrom(nameof(ScriptLength))]
    public byte[] Script = [];

    public uint Sequence;
}

/// <summary>An amount in satoshis and the script that locks it.</summary>
[BinarySerializable]
[BinaryByteOrder(ByteOrder.LittleEndian)]
public partial class BitcoinOutput
{
    public long Value;

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public int ScriptLength;

    [BinaryLengthFrom(nameof(ScriptLength))]
    public byte[] Script = [];
}

/// <summary>Bitcoin's CompactSize alone.</summary>
[BinarySerializable]
public partial class BitcoinCompactSize
{
    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)]
    public ulong Value;
}
