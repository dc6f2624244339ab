using System.Threading.Tasks;
using Microsoft.CodeAnalysis.CSharp;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

public class LayoutAnalyzerTests
{
    private static Task<System.Collections.Generic.List<string>> Run(string source, LanguageVersion version = LanguageVersion.Latest)
        => AnalyzerHarness.Diagnostics("using System; using System.Collections.Generic; using Spanwire;\n" + source, new LayoutAnalyzer(), version);

    [Fact]
    public async Task Valid_types_get_no_diagnostics()
        => Assert.Empty(await Run("""
            [BinarySerializable] public partial record Trade(long Id, string Symbol, double Price);
            [BinarySerializable] public partial struct Point { public float X; public float Y; }
            [BinarySerializable] public partial class Node { public int Value { get; set; } public Node? Next { get; set; } public List<Point>? Points { get; set; } }
            public partial class Outer { [BinarySerializable] internal partial record Inner(int A, [property: BinaryIgnore] object? Skipped); }
            """));

    [Fact]
    public async Task SPW0001_type_and_containing_type_must_be_partial()
        => Assert.Equal(
            ["SPW0001: Whole", "SPW0001: Inner"],
            await Run("""
                [BinarySerializable] public class Whole { public int X; }
                public class Outer { [BinarySerializable] public partial class Inner { public int X; } }
                """));

    [Fact]
    public async Task SPW0002_unsupported_member_types_are_named()
    {
        Assert.Equal(
            ["SPW0002: Any", "SPW0002: Map"],
            await Run("[BinarySerializable] public partial class Bad { public object? Any { get; set; } public Dictionary<int, int>? Map; public int Fine; }"));
        Assert.Contains("Dictionary<int, int>",
            await AnalyzerHarness.Message("using Spanwire; [BinarySerializable] public partial class Bad { public System.Collections.Generic.Dictionary<int, int>? Map; }", new LayoutAnalyzer()), System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task SPW0002_member_of_a_serializable_type_that_cannot_generate()
    {
        Assert.Equal(
            ["SPW0001: Broken", "SPW0002: Inner"],
            await Run("""
                [BinarySerializable] public class Broken { public int X; }
                [BinarySerializable] public partial class User { public Broken? Inner; }
                """));

        // The member's diagnostic names the nested type's first problem, instead of calling a serializable type unsupported.
        Assert.Equal(
            "Member 'Items' holds 'Body', which does not generate because of SPW0011 on 'Body.Text'; fix that and this member serializes",
            await AnalyzerHarness.Message("""
                using Spanwire;
                [BinarySerializable] public partial struct Body { [BinaryFixedLength(0)] public string Text; }
                [BinarySerializable] public partial class User { public System.Collections.Generic.List<Body> Items = []; }
                """, new LayoutAnalyzer(), "SPW0002"));
    }

    [Fact]
    public async Task SPW0003_ref_struct_abstract_and_static_types()
        => Assert.Equal(
            ["SPW0003: Span", "SPW0003: Base", "SPW0003: Holder"],
            await Run("""
                [BinarySerializable] public ref partial struct Span { public int X; }
                [BinarySerializable] public abstract partial class Base { public int X; }
                [BinarySerializable] public static partial class Holder { }
                """));

    [Fact]
    public async Task SPW0004_get_only_members_without_a_constructor()
    {
        Assert.Equal(["SPW0004: NoWay"], await Run("[BinarySerializable] public partial class NoWay { public int X { get; } public int Y { get; set; } }"));
        Assert.Empty(await Run("[BinarySerializable] public partial class Ok { public Ok(int x) { X = x; } public int X { get; } public int Computed => X * 2; }"));
    }

    [Fact]
    public async Task SPW0005_generic_types()
        => Assert.Equal(["SPW0005: Box"], await Run("[BinarySerializable] public partial class Box<T> { public T? Value { get; set; } }"));

    [Fact]
    public async Task SPW0006_private_members_are_reported_as_skipped()
    {
        Assert.Equal(["SPW0006: secret"], await Run("[BinarySerializable] public partial class WithSecret { public int Shown; private int secret; public int Use() => secret; }"));
        Assert.Empty(await Run("[BinarySerializable] public partial class Ignored { public int Shown; [BinaryIgnore] private int cache; public int Use() => cache; }"));
    }

    [Fact]
    public async Task SPW0007_recursion_needs_a_nullable_break()
    {
        Assert.Equal(["SPW0007: Next"], await Run("#nullable enable\n[BinarySerializable] public partial class Chain { public Chain Next { get; set; } = null!; }"));
        Assert.Empty(await Run("#nullable enable\n[BinarySerializable] public partial class Chain { public Chain? Next { get; set; } }"));
    }

    [Theory]
    [InlineData("FixedSize")]
    [InlineData("WriteChunk")]
    [InlineData("ReadFixedAt")]
    public async Task SPW0008_member_names_that_clash_with_generated_members(string name)
        => Assert.Equal([$"SPW0008: {name}"], await Run($"[BinarySerializable] public partial class Clash {{ public int {name}; }}"));

    [Fact]
    public async Task SPW0009_language_version_below_9()
        => Assert.Contains("SPW0009: Old", await Run("[BinarySerializable] public partial class Old { public int X; }", LanguageVersion.CSharp8));

    [Fact]
    public async Task SPW0010_types_nested_in_private_types_are_not_registered()
        => Assert.Equal(
            ["SPW0010: Hidden"],
            await Run("public partial class Host { [BinarySerializable] private partial struct Hidden { public int X; } }"));

    [Fact]
    public async Task SPW1009_interface_collections_suggest_an_array()
    {
        Assert.Equal(["SPW1009: Items"], await Run("[BinarySerializable] public partial class Bag { public IReadOnlyList<int>? Items { get; set; } public int[]? Fine { get; set; } }"));
        Assert.Contains("int[] or ImmutableArray<int>",
            await AnalyzerHarness.Message("using Spanwire; [BinarySerializable] public partial class Bag { public System.Collections.Generic.IReadOnlyList<int>? Items { get; set; } }", new LayoutAnalyzer()), System.StringComparison.Ordinal);
    }

    /// <summary>A type that ends with the rest of its frame can end a type or sit in a frame, never precede a member or be an item.</summary>
    [Fact]
    public async Task SPW0011_a_value_that_takes_the_rest_of_its_frame_needs_a_frame_or_the_last_place()
    {
        const string Types = """
            [BinarySerializable] public partial class Tail { public int X; [BinaryRemainder] public byte[] Rest = []; }
            [BinarySerializable] public partial class Versioned { public int X; [BinaryTrailing] public int Added; }
            """;
        Assert.Equal(
            ["SPW0011: Body", "SPW0011: Items", "SPW0011: Newer"],
            await Run(Types + """
                [BinarySerializable] public partial class Outer
                {
                    public Tail Body = new();
                    public List<Tail> Items = new();
                    public Versioned Newer = new();
                    public short After;
                }
                """));
        Assert.Empty(await Run(Types + """
            [BinarySerializable] public partial class Framed { [BinarySizePrefix(LengthPrefix.UInt16)] public Tail Body = new(); public Versioned Last = new(); }
            """));
        string message = await AnalyzerHarness.Message("using System.Collections.Generic; using Spanwire;\n" + Types + "[BinarySerializable] public partial class Outer { public List<Versioned> Items = new(); }", new LayoutAnalyzer());
        Assert.Contains("[BinaryTrailing]", message, System.StringComparison.Ordinal);
        Assert.Contains("never a collection's items", message, System.StringComparison.Ordinal);
    }

    /// <summary>A control refused by its own rule names the member's other controls, so the pair is named whole.</summary>
    [Fact]
    public async Task SPW0011_names_the_other_controls_of_the_member()
    {
        string message = await AnalyzerHarness.Message("using Spanwire; [BinarySerializable] public partial class Both { [BinaryVarInt, BinaryByteOrder(ByteOrder.LittleEndian)] public int Count; }", new LayoutAnalyzer());
        Assert.Contains("[BinaryByteOrder] does not apply", message, System.StringComparison.Ordinal);
        Assert.EndsWith("(the member also has [BinaryVarInt])", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task SPW0011_layout_attributes_on_members_they_do_not_fit()
    {
        Assert.Equal(
            ["SPW0011: Count", "SPW0011: Name"],
            await Run("""
                [BinarySerializable] public partial class Misused
                {
                    [BinaryLengthPrefix(LengthPrefix.UInt8)] public int Count { get; set; }
                    [BinaryVarInt] public string? Name { get; set; }
                }
                """));
        Assert.Equal(
            ["SPW0011: Zero", "SPW0011: Both", "SPW0011: Number"],
            await Run("""
                [BinarySerializable] public partial class FixedMisused
                {
                    [BinaryFixedLength(0)] public string Zero { get; set; } = "";
                    [BinaryFixedLength(4), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Both { get; set; } = "";
                    [BinaryFixedLength(4)] public int Number { get; set; }
                }
                """));
        Assert.Equal(
            ["SPW0011: Count"],
            await Run("[BinarySerializable] public partial class Encoded { [BinaryStringEncoding(StringEncoding.Latin1)] public int Count; [BinaryStringEncoding(StringEncoding.Ascii)] public string? Text; }"));
        Assert.Equal(
            ["SPW0011: Small", "SPW0011: Maybe"],
            await Run("[BinarySerializable(Layout = WireLayout.Xdr)] public partial class Rpc { public int Xid; public short Small; public int? Maybe; public bool Flag; public string Name = \"\"; }"));
        Assert.Equal(
            ["SPW0011: Wide", "SPW0011: A"],
            await Run("[BinarySerializable] public partial class Bits { [BinaryBitField(9)] public byte Wide; public int Gap; [BinaryBitField(3)] public byte A; [BinaryBitField(3)] public byte B; }"));
        Assert.Empty(await Run("[BinarySerializable] public partial class Bits { [BinaryBitField(5)] public byte A; [BinaryBitField(3)] public byte B; [BinaryBitField(8)] public ushort C; }"));

        // Constant bytes go before a container, never inside one; a size frame cannot wrap a bit shared with others.
        Assert.Equal(
            ["SPW0011: Low", "SPW0011: Framed"],
            await Run("""
                [BinarySerializable] public partial class Inside { [BinaryBitField(4)] public byte High; [BinaryConstant(0xCE), BinaryBitField(4)] public byte Low; }
                [BinarySerializable] public partial class Frame { [BinarySizePrefix, BinaryBitField(4)] public byte Framed; [BinaryBitField(4)] public byte Low; }
                """));
        Assert.Empty(await Run("[BinarySerializable, BinaryConstant(\"AB\")] public partial class Between { [BinaryBitField(4)] public byte A; [BinaryBitField(4)] public byte B; [BinaryConstant(0xCE), BinaryBitField(8)] public byte C; }"));
        Assert.Equal(
            ["SPW0011: U", "SPW0011: C"],
            await Run("[BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(3, typeof(C))] public abstract partial class U { } [BinarySerializable, BinaryConstant(0x01)] public sealed partial class C : U { [BinaryBitField(4)] public byte Flags; }"));
        Assert.Equal(
            ["SPW0011: Flag"],
            await Run("[BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)] public partial class Order { public int Fine; public Guid Kept; [BinaryByteOrder(ByteOrder.LittleEndian)] public bool Flag; }"));
        Assert.Equal(
            ["SPW0011: Later", "SPW0011: Missing"],
            await Run("""
                [BinarySerializable] public partial class Bindings
                {
                    public int Count;
                    [BinaryLengthFrom("After")] public int[] Later = [];
                    public int After;
                    [BinaryLengthFrom("Nope")] public string Missing = "";
                    [BinaryLengthFrom(nameof(Count))] public string Fine = "";
                }
                """));
        Assert.Equal(
            ["SPW0011: Early", "SPW0011: NotLast"],
            await Run("""
                [BinarySerializable] public partial class Conditions
                {
                    [BinaryWhen("Version", Value = 2)] public int Early;
                    public byte Version;
                    [BinaryTrailing] public int Optional;
                    public int NotLast;
                }
                """));
        Assert.Equal(
            ["SPW0011: Both", "SPW0011: Backwards", "SPW0011: MaskedRange", "SPW0011: BoolRange"],
            await Run("""
                [BinarySerializable] public partial class Ranges
                {
                    public short Version;
                    public bool Flag;
                    [BinaryWhen(nameof(Version), Value = 2, AtLeast = 1)] public int Both;
                    [BinaryWhen(nameof(Version), AtLeast = 3, AtMost = 2)] public int Backwards;
                    [BinaryWhen(nameof(Version), Mask = 1, AtMost = 2)] public int MaskedRange;
                    [BinaryWhen(nameof(Flag), AtLeast = 1)] public int BoolRange;
                    [BinaryWhen(nameof(Version), AtLeast = 3)] public int Fine;
                    [BinaryWhen(nameof(Flag), Value = 0)] public int WhenFalse;
                }
                """));
        Assert.Empty(await Run("""
            [BinarySerializable] public partial record Fine([BinaryLengthPrefix(LengthPrefix.VarUInt)] string Name, [BinaryVarInt] long Delta)
            {
                [BinaryLengthPrefix(LengthPrefix.Int16)] public int[]? Items { get; init; }
            }
            """));
    }

    [Fact]
    public async Task SPW0011_union_cases_must_derive_and_have_distinct_tags()
    {
        Assert.Equal(
            ["SPW0011: Shape", "SPW0011: Shape"],
            await Run("""
                [BinarySerializable, BinaryUnionCase(1, typeof(Circle)), BinaryUnionCase(1, typeof(Square)), BinaryUnionCase(300, typeof(Other))]
                public abstract partial class Shape { }
                [BinarySerializable] public sealed partial class Circle : Shape { public double R; }
                [BinarySerializable] public sealed partial class Square : Shape { public double S; }
                [BinarySerializable] public sealed partial class Other { public int X; }
                """));
        Assert.Empty(await Run("""
            [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16), BinaryUnionCase(1, typeof(Circle)), BinaryUnionCase(300, typeof(Square))]
            public abstract partial class Shape { }
            [BinarySerializable] public sealed partial class Circle : Shape { public double R; }
            [BinarySerializable] public sealed partial class Square : Shape { public double S; }
            """));
    }

    [Fact]
    public async Task Types_without_the_attribute_are_ignored()
        => Assert.Empty(await Run("public class Plain { private int x; public object? Any; public int Use() => x; }"));
}
