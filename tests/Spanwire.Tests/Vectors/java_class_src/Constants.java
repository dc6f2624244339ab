import java.util.function.Supplier;

/** Constants of every pool kind javac writes: long and double (two slots each), int, float, strings, a lambda. */
public class Constants implements Runnable {
    static final long BIG = 0x123456789ABCDEFL;
    static final double PI = 3.141592653589793;
    static final int ANSWER = 420000;
    static final float HALF = 0.5f;
    private long counter = 7_000_000_000L;

    public void run() {
        counter += 9_000_000_001L;
        Supplier<String> text = () -> "é ünïcode \u0000 nul" + counter;
        System.out.println(text.get() + (counter * 2.718281828459045));
    }

    public static void main(String[] args) {
        new Constants().run();
    }
}
