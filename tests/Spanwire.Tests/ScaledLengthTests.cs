using System;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Lengths held in a bit field and counted in units (issue 43): IPv4's IHL and TCP's Data Offset, 4-bit fields that
/// count 4-byte words, against headers built from the RFCs (Vectors/make_ipv4_vectors.py). The write fills them in.
/// </summary>
public class ScaledLengthTests
{
    public static TheoryData<string, string> Headers()
    {
        var data = new TheoryData<string, string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "ipv4_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            data.Add(vector.RootElement.GetProperty("kind").GetString()!, vector.RootElement.GetProperty("hex").GetString()!);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Headers))]
    public void A_header_length_in_words_bounds_the_options_and_is_filled_in_on_write(string kind, string hex)
    {
        byte[] bytes = Convert.FromHexString(hex);
        if (kind == "ipv4")
        {
            Ipv4OptionsHeader header = BinarySerializer.Deserialize<Ipv4OptionsHeader>(bytes, out int read);
            Assert.Equal((bytes.Length, bytes[0] & 15, bytes.Length - 20), (read, (int)header.Ihl, header.Options.Length));
            header.Ihl = 0; // filled in from the options on write
            Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(header)), ignoreCase: true);
            TestSupport.RoundTrip(header);
        }
        else
        {
            TcpOptionsHeader header = BinarySerializer.Deserialize<TcpOptionsHeader>(bytes, out int read);
            Assert.Equal((bytes.Length, bytes[12] >> 4, bytes.Length - 20), (read, (int)header.DataOffset, header.Options.Length));
            header.DataOffset = 15;
            Assert.Equal(hex, Convert.ToHexString(BinarySerializer.Serialize(header)), ignoreCase: true);
            TestSupport.RoundTrip(header);
        }
    }

    [Fact]
    public void Options_that_are_not_whole_words_or_do_not_fit_the_bits_are_write_errors()
    {
        var odd = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Ipv4OptionsHeader { Options = [1, 2, 3] }));
        Assert.Equal("Ihl", odd.MemberName);
        Assert.Contains("not a whole number of the 4-byte units", odd.Message, StringComparison.Ordinal);

        // 15 words at most: 40 bytes of options.
        Assert.Equal(60, BinarySerializer.Serialize(new Ipv4OptionsHeader { Options = new byte[40] }).Length);
        var wide = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Ipv4OptionsHeader { Options = new byte[44] }));
        Assert.Contains("does not fit the member that holds it (at most 15)", wide.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void An_IHL_below_five_words_is_invalid_data()
    {
        byte[] bytes = Convert.FromHexString("440000281c464000400653dfc0a800010a000002");
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<Ipv4OptionsHeader>(bytes));
    }
}
