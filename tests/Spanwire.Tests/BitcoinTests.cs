using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Bitcoin's block and transaction serialization declared with no hand-written part (CompactSize counts and script
/// lengths, filled in on write), against python-bitcoinlib (Vectors/make_bitcoin_vectors.py): mainnet's genesis block
/// and a 300-input transaction whose counts and lengths take CompactSize's three-byte form.
/// </summary>
public class BitcoinTests
{
    public static TheoryData<string, string> CompactSizes
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (JsonElement vector in Vectors("compact_size"))
            {
                data.Add(vector.GetProperty("value").GetString()!, vector.GetProperty("hex").GetString()!);
            }

            return data;
        }
    }

    [Theory]
    [MemberData(nameof(CompactSizes))]
    public void CompactSize_matches_python_bitcoinlib(string value, string hex)
    {
        var expected = new BitcoinCompactSize { Value = ulong.Parse(value, System.Globalization.CultureInfo.InvariantCulture) };
        Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(expected)).ToLowerInvariant());
        Assert.Equal(hex.Length / 2, expected.GetSerializedSize());
        Assert.Equal(expected.Value, BitcoinCompactSize.Read(Convert.FromHexString(hex), out int read).Value);
        Assert.Equal(hex.Length / 2, read);
    }

    /// <summary>Bitcoin Core refuses a longer form than the value needs ("non-canonical ReadCompactSize()"): invalid data here too.</summary>
    [Theory]
    [InlineData("fdfc00", 3, 1)]
    [InlineData("feffff0000", 5, 3)]
    [InlineData("ffffffffff00000000", 9, 5)]
    public void A_non_canonical_CompactSize_is_invalid_data(string hex, int size, int shortest)
    {
        var invalid = Assert.Throws<BinarySerializationException>(() => BitcoinCompactSize.Read(Convert.FromHexString(hex), out _));
        Assert.Equal(("Value", 0L), (invalid.MemberName, invalid.Offset));
        Assert.Contains($"takes {size} bytes where {shortest} hold it", invalid.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_genesis_block_reads_as_bitcoinlib_sees_it_and_writes_back_byte_for_byte()
    {
        JsonElement vector = Vectors("genesis_block").Single();
        byte[] bytes = Convert.FromHexString(vector.GetProperty("hex").GetString()!);
        BitcoinBlock block = BitcoinBlock.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal(vector.GetProperty("nonce").GetUInt32(), block.Nonce);
        Assert.Equal(vector.GetProperty("time").GetUInt32(), block.Time);
        BitcoinTransaction coinbase = Assert.Single(block.Transactions);
        BitcoinInput input = Assert.Single(coinbase.Inputs);
        Assert.Equal(vector.GetProperty("coinbase_script").GetString(), Convert.ToHexString(input.Script).ToLowerInvariant());
        Assert.Contains("The Times 03/Jan/2009 Chancellor on brink of second bailout for banks", Encoding.ASCII.GetString(input.Script), StringComparison.Ordinal);
        Assert.Equal(vector.GetProperty("value").GetInt64(), Assert.Single(coinbase.Outputs).Value);

        // The block's hash is SHA-256 twice over the 80-byte header, shown byte-reversed.
        byte[] hash = SHA256.HashData(SHA256.HashData(bytes.AsSpan(0, 80)));
        Array.Reverse(hash);
        Assert.Equal(vector.GetProperty("hash").GetString(), Convert.ToHexString(hash).ToLowerInvariant());

        Assert.Equal(bytes, BinarySerializer.Serialize(block));
        Assert.Equal(bytes.Length, block.GetSerializedSize());
    }

    /// <summary>Built from objects with every count and length left at zero, the write fills them in: bitcoinlib's bytes.</summary>
    [Fact]
    public void A_transaction_built_from_objects_gets_its_counts_and_lengths_filled_in()
    {
        JsonElement vector = Vectors("transaction").Single();
        byte[] bytes = Convert.FromHexString(vector.GetProperty("hex").GetString()!);
        BitcoinTransaction read = BitcoinTransaction.Read(bytes, out int bytesRead);
        Assert.Equal((bytes.Length, 300, 2), (bytesRead, read.InputCount, read.OutputCount));
        Assert.Equal("fd2c01", Convert.ToHexString(bytes.AsSpan(4, 3)).ToLowerInvariant());
        Assert.Equal(bytes, BinarySerializer.Serialize(read));

        var built = new BitcoinTransaction
        {
            Version = 2,
            LockTime = 840000,
            Inputs = [.. Enumerable.Range(0, 300).Select(i => new BitcoinInput
            {
                PreviousTransaction = PreviousHash(i + 1),
                PreviousIndex = (uint)i,
                Script = Enumerable.Repeat((byte)(i % 256), i % 7).ToArray(),
                Sequence = 0xFFFFFFFE,
            })],
            Outputs = [.. Enumerable.Range(0, 2).Select(i => new BitcoinOutput
            {
                Value = 5000000000 - i,
                Script = [.. Enumerable.Range(0, 256).Select(b => (byte)b), .. new byte[44]],
            })],
        };
        Assert.Equal(bytes, BinarySerializer.Serialize(built));
        Assert.Equal(bytes.Length, built.GetSerializedSize());
    }

    /// <summary>A block cut anywhere asks for more bytes; a stream that hands over a byte at a time reads it whole.</summary>
    [Fact]
    public async System.Threading.Tasks.Task A_cut_block_is_a_truncation_and_a_trickled_one_reads_whole()
    {
        byte[] bytes = Convert.FromHexString(Vectors("genesis_block").Single().GetProperty("hex").GetString()!);
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(BitcoinBlock.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        BitcoinBlock block = await BinarySerializer.DeserializeAsync<BitcoinBlock>(new TrickleStream(bytes, 1, seekable: false));
        Assert.Equal(bytes, BinarySerializer.Serialize(block));
    }

    /// <summary>python-bitcoinlib's <c>lx</c>: the hex of <paramref name="number"/> in 64 digits, byte-reversed.</summary>
    private static byte[] PreviousHash(int number)
    {
        byte[] hash = Convert.FromHexString(number.ToString("x64", System.Globalization.CultureInfo.InvariantCulture));
        Array.Reverse(hash);
        return hash;
    }

    private static List<JsonElement> Vectors(string kind)
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "bitcoin_vectors.jsonl"))
            .Select(line => JsonDocument.Parse(line).RootElement)
            .Where(vector => vector.GetProperty("kind").GetString() == kind)
            .ToList();
}
