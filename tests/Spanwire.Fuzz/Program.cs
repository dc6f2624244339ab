using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using SharpFuzz;
using Spanwire.Fuzz;

/// <summary>
/// Under afl-fuzz: SharpFuzz's fork server runs each input. Otherwise:
/// <c>seeds DIR</c> writes the seed corpus (a sample of each type, once per read path);
/// <c>replay PATH...</c> runs files, or every file of directories, once each (the committed corpus and findings).
/// </summary>
internal static unsafe class Program
{
    /// <summary>The size of afl's coverage map, which SharpFuzz's instrumentation indexes.</summary>
    private const int MapSize = 1 << 16;

    private static int Main(string[] args)
    {
        // Instrumented code counts branches in SharpFuzz's map, which is null until Fuzzer.Run attaches afl's. The
        // generated module initializer (the deserializer registry) runs on the first use of the fuzzed assembly,
        // possibly before that, so a private map comes first; Fuzzer.Run swaps in afl's.
        SharpFuzz.Common.Trace.SharedMem = (byte*)NativeMemory.AllocZeroed(MapSize);
        return Dispatch(args);
    }

    /// <summary>Kept out of Main so that the fuzzed assembly loads only after the map exists.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int Dispatch(string[] args)
    {
        switch (args)
        {
            case ["seeds", var directory]:
                Directory.CreateDirectory(directory);
                foreach (var (name, input) in FuzzTarget.Seeds())
                {
                    File.WriteAllBytes(Path.Combine(directory, name + ".bin"), input);
                }

                return 0;
            case ["replay", .. var paths]:
                return Replay(paths);
            default:
                Fuzzer.Run(stream =>
                {
                    using var input = new MemoryStream();
                    stream.CopyTo(input);
                    FuzzTarget.Run(input.GetBuffer().AsSpan(0, (int)input.Length));
                });
                return 0;
        }
    }

    private static int Replay(string[] paths)
    {
        var files = paths.SelectMany(path => Directory.Exists(path) ? Directory.GetFiles(path).Order(StringComparer.Ordinal) : (IEnumerable<string>)[path])
            .Where(file => !Path.GetFileName(file).StartsWith('.'))
            .ToList();
        foreach (string file in files)
        {
            try
            {
                FuzzTarget.Run(File.ReadAllBytes(file));
            }
            catch (Exception failure)
            {
                Console.Error.WriteLine($"{file}: {failure}");
                return 1;
            }
        }

        Console.WriteLine($"replayed {files.Count} inputs: every one met the contract");
        return 0;
    }
}
