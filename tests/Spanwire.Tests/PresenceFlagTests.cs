using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Condition holders filled on write from which members have values (issue 43), against the specifications' bytes
/// (Vectors/make_presence_flag_vectors.py): MQTT CONNECT's user-name, password and will flags are bit fields, AMQP's
/// property flags a 16-bit word; the flags are never set by hand here. A conditional <c>byte?</c> has no presence byte.
/// </summary>
public class PresenceFlagTests
{
    [Fact]
    public void MQTT_CONNECT_flags_come_from_the_fields_that_have_values()
    {
        Dictionary<string, string> vectors = Vectors("mqtt_connect");
        Assert.Equal(vectors["client only"], Hex(new MqttConnect { CleanSession = true, KeepAlive = 60, ClientId = "c1" }));
        Assert.Equal(vectors["user"], Hex(new MqttConnect { CleanSession = true, KeepAlive = 60, ClientId = "c1", UserName = "alice" }));
        Assert.Equal(vectors["user and password"], Hex(new MqttConnect { CleanSession = true, KeepAlive = 60, ClientId = "c1", UserName = "alice", Password = Encoding.ASCII.GetBytes("s3cret") }));
        var full = new MqttConnect { CleanSession = true, KeepAlive = 60, ClientId = "sensor-7", WillTopic = "status/sensor-7", WillMessage = Encoding.ASCII.GetBytes("offline"), UserName = "alice", Password = [0, 1] };
        Assert.Equal(vectors["will, user and password"], Hex(full));
        Assert.Equal(full.GetSerializedSize() * 2, vectors["will, user and password"].Length);

        // Read back, the flags say what was there; a flag set by hand on an absent field is cleared on write.
        MqttConnect read = TestSupport.RoundTrip(full);
        Assert.Equal((true, true, true, "alice"), (read.HasUserName, read.HasPassword, read.HasWill, read.UserName));
        Assert.Equal(vectors["client only"], Hex(new MqttConnect { CleanSession = true, KeepAlive = 60, ClientId = "c1", HasUserName = true, HasPassword = true }));
    }

    [Fact]
    public void AMQP_property_flags_come_from_the_properties_that_have_values()
    {
        Dictionary<string, string> vectors = Vectors("amqp_properties");
        Assert.Equal(vectors["none"], Hex(new AmqpBasicProperties()));
        Assert.Equal(vectors["content type and delivery mode"], Hex(new AmqpBasicProperties { ContentType = "application/json", DeliveryMode = 2 }));
        var all = new AmqpBasicProperties
        {
            ContentType = "text/plain",
            ContentEncoding = "gzip",
            Headers = [1, (byte)'x'],
            DeliveryMode = 1,
            Priority = 9,
            CorrelationId = "c-1",
            ReplyTo = "amq.rabbitmq.reply-to",
            Expiration = "60000",
            MessageId = "m-42",
            Timestamp = 1732752000,
            Type = "order",
            UserId = "guest",
            AppId = "spanwire",
        };
        Assert.Equal(vectors["all"], Hex(all));

        AmqpBasicProperties read = TestSupport.RoundTrip(BinarySerializer.Deserialize<AmqpBasicProperties>(Convert.FromHexString(vectors["content type and delivery mode"])));
        Assert.Equal(((ushort)0x9000, "application/json", (byte?)2, (byte?)null, (ulong?)null), (read.Flags, read.ContentType, read.DeliveryMode, read.Priority, read.Timestamp));
        for (int cut = 0; cut < vectors["all"].Length / 2; cut++)
        {
            Assert.False(AmqpBasicProperties.TryRead(Convert.FromHexString(vectors["all"]).AsSpan(0, cut), out _, out _));
        }
    }

    private static string Hex<T>(T value)
        where T : IBinarySerializable<T>
        => Convert.ToHexString(BinarySerializer.Serialize(value)).ToLowerInvariant();

    private static Dictionary<string, string> Vectors(string kind)
    {
        var vectors = new Dictionary<string, string>();
        foreach (string line in File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "presence_flag_vectors.jsonl")))
        {
            using JsonDocument vector = JsonDocument.Parse(line);
            if (vector.RootElement.GetProperty("kind").GetString() == kind)
            {
                vectors[vector.RootElement.GetProperty("name").GetString()!] = vector.RootElement.GetProperty("hex").GetString()!;
            }
        }

        return vectors;
    }
}
