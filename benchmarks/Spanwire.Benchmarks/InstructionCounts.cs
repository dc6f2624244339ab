using System;
using System.Collections.Generic;

namespace Spanwire.Benchmarks;

/// <summary>
/// <c>-- --count NAME ITERATIONS</c>: runs one benchmark method ITERATIONS times and exits, for
/// <c>benchmarks/Callgrind/run.sh</c>, which runs it under <c>valgrind --tool=callgrind</c> twice and divides the
/// difference in instructions by the difference in iterations: a per-call count that machine load does not move.
/// </summary>
internal static class InstructionCounts
{
    private static readonly NineIntsBenchmarks NineInts = new();
    private static readonly PersonBenchmarks Person = new();
    private static readonly PortfolioBenchmarks Portfolio = new();
    private static readonly ControlBenchmarks Controls = new();
    private static readonly PngChunkBenchmarks Png = PreparedPng();

    // Results land in fields, not a returned object, so that no call boxes an int or allocates beyond the operation.
    private static int s_written;
    private static object? s_read;
    private static DnsHeader s_dns;

    public static readonly IReadOnlyDictionary<string, Action> Operations = new Dictionary<string, Action>
    {
        ["a.serialize.hand"] = () => s_written = NineInts.HandWritten_Serialize(),
        ["a.serialize.spanwire"] = () => s_written = NineInts.Spanwire_Serialize(),
        ["a.deserialize.hand"] = () => s_read = NineInts.HandWritten_Deserialize(),
        ["a.deserialize.spanwire"] = () => s_read = NineInts.Spanwire_Deserialize(),
        ["b.serialize.hand"] = () => s_written = Person.HandWritten_Serialize(),
        ["b.serialize.spanwire"] = () => s_written = Person.Spanwire_Serialize(),
        ["b.deserialize.hand"] = () => s_read = Person.HandWritten_Deserialize(),
        ["b.deserialize.spanwire"] = () => s_read = Person.Spanwire_Deserialize(),
        ["d.serialize.hand"] = () => s_written = Portfolio.HandWritten_Serialize(),
        ["d.serialize.spanwire"] = () => s_written = Portfolio.Spanwire_Serialize(),
        ["d.deserialize.hand"] = () => s_read = Portfolio.HandWritten_Deserialize(),
        ["d.deserialize.spanwire"] = () => s_read = Portfolio.Spanwire_Deserialize(),
        ["dns.serialize.hand"] = () => s_written = Controls.Dns_HandWritten_Serialize(),
        ["dns.serialize.spanwire"] = () => s_written = Controls.Dns_Spanwire_Serialize(),
        ["dns.deserialize.hand"] = () => s_dns = Controls.Dns_HandWritten_Deserialize(),
        ["dns.deserialize.spanwire"] = () => s_dns = Controls.Dns_Spanwire_Deserialize(),
        ["xdr.serialize.hand"] = () => s_written = Controls.Xdr_HandWritten_Serialize(),
        ["xdr.serialize.spanwire"] = () => s_written = Controls.Xdr_Spanwire_Serialize(),
        ["xdr.deserialize.hand"] = () => s_read = Controls.Xdr_HandWritten_Deserialize(),
        ["xdr.deserialize.spanwire"] = () => s_read = Controls.Xdr_Spanwire_Deserialize(),
        ["png.serialize.hand"] = () => s_written = Png.HandWritten_Serialize(),
        ["png.serialize.spanwire"] = () => s_written = Png.Spanwire_Serialize(),
        ["png.deserialize.hand"] = () => s_read = Png.HandWritten_Deserialize(),
        ["png.deserialize.spanwire"] = () => s_read = Png.Spanwire_Deserialize(),
    };

    private static PngChunkBenchmarks PreparedPng()
    {
        var png = new PngChunkBenchmarks();
        png.Prepare();
        return png;
    }

    public static int Run(string name, int iterations)
    {
        if (!Operations.TryGetValue(name, out Action? operation))
        {
            Console.Error.WriteLine($"unknown operation '{name}'; one of: {string.Join(", ", Operations.Keys)}");
            return 2;
        }

        Person.CreateJsonWriter();
        for (int i = 0; i < iterations; i++)
        {
            operation();
        }

        GC.KeepAlive(s_read);
        GC.KeepAlive(s_dns);
        return s_written >= 0 ? 0 : 1;
    }
}
