using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;

// Usage: dotnet run --project eng/AnalyzerScan -- <folder of .cs files> [SPW1004 …]
// Compiles every .cs file under the folder against this runtime's reference assemblies (their own package references
// are missing, so some symbols do not bind; the analyzers see the rest) and prints the SPW1xxx findings.
if (args.Length == 0 || !Directory.Exists(args[0]))
{
    Console.Error.WriteLine("usage: AnalyzerScan <folder> [diagnostic ids]");
    return 2;
}

string root = Path.GetFullPath(args[0]);
string[] ids = args.Length > 1 ? args[1..] : [];
var parseOptions = new CSharpParseOptions(LanguageVersion.Latest, preprocessorSymbols: ["NET", "NETCOREAPP", "NET8_0_OR_GREATER", "NET6_0_OR_GREATER", "NET5_0_OR_GREATER", "NETSTANDARD2_1_OR_GREATER", "NETCOREAPP3_1_OR_GREATER"]);
var trees = Directory.EnumerateFiles(root, "*.cs", SearchOption.AllDirectories)
    .Where(path => !path.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
    .Select(path => CSharpSyntaxTree.ParseText(File.ReadAllText(path), parseOptions, path: path))
    .ToList();
string referenceFolder = Path.GetDirectoryName(typeof(object).Assembly.Location)!;
var references = Directory.GetFiles(referenceFolder, "*.dll")
    .Where(path => Path.GetFileName(path).StartsWith("System.", StringComparison.Ordinal) || Path.GetFileName(path) is "mscorlib.dll" or "netstandard.dll")
    .Select(path => { try { return MetadataReference.CreateFromFile(path); } catch (BadImageFormatException) { return null; } })
    .OfType<MetadataReference>();
var compilation = CSharpCompilation.Create("Scanned", trees, references, new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, allowUnsafe: true));
ImmutableArray<DiagnosticAnalyzer> analyzers = [new ByteOrderAnalyzer(), new TemporaryBufferAnalyzer(), new CopyAnalyzer(), new ArrayPoolAnalyzer()];
var findings = (await compilation.WithAnalyzers(analyzers).GetAnalyzerDiagnosticsAsync())
    .Where(finding => finding.Id.StartsWith("SPW1", StringComparison.Ordinal) && (ids.Length == 0 || ids.Contains(finding.Id)))
    .OrderBy(finding => finding.Location.SourceTree!.FilePath, StringComparer.Ordinal)
    .ThenBy(finding => finding.Location.SourceSpan.Start)
    .ToList();
foreach (Diagnostic finding in findings)
{
    FileLinePositionSpan span = finding.Location.GetLineSpan();
    Console.WriteLine($"{finding.Id} {Path.GetRelativePath(root, span.Path)}:{span.StartLinePosition.Line + 1}: {finding.GetMessage(System.Globalization.CultureInfo.InvariantCulture)}");
}

Console.WriteLine($"{trees.Count} files, {findings.Count} findings: " + string.Join(", ", findings.GroupBy(finding => finding.Id).OrderBy(group => group.Key, StringComparer.Ordinal).Select(group => $"{group.Key} {group.Count()}")));
return 0;
