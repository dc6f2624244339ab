using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using System.Text.Json;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// The <c>.ksy</c> and Lua exports, proved with the real tools: every type of the snapshot corpus and the samples exports
/// to a description that kaitai-struct-compiler 0.11.0 compiles, and the compiled JavaScript parser reads bytes Spanwire
/// wrote for random values to the values Spanwire reads back, consuming every byte; the Wireshark dissector (tshark,
/// where installed) dissects the same bytes to their end without an error.
/// </summary>
public sealed class KaitaiExportTests
{
    private const int ValuesPerType = 4;

    public static TheoryData<string> Cases => new(SnapshotCorpus.Cases.Keys.Order(StringComparer.Ordinal));

    [Theory]
    [MemberData(nameof(Cases))]
    public void Kaitai_compiles_every_type_and_reads_what_Spanwire_wrote(string name)
    {
        (string source, LanguageVersion version) = SnapshotCorpus.Cases[name];
        int checkedTypes = Check(GeneratorHarness.Compilation(source, version), Seed(name));
        // Hand-written codecs have no layout to draw values from; pointers must point into their own message, so the
        // compressed names are read from dnspython's messages instead (PointerExportTests).
        Assert.True(checkedTypes > 0 || name is "CustomCodecs" or "CompressedNames", "no type had its values checked");
    }

    /// <summary>Exports, compiles and parses; returns how many types had their values checked (the others use a hand-written codec).</summary>
    /// <summary>Controls and combinations the snapshot corpus and the samples do not show, exported the same way.</summary>
    [Fact]
    public async System.Threading.Tasks.Task Kaitai_reads_the_controls_the_corpus_does_not_show()
    {
        const string source = """
            using System;
            using System.Collections.Generic;
            using Spanwire;
            namespace Export;
            public enum Kind : ushort { First = 1, Second = 2, Third = 3 }
            [BinarySerializable]
            public partial class Flags
            {
                [BinaryBitField(3, Order = BitOrder.LowBitFirst)] public byte Low;
                [BinaryBitField(9, Order = BitOrder.LowBitFirst)] public ushort Middle;
                [BinaryBitField(4, Order = BitOrder.LowBitFirst)] public byte High;
                public byte Separator;
                [BinaryBitField(1)] public bool HasName;
                [BinaryBitField(7)] public byte Rest;
                [BinaryWhen(nameof(HasName))] public string? Name;
                public Kind Kind;
                [BinaryWhen(nameof(Kind), Value = 2)] public int Second;
                [BinaryWhen(nameof(Kind), AtLeast = 2)] public short SinceSecond;
                [BinaryWhen(nameof(Kind), AtLeast = 1, AtMost = 2)] public byte FirstOrSecond;
                [BinaryVarInt(VarIntEncoding.Unsigned)] public int Negative;
                [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4)] public uint Capped;
                [BinaryVarInt(Format = VarIntFormat.HdrHistogram)] public long Hdr;
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] public ulong Sqlite;
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)] public ulong Quic;
                [BinaryVarInt(Format = VarIntFormat.Quic)] public int QuicZigZag;
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.MySql)] public uint MySqlLength;
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Bitcoin)] public uint CompactSize;
                [BinaryVarInt(Format = VarIntFormat.Sqlite)] public List<long> SqliteItems = [];
                [BinaryLengthPrefix(LengthPrefix.ZigZag)] public string? Zig;
                [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)] public string MqttTopic = "";
                [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)] public string? CompactText;
                [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)] public List<int>? CompactItems;
                [BinaryLengthPrefix(LengthPrefix.UInt16LittleEndian)] public byte[] Little = [];
                [BinaryByteOrder(ByteOrder.LittleEndian)] public int[]? LittleItems;
                [BinarySizePrefix(LengthPrefix.VarUInt, Adjust = 2)] public Point Framed;
                [BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)] public string Included = "";
                public char Letter;
                public TimeSpan Elapsed;
                public DateTimeOffset At;
                [BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)] public DateTime Postgres;
                [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Seconds, Size = 4)] public DateTimeOffset Unix32;
                [BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Milliseconds)] public DateTime Millis;
                [BinaryTrailing] public short Late;
            }
            [BinarySerializable, BinaryConstant(0x50, 0x54)] public partial record struct Point(short X, [BinaryConstant("y")] short Y);
            [BinarySerializable, BinaryUnion(UnionTagWidth.Int32), BinaryUnionCase("PK\x03\x04", typeof(Local)), BinaryUnionCase("\x89PNG", typeof(Image))]
            public abstract partial class Record { }
            [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)] public sealed partial class Local : Record { public ushort Version; public int Size; }
            [BinarySerializable] public sealed partial class Image : Record { public int Width; }
            [BinarySerializable]
            public partial class Bound
            {
                [BinaryLengthOf(nameof(Key), nameof(Body))] public ushort Total;
                public byte KeyLength;
                [BinaryLengthFrom(nameof(KeyLength))] public string Key = "";
                [BinaryLengthFrom(nameof(Total))] public byte[] Body = [];
                public int PointsLength;
                [BinaryLengthFrom(nameof(PointsLength), CountsBytes = true)] public List<Point> Points = [];
                public byte Count;
                [BinaryLengthFrom(nameof(Count))] public Point[] Counted = [];
                [BinaryTerminated(0xFF, 0xFF)] public List<Point> UntilMinusOne = [];
                [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder] public string? NullableText;
                [BinarySizePrefix(LengthPrefix.Int16, NullAsMinusOne = true)] public byte[]? NullableBytes;
                [BinarySizePrefix(NullAsMinusOne = true)] public long? NullableNumber;
                [BinaryCompressed(CompressionFormat.Zlib)] public byte[] Compressed = [];
                public short CompressedLength;
                [BinaryLengthFrom(nameof(CompressedLength)), BinaryCompressed(CompressionFormat.Zlib)] public byte[] BoundCompressed = [];
            }
            [BinarySerializable]
            public partial class Placed
            {
                public uint PointsAt;
                public ushort PointCount;
                public uint TextAt;
                [BinaryAt(nameof(PointsAt)), BinaryLengthFrom(nameof(PointCount))] public List<Point> Points = [];
                [BinaryAt(nameof(TextAt))] public string Text = "";
            }
            [BinarySerializable, BinaryUnion(TagBits = 4), BinaryUnionCase(3, typeof(Publish)), BinaryUnionCase(12, typeof(Ping)), BinaryUnionCase(4, typeof(Ack))]
            public abstract partial class Packet { }
            [BinarySerializable] public sealed partial class Publish : Packet
            {
                [BinaryBitField(1)] public bool Dup;
                [BinaryBitField(2)] public byte Qos;
                [BinaryBitField(1)] public bool Retain;
                [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4), BinaryLengthOf(nameof(TopicLength), nameof(Topic), nameof(PacketId), nameof(Payload))] public uint RemainingLength;
                public ushort TopicLength;
                [BinaryLengthFrom(nameof(TopicLength))] public string Topic = "";
                [BinaryWhen(nameof(Qos), AtLeast = 1)] public ushort PacketId;
                [BinaryLengthFrom(nameof(RemainingLength))] public byte[] Payload = [];
            }
            [BinarySerializable] public sealed partial class Ping : Packet { [BinaryBitField(4, Order = BitOrder.LowBitFirst)] public byte Reserved; }
            [BinarySerializable] public sealed partial class Ack : Packet { [BinaryBitField(12)] public ushort Id; public byte Code; }
            [BinarySerializable]
            public partial class Publish5
            {
                [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 4), BinaryLengthOf(nameof(TopicLength), nameof(Topic), nameof(Properties), nameof(Payload))] public uint RemainingLength;
                public ushort TopicLength;
                [BinaryLengthFrom(nameof(TopicLength))] public string Topic = "";
                public Properties5 Properties;
                [BinaryLengthFrom(nameof(RemainingLength))] public byte[] Payload = [];
            }
            [BinarySerializable] public partial struct Properties5 { [BinaryLengthPrefix(LengthPrefix.VarUIntMax4)] public byte[] Raw; public short Id; }
            [BinarySerializable, BinaryConstant(0x00, 0x04, (byte)'M', (byte)'Q', (byte)'T', (byte)'T', 0x05)]
            public partial class ConnectStart
            {
                [BinaryBitField(1)] public bool UserName;
                [BinaryBitField(7)] public byte Rest;
                public ushort KeepAlive;
                [BinaryConstant(0xCE), BinaryBitField(4)] public byte High;
                [BinaryBitField(4)] public byte Low;
            }
            [BinarySerializable] public partial class Blocks { [BinaryUntil(nameof(Block.Kind), Value = 7)] public List<Block> Items = []; public short After; }
            [BinarySerializable] public partial class Block { public Kind Kind; [BinaryVarInt] public int Data; }
            [BinarySerializable] public partial class Pieces { [BinaryUntil(nameof(Piece.Last))] public Piece[] Items = []; public byte After; }
            [BinarySerializable] public partial struct Piece { [BinaryBitField(1)] public bool Last; [BinaryBitField(7)] public byte N; }
            [BinarySerializable] public partial class Tailed { public byte Kind; [BinaryRemainder] public byte[] Body = []; public uint Crc; public ushort Size; }
            [BinarySerializable] public partial class MySqlColumns { [BinaryLengthPrefix(LengthPrefix.MySqlLengthEncoded)] public string? Name; [BinaryItemLengthPrefix(LengthPrefix.MySqlLengthEncoded), BinaryRemainder] public List<string?> Columns = []; }
            [BinarySerializable] public partial class TailedText { [BinaryRemainder, BinaryStringEncoding(StringEncoding.Latin1)] public string Text = ""; public long End; }
            """;
        Assert.Empty(await AnalyzerHarness.Diagnostics(source, new Analyzers.LayoutAnalyzer()));
        Assert.Equal(21, Check(GeneratorHarness.Compilation(source), Seed("controls")));
    }

    /// <summary>
    /// Types of one name in two namespaces (Kafka's RequestHeader v1 and v2) and names that snake-case alike: each gets
    /// its own .ksy file and dissector function, so none overwrites another.
    /// </summary>
    [Fact]
    public void Types_that_share_a_name_get_ids_of_their_own()
    {
        const string source = """
            using Spanwire;
            namespace Kafka.V1 { [BinarySerializable] public partial class RequestHeader { public short ApiKey; public int CorrelationId; } }
            namespace Kafka.V2 { [BinarySerializable] public partial class RequestHeader { public short ApiKey; public short ApiVersion; public int CorrelationId; } }
            namespace Web { [BinarySerializable] public partial class HTTPVersion { public byte Major; } [BinarySerializable] public partial class HttpVersion { public short Both; } }
            """;
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(source));
        Assert.Equal(["kafka_v1_request_header", "kafka_v2_request_header", "web_http_version", "web_http_version_2"], catalog.Types.Select(catalog.TypeId).Order(StringComparer.Ordinal));
        string lua = WiresharkExport.Write(catalog, "Test");
        Assert.Equal(4, System.Text.RegularExpressions.Regex.Matches(lua, @"^dissect\[""[a-z0-9_]+""\] = function", System.Text.RegularExpressions.RegexOptions.Multiline).Count);
        Assert.Equal(4, Check(GeneratorHarness.Compilation(source), Seed("shared names")));
    }

    public static TheoryData<string> Samples => new("Quickstart", "ProtocolServer", "Memcached", "Postgres", "PostgresCopy", "WireFormats", "Elf", "Sqlite");

    /// <summary>The samples' declarations (their files that declare [BinarySerializable] types), as a user would export them.</summary>
    [Theory]
    [MemberData(nameof(Samples))]
    public void Kaitai_compiles_every_sample_type_and_reads_what_Spanwire_wrote(string sample)
    {
        string folder = Path.Combine(KaitaiTool.Directory(), "..", "..", "..", "samples", sample);
        var trees = Directory.GetFiles(folder, "*.cs")
            .Where(file => File.ReadAllText(file).Contains("[BinarySerializable", StringComparison.Ordinal))
            .Select(file => CSharpSyntaxTree.ParseText(File.ReadAllText(file), GeneratorHarness.ParseOptions(), file))
            .ToList();
        Assert.NotEmpty(trees);
        CSharpCompilation input = GeneratorHarness.Compilation("").RemoveAllSyntaxTrees().AddSyntaxTrees(trees);
        Assert.True(Check(input, Seed(sample)) > 0);
    }

    internal static int Check(CSharpCompilation input, int seed)
    {
        (Compilation output, _, _) = GeneratorHarness.Run(input);
        using var stream = new MemoryStream();
        Microsoft.CodeAnalysis.Emit.EmitResult emitted = output.Emit(stream);
        Assert.True(emitted.Success, string.Join("\n", emitted.Diagnostics));

        var context = new AssemblyLoadContext("kaitai", isCollectible: true);
        string folder = Directory.CreateTempSubdirectory("spanwire-kaitai-").FullName;
        bool passed = false;
        try
        {
            Assembly assembly = context.LoadFromStream(new MemoryStream(stream.ToArray()));
            LayoutCatalog catalog = LayoutCatalog.From(input);
            Assert.NotEmpty(catalog.Types);
            var values = new LayoutValues(catalog, assembly, new Random(seed));
            var expected = new Dictionary<string, List<object?>>();
            var written = new List<(string TypeId, string File, byte[] Bytes)>();
            foreach (TypeModel type in catalog.Types)
            {
                string id = catalog.TypeId(type);
                File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
                // A union whose cases are named by text is written only through the member that holds it (its holder's type).
                if (NoRandomValues(type, catalog, []) || type.Union is { Tag: Spanwire.Generator.Model.UnionTagWidth.Text })
                {
                    continue;
                }

                Type clrType = values.Resolve(type.FullyQualifiedName);
                expected[id] = [];
                for (int n = 0; n < ValuesPerType; n++)
                {
                    byte[] bytes = Written(clrType, () => values.Create(type));
                    File.WriteAllBytes(Path.Combine(folder, $"{id}.{n}.bin"), bytes);
                    written.Add((id, $"{id}.{n}.bin", bytes));
                    expected[id].Add(Deserialize(clrType, bytes));
                }
            }

            var failures = new List<string>();
            using JsonDocument report = KaitaiTool.Check(folder);
            var comparer = new KaitaiComparer(catalog);
            foreach (JsonProperty type in report.RootElement.EnumerateObject())
            {
                if (type.Value.TryGetProperty("error", out JsonElement error))
                {
                    failures.Add($"{type.Name}.ksy does not compile: {error.GetString()!.Split('\n')[0]}\n{File.ReadAllText(Path.Combine(folder, type.Name + ".ksy"))}");
                    continue;
                }

                // Kaitai's stream stops at the end of the sequence; positioned members are instances elsewhere.
                bool hasParts = catalog.Types.Any(model => catalog.TypeId(model) == type.Name && ReachesParts(model, catalog, []));
                int index = 0;
                foreach (JsonElement parsed in type.Value.GetProperty("values").EnumerateArray())
                {
                    object? value = expected[type.Name][index++];
                    if (parsed.TryGetProperty("error", out JsonElement readError))
                    {
                        failures.Add($"{parsed.GetProperty("file")}: Kaitai's parser failed: {readError.GetString()!.Split('\n')[0]}");
                    }
                    else if (!hasParts && parsed.GetProperty("end").GetInt32() != parsed.GetProperty("size").GetInt32())
                    {
                        failures.Add($"{parsed.GetProperty("file")}: Kaitai's parser stopped at {parsed.GetProperty("end")} of {parsed.GetProperty("size")} bytes");
                    }
                    else
                    {
                        failures.AddRange(comparer.Compare(value, parsed.GetProperty("value")).Select(difference => $"{parsed.GetProperty("file")}: {difference}"));
                    }
                }
            }

            // The Wireshark dissector of the same types dissects the same bytes to their last byte, without an error.
            Assert.False(TsharkTool.Required && !TsharkTool.Available, "SPANWIRE_REQUIRE_TSHARK is set but tshark is not on PATH");
            if (TsharkTool.Available && written.Count > 0)
            {
                failures.AddRange(TsharkTool.Check(folder, WiresharkExport.Write(catalog, "Test"), written));
            }

            Assert.True(failures.Count == 0, $"The exports and inputs are kept in {folder}\n{string.Join("\n", failures)}");
            passed = true;
            return expected.Count;
        }
        finally
        {
            context.Unload();
            if (passed)
            {
                Directory.Delete(folder, recursive: true);
            }
        }
    }

    /// <summary>A type whose bytes include a hand-written codec's: its description reads them as plain bytes, so only its compilation is checked.</summary>
    /// <summary>The type reaches a hand-written codec, or a pointer (whose random offset would point anywhere).</summary>
    private static bool NoRandomValues(TypeModel type, LayoutCatalog catalog, HashSet<string> seen)
    {
        if (!seen.Add(type.FullyQualifiedName))
        {
            return false;
        }

        // A pointer's target, and values whose parameters must agree with what their enclosing value passes, are not random.
        if (type.Members.Any(member => member.Layout.Has(WrapperKind.Pointer) || member.Layout.Codec is ParameterCodec))
        {
            return true;
        }

        IEnumerable<Codec> codecs = type.Members.Select(member => member.Layout.Codec)
            .Concat(type.Union?.Cases.Select(c => (Codec)new NestedCodec(c.TypeName, c.IsValueType)) ?? []);
        return codecs.Any(codec => Inner(codec) is CustomCodec || Inner(codec) is NestedCodec nested && catalog.Find(nested.TypeName) is { } model && NoRandomValues(model, catalog, seen));

        static Codec Inner(Codec codec) => codec.Contained is { } contained ? Inner(contained.Codec) : codec;
    }

    /// <summary>The type has positioned members, or holds a value (a union's case among them) that does: Kaitai reads those as instances, after its sequence ends.</summary>
    private static bool ReachesParts(TypeModel type, LayoutCatalog catalog, HashSet<string> seen)
    {
        if (!seen.Add(type.FullyQualifiedName))
        {
            return false;
        }

        IEnumerable<string> held = type.Members.Select(member => member.Layout.Codec).OfType<NestedCodec>().Select(nested => nested.TypeName)
            .Concat(type.Union?.Cases.Select(c => c.TypeName) ?? []);
        return type.HasParts || held.Any(name => catalog.Find(name) is { } model && ReachesParts(model, catalog, seen));
    }

    /// <summary>
    /// The bytes of a random value the writer accepts: a value its checks refuse (an item of a terminated list that begins
    /// with the sentinel) is drawn again.
    /// </summary>
    private static byte[] Written(Type type, Func<object?> create)
    {
        for (int attempt = 1; ; attempt++)
        {
            try
            {
                return Serialize(type, create());
            }
            catch (BinarySerializationException) when (attempt < 100)
            {
            }
        }
    }

    private static byte[] Serialize(Type type, object? value)
    {
        MethodInfo serialize = typeof(BinarySerializer).GetMethods()
            .Single(m => m.Name == nameof(BinarySerializer.Serialize) && m.ReturnType == typeof(byte[]) && m.GetParameters().Length == 1);
        try
        {
            return (byte[])serialize.MakeGenericMethod(type).Invoke(null, [value])!;
        }
        catch (TargetInvocationException exception)
        {
            throw exception.InnerException!;
        }
    }

    private static object? Deserialize(Type type, byte[] bytes)
    {
        // The whole input as one sequence: a last member that takes the rest of the data reads all of it.
        MethodInfo deserialize = typeof(BinarySerializer).GetMethods()
            .Single(m => m.Name == nameof(BinarySerializer.Deserialize) && m.GetParameters() is [{ ParameterType.Name: "ReadOnlySequence`1&" }, _]);
        return deserialize.MakeGenericMethod(type).Invoke(null, [new System.Buffers.ReadOnlySequence<byte>(bytes), null]);
    }

    /// <summary>A seed from the name that is the same in every process (string.GetHashCode is not).</summary>
    private static int Seed(string name) => name.Aggregate(17, (hash, c) => unchecked((hash * 31) + c));
}
