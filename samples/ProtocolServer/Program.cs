using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.IO.Pipelines;
using System.Linq;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;
using ProtocolServer;
using Spanwire;

// Starts the server on a loopback port, keeps N connections busy for a bounded time, then sends garbage, stalls
// mid-frame and disconnects mid-frame, and checks that the server refused, dropped and survived each. Every
// response is checked; anything wrong exits 1. It stops by itself. With --capture DIR it also records one
// connection as DIR/protocolserver.pcap, with DIR/protocolserver.expected listing each message's fields, for the
// exported Wireshark dissector to be checked against (samples/ProtocolServer/check-dissector.sh).
int secondsAt = Array.IndexOf(args, "--seconds");
double seconds = secondsAt >= 0 ? double.Parse(args[secondsAt + 1], System.Globalization.CultureInfo.InvariantCulture) : 3;
int captureAt = Array.IndexOf(args, "--capture");
const int Connections = 8;
const int Batch = 32;
const int CaptureSegment = 61;

await using var server = new Server(stallTimeout: TimeSpan.FromMilliseconds(500));
server.Start();
Console.WriteLine($"server on 127.0.0.1:{server.Port}; {Connections} clients for {seconds:F0} s, {Batch} requests in flight each");

// Load: each client writes a batch of mixed requests in one flush, then reads and checks the batch's responses.
using var deadline = new CancellationTokenSource(TimeSpan.FromSeconds(seconds));
long allocatedBefore = GC.GetTotalAllocatedBytes(precise: true);
var stopwatch = Stopwatch.StartNew();
long[] counts = await Task.WhenAll(Enumerable.Range(0, Connections).Select(id => LoadAsync(server.Port, id, deadline.Token)));
stopwatch.Stop();
long messages = counts.Sum() * 2;
double allocatedPerMessage = (GC.GetTotalAllocatedBytes(precise: true) - allocatedBefore) / (double)messages;
Console.WriteLine($"{messages:N0} messages (requests and responses) in {stopwatch.Elapsed.TotalSeconds:F1} s: {messages / stopwatch.Elapsed.TotalSeconds:N0} messages/s, {allocatedPerMessage:F0} B allocated per message (client and server together)");
Check(messages > 0, "no messages were exchanged");

// Faults: garbage is refused with a reason; a client stalled mid-frame is dropped; one that disconnects mid-frame is forgotten.
string refusal = await GarbageAsync(server.Port);
Check(refusal.Contains("unknown tag", StringComparison.Ordinal), $"garbage got '{refusal}'");
Console.WriteLine($"garbage: refused with \"{refusal}\"");
Check(await StallAsync(server.Port), "a stalled client was not dropped");
Console.WriteLine($"stall mid-frame: dropped after {server.StallTimeout.TotalMilliseconds:F0} ms");
await DisconnectMidFrameAsync(server.Port);
Check(await LoadAsync(server.Port, 99, new CancellationTokenSource(TimeSpan.FromMilliseconds(200)).Token) > 0, "the server stopped serving after the faults");
Check(server.Refused == 1 && server.Stalled == 1, $"refused {server.Refused}, stalled {server.Stalled}");
Console.WriteLine("disconnect mid-frame: forgotten; the server still answers correctly");
if (captureAt >= 0)
{
    int captured = await CaptureAsync(server.Port, args[captureAt + 1]);
    Console.WriteLine($"capture: {captured} messages in {Path.Combine(args[captureAt + 1], "protocolserver.pcap")}, cut into TCP segments of at most {CaptureSegment} bytes");
}

return 0;

// One connection, recorded: a batch of requests of every kind in one flush, then their responses.
static async Task<int> CaptureAsync(int port, string directory)
{
    Directory.CreateDirectory(directory);
    using var capture = new TcpCapture(File.Create(Path.Combine(directory, "protocolserver.pcap")), CaptureSegment);
    using var expected = new StreamWriter(Path.Combine(directory, "protocolserver.expected"));
    using var client = new TcpClient { NoDelay = true };
    await client.ConnectAsync("127.0.0.1", port);
    var stream = new CapturingStream(client.GetStream(), capture);
    PipeWriter writer = PipeWriter.Create(stream);
    PipeReader reader = PipeReader.Create(stream);
    var random = new Random(7);
    var requests = new List<Request>();
    for (int i = 0; i < 24; i++)
    {
        Request request = (i % 3) switch
        {
            0 => new Ping { Sequence = (uint)random.Next() },
            1 => new Echo { Payload = RandomBytes(random, random.Next(0, 200)) },
            _ => new Sum { Values = Enumerable.Range(0, random.Next(0, 6)).Select(_ => random.NextInt64(-1L << 40, 1L << 40)).ToArray() },
        };
        requests.Add(request);
        byte[] bytes = BinarySerializer.Serialize(request);
        expected.WriteLine($"to protocolserver.request.tag={bytes[0]} protocolserver.request.body_size={bytes.Length - 3} " + request switch
        {
            Ping ping => $"protocolserver.ping.sequence={ping.Sequence}",
            Echo echo => $"protocolserver.echo.payload={Convert.ToHexString(echo.Payload)}",
            Sum sum => $"protocolserver.sum.values_count={sum.Values.Length} protocolserver.sum.values={string.Join(',', sum.Values)}",
            _ => string.Empty,
        });
        BinarySerializer.Serialize(request, writer);
    }

    await writer.FlushAsync();
    foreach (Request request in requests)
    {
        Response response = await BinarySerializer.DeserializeAsync<Response>(reader);
        byte[] bytes = BinarySerializer.Serialize(response);
        expected.WriteLine($"from protocolserver.response.tag={bytes[0]} protocolserver.response.body_size={bytes.Length - 3} " + response switch
        {
            Pong pong => $"protocolserver.pong.sequence={pong.Sequence}",
            Echoed echoed => $"protocolserver.echoed.payload={Convert.ToHexString(echoed.Payload)}",
            Total total => $"protocolserver.total.value={total.Value}",
            _ => string.Empty,
        });
    }

    return requests.Count * 2;
}

static byte[] RandomBytes(Random random, int count)
{
    byte[] bytes = new byte[count];
    random.NextBytes(bytes);
    return bytes;
}

static async Task<long> LoadAsync(int port, int id, CancellationToken stop)
{
    using var client = new TcpClient { NoDelay = true };
    await client.ConnectAsync("127.0.0.1", port);
    NetworkStream stream = client.GetStream();
    PipeReader reader = PipeReader.Create(stream);
    PipeWriter writer = PipeWriter.Create(stream);
    var payload = new byte[64];
    long[] values = [1, -2, 300, 40_000, -5_000_000];
    long exchanged = 0;
    uint sequence = 0;
    while (!stop.IsCancellationRequested)
    {
        for (int i = 0; i < Batch; i++)
        {
            Request request = (i % 3) switch
            {
                0 => new Ping { Sequence = sequence + (uint)i },
                1 => new Echo { Payload = payload },
                _ => new Sum { Values = values },
            };
            BinarySerializer.Serialize(request, writer);
        }

        await writer.FlushAsync();
        for (int i = 0; i < Batch; i++)
        {
            Response response = await BinarySerializer.DeserializeAsync<Response>(reader);
            bool right = (i % 3, response) switch
            {
                (0, Pong pong) => pong.Sequence == sequence + (uint)i,
                (1, Echoed echoed) => echoed.Payload.Length == payload.Length,
                (2, Total total) => total.Value == values.Sum(),
                _ => false,
            };
            Check(right, $"client {id}: response {i} is {response.GetType().Name}");
        }

        sequence += Batch;
        exchanged += Batch;
    }

    return exchanged;
}

static async Task<string> GarbageAsync(int port)
{
    using var client = new TcpClient();
    await client.ConnectAsync("127.0.0.1", port);
    NetworkStream stream = client.GetStream();
    await stream.WriteAsync("GET / HTTP/1.1\r\n\r\n"u8.ToArray());
    Response response = await BinarySerializer.DeserializeAsync<Response>(stream);
    return response is Refused refused ? refused.Reason : response.GetType().Name;
}

static async Task<bool> StallAsync(int port)
{
    using var client = new TcpClient();
    await client.ConnectAsync("127.0.0.1", port);
    NetworkStream stream = client.GetStream();
    await stream.WriteAsync(FaultFrames.StallHeader);
    byte[] buffer = ArrayPool<byte>.Shared.Rent(1);
    try
    {
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(5));
        return await stream.ReadAsync(buffer.AsMemory(0, 1), timeout.Token) == 0;
    }
    finally
    {
        ArrayPool<byte>.Shared.Return(buffer);
    }
}

static async Task DisconnectMidFrameAsync(int port)
{
    using var client = new TcpClient();
    await client.ConnectAsync("127.0.0.1", port);
    await client.GetStream().WriteAsync(FaultFrames.CutEcho);
    client.Client.Shutdown(SocketShutdown.Both);
}

static void Check(bool condition, string what)
{
    if (!condition)
    {
        Console.Error.WriteLine($"FAILED: {what}");
        Environment.Exit(1);
    }
}

/// <summary>The fault clients' bytes: a ping header whose body never comes, and an echo cut off mid-frame.</summary>
static class FaultFrames
{
    public static readonly byte[] StallHeader = [(byte)'P', 0x00, 0x04, 0x00];

    public static readonly byte[] CutEcho = [(byte)'E', 0x01, 0x00, 0x41];
}
