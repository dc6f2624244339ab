using System;
using System.Diagnostics;
using System.IO;
using System.Threading.Tasks;
using Xunit;
using Xunit.Abstractions;

namespace Spanwire.Generator.Tests;

/// <summary>
/// <c>dotnet format analyzers</c>, the command users run, applies the fixes across a real project: a copy of the
/// seed-shaped code in a temporary project that loads the analyzers and code fixes the way the package does.
/// </summary>
public class DotnetFormatTests(ITestOutputHelper output)
{
    [Fact]
    public async Task Dotnet_format_analyzers_applies_the_fixes_to_a_project()
    {
        string folder = Path.Combine(Path.GetTempPath(), "spanwire-format-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try
        {
            string analyzers = AppContext.BaseDirectory;
            await File.WriteAllTextAsync(Path.Combine(folder, "Legacy.csproj"), $"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup>
                    <TargetFramework>net10.0</TargetFramework>
                    <Nullable>disable</Nullable>
                    <ImplicitUsings>disable</ImplicitUsings>
                    <ManagePackageVersionsCentrally>false</ManagePackageVersionsCentrally>
                  </PropertyGroup>
                  <ItemGroup>
                    <Analyzer Include="{Path.Combine(analyzers, "Spanwire.Generator.dll")}" />
                    <Analyzer Include="{Path.Combine(analyzers, "Spanwire.CodeFixes.dll")}" />
                  </ItemGroup>
                </Project>
                """);
            await File.WriteAllTextAsync(Path.Combine(folder, "Directory.Build.props"), "<Project />");
            await File.WriteAllTextAsync(Path.Combine(folder, "Directory.Packages.props"), "<Project />");
            string before = await File.ReadAllTextAsync(Path.Combine(AppContext.BaseDirectory, "Corpus", "SeedBefore.cs.txt"));
            await File.WriteAllTextAsync(Path.Combine(folder, "Seed.cs"), before);

            Assert.Equal(0, Run(folder, "restore Legacy.csproj"));
            Assert.Equal(0, Run(folder, "format analyzers Legacy.csproj --no-restore --severity warn --diagnostics SPW1001 SPW1002 SPW1003 SPW1004 -v n"));

            string after = (await File.ReadAllTextAsync(Path.Combine(folder, "Seed.cs"))).ReplaceLineEndings("\n");
            output.WriteLine(after);
            Assert.Contains("BinaryPrimitives.WriteInt64BigEndian(_internalBuffer.AsSpan(Position), value);", after, StringComparison.Ordinal);
            Assert.Contains("var raw = BinaryPrimitives.ReadDoubleBigEndian(_internalBuffer.AsSpan(Position));", after, StringComparison.Ordinal);
            Assert.Contains("return BinaryPrimitives.ReadInt32BigEndian(_smallBuffer);", after, StringComparison.Ordinal);
            Assert.Contains("_stream.Write(stackalloc byte[] { (byte)type });", after, StringComparison.Ordinal);
            Assert.Contains("var bytes = ArrayPool<byte>.Shared.Rent(4);", after, StringComparison.Ordinal);
            Assert.Equal(SeedCorpusTests.RunProbe(before.ReplaceLineEndings("\n")), SeedCorpusTests.RunProbe(after));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private int Run(string folder, string arguments)
    {
        var start = new ProcessStartInfo(Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") ?? "dotnet", arguments)
        {
            WorkingDirectory = folder,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        using Process process = Process.Start(start)!;
        string text = process.StandardOutput.ReadToEnd() + process.StandardError.ReadToEnd();
        Assert.True(process.WaitForExit(TimeSpan.FromMinutes(3)), "dotnet " + arguments + " did not finish");
        output.WriteLine(text);
        return process.ExitCode;
    }
}
