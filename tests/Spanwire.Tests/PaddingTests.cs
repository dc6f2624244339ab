using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Padding to a multiple (issue 43, <c>[BinaryPadTo(n)]</c>): RIFF's pad byte after chunk data of odd size, on a WAVE
/// file built with struct and checked with Python's own chunk reader (Vectors/make_riff_vectors.py).
/// </summary>
public class PaddingTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Fact]
    public void Chunks_of_odd_size_skip_their_pad_byte_as_Pythons_chunk_reader_does_and_write_it_back()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "riff_python.wav"));
        using JsonDocument expected = JsonDocument.Parse(File.ReadAllText(Path.Combine(Folder, "riff_vectors.json")));
        RiffWaveFile file = BinarySerializer.Deserialize<RiffWaveFile>(bytes);
        Assert.Equal(expected.RootElement.GetProperty("size").GetUInt32(), file.Size);
        Assert.Equal(
            expected.RootElement.GetProperty("chunks").EnumerateArray().Select(chunk => (chunk.GetProperty("id").GetString()!, chunk.GetProperty("size").GetUInt32(), chunk.GetProperty("hex").GetString()!)),
            file.Body.Chunks.Select(chunk => (chunk.Id, chunk.Size, Convert.ToHexString(chunk.Data).ToLowerInvariant())));

        file.Size = 0;
        foreach (RiffPaddedChunk chunk in file.Body.Chunks)
        {
            chunk.Size = 0;
        }

        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(file)));
        TestSupport.RoundTrip(file);
    }

    [Fact]
    public void A_pad_byte_that_is_not_zero_is_invalid_data_at_its_offset_and_a_cut_is_more_data_needed()
    {
        var chunk = new RiffPaddedChunk { Id = "note", Data = [1, 2, 3] };
        byte[] bytes = BinarySerializer.Serialize(chunk);
        Assert.Equal("6E6F7465" + "03000000" + "010203" + "00", Convert.ToHexString(bytes));
        Assert.Equal(12, chunk.GetSerializedSize());
        Assert.Equal(10, BinarySerializer.Serialize(new RiffPaddedChunk { Id = "even", Data = [1, 2] }).Length);
        for (int cut = 0; cut < bytes.Length; cut++)
        {
            Assert.False(RiffPaddedChunk.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        bytes[^1] = 0x55;
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<RiffPaddedChunk>(bytes));
        Assert.Equal(("Data", 11), (error.MemberName, error.Offset));
    }
}
