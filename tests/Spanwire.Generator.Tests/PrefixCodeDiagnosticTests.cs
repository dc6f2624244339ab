using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Union cases with tags of their own widths (a prefix code): each misuse gets one diagnostic that names it.</summary>
public class PrefixCodeDiagnosticTests
{
    [Theory]
    [InlineData("BinaryUnionCase(0, typeof(Small), TagBits = 1), BinaryUnionCase(0x10, typeof(Wide))", "the byte 0x10 starts both Small's and Wide's")]
    [InlineData("BinaryUnionCase(2, typeof(Small), TagBits = 1), BinaryUnionCase(0xC0, typeof(Wide))", "case 2, Small, does not fit 1")]
    [InlineData("BinaryUnionCase(0, typeof(Small), TagBits = 9), BinaryUnionCase(0xC0, typeof(Wide))", "each case's TagBits 1 to 8")]
    public async Task Overlapping_or_oversized_tags_are_refused_on_the_union(string cases, string expected)
    {
        string message = await AnalyzerHarness.Message($$"""
            using Spanwire;
            [BinarySerializable, {{cases}}] public abstract partial class Value { }
            [BinarySerializable] public sealed partial class Small : Value { [BinaryBitField(7)] public byte Number; }
            [BinarySerializable] public sealed partial class Wide : Value { public ushort Number; }
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryUnionCase(TagBits = ...)] does not apply to", message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }
}
