using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using System.Runtime.Loader;
using System.Text;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Controls;
using Xunit;
using Xunit.Abstractions;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Every pair of layout controls on one member, alone and inside a frame, a union case, a collection item and a
/// checksum: each pair the conflict table allows must generate, compile and round-trip random values (read whole, at
/// every cut, split across two segments and as a block); each pair it refuses gets SPW0011 naming both controls.
/// </summary>
public class CompositionMatrixTests(ITestOutputHelper output)
{
    /// <summary>
    /// A control as a member uses it: its attribute, the member types it takes, the members it needs beside it, and
    /// (aligned with <see cref="Types"/>) values of those types it accepts when not every value is (BCD's digits).
    /// </summary>
    /// <param name="Passed">The type it declares takes parameters: an enclosing value without [BinaryArguments] refuses it, naming the control.</param>
    private sealed record Usage(Type Control, string Attribute, string[] Types, string Before = "", string After = "", bool Last = false, string TypeOption = "", string[]? Values = null, string TypeAttribute = "", bool Passed = false)
    {
        public string? ValueOf(string typeKey) => Values is not null && Array.IndexOf(Types, typeKey) is >= 0 and var at ? Values[at] : null;
    }

    /// <summary>The member types of the matrix: the C# type, and a random value of it (a Random named r is in scope).</summary>
    private static readonly Dictionary<string, (string Type, string Value)> MemberTypes = new()
    {
        ["int"] = ("int", "r.Next() - r.Next()"),
        ["long"] = ("long", "r.NextInt64(long.MinValue, long.MaxValue)"),
        ["nibble"] = ("byte", "(byte)r.Next(16)"),
        ["string"] = ("string", "Values.Text(r)"),
        ["bytes"] = ("byte[]", "Values.Bytes(r, r.Next(9))"),
        ["bytes8"] = ("byte[]", "Values.Bytes(r, 8)"),
        ["ints"] = ("System.Collections.Generic.List<int>", "Values.Ints(r)"),
        ["bytelist"] = ("System.Collections.Generic.List<byte>", "Values.NonZeroBytes(r)"),
        ["strings"] = ("System.Collections.Generic.List<string>", "Values.Texts(r)"),
        ["nested"] = ("Inner", "new Inner { A = r.Next(), S = Values.Text(r) }"),
        ["enum"] = ("Color", "(Color)r.Next(3)"),
        ["union"] = ("Shape", "Values.Shape(r)"),
        ["shapes"] = ("System.Collections.Generic.List<Shape>", "Values.Shapes(r)"),
        ["inners"] = ("System.Collections.Generic.List<Inner>", "Values.Inners(r)"),
        ["segment"] = ("Segment", "new Segment { Port = (ushort)r.Next(), S = Values.Text(r) }"),
        ["taker"] = ("Taker", "new Taker { A = r.Next() }"),
        ["date"] = ("System.DateTime", "new System.DateTime(630822816000000000L + (r.NextInt64(0, 1L << 40) * 10), System.DateTimeKind.Utc)"),
    };

    private static readonly Usage[] Usages =
    [
        new(typeof(LengthPrefixControl), "BinaryLengthPrefix(LengthPrefix.UInt16)", ["string", "bytes", "ints", "strings", "shapes"]),
        new(typeof(ItemLengthPrefix), "BinaryItemLengthPrefix(LengthPrefix.CompactVarUInt)", ["strings"]),
        new(typeof(VarInt), "BinaryVarInt", ["int", "long", "ints"]),
        new(typeof(Timestamp), "BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)", ["date"]),
        new(typeof(Bcd), "BinaryBcd(Digits = 9)", ["int", "ints", "long"], Values: ["r.Next(0, 1_000_000_000)", "Values.Ints(r)", "r.NextInt64(0, 1_000_000_000)"]),
        new(typeof(StringEncodingControl), "BinaryStringEncoding(StringEncoding.Latin1)", ["string", "strings"]),
        new(typeof(FixedLength), "BinaryFixedLength(8)", ["string", "bytes8"]),
        new(typeof(BitField), "BinaryBitField(4)", ["nibble"], After: "[BinaryBitField(4)] public byte Low { get; set; }"),
        new(typeof(Controls.ByteOrder), "BinaryByteOrder(ByteOrder.LittleEndian)", ["int", "long", "ints", "string", "nibble"]),
        new(typeof(ByteOrderFrom), "", ["int", "long", "ints", "string", "nested", "strings", "date", "enum", "inners"], Before: "[BinaryByteOrder(ByteOrder.BigEndian)] public int Order { get; set; }", TypeAttribute: "BinaryByteOrderFrom(nameof(Order), LittleEndian = [1], BigEndian = [0])"),
        new(typeof(PresenceByte), "BinaryPresenceByte", ["string", "bytes", "ints", "nested"]),
        new(typeof(NullTerminated), "BinaryNullTerminated", ["string", "strings"]),
        new(typeof(Remainder), "BinaryRemainder", ["string", "bytes", "ints", "strings"], Last: true),
        new(typeof(Terminated), "BinaryTerminated", ["bytelist"]),
        new(typeof(Until), "BinaryUntil(nameof(Inner.A))", ["inners"]),
        new(typeof(ItemWeight), "BinaryItemWeight(2, typeof(Word))", ["shapes"]),
        new(typeof(Compressed), "BinaryCompressed(CompressionFormat.Zlib)", ["bytes"]),
        new(typeof(Reserved), "BinaryReserved(2)", ["int", "string", "nested", "ints", "union", "segment", "taker"]),
        new(typeof(Constant), "BinaryConstant(0x81, 0x00)", ["int", "string", "nested", "ints", "long", "nibble", "date", "enum", "union", "inners", "shapes", "segment", "taker"]),
        new(typeof(Valid), "BinaryValid(Min = -1000000, Max = 1000000)", ["int", "long"], Values: ["r.Next(-1000000, 1000000)", "r.NextInt64(-1000000, 1000000)"]),
        new(typeof(SizePrefix), "BinarySizePrefix(LengthPrefix.VarUIntMax4)", ["int", "string", "bytes", "ints", "nested", "strings", "bytelist", "long", "date", "enum", "union", "inners", "shapes", "segment", "taker"]),
        new(typeof(Checksum), "BinaryChecksum(ChecksumAlgorithm.Crc16Ccitt, Placement = ChecksumPlacement.After)", ["int", "string", "bytes", "ints", "nested", "strings", "bytelist", "long", "date", "enum", "union", "segment", "taker"]),
        new(typeof(Xdr), "", ["int", "long", "string", "bytes", "ints", "nested", "enum"], TypeOption: "Layout = WireLayout.Xdr"),
        new(typeof(PadTo), "BinaryPadTo(8)", ["string", "bytes", "int", "nested", "ints"]),
        new(typeof(DefinedEnums), "", ["enum"], TypeOption: "RejectUndefinedEnums = true"),
        new(typeof(LengthFrom), "BinaryLengthFrom(nameof(Len))", ["string", "bytes", "ints", "strings", "nested", "union", "shapes", "segment", "taker"], Before: "public int Len { get; set; }"),
        new(typeof(TagFrom), "BinaryTagFrom(nameof(Kind))", ["union"], Before: "public byte Kind { get; set; }"),
        new(typeof(LengthOf), "BinaryLengthOf(nameof(Data))", ["int"], After: "[BinaryLengthFrom(nameof(M))] public byte[] Data { get; set; } = [];"),
        new(typeof(When), "BinaryWhen(nameof(Flag), Value = 1)", ["int", "string", "bytes", "ints", "nested", "long", "strings", "date", "enum", "union", "inners", "shapes", "segment", "taker"], Before: "public int Flag { get; set; }"),
        new(typeof(Trailing), "BinaryTrailing", ["int", "string", "bytes", "ints", "nested", "long", "union"], Last: true),
        // The value at offset 0 of whatever holds the pair (never written, so any bytes there read back the same).
        // A nested value whose checksum covers a pseudo-header of the holder's earlier member.
        new(typeof(PseudoHeader), "BinaryPseudoHeader(nameof(Addr))", ["segment"], Before: "public uint Addr { get; set; }"),
        // A parameter has no bytes (a member after it gives the value some); a nested value whose type takes one.
        new(typeof(Parameter), "BinaryParameter", ["int", "long", "enum"], After: "public int Tail { get; set; }", Passed: true),
        new(typeof(Arguments), "BinaryArguments(nameof(Scale))", ["taker"], Before: "public int Scale { get; set; }"),
        new(typeof(Pointer), "BinaryPointer(nameof(Ptr))", ["int"], Before: "public uint Ptr { get; set; } public int Pad { get; set; }"),
        new(typeof(Positioned), "BinaryAt(nameof(At))", ["int", "string", "bytes", "ints", "nested", "long", "strings", "union"], Before: "public uint At { get; set; }", Last: true),
    ];

    private static readonly string[] Contexts = ["alone", "frame", "case", "item", "checksum"];

    /// <summary>One pair of controls on one member type.</summary>
    private sealed record Pair(int Index, Usage First, Usage Second, string TypeKey)
    {
        public string Name => $"{Short(First)} + {Short(Second)} on {TypeKey}";

        private static string Short(Usage usage) => usage.Control.Name;
    }

    [Fact]
    public async Task Every_allowed_pair_round_trips_and_every_refused_pair_names_both_controls()
    {
        Assert.Equal(LayoutControl.All.Select(c => c.GetType()).OrderBy(t => t.Name), Usages.Select(u => u.Control).OrderBy(t => t.Name));
        List<Pair> pairs = Pairs();
        string source = Source(pairs);
        (Compilation declared, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
        ImmutableArray<Diagnostic> layout = await declared.WithAnalyzers([new LayoutAnalyzer()]).GetAnalyzerDiagnosticsAsync();

        var refused = new List<string>();
        var unexpected = new List<string>();
        var skipped = new HashSet<(int Index, string Context)>();
        foreach (Pair pair in pairs)
        {
            // The pair's own declaration first: a refusal there must name both controls.
            List<Diagnostic> own = OnLine(layout, source, pair.Index, $"class P{pair.Index} ");
            if (own.Count > 0)
            {
                skipped.UnionWith(Contexts.Select(context => (pair.Index, context)));
                string message = Messages(own);
                bool namesBoth = own.All(d => d.Id == "SPW0011") && message.Contains(DisplayName(pair.First), StringComparison.Ordinal) && message.Contains(DisplayName(pair.Second), StringComparison.Ordinal);
                (namesBoth ? refused : unexpected).Add($"{pair.Name}: {message}");
                continue;
            }

            // Then each context: only a value that takes the rest of its frame, or one whose type takes parameters that the
            // enclosing value does not pass, may be refused there, naming the control that makes it so.
            foreach ((string context, string declaration) in new[] { ("frame", $"class F{pair.Index} "), ("case", $"class U{pair.Index} "), ("item", $"class L{pair.Index} "), ("checksum", $"class K{pair.Index} ") })
            {
                List<Diagnostic> found = OnLine(layout, source, pair.Index, declaration);
                if (found.Count == 0)
                {
                    continue;
                }

                skipped.Add((pair.Index, context));
                string message = Messages(found);
                Usage? openEnded = pair.First.Last || pair.First.Passed ? pair.First : pair.Second.Last || pair.Second.Passed ? pair.Second : null;
                bool namesIt = openEnded is not null && found.All(d => d.Id == "SPW0011") && message.Contains(DisplayName(openEnded), StringComparison.Ordinal);
                (namesIt ? refused : unexpected).Add($"{pair.Name} in context '{context}': {message}");
            }
        }

        // The probe runs what generated; a refused declaration's types are stubs.
        List<Pair> allowedPairs = pairs.Where(p => !skipped.Contains((p.Index, "alone"))).ToList();
        (Compilation generated, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source + ProbeSource(allowedPairs, skipped)));
        var compileErrors = generated.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).Select(d => d.ToString()).ToList();
        Assert.True(compileErrors.Count == 0, string.Join("\n", compileErrors.Take(20)));
        using var stream = new MemoryStream();
        Assert.True(generated.Emit(stream).Success);

        string failures = Run(stream.ToArray(), allowedPairs.ConvertAll(p => p.Index));
        int pairsAllowed = allowedPairs.Count;
        int contextsRun = allowedPairs.Sum(p => Contexts.Count(c => !skipped.Contains((p.Index, c))));
        output.WriteLine($"pairs: {pairs.Count}; allowed: {pairsAllowed}, refused: {pairs.Count - pairsAllowed}; declarations round-tripped (pair x context): {contextsRun}; refused in a context: {skipped.Count - (pairs.Count - pairsAllowed) * Contexts.Length}; other diagnostics: {unexpected.Count}");
        foreach (string line in refused)
        {
            output.WriteLine("refused: " + line);
        }

        Assert.True(unexpected.Count == 0, "A pair got a diagnostic that does not name both controls:\n" + string.Join("\n", unexpected));

        // A usage row whose types no other row shares would pass untested: every control composes with some other.
        Assert.Empty(Usages.Where(usage => !allowedPairs.Any(pair => pair.First == usage || pair.Second == usage)).Select(usage => usage.Control.Name));
        Assert.True(failures.Length == 0, failures);
    }

    /// <summary>Each unordered pair of distinct controls, on the first member type both take.</summary>
    private static List<Pair> Pairs()
    {
        var pairs = new List<Pair>();
        for (int i = 0; i < Usages.Length; i++)
        {
            for (int j = i + 1; j < Usages.Length; j++)
            {
                string? shared = Usages[i].Types.FirstOrDefault(t => Usages[j].Types.Contains(t));
                // A member that must be last cannot have a companion member after it (a bit field's neighbour, a bound length's part).
                bool lastBeforeCompanion = (Usages[i].Last && Usages[j].After.Length > 0) || (Usages[j].Last && Usages[i].After.Length > 0);
                if (shared is not null && !lastBeforeCompanion && !(Usages[i].TypeOption.Length > 0 && Usages[j].TypeOption.Length > 0))
                {
                    pairs.Add(new Pair(pairs.Count, Usages[i], Usages[j], shared));
                }
            }
        }

        return pairs;
    }

    private static string LineOf(string source, Diagnostic diagnostic) => source.Split('\n')[diagnostic.Location.GetLineSpan().StartLinePosition.Line];

    private static List<Diagnostic> OnLine(ImmutableArray<Diagnostic> diagnostics, string source, int index, string declaration)
        => diagnostics.Where(d => d.Location.GetLineSpan().Path == "Consumer.cs" && TypeIndexAt(source, d) == index && LineOf(source, d).Contains(declaration, StringComparison.Ordinal)).ToList();

    private static string Messages(List<Diagnostic> diagnostics)
        => string.Join(" | ", diagnostics.Select(d => d.Id + ": " + d.GetMessage(System.Globalization.CultureInfo.InvariantCulture)));

    private static string DisplayName(Usage usage) => LayoutControl.All.Single(c => c.GetType() == usage.Control).DisplayName;

    private static int TypeIndexAt(string source, Diagnostic diagnostic)
    {
        // Each pair's declarations are on lines that end with its marker comment.
        string text = LineOf(source, diagnostic);
        int marker = text.LastIndexOf("//#", StringComparison.Ordinal);
        return marker < 0 ? -1 : int.Parse(text[(marker + 3)..].Trim(), System.Globalization.CultureInfo.InvariantCulture);
    }

    private static string Source(List<Pair> pairs)
    {
        var source = new StringBuilder("""
            using System;
            using System.Collections.Generic;
            using Spanwire;

            public enum Color : byte { Red, Green, Blue }

            [BinarySerializable, BinaryByteOrderFrom] // follows the order of a type whose order its holder chooses
            public partial class Inner { public int A { get; set; } public string S { get; set; } = ""; }

            [BinarySerializable, BinaryUnionCase(1, typeof(Dot)), BinaryUnionCase(2, typeof(Word))]
            public abstract partial class Shape { }

            [BinarySerializable]
            public partial class Dot : Shape { public int X { get; set; } }

            [BinarySerializable]
            public partial class Word : Shape { [BinaryLengthPrefix(LengthPrefix.UInt8)] public string S { get; set; } = ""; }

            [BinarySerializable]
            public partial class Taker { [BinaryParameter] public int Scale { get; set; } public int A { get; set; } }

            [BinarySerializable]
            public partial class Segment { public ushort Port { get; set; } [BinaryChecksum(ChecksumAlgorithm.Internet, PseudoHeader = true)] public ushort Sum { get; set; } public string S { get; set; } = ""; }

            """);
        foreach (Pair pair in pairs)
        {
            (string type, string natural) = MemberTypes[pair.TypeKey];
            string value = pair.First.ValueOf(pair.TypeKey) ?? pair.Second.ValueOf(pair.TypeKey) ?? natural;
            string options = string.Join(", ", new[] { pair.First.TypeOption, pair.Second.TypeOption }.Where(o => o.Length > 0));
            string serializable = (options.Length > 0 ? $"[BinarySerializable({options})]" : "[BinarySerializable]")
                + string.Concat(new[] { pair.First.TypeAttribute, pair.Second.TypeAttribute }.Where(a => a.Length > 0).Select(a => $"[{a}]"));
            string attributes = string.Join(", ", new[] { pair.First.Attribute, pair.Second.Attribute }.Where(a => a.Length > 0));
            string before = pair.First.Before + " " + pair.Second.Before;
            string after = pair.First.After + " " + pair.Second.After;
            string initializer = type is "int" or "long" or "byte" or "Color" or "System.DateTime" ? "" : type is "Inner" or "Segment" or "Taker" ? " = new();" : type == "Shape" ? " = new Dot();" : type.StartsWith("System.Collections", StringComparison.Ordinal) ? " = new();" : type == "string" ? " = \"\";" : " = [];";
            string attributeList = attributes.Length > 0 ? $"[{attributes}] " : "";
            string members = $"{before} {attributeList}public {type} M {{ get; set; }}{initializer} {after}";
            // A conditional member holds a value only when its condition is true (a value set while it is false is a
            // write error, not a silent drop): half the values have the flag and the member, half neither.
            bool flagged = pair.First.Before.Contains("Flag", StringComparison.Ordinal) || pair.Second.Before.Contains("Flag", StringComparison.Ordinal);
            string fix = flagged ? "if (r.Next(2) == 1) v.Flag = 1; else v.M = default!; " : "";
            // A type whose order a holder chooses is written in both orders.
            fix += before.Contains("Order", StringComparison.Ordinal) ? "v.Order = r.Next(2); " : "";
            fix += before.Contains("Addr", StringComparison.Ordinal) ? "v.Addr = (uint)r.Next(); " : "";
            string low = after.Contains("Low", StringComparison.Ordinal) ? "Low = (byte)r.Next(16), " : "";
            string data = after.Contains("Data", StringComparison.Ordinal) ? "Data = Values.Bytes(r, r.Next(9)), " : "";
            string init = $"{{ {low}{data}M = {value} }}";
            int i = pair.Index;
            string chk = "[BinaryChecksum(ChecksumAlgorithm.Crc32C, Placement = ChecksumPlacement.After)]";
            source.Append($$"""
                {{serializable}} public partial class P{{i}} { {{members}} public static P{{i}} Make(Random r) { var v = new P{{i}} {{init}}; {{fix}}return v; } } //#{{i}}
                [BinarySerializable] public partial class F{{i}} { [BinarySizePrefix(LengthPrefix.VarUInt)] public P{{i}} Body { get; set; } = new(); public short Tail { get; set; } public static F{{i}} Make(Random r) => new F{{i}} { Body = P{{i}}.Make(r), Tail = (short)r.Next() }; } //#{{i}}
                [BinarySerializable, BinaryUnionCase(7, typeof(C{{i}}))] public abstract partial class U{{i}} { public static U{{i}} Make(Random r) { var v = new C{{i}} {{init}}; {{fix}}return v; } } //#{{i}}
                {{serializable}} public sealed partial class C{{i}} : U{{i}} { {{members}} } //#{{i}}
                [BinarySerializable] public partial class L{{i}} { public List<P{{i}}> Items { get; set; } = new(); public static L{{i}} Make(Random r) { var l = new L{{i}}(); for (int k = r.Next(4); k > 0; k--) l.Items.Add(P{{i}}.Make(r)); return l; } } //#{{i}}
                [BinarySerializable] public partial class K{{i}} { {{chk}} public P{{i}} Body { get; set; } = new(); public byte Tail { get; set; } public static K{{i}} Make(Random r) => new K{{i}} { Body = P{{i}}.Make(r), Tail = (byte)r.Next() }; } //#{{i}}

                """);
        }

        return source.ToString();
    }

    private static string ProbeSource(List<Pair> pairs, HashSet<(int Index, string Context)> skipped)
    {
        var cases = new StringBuilder();
        foreach (Pair pair in pairs)
        {
            bool openEnded = pair.First.Last || pair.Second.Last;
            string open = openEnded ? "true" : "false";
            int i = pair.Index;
            string Skip(string context) => skipped.Contains((i, context)) ? "// refused: " : "";
            cases.Append($$"""
                        case {{i}}:
                            for (int n = 0; n < 8; n++)
                            {
                                Check(failures, "{{pair.Name}} alone", P{{i}}.Make(r), {{open}});
                                {{Skip("frame")}}Check(failures, "{{pair.Name}} in a frame", F{{i}}.Make(r), false);
                                {{Skip("case")}}Check(failures, "{{pair.Name}} in a union case", U{{i}}.Make(r), {{open}});
                                {{Skip("item")}}Check(failures, "{{pair.Name}} in collection items", L{{i}}.Make(r), false);
                                {{Skip("checksum")}}Check(failures, "{{pair.Name}} in a checksum", K{{i}}.Make(r), false);
                            }

                            break;

                """);
        }

        return $$"""
            public static class Values
            {
                public static string Text(Random r) { var c = new char[r.Next(9)]; for (int i = 0; i < c.Length; i++) c[i] = (char)('a' + r.Next(26)); return new string(c); }
                public static byte[] Bytes(Random r, int n) { var b = new byte[n]; r.NextBytes(b); return b; }
                public static List<int> Ints(Random r) { var l = new List<int>(); for (int k = r.Next(5); k > 0; k--) l.Add(r.Next(1, 100)); return l; }
                public static List<byte> NonZeroBytes(Random r) { var l = new List<byte>(); for (int k = r.Next(5); k > 0; k--) l.Add((byte)r.Next(1, 256)); return l; }
                public static Shape Shape(Random r) => r.Next(2) == 0 ? new Dot { X = r.Next() } : new Word { S = Text(r) };
                public static List<Shape> Shapes(Random r) { var l = new List<Shape>(); for (int k = r.Next(4); k > 0; k--) l.Add(Shape(r)); return l; }
                public static List<Inner> Inners(Random r) { var l = new List<Inner>(); for (int k = r.Next(3); k > 0; k--) l.Add(new Inner { A = r.Next(1, 100), S = Text(r) }); l.Add(new Inner { A = 0, S = Text(r) }); return l; }
                public static List<string> Texts(Random r) { var l = new List<string>(); for (int k = r.Next(4); k > 0; k--) l.Add("x" + Text(r)); return l; }
            }

            public static class Probe
            {
                public static string Run(int index)
                {
                    var failures = new System.Text.StringBuilder();
                    var r = new Random(index);
                    switch (index)
                    {
            {{cases}}
                    }

                    return failures.ToString();
                }

                private static void Check<T>(System.Text.StringBuilder failures, string name, T value, bool openEnded)
                    where T : IBinarySerializable<T>, IBinaryReadable<T>
                {
                    try
                    {
                        byte[] bytes = BinarySerializer.Serialize(value);
                        if (bytes.Length != value.GetSerializedSize()) { failures.AppendLine($"{name}: size {value.GetSerializedSize()}, wrote {bytes.Length}"); return; }
                        T read = T.Read(bytes, out int bytesRead);
                        if (bytesRead != bytes.Length) { failures.AppendLine($"{name}: read {bytesRead} of {bytes.Length} bytes ({Convert.ToHexString(bytes)})"); return; }
                        byte[] again = BinarySerializer.Serialize(read);
                        if (!again.AsSpan().SequenceEqual(bytes)) { failures.AppendLine($"{name}: {Convert.ToHexString(bytes)} read back as {Convert.ToHexString(again)}"); return; }
                        for (int cut = 0; cut < bytes.Length; cut++)
                        {
                            // A value that takes the rest of its data cannot tell a cut from its end: it may read, or find the cut invalid.
                            try
                            {
                                if (T.TryRead(bytes.AsSpan(0, cut), out _, out _) && !openEnded) { failures.AppendLine($"{name}: {cut} of {bytes.Length} bytes read as a whole value ({Convert.ToHexString(bytes)})"); return; }
                            }
                            catch (BinarySerializationException) when (openEnded)
                            {
                            }

                            var split = Segments.Split(bytes, cut);
                            byte[] fromSplit = BinarySerializer.Serialize(BinarySerializer.Deserialize<T>(split));
                            if (!fromSplit.AsSpan().SequenceEqual(bytes)) { failures.AppendLine($"{name}: split at {cut} read back as {Convert.ToHexString(fromSplit)}"); return; }
                        }

                        if (!openEnded)
                        {
                            byte[] three = [.. bytes, .. bytes, .. bytes];
                            var block = new T[4];
                            int count = BinarySerializer.DeserializeMany<T>(three, block, out int blockRead);
                            if (count != 3 || blockRead != three.Length) { failures.AppendLine($"{name}: DeserializeMany read {count} values, {blockRead} of {three.Length} bytes"); return; }
                        }
                    }
                    catch (Exception e)
                    {
                        failures.AppendLine($"{name}: {e.GetType().Name}: {e.Message}");
                    }
                }
            }

            public sealed class Segments : System.Buffers.ReadOnlySequenceSegment<byte>
            {
                private Segments(ReadOnlyMemory<byte> memory, long start) { Memory = memory; RunningIndex = start; }

                public static System.Buffers.ReadOnlySequence<byte> Split(byte[] bytes, int at)
                {
                    var first = new Segments(bytes.AsMemory(0, at), 0);
                    var second = new Segments(bytes.AsMemory(at), at);
                    first.Next = second;
                    return new System.Buffers.ReadOnlySequence<byte>(first, 0, second, second.Memory.Length);
                }
            }
            """;
    }

    private static string Run(byte[] assembly, List<int> indexes)
    {
        var context = new AssemblyLoadContext("matrix", isCollectible: true);
        try
        {
            var run = context.LoadFromStream(new MemoryStream(assembly)).GetType("Probe")!.GetMethod("Run")!;
            var failures = new StringBuilder();
            foreach (int index in indexes)
            {
                failures.Append((string)run.Invoke(null, [index])!);
            }

            return failures.ToString();
        }
        finally
        {
            context.Unload();
        }
    }
}
