using System.Threading.Tasks;
using Spanwire.CodeFixes;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>Every code fix: exact text before and after, and the fixed code compiles (checked by the harness).</summary>
public class CodeFixTests
{
    [Fact]
    public async Task BitConverter_in_Array_Copy_becomes_a_big_endian_write()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                void PutLong(int position, long value)
                {
                    BinaryPrimitives.WriteInt64BigEndian(buffer.AsSpan(position), value);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.Net;
                class ByteBuffer
                {
                    byte[] buffer = new byte[64];
                    void PutLong(int position, long value)
                    {
                        Array.Copy(BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value)), 0, buffer, position, 8);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));

    [Fact]
    public async Task BitConverter_in_Array_Copy_keeps_machine_order_with_TryWriteBytes()
        => Assert.Equal(
            """
            using System;
            class Writer
            {
                void Put(byte[] buffer, int position, int value)
                {
                    BitConverter.TryWriteBytes(buffer.AsSpan(position, 4), value);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class Writer
                {
                    void Put(byte[] buffer, int position, int value)
                    {
                        Array.Copy(BitConverter.GetBytes(value), 0, buffer, position, 4);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));

    [Fact]
    public async Task BitConverter_in_Stream_Write_becomes_a_stack_buffer()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.IO;
            using System.Net;
            class Xdr
            {
                void WriteInt(Stream stream, int value)
                {
                    Span<byte> bytes = stackalloc byte[4];
                    BinaryPrimitives.WriteInt32BigEndian(bytes, value);
                    stream.Write(bytes);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.IO;
                using System.Net;
                class Xdr
                {
                    void WriteInt(Stream stream, int value)
                    {
                        stream.Write(BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value)), 0, 4);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));

    /// <summary>A comment above the rewritten statement stays above what replaces it (the fix deleted or moved it: issue 29).</summary>
    [Fact]
    public async Task BitConverter_fixes_keep_the_comment_above_the_statement()
    {
        Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.IO;
            class Xdr
            {
                void WriteInt(Stream stream, int value)
                {
                    // XDR: a big-endian int
                    Span<byte> bytes = stackalloc byte[4];
                    BinaryPrimitives.WriteInt32BigEndian(bytes, value);
                    stream.Write(bytes);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.IO;
                class Xdr
                {
                    void WriteInt(Stream stream, int value)
                    {
                        // XDR: a big-endian int
                        stream.Write(BitConverter.GetBytes(System.Net.IPAddress.HostToNetworkOrder(value)), 0, 4);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));
        Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                int position;
                void PutDouble(double value)
                {
                    // Java's ByteBuffer is big-endian
                    BinaryPrimitives.WriteDoubleBigEndian(buffer.AsSpan(position), value);
                    position += sizeof(double);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class ByteBuffer
                {
                    byte[] buffer = new byte[64];
                    int position;
                    void PutDouble(double value)
                    {
                        // Java's ByteBuffer is big-endian
                        var bytes = BitConverter.GetBytes(value);
                        Array.Reverse(bytes);
                        Array.Copy(bytes, 0, buffer, position, bytes.Length);
                        position += bytes.Length;
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));
    }

    /// <summary>SPW0001's fix makes the type partial, and the type containing it, whichever of them the diagnostic names.</summary>
    [Fact]
    public async Task SPW0001_fix_makes_the_type_and_its_containers_partial()
    {
        Assert.Equal(
            """
            using Spanwire;
            [BinarySerializable]
            public sealed partial record Reading(int Id, string Name);
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using Spanwire;
                [BinarySerializable]
                public sealed record Reading(int Id, string Name);
                """,
                new LayoutAnalyzer(),
                new PartialCodeFix()));
        Assert.Equal(
            """
            using Spanwire;
            public static partial class Messages
            {
                [BinarySerializable]
                public partial struct Ping { public int Id; }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using Spanwire;
                public static class Messages
                {
                    [BinarySerializable]
                    public partial struct Ping { public int Id; }
                }
                """,
                new LayoutAnalyzer(),
                new PartialCodeFix()));
    }

    /// <summary>SPW0002's fix marks the member [BinaryIgnore]: a property, a field, a positional record parameter.</summary>
    [Fact]
    public async Task SPW0002_fix_marks_the_member_BinaryIgnore()
    {
        Assert.Equal(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                [BinaryIgnore]
                public System.Action? Callback { get; set; }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using Spanwire;
                [BinarySerializable]
                public partial class Job
                {
                    public int Id { get; set; }
                    public System.Action? Callback { get; set; }
                }
                """,
                new LayoutAnalyzer(),
                new BinaryIgnoreCodeFix()));
        Assert.Equal(
            """
            [Spanwire.BinarySerializable]
            public partial record Job(int Id, [Spanwire.BinaryIgnore] System.Threading.CancellationTokenSource? Cancel);
            """,
            await AnalyzerHarness.ApplyFix(
                """
                [Spanwire.BinarySerializable]
                public partial record Job(int Id, System.Threading.CancellationTokenSource? Cancel);
                """,
                new LayoutAnalyzer(),
                new BinaryIgnoreCodeFix()));
    }

    /// <summary>SPW0013's fix removes 'required' from the ignored member, wherever it stands among the modifiers.</summary>
    [Fact]
    public async Task SPW0013_fix_removes_required_from_the_ignored_member()
    {
        Assert.Equal(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                [BinaryIgnore]
                public string? Owner { get; set; }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using Spanwire;
                [BinarySerializable]
                public partial class Job
                {
                    public int Id { get; set; }
                    [BinaryIgnore]
                    public required string? Owner { get; set; }
                }
                """,
                new LayoutAnalyzer(),
                new RequiredIgnoredCodeFix()));
        Assert.Equal(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id;
                [BinaryIgnore] public string? Owner;
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using Spanwire;
                [BinarySerializable]
                public partial class Job
                {
                    public int Id;
                    [BinaryIgnore] required public string? Owner;
                }
                """,
                new LayoutAnalyzer(),
                new RequiredIgnoredCodeFix()));
    }

    [Fact]
    public async Task BitConverter_fix_is_not_offered_inside_a_loop()
        => Assert.Null(await AnalyzerHarness.ApplyFix(
            """
            using System;
            using System.IO;
            class Loop
            {
                void WriteAll(Stream stream, int[] values)
                {
                    foreach (int value in values)
                    {
                        stream.Write(BitConverter.GetBytes(value));
                    }
                }
            }
            """,
            new ByteOrderAnalyzer(),
            new BitConverterCodeFix()));

    [Fact]
    public async Task NetworkToHostOrder_of_ToInt64_becomes_a_big_endian_read()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class ByteBuffer
            {
                long GetLong(byte[] buffer, int position) => BinaryPrimitives.ReadInt64BigEndian(buffer.AsSpan(position));
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.Net;
                class ByteBuffer
                {
                    long GetLong(byte[] buffer, int position) => IPAddress.NetworkToHostOrder(BitConverter.ToInt64(buffer, position));
                }
                """,
                new ByteOrderAnalyzer(),
                new NetworkOrderCodeFix()));

    [Fact]
    public async Task HostToNetworkOrder_becomes_a_conditional_swap()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class Swap
            {
                int ToNetwork(int value) => (BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.Net;
                class Swap
                {
                    int ToNetwork(int value) => IPAddress.HostToNetworkOrder(value);
                }
                """,
                new ByteOrderAnalyzer(),
                new NetworkOrderCodeFix()));

    [Fact]
    public async Task Reversed_array_read_with_BitConverter_becomes_a_big_endian_read()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            class ByteBuffer
            {
                double GetDouble(byte[] buffer, int position)
                {
                    var raw = BinaryPrimitives.ReadDoubleBigEndian(buffer.AsSpan(position));
                    return raw;
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class ByteBuffer
                {
                    double GetDouble(byte[] buffer, int position)
                    {
                        var raw = new byte[8];
                        Array.Copy(buffer, position, raw, 0, 8);
                        if (BitConverter.IsLittleEndian) Array.Reverse(raw);
                        return BitConverter.ToDouble(raw, 0);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new ArrayReverseCodeFix()));

    [Fact]
    public async Task GetBytes_local_reversed_and_copied_becomes_one_big_endian_write()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                int position;
                void PutDouble(double value)
                {
                    BinaryPrimitives.WriteDoubleBigEndian(buffer.AsSpan(position), value);
                    position += sizeof(double);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class ByteBuffer
                {
                    byte[] buffer = new byte[64];
                    int position;
                    void PutDouble(double value)
                    {
                        var bytes = BitConverter.GetBytes(value);
                        Array.Reverse(bytes);
                        Array.Copy(bytes, 0, buffer, position, bytes.Length);
                        position += bytes.Length;
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));

    [Fact]
    public async Task GetBytes_of_a_swapped_value_in_a_local_becomes_a_big_endian_write_of_the_value()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                void PutInt(int index, int value)
                {
                    BinaryPrimitives.WriteInt32BigEndian(buffer.AsSpan(index), value);
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                using System.Net;
                class ByteBuffer
                {
                    byte[] buffer = new byte[64];
                    void PutInt(int index, int value)
                    {
                        var intAsBytes = BitConverter.GetBytes(IPAddress.NetworkToHostOrder(value));
                        Array.Copy(intAsBytes, 0, buffer, index, intAsBytes.Length);
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new BitConverterCodeFix()));

    [Fact]
    public async Task GetBytes_read_back_with_BitConverter_becomes_a_bit_conversion()
        => Assert.Equal(
            """
            using System;
            class Xdr
            {
                float Single(int bits) => BitConverter.Int32BitsToSingle(bits);
                long Bits(double value)
                {
                    return BitConverter.DoubleToInt64Bits(value);
                }
            }
            """,
            await FixAll(
                """
                using System;
                class Xdr
                {
                    float Single(int bits) => BitConverter.ToSingle(BitConverter.GetBytes(bits), 0);
                    long Bits(double value)
                    {
                        var buffer = BitConverter.GetBytes(value);
                        return BitConverter.ToInt64(buffer, 0);
                    }
                }
                """));

    [Fact]
    public async Task HostToNetworkOrder_on_a_read_becomes_a_big_endian_read()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class ByteBuffer
            {
                int GetInt(byte[] buffer, int position) => BinaryPrimitives.ReadInt32BigEndian(buffer.AsSpan(position));
                short First(byte[] buffer) => BinaryPrimitives.ReadInt16BigEndian(buffer);
            }
            """,
            await FixAll(
                """
                using System;
                using System.Net;
                class ByteBuffer
                {
                    int GetInt(byte[] buffer, int position) => IPAddress.HostToNetworkOrder(BitConverter.ToInt32(buffer, position));
                    short First(byte[] buffer) => IPAddress.NetworkToHostOrder(BitConverter.ToInt16(buffer, 0));
                }
                """));

    [Fact]
    public async Task Small_arrays_passed_to_span_overloads_become_stackalloc()
        => Assert.Equal(
            """
            using System;
            using System.IO;
            class Writer
            {
                void Tag(Stream stream, int type) => stream.Write(stackalloc byte[] { (byte)type });
                void Length(Stream stream, byte hi, byte lo)
                {
                    Span<byte> length = stackalloc byte[] { hi, lo };
                    stream.Write(length);
                }
            }
            """,
            await FixAll(
                """
                using System;
                using System.IO;
                class Writer
                {
                    void Tag(Stream stream, int type) => stream.Write(new[] { (byte)type }, 0, 1);
                    void Length(Stream stream, byte hi, byte lo)
                    {
                        var length = new[] { hi, lo };
                        stream.Write(length, 0, length.Length);
                    }
                }
                """));

    [Fact]
    public async Task Small_array_in_async_code_is_rented_and_returned_in_finally()
        => Assert.Equal(
            """
            using System;
            using System.Buffers;
            using System.IO;
            using System.Threading.Tasks;
            class Reader
            {
                async Task<int> ReadAsync(Stream stream)
                {
                    var bytes = ArrayPool<byte>.Shared.Rent(4);
                    try
                    {
                        await stream.ReadExactlyAsync(bytes, 0, 4);
                        return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3];
                    }
                    finally
                    {
                        ArrayPool<byte>.Shared.Return(bytes);
                    }
                }
            }
            """,
            await FixAll(
                """
                using System;
                using System.IO;
                using System.Threading.Tasks;
                class Reader
                {
                    async Task<int> ReadAsync(Stream stream)
                    {
                        var bytes = new byte[4];
                        await stream.ReadExactlyAsync(bytes, 0, 4);
                        return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3];
                    }
                }
                """));

    [Fact]
    public async Task Fix_all_works_when_the_first_finding_has_no_fix()
    {
        // dotnet format analyzers takes the first finding's action for the equivalence key: null when it has no fix.
        string source = """
            using System;
            using System.Net;
            class Encoder
            {
                byte[] buffer = new byte[16];
                static byte[] Encode(int value) => BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value));
                void Put(long value) => Array.Copy(BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value)), 0, buffer, 0, 8);
            }
            """;
        string fixedSource = await AnalyzerHarness.FixAllWithNullKey(source, new ByteOrderAnalyzer(), new BitConverterCodeFix());
        Assert.Contains("void Put(long value) => BinaryPrimitives.WriteInt64BigEndian(buffer.AsSpan(0), value);", fixedSource, System.StringComparison.Ordinal);
        Assert.Contains("static byte[] Encode(int value) => BitConverter.GetBytes(", fixedSource, System.StringComparison.Ordinal);
    }

    private static async Task<string> FixAll(string source)
    {
        using var workspace = new Microsoft.CodeAnalysis.AdhocWorkspace();
        return (await (await SeedCorpusTests.FixAll(AnalyzerHarness.Document(workspace, source))).GetTextAsync()).ToString();
    }

    [Fact]
    public async Task Small_temporary_array_becomes_stackalloc()
        => Assert.Equal(
            """
            using System;
            class Scratch
            {
                int First(ReadOnlySpan<byte> source)
                {
                    Span<byte> scratch = stackalloc byte[8];
                    source.Slice(0, 8).CopyTo(scratch);
                    return scratch[0] + scratch.Length;
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class Scratch
                {
                    int First(ReadOnlySpan<byte> source)
                    {
                        var scratch = new byte[8];
                        source.Slice(0, 8).CopyTo(scratch);
                        return scratch[0] + scratch.Length;
                    }
                }
                """,
                new TemporaryBufferAnalyzer(),
                new StackallocCodeFix()));
}
