using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Exporting;

namespace Spanwire.Export;

/// <summary>
/// <c>spanwire lock</c>: writes the project's wire-format lock, or with <c>--check</c> compares the layouts with it
/// through the analyzer the build runs (SPW0030 incompatible, SPW0031 compatible, SPW0032 removed) and prints each.
/// </summary>
internal static class LockCommand
{
    public static int Run(ProjectInputs project, bool check, TextWriter output)
    {
        string lockPath = Path.Combine(project.Folder, WireLock.FileName);
        string current = WireLock.Write(LayoutCatalog.From(project.Compilation).Types);
        if (!check)
        {
            File.WriteAllText(lockPath, current);
            output.WriteLine($"wrote {lockPath}");
            return 0;
        }

        if (!File.Exists(lockPath))
        {
            throw new ToolException($"{lockPath}: no lock to check; write one with: spanwire lock {project.Path}");
        }

        var lockFile = new LockText(lockPath, File.ReadAllText(lockPath));
        ImmutableArray<Diagnostic> found = project.Compilation
            .WithAnalyzers([new WireLockAnalyzer()], new AnalyzerOptions([lockFile]))
            .GetAnalyzerDiagnosticsAsync().GetAwaiter().GetResult();
        foreach (Diagnostic diagnostic in found.OrderBy(d => d.Location.SourceTree?.FilePath ?? d.Location.GetLineSpan().Path).ThenBy(d => d.Location.SourceSpan.Start))
        {
            FileLinePositionSpan where = diagnostic.Location.GetLineSpan();
            output.WriteLine($"{Path.GetFileName(where.Path)}({where.StartLinePosition.Line + 1}): {diagnostic.Id} {diagnostic.Severity.ToString().ToLowerInvariant()}: {diagnostic.GetMessage(CultureInfo.InvariantCulture)}");
        }

        int broken = found.Count(d => d.Id is "SPW0030" or "SPW0032");
        output.WriteLine(found.IsEmpty ? $"{WireLock.FileName} matches every layout." : $"{found.Length} change(s), {broken} breaking the wire format.");
        return broken > 0 ? 1 : 0;
    }

    private sealed class LockText(string path, string text) : AdditionalText
    {
        public override string Path { get; } = path;

        public override SourceText GetText(CancellationToken cancellationToken = default) => SourceText.From(text);
    }
}
