using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.IO.Compression;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// MessagePack declared whole (a union whose tags are a prefix code: <c>[BinaryUnionCase(..., TagBits = n)]</c>):
/// the values Python's msgpack packed (Vectors/make_msgpack_vectors.py), every format among them, read as its unpacker
/// reads them and write back byte for byte; a value built from objects gets msgpack's bytes with every count filled in.
/// </summary>
public class MsgPackTests
{
    private static IEnumerable<JsonElement> Vectors => TestSupport.Vectors("msgpack_vectors.jsonl", "msgpack");

    private static byte[] Packed(JsonElement vector)
    {
        if (vector.TryGetProperty("hex", out JsonElement hex))
        {
            return Convert.FromHexString(hex.GetString()!);
        }

        using var gzip = new GZipStream(new MemoryStream(Convert.FromBase64String(vector.GetProperty("gzip").GetString()!)), CompressionMode.Decompress);
        using var bytes = new MemoryStream();
        gzip.CopyTo(bytes);
        return bytes.ToArray();
    }

    /// <summary>A value in the text form the vector script gives Python's: see make_msgpack_vectors.py.</summary>
    private static string Render(MsgPackValue value) => value switch
    {
        MsgPackNil => "nil",
        MsgPackTrue => "true",
        MsgPackFalse => "false",
        MsgPackPositiveFixInt v => Invariant(v.Value),
        MsgPackNegativeFixInt v => Invariant(v.Value),
        MsgPackUInt8 v => Invariant(v.Value),
        MsgPackUInt16 v => Invariant(v.Value),
        MsgPackUInt32 v => Invariant(v.Value),
        MsgPackUInt64 v => Invariant(v.Value),
        MsgPackInt8 v => Invariant(v.Value),
        MsgPackInt16 v => Invariant(v.Value),
        MsgPackInt32 v => Invariant(v.Value),
        MsgPackInt64 v => Invariant(v.Value),
        MsgPackFloat32 v => Float(v.Value),
        MsgPackFloat64 v => Float(v.Value),
        MsgPackFixStr v => $"\"{v.Text}\"",
        MsgPackStr8 v => $"\"{v.Text}\"",
        MsgPackStr16 v => $"\"{v.Text}\"",
        MsgPackStr32 v => $"\"{v.Text}\"",
        MsgPackBin8 v => Bin(v.Data),
        MsgPackBin16 v => Bin(v.Data),
        MsgPackBin32 v => Bin(v.Data),
        MsgPackFixExt1 v => Ext(v.Type, v.Data),
        MsgPackFixExt2 v => Ext(v.Type, v.Data),
        MsgPackFixExt4 v => Ext(v.Type, v.Data),
        MsgPackFixExt8 v => Ext(v.Type, v.Data),
        MsgPackFixExt16 v => Ext(v.Type, v.Data),
        MsgPackExt8 v => Ext(v.Type, v.Data),
        MsgPackExt16 v => Ext(v.Type, v.Data),
        MsgPackExt32 v => Ext(v.Type, v.Data),
        MsgPackFixArray v => Array(v.Items),
        MsgPackArray16 v => Array(v.Items),
        MsgPackArray32 v => Array(v.Items),
        MsgPackFixMap v => Map(v.Entries),
        MsgPackMap16 v => Map(v.Entries),
        MsgPackMap32 v => Map(v.Entries),
        _ => throw new InvalidOperationException(value.GetType().Name),
    };

    private static string Invariant(IFormattable number) => number.ToString(null, CultureInfo.InvariantCulture);

    /// <summary>Python's repr of a float: the shortest text that reads back, exponent as e+NN.</summary>
    private static string Float(double value) => value.ToString("R", CultureInfo.InvariantCulture).Replace('E', 'e');

    private static string Bin(byte[] data) => "bin:" + Convert.ToHexStringLower(data);

    private static string Ext(sbyte type, byte[] data) => $"ext:{type}:{Convert.ToHexStringLower(data)}";

    private static string Array(List<MsgPackValue> items) => "[" + string.Join(", ", items.Select(Render)) + "]";

    private static string Map(List<MsgPackEntry> entries) => "{" + string.Join(", ", entries.Select(e => $"{Render(e.Key)}: {Render(e.Value)}")) + "}";

    private static IEnumerable<MsgPackValue> Walk(MsgPackValue value)
    {
        yield return value;
        IEnumerable<MsgPackValue> inner = value switch
        {
            MsgPackFixArray v => v.Items,
            MsgPackArray16 v => v.Items,
            MsgPackArray32 v => v.Items,
            MsgPackFixMap v => v.Entries.SelectMany(e => new[] { e.Key, e.Value }),
            MsgPackMap16 v => v.Entries.SelectMany(e => new[] { e.Key, e.Value }),
            MsgPackMap32 v => v.Entries.SelectMany(e => new[] { e.Key, e.Value }),
            _ => [],
        };
        foreach (MsgPackValue item in inner.SelectMany(Walk))
        {
            yield return item;
        }
    }

    [Fact]
    public void Every_format_msgpack_packed_reads_as_its_unpacker_reads_it_and_writes_back_byte_for_byte()
    {
        var formats = new HashSet<Type>();
        foreach (JsonElement vector in Vectors)
        {
            byte[] packed = Packed(vector);
            MsgPackValue value = BinarySerializer.Deserialize<MsgPackValue>(packed);
            string text = Render(value);
            if (vector.TryGetProperty("text", out JsonElement expected))
            {
                Assert.Equal(expected.GetString(), text);
            }
            else
            {
                byte[] utf8 = new byte[Encoding.UTF8.GetByteCount(text)];
                Encoding.UTF8.GetBytes(text, utf8);
                Assert.Equal(vector.GetProperty("text_sha256").GetString(), Convert.ToHexStringLower(SHA256.HashData(utf8)));
            }

            Assert.Equal(packed, BinarySerializer.Serialize(value));
            Assert.Equal(packed.Length, value.GetSerializedSize());
            formats.UnionWith(Walk(value).Select(v => v.GetType()));
        }

        // Every case the union declares, each format of the specification but the never-used 0xC1, was read.
        Type[] declared = [.. typeof(MsgPackValue).Assembly.GetTypes().Where(t => t.IsSealed && t.BaseType == typeof(MsgPackValue))];
        Assert.Equal(36, declared.Length);
        Assert.Empty(declared.Except(formats).Select(t => t.Name));
    }

    [Fact]
    public void A_document_built_from_objects_gets_msgpacks_bytes_with_every_count_and_length_filled_in()
    {
        static MsgPackEntry Entry(string key, MsgPackValue value) => new() { Key = new MsgPackFixStr { Text = key }, Value = value };
        var document = new MsgPackFixMap
        {
            Entries =
            [
                Entry("id", new MsgPackUInt16 { Value = 12345 }),
                Entry("name", new MsgPackFixStr { Text = "Spanwire" }),
                Entry("tags", new MsgPackFixArray { Items = [new MsgPackFixStr { Text = "binary" }, new MsgPackFixStr { Text = "codec" }] }),
                Entry("score", new MsgPackFloat64 { Value = 9.75 }),
                Entry("active", new MsgPackTrue()),
                Entry("owner", new MsgPackNil()),
                Entry("raw", new MsgPackBin8 { Data = [1, 2] }),
            ],
        };

        JsonElement vector = Vectors.Single(v => v.GetProperty("name").GetString() == "document");
        Assert.Equal(Packed(vector), BinarySerializer.Serialize<MsgPackValue>(document));
    }

    [Fact]
    public void A_short_tag_is_written_by_its_case_and_a_whole_tag_byte_by_the_union()
    {
        // A fixint alone is its byte: the case writes its tag bits beside its value.
        Assert.Equal([0x7F], BinarySerializer.Serialize(new MsgPackPositiveFixInt { Value = 127 }));
        Assert.Equal([0xE0], BinarySerializer.Serialize(new MsgPackNegativeFixInt { Low = 0 }));
        Assert.Equal([0x92, 0x01, 0xC0], BinarySerializer.Serialize<MsgPackValue>(new MsgPackFixArray { Items = [new MsgPackPositiveFixInt { Value = 1 }, new MsgPackNil()] }));

        // A uint16 alone is its body; through the union its tag byte comes first.
        Assert.Equal([0x30, 0x39], BinarySerializer.Serialize(new MsgPackUInt16 { Value = 12345 }));
        Assert.Equal([0xCD, 0x30, 0x39], BinarySerializer.Serialize<MsgPackValue>(new MsgPackUInt16 { Value = 12345 }));

        // A payload too large for its bits is a write error naming it: a fixstr holds 31 bytes.
        var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<MsgPackValue>(new MsgPackFixStr { Text = new string('x', 32) }));
        Assert.Equal("Length", error.MemberName);
    }

    [Fact]
    public void The_unused_byte_truncation_and_deep_nesting_get_the_documented_errors()
    {
        // 0xC1 is never used: an unknown tag at its offset.
        var unknown = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MsgPackValue>(Convert.FromHexString("91C1")));
        Assert.Equal(1L, unknown.Offset);

        // A str8 cut short waits for more data; TryRead says so.
        Assert.False(MsgPackValue.TryRead(Convert.FromHexString("D90561"), out _, out _));

        // 100 nested one-item arrays: deeper than MaxDepth (64), refused, not a stack overflow.
        byte[] nested = [.. Enumerable.Repeat((byte)0x91, 100), 0xC0];
        Assert.Contains("nesting depth", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MsgPackValue>(nested)).Message, StringComparison.Ordinal);

        // A count of 2^32-1 with two bytes left allocates nothing for it: the data ends early.
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<MsgPackValue>(Convert.FromHexString("DDFFFFFFFFC0C0")));
    }
}
