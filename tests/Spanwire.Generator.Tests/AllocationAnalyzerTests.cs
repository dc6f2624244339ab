using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.Diagnostics;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Positive and negative cases for SPW1001–SPW1008, each on code shaped like the seeds' hand-written serializers.</summary>
public class AllocationAnalyzerTests
{
    private const string Usings = "using System; using System.Buffers; using System.Buffers.Binary; using System.Collections.Generic; using System.IO; using System.Net; using System.Text; using System.Threading.Tasks;\n";

    private static Task<List<string>> Run(DiagnosticAnalyzer analyzer, string members)
        => AnalyzerHarness.Diagnostics(Usings + "public class Code {\n" + members + "\n}", analyzer);

    [Fact]
    public async Task SPW1001_BitConverter_GetBytes()
    {
        Assert.Equal(
            ["SPW1001: BitConverter.GetBytes(value)", "SPW1001: BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value))"],
            await Run(new ByteOrderAnalyzer(), """
                void Put(byte[] buffer, int position, long value) => Array.Copy(BitConverter.GetBytes(value), 0, buffer, position, 8);
                void PutBig(Stream stream, long value) => stream.Write(BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value)));
                """));
        Assert.Contains("BinaryPrimitives.WriteInt64BigEndian", await AnalyzerHarness.Message(
            Usings + "class C { byte[] M(long v) => BitConverter.GetBytes(IPAddress.HostToNetworkOrder(v)); }", new ByteOrderAnalyzer()), System.StringComparison.Ordinal);
        Assert.Empty(await Run(new ByteOrderAnalyzer(), """
            void Put(Span<byte> buffer, long value) => BinaryPrimitives.WriteInt64BigEndian(buffer, value);
            long Get(byte[] buffer, int position) => BitConverter.ToInt64(buffer, position);
            """));
    }

    /// <summary>A cast around the swap (a ushort port swapped as a short) still gets the big-endian advice, in one diagnostic.</summary>
    [Fact]
    public async Task SPW1001_sees_the_swap_through_a_cast()
    {
        string message = await AnalyzerHarness.Message(
            Usings + "class C { byte[] Port(ushort port) => BitConverter.GetBytes((ushort)IPAddress.HostToNetworkOrder((short)port)); }", new ByteOrderAnalyzer());
        Assert.StartsWith("SPW1001", Assert.Single(await Run(new ByteOrderAnalyzer(), "byte[] Port(ushort port) => BitConverter.GetBytes((ushort)IPAddress.HostToNetworkOrder((short)port));")), System.StringComparison.Ordinal);
        Assert.Contains("BinaryPrimitives.WriteUInt16BigEndian (the value is already swapped to network order)", message, System.StringComparison.Ordinal);
    }

    [Fact]
    public async Task SPW1002_IPAddress_used_for_byte_order()
    {
        Assert.Equal(
            ["SPW1002: IPAddress.NetworkToHostOrder(BitConverter.ToInt64(buffer, position))", "SPW1002: IPAddress.HostToNetworkOrder(value)"],
            await Run(new ByteOrderAnalyzer(), """
                long Get(byte[] buffer, int position) => IPAddress.NetworkToHostOrder(BitConverter.ToInt64(buffer, position));
                int Swap(int value) => IPAddress.HostToNetworkOrder(value);
                """));
        Assert.Empty(await Run(new ByteOrderAnalyzer(), "IPAddress Parse(string text) => IPAddress.Parse(text);"));
    }

    [Fact]
    public async Task SPW1003_Array_Reverse_for_byte_order_only()
    {
        Assert.Equal(
            ["SPW1001: BitConverter.GetBytes(value)", "SPW1003: Array.Reverse(raw)"],
            await Run(new ByteOrderAnalyzer(), """
                byte[] Big(int value) { var bytes = BitConverter.GetBytes(value); Array.Reverse(bytes); return bytes; }
                int Read(byte[] source) { var raw = new byte[4]; Array.Copy(source, raw, 4); Array.Reverse(raw); return BitConverter.ToInt32(raw, 0); }
                """));
        Assert.Empty(await Run(new ByteOrderAnalyzer(), "void Flip(byte[] image) { Array.Reverse(image); } void Names(string[] names) => Array.Reverse(names);"));
    }

    [Fact]
    public async Task SPW1004_small_temporary_arrays()
    {
        Assert.Equal(
            [
                "SPW1004: new byte[8]", "SPW1004: new byte[16]", "SPW1004: new byte[8]", "SPW1004: new[] { hi, lo }",
                "SPW1004: new[] { (byte)type }", "SPW1004: new byte[16]", "SPW1004: new byte[4]", "SPW1004: new byte[2]", "SPW1004: new byte[4]",
            ],
            await Run(new TemporaryBufferAnalyzer(), """
                long Sum(ReadOnlySpan<byte> source) { var scratch = new byte[8]; source.Slice(0, 8).CopyTo(scratch); return scratch[0] + scratch.Length; }
                async Task Send(Stream stream) { byte[] header = new byte[16]; Fill(header); await Task.Yield(); }
                static void Fill(Span<byte> target) => target.Clear();
                void Write(Stream stream) { var buffer = new byte[8]; stream.Write(buffer, 0, 8); }
                void Length(Stream stream, byte hi, byte lo) { var length = new[] { hi, lo }; stream.Write(length, 0, length.Length); }
                void Tag(Stream stream, int type) => stream.Write(new[] { (byte)type }, 0, 1);
                Guid Id(Stream stream) { var bytes = new byte[16]; stream.ReadExactly(bytes, 0, 16); return new Guid(bytes); }
                int Read(Stream stream) { var bytes = new byte[4]; ReadBytes(stream, bytes, 4); return bytes[0]; }
                static void ReadBytes(Stream stream, byte[] buffer, int count) => stream.ReadExactly(buffer, 0, count);
                short Swapped(byte[] source) { var pair = new byte[2]; pair[0] = source[1]; pair[1] = source[0]; return BitConverter.ToInt16(pair, 0); }
                async Task WriteAsync(Stream stream) { var bytes = new byte[4]; bytes[0] = 1; await stream.WriteAsync(bytes, 0, 4); }
                """));
        Assert.Contains("add C.Fill(Stream s, Span<byte> target), then use stackalloc byte[4]", await AnalyzerHarness.Message(
            Usings + "class C { void M(Stream s) { var b = new byte[4]; Fill(s, b); } static void Fill(Stream s, byte[] target) => s.ReadExactly(target); }", new TemporaryBufferAnalyzer()), System.StringComparison.Ordinal);
        Assert.Contains("keep one buffer in a field", await AnalyzerHarness.Message(
            Usings + "class C { async Task M() { var h = new byte[4]; h[0] = 1; await Task.Yield(); } }", new TemporaryBufferAnalyzer()), System.StringComparison.Ordinal);
        Assert.Empty(await Run(new TemporaryBufferAnalyzer(), """
            byte[] Make() => new byte[8];
            byte[] field = new byte[8];
            void Big() { var large = new byte[4096]; large[0] = 1; }
            MemoryStream Wrap() { var data = new byte[] { 1, 2, 3 }; return new MemoryStream(data); }
            List<byte[]> kept = new(); void Keep() { var item = new byte[4]; kept.Add(item); }
            byte[]? stored; void Store(byte[] value) => stored = value; void Stores() { var b = new byte[4]; Store(b); }
            static void Send(byte[] payload) => Queue.Enqueue(payload); static Queue<byte[]> Queue = new(); void Queued() => Send(new byte[] { 1, 2 });
            byte[] Kept() { var kept = new byte[4]; kept[0] = 1; return kept; }
            """));
    }

    [Fact]
    public async Task SPW1005_MemoryStream_ToArray_passed_on()
    {
        Assert.Equal(
            ["SPW1005: memory.ToArray()", "SPW1005: staging.ToArray()"],
            await Run(new CopyAnalyzer(), """
                void Copy(MemoryStream memory, Stream output) { var bytes = memory.ToArray(); output.Write(bytes, 0, bytes.Length); }
                string Parse(MemoryStream staging) => Encoding.UTF8.GetString(staging.ToArray());
                """));
        Assert.Empty(await Run(new CopyAnalyzer(), "byte[] Result(MemoryStream memory) => memory.ToArray(); byte[]? kept; void Keep(MemoryStream m) { kept = m.ToArray(); }"));
    }

    [Fact]
    public async Task SPW1006_Encoding_GetBytes_string()
    {
        Assert.Equal(
            ["SPW1006: Encoding.UTF8.GetBytes(text)", "SPW1006: Encoding.ASCII.GetBytes(builder.ToString())"],
            await Run(new CopyAnalyzer(), """
                void Send(Stream stream, string text) { var bytes = Encoding.UTF8.GetBytes(text); stream.Write(bytes, 0, bytes.Length); }
                void Flush(Stream stream, StringBuilder builder) => stream.Write(Encoding.ASCII.GetBytes(builder.ToString()));
                """));
        Assert.Contains("StringBuilder.ToString()", await AnalyzerHarness.Message(
            Usings + "class C { void M(Stream s, StringBuilder b) => s.Write(Encoding.UTF8.GetBytes(b.ToString())); }", new CopyAnalyzer()), System.StringComparison.Ordinal);
        Assert.Empty(await Run(new CopyAnalyzer(), "byte[] Encode(string text) => Encoding.UTF8.GetBytes(text); int Count(string text) => Encoding.UTF8.GetByteCount(text);"));
    }

    [Fact]
    public async Task SPW1007_rented_arrays_must_be_returned_once_in_finally()
    {
        Assert.Equal(
            ["SPW1007: ArrayPool<byte>.Shared.Rent(size)", "SPW1007: ArrayPool<byte>.Shared.Rent(size)", "SPW1007: ArrayPool<byte>.Shared.Rent(size)"],
            await Run(new ArrayPoolAnalyzer(), """
                void Leak(int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); buffer[0] = 1; }
                void NoFinally(Stream stream, int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); stream.Write(buffer, 0, size); ArrayPool<byte>.Shared.Return(buffer); }
                void Twice(int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); try { ArrayPool<byte>.Shared.Return(buffer); } finally { ArrayPool<byte>.Shared.Return(buffer); } }
                """));
        Assert.Empty(await Run(new ArrayPoolAnalyzer(), """
            void Good(Stream stream, int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); try { stream.Write(buffer, 0, size); } finally { ArrayPool<byte>.Shared.Return(buffer); } }
            byte[] Handed(int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); return buffer; }
            byte[]? owned; void Stored(int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); owned = buffer; }
            void Guarded(int size) { byte[]? buffer = ArrayPool<byte>.Shared.Rent(size); try { ArrayPool<byte>.Shared.Return(buffer); buffer = null; } finally { if (buffer != null) ArrayPool<byte>.Shared.Return(buffer); } }
            """));
    }

    [Fact]
    public async Task SPW1007_follows_a_rental_handed_to_a_helper_that_returns_it_in_finally()
    {
        // The hand-off of BinarySerializer.SerializeAsync: returned in catch, after a synchronous write, or by the helper.
        Assert.Empty(await Run(new ArrayPoolAnalyzer(), """
            ValueTask Send(Stream stream, int size)
            {
                byte[] rented = ArrayPool<byte>.Shared.Rent(size);
                ValueTask write = stream.WriteAsync(rented.AsMemory(0, size));
                if (write.IsCompletedSuccessfully) { ArrayPool<byte>.Shared.Return(rented); return default; }
                return ReturnAfter(write, rented);
            }
            static async ValueTask ReturnAfter(ValueTask write, byte[] buffer) { try { await write; } finally { ArrayPool<byte>.Shared.Return(buffer); } }
            """));

        // A helper that merely uses the array takes no ownership: the leak is still reported.
        Assert.Equal(["SPW1007: ArrayPool<byte>.Shared.Rent(size)"], await Run(new ArrayPoolAnalyzer(), """
            void Use(int size) { var buffer = ArrayPool<byte>.Shared.Rent(size); Fill(buffer); }
            static void Fill(byte[] target) { target[0] = 1; }
            """));
    }

    /// <summary>
    /// Rent, grow, swap (issue 29): the larger array is swapped into the buffer local that the finally block returns, so
    /// it is owned there; one swapped into a local nothing returns still leaks.
    /// </summary>
    [Fact]
    public async Task SPW1007_follows_a_grown_buffer_swapped_into_the_local_returned_in_finally()
    {
        Assert.Empty(await Run(new ArrayPoolAnalyzer(), """
            void Grow(Stream stream, int size)
            {
                byte[] buffer = ArrayPool<byte>.Shared.Rent(size);
                try
                {
                    while (stream.Read(buffer, 0, buffer.Length) == buffer.Length)
                    {
                        byte[] larger = ArrayPool<byte>.Shared.Rent(buffer.Length * 2);
                        Buffer.BlockCopy(buffer, 0, larger, 0, buffer.Length);
                        ArrayPool<byte>.Shared.Return(buffer);
                        buffer = larger;
                    }
                }
                finally
                {
                    ArrayPool<byte>.Shared.Return(buffer);
                }
            }
            """));
        Assert.Equal(["SPW1007: ArrayPool<byte>.Shared.Rent(size * 2)"], await Run(new ArrayPoolAnalyzer(), """
            void Lost(int size) { byte[] other; var larger = ArrayPool<byte>.Shared.Rent(size * 2); other = larger; other[0] = 1; }
            """));

        // Swapped into a field and a local in one statement (`_buffer = buffer = larger;`): the field owns it. This
        // was reported as never returned (found in Spanwire's own stream reader).
        Assert.Empty(await Run(new ArrayPoolAnalyzer(), """
            byte[] _buffer = [];
            void Chained(int size) { byte[] buffer; var larger = ArrayPool<byte>.Shared.Rent(size * 2); _buffer = buffer = larger; buffer[0] = 1; }
            """));
    }

    /// <summary>
    /// Mono.Nat's PmpSearcher shape (issue 29): a 2-byte request made once per task and sent with its Length from an
    /// async loop. Renting it would send the pooled array's length, so SPW1004 says nothing; one whose length is not
    /// used is still reported.
    /// </summary>
    [Fact]
    public async Task SPW1004_leaves_an_async_buffer_whose_length_is_sent()
    {
        Assert.Empty(await Run(new TemporaryBufferAnalyzer(), """
            async Task Search(System.Net.Sockets.UdpClient client, System.Net.IPEndPoint gateway)
            {
                byte[] request = new byte[2];
                for (int attempt = 0; attempt < 3; attempt++)
                {
                    await client.SendAsync(request, request.Length, gateway);
                    await Task.Delay(250);
                }
            }
            """));
        Assert.Single(await Run(new TemporaryBufferAnalyzer(), """
            async Task Tick(Stream stream)
            {
                byte[] tick = new byte[2];
                tick[0] = 1;
                await stream.WriteAsync(tick, 0, 2);
            }
            """));
    }

    [Fact]
    public async Task SPW1008_stackalloc_needs_a_constant_bound()
    {
        Assert.Equal(
            ["SPW1008: length", "SPW1008: count * 2"],
            await Run(new TemporaryBufferAnalyzer(), """
                void Read(int length) { Span<byte> buffer = stackalloc byte[length]; buffer.Clear(); }
                void Chars(int count) { Span<char> buffer = stackalloc char[count * 2]; buffer.Clear(); }
                """));
        Assert.Empty(await Run(new TemporaryBufferAnalyzer(), """
            void Constant() { Span<byte> buffer = stackalloc byte[256]; buffer.Clear(); }
            void Ternary(int length) { Span<byte> buffer = length <= 256 ? stackalloc byte[length] : new byte[length]; buffer.Clear(); }
            void Guarded(int length) { if (length > 512) throw new ArgumentOutOfRangeException(nameof(length)); Span<byte> buffer = stackalloc byte[length]; buffer.Clear(); }
            void Inside(int length) { if (length <= 128) { Span<byte> buffer = stackalloc byte[length]; buffer.Clear(); } }
            void Clamped(int length) { Span<byte> buffer = stackalloc byte[Math.Min(length, 64)]; buffer.Clear(); }
            """));
    }

    /// <summary>
    /// SPW1004 follows an array into methods declared in other files (FirebirdClient's GdsDatabase handing
    /// <c>new[] { lo, hi }</c> to XdrReaderWriter: issue 29's misses), three files deep, and only where every path of
    /// the callee indexes, measures, copies from or passes on the array: not when it stores it, may dispatch to an
    /// override, or recurses. These findings come at compilation end, and no fix applies: the callee needs a span overload first.
    /// </summary>
    [Fact]
    public async Task SPW1004_follows_arrays_into_methods_of_other_files()
    {
        var test = new RoslynAnalyzerTest<TemporaryBufferAnalyzer>
        {
            TestState =
            {
                Sources =
                {
                    ("XdrReaderWriter.cs", """
                        using System.IO;
                        public class XdrReaderWriter(Stream stream)
                        {
                            private byte[] _kept = [];
                            public void WriteBuffer(byte[] buffer) { WriteLength(buffer.Length); Padded.Write(stream, buffer); }
                            public void WriteBytes(byte[] buffer, int count) => stream.Write(buffer, 0, count);
                            public void WriteLength(int length) => stream.WriteByte((byte)length);
                            public void Keep(byte[] buffer) => _kept = buffer;
                            public virtual void WriteOpaque(byte[] buffer) => stream.Write(buffer);
                            public void Loop(byte[] buffer, int n) { if (n > 0) { Loop(buffer, n - 1); } }
                        }
                        """),
                    ("Padded.cs", """
                        using System.IO;
                        public static class Padded
                        {
                            public static void Write(Stream stream, byte[] buffer) { stream.Write(buffer, 0, buffer.Length); stream.Write(new byte[(4 - (buffer.Length % 4)) % 4]); }
                        }
                        """),
                    ("GdsDatabase.cs", """
                        public class GdsDatabase(XdrReaderWriter xdr)
                        {
                            public void Attach(byte lo, byte hi, int type, ushort port)
                            {
                                xdr.WriteBuffer({|SPW1004:new[] { lo, hi }|});
                                xdr.WriteBytes({|SPW1004:new[] { (byte)type }|}, 1);
                                var sinPort = {|SPW1004:new byte[2]|};
                                sinPort[0] = (byte)(port >> 8);
                                sinPort[1] = (byte)port;
                                xdr.WriteBytes(sinPort, 2);
                                xdr.Keep(new byte[4]);
                                xdr.WriteOpaque(new byte[4]);
                                xdr.Loop(new byte[4], 2);
                            }
                        }
                        """),
                },
            },
        };
        await test.RunAsync();

        string message = Assert.Single(await AnalyzerHarness.Diagnostics(
            "public class Caller { void M(Sink sink) => sink.Take(new byte[8]); }", new TemporaryBufferAnalyzer(), extraFiles: ["public class Sink { public int Take(byte[] b) => b[0] + b.Length; }"]));
        Assert.Equal("SPW1004: new byte[8]", message);
    }

    /// <summary>
    /// Issue 44's three patterns from FirebirdClient's code before its allocation PR, which SPW1004 missed: an array
    /// handed to an interface's Stream-shaped <c>Write(byte[], int, int)</c> (IDataProvider); an array read into through a
    /// method that forwards it to <c>Read(byte[], int, int)</c> and returns it, its result dropped
    /// (XdrReaderWriter.ReadBytes); and eight bytes gathered for <c>new Guid(int, short, short, byte[])</c>. Each message
    /// names the remedy: the overload to add, a pooled array across awaits, or the Guid overload taking the bytes one by one.
    /// </summary>
    [Fact]
    public async Task SPW1004_finds_FirebirdClients_three_missed_patterns_and_names_the_remedy()
    {
        const string Provider = """
            using System.IO;
            using System.Threading;
            using System.Threading.Tasks;
            public interface IDataProvider
            {
                int Read(byte[] buffer, int offset, int count);
                void Write(byte[] buffer, int offset, int count);
                ValueTask WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken = default);
                void Store(byte[] buffer, int offset, int count);
                void Write(byte[] buffer);
            }
            public sealed class Xdr(IDataProvider provider)
            {
                private byte[]? _last;
                public byte[] ReadBytes(byte[] buffer, int count)
                {
                    if (buffer == null || count > (buffer?.Length ?? 0)) { throw new IOException(); }
                    for (int read = 0; read < count;) { read += provider.Read(buffer, read, count - read); }
                    return buffer;
                }
                public byte[] Remember(byte[] buffer) { _last = buffer; return buffer; }
                public static int Sum(byte[] value, int offset) => value[offset] + value[offset + 1];
                public static void Fill(byte[] into) => into[0]++;
            }
            """;
        const string Caller = """
            using System;
            using System.Threading;
            using System.Threading.Tasks;
            public sealed class Gds(IDataProvider provider, Xdr xdr)
            {
                public void Tag(int type) => provider.Write(new[] { (byte)type }, 0, 1);
                public async Task TagAsync(int type, CancellationToken token) => await provider.WriteAsync(new[] { (byte)type }, 0, 1, token).ConfigureAwait(false);
                public int Port() { var port = new byte[2]; xdr.ReadBytes(port, 2); return (port[0] << 8) | port[1]; }
                public int Summed(byte a, byte b) => Xdr.Sum(new[] { a, b }, 0);
                public byte Filled() { var into = new byte[1]; Xdr.Fill(into); return into[0]; }
                public Guid Decode(byte[] value)
                {
                    var tail = new[] { value[8], value[9], value[10], value[11], value[12], value[13], value[14], value[15] };
                    return new Guid(value[0], 0, 0, tail);
                }

                // Not temporaries, or not known to be: the result kept, a method only Stream-shaped in part, another name;
                // nor worth a stack buffer: what runs once.
                private static readonly System.Net.IPAddress Any = new System.Net.IPAddress(new byte[4]);
                private static readonly byte[] Magic;
                static Gds() { Magic = Xdr.Sum(new byte[2], 0) > 0 ? [] : [1]; }
                public byte[] Kept() => xdr.ReadBytes(new byte[2], 2);
                public byte[] KeptInLocal() { var read = xdr.ReadBytes(new byte[4], 4); return read; }
                public void Remembered() => xdr.Remember(new byte[4]);
                public void Whole() => provider.Write(new byte[2]);
                public void Stored() => provider.Store(new byte[2], 0, 2);
                public Guid Shared(byte[] value) { var tail = new[] { value[8], value[9], value[10], value[11], value[12], value[13], value[14], value[15] }; provider.Write(tail, 0, 8); return new Guid(1, 2, 3, tail); }
                public Guid Short(byte[] value) => new Guid(1, 2, 3, new[] { value[0], value[1], value[2], value[3] });
            }
            """;
        CSharpCompilation compilation = GeneratorHarness.Compilation(Caller).AddSyntaxTrees(CSharpSyntaxTree.ParseText(Provider, GeneratorHarness.ParseOptions(), path: "Provider.cs"));
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity == DiagnosticSeverity.Error));
        var messages = (await compilation.WithAnalyzers([new TemporaryBufferAnalyzer()]).GetAnalyzerDiagnosticsAsync())
            .OrderBy(d => d.Location.SourceSpan.Start)
            .Select(d => $"{d.Id}: {d.GetMessage(System.Globalization.CultureInfo.InvariantCulture)}")
            .ToList();
        Assert.Equal(
            [
                "SPW1004: 'new[] { (byte)type }' is a 1-byte temporary that never leaves this method; add IDataProvider.Write(ReadOnlySpan<byte> buffer), then use stackalloc byte[1]",
                "SPW1004: 'new[] { (byte)type }' is a 1-byte temporary that never leaves this method; stackalloc cannot cross an await or yield here, so rent it from ArrayPool<byte>.Shared (returned in a finally) or keep one buffer in a field",
                "SPW1004: 'port' is a 2-byte temporary that never leaves this method; add Xdr.ReadBytes(Span<byte> buffer, int count), then use stackalloc byte[2]",
                "SPW1004: 'new[] { a, b }' is a 2-byte temporary that never leaves this method; add Xdr.Sum(ReadOnlySpan<byte> value, int offset), then use stackalloc byte[2]",
                "SPW1004: 'into' is a 1-byte temporary that never leaves this method; add Xdr.Fill(Span<byte> into), then use stackalloc byte[1]",
                "SPW1004: 'tail' is a 8-byte temporary that never leaves this method; pass its 8 bytes one by one to the Guid(int, short, short, byte × 8) overload instead",
            ],
            messages);
    }
}
