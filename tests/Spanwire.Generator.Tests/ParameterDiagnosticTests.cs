using System.Threading.Tasks;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Parameters and the arguments that pass them: each misuse gets one diagnostic that names it.</summary>
public class ParameterDiagnosticTests
{
    private const string Types = """
        using Spanwire;
        [BinarySerializable] public partial class Body { [BinaryParameter] public byte Size; [BinaryLengthFrom(nameof(Size))] public byte[] Data = []; }
        [BinarySerializable, BinaryUnionCase(1, typeof(Sized))] public abstract partial class Choice { }
        [BinarySerializable] public partial class Sized : Choice { [BinaryParameter] public byte Size; [BinaryLengthFrom(nameof(Size))] public byte[] Data = []; }
        [BinarySerializable] public partial class Plain { public int A; }
        [BinarySerializable] public partial struct Header { public byte Size; }
        """;

    [Theory]
    [InlineData("public byte N; public Body B = new();", "B", "'Body' takes parameters (Size): pass them with [BinaryArguments]")]
    [InlineData("public byte N; [BinaryArguments(nameof(N))] public Plain P = new();", "P", "'Plain' declares none")]
    [InlineData("public byte Size; [BinaryArguments(nameof(Size))] public Choice C = new Sized();", "C", "a union read by its own tag passes nothing to its cases' parameters (Size)")]
    [InlineData("public int Size; [BinaryArguments(nameof(Size))] public Body B = new();", "B", "'Size' holds values the parameter 'Size' (byte) cannot")]
    [InlineData("public byte Size; public byte Other; [BinaryArguments(nameof(Size), nameof(Other))] public Body B = new();", "B", "'Other' is passed to no parameter")]
    [InlineData("public byte Count; [BinaryArguments(nameof(Count))] public Body B = new();", "B", "nothing is passed to the parameter 'Size'")]
    [InlineData("[BinaryArguments(\"Later\")] public Body B = new(); public byte Later;", "B", "one of the members named is not such a member")]
    [InlineData("public string Size = \"\"; [BinaryArguments(nameof(Size))] public Body B = new();", "B", "one of the members named is not such a member")]
    [InlineData("public Header H; [BinaryArguments(\"H.Missing\")] public Body B = new();", "B", "one of the members named is not such a member")]
    public async Task Arguments_that_do_not_fit_the_parameters_are_refused(string members, string member, string expected)
    {
        string message = await AnalyzerHarness.Message(Types + $"\n[BinarySerializable] public partial class Message {{ {members} }}", new LayoutAnalyzer());

        Assert.StartsWith($"[BinaryArguments] does not apply to member '{member}'", message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("[BinarySerializable] public partial class Message { [BinaryParameter] public string Name = \"\"; }", "[BinaryParameter] does not apply to member 'Name'", "integer or enum members")]
    [InlineData("[BinarySerializable] public partial class Message { [BinaryParameter] public bool Flag; }", "[BinaryParameter] does not apply to member 'Flag'", "integer or enum members")]
    [InlineData("[BinarySerializable] public partial class Message { [BinaryParameter, BinaryVarInt] public int Size; }", "'Size'", "cannot be combined")]
    [InlineData("[BinarySerializable, BinaryByteOrderFrom(nameof(Order), LittleEndian = [1], BigEndian = [2])] public partial class Message { public byte Order; [BinaryParameter] public int Size; }", "[BinaryParameter] does not apply to member 'Size'", "no [BinaryByteOrderFrom]")]
    public async Task A_parameter_that_is_not_a_plain_integer_is_refused(string source, string start, string expected)
    {
        string message = await AnalyzerHarness.Message(Types + "\n" + source, new LayoutAnalyzer());

        Assert.Contains(start, message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }

    /// <summary>
    /// A condition on a parameter cannot be filled on write, so the member must say by its null whether it is there
    /// (the write checks that against the argument): a member that is not nullable is refused, naming the parameter.
    /// </summary>
    [Fact]
    public async Task A_condition_on_a_parameter_needs_a_nullable_member()
    {
        string message = await AnalyzerHarness.Message(Types + "\n[BinarySerializable] public partial class Message { [BinaryParameter] public byte Kind; [BinaryWhen(nameof(Kind), Value = 1)] public int Extra; }", new LayoutAnalyzer());

        Assert.StartsWith("[BinaryWhen] does not apply to member 'Extra'", message, System.StringComparison.Ordinal);
        Assert.Contains("nullable members when the condition reads a parameter: 'Kind' is passed by the enclosing value", message, System.StringComparison.Ordinal);
    }

    /// <summary>A nullable member under a condition on a parameter (ZIP64's sizes, there when the header's are saturated) compiles clean.</summary>
    [Fact]
    public async Task A_nullable_member_may_be_conditional_on_a_parameter()
    {
        var diagnostics = await AnalyzerHarness.Diagnostics(Types + "\n[BinarySerializable] public partial class Message { [BinaryParameter] public uint Size; [BinaryWhen(nameof(Size), Value = 0xFFFFFFFF)] public ulong? Real; [BinaryWhen(nameof(Size), Mask = 1)] public byte[]? Extra; }", new LayoutAnalyzer());

        Assert.Empty(diagnostics);
    }

    /// <summary>
    /// A condition computed by a method: nothing fills its holders from the member, so the member must be nullable, and
    /// the method one expression of earlier members (so the exports compute it too); each mistake names its cause.
    /// </summary>
    [Theory]
    [InlineData("public ushort Size; [BinaryWhen(nameof(Long))] public uint Next; private static bool Long(ushort size) => size > 9;", "'Next'", "the member nullable")]
    [InlineData("public ushort Size; [BinaryWhen(nameof(Long))] public uint? Next; private static bool Long(int size) => size > 9;", "'Next'", "parameter 'size' is not one of them")]
    [InlineData("[BinaryWhen(nameof(Long))] public uint? Next; public ushort Size; private static bool Long(ushort size) => size > 9;", "'Next'", "parameter 'size' is not one of them")]
    [InlineData("public ushort Size; [BinaryWhen(nameof(Long))] public uint? Next; private static bool Long(ushort size) { var limit = 9; return size > limit; }", "'Next'", "returning one expression of them")]
    [InlineData("public ushort Size; [BinaryWhen(nameof(Long), Value = 1)] public uint? Next; private static bool Long(ushort size) => size > 9;", "'Next'", "static bool method")]
    public async Task A_method_condition_that_cannot_be_computed_or_checked_is_refused(string members, string member, string expected)
    {
        string message = await AnalyzerHarness.Message(Types + "\n[BinarySerializable] public partial class Message { " + members + " }", new LayoutAnalyzer());

        Assert.StartsWith($"[BinaryWhen] does not apply to member {member}", message, System.StringComparison.Ordinal);
        Assert.Contains(expected, message, System.StringComparison.Ordinal);
    }

    /// <summary>The SQLite cell's shape (a method over a varint and a parameter, a nullable member) compiles clean.</summary>
    [Fact]
    public async Task A_method_condition_over_a_parameter_and_a_varint_compiles_clean()
    {
        var diagnostics = await AnalyzerHarness.Diagnostics(Types + "\n[BinarySerializable] public partial class Cell { [BinaryParameter] public int Usable; [BinaryVarInt(VarIntEncoding.Unsigned)] public long Size; [BinaryWhen(nameof(Spills))] public uint? Next; private static bool Spills(long size, int usable) => size > usable - 35; }", new LayoutAnalyzer());

        Assert.Empty(diagnostics);
    }
}
