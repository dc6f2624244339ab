import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Writes bmp_java.bmp with Java's own BMP encoder (javax.imageio): a 6x4 24-bit image (rows of 18 bytes padded to 20).
 * Run: java MakeBmp.java (make_bmp_vectors.sh does).
 */
public class MakeBmp {
    public static void main(String[] args) throws Exception {
        BufferedImage image = new BufferedImage(6, 4, BufferedImage.TYPE_3BYTE_BGR);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 6; x++) {
                image.setRGB(x, y, (x * 40) << 16 | (y * 60) << 8 | (x + y) * 20);
            }
        }
        ImageIO.write(image, "bmp", new File("bmp_java.bmp"));
    }
}
