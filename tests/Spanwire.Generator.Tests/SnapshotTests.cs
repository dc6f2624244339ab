using System;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Snapshot tests of the generated source. Verify.SourceGenerators does not restore from this machine's package
/// source, so the comparison is done by hand against committed <c>Snapshots/*.verified.cs</c> files: a mismatch
/// writes a <c>.received.cs</c> file beside it and fails. Set SPANWIRE_ACCEPT_SNAPSHOTS=1 to accept the output.
/// </summary>
public class SnapshotTests
{
    [Fact]
    public void PositionalRecord() => Verify("""
        using Spanwire;
        namespace Demo;
        public enum TradeSide { Buy = 1, Sell = 2 }
        [BinarySerializable]
        public partial record Trade(long Id, string Symbol, double Price, int Quantity, TradeSide Side);
        """);

    [Fact]
    public void FixedSizeReadonlyStruct() => Verify("""
        using System;
        using Spanwire;
        namespace Demo;
        [BinarySerializable]
        public readonly partial record struct Header(ushort Magic, byte Version, bool Compressed, Guid Id, DateTime Sent, Half Scale, Int128 Big);
        """);

    [Fact]
    public void CollectionsAndNullables() => Verify("""
        using System;
        using System.Collections.Generic;
        using System.Collections.Immutable;
        using Spanwire;
        namespace Demo;
        public enum Code : short { A = 1 }
        [BinarySerializable]
        public partial struct Point { public float X; public float Y; }
        [BinarySerializable]
        public partial class Batch
        {
            public int[]? Values { get; set; }
            public List<Code>? Codes { get; set; }
            public IReadOnlyList<string?>? Names { get; set; }
            public ImmutableArray<double> Weights { get; set; }
            public Point[]? Points { get; set; }
            public int? Limit { get; set; }
            public Point? Origin { get; set; }
            public Batch? Next { get; set; }
            public byte[]? Payload { get; set; }
            public ReadOnlyMemory<byte> Tail { get; set; }
        }
        """);

    [Fact]
    public void NestedInContainingTypes() => Verify("""
        using Spanwire;
        namespace Demo.Protocol;
        public static partial class Messages
        {
            internal partial struct Envelope
            {
                [BinarySerializable]
                public partial record Ping(int Sequence, [property: BinaryIgnore] string? Debug)
                {
                    public long SentAt { get; init; }
                }
            }
        }
        """);

    [Fact]
    public void LengthPrefixesAndVarints() => Verify("""
        using Spanwire;
        namespace Demo;
        [BinarySerializable]
        public partial record Frame([BinaryLengthPrefix(LengthPrefix.UInt8)] string Tag, [BinaryVarInt] int Delta)
        {
            [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]? Body { get; init; }
            [BinaryLengthPrefix(LengthPrefix.VarUInt)] public long[]? Samples { get; init; }
            [BinaryVarInt(VarIntEncoding.Unsigned)] public ulong Sequence { get; init; }
        }
        """);

    [Fact]
    public void WireFormatControls() => Verify("""
        using Spanwire;
        namespace Demo;
        public enum Op : byte { Query = 0, Status = 2 }
        [BinarySerializable(RejectUndefinedEnums = true)]
        [BinaryByteOrder(ByteOrder.LittleEndian)]
        public partial class Packet
        {
            public ushort NameLength;
            [BinaryBitField(1)] public bool Response;
            [BinaryBitField(4)] public Op Opcode;
            [BinaryBitField(3)] public byte Reserved;
            [BinaryReserved(2)] public int Flags;
            [BinaryLengthFrom(nameof(NameLength))] public string Name = "";
            [BinaryFixedLength(8, Padding = 0x20)] public string Code = "";
            [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string? Java;
            [BinaryWhen(nameof(Flags), Mask = 1)] public double? Extra;
            [BinaryTrailing] public long Stamp;
        }

        [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16), BinaryUnionCase(1, typeof(Ping)), BinaryUnionCase(2, typeof(Pong))]
        public abstract partial class Message { }
        [BinarySerializable] public sealed partial class Ping : Message { public int Sequence; }
        [BinarySerializable(Layout = WireLayout.Xdr)] public sealed partial class Pong : Message { public bool Ok; public string Text = ""; }
        """);

    [Fact]
    public void GlobalNamespaceWithCSharp9() => Verify(
        """
        using Spanwire;
        [BinarySerializable]
        public partial class Legacy
        {
            public int Id;
            public string Name = "";
        }
        """,
        LanguageVersion.CSharp9);

    private static void Verify(string source, LanguageVersion version = LanguageVersion.Latest, [CallerMemberName] string name = "", [CallerFilePath] string testFile = "")
    {
        var (output, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(source, version));
        Assert.Empty(GeneratorHarness.Problems(output));
        string generated = string.Join(
            "\n// ----\n",
            GeneratorHarness.GeneratedSources(result).OrderBy(pair => pair.Key, StringComparer.Ordinal).Select(pair => $"// {pair.Key}\n{pair.Value}"));

        string folder = Path.Combine(Path.GetDirectoryName(testFile)!, "Snapshots");
        string verified = Path.Combine(folder, $"{name}.verified.cs");
        string received = Path.Combine(folder, $"{name}.received.cs");
        if (Environment.GetEnvironmentVariable("SPANWIRE_ACCEPT_SNAPSHOTS") == "1")
        {
            File.WriteAllText(verified, generated);
        }

        string expected = File.Exists(verified) ? File.ReadAllText(verified).ReplaceLineEndings("\n") : "<no verified snapshot>";
        if (expected != generated)
        {
            File.WriteAllText(received, generated);
            Assert.Fail($"Generated source differs from {verified}; see {received}. Review it, then accept with SPANWIRE_ACCEPT_SNAPSHOTS=1.");
        }

        File.Delete(received);
    }
}
