using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Pointers and lists a union case ends: each misuse gets one diagnostic that names it.</summary>
public class PointerDiagnosticTests
{
    private const string Names = """
        using System.Collections.Generic;
        using Spanwire;
        [BinarySerializable, BinaryUnion(TagBits = 2), BinaryUnionCase(0, typeof(Label)), BinaryUnionCase(3, typeof(Pointer))]
        public abstract partial class Part { }
        [BinarySerializable] public sealed partial class Label : Part { [BinaryBitField(6)] public byte Length; [BinaryLengthFrom(nameof(Length))] public string Text = ""; }
        [BinarySerializable] public sealed partial class Pointer : Part { [BinaryBitField(14)] public ushort Offset; }
        [BinarySerializable] public sealed partial class Other { public byte Length; }
        """;

    [Theory]
    [InlineData("public string Holder = \"\"; [BinaryPointer(nameof(Holder))] public int Value;", "whose value lies at the offset an earlier plain integer member holds")]
    [InlineData("[BinaryPointer(nameof(Holder))] public int Value; public ushort Holder;", "the member named comes later")]
    [InlineData("[BinaryPointer(\"Missing\")] public int Value;", "no member has that name")]
    [InlineData("public ushort Holder; [BinaryPointer(nameof(Holder)), BinaryRemainder] public byte[] Value = [];", "[BinaryPointer]")]
    [InlineData("public ushort Holder; [BinaryPointer(nameof(Holder)), BinaryConstant(1)] public int Value;", "the two cannot be combined")]
    public async Task A_pointer_without_a_plain_earlier_integer_holder_or_with_bytes_around_it_is_refused(string members, string expected)
    {
        string message = await AnalyzerHarness.Message($"using Spanwire;\n[BinarySerializable] public partial class Message {{ {members} }}", new LayoutAnalyzer());

        Assert.Contains("does not apply to member 'Value'", message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("[BinaryUntil(typeof(Other))]", "'Other' is not a case of Part")]
    [InlineData("[BinaryUntil(nameof(Label.Text), Case = typeof(Label))]", "'Text' is not one of Label's")]
    [InlineData("[BinaryUntil(nameof(Label.Length))]", "'Length' is not one of Part's")]
    public async Task A_list_ended_by_something_its_items_cannot_be_is_refused(string until, string expected)
    {
        string message = await AnalyzerHarness.Message(Names + $"\n[BinarySerializable] public partial class Name {{ {until} public List<Part> Parts = []; }}", new LayoutAnalyzer());

        Assert.StartsWith("[BinaryUntil] does not apply to member 'Parts'", message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }
}
