/** A record: javac writes a Record attribute and invokedynamic ObjectMethods bootstraps. */
public record Point(long x, double y) {}
