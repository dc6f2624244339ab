using System;
using System.Buffers.Binary;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Kafka flexible versions (KIP-482) against Python's <c>struct</c> (Vectors/make_kafka_flexible_vectors.py):
/// <c>LengthPrefix.CompactVarUInt</c> for compact arrays and strings, tagged fields as a list of (tag, sized body), the
/// known ones decoded from their bodies and an unknown one kept and written back.
/// </summary>
public class KafkaFlexibleTests
{
    public static TheoryData<int> Cases => [.. Enumerable.Range(0, 8)];

    private static JsonElement Vector(int index) => TestSupport.Vectors("kafka_flexible_vectors.jsonl", "api_versions").ElementAt(index);

    [Theory]
    [MemberData(nameof(Cases))]
    public void ApiVersionsResponse_v3_reads_its_tagged_fields_and_writes_the_same_bytes(int index)
    {
        JsonElement vector = Vector(index);
        byte[] wire = Convert.FromHexString(vector.GetProperty("wire").GetString()!);
        ApiVersionsResponse read = BinarySerializer.Deserialize<ApiVersionsResponse>(wire);

        Assert.Equal(vector.GetProperty("errorCode").GetInt32(), read.ErrorCode);
        Assert.Equal(vector.GetProperty("throttleTimeMs").GetInt32(), read.ThrottleTimeMs);
        JsonElement keys = vector.GetProperty("apiKeys");
        if (keys.ValueKind == JsonValueKind.Null)
        {
            Assert.Null(read.ApiKeys);
        }
        else
        {
            Assert.Equal(
                keys.EnumerateArray().Select(k => (k.GetProperty("apiKey").GetInt16(), k.GetProperty("minVersion").GetInt16(), k.GetProperty("maxVersion").GetInt16())),
                read.ApiKeys!.Select(k => (k.ApiKey, k.MinVersion, k.MaxVersion)));
        }

        // Known tags decode from their bodies; the unknown tag 9 is kept as it came.
        var features = vector.GetProperty("features").EnumerateArray().Select(f => (f.GetProperty("name").GetString()!, f.GetProperty("maxVersion").GetInt16())).ToList();
        TaggedField? supported = read.TaggedFields.SingleOrDefault(field => field.Tag == 0);
        Assert.Equal(features, supported is null ? [] : BinarySerializer.Deserialize<SupportedFeatures>(supported.Data).Features.Select(f => (f.Name, f.MaxVersion)).ToList());
        Assert.Equal(vector.GetProperty("epoch").GetInt64(), BinaryPrimitives.ReadInt64BigEndian(read.TaggedFields.Single(field => field.Tag == 1).Data));
        Assert.Equal(vector.GetProperty("unknown").GetString(), Convert.ToHexString(read.TaggedFields.Single(field => field.Tag == 9).Data));

        Assert.Equal(wire, BinarySerializer.Serialize(read));
        Assert.Equal(wire.Length, read.GetSerializedSize());
    }

    [Fact]
    public void Compact_prefixes_write_the_length_plus_one_and_zero_for_null()
    {
        Assert.Equal([0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], BinarySerializer.Serialize(new ApiVersionsResponse { ApiKeys = null }));
        Assert.Equal(new byte[] { 0x06, (byte)'k', (byte)'r', (byte)'a', (byte)'f', (byte)'t', 0, 1, 0, 2, 0 }, BinarySerializer.Serialize(new SupportedFeature { Name = "kraft", MinVersion = 1, MaxVersion = 2 }));

        // A compact length past what follows is truncated data; every cut of a vector reads as incomplete, never as another value.
        byte[] wire = Convert.FromHexString(Vector(5).GetProperty("wire").GetString()!);
        for (int length = 0; length < wire.Length; length++)
        {
            Assert.False(BinarySerializer.TryDeserialize<ApiVersionsResponse>(wire.AsSpan(0, length), out _, out int consumed), $"cut at {length}");
            Assert.Equal(0, consumed);
        }

        // Non-canonical varints are invalid, as for the other varint prefixes: 0x80 0x00 for an empty array.
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<ApiVersionsResponse>([0, 0, 0x80, 0x00, 0, 0, 0, 0, 0]));
    }
}
