using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The README's quick example, as a user pastes it into a console app's Program.cs: it compiles with the generator
/// (no error, no warning), runs, and prints the bytes the README says it writes.
/// </summary>
public class ReadmeExampleTests
{
    [Fact]
    public async Task The_quick_example_compiles_as_pasted_and_writes_the_bytes_the_README_shows()
    {
        string readme = File.ReadAllText(Path.Combine(RepositoryRoot(), "README.md"));
        int section = readme.IndexOf("## Quick example", StringComparison.Ordinal);
        int start = readme.IndexOf("```csharp\n", section, StringComparison.Ordinal) + "```csharp\n".Length;
        string program = readme[start..readme.IndexOf("```", start, StringComparison.Ordinal)];
        string claimed = readme[readme.IndexOf("The bytes are `", start, StringComparison.Ordinal)..];
        claimed = claimed["The bytes are `".Length..claimed.IndexOf('`', "The bytes are `".Length)].Replace(" ", "", StringComparison.Ordinal);

        // A console app as the SDK compiles it: CS1701/CS1702 (reference version unification) are off by default there.
        CSharpCompilation compilation = GeneratorHarness.Compilation(program).WithOptions(
            new CSharpCompilationOptions(OutputKind.ConsoleApplication, nullableContextOptions: NullableContextOptions.Enable)
                .WithSpecificDiagnosticOptions([new("CS1701", ReportDiagnostic.Suppress), new("CS1702", ReportDiagnostic.Suppress)]));
        var (output, _, result) = GeneratorHarness.Run(compilation);
        Assert.Empty(result.Diagnostics);
        Assert.Empty(GeneratorHarness.Problems(output));

        using var assembly = new MemoryStream();
        Assert.True(output.Emit(assembly).Success);
        MethodInfo entry = Assembly.Load(assembly.ToArray()).EntryPoint!;
        TextWriter console = Console.Out;
        using var printed = new StringWriter();
        Console.SetOut(printed);
        try
        {
            object? returned = entry.Invoke(null, entry.GetParameters().Length == 0 ? null : [Array.Empty<string>()]);
            if (returned is Task task)
            {
                await task;
            }
        }
        finally
        {
            Console.SetOut(console);
        }

        Assert.Equal($"{claimed} True", printed.ToString().Trim());
    }

    private static string RepositoryRoot([CallerFilePath] string testFile = "")
        => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(testFile)!, "..", ".."));
}
