using System;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// 24-bit integers (issue 43): a bit field of 24 is a 3-byte container, in the type's byte order, and holds lengths.
/// ClientHello records as OpenSSL writes them (Python's ssl module over memory BIOs, Vectors/make_tls_vectors.py):
/// the handshake's 24-bit length, its type choosing the body, the record's length framing it, all filled in on write.
/// </summary>
public class TwentyFourBitTests
{
    public static TheoryData<string> Hellos()
    {
        var data = new TheoryData<string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "tls_client_hello.jsonl")))
        {
            data.Add(line);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Hellos))]
    public void A_client_hello_from_OpenSSL_reads_as_the_RFC_says_and_writes_back_with_every_length_filled_in(string line)
    {
        using JsonDocument vector = JsonDocument.Parse(line);
        JsonElement expected = vector.RootElement;
        byte[] bytes = Convert.FromHexString(expected.GetProperty("hex").GetString()!);
        TlsRecord record = BinarySerializer.Deserialize<TlsRecord>(bytes);

        var hello = Assert.IsType<TlsClientHello>(record.Fragment.Body);
        Assert.Equal(
            (expected.GetProperty("content_type").GetInt32(), expected.GetProperty("version").GetInt32(), expected.GetProperty("handshake_type").GetInt32(), expected.GetProperty("handshake_length").GetUInt32(), expected.GetProperty("session_id_length").GetInt32()),
            ((int)record.ContentType, (int)record.Version, (int)record.Fragment.MessageType, record.Fragment.Length, hello.SessionId.Length));
        Assert.Equal(expected.GetProperty("cipher_suites").EnumerateArray().Select(suite => (ushort)suite.GetInt32()), hello.CipherSuites);
        Assert.Equal(expected.GetProperty("extensions").EnumerateArray().Select(type => (ushort)type.GetInt32()), hello.Extensions.Select(extension => extension.Type));

        record.Length = 0;
        record.Fragment.Length = 0;
        record.Fragment.MessageType = 0;
        hello.CipherSuitesLength = 0;
        hello.ExtensionsLength = 0;
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(record)));
        TestSupport.RoundTrip(record);
    }

    [Fact]
    public void A_24_bit_length_is_three_bytes_in_the_types_byte_order_and_refuses_what_does_not_fit()
    {
        // MySQL's COM_QUERY "SELECT 1": 3-byte little-endian length 9, sequence 0, then the payload.
        var packet = new MySqlPacket { Payload = [0x03, .. "SELECT 1"u8] };
        byte[] bytes = BinarySerializer.Serialize(packet);
        Assert.Equal("090000" + "00" + "0353454C4543542031", Convert.ToHexString(bytes));
        Assert.Equal(9u, TestSupport.RoundTrip(packet).PayloadLength);

        var large = new MySqlPacket { Payload = new byte[0x123456] };
        Assert.Equal("563412", Convert.ToHexString(BinarySerializer.Serialize(large), 0, 3));
        var tooLarge = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new MySqlPacket { Payload = new byte[1 << 24] }));
        Assert.Equal("PayloadLength", tooLarge.MemberName);

        // Big-endian in a big-endian type: TLS's handshake length.
        byte[] handshake = BinarySerializer.Serialize(new TlsHandshake { Body = new TlsOtherHandshake { Tag = 2, Data = new byte[0x010203] } });
        Assert.Equal("02010203", Convert.ToHexString(handshake, 0, 4));
        for (int cut = 0; cut < 8; cut++)
        {
            Assert.False(MySqlPacket.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }
    }
}
