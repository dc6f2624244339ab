using System;
using System.IO;
using System.Linq;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Spanwire.Generator;
using Spanwire.Generator.Exporting;

namespace Spanwire.Benchmarks;

/// <summary>
/// Generator cost on a compilation of 500 [BinarySerializable] types (one file each): a full run, and a run after
/// an unrelated edit, which the incremental pipeline answers from cache (IncrementalTests asserts no emission work).
/// Both GC modes run: the build's compiler (csc and VBCSCompiler) runs generators under Server GC, as its
/// runtimeconfig.json sets; Workstation GC is the default of other hosts. The generated text survives the run, so
/// the GC mode moves the figure a lot.
/// </summary>
[MemoryDiagnoser]
[Config(typeof(GcModes))]
public class GeneratorBenchmarks
{
    private const int TypeCount = 500;
    private CSharpCompilation _compilation = null!;
    private CSharpCompilation _edited = null!;
    private GeneratorDriver _warmDriver = null!;

    [GlobalSetup]
    public void Setup()
    {
        var parseOptions = new CSharpParseOptions(LanguageVersion.Latest);
        var trees = Enumerable.Range(0, TypeCount).Select(i => CSharpSyntaxTree.ParseText(TypeSource(i), parseOptions, path: $"Type{i}.cs"));
        var references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(path => Path.GetFileName(path).StartsWith("System", StringComparison.Ordinal) || Path.GetFileName(path) == "netstandard.dll")
            .Append(typeof(BinarySerializer).Assembly.Location)
            .Select(path => MetadataReference.CreateFromFile(path));
        _compilation = CSharpCompilation.Create("FiveHundred", trees, references, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));
        _edited = _compilation.AddSyntaxTrees(CSharpSyntaxTree.ParseText("namespace Models; public static class Unrelated { public static int Answer => 42; }", parseOptions, path: "Unrelated.cs"));
        _warmDriver = NewDriver().RunGenerators(_compilation);
    }

    [Benchmark(Baseline = true)]
    public GeneratorDriver FullRun() => NewDriver().RunGenerators(_compilation);

    [Benchmark]
    public GeneratorDriver IncrementalRunAfterUnrelatedEdit() => _warmDriver.RunGenerators(_edited);

    /// <summary>What a clean build pays for the types: the generator's run, then the compiler binding and emitting its text.</summary>
    [Benchmark]
    public long FullRunAndCompile()
    {
        NewDriver().RunGeneratorsAndUpdateCompilation(_compilation, out Compilation output, out _);
        using var assembly = new MemoryStream();
        return output.Emit(assembly).Success ? assembly.Length : -1;
    }

    /// <summary>
    /// The layout export (spanwire export) after its build: every type parsed by the generator's parser, then a .ksy per
    /// type, the packet diagrams and the Wireshark dissector. The incremental generator does none of this work.
    /// </summary>
    [Benchmark]
    public int ExportLayouts() => LayoutExport.Files(LayoutCatalog.From(_compilation), "FiveHundred").Count;

    /// <summary>The generated characters per type for the 500 types (<c>-- --generated</c>).</summary>
    public static int PrintGeneratedSize()
    {
        var benchmark = new GeneratorBenchmarks();
        benchmark.Setup();
        GeneratorDriverRunResult result = NewDriver().RunGenerators(benchmark._compilation).GetRunResult();
        long characters = result.GeneratedTrees.Sum(tree => (long)tree.Length);
        Console.WriteLine($"{result.GeneratedTrees.Length} generated files, {characters:N0} characters, {characters / TypeCount:N0} per type");
        if (Environment.GetEnvironmentVariable("SPANWIRE_DUMP") is { } dump) File.WriteAllText(dump, result.GeneratedTrees[0].ToString());
        return 0;
    }

    private static GeneratorDriver NewDriver()
        => CSharpGeneratorDriver.Create([new SpanwireGenerator().AsSourceGenerator()], parseOptions: new CSharpParseOptions(LanguageVersion.Latest));

    private sealed class GcModes : ManualConfig
    {
        public GcModes()
        {
            AddJob(Job.ShortRun.WithGcServer(true).WithId("ServerGC"));
            AddJob(Job.ShortRun.WithGcServer(false).WithId("WorkstationGC"));
        }
    }

    private static string TypeSource(int index)
    {
        var source = new StringBuilder();
        source.AppendLine("using System; using System.Collections.Generic; using Spanwire;");
        source.AppendLine("namespace Models;");
        source.AppendLine($"public enum Kind{index} : byte {{ A, B }}");
        source.AppendLine("[BinarySerializable]");
        source.AppendLine($"public partial record Message{index}(long Id, string Name, double Value, Kind{index} Kind, DateTime At)");
        source.AppendLine("{");
        source.AppendLine("    public int[]? Samples { get; init; }");
        source.AppendLine("    public List<string>? Tags { get; init; }");
        source.AppendLine("    public Guid? Correlation { get; init; }");
        source.AppendLine("}");
        return source.ToString();
    }
}
