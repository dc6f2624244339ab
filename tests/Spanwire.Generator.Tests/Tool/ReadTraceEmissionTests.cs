using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Xunit;

namespace Spanwire.Generator.Tests.Tool;

/// <summary>
/// The read trace <c>spanwire inspect</c> compiles with (<c>SpanwireReadTrace=true</c>): every snapshot layout still
/// compiles with it and reports its reads; without the property nothing of it is emitted (the snapshots show that).
/// </summary>
public sealed class ReadTraceEmissionTests
{
    public static TheoryData<string> Names => [.. SnapshotCorpus.Cases.Keys];

    [Theory]
    [MemberData(nameof(Names))]
    public void Every_layout_compiles_with_its_read_trace(string name)
    {
        (string source, LanguageVersion version) = SnapshotCorpus.Cases[name];
        GeneratorDriver driver = CSharpGeneratorDriver.Create(
            [new SpanwireGenerator().AsSourceGenerator()],
            parseOptions: GeneratorHarness.ParseOptions(version),
            optionsProvider: new TraceOn());
        (Compilation output, _, GeneratorDriverRunResult result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source, version), driver);

        Assert.Empty(GeneratorHarness.Problems(output));
        IReadOnlyDictionary<string, string> traced = GeneratorHarness.GeneratedSources(result);
        Assert.Contains(traced.Values, text => text.Contains("ReadTrace.Member(", System.StringComparison.Ordinal));
        Assert.All(GeneratorHarness.GeneratedSources(GeneratorHarness.Run(GeneratorHarness.Compilation(source, version)).Result).Values,
            text => Assert.DoesNotContain("ReadTrace", text, System.StringComparison.Ordinal));
    }

    /// <summary>
    /// A member's place leaves out the constant and reserved bytes the layout puts before it and the constant after it:
    /// they are not the member's value (a run's members at their constant places, a member read on its own too).
    /// </summary>
    [Fact]
    public void A_members_place_leaves_out_the_constant_and_reserved_bytes_around_it()
    {
        const string Source = """
            using System.Collections.Generic;
            using Spanwire;
            using Spanwire.Infrastructure;
            [BinarySerializable]
            public partial class Tagged
            {
                public byte Kind;
                [BinaryConstant(0xCA, 0xFE)] public int Value;
                [BinaryReserved(2)] public string Name = "";
                [BinaryConstant(0x55, 0xAA, After = true)] public short Last;
            }
            public static class Probe
            {
                public static string Run()
                {
                    byte[] bytes = BinarySerializer.Serialize(new Tagged { Kind = 1, Value = 2, Name = "ab", Last = 3 });
                    byte[] input = System.GC.AllocateArray<byte>(bytes.Length, pinned: true);
                    bytes.CopyTo(input, 0);
                    var places = new List<string>();
                    ReadTrace.Start(input, (kind, type, member, start, end) => { if (kind == ReadTrace.MemberRead) places.Add($"{member} {start}..{end}"); });
                    Tagged.Read(input, out _);
                    ReadTrace.Stop();
                    return string.Join("; ", places);
                }
            }
            """;
        GeneratorDriver driver = CSharpGeneratorDriver.Create([new SpanwireGenerator().AsSourceGenerator()], parseOptions: GeneratorHarness.ParseOptions(), optionsProvider: new TraceOn());
        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(Source), driver);
        using var stream = new System.IO.MemoryStream();
        Microsoft.CodeAnalysis.Emit.EmitResult emitted = output.Emit(stream);
        Assert.True(emitted.Success, string.Join("\n", emitted.Diagnostics));
        var context = new System.Runtime.Loader.AssemblyLoadContext("trace", isCollectible: true);
        try
        {
            stream.Position = 0;
            object? places = context.LoadFromStream(stream).GetType("Probe")!.GetMethod("Run")!.Invoke(null, null);

            // Kind 0..1, CA FE, Value 3..7, two reserved bytes, Name (its int32 length and "ab") 9..15, Last 15..17, 55 AA.
            Assert.Equal("Kind 0..1; Value 3..7; Name 9..15; Last 15..17", places);
        }
        finally
        {
            context.Unload();
        }
    }

    /// <summary>
    /// Items of a fixed-size type, which untraced reads take in runs or as one block of numbers, are each a value with
    /// its place in a traced read: inspect shows every point and every vector, not only the list around them.
    /// </summary>
    [Fact]
    public void Fixed_size_items_read_in_runs_or_blocks_each_report_their_place()
    {
        const string Source = """
            using System.Collections.Generic;
            using Spanwire;
            using Spanwire.Infrastructure;
            [BinarySerializable] public partial record struct Point(int X, short Y);
            [BinarySerializable] public partial record struct Vector3(float X, float Y, float Z);
            [BinarySerializable]
            public partial class Shapes
            {
                public List<Point> Points = [];
                public Vector3[] Vectors = [];
            }
            public static class Probe
            {
                public static string Run()
                {
                    byte[] bytes = BinarySerializer.Serialize(new Shapes { Points = [new(1, 2), new(3, 4)], Vectors = [new(1, 2, 3), new(4, 5, 6)] });
                    byte[] input = System.GC.AllocateArray<byte>(bytes.Length, pinned: true);
                    bytes.CopyTo(input, 0);
                    var places = new List<string>();
                    var begins = new Stack<long>();
                    ReadTrace.Start(input, (kind, type, member, start, end) =>
                    {
                        if (kind == ReadTrace.ValueBegins) begins.Push(start);
                        if (kind == ReadTrace.ValueEnds && begins.Pop() is var begin && type != "Shapes") places.Add($"{type} {begin}..{end}");
                    });
                    Shapes.Read(input, out _);
                    ReadTrace.Stop();
                    return string.Join("; ", places);
                }
            }
            """;
        Assert.Equal("Point 4..10; Point 10..16; Vector3 20..32; Vector3 32..44", Probe(Source));
    }

    private static object? Probe(string source)
    {
        GeneratorDriver driver = CSharpGeneratorDriver.Create([new SpanwireGenerator().AsSourceGenerator()], parseOptions: GeneratorHarness.ParseOptions(), optionsProvider: new TraceOn());
        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source), driver);
        using var stream = new System.IO.MemoryStream();
        Microsoft.CodeAnalysis.Emit.EmitResult emitted = output.Emit(stream);
        Assert.True(emitted.Success, string.Join("\n", emitted.Diagnostics));
        var context = new System.Runtime.Loader.AssemblyLoadContext("trace", isCollectible: true);
        try
        {
            stream.Position = 0;
            return context.LoadFromStream(stream).GetType("Probe")!.GetMethod("Run")!.Invoke(null, null);
        }
        finally
        {
            context.Unload();
        }
    }

    private sealed class TraceOn : AnalyzerConfigOptionsProvider
    {
        public override AnalyzerConfigOptions GlobalOptions { get; } = new Options(true);

        public override AnalyzerConfigOptions GetOptions(SyntaxTree tree) => new Options(false);

        public override AnalyzerConfigOptions GetOptions(AdditionalText textFile) => new Options(false);

        private sealed class Options(bool trace) : AnalyzerConfigOptions
        {
            public override bool TryGetValue(string key, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out string? value)
            {
                value = trace && key == "build_property.SpanwireReadTrace" ? "true" : null;
                return value is not null;
            }
        }
    }
}
