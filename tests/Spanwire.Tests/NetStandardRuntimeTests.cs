using System;
using System.IO;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.Loader;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// The net10.0 tests load Spanwire's net8.0 build. This runs the round-trip and bad-input checks of a netstandard2.0
/// library (<c>Spanwire.NetStandardTypes.Checks</c>) with Spanwire's netstandard2.0 build loaded instead, so its
/// code paths (no span <c>Stream.Write</c>, no <c>CollectionsMarshal</c>, polyfilled UTF-8) are exercised too.
/// </summary>
public class NetStandardRuntimeTests
{
    [Fact]
    public void The_netstandard2_0_runtime_passes_the_round_trip_and_bad_input_checks()
    {
        string configuration = new DirectoryInfo(Path.TrimEndingDirectorySeparator(AppContext.BaseDirectory)).Parent!.Name;
        string folder = Path.Combine(RepositoryRoot(), "tests", "Spanwire.NetStandardTypes", "bin", configuration, "netstandard2.0");
        var context = new NetStandardContext(folder);
        try
        {
            Assembly runtime = context.LoadFromAssemblyName(new AssemblyName("Spanwire"));
            Assert.Contains("netstandard2.0", runtime.Location.Replace('\\', '/'), StringComparison.Ordinal);
            Assembly library = context.LoadFromAssemblyPath(Path.Combine(folder, "Spanwire.NetStandardTypes.dll"));
            string failures = (string)library.GetType("Spanwire.NetStandardTypes.Checks")!.GetMethod("Run")!.Invoke(null, null)!;
            Assert.True(failures.Length == 0, failures);
        }
        finally
        {
            context.Unload();
        }
    }

    private static string RepositoryRoot([CallerFilePath] string path = "") => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(path)!, "..", ".."));

    /// <summary>Resolves Spanwire (and the library) from the netstandard2.0 output; everything else from the host.</summary>
    private sealed class NetStandardContext(string folder) : AssemblyLoadContext("netstandard2.0 runtime", isCollectible: true)
    {
        protected override Assembly? Load(AssemblyName name)
            => name.Name is "Spanwire" or "Spanwire.NetStandardTypes" ? LoadFromAssemblyPath(Path.Combine(folder, name.Name + ".dll")) : null;
    }
}
