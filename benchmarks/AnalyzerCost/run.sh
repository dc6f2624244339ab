#!/usr/bin/env bash
# Measures what Spanwire's analyzers add to a build: generates a 300-file project (serializable types plus
# ordinary byte-handling code), builds it with the compiler's per-analyzer timing report, and prints Spanwire's rows.
# Usage: bash benchmarks/AnalyzerCost/run.sh   (from the repository root, after `dotnet build -c Release`)
set -euo pipefail
root=$(pwd)
work=$(mktemp -d)
files=${FILES:-300}
generator="$root/src/Generator/bin/Release/netstandard2.0/Spanwire.Generator.dll"
runtime="$root/src/Runtime/bin/Release/net8.0/Spanwire.dll"
[ -f "$generator" ] && [ -f "$runtime" ] || { echo "build the solution first: dotnet build Spanwire.slnx -c Release"; exit 1; }

cat > "$work/Cost.csproj" <<PROJ
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ManagePackageVersionsCentrally>false</ManagePackageVersionsCentrally>
  </PropertyGroup>
  <ItemGroup>
    <Reference Include="Spanwire" HintPath="$runtime" />
    <Analyzer Include="$generator" />
  </ItemGroup>
</Project>
PROJ

for i in $(seq 1 "$files"); do
  cat > "$work/File$i.cs" <<CS
using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.IO;
using Spanwire;

namespace Cost;

[BinarySerializable]
public partial record Message$i(long Id, string Name, double Value, int[] Samples)
{
    public List<string>? Tags { get; init; }
}

public static class Codec$i
{
    public static void Put(Span<byte> destination, long value) => BinaryPrimitives.WriteInt64BigEndian(destination, value);

    public static void Copy(Stream input, Stream output, int length)
    {
        byte[] buffer = ArrayPool<byte>.Shared.Rent(length);
        try
        {
            int read = input.Read(buffer, 0, length);
            output.Write(buffer, 0, read);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    public static int Sum(ReadOnlySpan<byte> source)
    {
        Span<byte> scratch = stackalloc byte[16];
        source.Slice(0, Math.Min(16, source.Length)).CopyTo(scratch);
        int sum = 0;
        foreach (byte b in scratch)
        {
            sum += b;
        }

        return sum;
    }
}
CS
done

cd "$work"
dotnet restore -v q >/dev/null
for run in 1 2 3; do
  start=$(date +%s.%N)
  # A fresh compiler process per build (no compiler server): JIT and first binding included, the worst case.
  dotnet build --no-restore --no-incremental -v:d -p:ReportAnalyzer=true -p:TreatWarningsAsErrors=false -p:UseSharedCompilation=false > build$run.log 2>&1
  end=$(date +%s.%N)
  echo "run $run: build $(echo "$end - $start" | bc) s"
  grep -E "Total analyzer execution time|Spanwire\.Generator\.(Analyzers|SpanwireGenerator)" build$run.log | sed "s/^ *//" | sort -u
  grep -E "^ *[0-9.<]+ +[0-9<]+ +Spanwire\.Generator\.Analyzers\." build$run.log | sort -u \
    | awk '{ sum += ($1 == "<0.001" ? 0 : $1) } END { printf "Spanwire analyzers (generator excluded): %.3f s\n", sum }'
done
echo "files: $files, project: $work"
