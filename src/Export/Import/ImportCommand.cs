namespace Spanwire.Export.Import;

/// <summary>
/// <c>spanwire import</c>: each spec translated whole into <c>{id}.cs</c>, or not written, its constructs that are not
/// translated listed with their lines. Exit code 0 when every spec imported, 1 when one did not.
/// </summary>
internal static class ImportCommand
{
    public static int Run(string[] specs, string @namespace, string folder, TextWriter output, TextWriter errors)
    {
        Directory.CreateDirectory(folder);
        int complete = 0;
        foreach (string spec in specs)
        {
            if (!File.Exists(spec))
            {
                throw new ToolException($"the spec '{spec}' is not there");
            }

            ImportResult result = KsyImport.Import(File.ReadAllText(spec), @namespace);
            foreach (ImportProblem note in result.Notes)
            {
                errors.WriteLine($"{spec}:{note.Line}: note: {note.Message}");
            }

            foreach (ImportProblem problem in result.Problems)
            {
                errors.WriteLine($"{spec}:{problem.Line}: {problem.Message}");
            }

            if (result.Source is { } source)
            {
                string file = Path.Combine(folder, KsyImport.Pascal(result.Id) + ".cs");
                File.WriteAllText(file, source);
                output.WriteLine($"{spec}: imported to {file}");
                complete++;
            }
            else
            {
                output.WriteLine($"{spec}: not imported ({result.Problems.Count} construct(s) not translated)");
            }
        }

        output.WriteLine($"{complete} of {specs.Length} spec(s) imported completely");
        return complete == specs.Length ? 0 : 1;
    }
}
