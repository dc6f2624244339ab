using System.CommandLine;
using System.Diagnostics;
using Spanwire.Export;
using Spanwire.Export.Import;
using Spanwire.Generator.Exporting;

// spanwire export|lock|inspect: every command loads the project the same way (ProjectInputs) and reports a problem
// (a project that does not build, a type or file that is not there) in one line with exit code 2.
var configuration = new Option<string>("--configuration", "-c") { Description = "The build configuration whose references are used.", DefaultValueFactory = _ => "Release" };
var properties = new Option<string[]>("--property", "-p") { Description = "An MSBuild property for the project's build, Name=Value (repeatable)." };
var projectArgument = new Argument<string>("project") { Description = "A .csproj file, or a folder holding one." };

var output = new Option<string?>("--out", "-o") { Description = "Where the files go (default: the project's folder/layouts)." };
var withLock = new Option<bool>("--lock") { Description = "Also write the wire-format lock, WireFormat.lock.txt, beside the project." };
var export = new Command("export", "Write each type's Kaitai Struct .ksy, a Wireshark Lua dissector and packet diagrams.") { projectArgument, output, withLock, configuration, properties };
export.SetAction(parse => Guarded(() =>
{
    var stopwatch = Stopwatch.StartNew();
    ProjectInputs project = ProjectInputs.Load(parse.GetValue(projectArgument)!, Settings(parse));
    long loaded = stopwatch.ElapsedMilliseconds;
    string folder = Path.GetFullPath(parse.GetValue(output) ?? Path.Combine(project.Folder, "layouts"));
    LayoutCatalog catalog = LayoutCatalog.From(project.Compilation);
    IReadOnlyList<ExportedFile> files = LayoutExport.Files(catalog, project.Name);
    Directory.CreateDirectory(folder);
    foreach (ExportedFile file in files)
    {
        File.WriteAllText(Path.Combine(folder, file.Name), file.Text);
    }

    if (parse.GetValue(withLock))
    {
        LockCommand.Run(project, check: false, Console.Out);
    }

    Console.WriteLine($"{catalog.Types.Count} types, {files.Count} files in {folder} (references {loaded} ms, export {stopwatch.ElapsedMilliseconds - loaded} ms)");
    return 0;
}));

var check = new Option<bool>("--check") { Description = "Compare the layouts with the lock instead of writing it: exit code 1 when a change breaks the wire format (SPW0030, SPW0032)." };
var lockCommand = new Command("lock", "Write the wire-format lock, WireFormat.lock.txt, beside the project, or check the layouts against it.") { projectArgument, check, configuration, properties };
lockCommand.SetAction(parse => Guarded(() => LockCommand.Run(ProjectInputs.Load(parse.GetValue(projectArgument)!, Settings(parse)), parse.GetValue(check), Console.Out)));

var type = new Option<string>("--type", "-t") { Description = "The [BinarySerializable] type to read (its name, or its full name).", Required = true };
var input = new Argument<string?>("file") { Description = "The bytes to read: a file, or - for standard input.", Arity = ArgumentArity.ZeroOrOne };
var hex = new Option<string?>("--hex") { Description = "The bytes to read, in hex (spaces allowed), instead of a file." };
var offset = new Option<int>("--offset") { Description = "Where the first value starts." };
var many = new Option<bool>("--many") { Description = "Read values one after another to the end of the bytes." };
var page = new Option<string?>("--html") { Description = "Also write one self-contained page: the bytes in a hex pane beside the field tree, each selecting the other." };
var inspect = new Command("inspect", "Read bytes with the project's generated code and print each member's offset, size and value, or where and why the data is invalid.") { projectArgument, input, type, hex, offset, many, page, configuration, properties };
inspect.SetAction(parse => Guarded(() =>
{
    byte[] bytes = Bytes(parse.GetValue(input), parse.GetValue(hex));
    ProjectInputs project = ProjectInputs.Load(parse.GetValue(projectArgument)!, Settings(parse));
    return InspectCommand.Run(project, Settings(parse), parse.GetValue(type)!, bytes, parse.GetValue(offset), parse.GetValue(many), Console.Out, parse.GetValue(page));
}));

var specs = new Argument<string[]>("specs") { Description = "Kaitai Struct .ksy files.", Arity = ArgumentArity.OneOrMore };
var importNamespace = new Option<string>("--namespace", "-n") { Description = "The namespace of the declarations.", Required = true };
var importOutput = new Option<string>("--out", "-o") { Description = "Where the .cs files go.", Required = true };
var import = new Command("import", "Turn Kaitai Struct specs into [BinarySerializable] declarations; report each construct that is not translated, with its line.") { specs, importNamespace, importOutput };
import.SetAction(parse => Guarded(() => ImportCommand.Run(parse.GetValue(specs)!, parse.GetValue(importNamespace)!, parse.GetValue(importOutput)!, Console.Out, Console.Error)));

var root = new RootCommand("spanwire: Spanwire layouts for the tools around the codec, the wire-format lock, and bytes read with your generated code.")
{
    export,
    lockCommand,
    inspect,
    import,
};
return root.Parse(args).Invoke();

BuildSettings Settings(ParseResult parse) => new(parse.GetValue(configuration)!, parse.GetValue(properties) ?? []);

static int Guarded(Func<int> command)
{
    try
    {
        return command();
    }
    catch (ToolException problem)
    {
        Console.Error.WriteLine($"spanwire: {problem.Message}");
        return 2;
    }
}

static byte[] Bytes(string? file, string? hex)
{
    if (hex is not null)
    {
        string digits = string.Concat(hex.Where(c => !char.IsWhiteSpace(c)));
        try
        {
            return Convert.FromHexString(digits);
        }
        catch (FormatException)
        {
            throw new ToolException($"--hex {hex}: not an even number of hex digits.");
        }
    }

    if (file is null)
    {
        throw new ToolException("give a file, - for standard input, or --hex.");
    }

    if (file == "-")
    {
        using var buffer = new MemoryStream();
        Console.OpenStandardInput().CopyTo(buffer);
        return buffer.ToArray();
    }

    return File.Exists(file) ? File.ReadAllBytes(file) : throw new ToolException($"{file}: no such file.");
}
