package demo.kinds;

/** An interface with a default method and a constant: InterfaceMethodref and a double constant. */
public interface Kinds {
    double E = 2.718281828459045;

    default long twice(long value) {
        return value * 2L + 5_000_000_000L;
    }
}
