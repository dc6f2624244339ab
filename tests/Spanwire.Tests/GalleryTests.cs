using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using System.Text;
using System.Text.Json;
using Spanwire.Generator.Tests.Exports;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Kaitai Struct's own gallery specs (Gallery/*.ksy, unchanged) and Spanwire's declarations of the same formats read
/// the same files that real tools made (GNU cpio, Java ImageIO, GNU gzip and Python's gzip, sfdisk, dnspython, ssh-keygen, OpenSSL, gcc and binutils) and agree on them: the
/// gallery's reader, compiled by ksc, reaches each file's last byte, and its fields equal Spanwire's.
/// </summary>
public class GalleryTests
{
    [Fact]
    public void Cpio_archives_read_the_same_with_the_gallery_spec()
    {
        string[] files = ["cpio_tree.cpio", "cpio_one.cpio"];
        JsonElement[] parsed = Gallery("cpio_old_le", files);
        for (int i = 0; i < files.Length; i++)
        {
            CpioArchive archive = CpioArchive.Read(Vector(files[i]), out _);
            JsonElement[] entries = [.. parsed[i].GetProperty("files").EnumerateArray()];
            Assert.Equal(archive.Entries.Count, entries.Length);
            for (int e = 0; e < entries.Length; e++)
            {
                byte[] path = [.. entries[e].GetProperty("pathName").EnumerateArray().Select(b => b.GetByte())];
                Assert.Equal(archive.Entries[e].Path, Encoding.UTF8.GetString(path));
                Assert.Equal(archive.Entries[e].Data.Length, entries[e].GetProperty("header").GetProperty("fileSize").GetProperty("value").GetInt32());
                Assert.Equal(archive.Entries[e].Mode, entries[e].GetProperty("header").GetProperty("mode").GetInt32());
            }
        }
    }

    [Fact]
    public void A_gif_reads_the_same_with_the_gallery_spec()
    {
        JsonElement parsed = Gallery("gif", ["gif_java.gif"])[0];
        GifFile gif = GifFile.Read(Vector("gif_java.gif"), out _);
        JsonElement screen = parsed.GetProperty("logicalScreenDescriptor");
        Assert.Equal((gif.Width, gif.Height), (screen.GetProperty("screenWidth").GetUInt16(), screen.GetProperty("screenHeight").GetUInt16()));
        Assert.True(gif.HasGlobalColorTable);
        Assert.Equal(gif.GlobalColorTable!.Length, parsed.GetProperty("globalColorTable").GetProperty("entries").GetArrayLength());
        Assert.Equal(gif.Blocks.Count, parsed.GetProperty("blocks").GetArrayLength());
    }

    [Fact]
    public void Gzip_files_read_the_same_with_the_gallery_spec()
    {
        string[] files = [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "gzip_vectors.jsonl")).Select(line => JsonDocument.Parse(line).RootElement.GetProperty("file").GetString()!)];
        JsonElement[] parsed = Gallery("gzip", files);
        for (int i = 0; i < files.Length; i++)
        {
            GzipMember member = GzipMember.Read(Vector(files[i]), out _);
            Assert.Equal(member.ModificationTime, parsed[i].GetProperty("modTime").GetUInt32());
            Assert.Equal(member.Size, parsed[i].GetProperty("lenUncompressed").GetUInt32());
            Assert.Equal(member.Crc32, parsed[i].GetProperty("bodyCrc32").GetUInt32());
            Assert.Equal(member.Deflated.Length, parsed[i].GetProperty("body").GetArrayLength());
            string? name = parsed[i].TryGetProperty("name", out JsonElement read) && read.ValueKind != JsonValueKind.Null
                ? Encoding.Latin1.GetString([.. read.EnumerateArray().Select(b => b.GetByte())])
                : null;
            Assert.Equal(member.Name, name);
        }
    }

    [Fact]
    public void A_partition_table_sfdisk_wrote_reads_the_same_with_the_gallery_spec()
    {
        JsonElement parsed = Gallery("mbr_partition_table", ["mbr_sfdisk.bin"])[0];
        MasterBootRecord record = MasterBootRecord.Read(Vector("mbr_sfdisk.bin"), out _);
        JsonElement[] partitions = [.. parsed.GetProperty("partitions").EnumerateArray()];
        Assert.Equal(record.Partitions.Length, partitions.Length);
        for (int i = 0; i < partitions.Length; i++)
        {
            MbrPartition partition = record.Partitions[i];
            Assert.Equal(
                (partition.Status, partition.Type, partition.FirstSector, partition.Sectors),
                (partitions[i].GetProperty("status").GetByte(), partitions[i].GetProperty("partitionType").GetByte(), partitions[i].GetProperty("lbaStart").GetUInt32(), partitions[i].GetProperty("numSectors").GetUInt32()));
        }
    }

    /// <summary>DNS responses with compressed names (dnspython's): the gallery follows the same pointers to the same records.</summary>
    [Fact]
    public void Dns_responses_read_the_same_with_the_gallery_spec()
    {
        byte[][] responses = [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "dns_response_vectors.jsonl"))
            .Select(line => Convert.FromHexString(JsonDocument.Parse(line).RootElement.GetProperty("hex").GetString()!))];
        JsonElement[] parsed = Gallery("dns_packet", responses);
        for (int i = 0; i < responses.Length; i++)
        {
            global::Dns.DnsMessage message = global::Dns.DnsMessage.Read(responses[i], out _);
            Assert.Equal(message.Id, parsed[i].GetProperty("transactionId").GetUInt16());
            JsonElement[] answers = [.. parsed[i].GetProperty("answers").EnumerateArray()];
            Assert.Equal(message.Answers.Select(record => (record.Type, record.Class, record.Ttl, record.DataLength)),
                answers.Select(answer => (answer.GetProperty("type").GetUInt16(), answer.GetProperty("answerClass").GetUInt16(), answer.GetProperty("ttl").GetUInt32(), answer.GetProperty("rdlength").GetUInt16())));
            Assert.Equal(message.Questions.Count, parsed[i].GetProperty("queries").GetArrayLength());
        }
    }

    /// <summary>
    /// Keys ssh-keygen wrote (RSA, Ed25519, ECDSA P-256): the same key names, and the same RSA modulus length. The
    /// gallery's spec has no case for ECDSA P-384 and P-521 (it reads their name and stops), which Spanwire's declares.
    /// </summary>
    [Fact]
    public void Ssh_public_keys_read_the_same_with_the_gallery_spec()
    {
        byte[][] blobs = [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "ssh_keys.txt"))
            .Where(line => line.Split(' ')[0] is "ssh-rsa" or "ssh-ed25519" or "ecdsa-sha2-nistp256")
            .Select(line => Convert.FromBase64String(line.Split(' ')[1]))];
        Assert.Equal(3, blobs.Length);
        JsonElement[] parsed = Gallery("ssh_public_key", blobs);
        for (int i = 0; i < blobs.Length; i++)
        {
            SshPublicKey key = SshPublicKey.Read(blobs[i], out _);
            Assert.Equal(key.KeyName, parsed[i].GetProperty("keyName").GetProperty("value").GetString());
            if (key.Body is SshRsaKey rsa)
            {
                int significant = rsa.Modulus.Length - rsa.Modulus.TakeWhile(b => b == 0).Count();
                Assert.Equal(significant * 8, parsed[i].GetProperty("body").GetProperty("keyLength").GetInt32());
            }
        }
    }

    /// <summary>
    /// ClientHellos OpenSSL wrote (the gallery's spec starts at the ClientHello body: after the record's 5 bytes and the
    /// handshake's 4): the same version, random, session id, cipher suites and extension types.
    /// </summary>
    [Fact]
    public void Tls_client_hellos_read_the_same_with_the_gallery_spec()
    {
        byte[][] records = [.. File.ReadLines(Path.Combine(AppContext.BaseDirectory, "Vectors", "tls_client_hello.jsonl"))
            .Select(line => Convert.FromHexString(JsonDocument.Parse(line).RootElement.GetProperty("hex").GetString()!))];
        JsonElement[] parsed = Gallery("tls_client_hello", [.. records.Select(record => record[9..])]);
        for (int i = 0; i < records.Length; i++)
        {
            var hello = Assert.IsType<TlsClientHello>(TlsRecord.Read(records[i], out _).Fragment.Body);
            JsonElement version = parsed[i].GetProperty("version");
            Assert.Equal(hello.LegacyVersion, (version.GetProperty("major").GetInt32() << 8) | version.GetProperty("minor").GetInt32());
            JsonElement random = parsed[i].GetProperty("random");
            Assert.Equal(System.Buffers.Binary.BinaryPrimitives.ReadUInt32BigEndian(hello.Random), random.GetProperty("gmtUnixTime").GetUInt32());
            Assert.Equal(hello.Random[4..], Bytes(random.GetProperty("random")));
            Assert.Equal(hello.SessionId, Bytes(parsed[i].GetProperty("sessionId").GetProperty("sid")));
            Assert.Equal(hello.CipherSuites, parsed[i].GetProperty("cipherSuites").GetProperty("cipherSuites").EnumerateArray().Select(suite => suite.GetUInt16()));
            Assert.Equal(hello.Extensions.Select(extension => extension.Type), parsed[i].GetProperty("extensions").GetProperty("extensions").EnumerateArray().Select(extension => extension.GetProperty("type").GetUInt16()));
        }
    }

    /// <summary>
    /// Debian's /usr/bin/true, a relocatable object gcc wrote, and an s390x executable from the cross binutils (both
    /// byte orders): the same header and the same section table, read where the header points.
    /// </summary>
    [Fact]
    public void Elf_files_read_the_same_with_the_gallery_spec()
    {
        string[] files = ["elf_true.bin", "elf_relocatable.o", "elf_s390x.bin", "elf_mips32.o", "elf_i686.bin"];
        JsonElement[] parsed = Gallery("elf", [.. files.Select(Vector)], toTheEnd: false); // its tables are instances, read where the header points
        for (int i = 0; i < files.Length; i++)
        {
            // Either class as the 64-bit fields (a 32-bit value widened), as the gallery's reader gives them.
            var elf = global::Elf.ElfFile.Read(Vector(files[i]), out _).Header switch
            {
                global::Elf.Elf64Header wide => (wide.Type, wide.Machine, wide.Entry, wide.SectionHeaderOffset, wide.SectionNameIndex, Segments: wide.Segments.Count,
                    Sections: wide.Sections.Select(section => (section.Type, section.Address, section.Offset, section.Size)).ToArray()),
                global::Elf.Elf32Header narrow => (narrow.Type, narrow.Machine, (ulong)narrow.Entry, (ulong)narrow.SectionHeaderOffset, narrow.SectionNameIndex, Segments: narrow.Segments.Count,
                    Sections: narrow.Sections.Select(section => (section.Type, (ulong)section.Address, (ulong)section.Offset, (ulong)section.Size)).ToArray()),
                var other => throw new InvalidOperationException(other.GetType().Name),
            };
            JsonElement header = parsed[i].GetProperty("header");
            Assert.Equal((elf.Type, elf.Machine, elf.Item3, elf.Item4, elf.SectionNameIndex),
                (header.GetProperty("eType").GetUInt16(), header.GetProperty("machine").GetUInt16(), header.GetProperty("entryPoint").GetUInt64(),
                 header.GetProperty("ofsSectionHeaders").GetUInt64(), header.GetProperty("sectionNamesIdx").GetUInt16()));
            Assert.Equal(elf.Sections,
                header.GetProperty("sectionHeaders").EnumerateArray().Select(section => (section.GetProperty("type").GetUInt32(), section.GetProperty("addr").GetUInt64(), section.GetProperty("ofsBody").GetUInt64(), section.GetProperty("lenBody").GetUInt64())));
            Assert.Equal(elf.Segments, header.TryGetProperty("programHeaders", out JsonElement segments) && segments.ValueKind == JsonValueKind.Array ? segments.GetArrayLength() : 0);
        }
    }

    [Theory]
    [InlineData("tcp")]
    [InlineData("udp")]
    public void Tcp_segments_and_udp_datagrams_read_the_same_with_the_gallery_spec(string protocol)
    {
        byte[][] packets = [.. Enumerable.Range(0, 4).Select(i => PseudoHeaderTests.Packet(protocol, i))];
        JsonElement[] parsed = Gallery(protocol == "tcp" ? "tcp_segment" : "udp_datagram", [.. packets.Select(packet => packet[((packet[0] & 15) * 4)..])]);
        for (int i = 0; i < packets.Length; i++)
        {
            IpPayload payload = Ipv4Packet.Read(packets[i], out _).Payload;
            (int source, int destination, int checksum, int body) = payload switch
            {
                TcpSegment tcp => (tcp.SourcePort, tcp.DestinationPort, tcp.Checksum, tcp.Data.Length),
                UdpDatagram udp => (udp.SourcePort, udp.DestinationPort, udp.Checksum, udp.Data.Length),
                _ => throw new InvalidOperationException(),
            };
            Assert.Equal(
                (source, destination, checksum, body),
                (parsed[i].GetProperty("srcPort").GetInt32(), parsed[i].GetProperty("dstPort").GetInt32(), parsed[i].GetProperty("checksum").GetInt32(), parsed[i].GetProperty("body").GetArrayLength()));
        }
    }

    [Fact]
    public void Png_backgrounds_and_transparency_read_the_same_with_the_gallery_spec()
    {
        // The gallery's png.ksy reads bKGD and tRNS through _root.ihdr.color_type; Spanwire passes IHDR's colour type down.
        string[] files = [.. JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "png_colour_vectors.json"))).RootElement
            .EnumerateArray().Select(vector => vector.GetProperty("file").GetString()!)];
        JsonElement[] parsed = Gallery("png", files);
        for (int i = 0; i < files.Length; i++)
        {
            PngImage image = PngImage.Read(Vector(files[i]), out _);
            Assert.Equal(image.Header.Ihdr.ColorType, parsed[i].GetProperty("ihdr").GetProperty("colorType").GetByte());
            JsonElement[] chunks = [.. parsed[i].GetProperty("chunks").EnumerateArray()];
            Assert.Equal(image.Chunks.Count, chunks.Length);
            for (int c = 0; c < chunks.Length; c++)
            {
                JsonElement body = chunks[c].GetProperty("body");
                switch (image.Chunks[c].Chunk.Body)
                {
                    case PngBackground { Color: PngBackgroundGrey grey }:
                        Assert.Equal(grey.Grey, body.GetProperty("bkgd").GetProperty("value").GetUInt16());
                        break;
                    case PngBackground { Color: PngBackgroundRgb rgb }:
                        Assert.Equal((rgb.Red, rgb.Green, rgb.Blue), Rgb(body.GetProperty("bkgd"), string.Empty));
                        break;
                    case PngBackground { Color: PngBackgroundIndex index }:
                        Assert.Equal(index.Index, body.GetProperty("bkgd").GetProperty("paletteIndex").GetByte());
                        break;
                    case PngTransparency { Transparent: PngTransparentGrey grey }:
                        Assert.Equal(grey.Grey, body.GetProperty("transparentColor").GetProperty("greyRaw").GetUInt16());
                        break;
                    case PngTransparency { Transparent: PngTransparentRgb rgb }:
                        Assert.Equal((rgb.Red, rgb.Green, rgb.Blue), Rgb(body.GetProperty("transparentColor"), "Raw"));
                        break;
                    case PngTransparency { Transparent: PngTransparentPalette palette }:
                        Assert.Equal(palette.Alphas, Bytes(body.GetProperty("paletteAlphas")));
                        break;
                    default:
                        Assert.Equal(chunks[c].GetProperty("len").GetUInt32(), image.Chunks[c].Chunk.Length);
                        break;
                }
            }
        }

        static (ushort, ushort, ushort) Rgb(JsonElement color, string suffix)
            => (color.GetProperty("red" + suffix).GetUInt16(), color.GetProperty("green" + suffix).GetUInt16(), color.GetProperty("blue" + suffix).GetUInt16());
    }

    /// <summary>
    /// An archive Python's zipfile wrote, each entry's sizes in its local header: the gallery's zip.ksy reads sections one
    /// after another, so it cannot read data descriptors or ZIP64's saturated sizes, and it fails on Info-ZIP's archives
    /// (a central "UT" field holds only the modification time its flags' other bits do not promise there; the gallery
    /// reads an access time and runs out). Every record, its name, sizes, CRC-32 and extra field ids, and the end
    /// record's counts, as Spanwire's ZIP sample reads them.
    /// </summary>
    [Fact]
    public void Zip_archives_read_the_same_with_the_gallery_spec()
    {
        string[] files = ["zip_python.zip"];
        JsonElement[] parsed = Gallery("zip", files);
        for (int i = 0; i < files.Length; i++)
        {
            byte[] archive = Vector(files[i]);
            var records = new List<global::Zip.ZipRecord>();
            for (int at = 0; at < archive.Length; at += BinarySerializer.Serialize(records[^1]).Length)
            {
                records.Add(BinarySerializer.DeserializeAt<global::Zip.ZipRecord>(archive, at, out _));
            }

            JsonElement[] sections = [.. parsed[i].GetProperty("sections").EnumerateArray()];
            Assert.Equal(records.Count, sections.Length);
            for (int r = 0; r < records.Count; r++)
            {
                JsonElement body = sections[r].GetProperty("body");
                switch (records[r])
                {
                    case global::Zip.LocalFile local:
                        JsonElement header = body.GetProperty("header");
                        Assert.Equal((local.Name, local.Crc32, local.CompressedSize, local.UncompressedSize, local.Data.Length),
                            (header.GetProperty("fileName").GetString(), header.GetProperty("crc32").GetUInt32(), header.GetProperty("lenBodyCompressed").GetUInt32(),
                             header.GetProperty("lenBodyUncompressed").GetUInt32(), body.GetProperty("body").GetArrayLength()));
                        Assert.Equal(local.Extra.Select(extra => (int)extra.Id), ExtraCodes(header.GetProperty("extra")));
                        break;
                    case global::Zip.CentralFile central:
                        Assert.Equal((central.Name, central.LocalHeaderOffset, central.CompressedSize),
                            (body.GetProperty("fileName").GetString(), body.GetProperty("ofsLocalHeader").GetUInt32(), body.GetProperty("lenBodyCompressed").GetUInt32()));
                        Assert.Equal(central.Extra.Select(extra => (int)extra.Id), ExtraCodes(body.GetProperty("extra")));
                        break;
                    case global::Zip.EndOfCentralDirectory end:
                        Assert.Equal((end.Entries, end.CentralOffset, end.CentralSize),
                            (body.GetProperty("numCentralDirEntriesTotal").GetUInt16(), body.GetProperty("ofsCentralDir").GetUInt32(), body.GetProperty("lenCentralDir").GetUInt32()));
                        break;
                    default:
                        throw new InvalidOperationException(records[r].GetType().Name);
                }
            }
        }

        static int[] ExtraCodes(JsonElement extra)
            => extra.TryGetProperty("entries", out JsonElement entries) ? [.. entries.EnumerateArray().Select(entry => entry.GetProperty("code").GetInt32())] : [];
    }

    /// <summary>
    /// Databases Python's sqlite3 wrote: the gallery's sqlite3.ksy reads the header and page 1's b-tree, whose cells are the
    /// schema's records (it follows no other page, and reads unsigned integers and every value's text whatever its serial
    /// type). Each record's serial types and values, text and integers, as Spanwire's SQLite sample reads them.
    /// </summary>
    [Fact]
    public void Sqlite_schema_records_read_the_same_with_the_gallery_spec()
    {
        string[] files = ["sqlite_people.db", "sqlite_overflow.db"];
        JsonElement[] parsed = Gallery("sqlite3", [.. files.Select(Vector)], toTheEnd: false);
        for (int i = 0; i < files.Length; i++)
        {
            byte[] database = Vector(files[i]);
            int pageSize = (int)BinarySerializer.Deserialize<global::Sqlite.DatabaseHeader>(database, out _).PageSize;
            var leaf = Assert.IsType<global::Sqlite.TableLeafPage>(global::Sqlite.FirstPage.Read(database.AsSpan(0, pageSize), pageSize, out _).Body);
            JsonElement[] cells = [.. parsed[i].GetProperty("rootPage").GetProperty("cells").EnumerateArray()];
            Assert.Equal(leaf.Cells.Count, cells.Length);
            Assert.True(cells.Length >= 1);
            for (int c = 0; c < cells.Length; c++)
            {
                JsonElement payload = cells[c].GetProperty("body").GetProperty("payload");
                global::Sqlite.Record record = BinarySerializer.Deserialize<global::Sqlite.Record>(leaf.Cells[c].Payload);
                Assert.Equal(payload.GetProperty("columnSerials").GetProperty("entries").EnumerateArray().Select(entry => entry.GetProperty("code").GetProperty("value").GetInt64()), record.SerialTypes);
                JsonElement[] contents = [.. payload.GetProperty("columnContents").EnumerateArray()];
                Assert.Equal(record.Values.Length, contents.Length);
                for (int v = 0; v < contents.Length; v++)
                {
                    switch (record.Values[v])
                    {
                        case global::Sqlite.SqliteBytes text:
                            Assert.Equal(Encoding.UTF8.GetString(text.Content), contents[v].GetProperty("asStr").GetString());
                            break;
                        case global::Sqlite.SqliteInt8 number:
                            Assert.Equal(number.Value, contents[v].GetProperty("asInt").GetInt64());
                            break;
                        case global::Sqlite.SqliteInt16 number:
                            Assert.Equal(number.Value, contents[v].GetProperty("asInt").GetInt64());
                            break;
                        case var other:
                            throw new InvalidOperationException($"a schema record holds {other.GetType().Name}");
                    }
                }
            }
        }
    }

    /// <summary>The specs a spec's <c>meta/imports</c> names (png's icc_4 and exif), and theirs.</summary>
    private static string[] Imports(string gallery, string id)
    {
        string[] lines = File.ReadAllLines(Path.Combine(gallery, id + ".ksy"));
        int start = Array.FindIndex(lines, line => line.Trim() == "imports:");
        string[] named = start < 0 ? [] : [.. lines.Skip(start + 1).TakeWhile(line => line.TrimStart().StartsWith("- ", StringComparison.Ordinal)).Select(line => line.Trim()[2..].Trim())];
        // An import names a spec by its path in the gallery (/common/dos_datetime); the copies here sit side by side.
        return [.. named.Select(Path.GetFileName).SelectMany(spec => Imports(gallery, spec!).Prepend(spec!)).Distinct()];
    }

    private static byte[] Bytes(JsonElement array) => [.. array.EnumerateArray().Select(b => b.GetByte())];

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));

    private static JsonElement[] Gallery(string id, string[] files) => Gallery(id, [.. files.Select(Vector)]);

    /// <summary>
    /// The gallery's spec <paramref name="id"/>, compiled by ksc, reads each input (its sequence to the input's last byte,
    /// unless <paramref name="toTheEnd"/> is off for a spec that reads its tables as instances): the parsed values.
    /// </summary>
    internal static JsonElement[] Gallery(string id, byte[][] inputs, bool toTheEnd = true, [CallerFilePath] string thisFile = "")
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-gallery-").FullName;
        try
        {
            string gallery = Path.Combine(Path.GetDirectoryName(thisFile)!, "Gallery");
            foreach (string spec in Imports(gallery, id).Prepend(id))
            {
                File.Copy(Path.Combine(gallery, spec + ".ksy"), Path.Combine(folder, spec + ".ksy"));
            }

            for (int i = 0; i < inputs.Length; i++)
            {
                File.WriteAllBytes(Path.Combine(folder, $"{id}.{i:D2}.bin"), inputs[i]);
            }

            using JsonDocument report = KaitaiTool.Check(folder);
            JsonElement result = report.RootElement.GetProperty(id);
            Assert.False(result.TryGetProperty("error", out JsonElement error), error.ToString());
            JsonElement[] values = [.. result.GetProperty("values").EnumerateArray()];
            Assert.Equal(inputs.Length, values.Length);
            foreach (JsonElement value in values)
            {
                Assert.False(value.TryGetProperty("error", out JsonElement failure), failure.ToString());
                if (toTheEnd)
                {
                    Assert.Equal(value.GetProperty("size").GetInt32(), value.GetProperty("end").GetInt32());
                }
            }

            return [.. values.Select(value => value.GetProperty("value").Clone())];
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
