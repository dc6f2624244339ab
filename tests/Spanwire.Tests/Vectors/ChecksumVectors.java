// Writes checksum_vectors.jsonl: Kafka v2 record batches (KIP-98; CRC-32C over attributes to the end) and PNG chunks
// (PNG spec section 5.3; CRC-32 over type and data), built field by field with java.nio.ByteBuffer and checksummed by
// java.util.zip.CRC32C and CRC32, with the values that produced them. Run from this folder with Java 11 or later:
//     java ChecksumVectors.java
// The C# tests serialize the same values with Spanwire and compare, then read these bytes back.
import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

public class ChecksumVectors {
    public static void main(String[] args) throws IOException {
        try (Writer out = new OutputStreamWriter(new FileOutputStream("checksum_vectors.jsonl"), StandardCharsets.UTF_8)) {
            out.write(kafkaBatch(0L, 0, (short) 0, 0L, -1L, (short) -1, -1, new byte[0][]));
            out.write(kafkaBatch(1234567L, 7, (short) 0, 1700000000000L, 42L, (short) 3, 100,
                new byte[][] { "hello".getBytes(StandardCharsets.UTF_8), new byte[300], null }));
            out.write(pngChunk("IHDR", ByteBuffer.allocate(13).putInt(640).putInt(480).put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0).array()));
            out.write(pngChunk("tEXt", "Comment\0made by ChecksumVectors.java".getBytes(StandardCharsets.ISO_8859_1)));
            out.write(pngChunk("IEND", new byte[0]));
        }
    }

    /** A batch whose records carry the given values (null: a null value), keys null, no headers. */
    private static String kafkaBatch(long baseOffset, int leaderEpoch, short attributes, long baseTimestamp,
            long producerId, short producerEpoch, int baseSequence, byte[][] values) {
        ByteArrayOutputStream records = new ByteArrayOutputStream();
        StringBuilder json = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            ByteArrayOutputStream record = new ByteArrayOutputStream();
            record.write(0); // record attributes
            zigzag(record, i * 10L); // timestamp delta
            zigzag(record, i); // offset delta
            zigzag(record, -1); // null key
            if (values[i] == null) {
                zigzag(record, -1);
            } else {
                zigzag(record, values[i].length);
                record.writeBytes(values[i]);
            }
            zigzag(record, 0); // no headers
            zigzag(records, record.size());
            records.writeBytes(record.toByteArray());
            json.append(i == 0 ? "" : ", ").append(values[i] == null ? "null" : "\"" + hex(values[i]) + "\"");
        }

        long maxTimestamp = baseTimestamp + Math.max(0, values.length - 1) * 10L;
        ByteBuffer covered = ByteBuffer.allocate(2 + 4 + 8 + 8 + 8 + 2 + 4 + 4 + records.size());
        covered.putShort(attributes).putInt(Math.max(0, values.length - 1)).putLong(baseTimestamp).putLong(maxTimestamp)
            .putLong(producerId).putShort(producerEpoch).putInt(baseSequence).putInt(values.length).put(records.toByteArray());
        CRC32C crc = new CRC32C();
        crc.update(covered.array());
        int batchLength = 4 + 1 + 4 + covered.capacity();
        ByteBuffer batch = ByteBuffer.allocate(8 + 4 + batchLength);
        batch.putLong(baseOffset).putInt(batchLength).putInt(leaderEpoch).put((byte) 2).putInt((int) crc.getValue()).put(covered.array());
        return "{\"kind\": \"kafka_batch\", \"baseOffset\": " + baseOffset + ", \"partitionLeaderEpoch\": " + leaderEpoch
            + ", \"attributes\": " + attributes + ", \"baseTimestamp\": " + baseTimestamp + ", \"producerId\": " + producerId
            + ", \"producerEpoch\": " + producerEpoch + ", \"baseSequence\": " + baseSequence + ", \"values\": [" + json
            + "], \"crc\": " + crc.getValue() + ", \"hex\": \"" + hex(batch.array()) + "\"}\n";
    }

    private static String pngChunk(String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        ByteBuffer chunk = ByteBuffer.allocate(4 + 4 + data.length + 4);
        chunk.putInt(data.length).put(typeBytes).put(data).putInt((int) crc.getValue());
        return "{\"kind\": \"png_chunk\", \"type\": \"" + type + "\", \"data\": \"" + hex(data) + "\", \"crc\": " + crc.getValue()
            + ", \"hex\": \"" + hex(chunk.array()) + "\"}\n";
    }

    private static void zigzag(ByteArrayOutputStream out, long value) {
        long encoded = (value << 1) ^ (value >> 63);
        while ((encoded & ~0x7FL) != 0) {
            out.write((int) ((encoded & 0x7F) | 0x80));
            encoded >>>= 7;
        }
        out.write((int) encoded);
    }

    private static String hex(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            text.append(String.format("%02X", b));
        }
        return text.toString();
    }
}
