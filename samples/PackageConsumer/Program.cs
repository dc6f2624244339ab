using System;
using Spanwire;

var reading = new SensorReading(42, "boiler-3", 71.5f, DateTime.UnixEpoch);
byte[] bytes = BinarySerializer.Serialize(reading);
SensorReading back = BinarySerializer.Deserialize<SensorReading>(bytes);
Console.WriteLine($"{bytes.Length} bytes: {Convert.ToHexString(bytes)}");
Console.WriteLine($"package round trip equal: {back == reading}");
return back == reading ? 0 : 1;

[BinarySerializable]
public partial record SensorReading(int Id, string Name, float Celsius, DateTime TakenAt);
