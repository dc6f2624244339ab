using System.Threading.Tasks;
using Spanwire.CodeFixes;
using Spanwire.Generator.Analyzers;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// Every code fix through the Roslyn SDK's code-fix test: the diagnostics at the markup and no others, the exact text
/// after the fix and after Fix All in document, project and solution scope, and fixed code that compiles.
/// </summary>
public class CodeFixTests
{
    [Fact]
    public async Task BitConverter_in_Array_Copy_becomes_a_big_endian_write()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            using System.Net;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                void PutLong(int position, long value)
                {
                    Array.Copy({|SPW1001:BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value))|}, 0, buffer, position, 8);
                }
            }
            """,
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
            """);

    [Fact]
    public async Task BitConverter_in_Array_Copy_keeps_machine_order_with_TryWriteBytes()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            class Writer
            {
                void Put(byte[] buffer, int position, int value)
                {
                    Array.Copy({|SPW1001:BitConverter.GetBytes(value)|}, 0, buffer, position, 4);
                }
            }
            """,
            """
            using System;
            class Writer
            {
                void Put(byte[] buffer, int position, int value)
                {
                    BitConverter.TryWriteBytes(buffer.AsSpan(position, 4), value);
                }
            }
            """);

    [Fact]
    public async Task BitConverter_in_Stream_Write_becomes_a_stack_buffer()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            using System.IO;
            using System.Net;
            class Xdr
            {
                void WriteInt(Stream stream, int value)
                {
                    stream.Write({|SPW1001:BitConverter.GetBytes(IPAddress.HostToNetworkOrder(value))|}, 0, 4);
                }
            }
            """,
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
            """);

    /// <summary>A comment above the rewritten statement stays above what replaces it (the fix deleted or moved it: issue 29).</summary>
    [Fact]
    public async Task BitConverter_fixes_keep_the_comment_above_the_statement()
    {
        await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            using System.IO;
            class Xdr
            {
                void WriteInt(Stream stream, int value)
                {
                    // XDR: a big-endian int
                    stream.Write({|SPW1001:BitConverter.GetBytes(System.Net.IPAddress.HostToNetworkOrder(value))|}, 0, 4);
                }
            }
            """,
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
            """);
        await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                int position;
                void PutDouble(double value)
                {
                    // Java's ByteBuffer is big-endian
                    var bytes = {|SPW1001:BitConverter.GetBytes(value)|};
                    Array.Reverse(bytes);
                    Array.Copy(bytes, 0, buffer, position, bytes.Length);
                    position += bytes.Length;
                }
            }
            """,
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
            """);
    }

    /// <summary>SPW0001's fix makes the type partial, and the type containing it, whichever of them the diagnostic names.</summary>
    [Fact]
    public async Task SPW0001_fix_makes_the_type_and_its_containers_partial()
    {
        await RoslynTest<LayoutAnalyzer, PartialCodeFix>.VerifyFix(
            """
            using Spanwire;
            [BinarySerializable]
            public sealed record {|SPW0001:Reading|}(int Id, string Name);
            """,
            """
            using Spanwire;
            [BinarySerializable]
            public sealed partial record Reading(int Id, string Name);
            """);
        await RoslynTest<LayoutAnalyzer, PartialCodeFix>.VerifyFix(
            """
            using Spanwire;
            public static class Messages
            {
                [BinarySerializable]
                public partial struct {|SPW0001:Ping|} { public int Id; }
            }
            """,
            """
            using Spanwire;
            public static partial class Messages
            {
                [BinarySerializable]
                public partial struct Ping { public int Id; }
            }
            """);
    }

    /// <summary>SPW0002's fix marks the member [BinaryIgnore]: a property, a field, a positional record parameter.</summary>
    [Fact]
    public async Task SPW0002_fix_marks_the_member_BinaryIgnore()
    {
        await RoslynTest<LayoutAnalyzer, BinaryIgnoreCodeFix>.VerifyFix(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                public System.Action? {|SPW0002:Callback|} { get; set; }
            }
            """,
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                [BinaryIgnore]
                public System.Action? Callback { get; set; }
            }
            """);
        await RoslynTest<LayoutAnalyzer, BinaryIgnoreCodeFix>.VerifyFix(
            """
            [Spanwire.BinarySerializable]
            public partial record Job(int Id, System.Threading.CancellationTokenSource? {|SPW0002:Cancel|});
            """,
            """
            [Spanwire.BinarySerializable]
            public partial record Job(int Id, [Spanwire.BinaryIgnore] System.Threading.CancellationTokenSource? Cancel);
            """);
    }

    /// <summary>SPW0013's fix removes 'required' from the ignored member, wherever it stands among the modifiers.</summary>
    [Fact]
    public async Task SPW0013_fix_removes_required_from_the_ignored_member()
    {
        await RoslynTest<LayoutAnalyzer, RequiredIgnoredCodeFix>.VerifyFix(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                [BinaryIgnore]
                public required string? {|SPW0013:Owner|} { get; set; }
            }
            """,
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id { get; set; }
                [BinaryIgnore]
                public string? Owner { get; set; }
            }
            """);
        await RoslynTest<LayoutAnalyzer, RequiredIgnoredCodeFix>.VerifyFix(
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id;
                [BinaryIgnore] required public string? {|SPW0013:Owner|};
            }
            """,
            """
            using Spanwire;
            [BinarySerializable]
            public partial class Job
            {
                public int Id;
                [BinaryIgnore] public string? Owner;
            }
            """);
    }

    [Fact]
    public async Task BitConverter_fix_is_not_offered_inside_a_loop()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyNoFix(
            """
            using System;
            using System.IO;
            class Loop
            {
                void WriteAll(Stream stream, int[] values)
                {
                    foreach (int value in values)
                    {
                        stream.Write({|SPW1001:BitConverter.GetBytes(value)|});
                    }
                }
            }
            """);

    [Fact]
    public async Task NetworkToHostOrder_of_ToInt64_becomes_a_big_endian_read()
        => await RoslynTest<ByteOrderAnalyzer, NetworkOrderCodeFix>.VerifyFix(
            """
            using System;
            using System.Net;
            class ByteBuffer
            {
                long GetLong(byte[] buffer, int position) => {|SPW1002:IPAddress.NetworkToHostOrder(BitConverter.ToInt64(buffer, position))|};
            }
            """,
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class ByteBuffer
            {
                long GetLong(byte[] buffer, int position) => BinaryPrimitives.ReadInt64BigEndian(buffer.AsSpan(position));
            }
            """);

    [Fact]
    public async Task HostToNetworkOrder_becomes_a_conditional_swap()
        => await RoslynTest<ByteOrderAnalyzer, NetworkOrderCodeFix>.VerifyFix(
            """
            using System;
            using System.Net;
            class Swap
            {
                int ToNetwork(int value) => {|SPW1002:IPAddress.HostToNetworkOrder(value)|};
            }
            """,
            """
            using System;
            using System.Buffers.Binary;
            using System.Net;
            class Swap
            {
                int ToNetwork(int value) => (BitConverter.IsLittleEndian ? BinaryPrimitives.ReverseEndianness(value) : value);
            }
            """);

    [Fact]
    public async Task Reversed_array_read_with_BitConverter_becomes_a_big_endian_read()
        => await RoslynTest<ByteOrderAnalyzer, ArrayReverseCodeFix>.VerifyFix(
            """
            using System;
            class ByteBuffer
            {
                double GetDouble(byte[] buffer, int position)
                {
                    var raw = new byte[8];
                    Array.Copy(buffer, position, raw, 0, 8);
                    if (BitConverter.IsLittleEndian) {|SPW1003:Array.Reverse(raw)|};
                    return BitConverter.ToDouble(raw, 0);
                }
            }
            """,
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
            """);

    [Fact]
    public async Task GetBytes_local_reversed_and_copied_becomes_one_big_endian_write()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                int position;
                void PutDouble(double value)
                {
                    var bytes = {|SPW1001:BitConverter.GetBytes(value)|};
                    Array.Reverse(bytes);
                    Array.Copy(bytes, 0, buffer, position, bytes.Length);
                    position += bytes.Length;
                }
            }
            """,
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
            """);

    [Fact]
    public async Task GetBytes_of_a_swapped_value_in_a_local_becomes_a_big_endian_write_of_the_value()
        => await RoslynTest<ByteOrderAnalyzer, BitConverterCodeFix>.VerifyFix(
            """
            using System;
            using System.Net;
            class ByteBuffer
            {
                byte[] buffer = new byte[64];
                void PutInt(int index, int value)
                {
                    var intAsBytes = {|SPW1001:BitConverter.GetBytes(IPAddress.NetworkToHostOrder(value))|};
                    Array.Copy(intAsBytes, 0, buffer, index, intAsBytes.Length);
                }
            }
            """,
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
            """);

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
        => await RoslynTest<TemporaryBufferAnalyzer, StackallocCodeFix>.VerifyFix(
            """
            using System;
            class Scratch
            {
                int First(ReadOnlySpan<byte> source)
                {
                    var scratch = {|SPW1004:new byte[8]|};
                    source.Slice(0, 8).CopyTo(scratch);
                    return scratch[0] + scratch.Length;
                }
            }
            """,
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
            """);

    /// <summary>Eight bytes gathered for <c>new Guid(int, short, short, byte[])</c> become the 11-argument constructor's own arguments (FirebirdClient's TypeDecoder).</summary>
    [Fact]
    public async Task Bytes_gathered_for_a_Guid_become_its_constructors_arguments()
        => await RoslynTest<TemporaryBufferAnalyzer, StackallocCodeFix>.VerifyFix(
            """
            using System;
            class TypeDecoder
            {
                Guid Decode(byte[] value, int a, short b, short c)
                    => new Guid(a, b, c, {|SPW1004:new byte[] { value[8], value[9], value[10], value[11], value[12], value[13], value[14], value[15] }|});
            }
            """,
            """
            using System;
            class TypeDecoder
            {
                Guid Decode(byte[] value, int a, short b, short c)
                    => new Guid(a, b, c, value[8], value[9], value[10], value[11], value[12], value[13], value[14], value[15]);
            }
            """);
}
