using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Regression tests for the layout-engine defects that need the generator or analyzer themselves.</summary>
public class LayoutEngineGeneratorTests
{
    private static Task<System.Collections.Generic.List<string>> Run(string source)
        => AnalyzerHarness.Diagnostics("using System; using System.Collections.Generic; using Spanwire;\n" + source, new LayoutAnalyzer());

    private static async Task<string> Message(string source)
        => await AnalyzerHarness.Message("using System; using System.Collections.Generic; using Spanwire;\n" + source, new LayoutAnalyzer());

    [Fact]
    public async Task A_required_member_that_is_ignored_gets_SPW0013_and_no_broken_code()
    {
        const string Source = "[BinarySerializable] public partial class Account { public int Id; [BinaryIgnore] public required string Secret { get; init; } }";
        Assert.Equal(["SPW0013: Secret"], await Run(Source));
        var (output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation("using Spanwire;\n" + Source));
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
    }

    [Fact]
    public async Task Serialized_members_split_across_files_get_SPW0012()
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation("using Spanwire; [BinarySerializable] public partial class Split { public int First; }")
            .AddSyntaxTrees(CSharpSyntaxTree.ParseText("public partial class Split { public int Second; }", GeneratorHarness.ParseOptions(), path: "B.cs"));
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        Diagnostic diagnostic = Assert.Single(diagnostics);
        Assert.Equal("SPW0012", diagnostic.Id);
        string message = diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture);
        Assert.Contains("'First'", message, StringComparison.Ordinal);
        Assert.Contains("'Second'", message, StringComparison.Ordinal);

        // Ignoring the other part's members keeps one part in charge of the wire order.
        CSharpCompilation fixedUp = GeneratorHarness.Compilation("using Spanwire; [BinarySerializable] public partial class Split { public int First; }")
            .AddSyntaxTrees(CSharpSyntaxTree.ParseText("public partial class Split { [Spanwire.BinaryIgnore] public int Second; }", GeneratorHarness.ParseOptions(), path: "B.cs"));
        Assert.Empty(await fixedUp.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync());
    }

    [Fact]
    public async Task Messages_name_the_real_cause()
    {
        Assert.Contains("the length given is 0",
            await Message("[BinarySerializable] public partial class Zero { [BinaryFixedLength(0)] public string Text = \"\"; }"), StringComparison.Ordinal);
        Assert.Contains("[BinaryFixedLength] does not apply to member 'Text' of type 'string?'; it applies to members without [BinaryPresenceByte]: the two cannot be combined",
            await Message("[BinarySerializable] public partial class Both { [BinaryFixedLength(4), BinaryPresenceByte] public string? Text; }"), StringComparison.Ordinal);
        string union = await Message("""
            [BinarySerializable, BinaryUnionCase(1, typeof(Case))] public abstract partial class Base { }
            [BinarySerializable] public partial class Case { public int X; }
            """);
        Assert.Contains("'case 1 (Case)'", union, StringComparison.Ordinal);
        Assert.Contains("classes derived from 'Base', or structs", union, StringComparison.Ordinal);
        Assert.Contains("non-abstract [BinarySerializable] classes and structs", await Message("""
            [BinarySerializable, BinaryUnionCase(1, typeof(Plain))] public abstract partial class Base { }
            public struct Plain { public int X; }
            """), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Null_terminated_applies_to_strings_without_another_end()
    {
        Assert.Equal(["SPW0011: Number", "SPW0011: Prefixed", "SPW0011: Fixed"], await Run("""
            [BinarySerializable] public partial class CMisused
            {
                [BinaryNullTerminated] public int Number;
                [BinaryNullTerminated, BinaryLengthPrefix(LengthPrefix.UInt8)] public string Prefixed = "";
                [BinaryNullTerminated, BinaryFixedLength(4)] public string Fixed = "";
                [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Latin1)] public string Fine = "";
            }
            """));
        Assert.Equal(["SPW0011: Text"], await Run("[BinarySerializable(Layout = WireLayout.Xdr)] public partial class XdrC { [BinaryNullTerminated] public string Text = \"\"; }"));
    }

    [Fact]
    public async Task Protocol_controls_name_what_they_apply_to()
    {
        Assert.Equal(["SPW0011: Count", "SPW0011: Text", "SPW0011: Early", "SPW0011: Names", "SPW0011: Numbers"], await Run("""
            [BinarySerializable] public partial class Misused
            {
                [BinaryTerminated] public int Count;
                [BinarySizePrefix(LengthPrefix.VarUInt, IncludesPrefix = true)] public string Text = "";
                [BinaryRemainder] public byte[] Early = [];
                [BinaryItemLengthPrefix(LengthPrefix.UInt8), BinaryNullTerminated] public string[] Names = [];
                public int NumbersLength;
                [BinaryLengthFrom(nameof(NumbersLength), CountsBytes = true)] public string[] Numbers = [];
                public int Last;
            }
            """));
        Assert.Equal(["SPW0011: Early"], await Run("""
            [BinarySerializable] public partial class Lists { [BinaryRemainder] public int[] Early = []; public int Last; }
            """));
        Assert.Equal(["SPW0011: Counted"], await Run("""
            [BinarySerializable] public partial class Counts { [BinaryRemainder, BinaryLengthPrefix(LengthPrefix.UInt8)] public string[] Counted = []; }
            """));
        Assert.Equal(["SPW0011: Sum"], await Run("""
            [BinarySerializable] public partial class Sums { [BinaryLengthOf(nameof(Missing))] public int Sum; public byte[] Data = []; }
            """));
        Assert.Equal(["SPW0011: U"], await Run("""
            [BinarySerializable, BinaryUnion(Default = typeof(NoTag)), BinaryUnionCase(1, typeof(A))] public abstract partial class U { }
            [BinarySerializable] public sealed partial class A : U { public int X; }
            [BinarySerializable] public sealed partial class NoTag : U { public byte[] Body = []; }
            """));
    }

    [Fact]
    public async Task A_checksum_needs_a_defined_algorithm_placement_and_byte_order_a_non_negative_skip_and_bytes_of_its_own()
    {
        Assert.Equal(["SPW0011: Skip", "SPW0011: Algorithm", "SPW0011: Placement", "SPW0011: Order", "SPW0011: Bits"], await Run("""
            [BinarySerializable] public partial class BadChecksums
            {
                [BinaryChecksum(ChecksumAlgorithm.Crc32, SkipBytes = -1)] public byte[] Skip = [];
                [BinaryChecksum((ChecksumAlgorithm)7)] public byte[] Algorithm = [];
                [BinaryChecksum(ChecksumAlgorithm.Crc32C, Placement = (ChecksumPlacement)2)] public byte[] Placement = [];
                [BinaryChecksum(ChecksumAlgorithm.Crc16Modbus, ByteOrder = (ByteOrder)2)] public byte[] Order = [];
                [BinaryChecksum(ChecksumAlgorithm.Crc32C), BinaryBitField(8)] public byte Bits;
                [BinaryChecksum(ChecksumAlgorithm.Crc32C, Placement = ChecksumPlacement.After, SkipBytes = 2)] public string Fine = "";
            }
            """));
    }

    [Fact]
    public async Task A_bit_field_cannot_be_conditional_or_reserved()
    {
        Assert.Equal(["SPW0011: B"], await Run("""
            [BinarySerializable] public partial class Flags
            {
                [BinaryBitField(4)] public byte A;
                [BinaryBitField(4), BinaryWhen(nameof(A), Value = 1)] public byte B;
            }
            """));
    }

    /// <summary>
    /// A library compiled with Spanwire, then a consumer that uses its types as members, compiled separately against
    /// the library's image: the consumer's generated code calls the library's public generated members. Run for a
    /// C# 11 library (static abstract reads) and a C# 9 one (the shape a netstandard2.0 library has).
    /// </summary>
    [Theory]
    [InlineData(LanguageVersion.Latest)]
    [InlineData(LanguageVersion.CSharp9)]
    public void Types_from_a_referenced_assembly_are_member_types(LanguageVersion libraryVersion)
    {
        byte[] library = Emit(GeneratorHarness.Compilation("""
            using Spanwire;
            namespace Shared
            {
                [BinarySerializable] public partial class Header { public int Version; public string Name = ""; }
                [BinarySerializable] public partial struct Pair { public short A; public short B; }
            }
            """, libraryVersion).WithAssemblyName("SharedModels"));

        CSharpCompilation consumer = GeneratorHarness.Compilation("""
            using Spanwire;
            using Shared;
            [BinarySerializable] public partial class Envelope { public Header? Head; public Pair[]? Pairs; public Pair One; }
            public static class Probe
            {
                public static string Run()
                {
                    var value = new Envelope { Head = new Header { Version = 2, Name = "a" }, Pairs = [new Pair { A = 1, B = 2 }], One = new Pair { A = 3, B = 4 } };
                    byte[] bytes = BinarySerializer.Serialize(value);
                    Envelope read = BinarySerializer.Deserialize<Envelope>(bytes);
                    return System.Convert.ToHexString(bytes) + "|" + read.Head!.Name + read.Pairs![0].B + read.One.A;
                }
            }
            """).WithAssemblyName("Consumer").AddReferences(MetadataReference.CreateFromImage(library));
        var (output, _, _) = GeneratorHarness.Run(consumer);
        Assert.Empty(ErrorsOrGeneratedWarnings(output));

        Assert.Equal("01" + "00000002" + "00000001" + "61" + "00000001" + "00010002" + "00030004" + "|a23", RunProbe(Emit(output), library));
    }

    /// <summary>
    /// Classes derived from generated fixed-size classes, with the bases in the same compilation and in a referenced
    /// one. In the same compilation the base's members come first on the wire; from another assembly they are not
    /// written (SPW0014 says so). Either way the generated members hide the base's exactly where those are visible
    /// (no CS0108 or CS0109), and lists of both types read and write through their fixed-size item loops.
    /// </summary>
    [Fact]
    public void Derived_classes_inherit_the_layout_of_a_base_in_the_same_compilation()
    {
        const string Bases = """
            namespace Shared
            {
                [Spanwire.BinarySerializable] public partial class Base { public int A; }
                [Spanwire.BinarySerializable] public partial class Flags { [Spanwire.BinaryBitField(3)] public byte Kind; [Spanwire.BinaryBitField(5)] public byte Level; }
            }
            """;
        const string Derived = """
            using System.Collections.Generic;
            using Spanwire;
            using Shared;
            [BinarySerializable] public partial class Derived : Base { public short B; }
            [BinarySerializable] public partial class DerivedFlags : Flags { public int C; }
            [BinarySerializable] public partial class Holder { public List<Derived?>? Items; public List<DerivedFlags>? Flagged; public List<Base>? Bases; }
            public static class Probe
            {
                public static string Run()
                {
                    var value = new Holder
                    {
                        Items = [new Derived { A = 1, B = 2 }, null!],
                        Flagged = [new DerivedFlags { Kind = 5, Level = 9, C = 3 }],
                        Bases = [new Base { A = 4 }],
                    };
                    byte[] bytes = BinarySerializer.Serialize(value);
                    Holder read = BinarySerializer.Deserialize<Holder>(bytes);
                    return System.Convert.ToHexString(bytes) + "|" + read.Items![0].A + read.Items[0].B + (read.Items[1] is null) + read.Flagged![0].Kind + read.Flagged[0].Level + read.Flagged[0].C + read.Bases![0].A;
                }
            }
            """;

        // One assembly holds both: Derived is A then B; DerivedFlags is the bit-field byte (101 01001) then C. Items of
        // List<Derived?> have a presence byte; those of List<DerivedFlags> and List<Base>, declared non-nullable, none.
        Compilation together = GeneratorHarness.Run(GeneratorHarness.Compilation(Derived + "\n" + Bases)).Output;
        Assert.Empty(ErrorsOrGeneratedWarnings(together));
        Assert.Equal(
            "00000002" + "01" + "00000001" + "0002" + "00" + "00000001" + "A9" + "00000003" + "00000001" + "00000004" + "|12True5934",
            RunProbe(Emit(together)));

        // A referenced library holds the bases: only the members declared here are written.
        byte[] library = Emit(GeneratorHarness.Compilation(Bases).WithAssemblyName("SharedBases"));
        Compilation consumer = GeneratorHarness.Run(GeneratorHarness.Compilation(Derived).AddReferences(MetadataReference.CreateFromImage(library))).Output;
        Assert.Empty(ErrorsOrGeneratedWarnings(consumer));
        Assert.Equal(
            "00000002" + "01" + "0002" + "00" + "00000001" + "00000003" + "00000001" + "00000004" + "|02True0034",
            RunProbe(Emit(consumer), library));
    }

    [Fact]
    public async Task Data_inherited_from_another_assembly_gets_SPW0014_naming_it()
    {
        byte[] library = Emit(GeneratorHarness.Compilation("""
            namespace Shared
            {
                public class Envelope { public int Version; public string Name { get; set; } = ""; private int _hidden; public int Computed => _hidden; }
                public class Empty { public static int Shared; }
            }
            """).WithAssemblyName("SharedBases"));
        CSharpCompilation compilation = GeneratorHarness.Compilation("""
            using Spanwire;
            [BinarySerializable] public partial class Ping : Shared.Envelope { public long Sent; }
            [BinarySerializable] public partial class Pong : Shared.Empty { public long Sent; }
            public class Local : Shared.Envelope { public short Extra; }
            [BinarySerializable] public partial class Deeper : Local { public long Sent; }
            """).AddReferences(MetadataReference.CreateFromImage(library));
        ImmutableArray<Diagnostic> diagnostics = await compilation.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();
        Assert.Equal(
            [
                "SPW0014: 'Deeper' inherits 'Version', 'Name' from 'Shared.Envelope'",
                "SPW0014: 'Ping' inherits 'Version', 'Name' from 'Shared.Envelope'",
            ],
            diagnostics.Select(d => d.Id + ": " + d.GetMessage(System.Globalization.CultureInfo.InvariantCulture).Split(", which", StringSplitOptions.None)[0]).Order(StringComparer.Ordinal));
    }

    private static System.Collections.Generic.IEnumerable<Diagnostic> ErrorsOrGeneratedWarnings(Compilation compilation)
        => compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error || d.Location.SourceTree?.FilePath.EndsWith(".g.cs", StringComparison.Ordinal) == true);

    private static string RunProbe(byte[] assembly, byte[]? library = null)
    {
        var context = new AssemblyLoadContext("probe", isCollectible: true);
        try
        {
            if (library is not null)
            {
                context.LoadFromStream(new MemoryStream(library));
            }

            return (string)context.LoadFromStream(new MemoryStream(assembly)).GetType("Probe")!.GetMethod("Run")!.Invoke(null, null)!;
        }
        finally
        {
            context.Unload();
        }
    }

    private static byte[] Emit(Compilation compilation)
    {
        if (compilation.SyntaxTrees.All(tree => !tree.FilePath.EndsWith(".g.cs", StringComparison.Ordinal)))
        {
            (compilation, _, _) = GeneratorHarness.Run(compilation);
        }

        using var stream = new MemoryStream();
        var result = compilation.Emit(stream);
        Assert.True(result.Success, string.Join("\n", result.Diagnostics));
        return stream.ToArray();
    }
}
