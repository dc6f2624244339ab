using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Xunit;

namespace Spanwire.Tests;

internal static class TestSupport
{
    /// <summary>Serializes through the generated span API, checking that the size is exact.</summary>
    public static byte[] Bytes<T>(T value)
        where T : IBinarySerializable<T>
    {
        int size = value.GetSerializedSize();
        var buffer = new byte[size];
        Assert.Equal(size, value.Write(buffer));
        return buffer;
    }

    /// <summary>
    /// Writes, reads back through both the static API and <see cref="BinarySerializer"/>, and checks that the
    /// value read serializes to the very same bytes (which also catches -0.0 and NaN payloads that equality misses).
    /// </summary>
    public static T RoundTrip<T>(T value)
        where T : IBinarySerializable<T>, IBinaryReadable<T>
    {
        byte[] bytes = Bytes(value);
        T read = T.Read(bytes, out int bytesRead);
        Assert.Equal(bytes.Length, bytesRead);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(Bytes(read)));

        T viaSerializer = BinarySerializer.Deserialize<T>(bytes);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(Bytes(viaSerializer)));
        return read;
    }

    public static string Hex<T>(T value)
        where T : IBinarySerializable<T>
        => Convert.ToHexString(Bytes(value));

    /// <summary>The vectors of one <paramref name="kind"/> in <c>Vectors/<paramref name="file"/></c>, one JSON object per line.</summary>
    public static IEnumerable<JsonElement> Vectors(string file, string kind)
        => File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", file))
            .Select(line => JsonDocument.Parse(line).RootElement)
            .Where(vector => vector.GetProperty("kind").GetString() == kind);

    /// <summary>
    /// Bytes allocated on this thread by one steady-state call of <paramref name="action"/>: the fewest over a few
    /// measured calls, after warm-up. ArrayPool.Shared may drop its cached arrays when a GC runs (other tests
    /// allocate in parallel), and the next rental then allocates once; the minimum is what every other call costs.
    /// </summary>
    public static long AllocatedBy(Action action, int warmUp = 3, int measured = 5)
    {
        for (int i = 0; i < warmUp; i++)
        {
            action();
        }

        long fewest = long.MaxValue;
        for (int i = 0; i < measured; i++)
        {
            long before = GC.GetAllocatedBytesForCurrentThread();
            action();
            fewest = Math.Min(fewest, GC.GetAllocatedBytesForCurrentThread() - before);
        }

        return fewest;
    }
}
