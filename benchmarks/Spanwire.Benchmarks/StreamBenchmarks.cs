using System.IO;
using System.Threading.Tasks;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;

namespace Spanwire.Benchmarks;

// The naive baselines are the code the allocation analyzers flag, kept as users write it.
#pragma warning disable SPW1005

/// <summary>
/// Shape f: writing one message to a stream. Small (Person, below the 512-byte stackalloc threshold) and large
/// (Portfolio, ~26 KB, pooled), sync and async, against the MemoryStream + ToArray code users write today.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class StreamBenchmarks
{
    private readonly Person _small = ShapeData.Person();
    private readonly Portfolio _large = ShapeData.Portfolio();
    private readonly MemoryStream _target = new(new byte[1 << 20]);

    [Benchmark(Baseline = true), BenchmarkCategory("Small")]
    public void Small_MemoryStreamToArray() => ViaMemoryStream(_small);

    [Benchmark, BenchmarkCategory("Small")]
    public void Small_Spanwire()
    {
        _target.Position = 0;
        BinarySerializer.Serialize(_small, _target);
    }

    [Benchmark, BenchmarkCategory("Small")]
    public async Task Small_Spanwire_Async()
    {
        _target.Position = 0;
        await BinarySerializer.SerializeAsync(_small, _target);
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Large")]
    public void Large_MemoryStreamToArray() => ViaMemoryStream(_large);

    [Benchmark, BenchmarkCategory("Large")]
    public void Large_Spanwire()
    {
        _target.Position = 0;
        BinarySerializer.Serialize(_large, _target);
    }

    [Benchmark, BenchmarkCategory("Large")]
    public async Task Large_Spanwire_Async()
    {
        _target.Position = 0;
        await BinarySerializer.SerializeAsync(_large, _target);
    }

    /// <summary>The code users write today: a fresh array, a staging MemoryStream, and ToArray's copy.</summary>
    private void ViaMemoryStream<T>(T value)
        where T : IBinarySerializable<T>
    {
        _target.Position = 0;
        using var staging = new MemoryStream();
        byte[] bytes = new byte[value.GetSerializedSize()];
        value.Write(bytes);
        staging.Write(bytes, 0, bytes.Length);
        byte[] copy = staging.ToArray();
        _target.Write(copy, 0, copy.Length);
    }
}
