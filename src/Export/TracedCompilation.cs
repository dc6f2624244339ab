using System.Reflection;
using System.Runtime.Loader;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;

namespace Spanwire.Export;

/// <summary>
/// The project compiled once more, in memory, by its own source generators with <c>SpanwireReadTrace=true</c>: its
/// generated readers then report where each member's bytes are (the runtime's <c>ReadTrace</c>). The project's build
/// output is left as its build wrote it.
/// </summary>
internal static class TracedCompilation
{
    public static byte[] Emit(ProjectInputs project)
    {
        var generators = project.Analyzers.SelectMany(Generators).ToList();
        if (!generators.Any(generator => generator.GetGeneratorType().FullName == "Spanwire.Generator.SpanwireGenerator"))
        {
            throw new ToolException($"{project.Path} does not run Spanwire's generator: reference the Spanwire package.");
        }

        GeneratorDriver driver = CSharpGeneratorDriver.Create(
            generators,
            parseOptions: (CSharpParseOptions)project.Compilation.SyntaxTrees.First().Options,
            optionsProvider: new BuildProperties(new Dictionary<string, string> { ["build_property.SpanwireReadTrace"] = "true" }));
        driver.RunGeneratorsAndUpdateCompilation(project.Compilation, out Compilation compiled, out _);
        using var assembly = new MemoryStream();
        var result = compiled.Emit(assembly);
        if (!result.Success)
        {
            var errors = result.Diagnostics.Where(diagnostic => diagnostic.Severity == DiagnosticSeverity.Error).Take(5);
            throw new ToolException($"{project.Path} does not compile with its read trace:\n{string.Join('\n', errors)}");
        }

        return assembly.ToArray();
    }

    /// <summary>The generators in one analyzer assembly, loaded beside its own dependencies; an assembly this tool's Roslyn cannot load has none.</summary>
    private static IEnumerable<ISourceGenerator> Generators(string path)
    {
        try
        {
            return new AnalyzerFileReference(path, AnalyzerLoader.Instance).GetGenerators(LanguageNames.CSharp);
        }
        catch (Exception error) when (error is FileLoadException or BadImageFormatException or ReflectionTypeLoadException or TypeLoadException)
        {
            return [];
        }
    }

    /// <summary>Each analyzer assembly in a context of its own (two projects' generators may share a name), Roslyn itself shared with the tool.</summary>
    private sealed class AnalyzerLoader : IAnalyzerAssemblyLoader
    {
        public static readonly AnalyzerLoader Instance = new();

        public void AddDependencyLocation(string fullPath)
        {
        }

        public Assembly LoadFromPath(string fullPath) => new AnalyzerContext(fullPath).LoadFromAssemblyPath(fullPath);
    }

    private sealed class AnalyzerContext(string path) : AssemblyLoadContext("spanwire-analyzer")
    {
        protected override Assembly? Load(AssemblyName name)
        {
            string beside = System.IO.Path.Combine(System.IO.Path.GetDirectoryName(path)!, name.Name + ".dll");
            return name.Name!.StartsWith("Microsoft.CodeAnalysis", StringComparison.Ordinal) || !File.Exists(beside) ? null : LoadFromAssemblyPath(beside);
        }
    }

    /// <summary>The build properties the generators see: only the read trace's.</summary>
    private sealed class BuildProperties(Dictionary<string, string> values) : AnalyzerConfigOptionsProvider
    {
        private readonly Options _global = new(values);

        public override AnalyzerConfigOptions GlobalOptions => _global;

        public override AnalyzerConfigOptions GetOptions(SyntaxTree tree) => Options.Empty;

        public override AnalyzerConfigOptions GetOptions(AdditionalText textFile) => Options.Empty;

        private sealed class Options(Dictionary<string, string> values) : AnalyzerConfigOptions
        {
            public static readonly Options Empty = new([]);

            public override bool TryGetValue(string key, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out string? value) => values.TryGetValue(key, out value);
        }
    }
}
