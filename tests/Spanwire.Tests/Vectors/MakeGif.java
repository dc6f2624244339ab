import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.File;
import java.io.FileWriter;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Writes gif_java.gif and gif_java.json with Java's own GIF encoder (javax.imageio): a 20x12 image of a 16-color
 * palette with a diagonal pattern, then reads it back with Java's GIF reader for the facts the test checks (size, the
 * color table's length, the pixels' palette indices). Run: java MakeGif.java
 */
public class MakeGif {
    public static void main(String[] args) throws Exception {
        byte[] r = new byte[16], g = new byte[16], b = new byte[16];
        for (int i = 0; i < 16; i++) {
            r[i] = (byte) (i * 16);
            g[i] = (byte) (255 - i * 16);
            b[i] = (byte) (i * 7);
        }
        BufferedImage image = new BufferedImage(20, 12, BufferedImage.TYPE_BYTE_INDEXED, new IndexColorModel(4, 16, r, g, b));
        for (int y = 0; y < 12; y++) {
            for (int x = 0; x < 20; x++) {
                image.getRaster().setSample(x, y, 0, (x + y) % 16);
            }
        }
        File file = new File("gif_java.gif");
        ImageIO.write(image, "gif", file);

        try (ImageInputStream input = ImageIO.createImageInputStream(file)) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(input);
            BufferedImage read = reader.read(0);
            IndexColorModel colors = (IndexColorModel) read.getColorModel();
            StringBuilder pixels = new StringBuilder();
            for (int y = 0; y < read.getHeight(); y++) {
                for (int x = 0; x < read.getWidth(); x++) {
                    pixels.append(pixels.length() == 0 ? "" : ",").append(read.getRaster().getSample(x, y, 0));
                }
            }
            try (FileWriter json = new FileWriter("gif_java.json")) {
                json.write("{\"width\": " + read.getWidth() + ", \"height\": " + read.getHeight() + ", \"colors\": " + colors.getMapSize() + ", \"pixels\": [" + pixels + "]}\n");
            }
        }
    }
}
