using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// A type named <c>Infrastructure</c> in namespace <c>Spanwire</c> captures <c>global::Spanwire.Infrastructure</c> (the
/// compiler prefers a source type to an imported namespace); generated code reaches the runtime through the extern
/// alias the package's build targets add, which no declaration can capture.
/// </summary>
public class RuntimeAliasTests
{
    private const string Source = """
        namespace Spanwire { public static class Infrastructure { } }
        namespace App
        {
            [Spanwire.BinarySerializable] public partial class Message { public int Id; public string Text = ""; public System.Collections.Generic.List<short> Items = new(); }
        }
        """;

    [Fact]
    public void A_user_type_named_like_the_runtime_namespace_captures_nothing_through_the_alias()
    {
        MetadataReference runtime = GeneratorHarness.References.Value.Single(reference => reference.Display!.EndsWith("Spanwire.dll", System.StringComparison.Ordinal));
        CSharpCompilation compilation = GeneratorHarness.Compilation(Source).AddReferences(runtime.WithAliases(["SpanwireRuntime"]));
        var (output, _, result) = GeneratorHarness.Run(compilation);
        string generated = result.Results.Single().GeneratedSources.Single(source => source.HintName.Contains("Message", System.StringComparison.Ordinal)).SourceText.ToString();
        Assert.Contains("extern alias SpanwireRuntime;", generated, System.StringComparison.Ordinal);
        Assert.DoesNotContain("global::Spanwire.Infrastructure", generated, System.StringComparison.Ordinal);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void Without_the_alias_the_capture_is_the_compiler_s_error_and_without_the_type_nothing_changes()
    {
        var (captured, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(Source));
        Assert.Contains(captured.GetDiagnostics(), d => d.Severity == DiagnosticSeverity.Error);

        MetadataReference runtime = GeneratorHarness.References.Value.Single(reference => reference.Display!.EndsWith("Spanwire.dll", System.StringComparison.Ordinal));
        string plain = Source.Replace("namespace Spanwire { public static class Infrastructure { } }", string.Empty, System.StringComparison.Ordinal);
        var (_, _, withAlias) = GeneratorHarness.Run(GeneratorHarness.Compilation(plain).AddReferences(runtime.WithAliases(["SpanwireRuntime"])));
        var (_, _, without) = GeneratorHarness.Run(GeneratorHarness.Compilation(plain));
        Assert.Equal(without.Results.Single().GeneratedSources.Select(s => s.SourceText.ToString()), withAlias.Results.Single().GeneratedSources.Select(s => s.SourceText.ToString()));
    }
}
