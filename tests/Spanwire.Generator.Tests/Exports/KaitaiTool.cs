using System;
using System.Diagnostics;
using System.IO;
using System.Runtime.CompilerServices;
using System.Text.Json;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Kaitai Struct's own compiler (kaitai-struct-compiler 0.11.0 from npm) and JavaScript runtime, installed on first use
/// into tests/Spanwire.Generator.Tests/Kaitai/node_modules from its committed package-lock.json.
/// </summary>
internal static class KaitaiTool
{
    private static readonly object InstallLock = new();

    public static string Directory([CallerFilePath] string thisFile = "") => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "Kaitai"));

    /// <summary>Compiles every <c>.ksy</c> in <paramref name="folder"/> and parses its <c>.bin</c> inputs: check.js's JSON report.</summary>
    public static JsonDocument Check(string folder)
    {
        string tool = Directory();
        lock (InstallLock)
        {
            if (!File.Exists(Path.Combine(tool, "node_modules", "kaitai-struct-compiler", "package.json")))
            {
                // Two test assemblies use this folder and may run at once: the install takes a file lock between processes.
                using FileStream installing = Exclusive(Path.Combine(tool, ".install.lock"));
                if (!File.Exists(Path.Combine(tool, "node_modules", "kaitai-struct-compiler", "package.json")))
                {
                    Run("npm", "ci --no-audit --no-fund", tool);
                }
            }
        }

        return JsonDocument.Parse(Run("node", $"check.js \"{folder}\"", tool));
    }

    private static FileStream Exclusive(string path)
    {
        for (int attempt = 0; ; attempt++)
        {
            try
            {
                return new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None);
            }
            catch (IOException) when (attempt < 600)
            {
                System.Threading.Thread.Sleep(500);
            }
        }
    }

    private static string Run(string command, string arguments, string directory)
    {
        var start = new ProcessStartInfo(command, arguments)
        {
            WorkingDirectory = directory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using Process process = Process.Start(start) ?? throw new InvalidOperationException($"{command} did not start");
        var error = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        if (!process.WaitForExit(TimeSpan.FromMinutes(5)))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{command} {arguments} ran past 5 minutes");
        }

        if (process.ExitCode != 0)
        {
            throw new InvalidOperationException($"{command} {arguments} exited with {process.ExitCode}: {error.Result}");
        }

        return output;
    }
}
