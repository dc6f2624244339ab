// Writes hdr_varint_vectors.jsonl: the bytes HdrHistogram's own encoder (org.HdrHistogram.ZigZagEncoding, the varint
// of its V2 histogram encoding) writes for values around every group boundary, 2^56 and above included, where its
// ninth byte holds 8 bits and LEB128 would need a tenth. ZigZagEncoding is package-private, so this file joins the
// package. Run with HdrHistogram's source (https://github.com/HdrHistogram/HdrHistogram) checked out at $HDR:
//     javac -d /tmp/hdr $HDR/src/main/java/org/HdrHistogram/ZigZagEncoding.java HdrZigZagVectors.java
//     java -cp /tmp/hdr org.HdrHistogram.HdrZigZagVectors > hdr_varint_vectors.jsonl
// The vectors committed here were made from HdrHistogram commit de84b0a (2.2.3-SNAPSHOT).
package org.HdrHistogram;

import java.nio.ByteBuffer;

public class HdrZigZagVectors {
    public static void main(String[] args) {
        java.util.List<Long> values = new java.util.ArrayList<>();
        for (int bits = 0; bits <= 64; bits++) {
            long power = bits == 64 ? 0 : 1L << bits;
            for (long delta = -1; delta <= 1; delta++) {
                values.add(power + delta);
                values.add(-(power + delta));
            }
        }
        values.add(Long.MAX_VALUE);
        values.add(Long.MIN_VALUE);
        values.add(72057594037927936L * 3 + 12345);
        for (long value : values) {
            ByteBuffer buffer = ByteBuffer.allocate(16);
            ZigZagEncoding.putLong(buffer, value);
            StringBuilder hex = new StringBuilder();
            for (int i = 0; i < buffer.position(); i++) {
                hex.append(String.format("%02x", buffer.get(i)));
            }
            buffer.flip();
            long back = ZigZagEncoding.getLong(buffer);
            if (back != value) {
                throw new IllegalStateException("HdrHistogram does not round-trip " + value);
            }
            System.out.println("{\"value\": \"" + value + "\", \"hex\": \"" + hex + "\"}");
        }
    }
}
