using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Pipelines;
using System.Linq;
using Spanwire;

// Run from the packed package alone, as a JIT app and as a Native AOT binary (.ci/run publishes it with every trim and
// AOT warning an error): each way of reading and writing must give the value back.
var checks = new List<(string Name, bool Passed)>();
var reading = new SensorReading(42, "boiler-3", 71.5f, DateTime.UnixEpoch);
byte[] bytes = BinarySerializer.Serialize(reading);
Console.WriteLine($"{bytes.Length} bytes: {Convert.ToHexString(bytes)}");

// Spans: the static read and the generic one (through the registered deserializer).
checks.Add(("span read", SensorReading.Read(bytes, out int read) == reading && read == bytes.Length));
checks.Add(("generic read", BinarySerializer.Deserialize<SensorReading>(bytes) == reading));

// A stream, and a pipe, each holding two values.
var stream = new MemoryStream();
BinarySerializer.Serialize(reading, stream);
BinarySerializer.Serialize(reading with { Id = 43 }, stream);
stream.Position = 0;
checks.Add(("stream read", BinarySerializer.Deserialize<SensorReading>(stream) == reading && BinarySerializer.Deserialize<SensorReading>(stream).Id == 43));

var pipe = new Pipe();
await BinarySerializer.SerializeAsync(reading, pipe.Writer);
await BinarySerializer.SerializeAsync(reading with { Id = 44 }, pipe.Writer);
await pipe.Writer.CompleteAsync();
var fromPipe = new List<SensorReading>();
await foreach (SensorReading value in BinarySerializer.DeserializeAllAsync<SensorReading>(pipe.Reader))
{
    fromPipe.Add(value);
}

checks.Add(("pipe read", fromPipe.Count == 2 && fromPipe[0] == reading && fromPipe[1].Id == 44));

// A tagged union: the case comes back as its own type.
Shape shape = new Rect { Width = 3, Height = 4 };
checks.Add(("union", BinarySerializer.Deserialize<Shape>(BinarySerializer.Serialize(shape)) is Rect { Width: 3, Height: 4 }));

// A message larger than the chunk size streams in chunks: no write is larger than the chunk.
var log = new Log { Readings = Enumerable.Range(0, 5_000).Select(i => reading with { Id = i, Name = "sensor-" + i }).ToList() };
var chunked = new CountingStream();
BinarySerializer.Serialize(log, chunked, new BinarySerializerOptions { ChunkSize = 4096 });
checks.Add(("chunked write", chunked.Largest <= 4096 && chunked.GetBuffer().AsSpan(0, (int)chunked.Length).SequenceEqual(BinarySerializer.Serialize(log))));

foreach ((string name, bool passed) in checks)
{
    Console.WriteLine($"{name}: {(passed ? "ok" : "FAILED")}");
}

bool allPassed = checks.All(check => check.Passed);
Console.WriteLine($"package round trip equal: {allPassed}");
return allPassed ? 0 : 1;

[BinarySerializable]
public partial record SensorReading(int Id, string Name, float Celsius, DateTime TakenAt);

[BinarySerializable]
public sealed partial class Log
{
    public List<SensorReading> Readings { get; set; } = [];
}

[BinarySerializable]
[BinaryUnionCase(1, typeof(Circle))]
[BinaryUnionCase(2, typeof(Rect))]
public abstract partial class Shape
{
}

[BinarySerializable]
public sealed partial class Circle : Shape
{
    public double Radius { get; set; }
}

[BinarySerializable]
public sealed partial class Rect : Shape
{
    public int Width { get; set; }

    public int Height { get; set; }
}

/// <summary>A memory stream that remembers its largest write.</summary>
internal sealed class CountingStream : MemoryStream
{
    public int Largest { get; private set; }

    public override void Write(byte[] buffer, int offset, int count)
    {
        Largest = Math.Max(Largest, count);
        base.Write(buffer, offset, count);
    }

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        Largest = Math.Max(Largest, buffer.Length);
        base.Write(buffer);
    }
}
