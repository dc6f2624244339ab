using System.Diagnostics;
using System.Text.Json;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Spanwire.Export;

/// <summary>
/// A user's project as every command sees it: its file, and its sources compiled with the references its build
/// resolves (without building it: the build may be failing on the very layout change a lock update is run to accept).
/// </summary>
internal sealed class ProjectInputs
{
    private ProjectInputs(string path, CSharpCompilation compilation, IReadOnlyList<string> analyzers)
    {
        Path = path;
        Compilation = compilation;
        Analyzers = analyzers;
    }

    /// <summary>The .csproj file.</summary>
    public string Path { get; }

    /// <summary>The project's name: its file's, without the extension.</summary>
    public string Name => System.IO.Path.GetFileNameWithoutExtension(Path);

    /// <summary>The folder the project file is in.</summary>
    public string Folder => System.IO.Path.GetDirectoryName(Path)!;

    public CSharpCompilation Compilation { get; }

    /// <summary>The analyzer and generator assemblies the project's build hands the compiler.</summary>
    public IReadOnlyList<string> Analyzers { get; }

    /// <summary>The project file a path names: a .csproj, or a folder holding exactly one.</summary>
    public static string Resolve(string path)
    {
        string full = System.IO.Path.GetFullPath(path);
        if (File.Exists(full) && full.EndsWith(".csproj", StringComparison.OrdinalIgnoreCase))
        {
            return full;
        }

        if (!Directory.Exists(full))
        {
            throw new ToolException($"{path}: no such project file or folder.");
        }

        string[] found = Directory.GetFiles(full, "*.csproj");
        return found.Length == 1 ? found[0] : throw new ToolException($"{path} holds {found.Length} project files; name one.");
    }

    public static ProjectInputs Load(string path, BuildSettings settings)
    {
        string project = Resolve(path);
        // Restored first, on its own (with -restore the items' full paths come out relative to the working folder): a
        // project cloned a moment ago has no assets file yet.
        MSBuild(project, settings, "-t:Restore", "-v:quiet");
        using JsonDocument inputs = JsonDocument.Parse(MSBuild(project, settings, "-t:ResolveReferences;FindReferenceAssembliesForReferences;GenerateGlobalUsings",
            "-getItem:Compile", "-getItem:ReferencePathWithRefAssemblies", "-getItem:Analyzer", "-getProperty:DefineConstants", "-getProperty:LangVersion",
            "-getProperty:OutputType", "-getProperty:AllowUnsafeBlocks"));
        JsonElement properties = inputs.RootElement.GetProperty("Properties");
        JsonElement items = inputs.RootElement.GetProperty("Items");
        var parseOptions = new CSharpParseOptions(
            LanguageVersionFacts.TryParse(properties.GetProperty("LangVersion").GetString(), out LanguageVersion version) ? version : LanguageVersion.Default,
            preprocessorSymbols: properties.GetProperty("DefineConstants").GetString()!.Split(';', StringSplitOptions.RemoveEmptyEntries));
        var trees = items.GetProperty("Compile").EnumerateArray()
            .Select(item => item.GetProperty("FullPath").GetString()!)
            .Select(file => CSharpSyntaxTree.ParseText(File.ReadAllText(file), parseOptions, file))
            .ToList();
        // With their extern aliases: the package's targets give Spanwire.dll one that generated code may go through.
        var references = items.GetProperty("ReferencePathWithRefAssemblies").EnumerateArray()
            .Select(item => (MetadataReference)MetadataReference.CreateFromFile(item.GetProperty("FullPath").GetString()!)
                .WithAliases(item.TryGetProperty("Aliases", out JsonElement aliases) && aliases.GetString() is { Length: > 0 } names ? names.Split(',') : []))
            .ToList();
        bool executable = properties.GetProperty("OutputType").GetString() is "Exe" or "WinExe";
        var compilation = CSharpCompilation.Create(
            System.IO.Path.GetFileNameWithoutExtension(project),
            trees,
            references,
            new CSharpCompilationOptions(
                executable ? OutputKind.ConsoleApplication : OutputKind.DynamicallyLinkedLibrary,
                nullableContextOptions: NullableContextOptions.Enable,
                allowUnsafe: string.Equals(properties.GetProperty("AllowUnsafeBlocks").GetString(), "true", StringComparison.OrdinalIgnoreCase)));
        var analyzers = items.GetProperty("Analyzer").EnumerateArray().Select(item => item.GetProperty("FullPath").GetString()!).ToList();
        return new ProjectInputs(project, compilation, analyzers);
    }

    /// <summary>Builds the project and returns the assembly its build wrote.</summary>
    public static string Build(string project, BuildSettings settings)
    {
        MSBuild(project, settings, "-t:Restore;Build", "-v:quiet");
        // One property asked for comes back as its bare value, not as JSON.
        return MSBuild(project, settings, "-getProperty:TargetPath").Trim();
    }

    /// <summary>Runs <c>dotnet msbuild</c> on the project and returns its JSON answer; a failure is the tool's error, with MSBuild's output.</summary>
    private static string MSBuild(string project, BuildSettings settings, params string[] arguments)
    {
        var start = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (string argument in new[] { "msbuild", project, $"-p:Configuration={settings.Configuration}", "-nologo" }.Concat(settings.Properties.Select(property => $"-p:{property}")).Concat(arguments))
        {
            start.ArgumentList.Add(argument);
        }

        using Process process = Process.Start(start)!;
        Task<string> errors = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        if (process.ExitCode != 0)
        {
            throw new ToolException($"{project} does not build ({string.Join(' ', arguments.Take(1))}):\n{output}{errors.Result}".TrimEnd());
        }

        return output;
    }
}

/// <summary>How the project is built: its configuration and any MSBuild properties given with <c>--property</c>.</summary>
internal sealed record BuildSettings(string Configuration, IReadOnlyList<string> Properties);

/// <summary>A problem the tool reports in one line (a project that does not build, a type that does not exist), exit code 2.</summary>
internal sealed class ToolException(string message) : Exception(message);
