using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Unions whose cases are named by text (<c>UnionTagWidth.Text</c>): each misuse gets one diagnostic naming it.</summary>
public class TextTagDiagnosticTests
{
    private const string Union = """
        [BinarySerializable, BinaryUnion(UnionTagWidth.Text), BinaryUnionCase("a", typeof(A)), BinaryUnionCase("b", typeof(B))]
        public abstract partial class Body { }
        [BinarySerializable] public partial class A : Body { public int X; }
        [BinarySerializable] public partial class B : Body { public byte Y; }
        """;

    [Fact]
    public async Task A_member_holding_the_union_without_a_holder_is_refused()
    {
        string message = await AnalyzerHarness.Message("using Spanwire;\n" + Union + "\n[BinarySerializable] public partial class Key { public Body Value = new A(); }", new LayoutAnalyzer());

        Assert.StartsWith("[BinaryTagFrom] does not apply to member 'Value'", message, System.StringComparison.Ordinal);
        Assert.Contains("'Body' has cases named by text and no tag of its own", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_holder_that_is_not_a_string_is_refused()
    {
        string message = await AnalyzerHarness.Message("using Spanwire;\n" + Union + "\n[BinarySerializable] public partial class Key { public int Name; [BinaryTagFrom(nameof(Name))] public Body Value = new A(); }", new LayoutAnalyzer());

        Assert.StartsWith("[BinaryTagFrom] does not apply to member 'Value'", message, System.StringComparison.Ordinal);
        Assert.Contains("is chosen by an earlier string member, and 'Name' is not one", message, System.StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("BinaryUnionCase(1, typeof(A))")]
    [InlineData("BinaryUnionCase(\"a\", typeof(A)), BinaryUnionCase(\"a\", typeof(B))")]
    public async Task Cases_named_by_anything_but_distinct_text_are_refused(string cases)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable, BinaryUnion(UnionTagWidth.Text), {{cases}}]
            public abstract partial class Body { }
            [BinarySerializable] public partial class A : Body { public int X; }
            [BinarySerializable] public partial class B : Body { public byte Y; }
            """, new LayoutAnalyzer());

        Assert.Contains("distinct, non-empty names: the union's cases are named by text", message, System.StringComparison.Ordinal);
    }
}
