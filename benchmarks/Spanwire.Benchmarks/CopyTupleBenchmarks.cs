using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using PostgresCopy;

namespace Spanwire.Benchmarks;

/// <summary>
/// PostgreSQL binary COPY tuples (samples/PostgresCopy): 1,000 rows of nine framed fields written into an
/// <see cref="ArrayBufferWriter{T}"/> and read back, by Spanwire's declaration (<c>CopyTuple</c>, the union over the
/// field count) and by the code an expert writes with BinaryPrimitives: each field's int32 size, -1 for NULL, its value.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
public class CopyTupleBenchmarks
{
    private const int Rows = 1_000;
    private static readonly long PostgresEpochTicks = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc).Ticks;
    private readonly CopyRow[] _rows = new CopyRow[Rows];
    private readonly ArrayBufferWriter<byte> _writer = new(256 * 1024);
    private byte[] _wire = [];

    [GlobalSetup]
    public void Setup()
    {
        var start = new DateTime(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);
        for (int i = 0; i < Rows; i++)
        {
            _rows[i] = new CopyRow
            {
                Id = i,
                Quantity = i % 1000,
                Price = i * 0.25,
                Name = "item-" + i.ToString(System.Globalization.CultureInfo.InvariantCulture),
                Note = i % 3 == 0 ? null : "note",
                Active = i % 2 == 0,
                At = start.AddTicks(i * 10L),
                Blob = i % 5 == 0 ? null : [1, 2, 3, (byte)i],
                Uid = new Guid(i, (short)(i >> 16), 7, 1, 2, 3, 4, 5, 6, 7, 8),
            };
        }

        Spanwire_Write();
        _wire = _writer.WrittenSpan.ToArray();
        HandWritten_Write();
        if (!_writer.WrittenSpan.SequenceEqual(_wire) || HandWritten_Read() != Spanwire_Read())
        {
            throw new InvalidOperationException("The writers disagree on the COPY tuples.");
        }
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Write")]
    public int HandWritten_Write()
    {
        _writer.ResetWrittenCount();
        foreach (CopyRow row in _rows)
        {
            HandWrittenCopy.Write(row, _writer);
        }

        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory("Write")]
    public int Spanwire_Write()
    {
        _writer.ResetWrittenCount();
        foreach (CopyRow row in _rows)
        {
            BinarySerializer.Serialize<CopyTuple>(row, _writer);
        }

        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("Read")]
    public long HandWritten_Read()
    {
        long sum = 0;
        ReadOnlySpan<byte> wire = _wire;
        while (!wire.IsEmpty)
        {
            CopyRow row = HandWrittenCopy.Read(ref wire);
            sum += row.Id + row.Name.Length + (row.Blob?.Length ?? 0);
        }

        return sum;
    }

    [Benchmark, BenchmarkCategory("Read")]
    public long Spanwire_Read()
    {
        long sum = 0;
        int offset = 0;
        while (offset < _wire.Length)
        {
            var row = (CopyRow)CopyTuple.Read(_wire.AsSpan(offset), out int read);
            offset += read;
            sum += row.Id + row.Name.Length + (row.Blob?.Length ?? 0);
        }

        return sum;
    }

    /// <summary>The tuple written and read by hand: field count, then each field's size and bytes.</summary>
    private static class HandWrittenCopy
    {
        public static void Write(CopyRow row, IBufferWriter<byte> writer)
        {
            int name = Encoding.UTF8.GetByteCount(row.Name);
            int note = row.Note is null ? 0 : Encoding.UTF8.GetByteCount(row.Note);
            int size = 2 + 9 * 4 + 8 + 4 + 8 + name + note + 1 + 8 + (row.Blob?.Length ?? 0) + 16;
            Span<byte> span = writer.GetSpan(size);
            BinaryPrimitives.WriteInt16BigEndian(span, 9);
            int at = 2;
            at = Fixed(span, at, 8);
            BinaryPrimitives.WriteInt64BigEndian(span.Slice(at), row.Id);
            at = Fixed(span, at + 8, 4);
            BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), row.Quantity);
            at = Fixed(span, at + 4, 8);
            BinaryPrimitives.WriteDoubleBigEndian(span.Slice(at), row.Price);
            at += 8;
            BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), name);
            at += 4 + Encoding.UTF8.GetBytes(row.Name, span.Slice(at + 4));
            if (row.Note is null)
            {
                BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), -1);
                at += 4;
            }
            else
            {
                BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), note);
                at += 4 + Encoding.UTF8.GetBytes(row.Note, span.Slice(at + 4));
            }

            at = Fixed(span, at, 1);
            span[at] = row.Active ? (byte)1 : (byte)0;
            at = Fixed(span, at + 1, 8);
            BinaryPrimitives.WriteInt64BigEndian(span.Slice(at), (row.At.Ticks - PostgresEpochTicks) / 10);
            at += 8;
            if (row.Blob is null)
            {
                BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), -1);
                at += 4;
            }
            else
            {
                BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), row.Blob.Length);
                row.Blob.CopyTo(span.Slice(at + 4));
                at += 4 + row.Blob.Length;
            }

            at = Fixed(span, at, 16);
            row.Uid.TryWriteBytes(span.Slice(at), bigEndian: true, out _);
            writer.Advance(at + 16);
        }

        public static CopyRow Read(ref ReadOnlySpan<byte> wire)
        {
            if (BinaryPrimitives.ReadInt16BigEndian(wire) != 9)
            {
                throw new InvalidOperationException("not a row");
            }

            var row = new CopyRow();
            int at = 2;
            row.Id = BinaryPrimitives.ReadInt64BigEndian(wire.Slice(Field(wire, ref at, 8)));
            row.Quantity = BinaryPrimitives.ReadInt32BigEndian(wire.Slice(Field(wire, ref at, 4)));
            row.Price = BinaryPrimitives.ReadDoubleBigEndian(wire.Slice(Field(wire, ref at, 8)));
            row.Name = Text(wire, ref at) ?? throw new InvalidOperationException("null name");
            row.Note = Text(wire, ref at);
            row.Active = wire[Field(wire, ref at, 1)] != 0;
            row.At = new DateTime(PostgresEpochTicks + (BinaryPrimitives.ReadInt64BigEndian(wire.Slice(Field(wire, ref at, 8))) * 10), DateTimeKind.Utc);
            int blob = BinaryPrimitives.ReadInt32BigEndian(wire.Slice(at));
            at += 4;
            if (blob >= 0)
            {
                row.Blob = wire.Slice(at, blob).ToArray();
                at += blob;
            }

            row.Uid = new Guid(wire.Slice(Field(wire, ref at, 16), 16), bigEndian: true);
            wire = wire.Slice(at);
            return row;
        }

        private static int Fixed(Span<byte> span, int at, int size)
        {
            BinaryPrimitives.WriteInt32BigEndian(span.Slice(at), size);
            return at + 4;
        }

        /// <summary>Checks a fixed field's size and returns where its value starts; <paramref name="at"/> moves past it.</summary>
        private static int Field(ReadOnlySpan<byte> wire, ref int at, int size)
        {
            if (BinaryPrimitives.ReadInt32BigEndian(wire.Slice(at)) != size)
            {
                throw new InvalidOperationException("field size");
            }

            int value = at + 4;
            at = value + size;
            return value;
        }

        private static string? Text(ReadOnlySpan<byte> wire, ref int at)
        {
            int length = BinaryPrimitives.ReadInt32BigEndian(wire.Slice(at));
            at += 4;
            if (length < 0)
            {
                return null;
            }

            string text = Encoding.UTF8.GetString(wire.Slice(at, length));
            at += length;
            return text;
        }
    }
}
