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
    public async Task Array_Reverse_after_GetBytes_becomes_ReverseEndianness()
        => Assert.Equal(
            """
            using System;
            using System.Buffers.Binary;
            class Big
            {
                byte[] Encode(int value)
                {
                    var bytes = BitConverter.GetBytes(BinaryPrimitives.ReverseEndianness(value));
                    return bytes;
                }
            }
            """,
            await AnalyzerHarness.ApplyFix(
                """
                using System;
                class Big
                {
                    byte[] Encode(int value)
                    {
                        var bytes = BitConverter.GetBytes(value);
                        Array.Reverse(bytes);
                        return bytes;
                    }
                }
                """,
                new ByteOrderAnalyzer(),
                new ArrayReverseCodeFix()));

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
