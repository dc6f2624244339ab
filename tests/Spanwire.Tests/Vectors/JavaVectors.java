// Writes java_vectors.jsonl: bytes produced by java.io.DataOutputStream and java.nio.ByteBuffer (big-endian by
// default), with the values that produced them. Run from this folder with Java 11 or later:
//     java JavaVectors.java
// The C# tests serialize the same values with Spanwire and compare, then read Java's bytes back.
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

public class JavaVectors {
    public static void main(String[] args) throws IOException {
        try (Writer out = new OutputStreamWriter(new FileOutputStream("java_vectors.jsonl"), StandardCharsets.UTF_8)) {
            out.write(vector(false, (byte) 0, (short) 0, '\0', 0, 0L, 0f, 0d, "", "", "", new int[0], new double[0]));
            out.write(vector(true, Byte.MIN_VALUE, Short.MIN_VALUE, '\uffff', Integer.MIN_VALUE, Long.MIN_VALUE,
                Float.NaN, Double.NEGATIVE_INFINITY, "NUL \u0000 inside", "UTF-16 \u65e5\u672c", "caf\u00e9 \u00ff",
                new int[] {1, -1, Integer.MAX_VALUE}, new double[] {1.5, -0.0}));
            out.write(vector(true, Byte.MAX_VALUE, Short.MAX_VALUE, '\u00e9', Integer.MAX_VALUE, Long.MAX_VALUE,
                -0f, Double.MIN_VALUE, "emoji \ud83d\ude00 outside the BMP", "pair \ud83d\ude00", "Latin-1 \u00a9",
                new int[] {42}, new double[] {Math.PI}));
            out.write(vector(false, (byte) -2, (short) 258, 'A', 65536, 1L << 40, 1.25f, 1e300,
                "\u0080\u07ff\u0800\uffff", "", "plain", new int[0], new double[] {Double.NaN}));
        }
    }

    private static String vector(boolean flag, byte small, short shortValue, char letter, int intValue, long longValue,
            float floatValue, double doubleValue, String utf, String chars, String latin, int[] ints, double[] doubles)
            throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeBoolean(flag);
        data.writeByte(small);
        data.writeShort(shortValue);
        data.writeChar(letter);
        data.writeInt(intValue);
        data.writeLong(longValue);
        data.writeFloat(floatValue);
        data.writeDouble(doubleValue);
        data.writeUTF(utf);
        data.writeInt(chars.length() * 2);
        data.writeChars(chars);
        data.writeShort(latin.length());
        data.writeBytes(latin);
        ByteBuffer intBuffer = ByteBuffer.allocate(4 + 4 * ints.length);
        intBuffer.putInt(ints.length);
        for (int value : ints) {
            intBuffer.putInt(value);
        }
        data.write(intBuffer.array());
        ByteBuffer doubleBuffer = ByteBuffer.allocate(4 + 8 * doubles.length);
        doubleBuffer.putInt(doubles.length);
        for (double value : doubles) {
            doubleBuffer.putDouble(value);
        }
        data.write(doubleBuffer.array());
        data.flush();

        StringBuilder json = new StringBuilder("{\"fields\": {");
        json.append("\"Flag\": ").append(flag);
        json.append(", \"Small\": ").append(small);
        json.append(", \"Short\": ").append(shortValue);
        json.append(", \"Letter\": ").append((int) letter);
        json.append(", \"Int\": ").append(intValue);
        json.append(", \"Long\": \"").append(longValue).append('"');
        json.append(", \"FloatBits\": ").append(Float.floatToRawIntBits(floatValue));
        json.append(", \"DoubleBits\": \"").append(Double.doubleToRawLongBits(doubleValue)).append('"');
        json.append(", \"Utf\": ").append(quote(utf));
        json.append(", \"Chars\": ").append(quote(chars));
        json.append(", \"Latin\": ").append(quote(latin));
        json.append(", \"Ints\": [");
        for (int i = 0; i < ints.length; i++) {
            json.append(i == 0 ? "" : ", ").append(ints[i]);
        }
        json.append("], \"DoubleBitsArray\": [");
        for (int i = 0; i < doubles.length; i++) {
            json.append(i == 0 ? "" : ", ").append('"').append(Double.doubleToRawLongBits(doubles[i])).append('"');
        }
        json.append("]}, \"hex\": \"");
        for (byte b : bytes.toByteArray()) {
            json.append(String.format("%02x", b & 0xff));
        }
        return json.append("\"}\n").toString();
    }

    private static String quote(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
                quoted.append(c);
            } else {
                quoted.append(String.format("\\u%04x", (int) c));
            }
        }
        return quoted.append('"').toString();
    }
}
