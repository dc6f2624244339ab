using System;
using System.Collections.Generic;
using Spanwire.Tests.Types;

namespace Spanwire.Fuzz;

/// <summary>One type per family of controls the linked protocol types do not cover, each read from hostile bytes.</summary>
[BinarySerializable]
public partial class Strings
{
    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public string Utf8 { get; set; } = "";

    [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Latin1)]
    public string CString { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8), BinaryLengthPrefix(LengthPrefix.UInt16)]
    public string Java { get; set; } = "";

    [BinaryFixedLength(6, TrimPadding = true)]
    public string Fixed { get; set; } = "";

    [BinaryStringEncoding(StringEncoding.Utf16BigEndian)]
    public string? Wide { get; set; }

    [BinaryNullTerminated]
    public List<string> Names { get; set; } = [];

    [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)]
    public string? Compact { get; set; }

    [BinaryTerminated(0xFF, 0xFF)]
    public List<short> Codes { get; set; } = [];
}

/// <summary>Every varint dialect, ZigZag and unsigned, capped and not.</summary>
[BinarySerializable]
public partial class Numbers
{
    [BinaryVarInt]
    public long ZigZag { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, MaxBytes = 5)]
    public uint Capped { get; set; }

    [BinaryVarInt(Format = VarIntFormat.HdrHistogram)]
    public long Hdr { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)]
    public ulong Sqlite { get; set; }

    [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic)]
    public ulong Quic { get; set; }

    [BinaryVarInt]
    public int[] Deltas { get; set; } = [];

    public DateTimeOffset When { get; set; }

    [BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)]
    public DateTime Stamp { get; set; }
}

/// <summary>A versioned message: flags and conditions, a length taken from a member, a compressed blob.</summary>
[BinarySerializable]
public partial class Versioned
{
    [BinaryConstant(0xCA, 0xFE)]
    public byte Version { get; set; }

    [BinaryBitField(3)]
    public byte Kind { get; set; }

    [BinaryBitField(5)]
    public byte Flags { get; set; }

    [BinaryWhen(nameof(Version), AtLeast = 2)]
    public int? SinceTwo { get; set; }

    [BinaryWhen(nameof(Flags), Mask = 1)]
    public string? Note { get; set; }

    public ushort Count { get; set; }

    [BinaryLengthFrom(nameof(Count))]
    public List<Point> Points { get; set; } = [];

    [BinaryCompressed(CompressionFormat.Zlib), BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public byte[] Packed { get; set; } = [];
}

/// <summary>A fixed-size struct item.</summary>
[BinarySerializable]
public partial struct Point
{
    public short X { get; set; }

    public short Y { get; set; }
}

/// <summary>Tagged frames: known cases, an unknown one kept, nested frames, a remainder and trailing members (which a stream can only tell apart from the next message inside a frame).</summary>
[BinarySerializable]
[BinarySizePrefix(LengthPrefix.UInt16)]
[BinaryUnion(Default = typeof(UnknownFrame))]
[BinaryUnionCase(1, typeof(TextFrame)), BinaryUnionCase(2, typeof(ListFrame)), BinaryUnionCase(3, typeof(NestedFrame)), BinaryUnionCase(4, typeof(VersionFrame))]
public abstract partial class Frame
{
}

[BinarySerializable]
public sealed partial class TextFrame : Frame
{
    [BinaryRemainder]
    public string Text { get; set; } = "";
}

[BinarySerializable]
public sealed partial class ListFrame : Frame
{
    [BinaryTerminated(0xFF)]
    public List<byte> Items { get; set; } = [];

    public Point? Origin { get; set; }
}

[BinarySerializable]
public sealed partial class NestedFrame : Frame
{
    public List<Frame?> Children { get; set; } = [];
}

[BinarySerializable]
public sealed partial class VersionFrame : Frame
{
    public Versioned Message { get; set; } = new();

    [BinaryTrailing]
    public long Extra { get; set; }
}

[BinarySerializable]
public sealed partial class UnknownFrame : Frame
{
    [BinaryIgnore]
    public long Tag { get; set; }

    [BinaryRemainder]
    public byte[] Body { get; set; } = [];
}

/// <summary>A union with two struct cases (read as the union's Boxed class) and a class case; a constant before a case's bit fields.</summary>
[BinarySerializable]
[BinaryUnion(UnionTagWidth.UInt16)]
[BinaryUnionCase(1, typeof(FeedTick)), BinaryUnionCase(2, typeof(FeedQuote)), BinaryUnionCase(3, typeof(FeedHalt))]
public abstract partial class Feed
{
}

[BinarySerializable]
public partial record struct FeedTick(int Instrument, long Price);

[BinarySerializable]
public partial record struct FeedQuote(int Instrument, [property: BinaryConstant(0xCE), BinaryBitField(4)] byte Side, [property: BinaryBitField(4)] byte Level);

[BinarySerializable]
public sealed partial class FeedHalt : Feed
{
    [BinaryNullTerminated]
    public string Reason { get; set; } = "";
}

/// <summary>
/// A GIF file (color tables of 2 &lt;&lt; n entries, sub-blocks until an empty one) and a gzip member (the rest minus its
/// CRC and size), each running to the end of its data: in size frames, which a stream that cannot seek needs to find
/// that end.
/// </summary>
[BinarySerializable]
public partial class FramedFiles
{
    [BinarySizePrefix]
    public GifFile Gif = new();

    [BinarySizePrefix]
    public GzipMember Gzip = new();
}

/// <summary>
/// A pcap capture (its byte order chosen by its magic), an Ethernet frame (802.1Q tags nesting through a union that
/// holds itself), an SSH public key (its fields chosen by its name), ZIP extra fields (little-endian union tags) and a
/// cpio archive (sizes in two holders), each running to the end of its data: in size frames.
/// </summary>
[BinarySerializable]
public partial class Captures
{
    [BinarySizePrefix]
    public PcapFile Capture = new();

    [BinarySizePrefix]
    public EthernetFrame Frame = new();

    [BinarySizePrefix]
    public SshPublicKey Key = new();

    [BinarySizePrefix]
    public ZipExtraFields Extras = new();

    [BinarySizePrefix]
    public CpioArchive Archive = new();
}

/// <summary>A DOS MZ file in a frame: a stream or pipe read needs one around a value that ends with a remainder.</summary>
[BinarySerializable]
public partial class FramedMz
{
    [BinarySizePrefix]
    public DosMz Mz = new();
}

/// <summary>An IPv4 packet in a frame: its TCP or raw payload ends with a remainder, which a stream or pipe read needs a frame around.</summary>
[BinarySerializable]
public partial class FramedIpv4Packet
{
    [BinarySizePrefix(LengthPrefix.UInt16)]
    public Ipv4Packet Packet = new();
}

/// <summary>A PNG image in a frame: its bKGD and tRNS bodies read by IHDR's colour type, passed down as a parameter.</summary>
[BinarySerializable]
public partial class FramedPngImage
{
    [BinarySizePrefix]
    public PngImage Image = new();
}

/// <summary>
/// A record as the ZIP sample declares it, in a frame: extra fields by id, ZIP64's sizes each under a condition on the
/// header value passed in, a data descriptor whose sizes are as wide as that value says.
/// </summary>
[BinarySerializable]
public partial class FramedZipSampleRecord
{
    [BinarySizePrefix]
    public global::Zip.ZipRecord Record = new global::Zip.EndOfCentralDirectory();
}
