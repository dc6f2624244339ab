using System;
using System.IO;
using System.IO.Compression;
using System.Linq;
using Spanwire;
using WireFormats;

// Four formats nobody here designed, declared once and checked byte for byte against their specifications.
int failures = 0;

var call = new RpcCall(
    Xid: 0x5EED0001, Type: MessageType.Call, RpcVersion: 2, Program: 100003, ProgramVersion: 3, Procedure: 1,
    Credential: new OpaqueAuth(AuthFlavor.Sys, [0, 0, 0, 0, 0, 0, 0, 4, (byte)'h', (byte)'o', (byte)'s', (byte)'t']),
    Verifier: new OpaqueAuth(AuthFlavor.None, []),
    MachineName: "client");
byte[] rpc = BinarySerializer.Serialize(call);
Show("ONC RPC call (RFC 5531, XDR)", rpc);
Check(rpc.Length % 4 == 0, "every XDR item is a multiple of 4 bytes");
Check(Convert.ToHexString(rpc, 0, 24) == "5EED0001" + "00000000" + "00000002" + "000186A3" + "00000003" + "00000001", "header words");
Check(Convert.ToHexString(rpc, rpc.Length - 12, 12) == "00000006" + "636C69656E74" + "0000", "string padded to 4");
Check(BinarySerializer.Deserialize<RpcCall>(rpc) is { } readCall && readCall.Xid == call.Xid && readCall.MachineName == "client", "round trip");

var query = new DnsHeader(0xBEEF, false, DnsOpcode.Query, false, false, true, false, 0, 0, 1, 0, 0, 0);
byte[] dns = BinarySerializer.Serialize(query);
Show("DNS query header (RFC 1035, bit fields)", dns);
Check(Convert.ToHexString(dns) == "BEEF" + "0100" + "0001" + "0000" + "0000" + "0000", "RD is bit 8 of the flags word");
Check(DnsHeader.Read(dns, out _) == query, "round trip");

var update = new PriceUpdate { Sequence = 7, TimestampMillis = 1_700_000_000_000, Final = true, Instrument = "EUR\0USD", Levels = [1.0825, 1.0826] };
byte[] java = BinarySerializer.Serialize(update);
Show("Java DataOutputStream message (writeUTF: modified UTF-8)", java);
Check(Convert.ToHexString(java, 13, 10) == "0008" + "455552" + "C080" + "555344", "writeUTF writes U+0000 as C0 80");
Check(BinarySerializer.Deserialize<PriceUpdate>(java).Instrument == "EUR\0USD", "round trip");

// A whole 2x1 PNG image: the signature, then IHDR, IDAT (zlib-compressed scanlines) and IEND chunks to the end.
using var compressed = new MemoryStream();
using (var zlib = new ZLibStream(compressed, CompressionLevel.Optimal, leaveOpen: true))
{
    zlib.Write([0, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF]); // filter byte 0, then a red and a blue RGB pixel
}

var image = new PngImage
{
    Chunks =
    [
        Chunk("IHDR", BinarySerializer.Serialize(new PngHeader(Width: 2, Height: 1, BitDepth: 8, ColorType: 2, Compression: 0, Filter: 0, Interlace: 0))),
        Chunk("IDAT", compressed.GetBuffer().AsSpan(0, (int)compressed.Length).ToArray()),
        Chunk("IEND", []),
    ],
};
byte[] png = BinarySerializer.Serialize(image);
File.WriteAllBytes(Path.Combine(Path.GetTempPath(), "spanwire-sample.png"), png);
Show("PNG image (PNG specification, CRC-32 per chunk)", png);
// The expected CRC is Python's zlib.crc32 of IHDR's type and data (tests/Spanwire.Tests/Vectors/checksum_values.py).
Check(Convert.ToHexString(png, 8, 25) == "0000000D" + "49484452" + "00000002" + "00000001" + "0802000000" + "7B40E8DD", "IHDR: length 13, type, 2 x 1, 8-bit RGB, CRC-32");
Check(Convert.ToHexString(png, png.Length - 12, 12) == "0000000049454E44AE426082", "IEND with the CRC every PNG ends with");
Check(string.Join(",", PngImage.Read(png, out _).Chunks.Select(chunk => chunk.Body.Type)) == "IHDR,IDAT,IEND", "the chunks read back to the end, each CRC verified");
png[8 + 8 + 3] ^= 1; // the image's width: IHDR's CRC no longer matches
Check(Throws(() => PngImage.Read(png, out _)), "a changed byte is refused: CRC-32 mismatch");

Console.WriteLine(failures == 0 ? "All formats match their specifications." : $"{failures} check(s) failed.");
return failures == 0 ? 0 : 1;

static PngChunk Chunk(string type, byte[] data) => new(new PngChunkBody(0, type, data));

static bool Throws(Action action)
{
    try
    {
        action();
        return false;
    }
    catch (BinarySerializationException error)
    {
        Console.WriteLine($"  ({error.Message})");
        return true;
    }
}

void Show(string title, byte[] bytes) => Console.WriteLine($"{title}, {bytes.Length} bytes:\n  {Convert.ToHexString(bytes)}");

void Check(bool condition, string what)
{
    Console.WriteLine($"  {(condition ? "ok  " : "FAIL")} {what}");
    failures += condition ? 0 : 1;
}
