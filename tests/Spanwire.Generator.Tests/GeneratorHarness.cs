using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Spanwire.Generator.Tests;

/// <summary>Compiles test sources against the running framework and Spanwire, and runs the generator over them.</summary>
internal static class GeneratorHarness
{
    public static readonly Lazy<ImmutableArray<MetadataReference>> References = new(() =>
    {
        var paths = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(path => Path.GetFileName(path) is var name && (name.StartsWith("System", StringComparison.Ordinal) || name is "mscorlib.dll" or "netstandard.dll"))
            .Append(typeof(BinarySerializer).Assembly.Location);
        return [.. paths.Distinct().Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))];
    });

    public static CSharpParseOptions ParseOptions(LanguageVersion version = LanguageVersion.Latest) => new(version);

    public static CSharpCompilation Compilation(string source, LanguageVersion version = LanguageVersion.Latest)
        => CSharpCompilation.Create(
            "Consumer",
            [CSharpSyntaxTree.ParseText(source, ParseOptions(version), path: "Consumer.cs")],
            References.Value,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable)
                .WithSpecificDiagnosticOptions(SdkNoWarn));

    /// <summary>What the .NET SDK turns off in every build: unification of framework assembly versions (System.Memory 8.0 and 10.0 here).</summary>
    private static readonly ImmutableDictionary<string, ReportDiagnostic> SdkNoWarn =
        ImmutableDictionary<string, ReportDiagnostic>.Empty.Add("CS1701", ReportDiagnostic.Suppress).Add("CS1702", ReportDiagnostic.Suppress);

    public static GeneratorDriver Driver(LanguageVersion version = LanguageVersion.Latest)
        => CSharpGeneratorDriver.Create(
            [new SpanwireGenerator().AsSourceGenerator()],
            parseOptions: ParseOptions(version),
            driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));

    /// <summary>Runs the generator; returns the compilation with generated sources and the driver for further runs.</summary>
    public static (Compilation Output, GeneratorDriver Driver, GeneratorDriverRunResult Result) Run(Compilation input, GeneratorDriver? driver = null)
    {
        driver = (driver ?? Driver(((CSharpParseOptions)input.SyntaxTrees.First().Options).LanguageVersion))
            .RunGeneratorsAndUpdateCompilation(input, out Compilation output, out _);
        return (output, driver, driver.GetRunResult());
    }

    public static IReadOnlyDictionary<string, string> GeneratedSources(GeneratorDriverRunResult result)
        => result.Results.SelectMany(r => r.GeneratedSources).ToDictionary(s => s.HintName, s => s.SourceText.ToString());

    /// <summary>Warnings and errors in the compilation, the generated files included.</summary>
    public static IReadOnlyList<Diagnostic> Problems(Compilation compilation)
        => [.. compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning)];
}
