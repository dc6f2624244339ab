import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/** Writes png_java.png with Java's own PNG encoder (javax.imageio): a 5x3 RGB gradient. Run: java MakePng.java */
public class MakePng {
    public static void main(String[] args) throws Exception {
        BufferedImage image = new BufferedImage(5, 3, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 3; y++) {
            for (int x = 0; x < 5; x++) {
                image.setRGB(x, y, (x * 50) << 16 | (y * 100) << 8 | 0x40);
            }
        }
        ImageIO.write(image, "png", new File("png_java.png"));
    }
}
