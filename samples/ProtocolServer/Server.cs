using System;
using System.IO.Pipelines;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using System.Threading.Tasks;
using Spanwire;

namespace ProtocolServer;

/// <summary>
/// A Socket + System.IO.Pipelines server: each connection reads every request already buffered before answering,
/// writes responses straight into the PipeWriter, refuses garbage with a reason and closes, and drops a client that
/// stalls mid-frame for longer than <see cref="StallTimeout"/>. Loopback only.
/// </summary>
internal sealed class Server(TimeSpan stallTimeout) : IAsyncDisposable
{
    private readonly TcpListener _listener = new(IPAddress.Loopback, 0);
    private readonly CancellationTokenSource _stopping = new();
    private Task? _accepting;
    private int _refused;
    private int _stalled;

    public TimeSpan StallTimeout { get; } = stallTimeout;

    public int Port => ((IPEndPoint)_listener.LocalEndpoint).Port;

    public int Refused => _refused;

    public int Stalled => _stalled;

    public void Start()
    {
        _listener.Start();
        _accepting = AcceptAsync();
    }

    private async Task AcceptAsync()
    {
        while (!_stopping.IsCancellationRequested)
        {
            Socket socket;
            try
            {
                socket = await _listener.AcceptSocketAsync(_stopping.Token);
            }
            catch (OperationCanceledException)
            {
                return;
            }

            _ = ServeAsync(socket);
        }
    }

    private async Task ServeAsync(Socket socket)
    {
        socket.NoDelay = true;
        await using var stream = new NetworkStream(socket, ownsSocket: true);
        PipeReader reader = PipeReader.Create(stream);
        PipeWriter writer = PipeWriter.Create(stream);
        using var stall = CancellationTokenSource.CreateLinkedTokenSource(_stopping.Token);
        try
        {
            while (true)
            {
                stall.CancelAfter(StallTimeout);
                ReadResult result = await reader.ReadAsync(stall.Token);
                System.Buffers.ReadOnlySequence<byte> buffer = result.Buffer;
                SequencePosition consumed = buffer.Start;
                while (BinarySerializer.TryDeserialize<Request>(buffer.Slice(consumed), out var request, out SequencePosition next))
                {
                    consumed = next;
                    BinarySerializer.Serialize(Answer(request), writer);
                }

                reader.AdvanceTo(consumed, buffer.End);
                await writer.FlushAsync(_stopping.Token);
                if (result.IsCompleted)
                {
                    return;
                }
            }
        }
        catch (BinarySerializationException exception)
        {
            Interlocked.Increment(ref _refused);
            BinarySerializer.Serialize<Response>(new Refused { Reason = exception.Message }, writer);
            await writer.FlushAsync();
        }
        catch (OperationCanceledException) when (!_stopping.IsCancellationRequested)
        {
            Interlocked.Increment(ref _stalled);
        }
        catch (Exception exception) when (exception is System.IO.IOException or SocketException)
        {
            // The client went away mid-conversation: nothing to answer.
        }
        finally
        {
            await reader.CompleteAsync();
            await writer.CompleteAsync();
        }
    }

    private static Response Answer(Request request) => request switch
    {
        Ping ping => new Pong { Sequence = ping.Sequence },
        Echo echo => new Echoed { Payload = echo.Payload },
        Sum sum => new Total { Value = SumOf(sum.Values) },
        _ => new Refused { Reason = "unknown request" },
    };

    private static long SumOf(long[] values)
    {
        long total = 0;
        foreach (long value in values)
        {
            total += value;
        }

        return total;
    }

    public async ValueTask DisposeAsync()
    {
        await _stopping.CancelAsync();
        _listener.Stop();
        if (_accepting is not null)
        {
            await _accepting;
        }

        _stopping.Dispose();
    }
}
