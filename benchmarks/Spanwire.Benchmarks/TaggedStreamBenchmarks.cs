using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using MemoryPack;
using MessagePack;

namespace Spanwire.Benchmarks;

/// <summary>
/// Shape e: a stream of 10,000 PostgreSQL-like backend messages of five kinds (a 1-byte tag, an int32 length frame
/// that counts itself): DataRow, CommandComplete, ParameterStatus, ReadyForQuery, and BackendKeyData as a struct case.
/// Written into one buffer, read back with the union's <c>Read</c> loop, and dispatched to a struct handler, each
/// against the same work written by hand with BinaryPrimitives; MemoryPack and MessagePack write and read the same
/// messages as their own unions (BackendKeyData a class there: their unions take no struct cases). Times are per message;
/// <see cref="Kind"/> runs the mixed stream and each kind alone.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class TaggedStreamBenchmarks
{
    private const int Count = 10_000;
    private readonly PgMessage[] _messages = new PgMessage[Count];
    private readonly PgFormat[] _formats = new PgFormat[Count];
    private readonly byte[] _buffer = new byte[Count * 64];
    private readonly PgMessage[] _read = new PgMessage[Count];
    private byte[] _block = [];
    private byte[] _memoryPack = [];
    private byte[] _messagePack = [];

    /// <summary>The mixed stream (six DataRows in ten, one of each other kind), or one kind alone.</summary>
    [Params("Mixed", "DataRow", "CommandComplete", "ParameterStatus", "ReadyForQuery", "BackendKeyData")]
    public string Kind { get; set; } = "Mixed";

    [GlobalSetup]
    public void Setup()
    {
        for (int i = 0; i < Count; i++)
        {
            int kind = Kind switch
            {
                "Mixed" => i % 10,
                "DataRow" => 0,
                "CommandComplete" => 6,
                "ParameterStatus" => 7,
                "ReadyForQuery" => 8,
                "BackendKeyData" => 9,
                _ => throw new InvalidOperationException($"Unknown kind {Kind}."),
            };
            (_messages[i], _formats[i]) = kind switch
            {
                < 6 => ((PgMessage)new PgDataRow { Values = [Encoding.ASCII.GetBytes(i.ToString(System.Globalization.CultureInfo.InvariantCulture)), null, [1, 2, 3, 4]] }, (PgFormat)new PgDataRowFormat { Values = [Encoding.ASCII.GetBytes(i.ToString(System.Globalization.CultureInfo.InvariantCulture)), null, [1, 2, 3, 4]] }),
                6 => (new PgCommandComplete { Tag = "SELECT 1" }, new PgCommandCompleteFormat { Tag = "SELECT 1" }),
                7 => (new PgParameterStatus { Name = "client_encoding", Value = "UTF8" }, new PgParameterStatusFormat { Name = "client_encoding", Value = "UTF8" }),
                8 => (new PgReadyForQuery { Status = (byte)'I' }, new PgReadyForQueryFormat { Status = (byte)'I' }),
                _ => (new PgMessage.Boxed<PgBackendKeyData>(new PgBackendKeyData(i, ~i)), new PgBackendKeyDataFormat { ProcessId = i, SecretKey = ~i }),
            };
        }

        _block = _buffer[..Spanwire_Write()];
        if (!_block.AsSpan().SequenceEqual(_buffer.AsSpan(0, HandWritten_Write())) || HandWritten_Read() != Spanwire_ReadLoop() || HandWritten_Dispatch() != Spanwire_TryDispatch())
        {
            throw new InvalidOperationException("Spanwire and the hand-written code disagree.");
        }

        var writer = new ArrayBufferWriter<byte>();
        MemoryPackSerializer.Serialize(writer, _formats);
        _memoryPack = writer.WrittenSpan.ToArray();
        _messagePack = MessagePackSerializer.Serialize(_formats);
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("write")]
    public int HandWritten_Write() => PgBaselines.Write(_messages, _buffer);

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("write")]
    public int Spanwire_Write()
    {
        Span<byte> buffer = _buffer;
        int offset = 0;
        foreach (PgMessage message in _messages)
        {
            offset += message.Write(buffer[offset..]);
        }

        return offset;
    }

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("write")]
    public int MemoryPack_Write()
    {
        var writer = new ArrayBufferWriter<byte>(_buffer.Length);
        MemoryPackSerializer.Serialize(writer, _formats);
        return writer.WrittenCount;
    }

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("write")]
    public int MessagePack_Write()
    {
        var writer = new ArrayBufferWriter<byte>(_buffer.Length);
        MessagePackSerializer.Serialize(writer, _formats);
        return writer.WrittenCount;
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("read")]
    public int HandWritten_Read() => PgBaselines.Read(_block, _read);

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("read")]
    public int Spanwire_ReadLoop()
    {
        ReadOnlySpan<byte> block = _block;
        int offset = 0;
        for (int i = 0; i < Count; i++)
        {
            _read[i] = PgMessage.Read(block[offset..], out int read);
            offset += read;
        }

        return offset;
    }

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("read")]
    public PgFormat[]? MemoryPack_Read() => MemoryPackSerializer.Deserialize<PgFormat[]>(_memoryPack);

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("read")]
    public PgFormat[] MessagePack_Read() => MessagePackSerializer.Deserialize<PgFormat[]>(_messagePack);

    [Benchmark(Baseline = true, OperationsPerInvoke = Count)]
    [BenchmarkCategory("dispatch")]
    public long HandWritten_Dispatch()
    {
        var handler = new PgCounter();
        PgBaselines.Dispatch(_block, ref handler);
        return handler.Sum;
    }

    [Benchmark(OperationsPerInvoke = Count)]
    [BenchmarkCategory("dispatch")]
    public long Spanwire_TryDispatch()
    {
        var handler = new PgCounter();
        ReadOnlySpan<byte> block = _block;
        int offset = 0;
        while (PgMessage.TryDispatch(block[offset..], ref handler, out int read))
        {
            offset += read;
        }

        return handler.Sum;
    }
}

[BinarySerializable]
[BinaryUnion]
[BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)]
[BinaryUnionCase('D', typeof(PgDataRow)), BinaryUnionCase('C', typeof(PgCommandComplete)), BinaryUnionCase('S', typeof(PgParameterStatus))]
[BinaryUnionCase('Z', typeof(PgReadyForQuery)), BinaryUnionCase('K', typeof(PgBackendKeyData))]
public abstract partial class PgMessage
{
}

[BinarySerializable]
public sealed partial class PgDataRow : PgMessage
{
    [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]?[] Values { get; set; } = [];
}

[BinarySerializable]
public sealed partial class PgCommandComplete : PgMessage
{
    [BinaryNullTerminated] public string Tag { get; set; } = "";
}

[BinarySerializable]
public sealed partial class PgParameterStatus : PgMessage
{
    [BinaryNullTerminated] public string Name { get; set; } = "";

    [BinaryNullTerminated] public string Value { get; set; } = "";
}

[BinarySerializable]
public sealed partial class PgReadyForQuery : PgMessage
{
    public byte Status { get; set; }
}

[BinarySerializable]
public partial record struct PgBackendKeyData(int ProcessId, int SecretKey);

/// <summary>What a dispatch loop does with each message: a sum over their fields, so none is skipped.</summary>
public struct PgCounter : PgMessage.IHandler
{
    public long Sum;

    public void Handle(PgDataRow message) => Sum += message.Values.Length;

    public void Handle(PgCommandComplete message) => Sum += message.Tag.Length;

    public void Handle(PgParameterStatus message) => Sum += message.Value.Length;

    public void Handle(PgReadyForQuery message) => Sum += message.Status;

    public void Handle(in PgBackendKeyData message) => Sum += message.ProcessId;
}

/// <summary>The same five messages by hand: tag, int32 length that counts itself, body.</summary>
internal static class PgBaselines
{
    public static int Write(PgMessage[] messages, Span<byte> buffer)
    {
        int offset = 0;
        foreach (PgMessage message in messages)
        {
            int start = offset;
            offset += 5;
            switch (message)
            {
                case PgDataRow row:
                    buffer[start] = (byte)'D';
                    BinaryPrimitives.WriteInt16BigEndian(buffer[offset..], (short)row.Values.Length);
                    offset += 2;
                    foreach (byte[]? value in row.Values)
                    {
                        BinaryPrimitives.WriteInt32BigEndian(buffer[offset..], value is null ? -1 : value.Length);
                        offset += 4;
                        if (value is not null)
                        {
                            value.CopyTo(buffer[offset..]);
                            offset += value.Length;
                        }
                    }

                    break;
                case PgCommandComplete complete:
                    buffer[start] = (byte)'C';
                    offset += CString(complete.Tag, buffer[offset..]);
                    break;
                case PgParameterStatus status:
                    buffer[start] = (byte)'S';
                    offset += CString(status.Name, buffer[offset..]);
                    offset += CString(status.Value, buffer[offset..]);
                    break;
                case PgReadyForQuery ready:
                    buffer[start] = (byte)'Z';
                    buffer[offset++] = ready.Status;
                    break;
                case PgMessage.Boxed<PgBackendKeyData> key:
                    buffer[start] = (byte)'K';
                    BinaryPrimitives.WriteInt32BigEndian(buffer[offset..], key.Value.ProcessId);
                    BinaryPrimitives.WriteInt32BigEndian(buffer[(offset + 4)..], key.Value.SecretKey);
                    offset += 8;
                    break;
            }

            BinaryPrimitives.WriteInt32BigEndian(buffer[(start + 1)..], offset - start - 1);
        }

        return offset;
    }

    public static int Read(ReadOnlySpan<byte> block, PgMessage[] messages)
    {
        int offset = 0;
        for (int i = 0; i < messages.Length; i++)
        {
            byte tag = block[offset];
            int length = BinaryPrimitives.ReadInt32BigEndian(block[(offset + 1)..]);
            ReadOnlySpan<byte> body = block.Slice(offset + 5, length - 4);
            messages[i] = tag switch
            {
                (byte)'D' => Row(body),
                (byte)'C' => new PgCommandComplete { Tag = CString(body, out _) },
                (byte)'S' => Status(body),
                (byte)'Z' => new PgReadyForQuery { Status = body[0] },
                _ => new PgMessage.Boxed<PgBackendKeyData>(Key(body)),
            };
            offset += 1 + length;
        }

        return offset;
    }

    public static void Dispatch(ReadOnlySpan<byte> block, ref PgCounter handler)
    {
        int offset = 0;
        while (offset < block.Length)
        {
            byte tag = block[offset];
            int length = BinaryPrimitives.ReadInt32BigEndian(block[(offset + 1)..]);
            ReadOnlySpan<byte> body = block.Slice(offset + 5, length - 4);
            switch (tag)
            {
                case (byte)'D': handler.Handle(Row(body)); break;
                case (byte)'C': handler.Handle(new PgCommandComplete { Tag = CString(body, out _) }); break;
                case (byte)'S': handler.Handle(Status(body)); break;
                case (byte)'Z': handler.Handle(new PgReadyForQuery { Status = body[0] }); break;
                default: handler.Handle(Key(body)); break;
            }

            offset += 1 + length;
        }
    }

    private static PgDataRow Row(ReadOnlySpan<byte> body)
    {
        var values = new byte[]?[BinaryPrimitives.ReadInt16BigEndian(body)];
        int offset = 2;
        for (int i = 0; i < values.Length; i++)
        {
            int length = BinaryPrimitives.ReadInt32BigEndian(body[offset..]);
            offset += 4;
            if (length >= 0)
            {
                values[i] = body.Slice(offset, length).ToArray();
                offset += length;
            }
        }

        return new PgDataRow { Values = values };
    }

    private static PgParameterStatus Status(ReadOnlySpan<byte> body)
    {
        string name = CString(body, out int used);
        return new PgParameterStatus { Name = name, Value = CString(body[used..], out _) };
    }

    private static PgBackendKeyData Key(ReadOnlySpan<byte> body)
        => new(BinaryPrimitives.ReadInt32BigEndian(body), BinaryPrimitives.ReadInt32BigEndian(body[4..]));

    private static string CString(ReadOnlySpan<byte> source, out int used)
    {
        int end = source.IndexOf((byte)0);
        used = end + 1;
        return Encoding.UTF8.GetString(source[..end]);
    }

    private static int CString(string text, Span<byte> destination)
    {
        int written = Encoding.UTF8.GetBytes(text, destination);
        destination[written] = 0;
        return written + 1;
    }
}

[MemoryPackable, MemoryPackUnion(0, typeof(PgDataRowFormat)), MemoryPackUnion(1, typeof(PgCommandCompleteFormat)), MemoryPackUnion(2, typeof(PgParameterStatusFormat))]
[MemoryPackUnion(3, typeof(PgReadyForQueryFormat)), MemoryPackUnion(4, typeof(PgBackendKeyDataFormat))]
[Union(0, typeof(PgDataRowFormat)), Union(1, typeof(PgCommandCompleteFormat)), Union(2, typeof(PgParameterStatusFormat)), Union(3, typeof(PgReadyForQueryFormat)), Union(4, typeof(PgBackendKeyDataFormat))]
public abstract partial class PgFormat
{
}

[MemoryPackable, MessagePackObject]
public sealed partial class PgDataRowFormat : PgFormat
{
    [Key(0)] public byte[]?[] Values { get; set; } = [];
}

[MemoryPackable, MessagePackObject]
public sealed partial class PgCommandCompleteFormat : PgFormat
{
    [Key(0)] public string Tag { get; set; } = "";
}

[MemoryPackable, MessagePackObject]
public sealed partial class PgParameterStatusFormat : PgFormat
{
    [Key(0)] public string Name { get; set; } = "";

    [Key(1)] public string Value { get; set; } = "";
}

[MemoryPackable, MessagePackObject]
public sealed partial class PgReadyForQueryFormat : PgFormat
{
    [Key(0)] public byte Status { get; set; }
}

[MemoryPackable, MessagePackObject]
public sealed partial class PgBackendKeyDataFormat : PgFormat
{
    [Key(0)] public int ProcessId { get; set; }

    [Key(1)] public int SecretKey { get; set; }
}
