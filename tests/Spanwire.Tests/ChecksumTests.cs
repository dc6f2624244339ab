using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Infrastructure;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// <c>[BinaryChecksum]</c>: Kafka record batches and PNG chunks byte for byte against Java's CRC32C and CRC32
/// (Vectors/ChecksumVectors.java), the CRCs against a bit-by-bit reference, and corrupted or short data.
/// </summary>
public class ChecksumTests
{
    private static IEnumerable<JsonElement> Vectors(string kind) => TestSupport.Vectors("checksum_vectors.jsonl", kind);

    [Fact]
    public void Kafka_record_batches_match_javas_bytes_both_ways()
    {
        foreach (JsonElement vector in Vectors("kafka_batch"))
        {
            KafkaBatch batch = Batch(vector);
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(batch));

            KafkaBatch read = KafkaBatch.Read(Convert.FromHexString(hex), out int bytesRead);
            Assert.Equal(hex.Length / 2, bytesRead);
            Assert.Equal(batch.BaseOffset, read.BaseOffset);
            Assert.Equal(batch.Batch.Body with { Records = [] }, read.Batch.Body with { Records = [] });
            Assert.Equal(
                batch.Batch.Body.Records.Select(record => Convert.ToHexString(record.Record.Value ?? [])),
                read.Batch.Body.Records.Select(record => Convert.ToHexString(record.Record.Value ?? [])));
            Assert.Equal((uint)vector.GetProperty("crc").GetInt64(), ReadUInt32(hex, 17));
        }
    }

    [Fact]
    public void Png_chunks_match_javas_bytes_both_ways()
    {
        foreach (JsonElement vector in Vectors("png_chunk"))
        {
            byte[] data = Convert.FromHexString(vector.GetProperty("data").GetString()!);
            var chunk = new PngChunk { Body = new PngChunkBody(0, vector.GetProperty("type").GetString()!, data) };
            string hex = vector.GetProperty("hex").GetString()!;
            Assert.Equal(hex, TestSupport.Hex(chunk));

            PngChunk read = PngChunk.Read(Convert.FromHexString(hex), out int bytesRead);
            Assert.Equal(hex.Length / 2, bytesRead);
            Assert.Equal(chunk.Body.Type, read.Body.Type);
            Assert.Equal(data, read.Body.Data);
            Assert.Equal((uint)data.Length, read.Body.Length);
        }
    }

    [Fact]
    public void The_crcs_match_their_check_values_and_a_bit_by_bit_reference_at_every_length()
    {
        ReadOnlySpan<byte> check = "123456789"u8;
        Assert.Equal(0xCBF43926u, Wire.Checksum(ChecksumAlgorithm.Crc32, check));
        Assert.Equal(0xE3069283u, Wire.Checksum(ChecksumAlgorithm.Crc32C, check));
        Assert.Equal(0x29B1u, Wire.Checksum(ChecksumAlgorithm.Crc16Ccitt, check));
        Assert.Equal(0x4B37u, Wire.Checksum(ChecksumAlgorithm.Crc16Modbus, check));

        // Every length up to 100 crosses the 8-byte steps and the tail, from every alignment of the buffer.
        var random = new Random(20261125);
        byte[] data = new byte[108];
        random.NextBytes(data);
        for (int start = 0; start < 8; start++)
        {
            for (int length = 0; length <= 100; length++)
            {
                ReadOnlySpan<byte> span = data.AsSpan(start, length);
                Assert.Equal(Reference(0xEDB88320, span), Wire.Checksum(ChecksumAlgorithm.Crc32, span));
                Assert.Equal(Reference(0x82F63B78, span), Wire.Checksum(ChecksumAlgorithm.Crc32C, span));
                Assert.Equal(Reference16MostSignificantFirst(0x1021, span), Wire.Checksum(ChecksumAlgorithm.Crc16Ccitt, span));
                Assert.Equal(Reference16LeastSignificantFirst(0xA001, span), Wire.Checksum(ChecksumAlgorithm.Crc16Modbus, span));
            }
        }
    }

    [Fact]
    public void A_changed_byte_in_the_covered_bytes_or_the_checksum_is_a_mismatch_at_the_checksums_offset()
    {
        // The Kafka checksum precedes the bytes at offset 17; the fixed fields after it (offsets 21 to 56, before the
        // record count) read fine when changed, so the checksum is what refuses them.
        byte[] batch = Convert.FromHexString(Vectors("kafka_batch").Last().GetProperty("hex").GetString()!);
        foreach (int index in Enumerable.Range(17, 57 - 17))
        {
            byte[] corrupt = (byte[])batch.Clone();
            corrupt[index] ^= 0x20;
            var error = Assert.Throws<BinarySerializationException>(() => KafkaBatch.Read(corrupt, out _));
            Assert.Equal(("KafkaBatchHeader", "Body", 17L), (error.TypeName, error.MemberName, error.Offset));
            Assert.Contains("CRC-32C mismatch", error.Message, StringComparison.Ordinal);
        }

        // The PNG checksum follows the bytes; the length it skips is not covered, so a changed type or data byte, or
        // the checksum itself, is the mismatch.
        byte[] chunk = Convert.FromHexString(Vectors("png_chunk").First().GetProperty("hex").GetString()!);
        foreach (int index in Enumerable.Range(4, chunk.Length - 4))
        {
            byte[] corrupt = (byte[])chunk.Clone();
            corrupt[index] ^= 0x01;
            var error = Assert.Throws<BinarySerializationException>(() => PngChunk.Read(corrupt, out _));
            Assert.Equal(("PngChunk", "Body", (long)chunk.Length - 4), (error.TypeName, error.MemberName, error.Offset));
            Assert.Contains("CRC-32 mismatch", error.Message, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Data_that_ends_early_is_not_a_value_and_reports_the_member_it_ends_in()
    {
        foreach (string hex in new[] { Vectors("kafka_batch").Last().GetProperty("hex").GetString()!, Vectors("png_chunk").First().GetProperty("hex").GetString()! })
        {
            byte[] bytes = Convert.FromHexString(hex);
            for (int length = 0; length < bytes.Length; length++)
            {
                byte[] prefix = bytes[..length];
                bool complete = hex.StartsWith("0000000D", StringComparison.Ordinal)
                    ? PngChunk.TryRead(prefix, out _, out int read)
                    : KafkaBatch.TryRead(prefix, out _, out read);
                Assert.False(complete);
                Assert.Equal(0, read);
            }
        }

        var error = Assert.Throws<BinarySerializationException>(() => PngChunk.Read(Convert.FromHexString("0000000049454E44AE4260"), out _));
        Assert.Equal(("Body", 8L), (error.MemberName, error.Offset));
        Assert.Contains("ends early", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_value_larger_than_a_chunk_streams_whole_with_its_checksum()
    {
        var batch = new KafkaBatch
        {
            BaseOffset = 9,
            Batch = new KafkaBatchHeader
            {
                Body = new KafkaBatchBody(0, 99, 1, 2, 3, 4, 5, [.. Enumerable.Range(0, 100).Select(i => new KafkaBatchRecord(new KafkaRecord { OffsetDelta = i, Value = new byte[100] }))]),
            },
        };
        var stream = new MemoryStream();
        BinarySerializer.Serialize(batch, stream, new BinarySerializerOptions { ChunkSize = 256 });

        Assert.Equal(BinarySerializer.Serialize(batch), stream.ToArray());
        stream.Position = 0;
        Assert.Equal(100, BinarySerializer.Deserialize<KafkaBatch>(stream).Batch.Body.Records.Length);
    }

    [Fact]
    public void A_checksum_skipping_more_bytes_than_the_member_has_is_refused_naming_it()
    {
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new ShortSkip { Data = [1, 2] }));
        Assert.Equal(("ShortSkip", "Data"), (error.TypeName, error.MemberName));
        Assert.Contains("fewer than the 8 its checksum skips", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_checksummed_scalar_in_a_struct_list_a_null_string_and_a_framed_block_round_trip()
    {
        var points = new CheckedPoints { Points = [new CheckedPoint(1, 2, 3), new CheckedPoint(-1, int.MaxValue, -3)], Label = null, Framed = [7, 8, 9] };
        byte[] bytes = BinarySerializer.Serialize(points);

        // The count, then per point X, Y and the CRC-32C of Y's 4 bytes, and Z; then the label's checksum and null
        // length; then the frame, which counts the checksum inside it: its size, the CRC-32C, the block's length and bytes.
        Assert.Equal(4 + (2 * (4 + 4 + 4 + 2)) + 4 + 4 + 2 + 4 + 4 + 3, bytes.Length);
        string hex = Convert.ToHexString(bytes);
        Assert.Equal(Wire.Checksum(ChecksumAlgorithm.Crc32C, [0, 0, 0, 2]), ReadUInt32(hex, 12));
        Assert.EndsWith($"000B{Wire.Checksum(ChecksumAlgorithm.Crc32C, [0, 0, 0, 3, 7, 8, 9]):X8}00000003070809", hex, StringComparison.Ordinal);
        CheckedPoints read = TestSupport.RoundTrip(points);
        Assert.Equal(points.Points, read.Points);
        Assert.Null(read.Label);
        Assert.Equal(points.Framed, read.Framed);

        bytes[11] ^= 1;
        Assert.Equal("Y", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CheckedPoints>(bytes)).MemberName);
    }

    [Fact]
    public void A_little_endian_layout_stores_its_checksum_least_significant_byte_first()
    {
        var frame = new LittleEndianFrame { Kind = 0x0800, Payload = [.. "123456789"u8] };

        // The payload's little-endian length and bytes, then their CRC-32 reversed (Vectors/checksum_values.py).
        Assert.Equal("0008" + "09000000313233343536373839" + "E2611CA5", TestSupport.Hex(frame));
        Assert.Equal(frame.Payload, TestSupport.RoundTrip(frame).Payload);
    }

    [Fact]
    public void A_modbus_rtu_frame_carries_its_crc_16_low_byte_first()
    {
        // Read 10 holding registers from address 0 of unit 1; C5 CD from Vectors/checksum_values.py.
        var frame = new ModbusRtuFrame { Request = new ModbusRequest(1, 3, 0, 10) };
        Assert.Equal("01030000000A" + "C5CD", TestSupport.Hex(frame));
        Assert.Equal(frame.Request, TestSupport.RoundTrip(frame).Request);

        var error = Assert.Throws<BinarySerializationException>(() => ModbusRtuFrame.Read(Convert.FromHexString("01030000000B" + "C5CD"), out _));
        Assert.Equal(("Request", 6L), (error.MemberName, error.Offset));
        Assert.Contains("CRC-16/MODBUS mismatch: the data holds 0xCDC5", error.Message, StringComparison.Ordinal);
        Assert.False(ModbusRtuFrame.TryRead(Convert.FromHexString("01030000000AC5"), out _, out _));
    }

    [Fact]
    public void A_crc_16_before_its_bytes_is_two_big_endian_bytes()
    {
        // CRC-16/CCITT-FALSE of the length prefix and "123456789" (Vectors/checksum_values.py).
        var block = new CcittBlock { Data = [.. "123456789"u8] };
        Assert.Equal("3CC1" + "00000009" + "313233343536373839", TestSupport.Hex(block));
        Assert.Equal(block.Data, TestSupport.RoundTrip(block).Data);
    }

    private static KafkaBatch Batch(JsonElement vector)
    {
        KafkaBatchRecord[] records = [.. vector.GetProperty("values").EnumerateArray().Select((value, i) => new KafkaBatchRecord(new KafkaRecord
        {
            TimestampDelta = i * 10L,
            OffsetDelta = i,
            Value = value.ValueKind == JsonValueKind.Null ? null : Convert.FromHexString(value.GetString()!),
        }))];
        long baseTimestamp = vector.GetProperty("baseTimestamp").GetInt64();
        return new KafkaBatch
        {
            BaseOffset = vector.GetProperty("baseOffset").GetInt64(),
            Batch = new KafkaBatchHeader
            {
                PartitionLeaderEpoch = vector.GetProperty("partitionLeaderEpoch").GetInt32(),
                Body = new KafkaBatchBody(
                    vector.GetProperty("attributes").GetInt16(),
                    Math.Max(0, records.Length - 1),
                    baseTimestamp,
                    baseTimestamp + (Math.Max(0, records.Length - 1) * 10L),
                    vector.GetProperty("producerId").GetInt64(),
                    vector.GetProperty("producerEpoch").GetInt16(),
                    vector.GetProperty("baseSequence").GetInt32(),
                    records),
            },
        };
    }

    private static uint ReadUInt32(string hex, int offset) => System.Buffers.Binary.BinaryPrimitives.ReadUInt32BigEndian(Convert.FromHexString(hex).AsSpan(offset));

    private static uint Reference16MostSignificantFirst(uint polynomial, ReadOnlySpan<byte> data)
    {
        uint crc = 0xFFFF;
        foreach (byte value in data)
        {
            crc ^= (uint)value << 8;
            for (int bit = 0; bit < 8; bit++)
            {
                crc = ((crc & 0x8000) != 0 ? (crc << 1) ^ polynomial : crc << 1) & 0xFFFF;
            }
        }

        return crc;
    }

    private static uint Reference16LeastSignificantFirst(uint polynomial, ReadOnlySpan<byte> data)
    {
        uint crc = 0xFFFF;
        foreach (byte value in data)
        {
            crc ^= value;
            for (int bit = 0; bit < 8; bit++)
            {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1;
            }
        }

        return crc;
    }

    /// <summary>The CRC one bit at a time, straight from its definition (reflected, initial and final XOR all ones).</summary>
    private static uint Reference(uint polynomial, ReadOnlySpan<byte> data)
    {
        uint crc = ~0u;
        foreach (byte value in data)
        {
            crc ^= value;
            for (int bit = 0; bit < 8; bit++)
            {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1;
            }
        }

        return ~crc;
    }
}
