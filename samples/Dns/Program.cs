using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using Dns;
using Spanwire;

// A DNS client over UDP with the declarations in DnsTypes.cs: each query is built from objects (its counts and label
// lengths filled in), sent to the resolver on 127.0.0.1:PORT, and the response read with its compressed names
// followed; every record is printed in dig's presentation form, which check.py compares with dnspython's reading of
// the same bytes (kept in OUTDIR). Each response is written back and must equal the bytes received.
if (args.Length != 2 || !int.TryParse(args[0], out int port))
{
    Console.Error.WriteLine("usage: dotnet run --project samples/Dns -- PORT OUTDIR");
    return 2;
}

string outDir = Directory.CreateDirectory(args[1]).FullName;
(string Name, ushort Type)[] queries =
[
    ("www.example.test", 1),
    ("www.example.test", 28),
    ("alias.example.test", 1),
    ("example.test", 15),
    ("example.test", 16),
    ("1.2.0.192.in-addr.arpa", 12),
    ("_ldap._tcp.example.test", 33),
    ("missing.example.test", 1),
];

using var socket = new Socket(AddressFamily.InterNetwork, SocketType.Dgram, ProtocolType.Udp) { ReceiveTimeout = 3000 };
socket.Connect(IPAddress.Loopback, port);
byte[] buffer = new byte[65535];
int pointers = 0;
for (int i = 0; i < queries.Length; i++)
{
    var query = new DnsMessage
    {
        Id = (ushort)(0x5300 + i),
        RecursionDesired = true,
        Questions = [new DnsQuestionRecord { Name = DnsName.Of(queries[i].Name), Type = queries[i].Type, Class = 1 }],
    };
    socket.Send(BinarySerializer.Serialize(query));
    int received = socket.Receive(buffer);
    byte[] wire = buffer.AsSpan(0, received).ToArray();
    File.WriteAllBytes(Path.Combine(outDir, $"{i:D2}.bin"), wire);

    DnsMessage response = BinarySerializer.Deserialize<DnsMessage>(wire);
    if (response.Id != query.Id || !response.IsResponse)
    {
        Console.Error.WriteLine($"response {i}: id {response.Id}, expected {query.Id}");
        return 1;
    }

    // Pointers keep the offsets they were read with: the response writes back as it came.
    if (!BinarySerializer.Serialize(response).AsSpan().SequenceEqual(wire))
    {
        Console.Error.WriteLine($"response {i} did not write back byte for byte");
        return 1;
    }

    Console.WriteLine($"response {i:D2} rcode={response.ResponseCode} aa={(response.Authoritative ? 1 : 0)} question={response.Questions[0].Name.Absolute} {response.Questions[0].Type}");
    foreach ((string section, List<DnsResourceRecord> records) in new[] { ("answer", response.Answers), ("authority", response.Authority), ("additional", response.Additional) })
    {
        foreach (DnsResourceRecord record in records)
        {
            pointers += record.Name.Parts[^1] is DnsPointerPart ? 1 : 0;
            Console.WriteLine($"{section} {record.Name.Absolute} {record.Ttl} {record.Type} {record.Data}");
        }
    }
}

Console.Error.WriteLine($"{queries.Length} responses read and written back byte for byte; {pointers} owner names were pointers.");
return pointers > 0 ? 0 : 1;
