using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A case chosen by its first byte and its frame's length, where that byte is otherwise data (issue 43: MySQL's
/// 0xFE begins an EOF packet under 9 bytes, and a row otherwise; any other byte but 0xFF begins a row as its first
/// column's length). Result sets a private MariaDB sent (make_mysql_result_vectors.sh) read packet by packet as the
/// mariadb CLI printed them, and write back byte for byte.
/// </summary>
public class MySqlResultTests
{
    private static readonly string Folder = Path.Combine(AppContext.BaseDirectory, "Vectors");

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void Result_sets_from_mariadb_read_as_the_cli_printed_them(int query)
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, $"mysql_result_{query}.bin"));
        string[] expected = File.ReadAllText(Path.Combine(Folder, $"mysql_result_{query}.txt")).TrimEnd('\n').Split('\n');

        // The column count, then that many column definitions, then an EOF: ordinary packets.
        var written = new List<byte>();
        MySqlPacket count = MySqlPacket.Read(bytes, out int at);
        written.AddRange(BinarySerializer.Serialize(count));
        ulong columns = MySqlLengthEncoded.Read(count.Payload, out _).Value;
        for (ulong c = 0; c < columns; c++)
        {
            MySqlPacket packet = MySqlPacket.Read(bytes.AsSpan(at), out int read);
            MySqlColumnDefinition column = MySqlColumnDefinition.Read(packet.Payload, out int used);
            Assert.Equal(("def", packet.Payload.Length), (column.Catalog, used));
            written.AddRange(BinarySerializer.Serialize(packet));
            at += read;
        }

        // Then EOF, the rows, EOF: each a packet of the union the first byte and the length choose.
        var messages = new List<MySqlResultMessage>();
        while (at < bytes.Length)
        {
            MySqlResultPacket packet = MySqlResultPacket.Read(bytes.AsSpan(at), out int read);
            messages.Add(packet.Message);
            written.AddRange(BinarySerializer.Serialize(packet));
            at += read;
        }

        Assert.IsType<MySqlEof>(messages[0]);
        Assert.IsType<MySqlEof>(messages[^1]);
        string[] rows = [.. messages.Skip(1).SkipLast(1).Select(message => string.Join('\t', Assert.IsType<MySqlResultRow>(message).Columns.Select(value => value ?? "NULL")))];
        Assert.Equal(expected, rows);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString([.. written]));
    }

    [Fact]
    public void An_error_reads_its_code_state_and_message()
    {
        byte[] bytes = File.ReadAllBytes(Path.Combine(Folder, "mysql_result_5.bin"));
        string cli = File.ReadAllText(Path.Combine(Folder, "mysql_result_5.txt"));

        var error = Assert.IsType<MySqlError>(MySqlResultPacket.Read(bytes, out int read).Message);

        Assert.Equal(bytes.Length, read);
        Assert.Contains($"ERROR {error.Code} ({error.SqlState}) at line 1: {error.Message}", cli, StringComparison.Ordinal);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(BinarySerializer.Serialize(new MySqlResultPacket { Sequence = 1, Message = error })));
    }

    [Fact]
    public void The_same_first_byte_is_an_eof_in_a_short_packet_and_a_row_in_a_long_one()
    {
        // FE 0000 0200: a 5-byte EOF. FE and eight length bytes: a row whose first column claims 0 bytes in the 8-byte
        // form, which MySQL never writes for so short a length: invalid data at the row's column, not an EOF.
        Assert.IsType<MySqlEof>(MySqlResultPacket.Read(Convert.FromHexString("05000005FE00000200"), out _).Message);
        var error = Assert.Throws<BinarySerializationException>(() => MySqlResultPacket.Read(Convert.FromHexString("09000005FE0000000000000000"), out _));
        Assert.Equal(nameof(MySqlResultRow), error.TypeName);

        // A row's first byte is its first column's: an empty string (00), NULL (FB), a two-byte length (FC).
        Assert.Equal(["", "x"], Assert.IsType<MySqlResultRow>(MySqlResultPacket.Read(Convert.FromHexString("030000020001" + "78"), out _).Message).Columns);
        Assert.Equal([null, "1"], Assert.IsType<MySqlResultRow>(MySqlResultPacket.Read(Convert.FromHexString("03000002FB0131"), out _).Message).Columns);
        Assert.Equal([new string('x', 300)], Assert.IsType<MySqlResultRow>(MySqlResultPacket.Read(Convert.FromHexString("2F010002FC2C01" + string.Concat(Enumerable.Repeat("78", 300))), out _).Message).Columns);
    }

    [Fact]
    public void A_default_value_whose_first_byte_another_case_claims_is_a_write_error()
    {
        Assert.Equal("0102", Convert.ToHexString(BinarySerializer.Serialize<LeadingMessage>(new LeadingData { Data = [1, 2] })));
        Assert.Equal("FE0102", Convert.ToHexString(BinarySerializer.Serialize<LeadingMessage>(new LeadingData { Data = [0xFE, 1, 2] })));
        Assert.Equal("FE07", Convert.ToHexString(BinarySerializer.Serialize<LeadingMessage>(new LeadingShort { Value = 7 })));
        Assert.IsType<LeadingData>(BinarySerializer.Deserialize<LeadingMessage>([0xFE, 1, 2]));
        Assert.IsType<LeadingShort>(BinarySerializer.Deserialize<LeadingMessage>([0xFE, 7]));

        // FF would read back as the stop; FE in fewer than 3 bytes as the short case; nothing as no value at all.
        Assert.Contains("0xFF", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<LeadingMessage>(new LeadingData { Data = [0xFF, 1] })).Message, StringComparison.Ordinal);
        Assert.Contains("0xFE", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<LeadingMessage>(new LeadingData { Data = [0xFE, 1] })).Message, StringComparison.Ordinal);
        Assert.Contains("no bytes", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize<LeadingMessage>(new LeadingData())).Message, StringComparison.Ordinal);
        TestSupport.RoundTrip<LeadingMessage>(new LeadingData { Data = [0xFE, 0, 0, 0] });
    }
}
