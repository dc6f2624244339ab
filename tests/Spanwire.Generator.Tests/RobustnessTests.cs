using System.Linq;
using Microsoft.CodeAnalysis;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Invalid and half-typed code must never crash the generator (no CS8784/CS8785), and what it does emit must
/// compile. Types it cannot generate are skipped quietly; the analyzers report why.
/// </summary>
public class RobustnessTests
{
    public static TheoryData<string> BrokenSources => new()
    {
        "using Spanwire; [BinarySerializable] public partial class Missing { public Unknown Value { get; set; } }",
        "using Spanwire; [BinarySerializable] public partial class Open { public int X { get; set; }",
        "using Spanwire; [BinarySerializable] public partial record R(int A, int A);",
        "using Spanwire; [BinarySerializable] public partial class Dup { public int X; public int X; }",
        "using Spanwire; [BinarySerializable] public partial class G<T> { public T Value { get; set; } }",
        "using Spanwire; [BinarySerializable] public partial class",
        "using Spanwire; [BinarySerializable(42)] public partial struct BadArgs { public int X; }",
        "using Spanwire; [BinarySerializable] public partial class Obj { public object Any { get; set; } }",
        "using Spanwire; [BinarySerializable] public partial class Ptr { public unsafe int* P; }",
        "using Spanwire; [BinarySerializable] public ref partial struct RefLike { public int X; }",
        "using Spanwire; [BinarySerializable] public partial interface I { }",
        "using Spanwire; [BinarySerializable] public partial class NoCtor { public NoCtor(string other) { } public int X { get; } }",
        "using Spanwire; [BinarySerializable] public abstract partial class Abstract { public int X; }",
        "using Spanwire; [BinarySerializable] public static partial class Static { }",
        "using Spanwire; [BinarySerializable] public class NotPartial { public int X; }",
        "using Spanwire; public class Outer { [BinarySerializable] public partial class Inner { public int X; } }",
        "using Spanwire; [BinarySerializable] public partial class Err { public int[,] Grid; public System.Collections.Generic.Dictionary<int, int> Map; }",
        "using Spanwire; [BinarySerializable] public partial class Self { public Self? Next; public int[][][] Deep; public int?[]? Maybe; }",
        "using Spanwire; [BinarySerializable] public partial class Enumy { public E Value; } public enum E : long { A = long.MinValue }",
        "using Spanwire; [BinarySerializable] partial class @class { public int @int; public string @event = \"\"; }",
        "using Spanwire; [BinarySerializable] public partial class Empty { }",
        "using Spanwire; namespace A.B { [BinarySerializable] public partial record struct S(System.Guid G, System.DateTimeOffset D); }",
        "[Spanwire.BinarySerializable] public partial class",
        "using Spanwire; [BinarySerializable] public class NotPartial { public int X; } [BinarySerializable] public partial class UsesIt { public NotPartial? Inner; }",
        "using Spanwire; [BinarySerializable] public partial class A { public B? Next; } [BinarySerializable] public partial class B { public A? Back; public object Bad; }",
        "using Spanwire; [BinarySerializable] public partial class Prop { public int X { set { } } public int this[int i] => i; }",
        // One case type under two tags (Kaitai maps several values to one type; btrfs_stream.ksy imported): the write could not choose.
        "using Spanwire; [BinarySerializable, BinaryUnionCase(1, typeof(A)), BinaryUnionCase(2, typeof(A))] public abstract partial class U { } [BinarySerializable] public sealed partial class A : U { } [BinarySerializable] public partial class H { public byte Kind; [BinaryTagFrom(nameof(Kind))] public U Body = new A(); }",
        "using Spanwire; [BinarySerializable, BinaryUnionCase(1, typeof(A)), BinaryUnionCase(2, typeof(A))] public abstract partial class U { } [BinarySerializable] public sealed partial class A : U { public int X; }",
    };

    [Theory]
    [MemberData(nameof(BrokenSources))]
    public void Generator_never_throws_and_its_output_compiles(string source)
    {
        var (output, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
        GeneratorRunResult run = result.Results.Single();
        Assert.Null(run.Exception);
        Assert.DoesNotContain(result.Diagnostics, d => d.Id is "CS8784" or "CS8785");

        var generatedTrees = run.GeneratedSources.Select(s => s.SyntaxTree).ToHashSet();
        var errorsInGenerated = output.GetDiagnostics()
            .Where(d => d.Severity == DiagnosticSeverity.Error && d.Location.SourceTree is { } tree && generatedTrees.Contains(tree))
            .ToList();
        Assert.Empty(errorsInGenerated);
    }

    [Theory]
    [InlineData("using Spanwire; [BinarySerializable] public class NotPartial { public int X; }")]
    [InlineData("using Spanwire; public class Outer { [BinarySerializable] public partial class Inner { public int X; } }")]
    [InlineData("using Spanwire; [BinarySerializable] public partial class G<T> { public T Value { get; set; } }")]
    [InlineData("using Spanwire; [BinarySerializable] public partial class Obj { public object Any { get; set; } }")]
    [InlineData("using Spanwire; [BinarySerializable] public partial class GetOnly { public int X { get; } }")]
    [InlineData("using Spanwire; [BinarySerializable] public ref partial struct RefLike { public int X; }")]
    [InlineData("using Spanwire; [BinarySerializable] public class NotPartial { public int X; } [BinarySerializable] public partial class UsesIt { public NotPartial? Inner; }")]
    [InlineData("using Spanwire; [BinarySerializable] public partial class Bad { public object O; } [BinarySerializable] public partial class UsesIt { public Bad[]? Items; }")]
    public void Invalid_types_get_no_serialization_code(string source)
    {
        var (output, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
        GeneratorRunResult run = result.Results.Single();
        // A stub declares the members call sites use, each throwing; it reads and writes nothing (no Wire call).
        Assert.DoesNotContain(run.GeneratedSources, s => s.SourceText.ToString().Contains("Infrastructure.Wire", System.StringComparison.Ordinal));
        var generatedTrees = run.GeneratedSources.Select(s => s.SyntaxTree).ToHashSet();
        Assert.DoesNotContain(output.GetDiagnostics(), d => d.Location.SourceTree is { } tree && generatedTrees.Contains(tree));
    }

    [Fact]
    public void A_skipped_type_gets_its_one_diagnostic_and_no_errors_at_call_sites()
    {
        var (output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation("""
            using Spanwire;
            [BinarySerializable] public partial class Obj { public object Any { get; set; } = 1; }
            public static class Use
            {
                public static byte[] Save(Obj value) => BinarySerializer.Serialize(value);
                public static Obj Load(byte[] data) => BinarySerializer.Deserialize<Obj>(data);
            }
            """));
        Assert.DoesNotContain(output.GetDiagnostics(), d => d.Severity == DiagnosticSeverity.Error);
    }

    [Fact]
    public void Keyword_named_types_and_members_are_escaped()
    {
        var (output, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(
            "using Spanwire; [BinarySerializable] partial class @class { public int @int; public string @event = \"\"; }"));
        Assert.Contains(result.Results.Single().GeneratedSources, s => s.HintName.StartsWith("class.", System.StringComparison.Ordinal) && s.HintName.EndsWith(".Spanwire.g.cs", System.StringComparison.Ordinal));
        Assert.Empty(GeneratorHarness.Problems(output));
    }
}
