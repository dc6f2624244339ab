using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Per-item sizes from a table before the items (<c>[BinaryItemLengthPrefix(LengthPrefix.UInt8, Table = true)]</c>) and
/// Ogg's CRC-32 over the page with its own field zeroed: Ogg streams oggenc, opusenc and flac wrote
/// (Vectors/make_ogg_vectors.sh) read page by page as Python's struct lists them (ogg_pages.json), the CRCs libogg
/// wrote check, the packets the lacing values delimit are the encoders' (a Vorbis comment spans pages), the files write
/// back byte for byte, and built from objects the segment count, the table and the CRC are filled in.
/// </summary>
public class OggTests
{
    public static TheoryData<string> Files => ["ogg_vorbis.ogg", "ogg_opus.opus", "ogg_flac.oga"];

    private static readonly JsonElement Listed = JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "ogg_pages.json"))).RootElement;

    [Theory]
    [MemberData(nameof(Files))]
    public void Pages_the_encoders_wrote_read_as_python_lists_them_and_write_back(string name)
    {
        byte[] bytes = Vector(name);
        OggFile file = OggFile.Read(bytes, out int read);
        JsonElement expected = Listed.GetProperty(name);

        Assert.Equal(bytes.Length, read);
        JsonElement[] pages = [.. expected.GetProperty("pages").EnumerateArray()];
        Assert.Equal(pages.Length, file.Pages.Count);
        for (int i = 0; i < pages.Length; i++)
        {
            OggPage page = file.Pages[i];
            int flags = (page.IsEndOfStream ? 4 : 0) | (page.IsBeginningOfStream ? 2 : 0) | (page.IsContinuation ? 1 : 0);
            Assert.Equal(pages[i].GetProperty("flags").GetInt32(), flags);
            Assert.Equal(pages[i].GetProperty("granule").GetInt64(), page.GranulePosition);
            Assert.Equal(pages[i].GetProperty("serial").GetUInt32(), page.BitstreamSerial);
            Assert.Equal(pages[i].GetProperty("sequence").GetUInt32(), page.PageSequence);
            Assert.Equal(pages[i].GetProperty("crc").GetUInt32(), page.Crc);
            Assert.True(pages[i].GetProperty("crcMatches").GetBoolean());
            Assert.Equal(pages[i].GetProperty("lacing").EnumerateArray().Select(value => value.GetInt32()), page.Segments.Select(segment => segment.Length));
            Assert.Equal(page.Segments.Length, page.SegmentCount);
        }

        List<byte[]> packets = Packets(file);
        Assert.Equal(expected.GetProperty("packets").GetInt32(), packets.Count);
        Assert.Equal(expected.GetProperty("firstPacketStart").GetString(), Convert.ToHexStringLower(packets[0].AsSpan(0, 8)));
        Assert.Equal(expected.GetProperty("packetBytes").GetInt32(), packets.Sum(packet => packet.Length));

        Assert.Equal(bytes, BinarySerializer.Serialize(file));
        Assert.Equal(bytes.Length, file.GetSerializedSize());
    }

    [Fact]
    public void A_comment_past_one_page_continues_on_the_next_and_fills_every_lacing_value()
    {
        OggFile file = OggFile.Read(Vector("ogg_vorbis.ogg"), out _);
        OggPage full = file.Pages.First(page => page.Segments.Length == 255);
        Assert.All(full.Segments, segment => Assert.Equal(255, segment.Length));
        Assert.True(file.Pages[file.Pages.IndexOf(full) + 1].IsContinuation);
        Assert.Contains(Packets(file), packet => packet.Length > 70_000 && packet[0] == 3); // the Vorbis comment header
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Built_from_objects_the_segment_count_the_table_and_the_crc_are_filled_in(string name)
    {
        byte[] bytes = Vector(name);
        OggFile read = OggFile.Read(bytes, out _);
        var built = new OggFile
        {
            Pages = [.. read.Pages.Select(page => new OggPage
            {
                IsEndOfStream = page.IsEndOfStream,
                IsBeginningOfStream = page.IsBeginningOfStream,
                IsContinuation = page.IsContinuation,
                GranulePosition = page.GranulePosition,
                BitstreamSerial = page.BitstreamSerial,
                PageSequence = page.PageSequence,
                Segments = [.. page.Segments.Select(segment => segment.ToArray())],
            })],
        };

        Assert.Equal(bytes, BinarySerializer.Serialize(built));
        Assert.All(built.Pages, page => Assert.Equal((0u, 0), (page.Crc, page.SegmentCount))); // filled on the wire, not in the objects
    }

    /// <summary>A changed byte anywhere in a page fails its CRC, named; a segment of 256 bytes or a 256th segment cannot be written.</summary>
    [Fact]
    public void A_changed_byte_fails_the_crc_and_sizes_past_a_byte_are_write_errors()
    {
        byte[] bytes = Vector("ogg_opus.opus");
        byte[] changed = (byte[])bytes.Clone();
        changed[40] ^= 0x20; // inside the first page's OpusHead packet
        var error = Assert.Throws<BinarySerializationException>(() => OggFile.Read(changed, out _));
        Assert.Equal(("OggPage", "Crc"), (error.TypeName, error.MemberName));
        Assert.Contains("Ogg's CRC-32 mismatch", error.Message, StringComparison.Ordinal);

        var oversized = new OggPage { Segments = [new byte[256]] };
        Assert.Equal("Segments", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(oversized)).MemberName);
        var tooMany = new OggPage { Segments = [.. Enumerable.Range(0, 256).Select(_ => new byte[1])] };
        Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(tooMany));
    }

    /// <summary>
    /// Every cut of a page is a truncation that consumes nothing; a table whose lengths the page does not hold is found
    /// before any segment is allocated.
    /// </summary>
    [Fact]
    public void Every_cut_is_a_truncation_and_a_table_past_the_data_allocates_nothing_for_it()
    {
        byte[] bytes = Vector("ogg_opus.opus");
        OggFile file = OggFile.Read(bytes, out _);
        int first = file.Pages[0].GetSerializedSize();
        foreach (int cut in Enumerable.Range(0, first))
        {
            Assert.False(OggPage.TryRead(bytes.AsSpan(0, cut), out _, out _));
        }

        byte[] flac = Vector("ogg_flac.oga");
        int count = flac[26];
        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.False(OggPage.TryRead(flac.AsSpan(0, 27 + count + 10), out _, out _));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 1024);
    }

    [Fact]
    public void The_files_read_the_same_with_the_gallery_spec()
    {
        string[] names = ["ogg_vorbis.ogg", "ogg_opus.opus", "ogg_flac.oga"];
        JsonElement[] parsed = GalleryTests.Gallery("ogg", [.. names.Select(Vector)]);
        for (int i = 0; i < names.Length; i++)
        {
            OggFile file = OggFile.Read(Vector(names[i]), out _);
            JsonElement[] pages = [.. parsed[i].GetProperty("pages").EnumerateArray()];
            Assert.Equal(file.Pages.Count, pages.Length);
            for (int p = 0; p < pages.Length; p++)
            {
                // Kaitai's JavaScript runtime reads a u8 as a double: all ones (no packet ends here) is 2^64.
                Assert.Equal((double)(ulong)file.Pages[p].GranulePosition, pages[p].GetProperty("granulePos").GetDouble());
                Assert.Equal(file.Pages[p].Crc, pages[p].GetProperty("crc32").GetUInt32());
                Assert.Equal(file.Pages[p].IsContinuation, pages[p].GetProperty("isContinuation").GetBoolean());
                Assert.Equal(file.Pages[p].Segments.Select(segment => segment.Length), pages[p].GetProperty("lenSegments").EnumerateArray().Select(length => length.GetInt32()));
            }
        }
    }

    /// <summary>The packets, as the lacing values join segments: a segment shorter than 255 bytes ends one.</summary>
    private static List<byte[]> Packets(OggFile file)
    {
        var packets = new List<byte[]>();
        var packet = new List<byte>();
        foreach (byte[] segment in file.Pages.SelectMany(page => page.Segments))
        {
            packet.AddRange(segment);
            if (segment.Length < 255)
            {
                packets.Add([.. packet]);
                packet.Clear();
            }
        }

        return packets;
    }

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));
}
