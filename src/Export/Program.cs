using System.Diagnostics;
using System.Text.Json;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Spanwire.Generator.Exporting;

// spanwire-export PROJECT [--out DIR] [--configuration NAME] [--lock]
// Resolves PROJECT's references (a .csproj, or a folder holding one; its project references are built), compiles its sources with them,
// and writes each [BinarySerializable] type's .ksy, one layouts.md of packet diagrams and one Wireshark Lua dissector
// into DIR (default: PROJECT's folder/layouts). --lock also writes the wire-format lock, WireFormat.lock.txt, beside
// the project (add it to the project as <AdditionalFiles Include="WireFormat.lock.txt" />).
if (args.Length == 0 || args[0] is "-h" or "--help")
{
    Console.WriteLine("usage: spanwire-export PROJECT [--out DIR] [--configuration NAME] [--lock]");
    return args.Length == 0 ? 2 : 0;
}

string project = Path.GetFullPath(args[0]);
if (Directory.Exists(project))
{
    string[] found = Directory.GetFiles(project, "*.csproj");
    if (found.Length != 1)
    {
        Console.Error.WriteLine($"{project} holds {found.Length} project files; name one.");
        return 2;
    }

    project = found[0];
}

string output = Path.Combine(Path.GetDirectoryName(project)!, "layouts");
string configuration = "Release";
bool writeLock = false;
for (int i = 1; i < args.Length; i++)
{
    switch (args[i])
    {
        case "--out" when i + 1 < args.Length:
            output = Path.GetFullPath(args[++i]);
            break;
        case "--configuration" when i + 1 < args.Length:
            configuration = args[++i];
            break;
        case "--lock":
            writeLock = true;
            break;
        default:
            Console.Error.WriteLine($"unknown option {args[i]}");
            return 2;
    }
}

var stopwatch = Stopwatch.StartNew();
using JsonDocument inputs = JsonDocument.Parse(MSBuild(project, configuration));
JsonElement properties = inputs.RootElement.GetProperty("Properties");
JsonElement items = inputs.RootElement.GetProperty("Items");
var parseOptions = new CSharpParseOptions(
    LanguageVersionFacts.TryParse(properties.GetProperty("LangVersion").GetString(), out LanguageVersion version) ? version : LanguageVersion.Default,
    preprocessorSymbols: properties.GetProperty("DefineConstants").GetString()!.Split(';', StringSplitOptions.RemoveEmptyEntries));
var trees = items.GetProperty("Compile").EnumerateArray()
    .Select(item => item.GetProperty("FullPath").GetString()!)
    .Select(path => CSharpSyntaxTree.ParseText(File.ReadAllText(path), parseOptions, path))
    .ToList();
var references = items.GetProperty("ReferencePathWithRefAssemblies").EnumerateArray()
    .Select(item => (MetadataReference)MetadataReference.CreateFromFile(item.GetProperty("FullPath").GetString()!))
    .ToList();
var compilation = CSharpCompilation.Create(
    Path.GetFileNameWithoutExtension(project),
    trees,
    references,
    new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable));
long built = stopwatch.ElapsedMilliseconds;

LayoutCatalog catalog = LayoutCatalog.From(compilation);
IReadOnlyList<ExportedFile> files = LayoutExport.Files(catalog, Path.GetFileNameWithoutExtension(project));
Directory.CreateDirectory(output);
foreach (ExportedFile file in files)
{
    File.WriteAllText(Path.Combine(output, file.Name), file.Text);
}

if (writeLock)
{
    string lockPath = Path.Combine(Path.GetDirectoryName(project)!, WireLock.FileName);
    File.WriteAllText(lockPath, WireLock.Write(catalog.Types));
    Console.WriteLine($"wire-format lock: {lockPath}");
}

Console.WriteLine($"{catalog.Types.Count} types, {files.Count} files in {output} (references {built} ms, export {stopwatch.ElapsedMilliseconds - built} ms)");
return 0;

// The compiler's inputs as the build resolves them: sources (generated global usings included) and references.
static string MSBuild(string project, string configuration)
{
    var start = new ProcessStartInfo("dotnet")
    {
        RedirectStandardOutput = true,
        RedirectStandardError = true,
    };
    // The references and sources without compiling the project: its build may be failing on the very layout change
    // (SPW0030) that --lock is run to accept.
    foreach (string argument in new[] { "msbuild", project, $"-p:Configuration={configuration}", "-t:ResolveReferences;FindReferenceAssembliesForReferences;GenerateGlobalUsings", "-nologo",
        "-getItem:Compile", "-getItem:ReferencePathWithRefAssemblies", "-getProperty:DefineConstants", "-getProperty:LangVersion" })
    {
        start.ArgumentList.Add(argument);
    }

    using Process process = Process.Start(start)!;
    Task<string> errors = process.StandardError.ReadToEndAsync();
    string json = process.StandardOutput.ReadToEnd();
    process.WaitForExit();
    if (process.ExitCode != 0)
    {
        throw new InvalidOperationException($"dotnet msbuild {project} failed ({process.ExitCode}):\n{json}\n{errors.Result}");
    }

    return json;
}
