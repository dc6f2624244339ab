using System;
using System.IO;
using System.Linq;
using System.Net.WebSockets;
using System.Text;
using System.Text.Json;
using System.Threading.Tasks;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A length held in one of two extended fields, which a pair of methods computes and fills: WebSocket frames .NET's own
/// implementation (<see cref="WebSocket.CreateFromStream(Stream, bool, string?, TimeSpan)"/>) writes, as a server
/// (unmasked) and as a client (masked, a random key per frame), with payloads of 7-bit, 16-bit and 64-bit lengths and a
/// message in three fragments, read frame by frame, written back byte for byte, and built from objects with every
/// length code and extended length filled in; .NET reads what Spanwire builds.
/// </summary>
public class WebSocketTests
{
    private static readonly byte[] Zeros = new byte[300];

    public static TheoryData<int> Sizes => [0, 5, 125, 126, 300, 65535, 65536, 70000];

    [Theory]
    [MemberData(nameof(Sizes))]
    public async Task Frames_dotnet_writes_read_and_write_back_and_fill_their_lengths(int size)
    {
        byte[] payload = [.. Enumerable.Range(0, size).Select(i => (byte)(i * 31))];
        foreach (bool server in new[] { true, false })
        {
            byte[] wire = await Written(server, socket => socket.SendAsync(payload.AsMemory(), WebSocketMessageType.Binary, true, default).AsTask());
            WebSocketMessage message = WebSocketMessage.Read(wire, out int read);

            Assert.Equal(wire.Length, read);
            WebSocketFrame frame = Assert.Single(message.Frames);
            Assert.Equal((true, (byte)2, !server, size), (frame.Finished, frame.Opcode, frame.Masked, frame.Payload.Length));
            Assert.Equal((size <= 125, size is > 125 and <= 65535, size > 65535), (frame.Length16 is null && frame.Length64 is null, frame.Length16 is not null, frame.Length64 is not null));
            Assert.Equal(payload, server ? frame.Payload : Unmask(frame.Payload, frame.MaskKey!.Value));
            Assert.Equal(wire, BinarySerializer.Serialize(message));

            // From objects: no length code and no extended length set by hand.
            frame.LengthCode = 0;
            frame.Length16 = null;
            frame.Length64 = null;
            Assert.Equal(wire, BinarySerializer.Serialize(message));
        }
    }

    [Fact]
    public async Task A_fragmented_text_message_reads_to_its_final_frame_and_dotnet_reads_what_spanwire_builds()
    {
        byte[] wire = await Written(server: true, async socket =>
        {
            await socket.SendAsync("Hello, "u8.ToArray().AsMemory(), WebSocketMessageType.Text, false, default);
            await socket.SendAsync(Zeros.AsMemory(0, 200), WebSocketMessageType.Text, false, default);
            await socket.SendAsync("world"u8.ToArray().AsMemory(), WebSocketMessageType.Text, true, default);
        });
        WebSocketMessage message = WebSocketMessage.Read(wire, out _);
        Assert.Equal([(false, 1, 7), (false, 0, 200), (true, 0, 5)], message.Frames.Select(frame => (frame.Finished, (int)frame.Opcode, frame.Payload.Length)));
        Assert.Equal(wire, BinarySerializer.Serialize(message));

        // Built from objects and sent to .NET's client side as a server would.
        var built = new WebSocketMessage { Frames = [new() { Finished = false, Opcode = 1, Payload = "Span"u8.ToArray() }, new() { Opcode = 0, Payload = [.. Enumerable.Repeat((byte)'!', 70_000)] }] };
        using var stream = new MemoryStream(BinarySerializer.Serialize(built));
        using WebSocket client = WebSocket.CreateFromStream(stream, isServer: false, subProtocol: null, keepAliveInterval: TimeSpan.Zero);
        byte[] received = new byte[80_000];
        int total = 0;
        ValueWebSocketReceiveResult result;
        do
        {
            result = await client.ReceiveAsync(received.AsMemory(total), default);
            total += result.Count;
        }
        while (!result.EndOfMessage);
        Assert.Equal(WebSocketMessageType.Text, result.MessageType);
        Assert.Equal("Span" + new string('!', 70_000), Encoding.UTF8.GetString(received, 0, total));
    }

    /// <summary>A length code of 127 with a 64-bit length past what the input holds is a truncation that allocates nothing for it.</summary>
    [Fact]
    public void A_length_the_frame_does_not_have_is_a_truncation()
    {
        byte[] hostile = [0x82, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x7F, 0xFF, 0xFF, 0xFF, 1, 2, 3];
        long before = GC.GetAllocatedBytesForCurrentThread();
        bool complete = WebSocketMessage.TryRead(hostile, out _, out _);
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.False(complete);
        Assert.True(allocated < 4096, $"{allocated} bytes allocated");
    }

    /// <summary>Kaitai's own websocket spec, compiled by ksc, reads .NET's server frames as Spanwire does (up to 16-bit lengths: it reads the 64-bit one as 32 bits).</summary>
    [Fact]
    public async Task The_gallery_spec_reads_the_same_frames()
    {
        byte[][] inputs =
        [
            await Written(server: true, socket => socket.SendAsync("hi"u8.ToArray().AsMemory(), WebSocketMessageType.Text, true, default).AsTask()),
            await Written(server: true, socket => socket.SendAsync(Zeros.AsMemory(0, 300), WebSocketMessageType.Binary, true, default).AsTask()),
            await Written(server: true, async socket =>
            {
                await socket.SendAsync(Zeros.AsMemory(0, 3), WebSocketMessageType.Binary, false, default);
                await socket.SendAsync(Zeros.AsMemory(0, 130), WebSocketMessageType.Binary, true, default);
            }),
        ];
        JsonElement[] parsed = GalleryTests.Gallery("websocket", inputs);
        for (int i = 0; i < inputs.Length; i++)
        {
            WebSocketMessage message = WebSocketMessage.Read(inputs[i], out _);
            JsonElement[] frames = [parsed[i].GetProperty("initialFrame"), .. parsed[i].TryGetProperty("trailingFrames", out JsonElement trailing) && trailing.ValueKind == JsonValueKind.Array ? trailing.EnumerateArray() : []];
            Assert.Equal(message.Frames.Count, frames.Length);
            for (int f = 0; f < frames.Length; f++)
            {
                JsonElement header = frames[f].GetProperty("header");
                Assert.Equal((message.Frames[f].Finished, (int)message.Frames[f].Opcode, (int)message.Frames[f].LengthCode),
                    (header.GetProperty("finished").GetBoolean(), header.GetProperty("opcode").GetInt32(), header.GetProperty("lenPayloadPrimary").GetInt32()));
                Assert.Equal(message.Frames[f].Payload.Length, header.GetProperty("lenPayload").GetInt32());
            }
        }
    }

    /// <summary>What a .NET WebSocket on one side of a connection writes for <paramref name="send"/>.</summary>
    private static async Task<byte[]> Written(bool server, Func<WebSocket, Task> send)
    {
        using var stream = new MemoryStream();
        using (WebSocket socket = WebSocket.CreateFromStream(stream, isServer: server, subProtocol: null, keepAliveInterval: TimeSpan.Zero))
        {
            await send(socket);
        }

        return stream.ToArray();
    }

    private static byte[] Unmask(byte[] payload, uint key)
    {
        byte[] plain = new byte[payload.Length];
        for (int i = 0; i < payload.Length; i++)
        {
            plain[i] = (byte)(payload[i] ^ (byte)(key >> (8 * (3 - (i % 4)))));
        }

        return plain;
    }
}
