using System;
using System.IO;
using System.Linq;
using System.Runtime.Loader;
using System.Text;
using Microsoft.CodeAnalysis;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Unions by the number of struct cases (0, 1, 2, 3) beside class cases, unframed and in a tagged frame, with a
/// one-, two- and four-byte tag: each generates, compiles and round-trips every case through the object API (a struct
/// case as the union's Boxed class), the struct API, cuts, split sequences, a stream a byte a read and TryDispatch.
/// </summary>
public class UnionStructCaseMatrixTests
{
    public static TheoryData<int, bool, string> Shapes()
    {
        var shapes = new TheoryData<int, bool, string>();
        foreach (int structCases in new[] { 0, 1, 2, 3 })
        {
            foreach (bool framed in new[] { false, true })
            {
                foreach (string tag in new[] { "UInt8", "UInt16", "Int32" })
                {
                    shapes.Add(structCases, framed, tag);
                }
            }
        }

        return shapes;
    }

    [Theory]
    [MemberData(nameof(Shapes))]
    public void Every_case_round_trips_whatever_the_number_of_struct_cases(int structCases, bool framed, string tag)
    {
        string source = Source(structCases, framed, tag);
        (Compilation output, _, _) = GeneratorHarness.Run(GeneratorHarness.Compilation(source));
        var errors = output.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error).Select(d => d.ToString()).ToList();
        Assert.True(errors.Count == 0, string.Join("\n", errors.Take(10)));
        using var stream = new MemoryStream();
        Assert.True(output.Emit(stream).Success);

        var context = new AssemblyLoadContext("unions", isCollectible: true);
        try
        {
            var run = context.LoadFromStream(new MemoryStream(stream.ToArray())).GetType("Probe")!.GetMethod("Run")!;
            string failures = (string)run.Invoke(null, [])!;
            Assert.True(failures.Length == 0, failures);
        }
        finally
        {
            context.Unload();
        }
    }

    private static string Source(int structCases, bool framed, string tag)
    {
        var declarations = new StringBuilder();
        var cases = new StringBuilder();
        var handlers = new StringBuilder();
        var checks = new StringBuilder();
        for (int i = 0; i < structCases; i++)
        {
            cases.Append($"[BinaryUnionCase({i + 1}, typeof(S{i}))] ");
            declarations.AppendLine($"[BinarySerializable] public partial record struct S{i}(int Id, long Value{i}, [property: BinaryNullTerminated] string Note);");
            handlers.AppendLine($"public void Handle(in S{i} message) {{ Seen.Append(\"S{i}:\").Append(message.Id).Append(';'); }}");
            checks.AppendLine($$"""
                        {
                            var value = new S{{i}}(r.Next(), r.NextInt64(), "n" + r.Next(1000));
                            byte[] bytes = new byte[U.GetSerializedSize(in value)];
                            if (U.Write(in value, bytes) != bytes.Length) failures.AppendLine("S{{i}}: static write size");
                            Check(failures, "S{{i}}", new U.Boxed<S{{i}}>(value), bytes, $"S{{i}}:{value.Id};");
                            if (BinarySerializer.Deserialize<U>(bytes) is not U.Boxed<S{{i}}> boxed || boxed.Value != value) failures.AppendLine("S{{i}}: read back as another value");
                        }
                """);
        }

        // Two class cases always: one fixed-size, one variable; with no struct case they are the whole union.
        cases.Append($"[BinaryUnionCase({structCases + 1}, typeof(Halt))] [BinaryUnionCase({structCases + 2}, typeof(Ping))]");
        checks.AppendLine("""
                        {
                            var halt = new Halt { Reason = "r" + r.Next(1000) };
                            Check(failures, "Halt", halt, BinarySerializer.Serialize<U>(halt), "Halt:" + halt.Reason + ";");
                            var ping = new Ping { Sequence = r.Next() };
                            Check(failures, "Ping", ping, BinarySerializer.Serialize<U>(ping), "Ping:" + ping.Sequence + ";");
                        }
            """);
        string frame = framed ? "[BinarySizePrefix(LengthPrefix.Int32)] " : string.Empty;

        // TryDispatch and its handler interface exist for unions with struct cases, which Read would box.
        string handler = structCases == 0 ? string.Empty : $$$"""
            public struct Handler : U.IHandler
            {
                public StringBuilder Seen;
                {{{handlers}}}
                public void Handle(Halt message) { Seen.Append("Halt:").Append(message.Reason).Append(';'); }
                public void Handle(Ping message) { Seen.Append("Ping:").Append(message.Sequence).Append(';'); }
            }
            """;
        string dispatch = structCases == 0 ? string.Empty : """
                        var handler = new Handler { Seen = new StringBuilder() };
                        byte[] twice = [.. bytes, .. bytes];
                        if (!U.TryDispatch(twice, ref handler, out int first) || !U.TryDispatch(twice.AsSpan(first), ref handler, out int second) || first + second != twice.Length)
                        {
                            failures.AppendLine($"{name}: TryDispatch did not read two values");
                        }
                        else if (handler.Seen.ToString() != dispatched + dispatched)
                        {
                            failures.AppendLine($"{name}: dispatched {handler.Seen}, expected {dispatched}{dispatched}");
                        }
                        """;
        return $$"""
            using System;
            using System.Buffers;
            using System.IO;
            using System.Text;
            using Spanwire;

            [BinarySerializable, BinaryUnion(UnionTagWidth.{{tag}})] {{frame}}{{cases}}
            public abstract partial class U { }
            {{declarations}}
            [BinarySerializable] public sealed partial class Halt : U { [BinaryNullTerminated] public string Reason = ""; }
            [BinarySerializable] public sealed partial class Ping : U { public int Sequence; }

            {{handler}}            public static class Probe
            {
                public static string Run()
                {
                    var failures = new StringBuilder();
                    var r = new Random(42);
                    for (int n = 0; n < 4; n++)
                    {
            {{checks}}
                    }

                    return failures.ToString();
                }

                private static void Check(StringBuilder failures, string name, U value, byte[] expected, string dispatched)
                {
                    try
                    {
                        byte[] bytes = BinarySerializer.Serialize(value);
                        if (!bytes.AsSpan().SequenceEqual(expected)) { failures.AppendLine($"{name}: wrote {Convert.ToHexString(bytes)}, expected {Convert.ToHexString(expected)}"); return; }
                        if (value.GetSerializedSize() != bytes.Length) failures.AppendLine($"{name}: size {value.GetSerializedSize()} of {bytes.Length}");
                        U read = BinarySerializer.Deserialize<U>(bytes);
                        if (!BinarySerializer.Serialize(read).AsSpan().SequenceEqual(bytes)) failures.AppendLine($"{name}: read back differently");
                        for (int cut = 0; cut < bytes.Length; cut++)
                        {
                            if (BinarySerializer.TryDeserialize<U>(bytes.AsSpan(0, cut), out _, out _)) failures.AppendLine($"{name}: {cut} of {bytes.Length} bytes read as a whole value");
                            var head = new Piece(bytes.AsMemory(0, cut), 0);
                            var tail = new Piece(bytes.AsMemory(cut), cut);
                            head.Next = tail;
                            U split = BinarySerializer.Deserialize<U>(new ReadOnlySequence<byte>(head, 0, tail, tail.Memory.Length));
                            if (!BinarySerializer.Serialize(split).AsSpan().SequenceEqual(bytes)) failures.AppendLine($"{name}: split at {cut} read back differently");
                        }

                        using var stream = new OneByteStream(bytes);
                        if (!BinarySerializer.Serialize(BinarySerializer.Deserialize<U>(stream)).AsSpan().SequenceEqual(bytes)) failures.AppendLine($"{name}: a stream a byte a read read back differently");

                        {{dispatch}}                    }
                    catch (Exception e)
                    {
                        failures.AppendLine($"{name}: {e.GetType().Name}: {e.Message}");
                    }
                }
            }

            public sealed class Piece : ReadOnlySequenceSegment<byte>
            {
                public Piece(ReadOnlyMemory<byte> memory, long start) { Memory = memory; RunningIndex = start; }
                public new Piece? Next { get => (Piece?)base.Next; set => base.Next = value; }
            }

            public sealed class OneByteStream(byte[] bytes) : Stream
            {
                private int _position;
                public override bool CanRead => true;
                public override bool CanSeek => false;
                public override bool CanWrite => false;
                public override long Length => throw new NotSupportedException();
                public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
                public override int Read(byte[] buffer, int offset, int count)
                {
                    if (_position == bytes.Length || count == 0) return 0;
                    buffer[offset] = bytes[_position++];
                    return 1;
                }
                public override void Flush() { }
                public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
                public override void SetLength(long value) => throw new NotSupportedException();
                public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
            }
            """;
    }
}
