using System;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// <c>[BinaryRemainder]</c> on a collection: items until the frame (or the data) ends, with no count. A PNG file is its
/// signature and chunks to the end of the file; here the chunks are Java's (Vectors/ChecksumVectors.java).
/// </summary>
public class RemainderListTests
{
    [Fact]
    public void A_png_file_is_its_signature_and_chunks_to_the_end_both_ways()
    {
        string[] chunks = [.. TestSupport.Vectors("checksum_vectors.jsonl", "png_chunk").Select(vector => vector.GetProperty("hex").GetString()!)];
        byte[] file = Convert.FromHexString("89504E470D0A1A0A" + string.Concat(chunks));

        PngFile read = PngFile.Read(file, out int bytesRead);

        Assert.Equal(file.Length, bytesRead);
        Assert.Equal(["IHDR", "tEXt", "IEND"], read.Chunks.Select(chunk => chunk.Body.Type));
        Assert.Equal(Convert.ToHexString(file), TestSupport.Hex(read));
        Assert.Equal(file.Length, read.GetSerializedSize());
    }

    [Fact]
    public void A_file_with_only_its_signature_has_no_chunks_and_a_cut_chunk_is_truncated_data()
    {
        Assert.Empty(PngFile.Read(Convert.FromHexString("89504E470D0A1A0A"), out _).Chunks);

        byte[] cut = Convert.FromHexString("89504E470D0A1A0A" + "0000000049454E44AE4260");
        Assert.False(PngFile.TryRead(cut, out _, out int bytesRead));
        Assert.Equal(0, bytesRead);
        Assert.Contains("ends early", Assert.Throws<BinarySerializationException>(() => PngFile.Read(cut, out _)).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Items_end_with_their_frame_and_the_member_after_the_frame_reads_on()
    {
        var value = new FramedNumbers { Run = new NumberRun { Kind = 7, Numbers = [1, -2, 300] }, After = 0xEE };

        Assert.Equal("000D" + "07" + "00000001" + "FFFFFFFE" + "0000012C" + "EE", TestSupport.Hex(value));
        FramedNumbers read = TestSupport.RoundTrip(value);
        Assert.Equal(value.Run.Numbers, read.Run.Numbers);
        Assert.Equal(0xEE, read.After);
        Assert.Empty(FramedNumbers.Read(Convert.FromHexString("0001" + "07" + "EE"), out _).Run.Numbers);
    }

    [Fact]
    public void A_frame_that_ends_inside_an_item_is_invalid_not_truncated()
    {
        // 6 bytes: the kind, one number, and one byte of the next: the frame is all there, so the data is wrong.
        var error = Assert.Throws<BinarySerializationException>(() => FramedNumbers.Read(Convert.FromHexString("0006" + "07" + "00000001" + "FF" + "EE"), out _));
        Assert.Equal(("FramedNumbers", "Run"), (error.TypeName, error.MemberName));
        Assert.Contains("does not fit the frame", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Items_that_take_no_bytes_are_refused_instead_of_repeating_forever()
    {
        var error = Assert.Throws<BinarySerializationException>(() => NothingRun.Read([1, 2, 3], out _));
        Assert.Equal(("NothingRun", "Items", 0L), (error.TypeName, error.MemberName, error.Offset));
        Assert.Empty(TestSupport.Bytes(new NothingRun { Items = [new Nothing(), new Nothing()] }));
    }
}
