using System;
using Spanwire;
using WireFormats;

// Three formats nobody here designed, declared once and checked byte for byte against their specifications.
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

Console.WriteLine(failures == 0 ? "All formats match their specifications." : $"{failures} check(s) failed.");
return failures == 0 ? 0 : 1;

void Show(string title, byte[] bytes) => Console.WriteLine($"{title}, {bytes.Length} bytes:\n  {Convert.ToHexString(bytes)}");

void Check(bool condition, string what)
{
    Console.WriteLine($"  {(condition ? "ok  " : "FAIL")} {what}");
    failures += condition ? 0 : 1;
}
