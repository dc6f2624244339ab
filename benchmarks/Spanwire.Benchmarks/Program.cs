using System;
using System.Linq;
using System.Text.Json;
using BenchmarkDotNet.Running;
using Google.Protobuf;

namespace Spanwire.Benchmarks;

public static class Program
{
    /// <summary>
    /// <c>-- --filter '*'</c> runs the suite (add <c>--job short</c> for the quick mode);
    /// <c>-- --sizes</c> prints the payload size of each shape per format and checks that the hand-written
    /// baselines produce Spanwire's exact bytes; <c>-- --count NAME N</c> runs one operation N times (for callgrind);
    /// <c>-- --generated</c> prints the generated text per type of the generator benchmark's 500 types.
    /// </summary>
    public static int Main(string[] args)
    {
        if (args.Contains("--sizes"))
        {
            return PrintSizes();
        }

        if (args.Contains("--generated"))
        {
            return GeneratorBenchmarks.PrintGeneratedSize();
        }

        if (args is ["--count", var operation, var iterations])
        {
            return InstructionCounts.Run(operation, int.Parse(iterations, System.Globalization.CultureInfo.InvariantCulture));
        }

        BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);
        return 0;
    }

    private static int PrintSizes()
    {
        var buffer = new byte[1 << 23];
        bool identical = true;
        Console.WriteLine("| Shape | Spanwire (B) | Hand-written (B) | Same bytes | System.Text.Json (B) |");
        Console.WriteLine("|---|---|---|---|---|");
        Row("a. NineInts", ShapeData.NineInts(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.NineInts(), JsonContext.Default.NineInts).Length);
        Row("b. Person", ShapeData.Person(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.Person(), JsonContext.Default.Person).Length);
        Row("c. Vector3[1000]", ShapeData.Vectors(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.Vectors(), JsonContext.Default.Vector3Payload).Length);
        Row("c. double[100000]", ShapeData.Doubles(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.Doubles(), JsonContext.Default.DoublePayload).Length);
        Row("c. int[1000000]", ShapeData.Ints(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.Ints(), JsonContext.Default.IntPayload).Length);
        Row("d. Portfolio", ShapeData.Portfolio(), v => HandWritten.Write(v, buffer), JsonSerializer.SerializeToUtf8Bytes(ShapeData.Portfolio(), JsonContext.Default.Portfolio).Length);
        Row("DNS header (bit fields)", ControlData.Dns(), v => ControlBaselines.Write(v, buffer), 0);
        Row("XDR call (padding)", ControlData.Xdr(), v => ControlBaselines.Write(v, buffer), 0);

        // The peers: BinarySerializer writes a and b in Spanwire's exact format; protobuf's varints are another.
        bool peersMatch = BinarySerializer.Serialize(ShapeData.NineInts()).AsSpan().SequenceEqual(BinarySerializerPeer.Bytes(BinarySerializerPeer.NineIntsPeer.From(ShapeData.NineInts())))
            && BinarySerializer.Serialize(ShapeData.Person()).AsSpan().SequenceEqual(BinarySerializerPeer.Bytes(BinarySerializerPeer.PersonPeer.From(ShapeData.Person())));
        Console.WriteLine($"BinarySerializer (jefffhaynes) writes shapes a and b in the same bytes: {(peersMatch ? "yes" : "NO")}");
        Console.WriteLine($"protobuf sizes: a {ProtoData.NineInts().CalculateSize()} B, b {ProtoData.Person().CalculateSize()} B, d {ProtoData.Portfolio().CalculateSize():N0} B");
        return identical && peersMatch ? 0 : 1;

        void Row<T>(string name, T value, Func<T, int> handWritten, int json)
            where T : IBinarySerializable<T>
        {
            byte[] spanwire = BinarySerializer.Serialize(value);
            int handLength = handWritten(value);
            bool same = spanwire.AsSpan().SequenceEqual(buffer.AsSpan(0, handLength));
            identical &= same;
            Console.WriteLine($"| {name} | {spanwire.Length:N0} | {handLength:N0} | {(same ? "yes" : "NO")} | {json:N0} |");
        }
    }
}
