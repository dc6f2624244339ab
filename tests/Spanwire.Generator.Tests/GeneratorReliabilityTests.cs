using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Valid code must never crash the generator (CS8785 means no code for any type in the project), nor produce
/// generated code with errors or warnings: each case works, or gets one Spanwire diagnostic.
/// </summary>
public class GeneratorReliabilityTests
{
    public static TheoryData<string, string[]> ValidSources => new()
    {
        { "using Spanwire; namespace N; [BinarySerializable] public partial class Abc { public int X; } [BinarySerializable] public partial class ABC { public int Y; }", [] },
        { "using Spanwire; namespace n { [BinarySerializable] public partial class T { public int X; } } namespace N { [BinarySerializable] public partial class T { public int Y; } }", [] },
        { "using Spanwire; [BinarySerializable] public partial record R(int _, int B);", [] },
        { "using Spanwire; [BinarySerializable] public partial class Base { public int A; } [BinarySerializable] public partial class Derived : Base { public int B; }", [] },
        { "using Spanwire; public partial interface IOuter { [BinarySerializable] public partial class Inner { public int X; } }", ["SPW0003"] },
        { "using Spanwire; [BinarySerializable] file partial class Local { public int X; }", ["SPW0003"] },
        { "using Spanwire; file partial class Outer { [BinarySerializable] public partial class Inner { public int X; } }", ["SPW0003"] },
        { "using Spanwire; [BinarySerializable, BinaryUnionCase(1, typeof(One)), BinaryUnionCase(2, default)] public abstract partial class U { } [BinarySerializable] public sealed partial class One : U { public int X; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable(Layout = WireLayout.Xdr)] public partial class X { public string? Name; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(MaxBytes = 6)] public int TooWide; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(MaxBytes = -1)] public long Negative; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(MaxBytes = 4)] public long[] Capped = []; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(MaxBytes = 4, Format = VarIntFormat.Quic)] public long CappedQuic; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryConstant(\"\")] public int Empty; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTimestamp] public long NotADate; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinarySizePrefix(NullAsMinusOne = true)] public int? Value; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinarySizePrefix(LengthPrefix.UInt16, NullAsMinusOne = true)] public int? Value; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinarySizePrefix(LengthPrefix.UInt16, NullAsMinusOne = true)] public string? Text; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinarySizePrefix(LengthPrefix.ZigZag, NullAsMinusOne = true)] public System.Collections.Generic.List<int>? Items; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Seconds, Size = 3)] public System.DateTime Odd; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)] public System.DateTimeOffset[] Many = []; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryConstant(\"\u20ac\")] public int NotAByte; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryConstant(1)] public partial class V { }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryConstant(1), BinaryUnionCase(1, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { public int X; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryConstant(0x81)] public partial class V { [BinaryConstant(\"OK\")] public int Both; }", [] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(UnionTagWidth.Int32), BinaryUnionCase(\"PK\", typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { public int X; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnionCase(\"\u20ac\", typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { public int X; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(UnionTagWidth.Int32), BinaryUnionCase(\"\\x89PNG\", typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { public int X; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(Format = (VarIntFormat)9)] public long Undefined; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt(Format = VarIntFormat.Sqlite)] public ushort[] Items = []; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class B { [BinaryBitField(4)] public byte Hi; [BinaryBitField(4, Order = BitOrder.LowBitFirst)] public byte Lo; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnionCase(1, typeof(A)), BinaryUnionCase(2, typeof(B))] public abstract partial class U { } [BinarySerializable] public partial class A : U { public int X; } [BinarySerializable] public sealed partial class B : A { public int Y; }", [] },
        // A tag of a few bits: a case without leading bit fields, or whose run overfills the byte, fails, and the union names it.
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(4)] public byte Flags; public int X; }", [] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { public int X; }", ["SPW0011", "SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(5)] public byte Flags; }", ["SPW0011", "SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(16, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(4)] public byte Flags; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16, TagBits = 4), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(4)] public byte Flags; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 4), BinarySizePrefix, BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(4)] public byte Flags; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 7), BinaryUnionCase(\"A\", typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(1)] public bool Flag; }", [] },
        { "using Spanwire; [BinarySerializable, BinaryUnion(TagBits = 3), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable] public sealed partial class C : U { [BinaryBitField(5)] public byte Flags; [BinaryBitField(8)] public byte Next; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryCompressed(CompressionFormat.Zlib)] public string Text = \"\"; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryCompressed((CompressionFormat)7)] public byte[] Data = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryCompressed(CompressionFormat.Deflate), BinaryFixedLength(8)] public byte[] Data = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryCompressed(CompressionFormat.GZip), BinaryLengthPrefix(LengthPrefix.VarUInt)] public byte[]? Data; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTerminated(new byte[0])] public short[] Codes = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTerminated(0xFF, 0xFF)] public string Text = \"\"; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryTerminated(0xFF, 0xFF)] public System.Collections.Generic.List<string> Names = []; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { public uint At; [BinaryAt(nameof(At))] public string Text = \"\"; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { public uint At; [BinaryAt(\"Missing\")] public string Text = \"\"; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryAt(nameof(At))] public string Text = \"\"; public uint At; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { public string At = \"\"; [BinaryAt(nameof(At))] public byte[] Data = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { [BinaryVarInt] public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; public int After; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; [BinaryAt(nameof(At))] public byte[] Other = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { public uint At; [BinaryAt(nameof(At)), BinaryRemainder] public byte[] Data = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class P { public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; } [BinarySerializable] public partial class V { public P Inline = new(); }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class P { public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; } [BinarySerializable] public partial class V { public System.Collections.Generic.List<P> Items = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class P { public uint At; [BinaryAt(nameof(At))] public byte[] Data = []; } [BinarySerializable] public partial class V { public ushort At; [BinaryAt(nameof(At), Origin = OffsetOrigin.Value)] public P Part = new(); }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { public byte N; [BinaryLengthFrom(nameof(N))] public ushort[] At = []; [BinaryAt(nameof(At))] public string[] Items = []; }", [] },
        { "using Spanwire; [BinarySerializable] public partial class V { public ushort[] At = []; [BinaryAt(nameof(At))] public string[] Items = []; }", ["SPW0011"] },
        { "using Spanwire; [BinarySerializable] public partial class V { public byte N; [BinaryLengthFrom(nameof(N))] public ushort[] At = []; [BinaryAt(nameof(At))] public string Text = \"\"; }", ["SPW0011"] },
    };

    [Theory]
    [MemberData(nameof(ValidSources))]
    public async Task Valid_code_generates_or_gets_one_diagnostic(string source, string[] expected)
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(source);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var (output, _, result) = GeneratorHarness.Run(compilation);
        Assert.Null(result.Results.Single().Exception);
        Assert.Empty(result.Diagnostics);
        var generatedTrees = result.Results.Single().GeneratedSources.Select(s => s.SyntaxTree).ToHashSet();
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning && d.Location.SourceTree is { } tree && generatedTrees.Contains(tree)));
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        Assert.Equal(expected, diagnostics.Where(d => d.Severity >= DiagnosticSeverity.Warning).Select(d => d.Id).ToArray());
    }

    /// <summary>
    /// A union whose case fails its checks, its struct-case sibling, a type that holds it, and the call sites of an
    /// MQTT-like client: the build shows the SPW diagnostics and nothing else (no CS0311, CS0117, CS1061 or CS0108).
    /// </summary>
    [Fact]
    public async Task A_union_with_a_failing_case_buries_nothing_under_compiler_errors()
    {
        const string source = """
            using System;
            using Spanwire;
            [BinarySerializable, BinaryUnion, BinaryUnionCase(1, typeof(Good)), BinaryUnionCase(2, typeof(Bad))] public abstract partial class Packet { }
            [BinarySerializable] public sealed partial class Good : Packet { public int X; }
            [BinarySerializable] public sealed partial class Bad : Packet { [BinaryFixedLength(0)] public string Name = ""; }
            [BinarySerializable] public partial class Holder { public Packet? Item; public int Y; }
            public static class Client
            {
                public static int Use(byte[] bytes, Span<byte> destination)
                {
                    Packet packet = BinarySerializer.Deserialize<Packet>(bytes);
                    Packet read = Packet.Read(bytes, out int used);
                    bool complete = Packet.TryRead(bytes, out Packet? maybe, out _);
                    Good good = Good.Read(bytes, out _);
                    Bad bad = BinarySerializer.Deserialize<Bad>(bytes);
                    Holder holder = BinarySerializer.Deserialize<Holder>(bytes);
                    return BinarySerializer.Serialize<Packet>(good).Length + packet.GetSerializedSize() + read.Write(destination) + used
                        + (complete && maybe is not null && read.TryWrite(destination, out _) ? 1 : 0) + bad.GetSerializedSize() + holder.Y;
                }
            }
            """;
        CSharpCompilation compilation = GeneratorHarness.Compilation(source);
        var (output, _, result) = GeneratorHarness.Run(compilation);
        Assert.Null(result.Results.Single().Exception);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
        var diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        Assert.Equal(["SPW0011", "SPW0011", "SPW0002"], diagnostics.OrderBy(d => d.Location.SourceSpan.Start).Select(d => d.Id).ToArray());
    }

    /// <summary>Types in a cycle (table, entry, value union, nested table) with one misuse somewhere in it.</summary>
    public static TheoryData<string, string> MisusesInCycles => new()
    {
        { "public partial class Table { public List<Entry> Entries = []; } [BinarySerializable] public partial class Entry { [BinaryBitField(3)] public string Name = \"\"; public Value? Value; }", "SPW0011 on 'Entry.Name'" },
        { "public partial class Table { public int Count; [BinaryLengthFrom(nameof(Count), Adjust = -1)] public List<Entry> Entries = []; } [BinarySerializable] public partial class Entry { public string Name = \"\"; public Value? Value; }", "SPW0011 on 'Table.Entries'" },
        { "public partial class Table { public List<Entry> Entries = []; } [BinarySerializable] public partial class Entry { public string Name = \"\"; public Value? Value; [BinaryLengthFrom(\"Missing\")] public byte[] Blob = []; }", "SPW0011 on 'Entry.Blob'" },
    };

    [Theory]
    [MemberData(nameof(MisusesInCycles))]
    public async Task A_misuse_in_a_cycle_is_reported_once_and_every_type_that_fails_with_it_names_it(string tableAndEntry, string cause)
    {
        string source = "using Spanwire; using System.Collections.Generic; [BinarySerializable] " + tableAndEntry
            + " [BinarySerializable, BinaryUnionCase(1, typeof(Nested)), BinaryUnion(Default = typeof(Unknown))] public abstract partial class Value { }"
            + " [BinarySerializable] public sealed partial class Nested : Value { public Table? Table; }"
            + " [BinarySerializable] public sealed partial class Unknown : Value { [BinaryIgnore] public long Tag { get; set; } public Table? Table; }";
        CSharpCompilation compilation = GeneratorHarness.Compilation(source);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        string[] messages = diagnostics.Where(d => d.Severity >= DiagnosticSeverity.Warning).Select(d => $"{d.Id} {d.GetMessage()}").ToArray();

        // The cause once, in its own words; every type failing with it says which it is: the other two of table, entry
        // and nested, the default case, and the union twice (its case and its default).
        string causeName = cause.Split('.')[1].TrimEnd('\'');
        string[] followers = messages.Where(m => m.Contains("because of " + cause, StringComparison.Ordinal)).ToArray();
        string own = Assert.Single(messages.Except(followers));
        Assert.StartsWith("SPW0011 [", own, StringComparison.Ordinal);
        Assert.Contains($"member '{causeName}'", own, StringComparison.Ordinal);
        Assert.Equal(5, followers.Length);
    }

    [Fact]
    public void Two_same_named_file_local_types_and_an_attribute_on_two_parts_do_not_crash()
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation("using Spanwire; [BinarySerializable] file partial class Same { public int X; }")
            .AddSyntaxTrees(
                CSharpSyntaxTree.ParseText("using Spanwire; [BinarySerializable] file partial class Same { public int Y; }", GeneratorHarness.ParseOptions(), path: "Other.cs"),
                CSharpSyntaxTree.ParseText("using Spanwire; [BinarySerializable] public partial class Twice { public int A; } [BinarySerializable] public partial class Twice { }", GeneratorHarness.ParseOptions(), path: "Twice.cs"));
        var (output, _, result) = GeneratorHarness.Run(compilation);
        Assert.Null(result.Results.Single().Exception);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id is "CS8784" or "CS8785");
        var generatedTrees = result.Results.Single().GeneratedSources.Select(s => s.SyntaxTree).ToHashSet();
        Assert.Empty(output.GetDiagnostics().Where(d => d.Location.SourceTree is { } tree && generatedTrees.Contains(tree)));
    }

    /// <summary>
    /// Seeded, bounded mutations of the corpus: identifiers change case, members are duplicated or dropped, attributes
    /// and modifiers appear and vanish. Whatever the input, the generator never throws; whenever the input compiles
    /// cleanly, so does the generated code, with no warning either.
    /// </summary>
    [Fact]
    public void Mutated_compilations_never_crash_the_generator_and_clean_ones_generate_clean_code()
    {
        var random = new Random(20261122);
        string[] sources = [.. SnapshotCorpus.Cases.Values.Select(c => c.Source)];
        string[] insertions =
        [
            "[BinaryIgnore] ", "[BinaryTrailing] ", "[BinaryReserved(2)] ", "[BinaryPresenceByte] ", "[BinaryNullTerminated] ",
            "[BinaryFixedLength(3)] ", "[BinaryVarInt] ", "[BinaryLengthPrefix(LengthPrefix.UInt8)] ", "[BinaryBitField(4)] ",
            "[BinaryByteOrder(ByteOrder.LittleEndian)] ", "required ", "static ", "readonly ", "file ", "abstract ", "internal ",
            "[BinaryWhen(\"X\", Value = 1)] ", "[BinaryLengthFrom(\"X\")] ", "[BinaryStringEncoding(StringEncoding.Ascii)] ",
        ];
        int clean = 0;
        for (int run = 0; run < 300; run++)
        {
            string source = Mutate(sources[random.Next(sources.Length)], random, insertions);
            CSharpCompilation compilation = GeneratorHarness.Compilation(source);
            var (output, _, result) = GeneratorHarness.Run(compilation);
            Assert.True(result.Results.Single().Exception is null, $"generator threw on:\n{source}");
            Assert.DoesNotContain(result.Diagnostics, d => d.Id is "CS8784" or "CS8785");
            if (compilation.GetDiagnostics().Any(d => d.Severity >= DiagnosticSeverity.Warning))
            {
                continue;
            }

            clean++;
            var generatedTrees = result.Results.Single().GeneratedSources.Select(s => s.SyntaxTree).ToHashSet();
            var problems = output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning && d.Location.SourceTree is { } tree && generatedTrees.Contains(tree)).ToList();
            Assert.True(problems.Count == 0, $"generated code has {string.Join("; ", problems)} for:\n{source}");
        }

        Assert.True(clean >= 50, $"only {clean} mutants compiled cleanly: the mutation test would prove little");
    }

    private static string Mutate(string source, Random random, string[] insertions)
    {
        var lines = source.Split('\n').ToList();
        int mutations = 1 + random.Next(3);
        for (int i = 0; i < mutations; i++)
        {
            int line = random.Next(lines.Count);
            string text = lines[line];
            switch (random.Next(5))
            {
                case 0 when text.Contains(" public ", StringComparison.Ordinal):
                    int at = text.IndexOf(" public ", StringComparison.Ordinal) + 1;
                    lines[line] = text.Insert(at, insertions[random.Next(insertions.Length)]);
                    break;
                case 1 when text.TrimStart().StartsWith("public ", StringComparison.Ordinal) && text.TrimEnd().EndsWith(';'):
                    lines.Insert(line, text.Replace("public ", "public ", StringComparison.Ordinal).Replace(";", "; ", StringComparison.Ordinal));
                    break;
                case 2 when text.TrimStart().StartsWith("public ", StringComparison.Ordinal) && text.TrimEnd().EndsWith(';'):
                    lines.RemoveAt(line);
                    break;
                case 3:
                    lines[line] = CaseFlip(text, random);
                    break;
                default:
                    lines[line] = text.Replace("partial ", random.Next(2) == 0 ? "partial " : "", StringComparison.Ordinal);
                    break;
            }
        }

        return string.Join('\n', lines);
    }

    /// <summary>Upper-cases one identifier-looking word after a type keyword: Abc and ABC, n and N.</summary>
    private static string CaseFlip(string line, Random random)
    {
        foreach (string keyword in new[] { "class ", "struct ", "record ", "namespace " })
        {
            int at = line.IndexOf(keyword, StringComparison.Ordinal);
            if (at >= 0 && at + keyword.Length < line.Length)
            {
                int start = at + keyword.Length;
                int end = start;
                while (end < line.Length && char.IsLetterOrDigit(line[end]))
                {
                    end++;
                }

                string word = line[start..end];
                string flipped = random.Next(2) == 0 ? word.ToUpperInvariant() : word.ToLowerInvariant();
                return line[..start] + flipped + line[end..] + "\n" + line;
            }
        }

        return line;
    }
}
