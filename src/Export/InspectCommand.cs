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
    private const int ItemsShown = 16;

    public static int Run(ProjectInputs project, BuildSettings settings, string typeName, byte[] bytes, int offset, bool many, TextWriter output)
    {
        LayoutCatalog catalog = LayoutCatalog.From(project.Compilation);
        TypeModel model = FindType(catalog, typeName);
        string assemblyPath = ProjectInputs.Build(project.Path, settings);
        var context = new ProjectLoadContext(assemblyPath);
        Assembly assembly = context.LoadFromAssemblyPath(assemblyPath);
        Type type = assembly.GetType(MetadataName(model)) ?? throw new ToolException($"{model.DisplayName} is not in {assemblyPath}; is the build current?");
        Assembly runtime = context.LoadFromAssemblyName(new AssemblyName("Spanwire"));
        MethodInfo tryDeserialize = runtime.GetType("Spanwire.BinarySerializer")!.GetMethods()
            .Single(method => method.Name == "TryDeserialize" && method.GetParameters() is [{ ParameterType.IsByRef: true } source, _, { ParameterType.IsByRef: true }, _] && source.ParameterType.GetElementType() == typeof(ReadOnlySequence<byte>))
            .MakeGenericMethod(type);

        if (offset < 0 || offset > bytes.Length)
        {
            throw new ToolException($"--offset {offset} is outside the {bytes.Length} byte(s) given.");
        }

        int position = offset;
        int count = 0;
        do
        {
            object?[] arguments = [new ReadOnlySequence<byte>(bytes, position, bytes.Length - position), null, null, null];
            try
            {
                if (!(bool)tryDeserialize.Invoke(null, arguments)!)
                {
                    output.WriteLine($"{model.DisplayName} at offset {position}: the data ends before the value does ({bytes.Length - position} byte(s) left).");
                    Around(output, bytes, bytes.Length);
                    return 1;
                }
            }
            catch (TargetInvocationException invocation) when (invocation.InnerException?.GetType().FullName == "Spanwire.BinarySerializationException")
            {
                Exception error = invocation.InnerException;
                long at = Convert.ToInt64(error.GetType().GetProperty("Offset")!.GetValue(error), CultureInfo.InvariantCulture);
                output.WriteLine($"invalid data: {error.Message}");
                Around(output, bytes, at < 0 ? position : (int)Math.Min(bytes.Length, position + at));
                return 1;
            }

            int read = (int)((SequencePosition)arguments[2]!).GetInteger() - position;
            output.WriteLine($"{model.DisplayName} at offset {position}, {read} byte(s)");
            Print(output, catalog, arguments[1], "  ");
            position += read;
            count++;
        }
        while (many && position < bytes.Length && count < int.MaxValue);

        if (many)
        {
            output.WriteLine($"{count} value(s), {position - offset} byte(s)");
        }

        return 0;
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

    /// <summary>A value's members in wire order (a union's value by its case's), collections item by item, bytes in hex.</summary>
    private static void Print(TextWriter output, LayoutCatalog catalog, object? value, string indent)
    {
        if (value is null)
        {
            return;
        }

        TypeModel? model = catalog.Find("global::" + value.GetType().FullName!.Replace('+', '.'));
        if (model is null)
        {
            return;
        }

        foreach (MemberModel member in model.Members)
        {
            object? memberValue = Read(value, member.Name.TrimStart('@'));
            Line(output, catalog, member.WireName, memberValue, indent);
        }
    }

    private static void Line(TextWriter output, LayoutCatalog catalog, string path, object? value, string indent)
    {
        switch (value)
        {
            case null:
                output.WriteLine($"{indent}{path} = null");
                break;
            case byte[] bytes:
                output.WriteLine($"{indent}{path} = [{bytes.Length} bytes] {Convert.ToHexString(bytes, 0, Math.Min(bytes.Length, 32))}{(bytes.Length > 32 ? "…" : string.Empty)}");
                break;
            case string text:
                output.WriteLine($"{indent}{path} = \"{text}\"");
                break;
            case IEnumerable items when value is not string:
                var list = items.Cast<object?>().ToList();
                output.WriteLine($"{indent}{path} = [{list.Count} items]");
                for (int i = 0; i < Math.Min(list.Count, ItemsShown); i++)
                {
                    Line(output, catalog, $"{path}[{i}]", list[i], indent + "  ");
                }

                if (list.Count > ItemsShown)
                {
                    output.WriteLine($"{indent}  … {list.Count - ItemsShown} more");
                }

                break;
            default:
                if (catalog.Find("global::" + value.GetType().FullName!.Replace('+', '.')) is not null)
                {
                    output.WriteLine($"{indent}{path}: {value.GetType().Name}");
                    Print(output, catalog, value, indent + "  ");
                }
                else
                {
                    output.WriteLine($"{indent}{path} = {Convert.ToString(value, CultureInfo.InvariantCulture)}");
                }

                break;
        }
    }

    private static object? Read(object value, string name)
    {
        for (Type? type = value.GetType(); type is not null; type = type.BaseType)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
            if (type.GetProperty(name, flags) is { } property)
            {
                return property.GetValue(value);
            }

            if (type.GetField(name, flags) is { } field)
            {
                return field.GetValue(value);
            }
        }

        return null;
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
