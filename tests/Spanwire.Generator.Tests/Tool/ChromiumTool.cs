using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Net.WebSockets;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Threading;
using System.Threading.Tasks;

namespace Spanwire.Generator.Tests.Tool;

/// <summary>
/// Debian's headless Chromium driven over the DevTools protocol: a page loaded from a file, real mouse clicks at
/// an element's place, scripts evaluated in the page, screenshots. Without chromium on PATH the checks that need it
/// are skipped, unless SPANWIRE_REQUIRE_CHROMIUM is set (.ci/run installs it and sets it).
/// </summary>
internal sealed class ChromiumTool : IAsyncDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);
    private readonly Process _browser;
    private readonly ClientWebSocket _socket;
    private readonly string _profile;
    private string _session = string.Empty;
    private int _nextId;

    private ChromiumTool(Process browser, ClientWebSocket socket, string profile)
    {
        _browser = browser;
        _socket = socket;
        _profile = profile;
    }

    public static string? Executable { get; } = new[] { "chromium", "chromium-browser", "google-chrome" }
        .SelectMany(name => (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(':').Select(folder => Path.Combine(folder, name)))
        .FirstOrDefault(File.Exists);

    public static bool Required => Environment.GetEnvironmentVariable("SPANWIRE_REQUIRE_CHROMIUM") is { Length: > 0 };

    /// <summary>Starts a headless browser with a fresh profile and opens <paramref name="page"/> in it.</summary>
    public static async Task<ChromiumTool> OpenAsync(string page)
    {
        string profile = Directory.CreateTempSubdirectory("spanwire-chromium-").FullName;
        var start = new ProcessStartInfo(Executable!) { RedirectStandardError = true, RedirectStandardOutput = true };
        foreach (string argument in new[] { "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0", "--window-size=1100,700", $"--user-data-dir={profile}", "about:blank" })
        {
            start.ArgumentList.Add(argument);
        }

        Process browser = Process.Start(start)!;
        browser.StandardOutput.ReadToEndAsync().GetAwaiter();
        using var timeout = new CancellationTokenSource(Patience);
        string? endpoint = null;
        while (endpoint is null && await browser.StandardError.ReadLineAsync(timeout.Token) is { } line)
        {
            const string Listening = "DevTools listening on ";
            endpoint = line.StartsWith(Listening, StringComparison.Ordinal) ? line[Listening.Length..] : null;
        }

        browser.StandardError.ReadToEndAsync().GetAwaiter();
        var socket = new ClientWebSocket();
        await socket.ConnectAsync(new Uri(endpoint ?? throw new InvalidOperationException("chromium printed no DevTools endpoint")), timeout.Token);
        var chromium = new ChromiumTool(browser, socket, profile);
        JsonNode target = await chromium.SendAsync("Target.createTarget", new JsonObject { ["url"] = new Uri(page).AbsoluteUri }, browserLevel: true);
        JsonNode attached = await chromium.SendAsync("Target.attachToTarget", new JsonObject { ["targetId"] = target["targetId"]!.GetValue<string>(), ["flatten"] = true }, browserLevel: true);
        chromium._session = attached["sessionId"]!.GetValue<string>();
        // A new target shows about:blank, complete, before the page's navigation commits: wait for the page itself.
        for (int tries = 0; await chromium.EvaluateAsync("location.protocol + document.readyState") is not "file:complete"; tries++)
        {
            if (tries > 200)
            {
                throw new TimeoutException("the page did not finish loading");
            }

            await Task.Delay(50);
        }

        return chromium;
    }

    /// <summary>The value of a script run in the page, as JSON's value (a string, number, bool or array).</summary>
    public async Task<object?> EvaluateAsync(string expression)
    {
        JsonNode result = await SendAsync("Runtime.evaluate", new JsonObject { ["expression"] = expression, ["returnByValue"] = true });
        if (result["exceptionDetails"] is { } error)
        {
            throw new InvalidOperationException($"the page threw: {error.ToJsonString()}");
        }

        JsonNode? value = result["result"]?["value"];
        return value?.GetValueKind() switch
        {
            JsonValueKind.String => value.GetValue<string>(),
            JsonValueKind.Number => value.GetValue<double>(),
            JsonValueKind.True or JsonValueKind.False => value.GetValue<bool>(),
            null => null,
            _ => value.ToJsonString(),
        };
    }

    /// <summary>A left click with the mouse, as a user's, at the middle of the first element <paramref name="selector"/> matches.</summary>
    public async Task ClickAsync(string selector)
    {
        string place = (string)(await EvaluateAsync($$"""
            (() => { const e = document.querySelector({{JsonSerializer.Serialize(selector)}}); e.scrollIntoView({ block: "center" });
                     const r = e.getBoundingClientRect(); return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); })()
            """))!;
        double[] xy = JsonSerializer.Deserialize<double[]>(place)!;
        foreach (string type in new[] { "mousePressed", "mouseReleased" })
        {
            await SendAsync("Input.dispatchMouseEvent", new JsonObject { ["type"] = type, ["x"] = xy[0], ["y"] = xy[1], ["button"] = "left", ["clickCount"] = 1 });
        }
    }

    /// <summary>The page as it looks now, as PNG bytes.</summary>
    public async Task<byte[]> ScreenshotAsync()
        => Convert.FromBase64String((await SendAsync("Page.captureScreenshot", new JsonObject { ["format"] = "png" }))["data"]!.GetValue<string>());

    private async Task<JsonNode> SendAsync(string method, JsonObject parameters, bool browserLevel = false)
    {
        int id = ++_nextId;
        var message = new JsonObject { ["id"] = id, ["method"] = method, ["params"] = parameters };
        if (!browserLevel)
        {
            message["sessionId"] = _session;
        }

        using var timeout = new CancellationTokenSource(Patience);
        await _socket.SendAsync(Encoding.UTF8.GetBytes(message.ToJsonString()), WebSocketMessageType.Text, true, timeout.Token);
        while (true)
        {
            JsonNode reply = await ReceiveAsync(timeout.Token);
            if (reply["id"]?.GetValue<int>() == id)
            {
                return reply["error"] is { } error ? throw new InvalidOperationException($"{method}: {error.ToJsonString()}") : reply["result"]!;
            }
        }
    }

    private async Task<JsonNode> ReceiveAsync(CancellationToken cancellation)
    {
        using var message = new MemoryStream();
        byte[] buffer = new byte[64 * 1024];
        WebSocketReceiveResult received;
        do
        {
            received = await _socket.ReceiveAsync(buffer, cancellation);
            message.Write(buffer, 0, received.Count);
        }
        while (!received.EndOfMessage);
        return JsonNode.Parse(message.ToArray())!;
    }

    public async ValueTask DisposeAsync()
    {
        _socket.Dispose();
        if (!_browser.HasExited)
        {
            _browser.Kill(entireProcessTree: true);
            await _browser.WaitForExitAsync();
        }

        _browser.Dispose();
        try
        {
            Directory.Delete(_profile, recursive: true);
        }
        catch (IOException)
        {
            // Chromium's helpers may still hold a file for a moment; the temporary folder is left for the system.
        }
    }
}
