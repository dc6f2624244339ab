using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// <c>[BinaryByteOrderFrom]</c> refused where its read could not peek the holder, its write could not tell the order
/// back, or a nested type would silently stay big-endian: one diagnostic each, naming the cause.
/// </summary>
public class ByteOrderFromDiagnosticTests
{
    [Theory]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1], BigEndian = [2])] public partial class T { public string Name = \"\"; public byte Mark; }", "a member before the holder Mark varies in size")]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [0xD4C3B2A1], BigEndian = [0xA1B2C3D4])] public partial class T { public uint Mark; }", "not such an integer")]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1], BigEndian = [1, 2])] public partial class T { public byte Mark; }", "share none")]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1])] public partial class T { public byte Mark; }", "must each name a value and share none")]
    [InlineData("[BinaryByteOrderFrom(nameof(Missing), LittleEndian = [1], BigEndian = [2])] public partial class T { public byte Mark; }", "no member is named Missing")]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1], BigEndian = [2])] public partial class T { [BinaryValid(Max = 2)] public byte Mark; }", "has a layout attribute of its own")]
    [InlineData("[BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1], BigEndian = [2]), BinaryByteOrder(ByteOrder.LittleEndian)] public partial class T { public byte Mark; }", "without a [BinaryByteOrder] of their own")]
    public async Task A_holder_that_cannot_choose_is_refused_on_the_type(string declaration, string reason)
    {
        string message = await AnalyzerHarness.Message("using Spanwire;\n[BinarySerializable]\n" + declaration, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryByteOrderFrom] does not apply to member 'T'", message, System.StringComparison.Ordinal);
        Assert.Contains(reason, message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_nested_type_that_says_no_order_is_refused_on_the_member_that_holds_it()
    {
        string message = await AnalyzerHarness.Message("""
            using System.Collections.Generic;
            using Spanwire;
            [BinarySerializable, BinaryByteOrderFrom(nameof(Mark), LittleEndian = [1], BigEndian = [2])]
            public partial class File { public byte Mark; public List<Entry> Entries = []; }
            [BinarySerializable]
            public partial class Entry { public uint Size; }
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryByteOrderFrom] does not apply to member 'Entries'", message, System.StringComparison.Ordinal);
        Assert.Contains("'Entry' says no byte order of its own", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_union_cannot_follow_an_order()
    {
        string message = await AnalyzerHarness.Message("""
            using Spanwire;
            [BinarySerializable, BinaryByteOrderFrom, BinaryUnionCase(1, typeof(Dot))]
            public abstract partial class Shape { }
            [BinarySerializable]
            public partial class Dot : Shape { public int X; }
            """, new LayoutAnalyzer());

        Assert.StartsWith("[BinaryByteOrderFrom] does not apply to member 'Shape'", message, System.StringComparison.Ordinal);
    }

    /// <summary>
    /// A union case whose own member chooses its byte order (ELF's 32- and 64-bit headers by EI_CLASS, each choosing
    /// by EI_DATA) compiles: its little-endian cores once hid a union method that does not exist (CS0109).
    /// </summary>
    [Fact]
    public void A_union_case_that_chooses_its_own_order_compiles()
    {
        (Microsoft.CodeAnalysis.Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation("""
            using Spanwire;
            [BinarySerializable, BinaryUnionCase(1, typeof(Narrow)), BinaryUnionCase(2, typeof(Wide))]
            public abstract partial class Header { }
            [BinarySerializable, BinaryByteOrderFrom(nameof(Data), LittleEndian = [1], BigEndian = [2])]
            public sealed partial class Narrow : Header { public byte Data; public uint Entry; }
            [BinarySerializable, BinaryByteOrderFrom(nameof(Data), LittleEndian = [1], BigEndian = [2])]
            public sealed partial class Wide : Header { public byte Data; public ulong Entry; }
            """));

        Assert.Empty(GeneratorHarness.Problems(output));
    }
}
