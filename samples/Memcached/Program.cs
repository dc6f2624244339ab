using System;
using System.Diagnostics;
using System.IO.Pipelines;
using System.Linq;
using System.Net.Sockets;
using System.Threading.Tasks;
using Memcached;
using Spanwire;

// A memcached binary-protocol client with Spanwire packets, against the private memcached -B binary that
// samples/servers/memcached.sh starts (.ci/run does both). SET, GET and a miss, then a pipelined batch; every
// response is checked, and a wrong one exits 1.
int port = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 11311;
using var client = new TcpClient { NoDelay = true };
await client.ConnectAsync("127.0.0.1", port);
NetworkStream stream = client.GetStream();
PipeReader reader = PipeReader.Create(stream);
PipeWriter writer = PipeWriter.Create(stream);
uint opaque = 0;

Packet set = await Call(Opcode.Set, "spanwire:greeting", "hello, memcached"u8.ToArray(), BinarySerializer.Serialize(new SetExtras(0xCAFE, 0)));
Expect(set.Status == Status.NoError && set.Cas != 0, $"SET status {set.Status}");
Packet get = await Call(Opcode.Get, "spanwire:greeting");
Expect(get.Status == Status.NoError, $"GET status {get.Status}");
Expect(System.Text.Encoding.ASCII.GetString(get.Value) == "hello, memcached", "GET value");
Expect(get.Extras.Length == 4 && BinarySerializer.Deserialize<GetExtras>(get.Extras).Flags == 0xCAFE, "GET flags");
Console.WriteLine($"SET then GET: \"{System.Text.Encoding.ASCII.GetString(get.Value)}\", flags 0x{BinarySerializer.Deserialize<GetExtras>(get.Extras).Flags:X}, CAS {get.Cas}");

Packet miss = await Call(Opcode.Get, "spanwire:missing");
Expect(miss.Status == Status.KeyNotFound, $"missing key status {miss.Status}");
Console.WriteLine($"GET of a missing key: {miss.Status} (\"{System.Text.Encoding.ASCII.GetString(miss.Value)}\")");

// A pipelined batch: 1,000 SETs written in one flush, their responses read in order, then 1,000 GETs checked.
const int Keys = 1000;
var random = new Random(7);
byte[][] values = Enumerable.Range(0, Keys).Select(_ => { var v = new byte[random.Next(1, 300)]; random.NextBytes(v); return v; }).ToArray();
var stopwatch = Stopwatch.StartNew();
foreach (Opcode opcode in new[] { Opcode.Set, Opcode.Get })
{
    for (int i = 0; i < Keys; i++)
    {
        BinarySerializer.Serialize(Request(opcode, $"spanwire:{i}", opcode == Opcode.Set ? values[i] : [], opcode == Opcode.Set ? BinarySerializer.Serialize(new SetExtras(0, 0)) : []), writer);
    }

    await writer.FlushAsync();
    for (int i = 0; i < Keys; i++)
    {
        Packet response = await BinarySerializer.DeserializeAsync<Packet>(reader);
        Expect(response.Magic == 0x81 && response.Status == Status.NoError && response.Opaque == opaque - (uint)Keys + (uint)i + 1, $"{opcode} {i}: {response.Status}");
        Expect(opcode == Opcode.Set || response.Value.AsSpan().SequenceEqual(values[i]), $"GET {i} value");
    }
}

stopwatch.Stop();
Console.WriteLine($"{2 * Keys:N0} pipelined operations checked in {stopwatch.Elapsed.TotalMilliseconds:F0} ms ({2 * Keys / stopwatch.Elapsed.TotalSeconds:N0} ops/s)");
return 0;

Packet Request(Opcode opcode, string key, byte[]? value = null, byte[]? extras = null)
    => new() { Opcode = opcode, Key = key, Value = value ?? [], Extras = extras ?? [], Opaque = ++opaque };

async Task<Packet> Call(Opcode opcode, string key, byte[]? value = null, byte[]? extras = null)
{
    Packet request = Request(opcode, key, value, extras);
    await BinarySerializer.SerializeAsync(request, writer);
    Packet response = await BinarySerializer.DeserializeAsync<Packet>(reader);
    Expect(response.Magic == 0x81 && response.Opaque == request.Opaque && response.Opcode == opcode, $"response header for {opcode}");
    return response;
}

static void Expect(bool condition, string what)
{
    if (!condition)
    {
        Console.Error.WriteLine($"FAILED: {what}");
        Environment.Exit(1);
    }
}
