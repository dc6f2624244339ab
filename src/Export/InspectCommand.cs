using System.Buffers;
using System.Collections;
using System.Globalization;
using System.Reflection;
using System.Runtime.Loader;
using System.Text;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;

namespace Spanwire.Export;

/// <summary>
/// <c>spanwire inspect</c>: reads bytes with the project's own generated code (its build output, loaded beside this
/// tool) and prints the value as a tree of member paths and values; on invalid data, the type, member and offset where
/// reading stopped and the bytes around it.
/// </summary>
internal static class InspectCommand
{
    public static int Run(ProjectInputs project, BuildSettings settings, string typeName, byte[] bytes, int offset, bool many, TextWriter output, string? page = null)
    {
        LayoutCatalog catalog = LayoutCatalog.From(project.Compilation);
        TypeModel model = FindType(catalog, typeName);
        string assemblyPath = ProjectInputs.Build(project.Path, settings);
        var context = new ProjectLoadContext(assemblyPath);
        // The project's own assembly compiled again with its read trace; its dependencies come from its build output.
        Assembly assembly = context.LoadFromStream(new MemoryStream(TracedCompilation.Emit(project)));
        Type type = assembly.GetType(MetadataName(model)) ?? throw new ToolException($"{model.DisplayName} is not in {assemblyPath}; is the build current?");
        Assembly runtime = context.LoadFromAssemblyName(new AssemblyName("Spanwire"));
        MethodInfo tryDeserialize = runtime.GetType("Spanwire.BinarySerializer")!.GetMethods()
            .Single(method => method.Name == "TryDeserialize" && method.GetParameters() is [{ ParameterType.IsByRef: true } source, _, { ParameterType.IsByRef: true }, _] && source.ParameterType.GetElementType() == typeof(ReadOnlySequence<byte>))
            .MakeGenericMethod(type);
        Type trace = runtime.GetType("Spanwire.Infrastructure.ReadTrace") ?? throw new ToolException($"the project's Spanwire runtime ({runtime.GetName().Version}) has no read trace; inspect needs the tool's version or later.");

        if (offset < 0 || offset > bytes.Length)
        {
            throw new ToolException($"--offset {offset} is outside the {bytes.Length} byte(s) given.");
        }

        // The trace reports places as distances from the input's first byte: the input must not move.
        byte[] input = GC.AllocateArray<byte>(bytes.Length, pinned: true);
        bytes.CopyTo(input, 0);
        var tree = new ReadTree(catalog);
        var values = new List<InspectNode>();
        trace.GetMethod("Start")!.Invoke(null, [input, new Action<int, string, string?, long, long>(tree.OnEvent)]);
        try
        {
            int position = offset;
            var progress = new Progress(input.Length, many);
            do
            {
                tree.Clear();
                object?[] arguments = [new ReadOnlySequence<byte>(input, position, input.Length - position), null, null, null];
                string label = $"{model.DisplayName} at offset {position}";
                try
                {
                    if (!(bool)tryDeserialize.Invoke(null, arguments)!)
                    {
                        output.WriteLine($"{label}: the data ends before the value does ({input.Length - position} byte(s) left).");
                        Stopped(output, tree, label, values, input, input.Length, page);
                        return 1;
                    }
                }
                catch (TargetInvocationException invocation) when (invocation.InnerException?.GetType().FullName == "Spanwire.BinarySerializationException")
                {
                    Exception error = invocation.InnerException;
                    long at = Convert.ToInt64(error.GetType().GetProperty("Offset")!.GetValue(error), CultureInfo.InvariantCulture);
                    output.WriteLine($"invalid data: {error.Message}");
                    Stopped(output, tree, label, values, input, at < 0 ? position : (int)Math.Min(input.Length, position + at), page);
                    return 1;
                }

                int read = (int)((SequencePosition)arguments[2]!).GetInteger() - position;
                InspectNode value = tree.Complete(label, arguments[1]!, position, position + read);
                output.WriteLine($"{model.DisplayName} at offset {position}, {read} byte(s)");
                Print(output, value.Children, "  ");
                values.Add(value);
                position += read;
                progress.Report(position);
            }
            while (many && position < input.Length);

            if (many)
            {
                output.WriteLine($"{values.Count} value(s), {position - offset} byte(s)");
            }

            WritePage(page, model, input, values, null);
            return 0;
        }
        finally
        {
            trace.GetMethod("Stop")!.Invoke(null, null);
        }
    }

    /// <summary>Where reading stopped: what had been read of the value, the bytes around the place, the page if asked for.</summary>
    private static void Stopped(TextWriter output, ReadTree tree, string label, List<InspectNode> values, byte[] input, int at, string? page)
    {
        if (tree.Partial(label, input) is { } partial)
        {
            output.WriteLine("read before it stopped:");
            Print(output, [partial], "  ");
            values.Add(partial);
        }

        Around(output, input, at);
        WritePage(page, null, input, values, at);
    }

    private static void WritePage(string? page, TypeModel? model, byte[] input, List<InspectNode> values, int? stoppedAt)
    {
        if (page is not null)
        {
            File.WriteAllText(page, InspectPage.Render(model?.DisplayName, input, values, stoppedAt));
        }
    }

    /// <summary>Each node as "offset size  path = value", children indented under it; places the trace did not cover left blank.</summary>
    private static void Print(TextWriter output, IReadOnlyList<InspectNode> nodes, string indent)
    {
        foreach (InspectNode node in nodes)
        {
            string place = node.Size < 0 ? new string(' ', 14) : $"{node.Start,8} {node.Size,5}";
            output.WriteLine($"{place}{indent}{node.Label}{(node.Value is null ? string.Empty : " = " + node.Value)}");
            Print(output, node.Children, indent + "  ");
        }
    }

    private static TypeModel FindType(LayoutCatalog catalog, string name)
    {
        var matches = catalog.Types.Where(type => type.DisplayName == name || type.FullyQualifiedName.Replace("global::", string.Empty) == name).ToList();
        return matches.Count switch
        {
            1 => matches[0],
            0 => throw new ToolException($"no [BinarySerializable] type named '{name}' in the project; it has: {string.Join(", ", catalog.Types.Select(type => type.DisplayName).Order(StringComparer.Ordinal))}."),
            _ => throw new ToolException($"'{name}' names {matches.Count} types; give the full name: {string.Join(", ", matches.Select(type => type.FullyQualifiedName.Replace("global::", string.Empty)))}."),
        };
    }

    /// <summary>The type's name as reflection knows it: nested types after a '+'.</summary>
    private static string MetadataName(TypeModel model)
    {
        string name = model.FullyQualifiedName.Replace("global::", string.Empty);
        foreach (string outer in model.ContainingTypes)
        {
            int at = name.IndexOf("." + outer + ".", StringComparison.Ordinal);
            name = at < 0 ? name : name[..(at + outer.Length + 1)] + "+" + name[(at + outer.Length + 2)..];
        }

        return name;
    }

    /// <summary>The 16-byte rows around <paramref name="at"/>, the byte itself marked.</summary>
    private static void Around(TextWriter output, byte[] bytes, int at)
    {
        int start = Math.Max(0, (at / 16 * 16) - 16);
        int end = Math.Min(bytes.Length, (at / 16 * 16) + 32);
        for (int row = start; row < end; row += 16)
        {
            var line = new StringBuilder($"  {row:x8} ");
            for (int i = row; i < Math.Min(row + 16, end); i++)
            {
                line.Append(i == at ? '[' : ' ').Append(bytes[i].ToString("x2", CultureInfo.InvariantCulture)).Append(i == at ? ']' : ' ');
            }

            output.WriteLine(line.ToString().TrimEnd());
        }

        if (at >= bytes.Length)
        {
            output.WriteLine($"  (offset {at} is past the end: {bytes.Length} byte(s))");
        }
    }

    /// <summary>On a large input read with --many: how far reading has got, on standard error at most once a second.</summary>
    private sealed class Progress(long length, bool many)
    {
        private const long LargeInput = 1 << 20;
        private readonly System.Diagnostics.Stopwatch _since = System.Diagnostics.Stopwatch.StartNew();
        private readonly bool _shown = many && length >= LargeInput;

        public void Report(long position)
        {
            if (_shown && (_since.ElapsedMilliseconds >= 1000 || position >= length))
            {
                Console.Error.Write($"\r{100.0 * position / length,5:0.0} % ({position:N0} of {length:N0} bytes){(position >= length ? "\n" : string.Empty)}");
                _since.Restart();
            }
        }
    }

    /// <summary>The project's build output: its own assemblies from its folder, the framework's from the tool's.</summary>
    private sealed class ProjectLoadContext(string assemblyPath) : AssemblyLoadContext("spanwire-inspect")
    {
        private readonly AssemblyDependencyResolver _resolver = new(assemblyPath);

        protected override Assembly? Load(AssemblyName assemblyName)
            => _resolver.ResolveAssemblyToPath(assemblyName) is { } path ? LoadFromAssemblyPath(path)
                : File.Exists(Path.Combine(Path.GetDirectoryName(assemblyPath)!, assemblyName.Name + ".dll")) ? LoadFromAssemblyPath(Path.Combine(Path.GetDirectoryName(assemblyPath)!, assemblyName.Name + ".dll"))
                : null;
    }
}
