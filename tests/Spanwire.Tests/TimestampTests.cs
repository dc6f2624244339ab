using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text.Json;
using Spanwire.Infrastructure;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// [BinaryTimestamp] against Python's datetime arithmetic (Vectors/make_timestamp_vectors.py): every epoch, unit and
/// size, the counts written and the instants read back, and a write error where the field cannot hold the instant.
/// </summary>
public class TimestampTests
{
    public static IEnumerable<object?[]> Vectors()
    {
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "timestamp_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            string instant = vector.RootElement.GetProperty("instant").GetString()!;
            foreach (JsonProperty field in vector.RootElement.GetProperty("fields").EnumerateObject())
            {
                string[] parts = field.Name.Split('.');
                yield return [instant, Enum.Parse<TimeEpoch>(parts[0]), Enum.Parse<TimeUnit>(parts[1]), int.Parse(parts[2], CultureInfo.InvariantCulture), field.Value.GetString()];
            }
        }
    }

    [Theory]
    [MemberData(nameof(Vectors))]
    public void Every_epoch_unit_and_size_counts_as_Python_does(string instant, TimeEpoch epoch, TimeUnit unit, int size, string? count)
    {
        var value = DateTime.ParseExact(instant, "yyyy-MM-ddTHH:mm:ss.ffffff", CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal);
        if (count is null)
        {
            var error = Assert.Throws<BinarySerializationException>(() => Wire.CheckTimestamp(value, epoch, unit, size, "T", "M", 0));
            Assert.Contains("out of the range", error.Message, StringComparison.Ordinal);
            return;
        }

        long raw = long.Parse(count, CultureInfo.InvariantCulture);
        Wire.CheckTimestamp(value, epoch, unit, size, "T", "M", 0);
        byte[] bytes = new byte[size];
        Wire.WriteTimestamp(ref Wire.At(bytes, 0), 0, value, epoch, unit, size);
        Assert.Equal(raw, size == 8 ? BinaryPrimitives.ReadInt64BigEndian(bytes) : BinaryPrimitives.ReadInt32BigEndian(bytes));

        // Read back: the instant rounded toward the past to the unit, in UTC.
        long perUnit = unit switch { TimeUnit.Seconds => 10_000_000, TimeUnit.Milliseconds => 10_000, TimeUnit.Microseconds => 10, _ => 1 };
        long epochTicks = epoch switch { TimeEpoch.Unix => new DateTime(1970, 1, 1).Ticks, TimeEpoch.PostgreSql => new DateTime(2000, 1, 1).Ticks, _ => 0 };
        long ticks = epochTicks + (unit == TimeUnit.Nanoseconds ? raw / 100 : raw * perUnit);
        DateTime read = Wire.ReadTimestamp(ref Wire.At((ReadOnlySpan<byte>)bytes, 0), 0, epoch, unit, size, "T", "M", 0);
        Assert.Equal((ticks, DateTimeKind.Utc), (read.Ticks, read.Kind));
    }

    [Fact]
    public void A_type_of_timestamps_writes_each_field_and_reads_back_UTC()
    {
        var at = new DateTime(2024, 2, 29, 12, 34, 56, DateTimeKind.Utc).AddTicks(7_891_234);
        var value = new Stamps { Postgres = at, Unix32 = at, JavaMillis = new DateTimeOffset(at).ToOffset(TimeSpan.FromHours(2)), Nanos = at, Ticks = at, History = [at, DateTime.MaxValue] };
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal(
            // The counts as Python's datetime computes them (see the class summary): 2024-02-29T12:34:56.7891234Z.
            "0002B58341728683" + "65E079F0" + "0000018DF4DC5495" + "17B85586F9A07148" + "08DC3922D65D8122" + "00000002" + "0002B58341728683" + "7FFFFFFFFFFFFFFF",
            Convert.ToHexString(bytes));
        Stamps read = TestSupport.RoundTrip(value);
        Assert.Equal(at.AddTicks(-4), read.Postgres);                     // microseconds: the last 100-ns tick dropped
        Assert.Equal(new DateTime(2024, 2, 29, 12, 34, 56, DateTimeKind.Utc), read.Unix32);
        Assert.Equal((at.AddTicks(-1_234), TimeSpan.Zero), (read.JavaMillis.UtcDateTime, read.JavaMillis.Offset));
        Assert.Equal(at, read.Nanos);
        Assert.Equal((at, DateTimeKind.Utc), (read.Ticks, read.Ticks.Kind));
        Assert.Equal([at.AddTicks(-4), DateTime.MaxValue], read.History);  // DateTime.MaxValue is PostgreSQL's infinity
    }

    [Fact]
    public void Instants_a_field_cannot_hold_are_errors_naming_the_member()
    {
        var late = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Stamps { Unix32 = new DateTime(2100, 1, 1, 0, 0, 0, DateTimeKind.Utc), Nanos = DateTime.UnixEpoch }));
        Assert.Equal("Unix32", late.MemberName);
        var early = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new Stamps { Unix32 = DateTime.UnixEpoch, Nanos = new DateTime(1500, 1, 1, 0, 0, 0, DateTimeKind.Utc) }));
        Assert.Equal("Nanos", early.MemberName);

        // A count past year 9999 is invalid data naming the member and its offset.
        byte[] bytes = BinarySerializer.Serialize(new Stamps { Unix32 = DateTime.UnixEpoch, Nanos = DateTime.UnixEpoch });
        BinaryPrimitives.WriteInt64BigEndian(bytes, long.MaxValue - 1);
        var invalid = Assert.Throws<BinarySerializationException>(() => Stamps.Read(bytes, out _));
        Assert.Equal(("Postgres", 0L), (invalid.MemberName, invalid.Offset));
    }
}
